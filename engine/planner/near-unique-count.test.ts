// "How many riders" where a few riders appear on two rows (issue #27): the rows listed and the different riders
// differ, and both readings are usual, so the planner asks; "different" counts values, and categories that
// repeat a lot keep their count of different values.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { entryListFacts, entryListSchema } from "./testing/entry-list-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: entryListSchema, profile: entryListFacts, datasetName: "entries_2031.csv" });

describe("a count of a column whose values nearly all differ", () => {
  it("asks whether rows or different values are meant", () => {
    for (const question of ["how many riders are listed?", "how many riders are there?"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/'Rider' has 9 different values on 10 rows/);
    }
  });

  it("counts different values when the question says so, and rows when it asks for rows", () => {
    expect(ask("how many different riders are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "rider" }] });
    expect(ask("how many unique riders?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "rider" }] });
    expect(ask("how many rows are there?").plan).toMatchObject({ measures: [{ op: "count" }] });
  });

  it("keeps the count of different values of a category", () => {
    expect(ask("how many teams are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "team" }] });
    expect(ask("how many different teams are listed?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "team" }] });
  });
});
