// A table whose only time is a number column of years (issue #27): a year bound or "each year" uses that column as
// the time axis (a year number is ordered, and bucketing by year is the identity) instead of refusing for want of a
// date column; what years cannot say is refused naming the column and its span. Our own race walker's record.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { careerFacts, careerSchema } from "./testing/career-fixture";

const ask = (question: string, schema = careerSchema, profile = careerFacts) => planWithBuiltIn({ question, schema, profile, datasetName: "walker_results.csv" });

describe("a year bound over the only column of years", () => {
  it.each([
    ["how many competitions in 2003?", { op: "eq", value: 2003 }],
    ["how many competitions after 2005?", { op: "gt", value: 2005 }],
    ["how many competitions since 2005?", { op: "gte", value: 2005 }],
    ["how many competitions before 1998?", { op: "lt", value: 1998 }],
    ["how many competitions between 1995 and 2003?", { op: "between", from: 1995, to: 2003 }],
  ])("compares the year column: %s", (question, bound) => {
    expect(ask(question).plan?.filters).toEqual([{ column: "year", ...bound }]);
  });

  it("refuses a year the column does not reach, naming the column and its span", () => {
    const planned = ask("how many competitions in 2013?");
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toContain("'Year' (1994–2009)");
  });

  it("refuses a month or a day, which a column of years cannot place, naming the years it has", () => {
    const planned = ask("how many competitions in march?");
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toContain("only years: 'Year' (1994–2009)");
  });
});

describe("each year over the only column of years", () => {
  it.each(["how many competitions each year?", "how many competitions per year?", "how many competitions over time?", "average time by year"])("groups by the year column: %s", (question) => {
    expect(ask(question).plan).toMatchObject({ kind: "aggregate", groupBy: [{ column: "year" }] });
  });

  it("keeps refusing a finer bucket or a change between years", () => {
    expect(ask("how many competitions by month?").plan).toBeNull();
    expect(ask("how many competitions year over year?").plan).toBeNull();
  });
});

describe("two columns of years and no date column", () => {
  // The record with the year each competition was founded beside the year it was held in.
  const founded = { id: "year_founded", name: "Year Founded", type: "number" as const };
  const schema = { ...careerSchema, columns: [...careerSchema.columns, founded] };
  const profile = { ...careerFacts, columns: [...careerFacts.columns, { id: founded.id, distinct: 6, min: 1896, max: 1983 }] };

  it.each(["how many competitions before 1990?", "how many competitions after 2000?"])("asks which one a bound is about, each as a choice, even when only one reaches it: %s", (question) => {
    const planned = ask(question, schema, profile);
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.choices?.map((c) => c.label)).toEqual(["Year", "Year Founded"]);
  });

  it("takes the one the question names", () => {
    expect(ask("how many competitions with year founded after 1950?", schema, profile).plan?.filters).toEqual([{ column: "year_founded", op: "gt", value: 1950 }]);
  });

  it("does not pick one of them for 'each year'", () => {
    expect(ask("how many competitions each year?", schema, profile).plan).toBeNull();
  });
});
