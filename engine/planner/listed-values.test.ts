// Values listed together are values of one column when one column holds them all, a negation before the list
// covers every item ("not Ashby or Brent": neither), a column named with a copula before a value ("away team was
// Ashby") is that value's column, and "or" between conditions on two columns is asked back (issue #27).
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { matchesFacts, matchesSchema } from "./testing/matches-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: matchesSchema, profile: matchesFacts, datasetName: "matches.csv" });

describe("values listed after a column and a negation", () => {
  it("reads 'away team is not Ashby or Brent' as neither, both as away teams", () => {
    const result = ask("total attendance where away team is not Ashby or Brent");
    expect(result.plan).toMatchObject({ filters: [{ column: "away_team", op: "not_in", values: ["Ashby", "Brent"] }] });
    expect(result.plan?.filters).toHaveLength(1);
    expect(result.confidence).toBe(1);
  });

  it("keeps the list in one column in every reading of a list with no column named", () => {
    const result = ask("total goals not Ashby or Brent");
    const readings = (result.readings ?? []).map((r) => r.plan.filters);
    expect(readings).toEqual([
      [{ column: "home_team", op: "not_in", values: ["Ashby", "Brent"] }],
      [{ column: "away_team", op: "not_in", values: ["Ashby", "Brent"] }],
    ]);
    expect(result.confidence).toBeLessThan(1);
  });

  it("reads 'away team was Ashby' as an away team, never the home team's value", () => {
    expect(ask("total goals when away team was Ashby").plan).toMatchObject({ filters: [{ column: "away_team", op: "eq", value: "Ashby" }] });
    expect(ask("total goals when the away team is not Ashby").plan).toMatchObject({ filters: [{ column: "away_team", op: "neq", value: "Ashby" }] });
    expect(ask("total goals when home team was Ashby and away team was Brent").plan?.filters).toEqual([
      { column: "home_team", op: "eq", value: "Ashby" },
      { column: "away_team", op: "eq", value: "Brent" },
    ]);
  });

  it("asks back for 'or' between conditions on two columns", () => {
    for (const q of ["total goals when home team was Ashby or away team was Brent", "total goals when home team was not Ashby or away team Brent"]) {
      expect(ask(q).plan, q).toBeNull();
    }
  });
});
