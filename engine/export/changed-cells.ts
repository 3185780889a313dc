// The cells every report format highlights in a table run on a newer file: the figures that changed, and every
// cell of a row the previous file did not have.
import type { ResultTable } from "../execute/result";
import type { TableComparison } from "../rerun/compare-tables";

/** "row:column" keys of the cells to highlight. */
export function changedCells(table: ResultTable, changes: TableComparison): Set<string> {
  const cells = new Set(changes.changed.map((c) => `${c.row}:${c.column}`));
  for (const row of changes.addedRows) table.columns.forEach((_, column) => cells.add(`${row}:${column}`));
  return cells;
}
