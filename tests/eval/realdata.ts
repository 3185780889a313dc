// The real-data set (../shared/realdata: real public tables, questions and golds written by other people),
// answered in-process through the CLI's own answerQuestion and graded with the shared grader's rules.
// Each table is read once. Used by `npm run eval` and by the accuracy gate in the unit tests.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { answerQuestion, loadForQuestions, type LoadedFile } from "../../cli/ask";
import { ingestFile } from "../../engine/ingest/ingest";
import { type AnswerType, type Gold, gradeAnswer, type Outcome } from "./realdata-grade";

export const REALDATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "shared", "realdata");

export interface RealQuestion {
  id: string;
  table: string;
  question: string;
  answer_type: AnswerType;
  answer: Gold;
}

export interface RealOutcome {
  id: string;
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
    throw new Error(`The real-data set is missing: expected ${join(dir, "questions.jsonl")} (the shared/ folder beside the project).`);
  }
  return text.trim().split("\n").map((line) => JSON.parse(line) as RealQuestion);
}

/** Answers and grades every question; `only` limits it to some ids. */
export async function runRealData(questions: RealQuestion[], dir = REALDATA_DIR): Promise<RealOutcome[]> {
  const files = new Map<string, LoadedFile>();
  const out: RealOutcome[] = [];
  for (const q of questions) {
    let file = files.get(q.table);
    if (!file) {
      const path = join(dir, q.table);
      file = await loadForQuestions(await ingestFile({ bytes: new Uint8Array(readFileSync(path)), fileName: basename(path) }), basename(path));
      files.set(q.table, file);
    }
    let json = null;
    try {
      json = (await answerQuestion(file, { question: q.question })).json;
    } catch (error) {
      json = null;
      out.push({ id: q.id, question: q.question, type: q.answer_type, gold: q.answer, outcome: "refused", predicted: `error: ${(error as Error).message}` });
      continue;
    }
    const graded = gradeAnswer(q.answer_type, q.answer, json);
    out.push({ id: q.id, question: q.question, type: q.answer_type, gold: q.answer, ...graded, answer: json.answer, understood: json.understood });
  }
  return out;
}

export interface Tally {
  correct: number;
  wrong: number;
  refused: number;
  total: number;
}

export function tally(outcomes: readonly RealOutcome[]): Tally {
  const t = { correct: 0, wrong: 0, refused: 0, total: outcomes.length };
  for (const o of outcomes) t[o.outcome]++;
  return t;
}

/** Lines of the correct / wrong / refused table by answer type, as the shared grader prints it. */
export function tallyLines(outcomes: readonly RealOutcome[]): string[] {
  const types: AnswerType[] = ["boolean", "category", "number", "list[category]", "list[number]"];
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  const lines = [`${"type".padEnd(16)} correct  wrong  refused`];
  for (const type of types) {
    const t = tally(outcomes.filter((o) => o.type === type));
    lines.push(`${type.padEnd(16)} ${String(t.correct).padStart(7)} ${String(t.wrong).padStart(6)} ${String(t.refused).padStart(8)}`);
  }
  const all = tally(outcomes);
  lines.push(`${`all (${all.total})`.padEnd(16)} ${pct(all.correct, all.total).padStart(7)} ${pct(all.wrong, all.total).padStart(6)} ${pct(all.refused, all.total).padStart(8)}`);
  return lines;
}
