// The one loop over a dataset's batches: check each batch against the schema, apply the filters,
// hand the surviving rows (mask = 1) to the caller. Buffers are reused across batches.
import type { ColumnSchema, Dataset } from "../types";
import { ExecuteError } from "../plan/errors";
import type { CompiledFilter } from "./filters";
import type { Batch } from "../types";
import { scratchUint8 } from "./scratch";

/**
 * Visits every batch with its filter mask. `columns` are the columns the query reads (the only ones a stored
 * dataset decodes): each batch must carry them with the schema's type. Returns the number of rows scanned.
 */
export async function scanFiltered(
  dataset: Dataset,
  columns: readonly ColumnSchema[],
  filters: readonly CompiledFilter[],
  visit: (batch: Batch, mask: Uint8Array) => void,
): Promise<number> {
  let total = 0;
  for await (const batch of dataset.batches(columns.map((c) => c.id))) {
    for (const column of columns) {
      const data = batch.columns[column.id];
      if (!data || data.type !== column.type)
        throw new ExecuteError("bad_dataset", `The stored data does not match its description: column '${column.name}' is ${data ? `${data.type}, not ${column.type}` : "missing"}.`);
    }
    const mask = scratchUint8("scan.mask", batch.length);
    mask.fill(1, 0, batch.length);
    for (const filter of filters) filter.apply(batch, mask);
    visit(batch, mask);
    total += batch.length;
  }
  return total;
}

/** The largest date of each column (undefined when a column holds no dates), in one pass. */
export async function latestDates(dataset: Dataset, columns: readonly ColumnSchema[]): Promise<Map<string, number | undefined>> {
  const latest = new Map<string, number>();
  if (columns.length === 0) return new Map();
  for await (const batch of dataset.batches(columns.map((c) => c.id))) {
    for (const column of columns) {
      const data = batch.columns[column.id];
      if (!data || data.type !== "date") throw new ExecuteError("bad_dataset", `The stored data does not match its description: column '${column.name}' is not a date column.`);
      let max = latest.get(column.id) ?? -Infinity;
      const values = data.values;
      for (let i = 0; i < batch.length; i++) if (values[i] > max) max = values[i];
      latest.set(column.id, max);
    }
  }
  return new Map(columns.map((c) => [c.id, latest.get(c.id) !== undefined && latest.get(c.id)! > -Infinity ? latest.get(c.id) : undefined]));
}
