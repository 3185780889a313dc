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
