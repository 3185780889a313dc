// "What percentage of parties won seats?" asks what share of the parties meet a condition; each party's share of
// the total Seats answers another question, so the planner asks. Shares by a grouping word stay (issue #27).
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { seatsFacts, seatsSchema } from "./testing/seats-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: seatsSchema, profile: seatsFacts, datasetName: "election.csv" });

describe("a share of the rows a condition picks, read as shares by group", () => {
  it("asks back instead of listing each party's share of the seats", () => {
    for (const q of ["what percentage of parties won seats?", "what share of the parties lost votes?"]) {
      const result = ask(q);
      expect(result.plan, q).toBeNull();
      expect(result.clarification?.message, q).toMatch(/each Party's share of a total/);
    }
  });

  it("keeps shares asked by a grouping word", () => {
    for (const q of ["percentage of seats by party", "share of votes for each party"]) {
      expect(ask(q).plan, q).toMatchObject({ groupBy: [{ column: "party" }], measures: [{}, { transform: { kind: "share_of_total" } }] });
    }
  });
});
