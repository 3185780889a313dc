// Columns whose values say what they are (weekday and month names under headers that do not): the semantic layer
// names them, whether it was stored at ingest or worked out by the planner.
import { describe, expect, it } from "vitest";
import { describeDatasetMeaning } from "../semantic/dataset-meaning";
import { planWithBuiltIn } from "./builtin";
import { hireFacts, hireSchema } from "./testing/real-file-fixtures";
import type { PlannerFacts } from "./types";

/** The facts as the app has them after an ingest that stored the layer (made from the profile's top values). */
const storedFacts: PlannerFacts = {
  ...hireFacts,
  semantic: describeDatasetMeaning(
    hireSchema.columns,
    { rowCount: hireFacts.rowCount, columns: hireFacts.columns.map(({ values, ...c }) => ({ ...c, ...(values ? { top: values.slice(0, 10).map((value) => ({ value, count: 1 })) } : {}) })) },
    hireSchema.rowCount,
    { fileName: "bike_hires.csv" },
  ),
};

describe.each([
  ["worked out by the planner", hireFacts],
  ["stored at ingest", storedFacts],
])("weekday and month names beside numeric month and day (semantic layer %s)", (_how, profile) => {
  const plan = (question: string) => planWithBuiltIn({ question, schema: hireSchema, profile, datasetName: "bike_hires.csv" });

  it("answers 'the name of the windiest day' from the weekday names, not by asking which column", () => {
    expect(plan("What is the name of the windiest day on average?").plan).toMatchObject({ groupBy: [{ column: "calendar_names_2" }], measures: [{ op: "mean", column: "wind" }], top: { n: 1 } });
  });

  it("reads 'day name' and 'weekday' as the weekday names, 'the name of the month' as the month names", () => {
    expect(plan("Which day name has the most rows?").plan).toMatchObject({ groupBy: [{ column: "calendar_names_2" }], measures: [{ op: "count" }], top: { n: 1 } });
    expect(plan("hires by weekday").plan).toMatchObject({ groupBy: [{ column: "calendar_names_2" }], measures: [{ op: "sum", column: "hires" }] });
    expect(plan("What is the name of the month with the most hires?").plan).toMatchObject({ groupBy: [{ column: "calendar_names_1" }], top: { n: 1 } });
  });

  it("keeps the numeric day and month for 'which day' and 'which month'", () => {
    expect(plan("Which day has the most hires?").plan).toMatchObject({ groupBy: [{ column: "day" }], measures: [{ op: "sum", column: "hires" }], top: { n: 1 } });
    expect(plan("Which month had the most hires?").plan).toMatchObject({ groupBy: [{ column: "month" }], top: { n: 1 } });
  });
});
