// A question back offers its answers as questions (issue #27): each choice is the user's own question with the
// doubtful words replaced by the exact column (or the value written beside its column), so asking it again is
// answered with that choice made. The app shows them as buttons; the CLI and the API return them.
import type { AnalysisPlan } from "../plan/schema";
import { planColumns } from "./coverage";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";
import type { Token } from "./text/tokenize";
import type { ClarificationChoice, Reading } from "./types";

/** What the reworded question's plan must do for the choice to be offered (it answers what the label says). */
export type PlanTest = (plan: AnalysisPlan) => boolean;

/** Tokens [start, end) of the question to replace by `text`; `accepts` tests the plan the reworded question gets. */
export interface Rewording {
  label: string;
  start: number;
  end: number;
  text: string;
  accepts: PlanTest;
}

/** Both tests pass. */
export const both = (a: PlanTest, b: PlanTest): PlanTest => (plan) => a(plan) && b(plan);

/** The plan reads this column (measures, groups, filters, shows or sorts by it). */
export function readsColumn(column: string): PlanTest {
  return (plan) => planColumns(plan).ids.has(column);
}

/** The plan counts rows: one figure, the number of rows (filtered or not). */
export const countsRows: PlanTest = (plan) => plan.kind === "aggregate" && !plan.groupBy?.length && plan.measures.length === 1 && plan.measures[0].op === "count" && !plan.measures[0].column;

/** The plan counts the different values of this column: one figure. */
export function countsDifferent(column: string): PlanTest {
  return (plan) => plan.kind === "aggregate" && !plan.groupBy?.length && plan.measures.length === 1 && plan.measures[0].op === "count_distinct" && plan.measures[0].column === column;
}

/** The plan adds this column up: one figure. */
export function sums(column: string): PlanTest {
  return (plan) => plan.kind === "aggregate" && !plan.groupBy?.length && plan.measures.length === 1 && plan.measures[0].op === "sum" && plan.measures[0].column === column;
}

/** At most this many choices are offered: each is checked by planning it once more. */
export const MAX_CHOICES = 3;

/** The question with tokens [start, end) replaced by `text`, the rest as the user wrote it. */
export function reword(question: string, tokens: readonly Token[], start: number, end: number, text: string): string {
  const from = tokens[start]?.start;
  const to = tokens[end - 1]?.end;
  if (from === undefined || to === undefined) return question;
  return `${question.slice(0, from)}${text}${question.slice(to)}`;
}

/** Where `phrase` (words as the planner quotes them, "profit" or "gross profit") is in the question's tokens. */
function findPhrase(tokens: readonly Token[], phrase: string): { start: number; end: number } | undefined {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  for (let start = 0; start + words.length <= tokens.length; start++) {
    if (words.every((word, k) => tokens[start + k].raw.toLowerCase() === word || tokens[start + k].norm === word)) return { start, end: start + words.length };
  }
  return undefined;
}

/** Each word the planner could not place, replaced by each column offered for it ("average profit" → "average Gross Margin"). */
export function unknownWordRewordings(read: ReadQuestion, unknownWords: readonly string[], offered: (word: string) => readonly ColumnEntry[]): Rewording[] {
  const rewordings: Rewording[] = [];
  for (const word of unknownWords) {
    const at = findPhrase(read.tokens, word);
    if (!at) continue;
    for (const column of offered(word)) rewordings.push({ label: column.name, ...at, text: column.name, accepts: readsColumn(column.id) });
  }
  return rewordings;
}

/**
 * The choices whose reworded question `reads` accepts (the planner plans it, sure, and the plan passes the
 * rewording's test), in order, at most MAX_CHOICES; never the question as asked.
 */
export function checkedChoices(question: string, read: ReadQuestion, rewordings: readonly Rewording[], reads: (question: string, accepts: PlanTest) => boolean): ClarificationChoice[] {
  const choices: ClarificationChoice[] = [];
  for (const r of rewordings) {
    if (choices.length >= MAX_CHOICES) break;
    const asked = reword(question, read.tokens, r.start, r.end, r.text);
    if (asked === question || choices.some((c) => c.question === asked)) continue;
    if (reads(asked, r.accepts)) choices.push({ label: r.label, question: asked });
  }
  return choices;
}

/** Each reading as a choice: its words, and the question reworded to read only that way (builtin.ts). */
export function readingChoices(readings: readonly Reading[]): ClarificationChoice[] {
  return readings.flatMap((reading) => (reading.question ? [{ label: reading.understood, question: reading.question }] : []));
}
