// Is the built-in planner sure of its result? The signal the hybrid planner (AI_PLANNER=auto, app/server) reads
// to decide whether Workers AI is asked (issue #27). The built-in planner plans only words it has named evidence
// for and asks back otherwise (clarify.ts, coverage.ts, weak-evidence.ts), so a plan at full confidence is sure;
// a clarification, readings it could not choose between, or a reading it fell back to are not.
import { planKey } from "../plan/plan-key";
import type { AnalysisPlan } from "../plan/schema";
import type { PlannerResult } from "./types";

/** A plan below this confidence is a guess: the planner picked a reading other than its own (builtin.ts). */
export const SURE_CONFIDENCE = 0.9;

/** A plan the built-in planner had in mind without being sure of it, in words. */
export interface CandidatePlan {
  plan: AnalysisPlan;
  understood: string;
}

export type Certainty =
  | { sure: true }
  | {
      sure: false;
      /** Why not, for the receipt and the refusal: the clarification, or what the planner could not choose. */
      reason: string;
      /** The plans it had without being sure (its guess first, then its other readings); none when it asked back. */
      candidates: CandidatePlan[];
      /** Readings tied on the question's words (with no plan chosen, or one picked among them): executing them may settle it (engine/answer/answer-readings.ts). */
      tied: boolean;
    };

const TIED = "your words fit more than one column equally well";
const GUESSED = "it had to pick one reading of your words among several";

/** How sure the built-in planner is of `result` (a result of planWithBuiltIn). */
export function builtInCertainty(result: PlannerResult): Certainty {
  if (result.plan && result.confidence >= SURE_CONFIDENCE) return { sure: true };
  const candidates: CandidatePlan[] = [];
  const seen = new Set<string>();
  const add = (plan: AnalysisPlan, understood: string): void => {
    const key = planKey(plan);
    if (seen.has(key)) return;
    seen.add(key);
    candidates.push({ plan, understood });
  };
  if (result.plan) add(result.plan, result.understood);
  for (const reading of result.readings ?? []) add(reading.plan, reading.understood);
  // Readings tied with no plan chosen, or a plan picked among readings that tie on their words.
  const [first, second] = result.readings ?? [];
  const tied = candidates.length > 1 && (!result.plan || (first !== undefined && second !== undefined && first.score === second.score));
  const reason = result.plan ? GUESSED : tied ? TIED : (result.clarification?.message ?? "it could not read the question");
  return { sure: false, reason, candidates, tied };
}
