// "Are all …?" questions (issue #14, class 10): the condition named last is what every row must meet, the others
// say which rows are asked about; the check counts the rows that break it. Our own ferry ticket fixture.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { clinicFacts, clinicSchema, ferryFacts, ferrySchema } from "./testing/real-file-fixtures";

const ask = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "ferry_tickets.csv" });
const breaking = (filters: object[]) => ({ kind: "aggregate", measures: [{ op: "count" }], filters, check: { kind: "threshold", op: "eq", value: 0 } });

describe("are all …: several conditions", () => {
  it("narrows the rows by the first conditions and checks the last one", () => {
    expect(ask("Are all female passengers older than 18?").plan).toMatchObject(breaking([{ column: "sex", op: "eq", value: "female" }, { column: "age", op: "lte", value: 18 }]));
    expect(ask("Are all passengers older than 18 female?").plan).toMatchObject(breaking([{ column: "age", op: "gt", value: 18 }, { column: "sex", op: "neq", value: "female" }]));
    expect(ask("Are all passengers who paid a fare over 100 from Oslo?").plan).toMatchObject(breaking([{ column: "fare", op: "gt", value: 100 }, { column: "port", op: "neq", value: "Oslo" }]));
  });

  it("keeps the one-condition check as it was", () => {
    expect(ask("Are all passengers older than 18?").plan).toMatchObject(breaking([{ column: "age", op: "lte", value: 18 }]));
  });

  it("reads a column named alone as 'holds a value in every row'", () => {
    expect(ask("Do all passengers have a port?").plan).toMatchObject(breaking([{ column: "port", op: "is_empty" }]));
  });

  it("still asks when no condition can be turned around, or the last one is about items of a list cell", () => {
    expect(ask("Are all passengers happy?").plan).toBeNull();
    const list = planWithBuiltIn({ question: "Are all patients at the Harbour clinic reporting fever?", schema: clinicSchema, profile: clinicFacts, datasetName: "clinic_visits.csv" });
    expect(list.plan).toBeNull();
    expect(list.clarification?.message).toMatch(/every row/);
  });
});
