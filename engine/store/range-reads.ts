// Which byte ranges fetch the chunks a query needs from a stored dataset (format.ts, version 2). Each range read is
// an R2 request in a Worker (~10–30 ms and a subrequest each), so chunks lying next to each other in the file are
// fetched together: a batch's neighbouring columns, and, in a file written in groups (decision 0052), a column's
// chunks of consecutive batches. No byte of a column the query does not need is read, except where a caller asks
// for one read a segment.
import type { StoredSegment } from "./format";

/** Chunks apart by no more than their padding are read together: one request, and no byte of another column. */
const COALESCE_GAP_BYTES = 7;

/**
 * Bytes one range read takes at most when it merges chunks of several batches: a scan holds a few reads at once
 * (store/read.ts readSequence), and a question's isolate has 128 MB in all, well under 64 MB by design.
 */
export const MAX_READ_BYTES = 4 * 1024 * 1024;

/** One byte-range read of a segment: the chunks (by column id) it holds, in file order. */
export interface ChunkRun {
  start: number;
  end: number;
  ids: string[];
}

/**
 * The range reads that fetch the chunks of `ids` in one segment: a run per group of neighbouring chunks, or, with
 * `oneRead`, a single range from the first to the last (reading the other columns' bytes between them, to keep a
 * question over many batches under a Worker's subrequest limit). Columns the segment lacks are left out.
 */
export function chunkRuns(segment: StoredSegment, ids: readonly string[], oneRead = false): ChunkRun[] {
  const present = ids.flatMap((id) => (segment.columns?.[id] ? [{ id, chunk: segment.columns[id] }] : []));
  present.sort((a, b) => a.chunk.offset - b.chunk.offset);
  const runs: ChunkRun[] = [];
  for (const { id, chunk } of present) {
    const last = runs.at(-1);
    if (last && (oneRead || chunk.offset - last.end <= COALESCE_GAP_BYTES)) {
      last.end = chunk.offset + chunk.length;
      last.ids.push(id);
    } else runs.push({ start: chunk.offset, end: chunk.offset + chunk.length, ids: [id] });
  }
  return runs;
}

/** One range read over a run of batches: the chunk runs of each batch it holds (a batch may have several). */
export interface RangeRead {
  start: number;
  end: number;
  pieces: { batch: number; run: ChunkRun }[];
  /** The first batch (by index) it holds: reads are ordered by it, the order a scan needs them in. */
  firstBatch: number;
}

/**
 * The range reads that fetch the chunks of `ids` in the segments `batches`: each segment's chunk runs (chunkRuns),
 * then runs of different batches lying next to each other merged up to `maxBytes` a read. Ordered by the first
 * batch each holds, then by offset.
 */
export function planRangeReads(segments: readonly StoredSegment[], batches: readonly number[], ids: readonly string[], oneRead = false, maxBytes = MAX_READ_BYTES): RangeRead[] {
  const runs = batches.flatMap((batch) => chunkRuns(segments[batch], ids, oneRead).map((run) => ({ batch, run })));
  runs.sort((a, b) => a.run.start - b.run.start || a.batch - b.batch);
  const reads: RangeRead[] = [];
  for (const piece of runs) {
    const last = reads.at(-1);
    const end = Math.max(last?.end ?? 0, piece.run.end);
    if (last && piece.run.start - last.end <= COALESCE_GAP_BYTES && end - last.start <= maxBytes) {
      last.end = end;
      last.pieces.push(piece);
      last.firstBatch = Math.min(last.firstBatch, piece.batch);
    } else reads.push({ start: piece.run.start, end: piece.run.end, pieces: [piece], firstBatch: piece.batch });
  }
  return reads.sort((a, b) => a.firstBatch - b.firstBatch || a.start - b.start);
}
