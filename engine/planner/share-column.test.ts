// A share word that names the table's column headed "%" ("which party had the highest %?", "the % of Valley") reads
// that column; "percentage of the vote", "% of parties" still ask for a share (issue #27).
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { voteShareFacts, voteShareSchema } from "./testing/vote-share-fixture";

const ask = (question: string, percentName = "%") => planWithBuiltIn({ question, schema: voteShareSchema(percentName), profile: voteShareFacts, datasetName: "election.csv" });
const measured = (question: string, percentName?: string) => {
  const plan = ask(question, percentName).plan;
  return plan?.kind === "aggregate" ? plan.measures.map((m) => `${m.op}:${m.column ?? "*"}${m.transform ? `:${m.transform.kind}` : ""}`) : plan;
};

describe("a share word naming the table's percent column", () => {
  it("reads '%' and 'percentage' as the column headed '%'", () => {
    expect(measured("what is the highest %?")).toEqual(["max:pct"]);
    expect(ask("which party had the highest percentage?").plan).toMatchObject({ groupBy: [{ column: "party" }], top: { n: 1 } });
    expect(measured("which party had the highest percentage?")).toEqual(["max:pct"]);
    expect(ask("what is the % of Valley Union?").plan).toMatchObject({ measures: [{ column: "pct" }], filters: [{ column: "party", op: "eq", value: "Valley Union" }] });
    expect(measured("what is the highest share?", "Share")).toEqual(["max:pct"]);
  });

  it("keeps a share asked of a figure, of the rows or of the total", () => {
    expect(measured("percentage of votes by party")).toEqual(["sum:votes", "sum:votes:share_of_total"]);
    expect(measured("% of total seats by party")).toEqual(["sum:seats", "sum:seats:share_of_total"]);
  });

  it("leaves a percent column named by other words alone", () => {
    expect(measured("what is the highest %?", "Turnout %")).not.toEqual(["max:pct"]);
  });
});
