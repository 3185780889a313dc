// "Which passenger paid the highest fare?" (issue #14, class 7): a "which"/"who" question about the rows themselves
// is answered with the row's own label (a Name or Title column with a value per row), never with the figure
// alone; without such a column the planner asks. Our own fixtures.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { ferryFacts, ferrySchema, readingsFacts, readingsSchema } from "./testing/real-file-fixtures";

const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "ferry_passengers.csv" });

describe("which row: the label column answers", () => {
  it("ranks each passenger's Full Name by the figure and keeps the first", () => {
    expect(ferry("Which passenger paid the highest fare?").plan).toMatchObject({ groupBy: [{ column: "full_name" }], measures: [{ column: "fare" }], top: { n: 1 } });
    expect(ferry("Who paid the lowest fare?").plan).toMatchObject({ groupBy: [{ column: "full_name" }], measures: [{ column: "fare" }], top: { n: 1, direction: "bottom" } });
    expect(ferry("Which passenger is the oldest?").plan).toMatchObject({ groupBy: [{ column: "full_name" }], measures: [{ column: "age" }], top: { n: 1 } });
  });

  it("keeps a named grouping column as it was", () => {
    expect(ferry("Which port has the most passengers?").plan).toMatchObject({ groupBy: [{ column: "port" }], measures: [{ op: "count" }] });
  });

  it("asks rather than answer a 'which' question with a figure alone when no column labels the rows", () => {
    for (const question of ["Which reading had the highest temp?", "Who recorded the highest temp?"]) {
      const result = planWithBuiltIn({ question, schema: readingsSchema, profile: readingsFacts, datasetName: "station_readings.csv" });
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toBe('I could only work out a figure here, not which one it belongs to. Name the column that says which, for example "which station has the highest …".');
    }
  });
});
