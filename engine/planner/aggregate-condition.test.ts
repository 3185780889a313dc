// A condition on an aggregate the question names is a condition on the groups (issue #27): "total goals by home team
// where the total goals is over 3" keeps the home teams whose total is over 3 (a having), not the matches with more
// than 3 goals. The planner's own wording of such a plan reads back to it. Our own league's matches (matches-fixture).
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { matchesFacts, matchesSchema } from "./testing/matches-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: matchesSchema, profile: matchesFacts, datasetName: "matches.csv" });

describe("a condition on a named aggregate", () => {
  it.each([
    ["total goals by home team where the total goals is over 3", { measure: "sum_goals", op: "gt", value: 3 }],
    ["Total Goals by Home Team — only groups where Total Goals is over 3", { measure: "sum_goals", op: "gt", value: 3 }],
    ["which home teams have total goals over 3", { measure: "sum_goals", op: "gt", value: 3 }],
    ["average attendance by home team where average attendance is at least 40,000", { measure: "mean_attendance", op: "gte", value: 40_000 }],
    ["total goals by home team where the total goals is between 3 and 5", { measure: "sum_goals", op: "between", from: 3, to: 5 }],
  ])("is a having on the groups, not a row filter: %s", (question, having) => {
    const plan = ask(question).plan;
    expect(plan).toMatchObject({ kind: "aggregate", groupBy: [{ column: "home_team" }], having: [having] });
    expect(plan?.filters ?? []).toEqual([]);
  });

  it("keeps a comparison of the plain column a row filter", () => {
    const plan = ask("total goals by home team where goals is over 3").plan;
    expect(plan?.filters).toEqual([{ column: "goals", op: "gt", value: 3 }]);
    expect(plan?.kind === "aggregate" ? plan.having : undefined).toBeUndefined();
  });

  it("keeps a total without groups compared on its rows", () => {
    expect(ask("total goals where goals is over 3").plan?.filters).toEqual([{ column: "goals", op: "gt", value: 3 }]);
  });
});
