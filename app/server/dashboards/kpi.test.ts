import { describe, expect, it } from "vitest";
import type { ResultColumn, ResultTable } from "../../../engine/execute/result";
import { kpiFigures } from "./kpi";

const month: ResultColumn = { id: "date_month", name: "Order date (month)", role: "group", type: "date", format: { kind: "date", bucket: "month" }, bucket: "month" };
const region: ResultColumn = { id: "region", name: "Region", role: "group", type: "text", format: { kind: "text" } };
const revenue: ResultColumn = { id: "sum_revenue", name: "Total Revenue", role: "measure", type: "number", format: { kind: "currency", code: "USD" }, op: "sum" };
const table = (columns: ResultColumn[], rows: ResultTable["rows"]): ResultTable => ({ columns, rows, rowCount: rows.length, truncated: false });

describe("kpiFigures", () => {
  it("compares the latest period with the one before it, whatever the row order", () => {
    const kpi = kpiFigures(table([month, revenue], [["2024-03-01", 1200], ["2024-01-01", 900], ["2024-02-01", 1000]]));
    expect(kpi).toEqual({
      value: "$1,200",
      label: "Total Revenue · Mar 2024",
      change: { fraction: 0.2, text: "+20.0%", previousLabel: "Feb 2024", direction: "up" },
      why: null,
    });
  });

  it("shows a fall, no change, and a change from zero as an amount", () => {
    expect(kpiFigures(table([month, revenue], [["2024-01-01", 1000], ["2024-02-01", 750]]))?.change).toMatchObject({ text: "−25.0%", direction: "down" });
    expect(kpiFigures(table([month, revenue], [["2024-01-01", 5], ["2024-02-01", 5]]))?.change).toMatchObject({ text: "±0.0%", direction: "flat" });
    expect(kpiFigures(table([month, revenue], [["2024-01-01", 0], ["2024-02-01", 40]]))?.change).toMatchObject({ fraction: null, text: "+$40", direction: "up" });
  });

  it("says why there is no change: one period, a missing value, no time dimension, other groups", () => {
    expect(kpiFigures(table([month, revenue], [["2024-01-01", 10]]))).toMatchObject({ change: null, why: expect.stringMatching(/only one period/i) });
    expect(kpiFigures(table([month, revenue], [["2024-01-01", null], ["2024-02-01", 10]]))).toMatchObject({ change: null, why: "No value to compare with Jan 2024." });
    expect(kpiFigures(table([revenue], [[875]]))).toEqual({ value: "$875", label: "Total Revenue", change: null, why: "This analysis has no time dimension, so the value is shown without a change." });
    expect(kpiFigures(table([region, revenue], [["North", 420], ["South", 380]]))).toMatchObject({ value: "$420", label: "Total Revenue · North", change: null, why: expect.stringMatching(/first row \(North\)/) });
  });

  it("has nothing to show without a measure or rows", () => {
    expect(kpiFigures(table([region], [["North"]]))).toBeNull();
    expect(kpiFigures(table([month, revenue], []))).toBeNull();
  });
});
