// A summary row copied with a report's table (issue #27): "Totals" is left out of sums and rankings, with a note,
// unless the question names it; a column of figures with a stray "Total" header cell is not a label column.
// Our own fixture: a club's scoring sheet with a totals row.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "player", name: "Player", type: "text" },
    { id: "position", name: "Position", type: "text" },
    { id: "points", name: "Points", type: "number" },
    { id: "assists", name: "Assists", type: "text" },
  ],
};
const facts = (missingPlayers: number): PlannerFacts => ({
  rowCount: 6,
  columns: [
    { id: "player", distinct: 6 - missingPlayers, missing: missingPlayers, values: ["Iris Lund", "Maya Chen", "Noor Haddad", "Pia Sorensen", "Team Totals"] },
    { id: "position", distinct: 3, values: ["Guard", "Forward", "Center"] },
    { id: "points", distinct: 6, min: 4, max: 96 },
    { id: "assists", distinct: 6, values: ["3", "7", "11", "2", "23", "Total"] },
  ],
});
const ask = (question: string, missingPlayers = 0) => planWithBuiltIn({ question, schema, profile: facts(missingPlayers), datasetName: "scoring.csv" });

describe("summary rows", () => {
  it("leaves the totals row out of a ranking and a sum, and says so", () => {
    for (const question of ["which player scored the most points?", "what is the total of points?"]) {
      const result = ask(question);
      expect(result.plan?.filters, question).toContainEqual({ column: "player", op: "not_in", values: ["Team Totals"] });
      expect(result.notes?.join(" "), question).toContain("Team Totals");
    }
  });

  it("keeps it when the question names it", () => {
    expect(ask("how many points did Team Totals score?").plan?.filters ?? []).not.toContainEqual(expect.objectContaining({ op: "not_in" }));
  });

  it("leaves it out of a share's whole when the question names another row", () => {
    const result = ask("what percentage of the points did Maya Chen score?");
    expect(result.plan).toMatchObject({ kind: "aggregate", measures: [{ per: { op: "sum", column: "points" } }] });
    expect(result.plan?.filters).toContainEqual({ column: "player", op: "not_in", values: ["Team Totals"] });
  });

  it("changes nothing when the label column has blanks the plan keeps", () => {
    expect(ask("what is the total of points?", 1).plan?.filters ?? []).not.toContainEqual(expect.objectContaining({ op: "not_in" }));
  });
});

// A club's seasons (our own), as Wikipedia lists them: the year is the row's label, so the totals row's label sits
// in a column of figures; a medal table's totals row says how many nations it adds up.
describe("summary rows labelled in a column of figures or with a count beside the label", () => {
  const seasonsSchema: DatasetSchema = {
    rowCount: 6,
    columns: [
      { id: "year", name: "Year", type: "text" },
      { id: "gp", name: "GP", type: "number" },
      { id: "w", name: "W", type: "number" },
      { id: "l", name: "L", type: "number" },
    ],
  };
  const seasonsFacts: PlannerFacts = {
    rowCount: 6,
    columns: [
      { id: "year", distinct: 6, values: ["2009", "2010", "2011", "2012", "2013", "Totals"] },
      { id: "gp", distinct: 3, min: 16, max: 80 },
      { id: "w", distinct: 6, min: 3, max: 41 },
      { id: "l", distinct: 6, min: 2, max: 39 },
    ],
  };
  const medalsSchema: DatasetSchema = {
    rowCount: 5,
    columns: [
      { id: "rank", name: "Rank", type: "text" },
      { id: "nation", name: "Nation", type: "text" },
      { id: "gold", name: "Gold", type: "number" },
    ],
  };
  const medalsFacts: PlannerFacts = {
    rowCount: 5,
    columns: [
      { id: "rank", distinct: 5, values: ["1", "2", "3", "4", "Total (4 nations)"] },
      { id: "nation", distinct: 5, values: ["Norway", "Chile", "Kenya", "Japan", "Total (4 nations)"] },
      { id: "gold", distinct: 4, min: 1, max: 10 },
    ],
  };

  it("leaves a totals row labelled in the year column out of a sum and a ranking", () => {
    for (const question of ["what is the total of W?", "which year had the most W?"]) {
      const result = planWithBuiltIn({ question, schema: seasonsSchema, profile: seasonsFacts, datasetName: "seasons.csv" });
      expect(result.plan?.filters, question).toContainEqual({ column: "year", op: "not_in", values: ["Totals"] });
    }
  });

  it("reads 'Total (4 nations)' as a summary label", () => {
    const result = planWithBuiltIn({ question: "which nation won the most gold?", schema: medalsSchema, profile: medalsFacts, datasetName: "medals.csv" });
    expect(result.plan?.filters).toContainEqual({ column: "nation", op: "not_in", values: ["Total (4 nations)"] });
  });
});
