// Precision is computed from the counts printed beside it: a must-refuse question refused counts as correct
// (it has no plan), so precision cannot be "correct plans / plans" — that disagreed with the printed counts.
import { describe, expect, it } from "vitest";
import { ownOutcome, precision, tally, tallyOwn } from "./tally";

describe("tallyOwn and precision", () => {
  const plan = { steps: [] };
  const outcomes = [
    { ok: true, plan }, // answered right
    { ok: true, plan }, // answered right
    { ok: true, plan: null }, // a must-refuse question, refused: correct
    { ok: false, plan }, // answered wrong
    { ok: false, plan: null }, // refused a question it should have answered
  ];

  it("sorts each item into correct, wrong or refused", () => {
    expect(outcomes.map(ownOutcome)).toEqual(["correct", "correct", "correct", "wrong", "refused"]);
    expect(tallyOwn(outcomes)).toEqual({ correct: 3, wrong: 1, refused: 1, total: 5 });
  });

  it("gives precision = correct / (correct + wrong) of the printed counts", () => {
    const t = tallyOwn(outcomes);
    expect(precision(t)).toBe((100 * t.correct) / (t.correct + t.wrong));
    expect(precision(t)).toBe(75);
  });

  it("counts 100 correct and 1 wrong as 99.0 %, whatever share of the correct were refusals", () => {
    const many = [...Array.from({ length: 90 }, () => ({ ok: true, plan })), ...Array.from({ length: 10 }, () => ({ ok: true })), { ok: false, plan }];
    expect(precision(tallyOwn(many)).toFixed(1)).toBe("99.0");
  });

  it("is 0 when nothing was answered, never a division by zero", () => {
    expect(precision(tally([{ outcome: "refused" }]))).toBe(0);
  });
});
