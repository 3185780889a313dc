// Cells that list several short marks ("Q, CR", "NR; Q" in a Notes column): a value asked for ("how many
// swimmers have Q") is held by those cells too, so a filter on the value alone would miss their rows and count
// too few (issue #27). The filter takes every cell of the column that lists the value among such marks.
import type { Filter, Scalar } from "../plan/schema";
import type { ColumnEntry } from "./schema-index";

/** Marks are short codes without spaces: "Q", "CR", "=3", "WR". Longer items are words or names ("Smith, John"). */
const MARK = /^\S{1,4}$/;

/** The items of a cell listing marks ("Q, CR" → Q, CR); undefined for a cell that is one value or lists other things. */
function marksOf(cell: string): string[] | undefined {
  const items = cell.split(/\s*[,;]\s*/);
  return items.length >= 2 && items.every((item) => MARK.test(item)) ? items : undefined;
}

/** Cells of the column, other than the values asked, that list one of them among other marks. */
export function cellsListingValues(column: ColumnEntry, asked: readonly Scalar[]): string[] {
  const cells = column.facts?.values;
  if (!cells || column.type !== "text") return [];
  const wanted = new Set(asked.filter((v): v is string => typeof v === "string" && MARK.test(v)));
  if (wanted.size === 0) return [];
  return cells.filter((cell) => !wanted.has(cell) && (marksOf(cell) ?? []).some((item) => wanted.has(item)));
}

/** An equality filter (or its negation) widened to the cells that list the value among other marks. */
export function withListingCells(filter: Filter, column: ColumnEntry): { filter: Filter; cells: string[] } {
  const asked = filter.op === "eq" || filter.op === "neq" ? [filter.value] : filter.op === "in" || filter.op === "not_in" ? filter.values : [];
  const cells = cellsListingValues(column, asked);
  if (cells.length === 0) return { filter, cells };
  const values = [...asked, ...cells];
  const negated = filter.op === "neq" || filter.op === "not_in";
  return { filter: negated ? { column: filter.column, op: "not_in", values } : { column: filter.column, op: "in", values }, cells };
}
