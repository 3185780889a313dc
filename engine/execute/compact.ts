// Gathers a batch's filtered rows into dense columns, so group keys and measures after a filter loop over
// the rows kept only, with no mask test per row. A test whose outcome is random (a filter keeping a tenth
// of the rows in file order) costs a mispredicted branch on most kept rows; a gather has none.
import type { Batch, ColumnData, ColumnSchema } from "../types";
import { scratchFloat64, scratchInt32, scratchUint8 } from "./scratch";

/** Row numbers of the rows with mask 1, in order; returns how many. Without a branch per row. */
function keptRows(mask: Uint8Array, length: number, rows: Int32Array): number {
  let kept = 0;
  for (let i = 0; i < length; i++) {
    rows[kept] = i;
    kept += mask[i];
  }
  return kept;
}

function gather<T extends Float64Array | Int32Array | Uint8Array>(from: T, rows: Int32Array, kept: number, into: T): T {
  for (let k = 0; k < kept; k++) into[k] = from[rows[k]];
  return into.subarray(0, kept) as T;
}

function gatherColumn(data: ColumnData, rows: Int32Array, kept: number, slot: number): ColumnData {
  const name = `compact.${slot}`;
  switch (data.type) {
    case "number":
    case "date":
      return { type: data.type, values: gather(data.values, rows, kept, scratchFloat64(name, kept)) };
    case "boolean":
      return { type: "boolean", values: gather(data.values, rows, kept, scratchUint8(name, kept)) };
    case "text":
      // Codes are gathered; the dictionary is the batch's own, so per-dictionary tables still apply.
      return { type: "text", codes: gather(data.codes, rows, kept, scratchInt32(name, kept)), dictionary: data.dictionary };
  }
}

/**
 * The rows of `batch` with mask 1 (`kept` of them), holding only `columns`. The columns live in shared
 * scratch arrays: valid until the next call, within one batch's synchronous work.
 */
export function compactBatch(batch: Batch, mask: Uint8Array, kept: number, columns: readonly ColumnSchema[]): Batch {
  const rows = scratchInt32("compact.rows", batch.length);
  if (keptRows(mask, batch.length, rows) !== kept) throw new RangeError("the mask does not hold the rows counted");
  const out: Batch = { length: kept, columns: {} };
  columns.forEach((column, slot) => {
    const data = batch.columns[column.id];
    if (!data) throw new RangeError(`batch lacks column '${column.id}'`);
    out.columns[column.id] = gatherColumn(data, rows, kept, slot);
  });
  return out;
}
