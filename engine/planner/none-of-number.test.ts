// "No income", "zero income", "without income" on a number column (issue #27): the rows whose figure is 0. A blank
// is not 0, so a column with blanks is asked about, each reading a choice that says what was asked. Our own
// households table, with and without blank incomes.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";
import type { DatasetSchema } from "../types";

const schema: DatasetSchema = {
  rowCount: 400,
  columns: [
    { id: "household", name: "Household", type: "text" },
    { id: "region", name: "Region", type: "text" },
    { id: "income", name: "Income", type: "number" },
    { id: "children", name: "Children", type: "number" },
  ],
};
const facts = (incomeBlanks: number): PlannerFacts => ({
  rowCount: 400,
  columns: [
    { id: "household", distinct: 400, values: [] },
    { id: "region", distinct: 3, values: ["North", "South", "West"] },
    { id: "income", distinct: 350, min: 0, max: 250_000, missing: incomeBlanks },
    { id: "children", distinct: 6, min: 0, max: 5, top: [{ value: 0, count: 100 }, { value: 1, count: 90 }] },
  ],
});
const ask = (question: string, incomeBlanks = 0) => planWithBuiltIn({ question, schema, profile: facts(incomeBlanks), datasetName: "households.csv" });

describe("no, zero or without a figure", () => {
  it.each([
    ["how many households have no income?", "income"],
    ["how many households with no income?", "income"],
    ["how many households have zero income?", "income"],
    ["how many households without income?", "income"],
    ["how many households have no children?", "children"],
    ["how many households have zero children?", "children"],
  ])("counts the rows where the figure is 0: %s", (question, column) => {
    expect(ask(question).plan).toMatchObject({ kind: "aggregate", measures: [{ op: "count" }], filters: [{ column, op: "eq", value: 0 }] });
  });

  it("keeps a comparison with the word zero", () => {
    expect(ask("how many households have more than zero children?").plan?.filters).toEqual([{ column: "children", op: "gt", value: 0 }]);
  });
});

describe("a figure with blank cells", () => {
  it.each(["how many households have no income?", "how many households without income?"])("asks whether a blank or a 0 is meant, each choice as asked: %s", (question) => {
    const planned = ask(question, 12);
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toContain("blank cells");
    expect(planned.clarification?.choices?.map((c) => c.question)).toEqual(["how many households with a blank Income?", "how many households with Income equal to 0?"]);
  });

  it("reads zero as 0 still: a blank is not zero", () => {
    expect(ask("how many households have zero income?", 12).plan?.filters).toEqual([{ column: "income", op: "eq", value: 0 }]);
  });
});
