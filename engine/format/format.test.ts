import { describe, expect, it } from "vitest";
import { columnFormat } from "../execute/measure-format";
import { formatCell } from "./cell";
import { formatDateLabel } from "./date";
import { axisNumberFormat, compactNumber, formatNumber } from "./number";

describe("formatNumber", () => {
  it.each<[number, Parameters<typeof formatNumber>[1], string]>([
    [1_240_000, { kind: "currency", code: "USD" }, "$1.24M"],
    [480_000, { kind: "currency", code: "USD" }, "$480K"],
    [52.1, { kind: "currency", code: "USD" }, "$52.10"],
    [500, { kind: "currency", code: "USD" }, "$500"],
    [9_999, { kind: "currency", code: "EUR" }, "€9,999"],
    [-1_500_000, { kind: "currency", code: "GBP" }, "-£1.5M"],
    [12_345, { kind: "currency", code: "CHF" }, "CHF 12.3K"],
    [0.387, { kind: "percent" }, "38.7%"],
    [2.0074, { kind: "percent" }, "201%"],
    [15_165, { kind: "integer" }, "15,165"],
    [3_400_000, { kind: "integer" }, "3.4M"],
    [1516.5028, { kind: "number" }, "1,516.5"],
    [0.12345, { kind: "number" }, "0.123"],
    [999_960, { kind: "number" }, "1M"],
    [2_500_000_000, { kind: "number" }, "2.5B"],
  ])("%d as %j → %s", (value, format, text) => {
    expect(formatNumber(value, format)).toBe(text);
  });

  it("writes exact figures when not compact, signs changes, and marks missing values", () => {
    expect(formatNumber(1_240_000.5, { kind: "currency", code: "USD" }, { compact: false })).toBe("$1,240,000.50");
    // Tables and files: every amount with its cents, whole or not.
    expect(formatNumber(8_393, { kind: "currency", code: "USD" }, { compact: false })).toBe("$8,393.00");
    expect(formatNumber(0.124, { kind: "percent" }, { signed: true })).toBe("+12.4%");
    expect(formatNumber(-0.05, { kind: "percent" }, { signed: true })).toBe("-5.0%");
    expect(formatNumber(null, { kind: "number" })).toBe("—");
    expect(formatNumber(Infinity, { kind: "number" })).toBe("∞");
  });

  it("writes a year column's years without thousands separators, and its other values as numbers (issue #25)", () => {
    const hireYear = columnFormat({ id: "hire_year", name: "hire_year", type: "number" });
    expect(formatNumber(2015, hireYear)).toBe("2015");
    expect(formatNumber(2024, hireYear, { compact: false })).toBe("2024");
    // A mean of years is not a year: it reads as a number.
    expect(formatNumber(2019.5, hireYear)).toBe("2,019.5");
    expect(formatNumber(2015, columnFormat({ id: "fiscal_year", name: "Fiscal Year", type: "number" }))).toBe("2015");
    // A house built in 1890 was built in a year too; a sum of years is past any calendar.
    expect(formatNumber(1890, columnFormat({ id: "year_built", name: "Year Built", type: "number" }))).toBe("1890");
    expect(formatNumber(40_123, hireYear, { compact: false })).toBe("40,123");
    expect(formatNumber(98_101, columnFormat({ id: "zip", name: "ZIP", type: "number" }))).toBe("98101");
    // A duration in years and an amount are numbers.
    expect(formatNumber(2015, columnFormat({ id: "years_of_service", name: "years_of_service", type: "number" }))).toBe("2,015");
    expect(formatNumber(2015, columnFormat({ id: "units", name: "Units", type: "number" }))).toBe("2,015");
  });

  it("writes identifiers (order numbers, ZIP codes) as they are", () => {
    expect(formatNumber(10_245, { kind: "number", identifier: true })).toBe("10245");
    expect(formatNumber(10_245, { kind: "number", identifier: true }, { compact: false })).toBe("10245");
  });

  it("reads floating-point noise around zero as zero", () => {
    expect(formatNumber(-2.9e-11, { kind: "currency", code: "USD" })).toBe("$0");
    expect(formatNumber(-2.9e-11, { kind: "currency", code: "USD" }, { compact: false })).toBe("$0.00");
    expect(formatNumber(-1e-12, { kind: "percent" })).toBe("0.0%");
    expect(formatNumber(-0.001, { kind: "number" })).toBe("-0.001");
  });

  it("compacts to three significant digits", () => {
    expect(compactNumber(12_345)).toBe("12.3K");
    expect(compactNumber(-987_654)).toBe("-988K");
    expect(compactNumber(1_000_000_000_000)).toBe("1T");
    expect(compactNumber(42)).toBe("42");
  });
});

describe("date labels", () => {
  it.each([
    ["2024-03-04", "day", "Mar 4, 2024"],
    ["2024-03-04", "week", "Week of 4 Mar 2024"],
    ["2024-03-01", "month", "Mar 2024"],
    ["2024-07-01", "quarter", "Q3 2024"],
    ["2024-01-01", "year", "2024"],
  ] as const)("%s by %s → %s", (iso, bucket, label) => {
    expect(formatDateLabel(iso, bucket)).toBe(label);
  });
  it("shows times only for date-times, and leaves other text alone", () => {
    expect(formatDateLabel("2024-03-04T14:30:00", undefined, true)).toBe("Mar 4, 2024 14:30");
    expect(formatDateLabel("2024-03-04T14:30:00")).toBe("Mar 4, 2024");
    expect(formatDateLabel("Monday", "weekday")).toBe("Monday");
  });
});

describe("formatCell", () => {
  it("formats by the column's format", () => {
    expect(formatCell(null, { format: { kind: "text" } })).toBe("(blank)");
    expect(formatCell(true, { format: { kind: "boolean" } })).toBe("Yes");
    expect(formatCell("2024-02-01", { format: { kind: "date", bucket: "month" } })).toBe("Feb 2024");
    expect(formatCell(1234.5, { format: { kind: "currency", code: "USD" } }, { compact: false })).toBe("$1,234.50");
  });
});

describe("axisNumberFormat", () => {
  it("writes every tick of an axis in one style: all shortened to the largest's unit, or all in full", () => {
    const units = axisNumberFormat(32_000, { kind: "integer" });
    expect([0, 8_000, 16_000, 30_000].map(units)).toEqual(["0", "8K", "16K", "30K"]);
    const money = axisNumberFormat(10_000, { kind: "currency", code: "USD" });
    expect([9_500, 10_000, 2_250_000 / 1000].map(money)).toEqual(["$9.5K", "$10K", "$2.25K"]);
    const small = axisNumberFormat(9_800, { kind: "integer" });
    expect([0, 2_000, 8_000, 10_000].map(small)).toEqual(["0", "2,000", "8,000", "10,000"]);
    const millions = axisNumberFormat(2_400_000, { kind: "currency", code: "USD" });
    expect([0, 500_000, 1_000_000, 2_500_000].map(millions)).toEqual(["$0", "$0.5M", "$1M", "$2.5M"]);
    expect([0, 0.25, 0.4].map(axisNumberFormat(0.4, { kind: "percent" }))).toEqual(["0%", "25%", "40%"]);
  });
});
