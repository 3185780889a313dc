// How a result column's values are written into a spreadsheet cell: the cell's type and an Excel number
// format that shows the same figure the app's table shows ($1,240,000.50, 38.7%, Mar 2024).
import type { Cell, ResultColumn } from "../execute/result";
import { currencyPrefix, formatDateLabel } from "../format";
import { roundNumber } from "./precision";

const MS_PER_DAY = 86_400_000;
/** Days from Excel's 1900 epoch to 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;

export type SheetCell = { t: "n"; v: number; z?: string } | { t: "s"; v: string } | { t: "b"; v: boolean };

/** An ISO date ("2024-03-01", "2024-03-01T14:30:00") as an Excel date serial (UTC), or null if it is not one. */
export function excelDateSerial(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(iso);
  if (!match) return null;
  const [, y, m, d, hh = "0", mm = "0", ss = "0"] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
  return ms / MS_PER_DAY + EXCEL_EPOCH_OFFSET;
}

function dateFormat(column: ResultColumn): string {
  const format = column.format.kind === "date" ? column.format : undefined;
  switch (format?.bucket) {
    case "year":
      return "yyyy";
    case "month":
      return "mmm yyyy";
    case "week":
      return '"Week of "d mmm yyyy';
    default:
      return format?.hasTime ? "mmm d, yyyy hh:mm" : "mmm d, yyyy";
  }
}

/** Decimals that show every value of a plain-number column as the app does (≥ 100: 1, ≥ 1: 2, else 3). */
function decimalsFor(values: Cell[]): number {
  let decimals = 0;
  for (const v of values) {
    if (typeof v !== "number" || Number.isInteger(v)) continue;
    const abs = Math.abs(v);
    decimals = Math.max(decimals, abs >= 100 ? 1 : abs >= 1 ? 2 : 3);
  }
  return decimals;
}

function grouped(decimals: number): string {
  return decimals > 0 ? `#,##0.${"0".repeat(decimals)}` : "#,##0";
}

/** The number format for a numeric column, given its values (they decide a plain number's decimals). */
export function numberFormat(column: Pick<ResultColumn, "format">, values: Cell[]): string {
  const format = column.format;
  switch (format.kind) {
    case "currency": {
      // Excel wants literal text in quotes: "$"#,##0.00 or "CHF "#,##0.00.
      const prefix = currencyPrefix(format.code).replaceAll('"', "");
      // As the answer table (formatNumber, not compact): every amount with its cents.
      return prefix ? `"${prefix}"${grouped(2)}` : grouped(2);
    }
    case "percent":
      return "0.0%";
    case "integer":
      return "#,##0";
    case "number":
      // An identifier as written (10245, not 10,245).
      return format.identifier ? "0" : grouped(decimalsFor(values));
    default:
      return grouped(decimalsFor(values));
  }
}

/**
 * One cell for the sheet, typed: numbers stay numbers with the column's format, dates become Excel dates,
 * booleans booleans. Quarter buckets are written as their label ("Q3 2024"): no Excel date format says
 * "quarter". Returns null for a missing value (the cell stays empty).
 */
export function sheetCell(cell: Cell, column: ResultColumn, format: string | undefined): SheetCell | null {
  if (cell === null) return null;
  if (typeof cell === "boolean") return { t: "b", v: cell };
  // The cell holds the figure at its column's precision, not a sum's float noise (1098295.4699999988).
  if (typeof cell === "number") return { t: "n", v: roundNumber(cell, column.format), z: format };
  if (column.format.kind === "date") {
    const bucket = column.format.bucket;
    const serial = bucket === "quarter" || bucket === "weekday" ? null : excelDateSerial(cell);
    if (serial !== null) return { t: "n", v: serial, z: dateFormat(column) };
    return { t: "s", v: formatDateLabel(cell, bucket, column.format.hasTime) };
  }
  return { t: "s", v: cell };
}
