// Figures written with their unit in a text column (issue #27): "the largest floor area" must not rank the areas by
// another figure (the nightly rate, or how many rows share a size) — the planner asks back. Our own cottages table.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { cottagesFacts, cottagesSchema } from "./testing/cottages-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: cottagesSchema, profile: cottagesFacts, datasetName: "cottages.csv" });

describe("a superlative or aggregate of figures kept as text", () => {
  it.each([
    "what is the largest floor area?",
    "which cottage has the biggest floor area?",
    "which region has the largest floor area",
    "list the 3 largest floor areas",
    "what is the smallest floor area in Devon?",
  ])("is asked back, not answered from another column: %s", (question) => {
    const planned = ask(question);
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toMatch(/holds figures written as text/);
  });

  it("keeps questions that rank by a number column it names", () => {
    expect(ask("which cottage has the highest nightly rate?").plan).toMatchObject({ measures: [{ column: "nightly_rate" }] });
  });

  it("keeps counting the cells of the column when that is what is asked", () => {
    expect(ask("what is the most common floor area?").plan).toMatchObject({ groupBy: [{ column: "floor_area" }], measures: [{ op: "count" }] });
  });
});
