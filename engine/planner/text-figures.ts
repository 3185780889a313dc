// Precision before coverage (issue #27): a text column whose cells are figures. Tables copied from reports keep
// several figures in one cell ("11\n1\n12": a subtotal per line) or a footnote beside a number, so the column is
// read as text; its values still count something, and "the number of winners" is their figure, not how many
// different cells the column holds.
import type { ColumnEntry } from "./schema-index";

/** A cell that opens with a figure: "17", "2\n1\n3", "1,204 (est.)". */
const FIGURE_CELL = /^[-+]?\d[\d,]*(\.\d+)?(\s|\(|\[|$)/;

/** Share of a column's different values that must be figures for the column to count as figures. */
const FIGURE_SHARE = 0.8;

/**
 * Whether a text column holds figures: all its values known (not cut off), most of them opening with a number,
 * and the semantic layer calls it neither an identifier nor a code (zip codes, "25-34" bands are labels).
 */
export function textHoldsFigures(column: ColumnEntry): boolean {
  if (column.type !== "text" || column.isId || column.meaning.role === "code") return false;
  const values = column.facts?.values;
  const distinct = column.facts?.distinct;
  if (!values || values.length === 0 || (distinct !== undefined && values.length < distinct)) return false;
  const figures = values.filter((v) => FIGURE_CELL.test(v.trim())).length;
  return figures >= FIGURE_SHARE * values.length;
}
