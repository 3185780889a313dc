// Precision before coverage (issue #27): "how many X" planned as the total of a number column answers with a
// count only when the column holds counts. A column that numbers or ranks the rows (Rank, Place, Entry No), or
// one the same question compares with a number ("how many scores above 9"), gives a figure that is no count:
// the planner asks instead. (Averaged columns are not ruled out: "how many days" adds up Days.)
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";

/** Last header words that say a number is a row's place or label, not an amount ("Rank", "Entry No", "Seed"). */
const NUMBERING_WORDS: ReadonlySet<string> = new Set(["rank", "ranking", "place", "position", "pos", "no", "nr", "num", "number", "seed"]);

/** Why adding up the column cannot answer "how many": the kind of figure it holds. */
export type UncountableSum = { column: ColumnEntry; why: "numbering" | "compared" };

/**
 * Whole numbers from 0 or 1 up to about the row count, nearly all different: the values number the rows (a
 * ranking, a running number) whatever the header says. Unknown facts rule nothing in.
 */
function numbersTheRows(column: ColumnEntry, rowCount: number): boolean {
  const f = column.facts;
  if (!f || f.min === undefined || f.max === undefined || f.distinct === undefined || rowCount < 5) return false;
  const filled = rowCount - (f.missing ?? 0);
  const whole = Number.isInteger(f.min) && Number.isInteger(f.max) && (f.top ?? []).every((t) => typeof t.value !== "number" || Number.isInteger(t.value));
  return whole && f.min >= 0 && f.min <= 1 && f.max <= rowCount + 1 && f.distinct >= 0.8 * filled;
}

/** The header names a place or label: its last word is a numbering word and nothing is counted "of" it ("No. of Children" counts). */
function headerNumbers(column: ColumnEntry): boolean {
  const words = column.words.map((w) => w.norm);
  return NUMBERING_WORDS.has(words.at(-1) ?? "") && !words.includes("of");
}

/**
 * The plan's total that a count question cannot mean, or undefined. Only for questions that ask how many ("how
 * many", "number of", "count") and plans that add a number column up.
 */
export function uncountableSum(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[], rowCount: number): UncountableSum | undefined {
  if (plan.kind !== "aggregate") return undefined;
  const cue = read.mentions.findIndex((m) => m.kind === "cue" && m.cue.kind === "aggregate" && m.cue.op === "count");
  // A plan that counts rows answers the count itself; a total beside it is extra, not the answer.
  if (cue < 0 || plan.measures.some((m) => m.op === "count")) return undefined;
  // What "how many" counts: the first word after it that is not grammar ("how many evening gown scores …").
  const counted = read.mentions.slice(cue + 1).find((m) => !(m.kind === "word" && m.filler) && m.kind !== "cue");
  for (const measure of plan.measures) {
    if (measure.op !== "sum" || !measure.column || measure.transform) continue;
    const column = columns.find((c) => c.id === measure.column);
    if (!column || column.type !== "number") continue;
    if (headerNumbers(column) || numbersTheRows(column, rowCount)) return { column, why: "numbering" };
    // Compared and counted: "how many scores above 9" counts the scores; "how many readings had wind above 40" is
    // another reading (the rows), left as planned.
    const countsIt = counted?.kind === "column" && counted.column.id === column.id;
    const compared = countsIt && (plan.filters ?? []).some((f) => f.column === column.id && ["gt", "gte", "lt", "lte", "between"].includes(f.op));
    if (compared) return { column, why: "compared" };
  }
  return undefined;
}

/** The question back for an uncountable sum, with the reason in the data's words. */
export function uncountableSumMessage({ column, why }: UncountableSum): string {
  const name = column.name;
  if (why === "compared") return `Do you mean how many rows have ${name} in that range, or the total of ${name} over them? Ask "how many rows have ${name} …" or "total ${name} where …".`;
  return `'${name}' gives each row a place or a number, not an amount, so its total is not a count. Do you mean how many rows, or how many different ${name} values? Ask "how many rows …" or "how many different ${name} …".`;
}
