import { describe, expect, it } from "vitest";
import { parseBoolean } from "./boolean";
import { isBlank, isPlaceholder } from "./missing";
import { TYPE_RULES, inferColumn } from "./rules";

/** The column's encoding without its number-format evidence (number-format.test.ts tests that). */
const infer = (values: (string | number | boolean | Date | null)[], context: Partial<Parameters<typeof inferColumn>[1]> = {}) => {
  const { numberFormat: _evidence, ...encoding } = inferColumn(values, { name: "value", ...context });
  return encoding;
};

describe("inferColumn", () => {
  it("tries rules most specific first", () => {
    expect(TYPE_RULES.map((r) => r.type)).toEqual(["boolean", "date", "number", "number", "date"]);
  });

  it("reads plain and formatted numbers", () => {
    expect(infer(["1", "2.5", "-3", ""])).toEqual({ type: "number" });
    expect(infer(["1,234", "12", "N/A", "(5)"])).toEqual({ type: "number" });
  });

  it("keeps currency and percent as the column's unit", () => {
    expect(infer(["$1,200.00", "$35.10", "-$5"])).toEqual({ type: "number", unit: { kind: "currency", code: "USD" } });
    expect(infer(["12 €", "3,5 €"], { decimalComma: true })).toEqual({ type: "number", decimalComma: true, unit: { kind: "currency", code: "EUR" } });
    expect(infer(["12%", "7.5%"])).toEqual({ type: "number", unit: { kind: "percent" } });
    expect(infer(["$1", "€2"])).toEqual({ type: "number" });
  });

  it("decides the decimal convention from the values, else from the file", () => {
    expect(infer(["1,5", "2,25"])).toEqual({ type: "number", decimalComma: true });
    expect(infer(["1.234,5", "7"])).toEqual({ type: "number", decimalComma: true });
    expect(infer(["1,234", "5,678"], { decimalComma: true })).toEqual({ type: "number", decimalComma: true });
    expect(infer(["1,234", "5,678"])).toEqual({ type: "number" });
    expect(infer(["1.5", "2,5"]).type).toBe("text");
  });

  it("reads a ranking's ties as its places, only under a header that names a ranking", () => {
    const ranks = ["1", "2", "=3", "=3", "5", "6=", "6=", "T-8", "T8"];
    const encoding = inferColumn(ranks, { name: "Rank" });
    expect(encoding).toMatchObject({ type: "number", tiedRanks: true });
    expect(ranks.map((v) => TYPE_RULES[2].parse(v, encoding))).toEqual([1, 2, 3, 3, 5, 6, 6, 8, 8]);
    expect(infer(["1", "2", "=3", "=3"], { name: "Pos." })).toMatchObject({ type: "number", tiedRanks: true });
    // A header that names no ranking: "T1" is a code, "=3" text.
    expect(infer(["T1", "T2", "T3"], { name: "Terminal" }).type).toBe("text");
    expect(infer(["1", "=3"], { name: "Score" }).type).toBe("text");
    // A ranking without ties keeps the plain encoding.
    expect(infer(["1", "2", "3"], { name: "Rank" })).toEqual({ type: "number" });
  });

  it("reads dashes used as minus signs and footnote marks as the figure", () => {
    expect(infer(["+8", "–7", "0", "−3"])).toEqual({ type: "number" });
    expect(infer(["12[3]", "45*", "1,234†", "9"])).toEqual({ type: "number" });
    // A lone dash is a blank, not a value.
    expect(infer(["4", "—", "–", "−", "-", "2"])).toEqual({ type: "number" });
  });

  it("reads durations as seconds with the column's form as its unit", () => {
    const times = ["1:47.32", "1:47.90", "2:01.00"];
    const encoding = inferColumn(times, { name: "Time" });
    expect(encoding).toEqual({ type: "number", unit: { kind: "duration", shape: { fields: 2, decimals: 2 } } });
    expect(times.map((v) => TYPE_RULES[3].parse(v, encoding))).toEqual([107.32, 107.9, 121]);
    expect(infer(["1:04:45", "59:12", "—"], { name: "Time (h:m:s)" })).toEqual({ type: "number", unit: { kind: "duration", shape: { fields: 3, decimals: 0 } } });
    // A plain number beside durations says no unit; a clock time under "Kick-off" is no duration.
    expect(infer(["1:47.32", "108"], { name: "Time" }).type).toBe("text");
    expect(infer(["19:30", "20:45"], { name: "Kick-off" }).type).toBe("text");
  });

  it("treats leading zeros as codes, not numbers", () => {
    expect(infer(["00123", "04567"]).type).toBe("text");
  });

  it("decides day/month order per column from the values", () => {
    expect(infer(["03/05/2024", "13/05/2024"])).toEqual({ type: "date", hasTime: false, dateOrder: "dmy" });
    expect(infer(["03/05/2024", "05/13/2024"])).toEqual({ type: "date", hasTime: false, dateOrder: "mdy" });
    expect(infer(["03/05/2024", "04/06/2024"])).toEqual({ type: "date", hasTime: false, dateOrder: "mdy", dateOrderAssumed: true });
    expect(infer(["03.05.2024", "04.06.2024"])).toEqual({ type: "date", hasTime: false, dateOrder: "dmy", dateOrderAssumed: true });
    expect(infer(["03/05/2024", "04/06/2024"], { decimalComma: true }).dateOrder).toBe("dmy");
    expect(infer(["13/05/2024", "05/13/2024"]).type).toBe("text");
  });

  it("reads ISO dates, date-times and month names", () => {
    expect(infer(["2024-01-05", "2024-02-29"])).toEqual({ type: "date", hasTime: false });
    expect(infer(["2024-01-05 10:00", "2024-02-29 11:30"])).toEqual({ type: "date", hasTime: true });
    expect(infer(["Jan 5, 2024", "5 Feb 2024"])).toEqual({ type: "date", hasTime: false });
    expect(infer([new Date(Date.UTC(2024, 0, 5))])).toEqual({ type: "date", hasTime: false });
  });

  it("reads Excel serial numbers as dates only under a date-like name", () => {
    expect(infer(["45292", "45293"], { name: "Order Date" })).toEqual({ type: "date", excelSerial: true, hasTime: false });
    expect(infer([45292.5], { name: "created_at" })).toEqual({ type: "date", excelSerial: true, hasTime: true });
    expect(infer(["45292", "45293"], { name: "Amount" })).toEqual({ type: "number" });
    expect(infer(["12", "45293"], { name: "Date" })).toEqual({ type: "number" });
  });

  it("reads yes/no words and remembers their spelling", () => {
    expect(infer(["Yes", "No", "yes"])).toEqual({ type: "boolean", trueText: "Yes", falseText: "No" });
    expect(infer(["Y", "N"])).toEqual({ type: "boolean", trueText: "Y", falseText: "N" });
    expect(infer([true, false])).toEqual({ type: "boolean" });
    expect(infer(["1", "0"])).toEqual({ type: "number" });
  });

  it("falls back to text, and to empty when nothing is there", () => {
    expect(infer(["North", "South"])).toEqual({ type: "text" });
    expect(infer(["12", "twelve"])).toEqual({ type: "text" });
    expect(infer(["", null, "N/A"])).toEqual({ type: "empty" });
  });

  it("uses workbook number formats as units", () => {
    expect(infer([0.1, 0.25], { format: { percent: true } })).toEqual({ type: "number", unit: { kind: "percent" } });
    expect(infer([10, 20], { format: { currency: "GBP" } })).toEqual({ type: "number", unit: { kind: "currency", code: "GBP" } });
  });
});

describe("value helpers", () => {
  it("knows yes/no words", () => {
    expect(parseBoolean(" TRUE ")).toBe(1);
    expect(parseBoolean("n")).toBe(0);
    expect(parseBoolean("maybe")).toBe(-1);
    expect(parseBoolean("Nein")).toBe(0);
    expect(parseBoolean("oui")).toBe(1);
  });

  it("knows blanks and placeholders", () => {
    expect(isBlank(" \t\u00a0")).toBe(true);
    expect(isBlank(" x ")).toBe(false);
    expect(isPlaceholder("#N/A")).toBe(true);
    expect(isPlaceholder("null")).toBe(true);
    expect(isPlaceholder("—")).toBe(true);
    expect(isPlaceholder("Nancy")).toBe(false);
  });
});
