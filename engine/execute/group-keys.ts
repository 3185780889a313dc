// Group keys: each encoder turns a batch column into small dense key numbers (one per distinct value or
// date bucket); GroupIndex combines the keys of several columns into one dense group id per row.
import { DAY_MS, WEEKDAY_NAMES, bucketStart, isoDay } from "../plan/calendar";
import type { GroupKeyWithId } from "../plan/validate";
import { type Batch, BOOLEAN_MISSING, type ColumnData, type ColumnSchema, type DateColumnData, MISSING_DAY } from "../types";
import { perDictionary } from "./dictionary-cache";
import { NumberIndex } from "./number-index";
import { scratchInt32 } from "./scratch";
import type { Cell } from "./result";

export interface KeyEncoder {
  readonly key: GroupKeyWithId;
  readonly column: ColumnSchema;
  /** Distinct key values seen so far. */
  readonly size: number;
  /** Rows left out because their date was missing (date buckets only). */
  missingDates: number;
  /** Writes the key number of every row with mask 1 into `out`; clears the mask of rows it leaves out. */
  encode(batch: Batch, mask: Uint8Array, out: Int32Array): void;
  /** The key's cell in the result table. */
  cell(key: number): Cell;
  /** Ordering value: numbers for numbers, dates and weekdays (chronological), text otherwise; null last. */
  order(key: number): number | string | null;
}

function columnData(batch: Batch, column: ColumnSchema): ColumnData {
  const data = batch.columns[column.id];
  if (!data) throw new RangeError(`batch lacks column '${column.id}'`);
  return data;
}

/** Key numbers for values of any kind, assigned in order of first appearance. */
class Interner<V> {
  readonly values: V[] = [];
  private readonly index = new Map<V, number>();
  id(value: V): number {
    let id = this.index.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.index.set(value, id);
    }
    return id;
  }
}

class TextKey implements KeyEncoder {
  private readonly interner = new Interner<string | null>();
  // Entries get a key number on first use only: a dictionary may hold values no surviving row has.
  private readonly lookup = perDictionary((n) => new Int32Array(n), () => -1);
  missingDates = 0;
  constructor(
    readonly key: GroupKeyWithId,
    readonly column: ColumnSchema,
  ) {}
  get size() {
    return this.interner.values.length;
  }
  encode(batch: Batch, mask: Uint8Array, out: Int32Array) {
    const data = columnData(batch, this.column) as { codes: Int32Array; dictionary: string[] };
    const table = this.lookup(data.dictionary);
    const codes = data.codes;
    let missingId = -1;
    for (let i = 0; i < batch.length; i++) {
      if (mask[i] === 0) continue;
      const code = codes[i];
      if (code >= 0) {
        let id = table[code];
        if (id < 0) id = table[code] = this.interner.id(data.dictionary[code]);
        out[i] = id;
      } else out[i] = missingId >= 0 ? missingId : (missingId = this.interner.id(null));
    }
  }
  cell(key: number) {
    return this.interner.values[key];
  }
  order(key: number) {
    return this.interner.values[key];
  }
}

class NumberKey implements KeyEncoder {
  private readonly index = new NumberIndex();
  missingDates = 0;
  constructor(
    readonly key: GroupKeyWithId,
    readonly column: ColumnSchema,
  ) {}
  get size() {
    return this.index.size;
  }
  encode(batch: Batch, mask: Uint8Array, out: Int32Array) {
    const values = (columnData(batch, this.column) as { values: Float64Array }).values;
    let last = NaN;
    let lastId = -1;
    for (let i = 0; i < batch.length; i++) {
      if (mask[i] === 0) continue;
      const v = values[i];
      if (v === last) {
        out[i] = lastId;
        continue;
      }
      lastId = this.index.id(v);
      last = v;
      out[i] = lastId;
    }
  }
  cell(key: number) {
    const v = this.index.values[key];
    return v !== v ? null : v;
  }
  order(key: number) {
    return this.cell(key);
  }
}

class BooleanKey implements KeyEncoder {
  private readonly interner = new Interner<boolean | null>();
  private readonly ids = new Int32Array([-1, -1, -1]);
  missingDates = 0;
  constructor(
    readonly key: GroupKeyWithId,
    readonly column: ColumnSchema,
  ) {}
  get size() {
    return this.interner.values.length;
  }
  encode(batch: Batch, mask: Uint8Array, out: Int32Array) {
    const values = (columnData(batch, this.column) as { values: Uint8Array }).values;
    for (let i = 0; i < batch.length; i++) {
      if (mask[i] === 0) continue;
      const v = values[i] >= BOOLEAN_MISSING ? BOOLEAN_MISSING : values[i];
      let id = this.ids[v];
      if (id < 0) id = this.ids[v] = this.interner.id(v === BOOLEAN_MISSING ? null : v === 1);
      out[i] = id;
    }
  }
  cell(key: number) {
    return this.interner.values[key];
  }
  order(key: number) {
    const v = this.interner.values[key];
    return v === null ? null : Number(v);
  }
}

/** Buckets of a date column; rows without a date are left out (and counted). */
class DateBucketKey implements KeyEncoder {
  private readonly index = new NumberIndex();
  missingDates = 0;
  /** Per-batch table from day number to key number: most batches span a few years of days. */
  private dayTable = new Int32Array(0);
  constructor(
    readonly key: GroupKeyWithId,
    readonly column: ColumnSchema,
  ) {}
  get size() {
    return this.index.size;
  }
  encode(batch: Batch, mask: Uint8Array, out: Int32Array) {
    const data = columnData(batch, this.column) as DateColumnData;
    if (data.days) return this.encodeDays(data.days, batch.length, mask, out);
    const values = data.values;
    const bucket = this.key.bucket!;
    // The span of the whole batch's dates (a filter's mask does not matter for the table's size, and
    // skipping it avoids a hard-to-predict branch per row); missing dates are never below or above.
    let min = Infinity;
    let max = -Infinity;
    let missing = 0;
    for (let i = 0; i < batch.length; i++) {
      const v = values[i];
      if (v < min) min = v;
      if (v > max) max = v;
      if (v !== v && mask[i] !== 0) {
        mask[i] = 0;
        missing++;
      }
    }
    this.missingDates += missing;
    if (min === Infinity) return;
    const minDay = Math.floor(min / DAY_MS);
    const span = Math.floor(max / DAY_MS) - minDay + 1;
    if (span <= 1 << 20) {
      if (this.dayTable.length < span) this.dayTable = new Int32Array(span);
      const table = this.dayTable;
      table.fill(-1, 0, span);
      for (let i = 0; i < batch.length; i++) {
        if (mask[i] === 0) continue;
        const offset = Math.floor(values[i] / DAY_MS) - minDay;
        let id = table[offset];
        if (id < 0) id = table[offset] = this.index.id(bucketStart((offset + minDay) * DAY_MS, bucket));
        out[i] = id;
      }
    } else {
      for (let i = 0; i < batch.length; i++) if (mask[i] !== 0) out[i] = this.index.id(bucketStart(values[i], bucket));
    }
  }
  /** The same from day numbers as stored (DateColumnData.days): no division per row, no pass to milliseconds. */
  private encodeDays(days: Int32Array, length: number, mask: Uint8Array, out: Int32Array) {
    const bucket = this.key.bucket!;
    let min = 2147483647;
    let max = MISSING_DAY;
    let missing = 0;
    for (let i = 0; i < length; i++) {
      const d = days[i];
      if (d === MISSING_DAY) {
        if (mask[i] !== 0) {
          mask[i] = 0;
          missing++;
        }
        continue;
      }
      if (d < min) min = d;
      if (d > max) max = d;
    }
    this.missingDates += missing;
    if (max === MISSING_DAY) return;
    const span = max - min + 1;
    if (span <= 1 << 20) {
      if (this.dayTable.length < span) this.dayTable = new Int32Array(span);
      const table = this.dayTable;
      table.fill(-1, 0, span);
      for (let i = 0; i < length; i++) {
        if (mask[i] === 0) continue;
        const offset = days[i] - min;
        let id = table[offset];
        if (id < 0) id = table[offset] = this.index.id(bucketStart((offset + min) * DAY_MS, bucket));
        out[i] = id;
      }
    } else {
      for (let i = 0; i < length; i++) if (mask[i] !== 0) out[i] = this.index.id(bucketStart(days[i] * DAY_MS, bucket));
    }
  }
  cell(key: number) {
    const start = this.index.values[key];
    if (this.key.bucket === "weekday") return WEEKDAY_NAMES[start];
    return isoDay(start);
  }
  order(key: number) {
    return this.index.values[key];
  }
}

/** Bands of a number column ("18-30"): key number = the band's index; values in no band leave the row out. */
class RangeKey implements KeyEncoder {
  missingDates = 0;
  private readonly from: Float64Array;
  private readonly to: Float64Array;
  constructor(
    readonly key: GroupKeyWithId,
    readonly column: ColumnSchema,
  ) {
    const ranges = key.ranges!;
    this.from = Float64Array.from(ranges, (r) => r.from ?? -Infinity);
    this.to = Float64Array.from(ranges, (r) => r.to ?? Infinity);
    this.ids = new Int32Array(ranges.length).fill(-1);
  }
  /** Key numbers are given on first use (like every encoder's), so a band no row falls in is no group. */
  private readonly ids: Int32Array;
  private readonly bands: number[] = [];
  get size() {
    return this.bands.length;
  }
  encode(batch: Batch, mask: Uint8Array, out: Int32Array) {
    const values = (columnData(batch, this.column) as { values: Float64Array }).values;
    const { from, to, ids } = this;
    for (let i = 0; i < batch.length; i++) {
      if (mask[i] === 0) continue;
      const v = values[i];
      let band = -1;
      for (let k = 0; k < from.length; k++) {
        if (v >= from[k] && v < to[k]) {
          band = k;
          break;
        }
      }
      if (band < 0) {
        mask[i] = 0;
        continue;
      }
      if (ids[band] < 0) {
        ids[band] = this.bands.length;
        this.bands.push(band);
      }
      out[i] = ids[band];
    }
  }
  cell(key: number) {
    return this.key.ranges![this.bands[key]].label;
  }
  order(key: number) {
    return this.bands[key];
  }
}

export function createKeyEncoder(key: GroupKeyWithId, column: ColumnSchema): KeyEncoder {
  if (key.ranges && column.type === "number") return new RangeKey(key, column);
  switch (column.type) {
    case "text":
      return new TextKey(key, column);
    case "number":
      return new NumberKey(key, column);
    case "boolean":
      return new BooleanKey(key, column);
    case "date":
      return new DateBucketKey(key, column);
  }
}

/** Up to this many combinations of key values (256 KB), several keys' groups are looked up in a dense table. */
const DENSE_COMBINATIONS = 65_536;

/**
 * Dense group ids over the combination of all keys. Combining key numbers pairwise through maps keyed by
 * `previous * 2^26 + next` stays exact (< 2^53) for up to 67 million groups per level.
 */
export class GroupIndex {
  /** keys[k][g]: key number of key k in group g. */
  readonly keys: number[][];
  private readonly levels: NumberIndex[];
  private count = 0;
  private dense = new Int32Array(0);
  private denseSizes: number[] = [];

  constructor(readonly encoders: KeyEncoder[]) {
    this.keys = encoders.map(() => []);
    this.levels = encoders.slice(1).map(() => new NumberIndex());
  }

  get size(): number {
    return this.encoders.length === 0 ? 1 : this.encoders.length === 1 ? this.encoders[0].size : this.count;
  }

  /** gids[i] = group of row i, or -1 when the row is not used (mask 0, or left out by a key). Returns the rows used. */
  assign(batch: Batch, mask: Uint8Array, gids: Int32Array): number {
    const n = batch.length;
    let used = 0;
    if (this.encoders.length === 0) {
      for (let i = 0; i < n; i++) {
        const keep = mask[i];
        gids[i] = keep - 1;
        used += keep;
      }
      return used;
    }
    if (this.encoders.length === 1) {
      // A single key's numbers are the group ids: written straight into gids.
      this.encoders[0].encode(batch, mask, gids);
      for (let i = 0; i < n; i++) {
        const keep = mask[i];
        if (keep === 0) gids[i] = -1;
        used += keep;
      }
      // A single key's numbers are the group ids; mirror them for `keys`.
      const keys = this.keys[0];
      for (let k = keys.length; k < this.encoders[0].size; k++) keys.push(k);
      return used;
    }
    const parts = this.encoders.map((encoder, k) => {
      const keys = scratchInt32(`group-keys.${k}`, n);
      encoder.encode(batch, mask, keys);
      return keys;
    });
    // Few combinations possible (region × category): a dense table remembers each combination's group, so
    // most rows skip the hash lookups. It is a cache in front of combine(), so group ids are the same.
    const sizes = this.encoders.map((e) => e.size);
    const combinations = sizes.reduce((a, b) => a * b, 1);
    const dense = combinations <= DENSE_COMBINATIONS ? this.denseTable(sizes, combinations) : undefined;
    const first = parts[0];
    for (let i = 0; i < n; i++) {
      if (mask[i] === 0) {
        gids[i] = -1;
        continue;
      }
      used++;
      if (dense) {
        let slot = first[i];
        for (let k = 1; k < parts.length; k++) slot = slot * sizes[k] + parts[k][i];
        let id = dense[slot];
        if (id < 0) id = dense[slot] = this.combine(parts, i);
        gids[i] = id;
      } else gids[i] = this.combine(parts, i);
    }
    return used;
  }

  /** The group of row `row`'s keys, made when new. */
  private combine(parts: Int32Array[], row: number): number {
    let id = parts[0][row];
    for (let level = 0; level < this.levels.length; level++) {
      const map = this.levels[level];
      const before = map.size;
      id = map.id(id * 67_108_864 + parts[level + 1][row]);
      if (map.size > before && level === this.levels.length - 1) this.recordGroup(parts, row);
    }
    return id;
  }

  /** The dense table for keys of these sizes: kept across batches, emptied when a key has grown. */
  private denseTable(sizes: number[], combinations: number): Int32Array {
    if (this.denseSizes.length !== sizes.length || this.denseSizes.some((s, k) => s !== sizes[k])) {
      if (this.dense.length < combinations) this.dense = new Int32Array(combinations);
      this.dense.fill(-1, 0, combinations);
      this.denseSizes = sizes;
    }
    return this.dense;
  }

  private recordGroup(parts: Int32Array[], row: number): void {
    for (let k = 0; k < parts.length; k++) this.keys[k].push(parts[k][row]);
    this.count++;
  }
}
