// One cell of a result table as text, by its column's format.
import type { Cell, ResultColumn } from "../execute/result";
import { formatDateLabel } from "./date";
import { type NumberStyle, formatNumber } from "./number";

/** A readable label for a cell: dates at their bucket's precision, numbers by format, blanks as "(blank)". */
export function formatCell(cell: Cell, column: Pick<ResultColumn, "format">, style: NumberStyle = {}): string {
  if (cell === null) return "(blank)";
  if (typeof cell === "boolean") return cell ? "Yes" : "No";
  if (typeof cell === "number") return formatNumber(cell, column.format, style);
  if (column.format.kind === "date") return formatDateLabel(cell, column.format.bucket, column.format.hasTime);
  return cell;
}
