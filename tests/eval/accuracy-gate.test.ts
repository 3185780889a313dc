// The planner's accuracy gate: each set at its figure in tests/eval/RESULTS.md minus 2 points (never timing), so a
// change that makes answers worse fails `npm test`. Raise the floors here when RESULTS.md improves.
import { describe, expect, it } from "vitest";
import { evaluateBusinessSet } from "./business/evaluate";
import { evaluateOwnSets } from "./own-sets";
import { readRealQuestions, runRealData, tally } from "./realdata";

/** Percentages as of RESULTS.md, minus 2 points for correct and plus 2 for wrong. */
const FLOOR = { realdataCorrect: 68.3 - 2, realdataWrong: 1.5 + 2, ownAll: 98.4 - 2, ownHeldOut: 95.5 - 2, businessCorrect: 95, businessWrong: 2 };

const pct = (n: number, of: number) => (100 * n) / of;

describe("planner accuracy gate", () => {
  it("real-data dev set (../shared/realdata): correct and wrong stay within 2 points", async () => {
    const t = tally(await runRealData(readRealQuestions()));
    expect(pct(t.correct, t.total)).toBeGreaterThanOrEqual(FLOOR.realdataCorrect);
    expect(pct(t.wrong, t.total)).toBeLessThanOrEqual(FLOOR.realdataWrong);
  }, 120_000);

  it("our own sets: all questions and the held-out part stay within 2 points", async () => {
    const outcomes = await evaluateOwnSets();
    const right = (list: typeof outcomes) => pct(list.filter((o) => o.ok).length, list.length);
    expect(right(outcomes)).toBeGreaterThanOrEqual(FLOOR.ownAll);
    expect(right(outcomes.filter((o) => o.split === "heldout"))).toBeGreaterThanOrEqual(FLOOR.ownHeldOut);
  }, 180_000);

  it("business set: correct at least 95 %, wrong at most 2 % (issue #16's bar)", async () => {
    const outcomes = await evaluateBusinessSet();
    expect(outcomes.length).toBeGreaterThanOrEqual(150);
    expect(pct(outcomes.filter((o) => o.outcome === "correct").length, outcomes.length)).toBeGreaterThanOrEqual(FLOOR.businessCorrect);
    expect(pct(outcomes.filter((o) => o.outcome === "wrong").length, outcomes.length)).toBeLessThanOrEqual(FLOOR.businessWrong);
  }, 120_000);
});

