// "lane 4", "heat 1" (issue #27): a number right after a number column's name compares that column, even where a
// text column (a Rank written "=3", "4", "—") holds the same digits as a value. Our own fixture: a race's results.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "rank", name: "Rank", type: "text" },
    { id: "heat", name: "Heat", type: "number" },
    { id: "lane", name: "Lane", type: "number" },
    { id: "runner", name: "Runner", type: "text" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "rank", distinct: 7, values: ["1", "2", "=3", "5", "6", "7", "—"] },
    { id: "heat", distinct: 2, min: 1, max: 2 },
    { id: "lane", distinct: 4, min: 1, max: 4 },
    { id: "runner", distinct: 8, values: ["Ada Berg", "Lea Moss", "Tia Park", "Eva Roth", "Uma Das", "Iris Lund", "Maya Chen", "Noor Haddad"] },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "race_results.csv" });

describe("a number after a number column's name", () => {
  it("compares that column, not a text column holding the same digits", () => {
    const plan = ask("how many runners were in heat 2?").plan;
    expect(plan?.filters).toContainEqual({ column: "heat", op: "eq", value: 2 });
    expect(plan?.filters ?? []).not.toContainEqual(expect.objectContaining({ column: "rank" }));
  });

  it("never reads 'lane 1 of heat 2' as ranks", () => {
    const plan = ask("how many runners were in lane 1 of heat 2?").plan;
    expect(plan?.filters ?? []).not.toContainEqual(expect.objectContaining({ column: "rank" }));
  });
});
