// A result table as JSON for other programs: typed values stay typed (numbers are numbers, dates ISO
// strings, booleans booleans, missing values null), with each column's type and display format.
import type { Cell, ResultTable, ValueFormat } from "../execute/result";
import type { ColumnType } from "../types";
import { formatCell } from "../format";
import { roundCell } from "./precision";

interface JsonColumn {
  id: string;
  name: string;
  type: ColumnType;
  format: ValueFormat;
}

export interface TableJson {
  columns: JsonColumn[];
  /** One object per row, keyed by column id: numbers at their column's precision. */
  rows: Record<string, Cell>[];
  /** The same rows as the app's table shows them ("$1,240,000.50", "38.7%", "Mar 2024"), for people and labels. */
  display: Record<string, string>[];
  /** The true number of result rows; `rows` may hold fewer when `truncated`. */
  rowCount: number;
  truncated: boolean;
}

/** The table as a plain object (see `TableJson`). */
export function tableToJsonValue(table: ResultTable): TableJson {
  const ids = table.columns.map((c) => c.id);
  return {
    columns: table.columns.map(({ id, name, type, format }) => ({ id, name, type, format })),
    rows: table.rows.map((row) => Object.fromEntries(ids.map((id, i) => [id, roundCell(row[i] ?? null, table.columns[i].format)]))),
    display: table.rows.map((row) => Object.fromEntries(ids.map((id, i) => [id, formatCell(row[i] ?? null, table.columns[i], { compact: false })]))),
    rowCount: table.rowCount,
    truncated: table.truncated,
  };
}

/** The table as JSON text, indented for people opening the file. */
export function tableToJson(table: ResultTable): string {
  return `${JSON.stringify(tableToJsonValue(table), null, 2)}\n`;
}
