// Counting outcomes the same way for every set: correct, wrong and refused, and precision from those counts alone,
// so a printed precision always equals correct / (correct + wrong) of the counts printed beside it.

import type { Outcome } from "./realdata-grade";

export interface Tally {
  correct: number;
  wrong: number;
  refused: number;
  total: number;
}

export function tally(outcomes: readonly { outcome: Outcome }[]): Tally {
  const t = { correct: 0, wrong: 0, refused: 0, total: outcomes.length };
  for (const o of outcomes) t[o.outcome]++;
  return t;
}

/** Correct of answered (correct + wrong), in percent: what a user can trust of the answers given. */
export function precision(t: Tally): number {
  return (100 * t.correct) / Math.max(1, t.correct + t.wrong);
}

/**
 * Our own sets judge each item ok or not and keep the plan: ok is correct (a must-refuse question refused is
 * correct too, with no plan), a plan that was not ok is wrong, no plan and not ok is refused.
 */
export function ownOutcome(o: { ok: boolean; plan?: unknown }): Outcome {
  if (o.ok) return "correct";
  return o.plan ? "wrong" : "refused";
}

export function tallyOwn(outcomes: readonly { ok: boolean; plan?: unknown }[]): Tally {
  return tally(outcomes.map((o) => ({ outcome: ownOutcome(o) })));
}
