// "How many X" planned as the total of a number column that is no count (issue #27): a place or a running
// number, or a figure the same question compares with a number, is asked back; counts that add up keep theirs.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { raceFacts, raceSchema } from "./testing/race-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: raceSchema, profile: raceFacts, datasetName: "slalom_results.csv" });

describe("a count asked, a total of a column that is no count planned", () => {
  it("asks back when the column gives each row a place or a number", () => {
    for (const question of ["how many places are there?", "how many places are listed?", "how many heats were there?"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/gives each row a place or a number, not an amount/);
    }
  });

  it("asks back when the counted column is also compared with a number", () => {
    for (const question of ["how many style scores above 18 were given?", "how many total style scores were over 18?"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/how many rows have Style in that range, or the total of Style/);
    }
  });

  it("leaves a comparison alone when 'how many' counts the rows", () => {
    expect(ask("how many rows have style above 18?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "style", op: "gt", value: 18 }] });
  });

  it("keeps totals of counts, totals asked without 'how many', and counts of rows", () => {
    expect(ask("how many points did Norway score?").plan).toMatchObject({ measures: [{ op: "sum", column: "points" }], filters: [{ column: "nation", value: "Norway" }] });
    expect(ask("total style above 18").plan).toMatchObject({ measures: [{ op: "sum", column: "style" }] });
    expect(ask("what is the total of Place?").plan).toMatchObject({ measures: [{ op: "sum", column: "place" }] });
    expect(ask("how many skiers have more than 50 points?").plan).toMatchObject({ filters: [{ column: "points", op: "gt", value: 50 }] });
  });
});
