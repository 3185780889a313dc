// "by X" that the plan neither splits nor ranks by (issue #27): the split asked for is gone, so the planner asks.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { droppedGrouping } from "./dropped-grouping";
import { planWithBuiltIn } from "./builtin";
import { readQuestion } from "./match/mentions";
import { schemaIndexFor } from "./schema-index";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";
import { regattaFacts, regattaSchema } from "./testing/regatta-fixture";

const index = schemaIndexFor(clubsSchema, clubsFacts);
const dropped = (question: string, plan: AnalysisPlan) => droppedGrouping(readQuestion(question, index), plan);
const sumOfTitles: AnalysisPlan = { kind: "aggregate", measures: [{ id: "sum_titles", op: "sum", column: "titles" }] };

describe("a split by a column that the plan drops", () => {
  it("is found when the figures after 'by' were folded into the measures", () => {
    expect(dropped("total titles by stadium capacity", sumOfTitles)).toMatchObject({ column: "Stadium Capacity", figures: true });
  });

  it("is not found when the plan splits or ranks by the column", () => {
    expect(dropped("total titles by country", { ...sumOfTitles, groupBy: [{ column: "country" }] })).toBeUndefined();
    expect(dropped("top 3 clubs by titles", { ...sumOfTitles, groupBy: [{ column: "club" }], top: { n: 3 } })).toBeUndefined();
  });

  it("reads the columns named together after 'by' as one split", () => {
    expect(dropped("total titles by club country", { ...sumOfTitles, groupBy: [{ column: "country" }] })).toBeUndefined();
  });

  it("turns the planner's answer into a question back", () => {
    // With nothing else to measure, the figures after "by" were read as the measure; a category keeps its split.
    const clubs = (question: string) => planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" });
    expect(clubs("total by stadium capacity").plan).toBeNull();
    expect(clubs("count by titles").plan).toBeNull();
    expect(clubs("count by titles").clarification?.message).toContain("'Titles', which holds figures");
    expect(planWithBuiltIn({ question: "number of crews by nation", schema: regattaSchema, profile: regattaFacts, datasetName: "regatta_results.csv" }).plan).toMatchObject({ groupBy: [{ column: "nation" }] });
  });
});
