// Columns that name things rather than measure them (order ids, product codes, postcodes): cleaning never
// changes their values, fills them, caps them or merges them.
import { namesIdentifier } from "../semantic/label-number";
import type { ColumnSchema } from "../types";
import type { Cell } from "./table";

/** Rows needed before "every value is different" says a column is an identifier. */
const DISTINCT_EVIDENCE_ROWS = 20;

/**
 * True when `column` identifies rows or things: its id or name says so ("order_id", "Product code", "ZIP"),
 * or every value is different and it reads like a label: single-word text ("INV-0042"), or whole numbers packed
 * into a range not much wider than their count (1…500 for 500 rows), as running numbers are.
 */
export function isIdentifierColumn(column: ColumnSchema, values: readonly Cell[]): boolean {
  if (namesIdentifier(column)) return true;
  if (column.type !== "number" && column.type !== "text") return false;
  const seen = new Set<Cell>();
  let present = 0;
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value === null) continue;
    if (typeof value === "number") {
      if (!Number.isInteger(value)) return false;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
    if (typeof value === "string" && /\s/.test(value.trim())) return false;
    if (seen.has(value)) return false;
    seen.add(value);
    present++;
  }
  if (present < DISTINCT_EVIDENCE_ROWS) return false;
  return column.type === "text" || high - low < present * 2;
}
