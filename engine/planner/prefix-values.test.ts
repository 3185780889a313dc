// A value that begins other values of its column ("Standing Desk" of "Standing Desk Black", "Pending" of
// "Pending/On hold") stands for all of them: a cell that lists it with another after a slash holds it too.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 12,
  columns: [
    { id: "job", name: "Job", type: "text" },
    { id: "status", name: "Status", type: "text" },
    { id: "hours", name: "Hours", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 12,
  columns: [
    { id: "job", distinct: 12, values: Array.from({ length: 12 }, (_, k) => `J${k + 1}`) },
    { id: "status", distinct: 4, values: ["Done", "Pending", "Pending/On hold", "Cancelled"] },
    { id: "hours", distinct: 10, min: 1, max: 14 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "jobs.csv" });

describe("a value that begins others", () => {
  it("filters on the values it begins, across a slash as across a space", () => {
    expect(ask("how many jobs are Pending?").plan).toMatchObject({ filters: [{ column: "status", op: "starts_with", value: "Pending" }] });
  });

  it("keeps a value that begins no other value exact", () => {
    expect(ask("how many jobs are Done?").plan).toMatchObject({ filters: [{ column: "status", op: "eq", value: "Done" }] });
  });
});
