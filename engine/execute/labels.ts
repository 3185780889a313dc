// A result row's group as a short label for sentences and charts: "North", "Mar 2024", "North · Laptop".
import { formatCell } from "../format/cell";
import type { Cell, ResultColumn } from "./result";

export function rowLabel(cells: readonly Cell[], groupColumns: readonly ResultColumn[]): string {
  return cells.map((cell, k) => formatCell(cell, groupColumns[k], { compact: false })).join(" · ");
}
