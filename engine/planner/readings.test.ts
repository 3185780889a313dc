// Candidate readings (issue #14): where a question's words fit several columns equally well, each reading is
// planned and scored; readings whose answer cannot be what the question asks are not candidates.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { readQuestion } from "./match/mentions";
import { askedShape, contradictsShape, findChoicePoint } from "./readings";
import { schemaIndexFor } from "./schema-index";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const total: AnalysisPlan = { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }] };
const byRegion: AnalysisPlan = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 1 } };
const exists: AnalysisPlan = { kind: "rows", filters: [{ column: "region", op: "eq", value: "North" }], check: { kind: "exists" } };
const read = (question: string) => readQuestion(question, schemaIndexFor(salesSchema, salesFacts));

describe("the answer shape a question asks for", () => {
  it("reads 'which'/'who'/'what is the name' as an entity, an auxiliary opening as yes/no", () => {
    expect(askedShape(read("Which region has the highest revenue?"))).toBe("entity");
    expect(askedShape(read("Who sold the most?"))).toBe("entity");
    expect(askedShape(read("What is the name of the top product?"))).toBe("entity");
    expect(askedShape(read("Is there any order from North?"))).toBe("yes-no");
    expect(askedShape(read("Total revenue by region"))).toBe("any");
  });

  it("rejects a 'which' reading answered by one number and a yes/no reading without a check", () => {
    expect(contradictsShape("entity", total)).toBe(true);
    expect(contradictsShape("entity", byRegion)).toBe(false);
    expect(contradictsShape("yes-no", total)).toBe(true);
    expect(contradictsShape("yes-no", exists)).toBe(false);
    expect(contradictsShape("any", total)).toBe(false);
  });
});

describe("choice points", () => {
  it("finds none in a question that reads one way", () => {
    expect(findChoicePoint(read("Total revenue by region"), schemaIndexFor(salesSchema, salesFacts))).toBeUndefined();
  });
});
