// One party's share of the vote, in a table that states each party's share in its own percent column: the stated
// figure answers (the table's rounding, and whatever its share was taken of), not Votes ÷ total Votes worked out
// again; the share of another column, or a percent column that belongs to no column named, is still worked out.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { voteShareFacts, voteShareSchema } from "./testing/vote-share-fixture";

const ask = (question: string, percentName = "%") => planWithBuiltIn({ question, schema: voteShareSchema(percentName), profile: voteShareFacts, datasetName: "election.csv" });

describe("a share the table states for one row", () => {
  it("reads the percent column right after Votes for one party's share of the vote", () => {
    const result = ask("What percentage of the vote did Valley Union get?");
    expect(result.plan).toMatchObject({ kind: "aggregate", measures: [{ op: "mean", column: "pct" }], filters: [{ column: "party", op: "eq", value: "Valley Union" }] });
    expect(result.notes?.join(" ")).toMatch(/table's own '%' for that row/);
  });

  it("reads a percent column named for the votes ('Vote %') too", () => {
    expect(ask("What percentage of the votes did Valley Union get?", "Vote %").plan).toMatchObject({ measures: [{ column: "pct" }] });
  });

  it("works out the share of seats, which the table does not state", () => {
    const result = ask("What percentage of the seats did Valley Union get?");
    expect(result.plan).toMatchObject({ measures: [{ column: "seats", percent: true }] });
  });
});
