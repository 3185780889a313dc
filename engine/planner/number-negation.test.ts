// "where attendance is not 35,000" (issue #27): a negation right before a number turns the comparison into "is not";
// it had been dropped, so the answer was about the rows where attendance IS 35,000.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });
const filtersOf = (question: string) => {
  const plan = ask(question).plan;
  return plan?.kind === "aggregate" ? plan.filters : undefined;
};

describe("a negated number", () => {
  it.each(["total revenue by region where quantity is not 3", "total revenue by region where quantity isn't 3", "total revenue by region where quantity is other than 3"])("is compared as 'is not': %s", (question) => {
    expect(filtersOf(question)).toContainEqual({ column: "quantity", op: "neq", value: 3 });
  });

  it("leaves an unnegated number as 'is'", () => {
    expect(filtersOf("total revenue by region where quantity is 3")).toContainEqual({ column: "quantity", op: "eq", value: 3 });
  });
});
