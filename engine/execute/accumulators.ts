// Per-group measure state, grown as groups appear, fed batch by batch with plain loops over typed arrays.
// gids[i] is the row's group (-1: the row is not used). Every accumulator can merge one group into
// another, which is how an "Others" row is built without a second scan.
// Memory is proportional to the number of groups, except median (every value of every group is kept)
// and count_distinct (every distinct value of every group).
import type { AggregateOp } from "../plan/schema";
import { sumPresent } from "../store/column-stats";
import type { Batch, BatchStats, ColumnData, ColumnSchema } from "../types";
import { BOOLEAN_MISSING } from "../types";
import { perDictionary } from "./dictionary-cache";
import { scratchFloat64, scratchUint8 } from "./scratch";
import { selectNth } from "./select";

export interface Accumulator {
  /** Makes room for groups 0…groups-1. */
  grow(groups: number): void;
  add(batch: Batch, gids: Int32Array): void;
  /**
   * Ungrouped plans: adds every row of the batch (filtered rows are already gone) to group 0. Kept apart
   * from `add` so the total of a column runs in registers instead of through per-group memory.
   */
  addAll(batch: Batch): void;
  /**
   * Ungrouped plans: the update that adds a whole batch from its stored figures, as `addAll` would from its
   * values; undefined when the figures do not tell (the batch is then read).
   */
  statsUpdate?(batch: BatchStats): (() => void) | undefined;
  /** Folds group `from` into group `into`. */
  merge(into: number, from: number): void;
  /** Sum and mean: the values a group's figure was made of (rows whose value was not missing). */
  counted?(group: number): number;
  /** The measure's value for a group; null when it has none (no values, or a std dev of one value). */
  value(group: number): number | null;
  /** Used rows whose column value was missing, so the measure skipped them. */
  missing: number;
}

function grown(array: Float64Array<ArrayBuffer>, size: number, fill = 0): Float64Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const next = new Float64Array(Math.max(size, array.length * 2, 16));
  if (fill !== 0) next.fill(fill);
  next.set(array);
  return next;
}

const scratch = { buffer: new Float64Array(0), gids: new Int32Array(0) };

/** gids for an ungrouped batch: every row in group 0. */
function singleGroupGids(length: number): Int32Array {
  if (scratch.gids.length < length) scratch.gids = new Int32Array(length);
  return scratch.gids;
}

/** The plain value array of a numeric column (booleans as 1/0). */
function valuesOf(batch: Batch, column: ColumnSchema): Float64Array {
  return numericValues(columnData(batch, column), batch.length);
}

/** A numeric view of a column for this batch: numbers and dates as they are, booleans as 1/0 (NaN missing). */
function numericValues(data: ColumnData, length: number): Float64Array {
  if (data.type === "number" || data.type === "date") return data.values;
  if (data.type === "boolean") {
    if (scratch.buffer.length < length) scratch.buffer = new Float64Array(length);
    const out = scratch.buffer;
    for (let i = 0; i < length; i++) {
      const v = data.values[i];
      out[i] = v >= BOOLEAN_MISSING ? NaN : v;
    }
    return out;
  }
  throw new TypeError("text has no numeric values");
}

function columnData(batch: Batch, column: ColumnSchema): ColumnData {
  const data = batch.columns[column.id];
  if (!data) throw new RangeError(`batch lacks column '${column.id}'`);
  return data;
}

class CountRows implements Accumulator {
  private counts = new Float64Array(0);
  missing = 0;
  grow(groups: number) {
    this.counts = grown(this.counts, groups);
  }
  add(batch: Batch, gids: Int32Array) {
    const counts = this.counts;
    for (let i = 0; i < batch.length; i++) {
      const g = gids[i];
      if (g >= 0) counts[g]++;
    }
  }
  addAll(batch: Batch) {
    this.counts[0] += batch.length;
  }
  statsUpdate(batch: BatchStats) {
    return () => void (this.counts[0] += batch.rows);
  }
  merge(into: number, from: number) {
    this.counts[into] += this.counts[from];
  }
  value(group: number) {
    return this.counts[group];
  }
}

class CountValues implements Accumulator {
  private counts = new Float64Array(0);
  missing = 0;
  constructor(private readonly column: ColumnSchema) {}
  grow(groups: number) {
    this.counts = grown(this.counts, groups);
  }
  add(batch: Batch, gids: Int32Array) {
    const data = columnData(batch, this.column);
    const counts = this.counts;
    let missing = 0;
    if (data.type === "text" || data.type === "boolean") {
      const codes = data.type === "text" ? data.codes : data.values;
      const absent = data.type === "text" ? -1 : BOOLEAN_MISSING;
      for (let i = 0; i < batch.length; i++) {
        const g = gids[i];
        if (g < 0) continue;
        if (codes[i] === absent) missing++;
        else counts[g]++;
      }
    } else {
      const values = data.values;
      for (let i = 0; i < batch.length; i++) {
        const g = gids[i];
        if (g < 0) continue;
        const v = values[i];
        if (v !== v) missing++;
        else counts[g]++;
      }
    }
    this.missing += missing;
  }
  addAll(batch: Batch) {
    this.add(batch, singleGroupGids(batch.length));
  }
  statsUpdate(batch: BatchStats) {
    const stats = batch.columns[this.column.id];
    if (!stats) return undefined;
    return () => {
      this.counts[0] += batch.rows - stats.nulls;
      this.missing += stats.nulls;
    };
  }
  merge(into: number, from: number) {
    this.counts[into] += this.counts[from];
  }
  value(group: number) {
    return this.counts[group];
  }
}

/** Sum and mean share the same state: a sum and a count of values. */
class SumMean implements Accumulator {
  private sums = new Float64Array(0);
  private counts = new Float64Array(0);
  missing = 0;
  constructor(
    private readonly column: ColumnSchema,
    private readonly mean: boolean,
  ) {}
  grow(groups: number) {
    this.sums = grown(this.sums, groups);
    this.counts = grown(this.counts, groups);
  }
  add(batch: Batch, gids: Int32Array) {
    const values = numericValues(columnData(batch, this.column), batch.length);
    const sums = this.sums;
    const counts = this.counts;
    let missing = 0;
    for (let i = 0; i < batch.length; i++) {
      const g = gids[i];
      if (g < 0) continue;
      const v = values[i];
      if (v !== v) {
        missing++;
        continue;
      }
      sums[g] += v;
      counts[g]++;
    }
    this.missing += missing;
  }
  addAll(batch: Batch) {
    const n = batch.length;
    // The same summation as a stored batch's figures (statsUpdate), so both give the same total to the last bit.
    const { sum, missing } = sumPresent(valuesOf(batch, this.column), n);
    this.sums[0] += sum;
    this.counts[0] += n - missing;
    this.missing += missing;
  }
  statsUpdate(batch: BatchStats) {
    const stats = batch.columns[this.column.id];
    if (!stats || (stats.sum === undefined && stats.nulls < batch.rows)) return undefined;
    const values = batch.rows - stats.nulls;
    return () => {
      this.sums[0] += stats.sum ?? 0;
      this.counts[0] += values;
      this.missing += stats.nulls;
    };
  }
  counted(group: number) {
    return this.counts[group];
  }
  merge(into: number, from: number) {
    this.sums[into] += this.sums[from];
    this.counts[into] += this.counts[from];
  }
  value(group: number) {
    const n = this.counts[group];
    if (n === 0) return null;
    return this.mean ? this.sums[group] / n : this.sums[group];
  }
}

/** Sample standard deviation by Welford's online update; groups merge with Chan's formula. */
class StdDev implements Accumulator {
  private counts = new Float64Array(0);
  private means = new Float64Array(0);
  private m2 = new Float64Array(0);
  missing = 0;
  constructor(private readonly column: ColumnSchema) {}
  grow(groups: number) {
    this.counts = grown(this.counts, groups);
    this.means = grown(this.means, groups);
    this.m2 = grown(this.m2, groups);
  }
  add(batch: Batch, gids: Int32Array) {
    const values = numericValues(columnData(batch, this.column), batch.length);
    const { counts, means, m2 } = this;
    let missing = 0;
    for (let i = 0; i < batch.length; i++) {
      const g = gids[i];
      if (g < 0) continue;
      const v = values[i];
      if (v !== v) {
        missing++;
        continue;
      }
      const n = ++counts[g];
      const delta = v - means[g];
      means[g] += delta / n;
      m2[g] += delta * (v - means[g]);
    }
    this.missing += missing;
  }
  addAll(batch: Batch) {
    this.add(batch, singleGroupGids(batch.length));
  }
  merge(into: number, from: number) {
    const na = this.counts[into];
    const nb = this.counts[from];
    if (nb === 0) return;
    const n = na + nb;
    const delta = this.means[from] - this.means[into];
    this.m2[into] += this.m2[from] + (delta * delta * na * nb) / n;
    this.means[into] += (delta * nb) / n;
    this.counts[into] = n;
  }
  value(group: number) {
    const n = this.counts[group];
    return n < 2 ? null : Math.sqrt(this.m2[group] / (n - 1));
  }
}

class MinMax implements Accumulator {
  private best = new Float64Array(0);
  missing = 0;
  constructor(
    private readonly column: ColumnSchema,
    private readonly max: boolean,
  ) {}
  grow(groups: number) {
    this.best = grown(this.best, groups, NaN);
  }
  add(batch: Batch, gids: Int32Array) {
    const values = numericValues(columnData(batch, this.column), batch.length);
    const best = this.best;
    let missing = 0;
    if (this.max) {
      for (let i = 0; i < batch.length; i++) {
        const g = gids[i];
        if (g < 0) continue;
        const v = values[i];
        if (v !== v) missing++;
        else if (!(v <= best[g])) best[g] = v;
      }
    } else {
      for (let i = 0; i < batch.length; i++) {
        const g = gids[i];
        if (g < 0) continue;
        const v = values[i];
        if (v !== v) missing++;
        else if (!(v >= best[g])) best[g] = v;
      }
    }
    this.missing += missing;
  }
  addAll(batch: Batch) {
    this.add(batch, singleGroupGids(batch.length));
  }
  statsUpdate(batch: BatchStats) {
    const stats = batch.columns[this.column.id];
    if (!stats || (stats.nulls < batch.rows && (stats.min === undefined || stats.max === undefined))) return undefined;
    const extreme = this.max ? stats.max : stats.min;
    return () => {
      this.missing += stats.nulls;
      if (extreme === undefined) return;
      // As `add` compares each value with the best so far.
      const best = this.best[0];
      if (this.max ? !(extreme <= best) : !(extreme >= best)) this.best[0] = extreme;
    };
  }
  merge(into: number, from: number) {
    const a = this.best[into];
    const b = this.best[from];
    if (b !== b) return;
    if (a !== a || (this.max ? b > a : b < a)) this.best[into] = b;
  }
  value(group: number) {
    const v = this.best[group];
    return v !== v ? null : v;
  }
}

/** The most values a median selects in the shared scratch array (1 MB). */
const MEDIAN_SCRATCH = 131_072;

/** Keeps every value per group (the only exact way); the median interpolates between the middle two. */
class Median implements Accumulator {
  private lists: Float64Array[] = [];
  private lengths: number[] = [];
  missing = 0;
  constructor(private readonly column: ColumnSchema) {}
  grow(groups: number) {
    while (this.lists.length < groups) {
      this.lists.push(new Float64Array(8));
      this.lengths.push(0);
    }
  }
  private push(g: number, v: number) {
    let list = this.lists[g];
    const n = this.lengths[g];
    if (n === list.length) {
      const next = new Float64Array(n * 2);
      next.set(list);
      list = this.lists[g] = next;
    }
    list[n] = v;
    this.lengths[g] = n + 1;
  }
  add(batch: Batch, gids: Int32Array) {
    const values = numericValues(columnData(batch, this.column), batch.length);
    let missing = 0;
    for (let i = 0; i < batch.length; i++) {
      const g = gids[i];
      if (g < 0) continue;
      const v = values[i];
      if (v !== v) missing++;
      else this.push(g, v);
    }
    this.missing += missing;
  }
  addAll(batch: Batch) {
    // One group: room for the whole batch at once instead of doubling from 8 values.
    this.grow(1);
    const needed = this.lengths[0] + batch.length;
    if (this.lists[0].length < needed) {
      const next = new Float64Array(needed);
      next.set(this.lists[0].subarray(0, this.lengths[0]));
      this.lists[0] = next;
    }
    this.add(batch, singleGroupGids(batch.length));
  }
  merge(into: number, from: number) {
    const list = this.lists[from];
    for (let i = 0; i < this.lengths[from]; i++) this.push(into, list[i]);
  }
  value(group: number) {
    const n = this.lengths[group];
    if (n === 0) return null;
    // Selecting the middle is linear; sorting 100,000 values took most of a median question's time.
    // Selection reorders, so it works on a copy: a shared scratch one up to MEDIAN_SCRATCH values (no
    // 800 KB of garbage per median of 100,000 rows), a fresh one beyond (the scratch stays bounded).
    const list = this.lists[group];
    const values = n <= MEDIAN_SCRATCH ? scratchFloat64("median.values", n).subarray(0, n) : list.slice(0, n);
    if (n <= MEDIAN_SCRATCH) values.set(list.subarray(0, n));
    const mid = n >> 1;
    const upper = selectNth(values, mid);
    if (n % 2 === 1) return upper;
    // Everything before `mid` is now at most values[mid]: the lower middle is their largest.
    let lower = values[0];
    for (let i = 1; i < mid; i++) if (values[i] > lower) lower = values[i];
    return (lower + upper) / 2;
  }
}

/** The most (group, dictionary entry) pairs count_distinct tracks in its per-batch table (1 MB). */
const SEEN_TABLE_SLOTS = 1 << 20;

class CountDistinct implements Accumulator {
  private sets: Set<number>[] = [];
  missing = 0;
  /** Text values are interned to one id per distinct string across all dictionaries. */
  private readonly ids = new Map<string, number>();
  private readonly lookup = perDictionary(
    (n) => new Int32Array(n),
    (text) => {
      let id = this.ids.get(text);
      if (id === undefined) this.ids.set(text, (id = this.ids.size));
      return id;
    },
  );
  constructor(private readonly column: ColumnSchema) {}
  grow(groups: number) {
    while (this.sets.length < groups) this.sets.push(new Set());
  }
  add(batch: Batch, gids: Int32Array) {
    const data = columnData(batch, this.column);
    const sets = this.sets;
    let missing = 0;
    if (data.type === "text" && sets.length * data.dictionary.length <= SEEN_TABLE_SLOTS) {
      // One byte per (group, dictionary entry) remembers what this batch has added already, so the sets
      // see each pair once per batch instead of once per row.
      const ids = this.lookup(data.dictionary);
      const width = data.dictionary.length;
      const seen = scratchUint8("count-distinct.seen", sets.length * width);
      seen.fill(0, 0, sets.length * width);
      const codes = data.codes;
      for (let i = 0; i < batch.length; i++) {
        const g = gids[i];
        if (g < 0) continue;
        const code = codes[i];
        if (code < 0) missing++;
        else if (seen[g * width + code] === 0) {
          seen[g * width + code] = 1;
          sets[g].add(ids[code]);
        }
      }
    } else if (data.type === "text") {
      const ids = this.lookup(data.dictionary);
      for (let i = 0; i < batch.length; i++) {
        const g = gids[i];
        if (g < 0) continue;
        const code = data.codes[i];
        if (code < 0) missing++;
        else sets[g].add(ids[code]);
      }
    } else {
      const values = numericValues(data, batch.length);
      for (let i = 0; i < batch.length; i++) {
        const g = gids[i];
        if (g < 0) continue;
        const v = values[i];
        if (v !== v) missing++;
        else sets[g].add(v);
      }
    }
    this.missing += missing;
  }
  addAll(batch: Batch) {
    this.add(batch, singleGroupGids(batch.length));
  }
  merge(into: number, from: number) {
    for (const v of this.sets[from]) this.sets[into].add(v);
  }
  value(group: number) {
    return this.sets[group].size;
  }
}

/** The largest value minus the smallest, from one min and one max accumulator. */
class Range implements Accumulator {
  private readonly low: MinMax;
  private readonly high: MinMax;
  constructor(column: ColumnSchema) {
    this.low = new MinMax(column, false);
    this.high = new MinMax(column, true);
  }
  get missing() {
    return this.low.missing;
  }
  grow(groups: number) {
    this.low.grow(groups);
    this.high.grow(groups);
  }
  add(batch: Batch, gids: Int32Array) {
    this.low.add(batch, gids);
    this.high.add(batch, gids);
  }
  addAll(batch: Batch) {
    this.low.addAll(batch);
    this.high.addAll(batch);
  }
  merge(into: number, from: number) {
    this.low.merge(into, from);
    this.high.merge(into, from);
  }
  value(group: number) {
    const low = this.low.value(group);
    const high = this.high.value(group);
    return low === null || high === null ? null : high - low;
  }
}

/** The accumulator for an aggregate over a column (none for a row count). */
export function createAccumulator(op: AggregateOp, column: ColumnSchema | undefined): Accumulator {
  if (!column) {
    if (op !== "count") throw new TypeError(`${op} needs a column`);
    return new CountRows();
  }
  switch (op) {
    case "count":
      return new CountValues(column);
    case "count_distinct":
      return new CountDistinct(column);
    case "sum":
      return new SumMean(column, false);
    case "mean":
      return new SumMean(column, true);
    case "std_dev":
      return new StdDev(column);
    case "min":
      return new MinMax(column, false);
    case "max":
      return new MinMax(column, true);
    case "median":
      return new Median(column);
    case "range":
      return new Range(column);
  }
}
