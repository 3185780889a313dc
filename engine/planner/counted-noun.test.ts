// "the number of wins" counts wins, not rows (issue #27): a word whose lemma the planner skips as a filler verb ("win",
// "lose", "score") is the noun counted when it follows "number of" or "how many". Our own fixture: a club's seasons,
// with no column of wins — so the question is asked back instead of answered with the number of seasons.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "season", name: "Season", type: "text" },
    { id: "coach", name: "Coach", type: "text" },
    { id: "games", name: "Games", type: "number" },
    { id: "points", name: "Points", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "season", distinct: 8, values: ["2011", "2012", "2013", "2014", "2015", "2016", "2017", "2018"] },
    { id: "coach", distinct: 2, values: ["Ana Ruiz", "Ben Holt"] },
    { id: "games", distinct: 2, min: 30, max: 34 },
    { id: "points", distinct: 8, min: 22, max: 61 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "club_seasons.csv" });

describe("a noun counted after 'number of' or 'how many'", () => {
  it("is not skipped as the filler verb its lemma is", () => {
    for (const question of ["What is the total number of wins over all seasons?", "How many wins did the club have?", "what is the number of losses?"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/wins|losses/);
    }
  });

  it("keeps the verb a filler elsewhere", () => {
    expect(ask("which coach won the most points?").plan).toMatchObject({ groupBy: [{ column: "coach" }] });
    expect(ask("how many seasons did Ana Ruiz win?").plan).not.toBeNull();
  });
});
