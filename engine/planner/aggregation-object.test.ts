// Issue #27: an aggregation word whose figure the question never names ("the average for North", "the average
// rating of North" in a file with no rating) is asked back, not answered with the money column or a row count.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });

describe("an aggregation without its figure", () => {
  it("asks which figure instead of averaging the money column", () => {
    for (const question of ["What is the average for North?", "average for the North region", "What is the total of the North region?"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/which figure/);
    }
  });

  it("still answers when the figure or money is named", () => {
    expect(ask("What is the average revenue for North?").plan).toMatchObject({ measures: [{ op: "mean", column: "revenue" }] });
    expect(ask("How much did we sell in North?").plan).toMatchObject({ measures: [{ column: "revenue" }] });
  });
});
