import { describe, expect, it } from "vitest";
import type { ResultColumn } from "../execute/result";
import { excelDateSerial, numberFormat, sheetCell } from "./excel-format";

const column = (format: ResultColumn["format"], type: ResultColumn["type"] = "number"): ResultColumn => ({ id: "c", name: "C", role: "measure", type, format });

describe("spreadsheet cells", () => {
  it("formats currency as the answer table does: every amount with its cents", () => {
    expect(numberFormat(column({ kind: "currency", code: "USD" }), [1200, 45_000])).toBe('"$"#,##0.00');
    expect(numberFormat(column({ kind: "currency", code: "USD" }), [1200, 52])).toBe('"$"#,##0.00');
    expect(numberFormat(column({ kind: "currency", code: "CHF" }), [1.5])).toBe('"CHF "#,##0.00');
    expect(numberFormat(column({ kind: "number" }), [1516.5028, 3])).toBe("#,##0.0");
    expect(numberFormat(column({ kind: "number" }), [0.12345])).toBe("#,##0.000");
  });

  it("writes dates as Excel serials, quarters and weekdays as their labels", () => {
    expect(excelDateSerial("1970-01-01")).toBe(25_569);
    expect(excelDateSerial("2024-03-01T12:00:00")).toBe(45_352.5);
    expect(sheetCell("2024-07-01", column({ kind: "date", bucket: "quarter" }, "date"), undefined)).toEqual({ t: "s", v: "Q3 2024" });
    expect(sheetCell("Monday", column({ kind: "date", bucket: "weekday" }, "date"), undefined)).toEqual({ t: "s", v: "Monday" });
    expect(sheetCell(null, column({ kind: "number" }), "#,##0")).toBeNull();
    expect(sheetCell(true, column({ kind: "boolean" }, "boolean"), undefined)).toEqual({ t: "b", v: true });
  });
});
