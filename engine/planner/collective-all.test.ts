// "The total … by all X" is one figure over the X taken together (issue #27): after "by", "all" is collective, while
// "by each X", "by every X" and "by X" still split. Our own fixture: a club's scoring sheet.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 9,
  columns: [
    { id: "player", name: "Player", type: "text" },
    { id: "team", name: "Team", type: "text" },
    { id: "points", name: "Points", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 9,
  columns: [
    { id: "player", distinct: 9, values: ["Iris Lund", "Maya Chen", "Noor Haddad", "Pia Sorensen", "Ada Berg", "Lea Moss", "Tia Park", "Eva Roth", "Uma Das"] },
    { id: "team", distinct: 3, values: ["Falcons", "Herons", "Owls"] },
    { id: "points", distinct: 9, min: 4, max: 96 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "scoring.csv" });

describe("'by all X' in a question asking a total", () => {
  it("answers one total over the rows taken together", () => {
    for (const question of ["What is the total number of points scored by all teams?", "total points scored by all the teams"]) {
      const plan = ask(question).plan;
      expect(plan, question).toMatchObject({ kind: "aggregate", measures: [{ op: "sum", column: "points" }] });
      expect(plan?.kind === "aggregate" ? plan.groupBy ?? [] : [], question).toEqual([]);
    }
  });

  it("still splits by each, by every and by X", () => {
    for (const question of ["total points by each team", "total points by every team", "total points by team"]) {
      expect(ask(question).plan, question).toMatchObject({ groupBy: [{ column: "team" }] });
    }
  });
});
