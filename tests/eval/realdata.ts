// The real-data set (../shared/realdata: real public tables, questions and golds written by other people),
// answered in-process through the CLI's own answerQuestion and graded with the shared grader's rules.
// Each table is read once. Used by `npm run eval` and by the accuracy gate in the unit tests.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { answerQuestion, loadForQuestions, type LoadedFile } from "../../cli/ask";
import { ingestFile } from "../../engine/ingest/ingest";
import { type AnswerType, type Gold, gradeAnswer, type Outcome } from "./realdata-grade";
import { precision, type Tally, tally } from "./tally";

/** The shared data folder beside the project; INSIGHTLAB_SHARED_DIR points elsewhere (a git worktree's checkout). */
const SHARED = process.env.INSIGHTLAB_SHARED_DIR ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "shared");
export const REALDATA_DIR = join(SHARED, "realdata");
/** WikiTableQuestions training-split questions over 751 Wikipedia tables, in the same format (its README). */
export const WTQ_DEV_DIR = join(SHARED, "wtq-dev");

/**
 * The half of a real-data set a table belongs to, fixed by a hash of its path (FNV-1a): "dev" is read while
 * developing, "check" only measured — an estimate of how a change does on tables nobody looked at.
 */
export type Half = "dev" | "check";
export function tableHalf(table: string): Half {
  let hash = 0x811c9dc5;
  for (let i = 0; i < table.length; i++) hash = Math.imul(hash ^ table.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 2 === 0 ? "dev" : "check";
}

export interface RealQuestion {
  id: string;
  table: string;
  question: string;
  answer_type: AnswerType;
  answer: Gold;
}

export interface RealOutcome {
  id: string;
  table: string;
  half: Half;
  question: string;
  type: AnswerType;
  gold: Gold;
  outcome: Outcome;
  predicted: unknown;
  answer?: string;
  understood?: string;
}

export function readRealQuestions(dir = REALDATA_DIR): RealQuestion[] {
  let text: string;
  try {
    text = readFileSync(join(dir, "questions.jsonl"), "utf8");
  } catch {
    throw new Error(`A real-data set is missing: expected ${join(dir, "questions.jsonl")} (the shared/ folder beside the project).`);
  }
  return text.trim().split("\n").map((line) => JSON.parse(line) as RealQuestion);
}

/** Answers and grades every question; a table that cannot be read refuses its questions, as the CLI would. */
export async function runRealData(questions: RealQuestion[], dir = REALDATA_DIR): Promise<RealOutcome[]> {
  const files = new Map<string, LoadedFile | Error>();
  const out: RealOutcome[] = [];
  for (const q of questions) {
    let file = files.get(q.table);
    if (!file) {
      const path = join(dir, q.table);
      try {
        file = await loadForQuestions(await ingestFile({ bytes: new Uint8Array(readFileSync(path)), fileName: basename(path) }), basename(path));
      } catch (error) {
        file = error as Error;
      }
      files.set(q.table, file);
    }
    const asked = { id: q.id, table: q.table, half: tableHalf(q.table), question: q.question, type: q.answer_type, gold: q.answer };
    let json = null;
    try {
      if (file instanceof Error) throw file;
      json = (await answerQuestion(file, { question: q.question })).json;
    } catch (error) {
      out.push({ ...asked, outcome: "refused", predicted: `error: ${(error as Error).message}` });
      continue;
    }
    const graded = gradeAnswer(q.answer_type, q.answer, json);
    out.push({ ...asked, ...graded, answer: json.answer, understood: json.understood });
  }
  return out;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const HEADER = `${"".padEnd(16)} correct  wrong  refused  precision`;
function line(label: string, t: Tally, percent: boolean): string {
  const cell = (n: number, width: number) => (percent ? pct(n, t.total) : String(n)).padStart(width);
  return `${label.padEnd(16)} ${cell(t.correct, 7)} ${cell(t.wrong, 6)} ${cell(t.refused, 8)} ${`${precision(t).toFixed(1)}%`.padStart(10)}`;
}

/** Lines of the correct / wrong / refused table by answer type, with precision, as the shared grader prints it. */
export function tallyLines(outcomes: readonly RealOutcome[]): string[] {
  const types: AnswerType[] = ["boolean", "category", "number", "list[category]", "list[number]"];
  const lines = [HEADER.replace("".padEnd(16), "type".padEnd(16))];
  for (const type of types) lines.push(line(type, tally(outcomes.filter((o) => o.type === type)), false));
  lines.push(line(`all (${outcomes.length})`, tally(outcomes), true));
  return lines;
}

/** The same figures for the two halves by table (tableHalf): developed on, and only measured. */
export function halfLines(outcomes: readonly RealOutcome[]): string[] {
  const lines = [HEADER.replace("".padEnd(16), "half (tables)".padEnd(16))];
  for (const half of ["dev", "check"] as const) {
    const of = outcomes.filter((o) => o.half === half);
    lines.push(line(`${half} (${new Set(of.map((o) => o.table)).size})`, tally(of), true));
  }
  return lines;
}
