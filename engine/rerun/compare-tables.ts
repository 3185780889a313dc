// A report run again on a newer file: which figures of each answer table differ from the previous file's.
// Rows are matched by their group keys ("North", "Mar 2024"), a total by being the one row, listed rows by
// their place; a cell differs when its value does (numbers beyond rounding noise).
import type { Cell, ResultColumn, ResultTable } from "../execute/result";
import { rowLabel } from "../execute/labels";
import { formatCell } from "../format/cell";

export interface ChangedCell {
  /** Row and column index in the new table. */
  row: number;
  column: number;
  /** The value the previous file gave. */
  previous: Cell;
}

export interface TableComparison {
  changed: ChangedCell[];
  /** Rows of the new table with no counterpart in the previous one (a new region, a new month). */
  addedRows: number[];
  /** Labels of the previous table's rows the new one no longer has. */
  removedRows: string[];
}

const keyColumns = (table: ResultTable) => table.columns.flatMap((c, i) => (c.role === "group" ? [i] : []));

function rowKeys(table: ResultTable): string[] {
  const keys = keyColumns(table);
  // Listed rows (a rows plan) have no key but their place.
  if (keys.length === 0 && table.columns.every((c) => c.role === "column")) return table.rows.map((_, i) => `#${i}`);
  return table.rows.map((row) => JSON.stringify(keys.map((k) => row[k])));
}

function differs(a: Cell, b: Cell): boolean {
  if (typeof a === "number" && typeof b === "number") {
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) !== Number.isNaN(b);
    return Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  }
  return a !== b;
}

/** Compares `next` (the new file's table) with `previous` (the same plan on the previous file). */
export function compareTables(previous: ResultTable, next: ResultTable): TableComparison {
  const previousRows = new Map<string, Cell[]>();
  rowKeys(previous).forEach((key, i) => previousRows.has(key) || previousRows.set(key, previous.rows[i]));
  const columnIn = new Map(previous.columns.map((c, i) => [c.id, i]));
  const keys = new Set(keyColumns(next));
  const changed: ChangedCell[] = [];
  const addedRows: number[] = [];
  const seen = new Set<string>();
  rowKeys(next).forEach((key, row) => {
    const before = previousRows.get(key);
    seen.add(key);
    if (!before) {
      addedRows.push(row);
      return;
    }
    next.columns.forEach((c, column) => {
      const at = columnIn.get(c.id);
      if (keys.has(column) || at === undefined) return;
      if (differs(next.rows[row][column], before[at])) changed.push({ row, column, previous: before[at] });
    });
  });
  const previousKeys = keyColumns(previous).map((k) => previous.columns[k]);
  const removedRows = rowKeys(previous).flatMap((key, i) =>
    seen.has(key) ? [] : [previousKeys.length > 0 ? rowLabel(previousKeys.map((c) => previous.rows[i][previous.columns.indexOf(c)]), previousKeys) : `Row ${i + 1}`],
  );
  return { changed, addedRows, removedRows };
}

const cellText = (cell: Cell, column: ResultColumn) => formatCell(cell, column, { compact: false });

/**
 * The comparison in a few lines for people: "North · Total Revenue: $610.00 (was $530.00)", then the rows that are new
 * or gone; at most `max` figure lines, the rest counted. Listed rows (no group keys) are counted, not listed.
 */
export function describeChanges(next: ResultTable, comparison: TableComparison, max = 6): string[] {
  const { changed, addedRows, removedRows } = comparison;
  if (changed.length === 0 && addedRows.length === 0 && removedRows.length === 0) return ["No figure changed."];
  const keys = keyColumns(next).map((k) => next.columns[k]);
  if (keys.length === 0 && next.rows.length > 1) {
    // Listed rows are compared by place: a count says more than cell after cell of a reshuffled list.
    const rows = new Set(changed.map((c) => c.row)).size;
    const lines = [`${rows} of the ${(next.rows.length - addedRows.length).toLocaleString("en-US")} rows in both files differ.`];
    if (addedRows.length > 0) lines.push(`${addedRows.length.toLocaleString("en-US")} more ${addedRows.length === 1 ? "row" : "rows"} than before.`);
    if (removedRows.length > 0) lines.push(`${removedRows.length.toLocaleString("en-US")} fewer ${removedRows.length === 1 ? "row" : "rows"} than before.`);
    return lines;
  }
  const label = (row: number) => (keys.length > 0 ? `${rowLabel(keys.map((c) => next.rows[row][next.columns.indexOf(c)]), keys)} · ` : "");
  const lines = changed.slice(0, max).map(({ row, column, previous }) => {
    const c = next.columns[column];
    return `${label(row)}${c.name}: ${cellText(next.rows[row][column], c)} (was ${cellText(previous, c)})`;
  });
  if (changed.length > max) lines.push(`… and ${changed.length - max} more changed ${changed.length - max === 1 ? "figure" : "figures"}.`);
  const list = (labels: string[]) => (labels.length > 5 ? `${labels.slice(0, 5).join(", ")} and ${labels.length - 5} more` : labels.join(", "));
  if (addedRows.length > 0) lines.push(`New in this file: ${list(addedRows.map((r) => label(r).replace(/ · $/, "")))}.`);
  if (removedRows.length > 0) lines.push(`No longer in this file: ${list(removedRows)}.`);
  return lines;
}
