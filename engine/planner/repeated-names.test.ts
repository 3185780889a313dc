// People counted as rows where a Name column repeats (issue #27): a table of a council's terms, one row per term and
// the same chair in several, is not a table of chairs. Our own fixture.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 7,
  columns: [
    { id: "term", name: "Term", type: "text" },
    { id: "chair_name", name: "Chair Name", type: "text" },
    { id: "party", name: "Party", type: "text" },
    { id: "year_elected", name: "Year Elected", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 7,
  columns: [
    { id: "term", distinct: 7, values: ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th"] },
    { id: "chair_name", distinct: 4, values: ["R. Osei", "M. Lindgren", "T. Varga", "A. Chen"] },
    { id: "party", distinct: 2, values: ["Greens", "Liberals"] },
    { id: "year_elected", distinct: 7, min: 1990, max: 2014 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "council_terms.csv" });

describe("people counted where a column of names repeats", () => {
  it("asks whether rows or different names are meant", () => {
    const planned = ask("how many members were there?");
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toContain("'Chair Name' repeats across rows");
  });

  it("counts different names when asked for them", () => {
    expect(ask("how many different chair names are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "chair_name" }] });
  });
});
