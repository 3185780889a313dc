// Questions that place a row against another row (issue #27): "the one after X", "listed above or below X",
// "more laps than the X race", "A or B — which scored more?" are asked back, never answered with the named row
// itself or a yes/no; comparing two groups ("more races at A than at B") and numeric conditions still plan.
// Our own fixture: a season's race results.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { planWithBuiltIn } from "./builtin";
import { contradictsShape } from "./readings";
import { seasonFacts, seasonSchema } from "./testing/season-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: seasonSchema, profile: seasonFacts, datasetName: "season_results.csv" });

describe("questions about another row", () => {
  it.each([
    "which race came after the race at Kestrel Park?",
    "who won the race before the Valley 200?",
    "what track is listed after Redcliff?",
    "is Ana Silva listed above or below Eli Novak?",
    "how many races had more laps than the Summit Classic?",
    "which race had the same number of laps as the Summit Classic?",
    "which track had the same number of laps in total as the Harbour Grand Prix?",
    "who is listed first, Ben Okafor or Cleo Marsh?",
  ])("asks back: %s", (question) => {
    const result = ask(question);
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toBeTruthy();
  });

  it("leaves two groups compared, a numeric condition and 'after' a number to the rest of the planner", () => {
    expect(ask("how many races had more than 200 laps?").plan).toMatchObject({ filters: [{ column: "laps", op: "gt", value: 200 }] });
    for (const question of ["were there more wins for Ana Silva than for Ben Okafor?", "which races came after round 6?", "how many races had more laps than 250?"]) {
      expect(ask(question).clarification?.message ?? "", question).not.toContain("another row");
    }
  });

  it("never answers 'A or B — which is higher?' with yes or no", () => {
    const result = ask("did Ana Silva or Ben Okafor score more points?");
    expect(result.plan?.kind === "aggregate" ? result.plan.check : undefined).toBeUndefined();
  });
});

describe("an answer that only repeats what the question named", () => {
  const grouped = (filter: NonNullable<Extract<AnalysisPlan, { kind: "aggregate" }>["filters"]>[number]): AnalysisPlan => ({
    kind: "aggregate",
    measures: [{ op: "count" }],
    groupBy: [{ column: "winner" }],
    filters: [filter],
  });

  it("contradicts a 'which' question when the grouped column is filtered to one value", () => {
    expect(contradictsShape("entity", grouped({ column: "winner", op: "eq", value: "Ana Silva" }))).toBe(true);
    expect(contradictsShape("entity", grouped({ column: "winner", op: "in", values: ["Ana Silva"] }))).toBe(true);
  });

  it("leaves a choice between two values, and a filter on another column, to be answered", () => {
    expect(contradictsShape("choice", grouped({ column: "winner", op: "in", values: ["Ana Silva", "Ben Okafor"] }))).toBe(false);
    expect(contradictsShape("entity", grouped({ column: "track", op: "eq", value: "Lowmoor" }))).toBe(false);
  });
});
