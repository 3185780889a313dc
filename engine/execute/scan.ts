// The one loop over a dataset's batches: check each batch against the schema, apply the filters,
// hand the surviving rows (mask = 1) to the caller. Buffers are reused across batches.
// A stored dataset with batch statistics (Dataset.indexed) is not read where the figures decide: a batch a
// filter removes whole is counted for that filter and skipped; one every filter keeps whole may be taken
// from its figures by the caller (`whole`). Either way the answer and its account of rows are a full scan's.
// The batches to read are known from the figures beforehand, so their reads run a few batches ahead of the work.
import { missingColumn } from "../store/convert";
import type { BatchStats, ColumnData, ColumnSchema, Dataset, LentBatch } from "../types";
import { ExecuteError } from "../plan/errors";
import type { CompiledFilter } from "./filters";
import type { Batch } from "../types";
import { scratchUint8 } from "./scratch";
import { READ_AHEAD_BATCHES } from "../store/read";

function checked(batch: Batch, columns: readonly ColumnSchema[]): Batch {
  for (const column of columns) {
    const data = batch.columns[column.id];
    if (!data || data.type !== column.type)
      throw new ExecuteError("bad_dataset", `The stored data does not match its description: column '${column.name}' is ${data ? `${data.type}, not ${column.type}` : "missing"}.`);
  }
  return batch;
}

/** A batch of no rows with the columns' types: what a skipped batch's visit sees (all its rows filtered out). */
function emptyBatch(columns: readonly ColumnSchema[]): Batch {
  const data: Record<string, ColumnData> = {};
  for (const column of columns) data[column.id] = missingColumn(column.type, 0);
  return { length: 0, columns: data };
}

/**
 * Where the filters leave a batch, from its figures: the index of the filter that removes every row the filters
 * before it keep (they keep all), "all" when every filter keeps every row, "read" when only its values tell.
 */
function verdictOf(filters: readonly CompiledFilter[], stats: BatchStats): number | "all" | "read" {
  for (let k = 0; k < filters.length; k++) {
    const verdict = filters[k].decide(stats.columns[filters[k].column.id], stats.rows);
    if (verdict === "none") return k;
    if (verdict === "some") return "read";
  }
  return "all";
}

export interface ScanOptions {
  /**
   * A batch every filter keeps whole, offered by its figures before it is read: the update that takes it from
   * them (the batch is then not read), or undefined to read it. Asked before the scan starts, so it must not
   * change anything itself; the update runs in batch order, between the visits of the batches around it.
   */
  whole?: (stats: BatchStats) => (() => void) | undefined;
}

/** Batches read ahead of the one being visited (see store/read.ts, where the sequences of reads use it too). */
export { READ_AHEAD_BATCHES } from "../store/read";

/** What the scan does with one stored batch, decided from its figures alone before anything is read. */
type BatchStep = { skip: number } | { take: () => void } | { read: number };

/**
 * Visits every batch with its filter mask. `columns` are the columns the query reads (the only ones a stored
 * dataset decodes): each batch must carry them with the schema's type. Returns the number of rows scanned.
 */
export async function scanFiltered(
  dataset: Dataset,
  columns: readonly ColumnSchema[],
  filters: readonly CompiledFilter[],
  visit: (batch: Batch, mask: Uint8Array) => void,
  options: ScanOptions = {},
): Promise<number> {
  const ids = columns.map((c) => c.id);
  let total = 0;
  const filtered = (batch: Batch) => {
    const mask = scratchUint8("scan.mask", batch.length);
    mask.fill(1, 0, batch.length);
    for (const filter of filters) filter.apply(batch, mask);
    visit(batch, mask);
    total += batch.length;
  };
  const indexed = dataset.indexed;
  if (!indexed) {
    for await (const batch of dataset.batches(ids)) filtered(checked(batch, columns));
    return total;
  }
  // Every batch's step is known from the figures before the first read, so the reads can run ahead of the visits;
  // the visits (and the figures' updates) still go in batch order, so the answer is the same to the bit.
  const steps: BatchStep[] = indexed.stats.map((stats, b) => {
    const verdict = verdictOf(filters, stats);
    if (typeof verdict === "number") return { skip: verdict };
    const take = verdict === "all" ? options.whole?.(stats) : undefined;
    return take ? { take } : { read: b };
  });
  const reads = steps.flatMap((step) => ("read" in step ? [step.read] : []));
  // A lent batch's memory goes back to the reader once its visit is done (the visits keep nothing of a batch), so
  // the reads of later batches reuse it: what the scan holds is bounded by the batches read ahead, not the file.
  const lend = (index: number): Promise<LentBatch> => (indexed.lend ? indexed.lend(index, ids) : indexed.read(index, ids).then((batch) => ({ batch, release: () => undefined })));
  // A big stored file hands the batches out in one sequence of reads, each of which may hold several batches' chunks.
  const sequence = reads.length > 0 ? indexed.sequence?.(reads, ids) : undefined;
  const pending = new Map<number, Promise<LentBatch>>();
  let next = 0;
  const readAhead = () => {
    if (sequence) return;
    for (; next < reads.length && pending.size < READ_AHEAD_BATCHES; next++) {
      const read = lend(reads[next]);
      // A read left pending when a visit throws must not become an unhandled rejection; it is awaited below otherwise.
      read.catch(() => undefined);
      pending.set(reads[next], read);
    }
  };
  for (let b = 0; b < steps.length; b++) {
    const step = steps[b];
    const stats = indexed.stats[b];
    if ("skip" in step) {
      const filter = filters[step.skip];
      filter.skip(stats.rows, stats.columns[filter.column.id]!.nulls);
      visit(emptyBatch(columns), scratchUint8("scan.mask", 0));
      total += stats.rows;
      continue;
    }
    if ("take" in step) {
      step.take();
      total += stats.rows;
      continue;
    }
    readAhead();
    const read = sequence ? sequence.next() : pending.get(b)!;
    pending.delete(b);
    const { batch, release } = await read;
    readAhead();
    filtered(checked(batch, columns));
    release();
  }
  return total;
}

/**
 * The largest date of each column (undefined when a column holds no dates), in one pass — from the batch
 * statistics alone when every batch has them for the column.
 */
export async function latestDates(dataset: Dataset, columns: readonly ColumnSchema[]): Promise<Map<string, number | undefined>> {
  const latest = new Map<string, number>();
  const stats = dataset.indexed?.stats;
  const scanned = columns.filter((column) => {
    if (!stats?.every((batch) => batch.columns[column.id])) return true;
    let max = -Infinity;
    for (const batch of stats) if (batch.columns[column.id].max! > max) max = batch.columns[column.id].max!;
    latest.set(column.id, max);
    return false;
  });
  if (scanned.length > 0)
    for await (const batch of dataset.batches(scanned.map((c) => c.id))) {
      for (const column of scanned) {
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
