// A value or a negation the question states must reach the plan (issue #27): "where returned is no" was answered
// for the rows where Returned is yes, "region isn't North" for North itself — confident answers for the opposite
// rows. Our own fixture: an orders export with a yes/no Returned column.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });
const filtersOf = (plan: AnalysisPlan | null) => (plan && "filters" in plan ? plan.filters : undefined);

describe("a yes/no column's stated value", () => {
  it.each([
    ["total revenue where returned is no", false],
    ["total revenue where returned = no", false],
    ["total revenue where returned is false", false],
    ["total revenue where returned is not yes", false],
    ["total revenue where returned isn't yes", false],
    ["total revenue where returned isn’t true", false],
    ["total revenue where returned is yes", true],
    ["total revenue where returned = true", true],
    ["total revenue where returned is not no", true],
    ["total revenue where returned wasn't no", true],
    ["how many orders where returned is no?", false],
  ])("%s → Returned is %s", (question, value) => {
    expect(filtersOf(ask(question).plan)).toEqual([{ column: "returned", op: "eq", value }]);
  });

  it("leaves a flag named alone as the rows where it is set", () => {
    expect(filtersOf(ask("total revenue of returned orders").plan)).toEqual([{ column: "returned", op: "eq", value: true }]);
  });
});

describe("negations the question states", () => {
  it("reads a negated contraction inside the question as 'not'", () => {
    expect(filtersOf(ask("total revenue where region isn't North").plan)).toEqual([{ column: "region", op: "neq", value: "North" }]);
    expect(filtersOf(ask("how many orders aren't from the North region?").plan)).toEqual([{ column: "region", op: "neq", value: "North" }]);
  });

  it("asks back when a negation ends the question with nothing to apply to", () => {
    const result = ask("total revenue where region is not");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toContain("'not'");
  });

  it("keeps 'yes or no' and 'or not' as a request for a yes/no answer", () => {
    expect(ask("is total revenue over 1000, yes or no?").plan).not.toBeNull();
    expect(ask("is total revenue over 1000 or not?").plan).not.toBeNull();
  });
});
