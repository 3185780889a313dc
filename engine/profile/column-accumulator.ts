// Profile statistics of one column, gathered batch by batch in one pass with bounded memory:
// exact count, missing, min, max, mean and deviation; exact distinct counts and top values while
// the column has few enough different values (then a HyperLogLog estimate); median and histogram
// from a uniform reservoir sample (exact while every value fits in it).
import { formatDateText } from "../infer/date";
import type { ColumnEncoding } from "../infer/encoding";
import { parseNumber } from "../infer/number";
import { convertColumn } from "../store/convert";
import { type ColumnData, type ColumnStats, TEXT_MISSING } from "../types";
import { dateHistogram, histogram } from "./histogram";
import { HyperLogLog, hashEach, hashNumber, hashString } from "./hyperloglog";
import { NumberCounter } from "./number-counter";
import { ReservoirSchedule } from "./reservoir-schedule";
import { clipText } from "./clip-text";
import type { ColumnProfile, PlainValue } from "./types";

const TOP_VALUES = 10;
/** Numbers and dates list top values only when they have this few different values. */
const TOP_NUMERIC_DISTINCT = 50;
/** Numbers and dates are counted per value up to this many different values; beyond, distinct is estimated. */
const NUMERIC_TRACKED = 1000;

export interface AccumulatorLimits {
  /** Different text values counted exactly before switching to an estimate. */
  maxTracked: number;
  /** Values kept for median and histogram. */
  reservoir: number;
}

/** Limits per column so all columns together stay within a fixed memory budget. */
export function accumulatorLimits(columns: number): AccumulatorLimits {
  const n = Math.max(1, columns);
  return {
    maxTracked: Math.max(100, Math.min(50_000, Math.floor(200_000 / n))),
    reservoir: Math.max(200, Math.min(16_384, Math.floor(1_000_000 / n))),
  };
}

export class ColumnAccumulator {
  count = 0;
  missing = 0;
  private min = Infinity;
  private max = -Infinity;
  private shift = NaN;
  private sum = 0;
  private sumSquares = 0;
  /** Exact counts per value while under the limit; null once it overflowed (then the sketch counts). */
  private numberCounts: NumberCounter | null = new NumberCounter(NUMERIC_TRACKED);
  private textCounts: Map<string, number> | null = new Map();
  private readonly hll = new HyperLogLog();
  private sample: Float64Array | null = null;
  /** Present values offered to the reservoir so far. */
  private sampled = 0;
  /** The schedule's next step: the next value kept past the reservoir's first `capacity`. */
  step = 0;
  private nonNumeric = 0;
  /** Statistics were rebuilt from a sample after the column's type changed. */
  private rebuiltFromSample = false;

  /**
   * `schedule`: which values the reservoir keeps, which the columns of a profile with the same reservoir size share
   * (its steps do not depend on the values); the accumulator reads it from its first step.
   */
  constructor(
    public encoding: ColumnEncoding,
    private readonly limits: AccumulatorLimits,
    readonly schedule = new ReservoirSchedule(limits.reservoir),
  ) {}

  /**
   * Counts one batch of the column. Returns the batch's missing count and, for numbers and dates, its smallest and
   * largest value, as the stored format's batch statistics count them (store/column-stats.ts), so the writer takes
   * them instead of a pass of its own; undefined for yes/no values, which it counts itself.
   */
  add(data: ColumnData): ColumnStats | undefined {
    if (data.type === "text") return { nulls: this.addTexts(data.codes, data.dictionary) };
    if (data.type === "boolean") this.addBooleans(data.values);
    else return this.addNumbers(data.values);
  }

  private countNumber(value: number, n: number): void {
    const counts = this.numberCounts;
    if (!counts) this.hll.add(hashNumber(value));
    else if (!counts.add(value, n)) {
      // From now on distinct values are estimated: the sketch starts from every value seen so far.
      for (const [seen] of counts.entries()) this.hll.add(hashNumber(seen));
      this.hll.add(hashNumber(value));
      this.numberCounts = null;
    }
  }

  private countText(text: string, n: number): void {
    const counts = this.textCounts;
    if (!counts) {
      this.hll.add(hashString(text));
      return;
    }
    const have = counts.get(text);
    if (have !== undefined) counts.set(text, have + n);
    else if (counts.size < this.limits.maxTracked) counts.set(text, n);
    else {
      for (const seen of counts.keys()) this.hll.add(hashString(seen));
      this.hll.add(hashString(text));
      this.textCounts = null;
    }
  }

  private addNumbers(values: Float64Array): ColumnStats {
    const present = addMoments(values, this.shift, this.sum, this.sumSquares);
    // The batch's range joins the running one as one loop over every value would: a tie keeps the earlier value.
    if (batchMin < this.min) this.min = batchMin;
    if (batchMax > this.max) this.max = batchMax;
    this.shift = movedShift;
    this.sum = movedSum;
    this.sumSquares = movedSquares;
    this.count += present;
    this.missing += values.length - present;
    this.sampleBatch(values, present);
    this.countDistinct(values);
    return { nulls: values.length - present, min: batchMin, max: batchMax };
  }

  /**
   * Offers the reservoir the batch's values it keeps, per batch rather than per value: once the reservoir is full,
   * the schedule (Li's Algorithm L) names the next value kept, so a batch before it is passed over whole and, when no
   * value is missing (a value's place among the present ones is then its index), the batch is jumped through from
   * kept value to kept value. The values kept, their slots and so the sample are those of a draw at every value.
   */
  private sampleBatch(values: Float64Array, present: number): void {
    const capacity = this.limits.reservoir;
    const schedule = this.schedule;
    const first = this.sampled;
    const end = first + present;
    let step = this.step;
    if (first >= capacity && schedule.placeOf(step) >= end) {
      this.sampled = end;
      return;
    }
    if (present === values.length) {
      if (first < capacity) this.fill(values.subarray(0, Math.min(capacity, end) - first), first);
      const sample = this.sample as Float64Array;
      for (let place = schedule.placeOf(step); place < end; place = schedule.placeOf(++step)) sample[schedule.slotOf(step)] = values[place - first];
      this.step = step;
      this.sampled = end;
      return;
    }
    let place = first;
    let kept = schedule.placeOf(step);
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v !== v) continue;
      if (place < capacity) this.fill(values.subarray(i, i + 1), place);
      else if (place === kept) {
        (this.sample as Float64Array)[schedule.slotOf(step)] = v;
        kept = schedule.placeOf(++step);
      }
      place++;
    }
    this.step = step;
    this.sampled = end;
  }

  /** Puts `values` in the reservoir from slot `at` on, while it is filling (it grows as they come, up to its size). */
  private fill(values: Float64Array, at: number): void {
    const end = at + values.length;
    if (!this.sample || this.sample.length < end) {
      let size = this.sample?.length ?? 0;
      while (size < end) size = Math.min(this.limits.reservoir, Math.max(256, size * 2));
      const grown = new Float64Array(size);
      if (this.sample) grown.set(this.sample);
      this.sample = grown;
    }
    this.sample.set(values, at);
  }

  /**
   * Distinct values: counted exactly while they fit, then into the sketch. A loop of its own over the array: a call
   * per value with a number argument boxed it when the call was not inlined (45 MB per million rows).
   */
  private countDistinct(values: Float64Array): void {
    let from = 0;
    const counts = this.numberCounts;
    if (counts) {
      from = counts.addEach(values);
      if (from === values.length) return;
      this.countNumber(values[from++], 1);
    }
    hashEach(this.hll, values, from);
  }

  private addBooleans(values: Uint8Array): void {
    let yes = 0;
    let no = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === 1) yes++;
      else if (v === 0) no++;
    }
    this.count += yes + no;
    this.missing += values.length - yes - no;
    if (yes) this.countNumber(1, yes);
    if (no) this.countNumber(0, no);
  }

  /** Counts a batch of text codes; returns how many were missing. */
  private addTexts(codes: Int32Array, dictionary: string[]): number {
    const perCode = new Int32Array(dictionary.length);
    const missing = countCodes(codes, perCode);
    this.missing += missing;
    this.count += codes.length - missing;
    for (let code = 0; code < dictionary.length; code++) {
      const n = perCode[code];
      if (n === 0) continue;
      const text = dictionary[code];
      this.countText(text, n);
      if (Number.isNaN(parseNumber(text))) this.nonNumeric += n;
    }
    return missing;
  }

  /** Exact (value, count) pairs, when the column had few enough values to count them all. */
  private exactCounts(): [string | number, number][] | undefined {
    if (this.encoding.type === "text") return this.textCounts ? [...this.textCounts.entries()] : undefined;
    return this.numberCounts?.entries();
  }

  /**
   * The column's type changed after some batches were counted: start over under `encoding` from
   * what was kept (exact value counts when the column had few values, otherwise the sample).
   */
  rebuildAs(encoding: ColumnEncoding, schedule?: ReservoirSchedule): ColumnAccumulator {
    const next = new ColumnAccumulator(encoding, this.limits, schedule);
    const exact = this.exactCounts();
    if (exact) {
      const keys = exact.map(([key]) => key);
      const data = convertColumn(this.keysAsColumn(keys), keys.length, this.encoding, encoding);
      this.replay(next, data, exact.map(([, n]) => n));
    } else if (this.sample) {
      const kept = this.sample.subarray(0, Math.min(this.sampled, this.limits.reservoir));
      const data = convertColumn({ type: this.encoding.type === "date" ? "date" : "number", values: kept }, kept.length, this.encoding, encoding);
      const weight = Math.max(1, Math.round(this.count / Math.max(1, kept.length)));
      this.replay(
        next,
        data,
        Array.from({ length: kept.length }, () => weight),
      );
      next.count = this.count;
      next.rebuiltFromSample = true;
    }
    next.missing = this.missing;
    return next;
  }

  private keysAsColumn(keys: (string | number)[]): ColumnData {
    if (this.encoding.type === "text") return { type: "text", codes: Int32Array.from(keys, (_, i) => i), dictionary: keys.map(String) };
    if (this.encoding.type === "boolean") return { type: "boolean", values: Uint8Array.from(keys, Number) };
    return { type: this.encoding.type === "date" ? "date" : "number", values: Float64Array.from(keys, Number) };
  }

  /** Adds each value of `data` to `target` `weights[i]` times. */
  private replay(target: ColumnAccumulator, data: ColumnData, weights: number[]): void {
    if (data.type === "text") {
      const codes: number[] = [];
      data.codes.forEach((code, i) => {
        for (let k = 0; k < weights[i]; k++) codes.push(code);
      });
      target.add({ type: "text", codes: Int32Array.from(codes), dictionary: data.dictionary });
    } else {
      const values: number[] = [];
      data.values.forEach((v, i) => {
        for (let k = 0; k < weights[i]; k++) values.push(v);
      });
      target.add(data.type === "boolean" ? { type: "boolean", values: Uint8Array.from(values) } : { type: data.type, values: Float64Array.from(values) });
    }
  }

  /** The column's profile (identity fields are filled by the caller). */
  finish(): Omit<ColumnProfile, "id" | "name"> {
    const type = this.encoding.type === "empty" ? "text" : this.encoding.type;
    const exact = this.exactCounts();
    const profile: Omit<ColumnProfile, "id" | "name"> = {
      type,
      count: this.count,
      missing: this.missing,
      distinct: exact ? exact.length : this.hll.estimate(),
    };
    if (this.encoding.unit) profile.unit = this.encoding.unit;
    if (!exact || this.rebuiltFromSample) profile.distinctApproximate = true;
    if (exact && (type === "text" || type === "boolean" || exact.length <= TOP_NUMERIC_DISTINCT)) {
      profile.top = exact
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, TOP_VALUES)
        .map(([value, count]) => ({ value: this.plain(value), count }));
    }
    if (type === "text") profile.nonNumeric = this.nonNumeric;
    if ((type === "number" || type === "date") && this.count > 0 && this.sample) {
      profile.min = this.min;
      profile.max = this.max;
      const kept = this.sample.slice(0, Math.min(this.sampled, this.limits.reservoir)).sort();
      const mid = kept.length >> 1;
      profile.median = kept.length % 2 === 1 ? kept[mid] : (kept[mid - 1] + kept[mid]) / 2;
      if (this.sampled > this.limits.reservoir || this.rebuiltFromSample) profile.approximate = true;
      if (type === "number") {
        profile.histogram = histogram(kept, this.min, this.max, this.count);
        profile.mean = this.shift + this.sum / this.count;
        if (this.count > 1) {
          const variance = (this.sumSquares - (this.sum * this.sum) / this.count) / (this.count - 1);
          profile.std = Math.sqrt(Math.max(0, variance));
        }
      } else {
        profile.histogram = dateHistogram(kept, this.min, this.max, this.count);
        profile.median = Math.round(profile.median);
        const hasTime = this.encoding.hasTime === true;
        profile.dateRange = { from: formatDateText(this.min, hasTime), to: formatDateText(this.max, hasTime) };
      }
    }
    return profile;
  }

  private plain(key: string | number): PlainValue {
    if (this.encoding.type === "boolean") return key === 1;
    if (this.encoding.type === "date") return formatDateText(key as number, this.encoding.hasTime === true);
    return typeof key === "string" ? clipText(key) : key;
  }
}

/**
 * The batch's smallest and largest present value (Infinity and -Infinity when none was) and the running figures
 * `addMoments` moved on, left here rather than returned in an object or written to the accumulator after its loop: V8 compiles the loop while it runs, and code after the loop that had never run had no
 * type feedback, so the compiled loop was thrown away on leaving it, and the next batch entered the same compiled code
 * again (60 deoptimizations per 1M-row ingest of the sales file; none now).
 */
let batchMin = Infinity;
let batchMax = -Infinity;
let movedShift = NaN;
let movedSum = 0;
let movedSquares = 0;

/**
 * The smallest and largest of the present values of `values` (a tie keeps the first), and the running sum and sum of
 * squares of their differences from `shift` (the column's first present value, which keeps the variance exact for
 * values far from 0) moved on over them; returns how many were present.
 */
function addMoments(values: Float64Array, fromShift: number, fromSum: number, fromSquares: number): number {
  // Unary plus: optimized code knows nothing of a parameter's type, so a loop variable that began as one stayed a
  // boxed value and every addition made a heap number (4x the loop's time, and collections); a number stays a double.
  let min = Infinity;
  let max = -Infinity;
  let shift = +fromShift;
  let sum = +fromSum;
  let sumSquares = +fromSquares;
  let present = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== v) continue;
    if (shift !== shift) shift = v;
    if (v < min) min = v;
    if (v > max) max = v;
    const d = v - shift;
    sum += d;
    sumSquares += d * d;
    present++;
  }
  batchMin = min;
  batchMax = max;
  movedShift = shift;
  movedSum = sum;
  movedSquares = sumSquares;
  return present;
}

/**
 * Counts each code of `codes` into `perCode`; returns how many were missing. A function of its own with nothing after
 * its loop: compiled while the loop runs, the code after it had never run, and the compiled loop was thrown away
 * on reaching it, every batch.
 */
function countCodes(codes: Int32Array, perCode: Int32Array): number {
  let missing = 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i];
    if (code === TEXT_MISSING) missing++;
    else perCode[code]++;
  }
  return missing;
}
