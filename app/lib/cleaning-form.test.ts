import { describe, expect, it } from "vitest";
import { cleaningStepPath } from "./cleaning-form";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe("cleaningStepPath", () => {
  it("rebuilds the reviewed step with the recommendations still ticked", () => {
    const form = formOf([["intent", "clean"], ["level", "moderate"], ["reviewed", "moderate"], ["keep", "dedupe"], ["keep", "trim:region"]]);
    expect(cleaningStepPath("/dashboard/data-analysis/d1", form)).toBe("/dashboard/data-analysis/d1?clean=moderate&reviewed=moderate&keep=dedupe&keep=trim%3Aregion#clean");
  });

  it("starts a level afresh when its recommendations were not shown, and ignores other forms", () => {
    expect(cleaningStepPath("/p", formOf([["intent", "clean"], ["level", "aggressive"], ["reviewed", "moderate"], ["keep", "x"]]))).toBe("/p?clean=aggressive#clean");
    expect(cleaningStepPath("/p", formOf([["intent", "delete"]]))).toBeNull();
    expect(cleaningStepPath("/p", formOf([["intent", "clean"], ["level", "extreme"]]))).toBeNull();
  });
});
