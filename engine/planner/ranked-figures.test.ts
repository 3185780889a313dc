// "The R of the top N" (issue #27): a figure named before the ranking, "<figure> of the top N …", is what the answer
// lists — the ranked groups' figures, not their names. Our own clubs table.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";

const top = (question: string) => {
  const plan = planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" }).plan;
  return plan?.kind === "aggregate" ? plan.top : undefined;
};

describe("the figure of the top N", () => {
  it("lists the figures when the figure is named before the ranking", () => {
    expect(top("what are the titles of the top 3 clubs?")).toMatchObject({ n: 3, answer: "figures" });
    expect(top("list the stadium capacity of the 2 biggest clubs by stadium capacity")).toMatchObject({ n: 2, answer: "figures" });
  });

  it("lists the names when the ranking comes first", () => {
    expect(top("list the top 3 clubs by titles")).toEqual(expect.not.objectContaining({ answer: "figures" }));
    expect(top("which clubs are the top 3 by titles?")).toEqual(expect.not.objectContaining({ answer: "figures" }));
  });
});
