// The one test of "is this a number column of calendar years" (issue #27): the planner's year bounds read it, so
// its header rule is the semantic layer's (a duration or a rate is not a year) and its values must be known years.
import { describe, expect, it } from "vitest";
import { isYearColumn } from "./label-number";
import type { ColumnLike, ValueFacts } from "./types";

const column = (name: string, extra: Partial<ColumnLike> = {}): ColumnLike => ({ id: name.toLowerCase().replace(/\W+/g, "_"), name, type: "number", ...extra });
const years = (min: number, max: number): ValueFacts => ({ min, max, top: [{ value: min, count: 2 }, { value: max, count: 1 }] });

describe("isYearColumn", () => {
  it("takes a year header over whole calendar years", () => {
    expect(isYearColumn(column("Year"), years(1988, 2012))).toBe(true);
    expect(isYearColumn(column("Year Built"), years(1890, 2016))).toBe(true);
    expect(isYearColumn(column("yr_built"), years(1890, 2016))).toBe(true);
    expect(isYearColumn(column("hireYear"), years(2001, 2024))).toBe(true);
    expect(isYearColumn(column("FY"), years(2019, 2024))).toBe(true);
  });

  it("refuses a duration or a rate whose figures happen to fall in a calendar's range", () => {
    expect(isYearColumn(column("Years"), years(1050, 2100))).toBe(false);
    expect(isYearColumn(column("Guests per Year"), years(1050, 2100))).toBe(false);
    expect(isYearColumn(column("Annual Visitors"), years(1050, 2100))).toBe(false);
  });

  it("refuses values that are not whole calendar years, or not known", () => {
    expect(isYearColumn(column("Year"), years(1, 12))).toBe(false);
    expect(isYearColumn(column("Year"), { min: 1990, max: 2010, top: [{ value: 2000.5, count: 1 }] })).toBe(false);
    expect(isYearColumn(column("Year"), undefined)).toBe(false);
    expect(isYearColumn(column("Year"), { distinct: 10 })).toBe(false);
  });

  it("refuses text, money and identifiers", () => {
    expect(isYearColumn(column("Year", { type: "text" }), years(1990, 2010))).toBe(false);
    expect(isYearColumn(column("Year Revenue", { unit: { kind: "currency", code: "USD" } }), years(1200, 2000))).toBe(false);
    expect(isYearColumn(column("Year Code"), years(1990, 2010))).toBe(false);
  });
});
