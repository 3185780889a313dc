// Statistics of one column of one stored batch, written at ingest into the footer (format version 2): a query
// skips a batch its filters exclude, and an ungrouped total, count, mean, minimum or maximum takes a batch that
// its filters keep whole from these figures without reading it. The sum is computed by `sumPresent`, the
// same function the executor's total uses, so an answer from statistics equals a scanned one bit for bit.
import { BOOLEAN_MISSING, type ColumnData, type ColumnStats, TEXT_MISSING } from "../types";

/** Rows per block of a sum: small enough that a block with a missing value is cheap to redo. */
const SUM_BLOCK = 4_096;

/**
 * The sum of values[start…end), NaN when one is missing. Eight running sums let the additions overlap
 * instead of each waiting for the one before (a float addition takes several cycles): 3× a single loop.
 */
function sumBlock(values: Float64Array, start: number, end: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let s5 = 0;
  let s6 = 0;
  let s7 = 0;
  let i = start;
  for (; i + 8 <= end; i += 8) {
    s0 += values[i];
    s1 += values[i + 1];
    s2 += values[i + 2];
    s3 += values[i + 3];
    s4 += values[i + 4];
    s5 += values[i + 5];
    s6 += values[i + 6];
    s7 += values[i + 7];
  }
  for (; i < end; i++) s0 += values[i];
  return s0 + s1 + (s2 + s3) + (s4 + s5 + (s6 + s7));
}

/** The sum of the present values among values[0…n) and how many were missing (NaN). */
export function sumPresent(values: Float64Array, n: number): { sum: number; missing: number } {
  let sum = 0;
  let missing = 0;
  for (let start = 0; start < n; start += SUM_BLOCK) {
    const end = Math.min(n, start + SUM_BLOCK);
    const block = sumBlock(values, start, end);
    // A missing value (NaN) spoils its block's sum: that block alone is summed again, skipping them.
    if (block === block) sum += block;
    else
      for (let i = start; i < end; i++) {
        const v = values[i];
        if (v === v) sum += v;
        else missing++;
      }
  }
  return { sum, missing };
}

/**
 * Missing values, smallest and largest present value (booleans as 0/1), and for numbers the sum. `counted`: the
 * missing count and range of the same `length` values as already counted (the ingest's profiler counts them in its
 * own pass over a batch: see DatasetProfiler.add), taken instead of counting again.
 */
export function columnStats(data: ColumnData, length: number, counted?: ColumnStats): ColumnStats {
  // One small loop per column type, and nothing after the loop but the return: V8 compiles a long loop while it
  // runs (on-stack replacement), and compiled code that then met code that had never run (the other types' loops,
  // a comparison after the loop) was thrown away — every batch, each time boxing numbers while it ran slowly.
  if (data.type === "text") return { nulls: counted ? counted.nulls : missingCodes(data.codes, length) };
  const nulls = counted ? counted.nulls : data.type === "boolean" ? flagRange(data.values, length) : numberRange(data.values, length);
  if (nulls === length) return { nulls: length };
  const stats: ColumnStats = counted ? { nulls, min: counted.min, max: counted.max } : { nulls, min: rangeMin, max: rangeMax };
  if (data.type === "number") stats.sum = sumPresent(data.values, length).sum;
  return stats;
}

function missingCodes(codes: Int32Array, length: number): number {
  let nulls = 0;
  for (let i = 0; i < length; i++) if (codes[i] === TEXT_MISSING) nulls++;
  return nulls;
}

/**
 * The smallest and largest present value found by the last `numberRange` or `flagRange`. They return the missing
 * count and leave the range here rather than return an object: the object made after the loop had no type feedback
 * when V8 compiled the loop while it ran, so that compiled code was thrown away on leaving the loop, and V8 kept
 * reusing it — every batch and column ran its loop mostly unoptimized (78 ms per million rows of the sales file).
 */
let rangeMin = Infinity;
let rangeMax = -Infinity;

function flagRange(flags: Uint8Array, length: number): number {
  let nulls = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < length; i++) {
    const v = flags[i];
    if (v >= BOOLEAN_MISSING) nulls++;
    else {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  rangeMin = min;
  rangeMax = max;
  return nulls;
}

function numberRange(values: Float64Array, length: number): number {
  let nulls = 0;
  let min = Infinity;
  let max = -Infinity;
  // A missing value is NaN, which no comparison keeps: min and max need no test for it.
  for (let i = 0; i < length; i++) {
    const v = values[i];
    if (v !== v) nulls++;
    min = v < min ? v : min;
    max = v > max ? v : max;
  }
  rangeMin = min;
  rangeMax = max;
  return nulls;
}
