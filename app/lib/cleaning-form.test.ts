import { describe, expect, it } from "vitest";
import { cleaningChoice, cleaningStepPath, suggestionField } from "./cleaning-form";

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

describe("AI suggestions carried by the form", () => {
  const ny = { column: "state", from: ["NY"], to: "New York" };

  it("are read back once reviewed at that level, malformed ones ignored; a first look carries none", () => {
    const fields = [suggestionField(ny), "not json", JSON.stringify({ column: "state", from: "NY", to: "New York" })];
    expect(cleaningChoice("moderate", "moderate", ["merge-values:state:New York"], fields)).toEqual({ level: "moderate", keep: ["merge-values:state:New York"], suggestions: [ny] });
    expect(cleaningChoice("moderate", null, [], fields)).toEqual({ level: "moderate" });
  });

  it("go with the step's address when the session ended before Apply", () => {
    const form = formOf([["intent", "clean"], ["level", "moderate"], ["reviewed", "moderate"], ["suggestion", suggestionField(ny)]]);
    const path = cleaningStepPath("/p", form)!;
    expect(new URL(path, "http://x").searchParams.getAll("suggestion")).toEqual([suggestionField(ny)]);
  });
});
