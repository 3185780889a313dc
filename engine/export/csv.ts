// A result table as CSV (RFC 4180): comma-separated, CRLF line ends, fields quoted when they hold a
// comma, quote or line break. Text that a spreadsheet would run as a formula is defused.
import type { Cell, ResultColumn, ResultTable } from "../execute/result";
import { formatCell } from "../format";
import { roundCell } from "./precision";

export interface CsvOptions {
  /**
   * "raw" (default): the values themselves (1240000.5, 0.387, "2024-03-01"), numbers at their column's precision,
   * so pandas and any locale's spreadsheet read numbers. "display": figures as the app's answer table shows them
   * ("$1,240,000.50", "38.7%", "Mar 2024").
   */
  values?: "display" | "raw";
  /** Start with a UTF-8 byte order mark, which Excel needs to read accents and currency symbols. Default false. */
  bom?: boolean;
}

/** The UTF-8 byte order mark Excel needs to read accents and currency symbols. */
export const BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;
// OWASP's list: a spreadsheet treats a cell starting with one of these as a formula (tab and CR too).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A field as written: text that opens like a formula gets a leading apostrophe (shown by spreadsheets as
 * plain text, and visible to anyone reading the file), then RFC 4180 quoting.
 */
export function csvField(text: string, { defuse }: { defuse: boolean }): string {
  const safe = defuse && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cellText(cell: Cell, column: ResultColumn, values: "display" | "raw"): string {
  if (cell === null) return "";
  if (values === "raw") return String(cell);
  return formatCell(cell, column, { compact: false });
}

/** The CSV header line (no line end) for these columns. */
export function csvHeaderLine(columns: readonly ResultColumn[]): string {
  return columns.map((c) => csvField(c.name, { defuse: true })).join(",");
}

/** One CSV line (no line end) per row of `rows`. */
export function csvRowLines(columns: readonly ResultColumn[], rows: readonly Cell[][], values: "display" | "raw" = "display"): string[] {
  return rows.map((row) =>
    columns
      .map((column, i) => {
        const cell = row[i] ?? null;
        // Figures the engine computed ("-$1,500.00", -0.05) are not formulas; only text from the data can be.
        return csvField(cellText(cell, column, values), { defuse: typeof cell === "string" });
      })
      .join(","),
  );
}

/** The table as CSV text: a header row of column names, then one line per row. */
export function tableToCsv(table: ResultTable, options: CsvOptions = {}): string {
  const values = options.values ?? "raw";
  // Computed figures lose their float noise (1098295.4699999988 → 1098295.47); display text is already rounded.
  const rows = values === "raw" ? table.rows.map((row) => row.map((cell, i) => roundCell(cell, table.columns[i].format))) : table.rows;
  const lines = [csvHeaderLine(table.columns), ...csvRowLines(table.columns, rows, values)];
  return (options.bom ? BOM : "") + lines.join("\r\n") + "\r\n";
}
