import { describe, expect, it } from "vitest";
import { resolveRef, resolveTimeFilter } from "./resolve";

const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe("resolveRef", () => {
  it("places a quarter or month without a year in the latest year that has it", () => {
    expect(resolveRef({ kind: "quarter", quarter: 3 }, at("2024-12-31"))).toMatchObject({ from: "2024-Q3", firstDay: "2024-07-01", lastDay: "2024-09-30" });
    expect(resolveRef({ kind: "month", month: 12 }, at("2024-06-30"))).toMatchObject({ from: "2023-12" });
    expect(resolveRef({ kind: "month", month: 3 }, at("2024-06-30"))).toMatchObject({ from: "2024-03" });
  });
  it("reads 'last quarter' as the latest complete quarter", () => {
    expect(resolveRef({ kind: "previous", unit: "quarter", offset: 1 }, at("2024-12-31"))).toMatchObject({ from: "2024-Q4" });
    expect(resolveRef({ kind: "previous", unit: "quarter", offset: 1 }, at("2024-12-15"))).toMatchObject({ from: "2024-Q3" });
    expect(resolveRef({ kind: "previous", unit: "quarter", offset: 2 }, at("2024-12-31"))).toMatchObject({ from: "2024-Q3" });
    expect(resolveRef({ kind: "previous", unit: "month", offset: 1 }, at("2024-06-30"))).toMatchObject({ from: "2024-06" });
  });
  it("ends rolling windows on the latest date", () => {
    expect(resolveRef({ kind: "rolling", n: 30, unit: "day" }, at("2024-12-31"))).toMatchObject({ firstDay: "2024-12-02", lastDay: "2024-12-31" });
    expect(resolveRef({ kind: "rolling", n: 3, unit: "month" }, at("2024-12-31"))).toMatchObject({ firstDay: "2024-10-01", lastDay: "2024-12-31" });
    expect(resolveRef({ kind: "rolling", n: 3, unit: "month" }, at("2024-12-15"))).toMatchObject({ firstDay: "2024-09-16" });
  });
  it("reads 'this year' and year-to-date from the latest date", () => {
    expect(resolveRef({ kind: "current", unit: "year" }, at("2024-06-30"))).toMatchObject({ from: "2024", lastDay: "2024-12-31" });
    expect(resolveRef({ kind: "current", unit: "year", toDate: true }, at("2024-06-30"))).toMatchObject({ firstDay: "2024-01-01", lastDay: "2024-06-30" });
  });
});

describe("resolveTimeFilter", () => {
  it("writes plan filters with period strings", () => {
    expect(resolveTimeFilter("d", { kind: "in", ref: { kind: "year", year: 2024 } }, at("2024-12-31")).filter).toEqual({ column: "d", op: "eq", value: "2024" });
    expect(resolveTimeFilter("d", { kind: "since", ref: { kind: "month", month: 3, year: 2024 } }, at("2024-12-31")).filter).toEqual({ column: "d", op: "gte", value: "2024-03" });
    expect(resolveTimeFilter("d", { kind: "in", ref: { kind: "half", half: 1, year: 2024 } }, at("2024-12-31")).filter).toEqual({ column: "d", op: "between", from: "2024-01", to: "2024-06" });
  });
});
