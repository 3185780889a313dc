// A price, rate or score asked of one thing (issue #27): "how much does a lamp cost?" is never the lamps' prices
// added up; it is the price when every lamp row agrees, and a question back when they differ. Our own catalogue.
import { describe, expect, it } from "vitest";
import { collectPlannerFacts } from "../planner/facts";
import { planWithBuiltIn } from "../planner/builtin";
import { catalogDataset, catalogSchema } from "../planner/testing/catalog-fixture";
import { answerPlanned } from "./answer-readings";

async function ask(question: string) {
  const facts = await collectPlannerFacts(catalogDataset);
  const planned = planWithBuiltIn({ question, schema: catalogSchema, profile: facts, datasetName: "catalogue.csv" });
  return { planned, answered: await answerPlanned(catalogDataset, planned) };
}

describe("a non-additive figure asked of one thing", () => {
  it("never adds up prices for 'how much does … cost'", async () => {
    for (const question of ["How much does a lamp cost?", "how much is the price of a lamp?", "How much does the desk cost?"]) {
      const { planned } = await ask(question);
      expect(planned.plan, question).toMatchObject({ measures: [{ op: "mean", column: "price" }] });
      expect(planned.valueOfOne, question).toBe("price");
    }
    const { planned } = await ask("how much is the rating of the desk?");
    expect(planned.plan).toMatchObject({ measures: [{ op: "mean", column: "rating" }] });
  });

  it("answers with the value when the rows agree", async () => {
    const { answered } = await ask("How much does the desk cost?");
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.result.table.rows).toEqual([[250]]);
  });

  it("asks back when the rows hold different values", async () => {
    const { answered } = await ask("How much does a lamp cost?");
    if (answered.kind !== "clarification") throw new Error(`expected a clarification, got ${answered.kind}`);
    expect(answered.clarification.message).toMatch(/2 rows where Item is Lamp have different Price values, from 40 to 45/);
    const rating = (await ask("what is the rating of the lamp?")).answered;
    expect(rating.kind).toBe("clarification");
  });

  it("keeps totals of amounts and averages or totals the question names", async () => {
    expect((await ask("how much stock do lamps have?")).planned.plan).toMatchObject({ measures: [{ op: "sum", column: "stock" }] });
    const total = await ask("what is the total price of lamps?");
    expect(total.planned.plan).toMatchObject({ measures: [{ op: "sum", column: "price" }] });
    expect(total.planned.valueOfOne).toBeUndefined();
    const average = await ask("what is the average price of a lamp?");
    expect(average.planned.valueOfOne).toBeUndefined();
    if (average.answered.kind !== "answer") throw new Error(`expected an answer, got ${average.answered.kind}`);
    expect(average.answered.result.table.rows).toEqual([[42.5]]);
  });
});
