// A planned question's answer, with execution feedback (issue #14): when the planner found several readings
// of the question (engine/planner/readings.ts), each is executed — they are cheap — and a reading whose filters
// match no rows is dropped. The best remaining reading answers; a runner-up that gives another answer is offered
// as "Did you mean …" in the receipt; readings still tied with different answers are asked about instead.
import { type ExecuteOptions, executePlan } from "../execute/execute-plan";
import type { QueryResult } from "../execute/result";
import type { AnalysisPlan } from "../plan/schema";
import type { Reading } from "../planner/types";
import type { Clarification, PlannerResult } from "../planner/types";
import type { Dataset } from "../types";
import { answerPlan, type PlanAnswer, wordResult } from "./answer-plan";
import { rowsDisagree } from "./rows-agree";
import { answerValue } from "../narrate";
import { readingChoices } from "../planner/choices";

export type PlannedAnswer =
  | { kind: "clarification"; clarification: Clarification }
  | Extract<PlanAnswer, { kind: "tie" }>
  /** plan and understood: the reading answered; didYouMean: the runner-up reading, which gives another answer. */
  | (Extract<PlanAnswer, { kind: "answer" }> & { plan: AnalysisPlan; understood: string; didYouMean?: { understood: string; plan: AnalysisPlan } });

const NOT_UNDERSTOOD: Clarification = { message: "I couldn't turn that question into an analysis.", suggestions: [], unknownWords: [] };

/** Rows were filtered and none passed: this reading is about something the data does not hold. */
export function matchesNoRows(plan: AnalysisPlan, result: QueryResult): boolean {
  return ((plan.filters?.length ?? 0) > 0 || (plan.kind === "aggregate" && plan.eachItemOf !== undefined)) && result.rows.used === 0;
}

/** Two results with the same rows and check: two plans that answer alike, whatever their columns are called. */
export function sameAnswer(a: QueryResult, b: QueryResult): boolean {
  return JSON.stringify(a.table.rows) === JSON.stringify(b.table.rows) && a.table.rowCount === b.table.rowCount && JSON.stringify(a.figures.check ?? null) === JSON.stringify(b.figures.check ?? null);
}

/** Two results that state the same answer to the question (its value: a figure, a name, yes/no), whatever else their tables show. */
function sameValue(a: QueryResult, b: QueryResult): boolean {
  const [x, y] = [answerValue(a), answerValue(b)];
  return x !== undefined && y !== undefined && JSON.stringify(x) === JSON.stringify(y);
}

/** The planner picked one of readings tied on the question's words (the first two score alike). */
function tiedPick(readings: readonly Reading[]): boolean {
  return readings.length > 1 && readings[0].score === readings[1].score;
}

/** The question back when tied readings give different answers: each reading in words, with its answer. */
function readingsDisagree(dataset: Dataset, tied: readonly { reading: Reading; result: QueryResult }[]): Clarification {
  const each = tied.map(({ reading, result }) => {
    const worded = wordResult(dataset, result);
    return `Read as "${reading.understood}": ${(worded.kind === "answer" ? worded.answer : worded.message).replace(/\.?$/, ".")}`;
  });
  const ways = tied.length === 2 ? "two" : String(tied.length);
  const choices = readingChoices(tied.map((t) => t.reading));
  return { message: `Your words fit ${ways} readings that give different answers. ${each.join(" ")} Which one did you mean?`, suggestions: [], unknownWords: [], ...(choices.length > 0 ? { choices } : {}) };
}

/**
 * Answers what the planner returned: its plan, or — when it found several readings — the best reading that
 * matches rows. Throws PlanError and ExecuteError as executePlan does, for the plan it answers with.
 */
export async function answerPlanned(dataset: Dataset, planned: PlannerResult, options: ExecuteOptions = {}): Promise<PlannedAnswer> {
  const readings = planned.readings ?? [];
  if (readings.length === 0) {
    if (!planned.plan) return { kind: "clarification", clarification: planned.clarification ?? NOT_UNDERSTOOD };
    const disagree = planned.valueOfOne ? await rowsDisagree(dataset, planned.plan, planned.valueOfOne, options) : undefined;
    if (disagree) return { kind: "clarification", clarification: disagree };
    const answered = await answerPlan(dataset, planned.plan, options, planned);
    return answered.kind === "answer" ? { ...answered, plan: planned.plan, understood: planned.understood } : answered;
  }
  const executed: { reading: Reading; result: QueryResult }[] = [];
  for (const reading of readings) executed.push({ reading, result: await executePlan(dataset, reading.plan, options) });
  const matching = executed.filter((e) => !matchesNoRows(e.reading.plan, e.result));
  // Every reading matched nothing: that is the answer, in the best reading's words.
  const pool = matching.length > 0 ? matching : executed.slice(0, 1);
  const best = pool[0];
  const others = pool.slice(1).filter((e) => !sameAnswer(e.result, best.result));
  const rivals = others.filter((e) => e.reading.score === best.reading.score);
  if (!planned.plan && rivals.length > 0) {
    const clarification = planned.clarification ?? NOT_UNDERSTOOD;
    // Its own choices when the question back has some (each column named); else each reading that differs.
    const choices = clarification.choices?.length ? clarification.choices : readingChoices([best, ...rivals].map((e) => e.reading));
    return { kind: "clarification", clarification: choices.length > 0 ? { ...clarification, choices } : clarification };
  }
  // A value the planner found in two columns with nothing in the words to choose between them (its pick, not sure
  // of it: builtin.ts): answered only when the readings that match rows agree; otherwise the user chooses.
  const disagreeing = rivals.filter((e) => !sameValue(e.result, best.result));
  if (tiedPick(readings) && disagreeing.length > 0) return { kind: "clarification", clarification: readingsDisagree(dataset, [best, ...disagreeing]) };
  const receipt: string[] = [];
  if (best.reading !== readings[0]) {
    const dropped = executed.filter((e) => !matching.includes(e)).map((e) => e.reading.choice);
    if (dropped.length > 0) receipt.push(`No rows matched when reading ${dropped.join(" or ")}, so I read ${best.reading.choice}.`);
  }
  const runnerUp = others[0];
  if (runnerUp) receipt.push(`Did you mean: ${runnerUp.reading.understood}?`);
  const answered = wordResult(dataset, best.result, { ...planned, notes: best.reading.notes ? [...best.reading.notes] : undefined }, receipt);
  if (answered.kind !== "answer") return answered;
  return { ...answered, plan: best.reading.plan, understood: best.reading.understood, ...(runnerUp ? { didYouMean: { understood: runnerUp.reading.understood, plan: runnerUp.reading.plan } } : {}) };
}
