import { describe, expect, it } from "vitest";
import { tokenize } from "../text/tokenize";
import { findTimeMentions } from "./expressions";

const find = (q: string) => findTimeMentions(tokenize(q)).map(({ start: _start, end: _end, ...rest }) => rest);

describe("findTimeMentions", () => {
  it("reads years, quarters, halves and months, with or without a year", () => {
    expect(find("revenue in 2024")).toEqual([{ kind: "filter", filter: { kind: "in", ref: { kind: "year", year: 2024 } } }]);
    expect(find("Q3")).toEqual([{ kind: "filter", filter: { kind: "in", ref: { kind: "quarter", quarter: 3, year: undefined } } }]);
    expect(find("Q4 2024")[0]).toMatchObject({ filter: { ref: { kind: "quarter", quarter: 4, year: 2024 } } });
    expect(find("H1 2024")[0]).toMatchObject({ filter: { ref: { kind: "half", half: 1, year: 2024 } } });
    expect(find("the second half of 2024")[0]).toMatchObject({ filter: { ref: { kind: "half", half: 2, year: 2024 } } });
    expect(find("in December 2024")[0]).toMatchObject({ filter: { ref: { kind: "month", month: 12, year: 2024 } } });
    expect(find("the first quarter")[0]).toMatchObject({ filter: { ref: { kind: "quarter", quarter: 1 } } });
  });
  it("reads a season written with an en or em dash as no month, and an ISO month as one", () => {
    expect(find("who coached in 2004\u201305?")).toEqual([]);
    expect(find("the attendance in 1998\u201499")).toEqual([]);
    expect(find("sales in 2024-03")[0]).toMatchObject({ filter: { ref: { kind: "month", month: 3, year: 2024 } } });
  });
  it("reads relative periods", () => {
    expect(find("last quarter")[0]).toMatchObject({ filter: { ref: { kind: "previous", unit: "quarter", offset: 1 } } });
    expect(find("in the last 30 days")[0]).toMatchObject({ filter: { ref: { kind: "rolling", n: 30, unit: "day" } } });
    expect(find("past three months")[0]).toMatchObject({ filter: { ref: { kind: "rolling", n: 3, unit: "month" } } });
    expect(find("this year")[0]).toMatchObject({ filter: { ref: { kind: "current", unit: "year" } } });
    expect(find("ytd")[0]).toMatchObject({ filter: { ref: { kind: "current", unit: "year", toDate: true } } });
  });
  it("reads open and closed ranges", () => {
    expect(find("since March")[0]).toMatchObject({ filter: { kind: "since", ref: { kind: "month", month: 3 } } });
    expect(find("between 2022 and 2023")[0]).toMatchObject({ filter: { kind: "between", from: { year: 2022 }, to: { year: 2023 } } });
    expect(find("before 2024")[0]).toMatchObject({ filter: { kind: "before", ref: { year: 2024 } } });
  });
  it("reads buckets and period-over-period changes", () => {
    expect(find("by month")).toEqual([{ kind: "bucket", bucket: "month" }]);
    expect(find("weekly sessions")).toEqual([{ kind: "bucket", bucket: "week" }]);
    expect(find("over time")).toEqual([{ kind: "bucket", bucket: "auto" }]);
    expect(find("which day of the week")).toEqual([{ kind: "bucket", bucket: "weekday" }]);
    expect(find("year over year")).toEqual([{ kind: "change", bucket: "year" }]);
    expect(find("mom")).toEqual([{ kind: "change", bucket: "month" }]);
  });
  it("leaves numbers that are not years alone", () => {
    expect(find("orders between 100 and 200")).toEqual([]);
    expect(find("top 5 by $2024")).toEqual([]);
    expect(find("what may happen")).toEqual([]);
  });
});
