// "The average votes per party" where each party is one row (issue #27): one average over the rows, not one group
// per party whose "average" is the row's own figure. Where a label repeats (several orders per region), "per" still
// splits. Our own fixture: a council election's results, one row per party, and a sales sheet.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 5,
  columns: [
    { id: "party", name: "Party", type: "text" },
    { id: "votes", name: "Votes", type: "number" },
    { id: "seats", name: "Seats", type: "number" },
  ],
};
const facts = (distinctParties: number): PlannerFacts => ({
  rowCount: 5,
  columns: [
    { id: "party", distinct: distinctParties, values: ["Greens", "Liberals", "Labour", "Farmers", "Pirates"].slice(0, distinctParties) },
    { id: "votes", distinct: 5, min: 1200, max: 48_000 },
    { id: "seats", distinct: 5, min: 0, max: 21 },
  ],
});
const ask = (question: string, distinctParties = 5) => planWithBuiltIn({ question, schema, profile: facts(distinctParties), datasetName: "council_results.csv" });

describe("'per X' where X names each row", () => {
  it("averages over the rows", () => {
    for (const question of ["what is the average number of votes per party?", "average seats per party"]) {
      const plan = ask(question).plan;
      expect(plan, question).toMatchObject({ kind: "aggregate", measures: [{ op: "mean" }] });
      expect(plan?.kind === "aggregate" ? plan.groupBy ?? [] : [], question).toEqual([]);
    }
  });

  it("still splits where the label repeats, and for 'by X'", () => {
    expect(ask("average seats per party", 3).plan).toMatchObject({ groupBy: [{ column: "party" }] });
    expect(ask("average seats by party").plan).toMatchObject({ groupBy: [{ column: "party" }] });
  });
});
