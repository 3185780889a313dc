// General English the planner reads on real files (issue #14, classes 1 and 2): "tall" is about height, "cities"
// about urban places, "outcomes"/"statuses" after a column only say what it holds — and a "more" with nothing to
// compare with is asked about, not turned into "do any rows exist?". Our own survey-like fixture.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { ferryFacts, ferrySchema } from "./testing/real-file-fixtures";
import { salesFacts, salesSchema } from "./testing/sales-fixture";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 300,
  columns: [
    { id: "height", name: "Height", type: "number" },
    { id: "setting", name: "Setting", type: "text" },
    { id: "screening", name: "Screening", type: "number" },
    { id: "visits", name: "Visits", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 300,
  columns: [
    { id: "height", distinct: 60, min: 141, max: 198 },
    { id: "setting", distinct: 2, values: ["Urban", "Rural"] },
    { id: "screening", distinct: 2, min: 0, max: 1, top: [{ value: 0, count: 200 }, { value: 1, count: 100 }] },
    { id: "visits", distinct: 12, min: 0, max: 11 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "household_survey.csv" });

describe("general words on real files", () => {
  it("reads 'tall' as height", () => {
    expect(ask("How tall is the shortest person?").plan).toMatchObject({ measures: [{ op: "min", column: "height" }] });
  });

  it("reads 'cities' as the Urban value and 'countryside' as Rural", () => {
    expect(ask("How many households are in cities?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "setting", value: "Urban" }] });
    expect(ask("How many visits in the countryside?").plan).toMatchObject({ filters: [{ column: "setting", value: "Rural" }] });
  });

  it("reads 'outcomes' and 'statuses' after a column as that column", () => {
    const p = ask("List the different screening outcomes.").plan;
    expect(p).not.toBeNull();
    expect(JSON.stringify(p)).toContain("screening");
    expect(ask("How many different setting statuses are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "setting" }] });
  });

  it("asks what a 'more' question compares with when it names one side only", () => {
    const result = ask("Are there more visits recorded in cities overall?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/compared with/);
    expect(ask("Are there more households in cities than in the countryside?").plan).toMatchObject({ check: { kind: "compare", a: "Urban", b: "Rural" } });
  });
});

describe("headers that glue two nouns and end in where they are", () => {
  const ferry: DatasetSchema = {
    rowCount: 120,
    columns: [
      { id: "sailing", name: "Sailing", type: "text" },
      { id: "cars_vans_aboard", name: "Cars_Vans Aboard", type: "number" },
      { id: "bikes_onboard", name: "Bikes Onboard", type: "number" },
    ],
  };
  const ferryFacts: PlannerFacts = {
    rowCount: 120,
    columns: [
      { id: "sailing", distinct: 120 },
      { id: "cars_vans_aboard", distinct: 40, min: 0, max: 60 },
      { id: "bikes_onboard", distinct: 20, min: 0, max: 25 },
    ],
  };
  const sail = (question: string) => planWithBuiltIn({ question, schema: ferry, profile: ferryFacts, datasetName: "sailings.csv" });

  it("reads 'cars or vans' as Cars_Vans Aboard ('aboard' says where, not what)", () => {
    expect(sail("How many sailings had no cars or vans aboard?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "cars_vans_aboard", op: "eq", value: 0 }] });
    expect(sail("What is the average number of cars or vans?").plan).toMatchObject({ measures: [{ op: "mean", column: "cars_vans_aboard" }] });
    expect(sail("What is the highest number of bikes?").plan).toMatchObject({ measures: [{ op: "max", column: "bikes_onboard" }] });
  });
});

describe("money words inside another column's name", () => {
  const sales = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });

  it("counts orders per Sales Rep ('sales' names the rep column, not revenue) and still sums revenue when asked", () => {
    expect(sales("Which Sales Rep has the most orders?").plan).toMatchObject({ groupBy: [{ column: "sales_rep" }], measures: [{ op: "count" }], top: { n: 1 } });
    expect(sales("Which Sales Rep sold the most?").plan).toMatchObject({ groupBy: [{ column: "sales_rep" }], measures: [{ op: "sum", column: "revenue" }] });
    expect(sales("Which region has the highest sales?").plan).toMatchObject({ groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }] });
  });
});

describe("a share of rows meeting conditions, with no grouping", () => {
  it("is the share of the last condition among the rows the others pick, never a count", () => {
    expect(ask("What percentage of households have 0 visits?").plan).toMatchObject({
      measures: [{ id: "share", op: "count", where: [{ column: "visits", op: "eq", value: 0 }], per: { op: "count" }, percent: true }],
    });
    const narrowed = ask("What percentage of urban households have more than 3 visits?").plan;
    expect(narrowed).toMatchObject({ filters: [{ column: "setting", op: "eq", value: "Urban" }], measures: [{ id: "share", where: [{ column: "visits", op: "gt", value: 3 }], percent: true }] });
  });

  it("keeps a slice named after the rows' value as the slice, and a date as context", () => {
    const sales = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });
    expect(sales("What percentage of North orders had a quantity over 5?").plan).toMatchObject({ filters: [{ column: "region", value: "North" }], measures: [{ id: "share", where: [{ column: "quantity", op: "gt", value: 5 }] }] });
    expect(sales("What percentage of orders over 500 came from North?").plan).toMatchObject({ filters: [{ column: "revenue", op: "gt", value: 500 }], measures: [{ id: "share", where: [{ column: "region", value: "North" }] }] });
  });
});

describe("rows compared with a figure of the whole data", () => {
  const sales = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });

  it("asks instead of answering another question ('more than the average revenue')", () => {
    for (const question of ["How many orders have more than the average revenue?", "Which regions have revenue above average?", "How many orders have a quantity below the median?"]) {
      const result = sales(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/^I can't yet compare each row with the (average|median) of the data\./);
    }
  });

  it("still checks an average against a number", () => {
    expect(sales("Is the average revenue above 300?").plan).toMatchObject({ measures: [{ op: "mean", column: "revenue" }], check: { kind: "threshold", op: "gt", value: 300 } });
  });
});

describe("ordinal words before numbered categories", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "ferry_tickets.csv" });

  it("reads 'third class' as Pclass 3, as '3rd class' is", () => {
    expect(ferry("What is the median age of passengers in third class?").plan).toMatchObject({ measures: [{ op: "median", column: "age" }], filters: [{ column: "pclass", op: "eq", value: 3 }] });
    expect(ferry("How many passengers were in first class?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "pclass", op: "eq", value: 1 }] });
  });

  it("leaves an ordinal the column does not hold alone", () => {
    expect(ferry("How many passengers were in fifth class?").plan).toBeNull();
  });
});

describe("a number of rows named by the id column's noun", () => {
  const sales = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });

  it("checks the count of the rows meeting the other conditions against it ('more than 500 orders over 1000')", () => {
    expect(sales("Are there more than 500 orders with revenue over 1000?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "revenue", op: "gt", value: 1000 }], check: { kind: "threshold", op: "gt", value: 500 } });
    expect(sales("Are there any orders with revenue over 1000?").plan).toMatchObject({ kind: "rows", check: { kind: "exists" } });
  });
});

