import { describe, expect, it } from "vitest";
import { formatNumber } from "../format/number";
import type { ColumnSchema } from "../types";
import { columnFormat, measureFormat, moneyFormat } from "./measure-format";

const number = (name: string, unit?: ColumnSchema["unit"]): ColumnSchema => ({ id: name.toLowerCase(), name, type: "number", ...(unit ? { unit } : {}) });

describe("money by semantic type", () => {
  it("takes the currency from the values first, then from the header", () => {
    expect(moneyFormat(number("Revenue", { kind: "currency", code: "EUR" }))).toEqual({ kind: "currency", code: "EUR" });
    expect(moneyFormat(number("Spend ($)"))).toEqual({ kind: "currency", code: "USD" });
    expect(moneyFormat(number("Price (EUR)"))).toEqual({ kind: "currency", code: "EUR" });
    expect(moneyFormat(number("Annual Salary £"))).toEqual({ kind: "currency", code: "GBP" });
  });
  it("reads money words without a currency as money of unknown currency", () => {
    for (const name of ["Revenue", "Unit Price", "Annual Salary", "Amount", "Budget", "total_cost", "Cost per click"]) expect(moneyFormat(number(name))).toEqual({ kind: "currency", code: "" });
  });
  it("leaves rates, percentages, counts and other numbers alone", () => {
    for (const name of ["Bonus %", "Margin pct", "Conversion Rate", "Price index", "Quantity", "Clicks", "Age", "Resolution Time (hrs)"]) expect(moneyFormat(number(name))).toBeUndefined();
    expect(moneyFormat(number("Revenue", { kind: "percent" }))).toBeUndefined();
  });
  it("gives measures and columns the money format, counts stay integers", () => {
    const revenue = number("Revenue");
    expect(measureFormat({ op: "mean", column: "revenue" }, revenue)).toEqual({ kind: "currency", code: "" });
    expect(measureFormat({ op: "count", column: "revenue" }, revenue)).toEqual({ kind: "integer" });
    expect(columnFormat(number("Spend ($)"))).toEqual({ kind: "currency", code: "USD" });
    expect(columnFormat(number("Clicks"))).toEqual({ kind: "number" });
  });
  it("writes money with two decimals, a symbol when known, compact when large", () => {
    expect(formatNumber(556.6, { kind: "currency", code: "USD" })).toBe("$556.60");
    expect(formatNumber(556.6, { kind: "currency", code: "" })).toBe("556.60");
    expect(formatNumber(228_465.8, { kind: "currency", code: "" }, { compact: false })).toBe("228,465.80");
    expect(formatNumber(228_465.8, { kind: "currency", code: "USD" })).toBe("$228K");
  });
});
