// What plans will read of a stored dataset, worked out before they run, so a caller can tell whether a question fits
// the work one request may do. Each plan is executed over the dataset's batch statistics with every batch it asks
// for replaced by an empty one of the same columns: the same scan (scan.ts) decides which batches are skipped or
// taken from their figures, and each batch it would read is counted against the footer — rows, values, bytes and
// byte-range reads as read.ts makes them. No stored byte is read.
import { missingColumn } from "../store/convert";
import { chunkRuns, type StoredDataset } from "../store/read";
import { planRangeReads } from "../store/range-reads";
import type { Batch, BatchSequence, ColumnData, Dataset } from "../types";
import { PlanError } from "../plan/errors";
import { type ExecuteOptions, executePlan } from "./execute-plan";

export interface ReadEstimate {
  /** Batches read (neither skipped by a filter nor taken from their figures), summed over the plans. */
  batches: number;
  rows: number;
  /** Rows × columns decoded: what a scan's CPU time grows with. */
  values: number;
  bytes: number;
  /** Byte-range reads (each an R2 request in a Worker), neighbouring chunks merged as read.ts merges them (across batches too). */
  rangeReads: number;
  /** The same when each segment is read in one range (openStoredDataset's oneReadPerSegment). */
  rangeReadsOnePerSegment: number;
  /**
   * false when a plan could not run over the figures alone (e.g. a relative date range on a column without
   * figures): that plan is counted as reading every column of every batch, an upper bound.
   */
  exact: boolean;
}

type Tally = Omit<ReadEstimate, "exact">;

function emptyBatch(dataset: StoredDataset, ids: readonly string[]): Batch {
  const types = new Map(dataset.schema.columns.map((c) => [c.id, c.type]));
  const columns: Record<string, ColumnData> = {};
  for (const id of ids) {
    const type = types.get(id);
    if (type) columns[id] = missingColumn(type, 0);
  }
  return { length: 0, columns };
}

/** Adds batch `index` read for columns `ids` to the tally (rows, values, bytes; reads when read on its own). */
function count(dataset: StoredDataset, tally: Tally, index: number, ids: readonly string[], alone = true): void {
  const segment = dataset.footer.segments[index];
  tally.batches += 1;
  tally.rows += segment.rows;
  tally.values += segment.rows * ids.length;
  if (!segment.columns) {
    // Version 1: the whole segment in one read.
    tally.bytes += segment.length;
    tally.rangeReads += 1;
    tally.rangeReadsOnePerSegment += 1;
    return;
  }
  for (const id of ids) tally.bytes += segment.columns[id]?.length ?? 0;
  if (!alone) return;
  const runs = chunkRuns(segment, ids);
  tally.rangeReads += runs.length;
  tally.rangeReadsOnePerSegment += Math.min(1, runs.length);
}

/** Adds batches `indices` read in one sequence (IndexedBatches.sequence) for columns `ids`: its range reads as planned. */
function countSequence(dataset: StoredDataset, tally: Tally, indices: readonly number[], ids: readonly string[]): void {
  for (const index of indices) count(dataset, tally, index, ids, false);
  const { maxReadBytes } = dataset.options;
  tally.rangeReads += planRangeReads(dataset.footer.segments, indices, ids, false, maxReadBytes).length;
  tally.rangeReadsOnePerSegment += planRangeReads(dataset.footer.segments, indices, ids, true, maxReadBytes).length;
}

/** The dataset as the plans see it, with every read counted and answered by an empty batch. */
function counting(dataset: StoredDataset, tally: Tally): Dataset {
  const all = dataset.schema.columns.map((c) => c.id);
  const read = async (index: number, ids: readonly string[] = all) => {
    count(dataset, tally, index, ids);
    return emptyBatch(dataset, ids);
  };
  const sequence = (indices: readonly number[], ids: readonly string[]): BatchSequence | undefined => {
    if (!dataset.readsInSequence(ids)) return undefined;
    countSequence(dataset, tally, indices, ids);
    return { next: async () => ({ batch: emptyBatch(dataset, ids), release: () => undefined }) };
  };
  const indices = dataset.footer.segments.map((_, i) => i);
  return {
    schema: dataset.schema,
    ...(dataset.indexed ? { indexed: { stats: dataset.indexed.stats, read, sequence } } : {}),
    async *batches(ids: readonly string[] = all) {
      if (dataset.readsInSequence(ids)) countSequence(dataset, tally, indices, ids);
      for (const b of indices) yield dataset.readsInSequence(ids) ? emptyBatch(dataset, ids) : await read(b, ids);
    },
  };
}

/** What running each of `plans` over `dataset` reads, summed (a dataset's decoded-column cache is not counted on). */
export async function estimateRead(dataset: StoredDataset, plans: readonly unknown[], options: ExecuteOptions = {}): Promise<ReadEstimate> {
  const total: Tally = { batches: 0, rows: 0, values: 0, bytes: 0, rangeReads: 0, rangeReadsOnePerSegment: 0 };
  let exact = true;
  const all = dataset.schema.columns.map((c) => c.id);
  for (const plan of plans) {
    const tally: Tally = { batches: 0, rows: 0, values: 0, bytes: 0, rangeReads: 0, rangeReadsOnePerSegment: 0 };
    try {
      await executePlan(counting(dataset, tally), plan, options);
    } catch (error) {
      // A plan the engine refuses as invalid stops before it reads anything.
      if (error instanceof PlanError) continue;
      exact = false;
      for (const key of Object.keys(tally) as (keyof Tally)[]) tally[key] = 0;
      Object.assign(tally, fullRead(dataset, all));
    }
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
  }
  return { ...total, exact };
}

function fullRead(dataset: StoredDataset, ids: readonly string[]): Tally {
  const tally: Tally = { batches: 0, rows: 0, values: 0, bytes: 0, rangeReads: 0, rangeReadsOnePerSegment: 0 };
  if (ids.length === 0) return tally;
  const indices = dataset.footer.segments.map((_, i) => i);
  if (dataset.readsInSequence(ids)) countSequence(dataset, tally, indices, ids);
  else for (const b of indices) count(dataset, tally, b, ids);
  return tally;
}

/** What reading columns `ids` of every batch reads (a pass over the whole file, such as the planner's facts). */
export function estimateFullRead(dataset: StoredDataset, ids: readonly string[]): ReadEstimate {
  return { ...fullRead(dataset, ids), exact: true };
}
