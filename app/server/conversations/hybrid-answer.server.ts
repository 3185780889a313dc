// The hybrid planner (AI_PLANNER=auto, issue #27): the built-in planner answers when it is sure; Workers AI is
// asked only otherwise. Both plans are executed and compared: the same answer is given once, different answers
// are shown side by side with a question back instead of picking one. Without Workers AI (offline, switched off,
// failed, timed out, an invalid plan), what the built-in planner is not sure of is a refusal with suggestions.
import { answerPlanned, type Dataset, type PlannedAnswer, type QueryResult } from "../../../engine";
import { matchesNoRows, sameAnswer } from "../../../engine/answer/answer-readings";
import { wordResult } from "../../../engine/answer/answer-plan";
import type { ExecuteOptions } from "../../../engine/execute/execute-plan";
import { executePlan } from "../../../engine/execute/execute-plan";
import { ExecuteError, PlanError } from "../../../engine/plan/errors";
import { samePlan } from "../../../engine/plan/plan-key";
import type { AnalysisPlan } from "../../../engine/plan/schema";
import { type BuiltInPlannerInput, type PlannerResult, planWithBuiltIn } from "../../../engine/planner";
import { askModelForPlan } from "../../../engine/planner/ai/model-planner";
import { builtInCertainty, type CandidatePlan, type Certainty } from "../../../engine/planner/certainty";
import { MAX_CHOICES, readingChoices } from "../../../engine/planner/choices";
import type { ClarificationChoice, PlannerName } from "../../../engine/planner/types";
import type { PinnedPlan } from "~/lib/answer";
import type { QuestionPlanner } from "~/server/ai-planner.server";
import { logEvent } from "~/server/log.server";

/** One planner's reading of a question the two planners answered differently. */
export interface PlannerReading {
  planner: PlannerName;
  /** How that planner understood the question, in words. */
  understood: string;
  /** Its answer, in one sentence. */
  answer: string;
}

export interface HybridAnswer {
  /** The planner result that answered (or asked back), with why it answered for the receipt. */
  planned: PlannerResult;
  answered: PlannedAnswer;
  /** Set when the planners disagree: both readings, each with its answer (`answered` is then a clarification). */
  readings?: PlannerReading[];
  /** For a question back: who asked it and why, the receipt's line ("Asked back by the built-in planner (…)"). */
  askedBack?: string;
  /** For the planners' disagreement: the plans of readings no question gives again, which its choices pin by place. */
  pinnedPlans?: PinnedPlan[];
}

const BUILT_IN_ONLY = "Asked back by the built-in planner, the only planner used here (AI_PLANNER=builtin).";

const SURE = "sure of this reading; Workers AI is asked only when it is not";

/** What Workers AI planned, run: its result, or why it cannot answer. */
type AiRun = { ok: true; planned: PlannerResult; plan: AnalysisPlan; result: QueryResult } | { ok: false; reason: string };

/** Runs a plan; a plan the engine refuses (PlanError, ExecuteError) comes back as the reason, anything else throws. */
async function tryExecute(dataset: Dataset, plan: AnalysisPlan, options: ExecuteOptions): Promise<{ ok: true; result: QueryResult } | { ok: false; reason: string }> {
  try {
    return { ok: true, result: await executePlan(dataset, plan, options) };
  } catch (error) {
    if (error instanceof PlanError || error instanceof ExecuteError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Workers AI's plan for the question, executed; never throws for anything the model does. */
async function askWorkersAi(dataset: Dataset, input: BuiltInPlannerInput, planner: QuestionPlanner, options: ExecuteOptions): Promise<AiRun | { ok: false; unavailable: string }> {
  const access = await planner.workersAi();
  if ("unavailable" in access) return { ok: false, unavailable: access.unavailable };
  const asked = await askModelForPlan(input, { model: access.model, ...(planner.timeoutMs ? { timeoutMs: planner.timeoutMs } : {}) });
  if (!asked.ok || !asked.result.plan) return { ok: false, reason: asked.ok ? "the model gave no plan" : asked.reason };
  const plan = asked.result.plan;
  const ran = await tryExecute(dataset, plan, options);
  return ran.ok ? { ok: true, planned: asked.result, plan, result: ran.result } : { ok: false, reason: `its plan could not run: ${ran.reason}` };
}

function quoted(candidates: readonly CandidatePlan[]): string {
  const texts = candidates.slice(0, 3).map((c) => `"${c.understood}"`);
  return texts.length <= 1 ? texts.join("") : `${texts.slice(0, -1).join(", ")} or ${texts.at(-1)}`;
}

/**
 * The refusal when the built-in planner is not sure and Workers AI cannot help: its own question back when it
 * asked one, else the readings it had in mind, to ask again by name. `aiFailure`: why Workers AI, asked, could not.
 */
function refusal(builtIn: PlannerResult, certainty: Extract<Certainty, { sure: false }>, ai: { failure: string } | { unavailable: string }): HybridAnswer {
  const aiFailure = "failure" in ai ? ai.failure : undefined;
  const failed = aiFailure ? ` Workers AI, asked because I was not sure, could not help (${aiFailure.replace(/\.$/, "")}).` : "";
  const asked = builtIn.clarification;
  const message = asked
    ? `${asked.message}${failed}`
    : `I'm not sure I read this right: ${certainty.reason}. Did you mean ${quoted(certainty.candidates)}?${failed} Ask again naming the column you mean, and I'll answer it.`;
  // Its own choices when it asked back with some; else each reading it had in mind, reworded to read only that way.
  const readings = readingChoices(builtIn.readings ?? []).slice(0, MAX_CHOICES);
  const choices = asked?.choices?.length ? asked.choices : readings;
  const clarification = { message, suggestions: asked?.suggestions ?? [], unknownWords: asked?.unknownWords ?? [], ...(choices.length > 0 ? { choices } : {}) };
  const why = "failure" in ai ? `Workers AI was asked and could not help: ${ai.failure.replace(/\.$/, "")}` : ai.unavailable.replace(/\.$/, "");
  const askedBack = `Asked back by the built-in planner (not sure: ${certainty.reason.replace(/\.$/, "")}). ${why}.`;
  return { planned: { ...builtIn, plan: null, clarification }, answered: { kind: "clarification", clarification }, askedBack };
}

/** One sentence for a result: the narrated answer, or the tie it ends in. */
function sentence(dataset: Dataset, result: QueryResult): string {
  const worded = wordResult(dataset, result);
  return worded.kind === "answer" ? worded.answer : worded.message;
}

/** The question reworded to read as this plan only (a tied reading's rewording, builtin.ts), when the built-in planner made one. */
function readingQuestion(builtIn: PlannerResult, plan: AnalysisPlan): string | undefined {
  return builtIn.readings?.find((r) => samePlan(r.plan, plan))?.question;
}

/**
 * The first phrasing that asks for `result` again: the built-in planner is sure of it (so asked again, it answers
 * without Workers AI) and its plan, run, gives the same answer. Undefined when none does: that reading is then shown
 * without a choice rather than with one that would answer something else.
 */
async function askedAgainAs(dataset: Dataset, input: BuiltInPlannerInput, phrasings: readonly (string | undefined)[], result: QueryResult, options: ExecuteOptions): Promise<string | undefined> {
  for (const phrasing of new Set(phrasings)) {
    if (!phrasing) continue;
    const planned = planWithBuiltIn({ ...input, question: phrasing }, { choices: false });
    if (!planned.plan || !builtInCertainty(planned).sure || planned.readings?.length) continue;
    const ran = await tryExecute(dataset, planned.plan, options);
    if (ran.ok && sameAnswer(ran.result, result)) return phrasing;
  }
  return undefined;
}

/** The built-in planner's readings that match rows, run (a reading about nothing in the data is no rival). */
async function rivalsOf(dataset: Dataset, certainty: Extract<Certainty, { sure: false }>, options: ExecuteOptions): Promise<{ candidate: CandidatePlan; result: QueryResult }[]> {
  const rivals = [];
  for (const candidate of certainty.candidates) {
    const ran = await tryExecute(dataset, candidate.plan, options);
    if (ran.ok && !matchesNoRows(candidate.plan, ran.result)) rivals.push({ candidate, result: ran.result });
  }
  return rivals;
}

/**
 * Plans `input` with the configured planners and answers it over `dataset`. Throws PlanError and ExecuteError as
 * answerPlanned does, for a plan of the built-in planner's; Workers AI's failures are never thrown.
 */
export async function answerWithPlanners(dataset: Dataset, input: BuiltInPlannerInput, planner: QuestionPlanner, options: ExecuteOptions = {}): Promise<HybridAnswer> {
  const builtIn = planWithBuiltIn(input);
  if (planner.mode === "builtin") return { planned: builtIn, answered: await answerPlanned(dataset, builtIn, options), askedBack: BUILT_IN_ONLY };
  const certainty = builtInCertainty(builtIn);
  if (certainty.sure) {
    const planned = { ...builtIn, answeredBecause: SURE };
    return { planned, answered: await answerPlanned(dataset, planned, options) };
  }
  // Readings tied on the words: running them may settle it (all but one match no rows, or all answer alike).
  if (certainty.tied) {
    const planned = { ...builtIn, answeredBecause: "its readings of your words were run and left one answer" };
    // Answers only when the readings that match rows state one answer; otherwise a clarification (answer-readings.ts).
    const settled = await answerPlanned(dataset, planned, options);
    if (settled.kind !== "clarification") return { planned, answered: settled };
  }

  const ai = await askWorkersAi(dataset, input, planner, options);
  if (!ai.ok) {
    if ("reason" in ai) logEvent("warn", "Workers AI could not plan a question the built-in planner was not sure of", { reason: ai.reason });
    return refusal(builtIn, certainty, "reason" in ai ? { failure: ai.reason } : { unavailable: ai.unavailable });
  }
  const notSure = `the built-in planner was not sure: ${certainty.reason.replace(/\.$/, "")}`;
  const rivals = await rivalsOf(dataset, certainty, options);
  const agrees = rivals.some((rival) => sameAnswer(rival.result, ai.result));
  if (rivals.length === 0 || agrees) {
    const planned = { ...ai.planned, answeredBecause: agrees ? `${notSure}; its reading gives the same answer, so both planners agree` : notSure };
    const worded = wordResult(dataset, ai.result, planned);
    return { planned, answered: worded.kind === "answer" ? { ...worded, plan: ai.plan, understood: planned.understood } : worded };
  }
  // Both planned and the answers differ: say so, with every reading, rather than pick one.
  const shown = [
    ...rivals.slice(0, 2).map((rival) => ({ planner: "built-in" as const, understood: rival.candidate.understood, plan: rival.candidate.plan, result: rival.result, phrasings: [readingQuestion(builtIn, rival.candidate.plan), rival.candidate.understood] })),
    { planner: "workers-ai" as const, understood: ai.planned.understood, plan: ai.plan, result: ai.result, phrasings: [ai.planned.understood] },
  ];
  const readings: PlannerReading[] = shown.map((r) => ({ planner: r.planner, understood: r.understood, answer: sentence(dataset, r.result) }));
  // Each reading as a choice: a question the built-in planner is sure of that gives its answer again, or else its
  // plan kept with the question back (pinned), so choosing it answers with that plan without planning again.
  const choices: ClarificationChoice[] = [];
  const pinnedPlans: PinnedPlan[] = [];
  for (const r of shown) {
    const question = await askedAgainAs(dataset, input, r.phrasings, r.result, options);
    if (question) {
      if (!choices.some((c) => c.question === question)) choices.push({ label: r.understood, question });
      continue;
    }
    choices.push({ label: r.understood, question: r.understood, pinned: pinnedPlans.length });
    pinnedPlans.push({ planner: r.planner, understood: r.understood, plan: r.plan });
  }
  const clarification = { message: disagreement(readings), suggestions: [], unknownWords: [], choices };
  const askedBack = `Asked back: the built-in planner and Workers AI both planned it and their answers differ, so neither was picked (${notSure}).`;
  return { planned: { ...ai.planned, plan: null, clarification, answeredBecause: notSure }, answered: { kind: "clarification", clarification }, readings, askedBack, ...(pinnedPlans.length > 0 ? { pinnedPlans } : {}) };
}

/** Each planner as the receipt and the questions back name it. */
export const PLANNER_NAME = { "built-in": "the built-in planner", "workers-ai": "Workers AI" } as const;

/** The question back when the planners' readings give different answers: each reading, who read it, its answer. */
function disagreement(readings: readonly PlannerReading[]): string {
  const each = readings.map((r) => `Read as "${r.understood}" (${PLANNER_NAME[r.planner]}): ${r.answer.replace(/\.?$/, ".")}`);
  const ways = readings.length === 2 ? "two" : "several";
  return `I can read this question ${ways} ways, and they give different answers. ${each.join(" ")} Which one did you mean? Ask again naming the column you mean.`;
}
