// The asked shape (issue #27): a listing asked "who/which/what X" leads with X, a listing asked "show …" keeps every
// column, and "how many X" of a measuring number column is asked back instead of counting its different figures.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { planWithBuiltIn } from "./builtin";
import { readQuestion } from "./match/mentions";
import { schemaIndexFor } from "./schema-index";
import { seasonFacts, seasonSchema } from "./testing/season-fixture";
import { unsureDistinctCount } from "./weak-evidence";

const ask = (question: string) => planWithBuiltIn({ question, schema: seasonSchema, profile: seasonFacts, datasetName: "season_results.csv" });

describe("a listing asked for one attribute", () => {
  it("shows the named attribute first, then the columns the rows were chosen by", () => {
    expect(ask("tell me the only winner at Lowmoor").plan).toMatchObject({ kind: "rows", columns: ["winner", "track"] });
    expect(ask("who is the only winner with 95 points?").plan).toMatchObject({ kind: "rows", columns: ["winner", "points"] });
  });

  it("reads 'which X' inside the question as the attribute asked", () => {
    expect(ask("Ana Silva and Ben Okafor both won at which track?").plan).toMatchObject({ kind: "rows", columns: ["track", "winner"] });
  });

  it("keeps every column when the rows themselves are asked for", () => {
    expect(ask("show the races at Lowmoor").plan).not.toHaveProperty("columns");
  });
});

describe("how many of a measuring number column", () => {
  const index = schemaIndexFor(seasonSchema, seasonFacts);
  const distinctOf = (column: string): AnalysisPlan => ({ kind: "aggregate", measures: [{ id: "n", op: "count_distinct", column }], filters: [{ column: "track", op: "eq", value: "Lowmoor" }] });
  const unsure = (question: string, column: string) => unsureDistinctCount(readQuestion(question, index), distinctOf(column), index.columns);

  it("asks back rather than count the different figures of a points column", () => {
    expect(unsure("what was the number of points at Lowmoor?", "points")?.name).toBe("Points");
  });

  it("counts different values when they are asked for, or of a text column", () => {
    expect(unsure("how many different points totals were there at Lowmoor?", "points")).toBeUndefined();
    expect(unsure("how many winners at Lowmoor?", "winner")).toBeUndefined();
  });
});
