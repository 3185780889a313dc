// A percentage compared with a column of counts (issue #27): "more than 5% of the vote" is not "Votes over 5".
// Our own fixture: a council election's results with votes and, in one variant, a share column.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const columns: DatasetSchema["columns"] = [
  { id: "candidate", name: "Candidate", type: "text" },
  { id: "votes", name: "Votes", type: "number" },
  { id: "age", name: "Age", type: "number" },
];
const facts: PlannerFacts = {
  rowCount: 6,
  columns: [
    { id: "candidate", distinct: 6, values: ["Ada Berg", "Lea Moss", "Tia Park", "Eva Roth", "Uma Das", "Iris Lund"] },
    { id: "votes", distinct: 6, min: 310, max: 48_200 },
    { id: "age", distinct: 6, min: 31, max: 72 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema: { rowCount: 6, columns }, profile: facts, datasetName: "council_election.csv" });

describe("a percentage compared with a column of counts", () => {
  it("is asked back instead of comparing the counts with the bare number", () => {
    const result = ask("how many candidates got more than 5% of the votes?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/5%/);
  });

  it("keeps numbers without a percent sign, and percentages of columns that can hold them", () => {
    expect(ask("how many candidates got more than 5000 votes?").plan?.filters).toContainEqual({ column: "votes", op: "gt", value: 5000 });
    expect(ask("how many candidates are older than 50?").plan?.filters).toContainEqual({ column: "age", op: "gt", value: 50 });
  });
});
