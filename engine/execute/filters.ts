// Plan filters compiled into batch kernels: each clears the mask bit of rows it rejects and counts them.
// Text filters are decided once per dictionary entry, then applied to codes.
import type { Filter } from "../plan/schema";
import { literalBoolean, literalNumber, literalPeriod, normalizeText } from "../plan/values";
import { type Batch, BOOLEAN_MISSING, type ColumnSchema, type ColumnData, type ColumnStats } from "../types";
import { describeFilter } from "../plan/describe";
import { type Interval, resolveDateRange } from "./date-ranges";
import type { ExcludedRows } from "./result";
import { perDictionary } from "./dictionary-cache";

export interface CompiledFilter {
  /** Index in plan.filters. */
  index: number;
  column: ColumnSchema;
  /** Date filters: the interval kept (for `neq`/`not_in`, the one excluded). */
  interval?: Interval;
  /** Rows removed so far, and how many of those had no value. */
  removed: number;
  missing: number;
  apply(batch: Batch, mask: Uint8Array): void;
  /**
   * From a batch's figures for the column (store/column-stats.ts): "none" when no row of the batch passes,
   * "all" when every row does, "some" when only reading it tells.
   */
  decide(stats: ColumnStats | undefined, rows: number): BatchVerdict;
  /** Counts a batch this filter removes whole without reading it, as `apply` would have: its rows and missing values. */
  skip(rows: number, nulls: number): void;
}

export type BatchVerdict = "none" | "all" | "some";

/** What a filter does to the values between `min` and `max` (present values only). */
type RangeVerdict = (min: number, max: number) => BatchVerdict;

/** Between `low` and `high` inclusive: none of [min, max] / all of it / some. */
function within(min: number, max: number, low: number, high: number): BatchVerdict {
  if (max < low || min > high) return "none";
  return min >= low && max <= high ? "all" : "some";
}

/** In [start, end) as a date interval is. */
function inInterval(min: number, max: number, { start, end }: Interval): BatchVerdict {
  if (max < start || min >= end) return "none";
  return min >= start && max < end ? "all" : "some";
}

function negate(verdict: BatchVerdict): BatchVerdict {
  return verdict === "none" ? "all" : verdict === "all" ? "none" : "some";
}

/** A verdict on a batch from its present values' verdict and whether a missing value passes. */
function batchVerdict(stats: ColumnStats | undefined, rows: number, present: RangeVerdict, missingPasses: boolean): BatchVerdict {
  if (!stats) return "some";
  const onMissing: BatchVerdict = missingPasses ? "all" : "none";
  if (stats.nulls === rows) return onMissing;
  const onValues = stats.min === undefined || stats.max === undefined ? "some" : present(stats.min, stats.max);
  if (stats.nulls === 0) return onValues;
  return onValues === onMissing ? onValues : "some";
}

type NumberTest = (v: number) => boolean;

/** The range verdict of a number or date filter, from its test and the interval or bounds it keeps. */
function numberRange(filter: Filter, isDate: boolean, test: NumberTest, interval: Interval | undefined): RangeVerdict {
  const verdict = numberRangeApart(filter, isDate, interval);
  // Every value alike: the test itself decides.
  return (min, max) => (min === max ? (test(min) ? "all" : "none") : verdict(min, max));
}

function numberRangeApart(filter: Filter, isDate: boolean, interval: Interval | undefined): RangeVerdict {
  const some: RangeVerdict = () => "some";
  if (isDate) {
    if (interval) return filter.op === "neq" ? (min, max) => negate(inInterval(min, max, interval)) : (min, max) => inInterval(min, max, interval);
    if (filter.op !== "in" && filter.op !== "not_in") return some;
    const intervals = filter.values.map((v) => literalPeriod(v)!);
    const kept: BatchVerdict = filter.op === "in" ? "none" : "all";
    return (min, max) => (intervals.every((p) => inInterval(min, max, p) === "none") ? kept : "some");
  }
  const n = (v: string | number | boolean) => literalNumber(v)!;
  switch (filter.op) {
    case "eq":
      return (min, max) => (within(min, max, n(filter.value), n(filter.value)) === "none" ? "none" : "some");
    case "neq":
      return (min, max) => (within(min, max, n(filter.value), n(filter.value)) === "none" ? "all" : "some");
    case "lt":
      return (min, max) => (min >= n(filter.value) ? "none" : max < n(filter.value) ? "all" : "some");
    case "lte":
      return (min, max) => within(min, max, -Infinity, n(filter.value));
    case "gt":
      return (min, max) => (max <= n(filter.value) ? "none" : min > n(filter.value) ? "all" : "some");
    case "gte":
      return (min, max) => within(min, max, n(filter.value), Infinity);
    case "between":
      return (min, max) => within(min, max, n(filter.from), n(filter.to));
    case "in":
    case "not_in": {
      const values = filter.values.map(n);
      const kept: BatchVerdict = filter.op === "in" ? "none" : "all";
      return (min, max) => (values.every((v) => v < min || v > max) ? kept : "some");
    }
    default:
      return some;
  }
}

/** For number and date columns: does a present value pass? Missing values never pass (except is_empty). */
function numberTest(filter: Filter, column: ColumnSchema, latest: number | undefined): { test: NumberTest; interval?: Interval } {
  const isDate = column.type === "date";
  const point = (value: string | number | boolean): Interval =>
    isDate ? literalPeriod(value)! : { start: literalNumber(value)!, end: literalNumber(value)! };
  switch (filter.op) {
    case "eq":
    case "neq": {
      const p = point(filter.value);
      const inside: NumberTest = isDate ? (v) => v >= p.start && v < p.end : (v) => v === p.start;
      return { test: filter.op === "eq" ? inside : (v) => !inside(v), ...(isDate ? { interval: p } : {}) };
    }
    case "in":
    case "not_in": {
      const include = filter.op === "in";
      if (isDate) {
        const intervals = filter.values.map(point);
        return { test: (v) => intervals.some((p) => v >= p.start && v < p.end) === include };
      }
      const set = new Set(filter.values.map((v) => literalNumber(v)!));
      return { test: (v) => set.has(v) === include };
    }
    case "lt": {
      const p = point(filter.value);
      return { test: (v) => v < p.start, ...(isDate ? { interval: { start: -Infinity, end: p.start } } : {}) };
    }
    case "lte": {
      const p = point(filter.value);
      return isDate ? { test: (v) => v < p.end, interval: { start: -Infinity, end: p.end } } : { test: (v) => v <= p.start };
    }
    case "gt": {
      const p = point(filter.value);
      return isDate ? { test: (v) => v >= p.end, interval: { start: p.end, end: Infinity } } : { test: (v) => v > p.start };
    }
    case "gte": {
      const p = point(filter.value);
      return { test: (v) => v >= p.start, ...(isDate ? { interval: { start: p.start, end: Infinity } } : {}) };
    }
    case "between": {
      const from = point(filter.from);
      const to = point(filter.to);
      return isDate
        ? { test: (v) => v >= from.start && v < to.end, interval: { start: from.start, end: to.end } }
        : { test: (v) => v >= from.start && v <= to.start };
    }
    case "date_range": {
      const interval = resolveDateRange(filter.range, latest);
      return { test: (v) => v >= interval.start && v < interval.end, interval };
    }
    case "is_empty":
    case "is_not_empty":
    case "contains":
    case "starts_with":
      throw new Error(`${filter.op} is handled separately`);
  }
}

/** For text columns: does a present (non-blank) dictionary entry pass? */
function textTest(filter: Filter): (text: string) => boolean {
  switch (filter.op) {
    case "eq": {
      const want = normalizeText(filter.value);
      return (t) => t === want;
    }
    case "neq": {
      const want = normalizeText(filter.value);
      return (t) => t !== want;
    }
    case "in":
    case "not_in": {
      const set = new Set(filter.values.map(normalizeText));
      const include = filter.op === "in";
      return (t) => set.has(t) === include;
    }
    case "contains": {
      const want = normalizeText(filter.value);
      return (t) => t.includes(want);
    }
    case "starts_with": {
      const want = normalizeText(filter.value);
      return (t) => t.startsWith(want);
    }
    default:
      throw new Error(`${filter.op} does not apply to text`);
  }
}

function booleanTest(filter: Filter): (v: boolean) => boolean {
  switch (filter.op) {
    case "eq":
      return (v) => v === literalBoolean(filter.value);
    case "neq":
      return (v) => v !== literalBoolean(filter.value);
    case "in":
    case "not_in": {
      const set = new Set(filter.values.map(literalBoolean));
      const include = filter.op === "in";
      return (v) => set.has(v) === include;
    }
    default:
      throw new Error(`${filter.op} does not apply to yes/no values`);
  }
}

function columnOf(batch: Batch, column: ColumnSchema): ColumnData {
  const data = batch.columns[column.id];
  if (!data) throw new RangeError(`batch lacks column '${column.id}'`);
  return data;
}

/**
 * Compiles one filter. `latest` is the column's largest date (needed only by relative date ranges).
 */
export function compileFilter(filter: Filter, index: number, column: ColumnSchema, latest: number | undefined): CompiledFilter {
  const emptiness = filter.op === "is_empty" || filter.op === "is_not_empty";
  const wantEmpty = filter.op === "is_empty";
  const compiled: CompiledFilter = {
    index,
    column,
    removed: 0,
    missing: 0,
    apply: () => undefined,
    decide: () => "some",
    skip(rows, nulls) {
      compiled.removed += rows;
      compiled.missing += nulls;
    },
  };

  if (column.type === "number" || column.type === "date") {
    const { test, interval } = emptiness ? { test: undefined, interval: undefined } : numberTest(filter, column, latest);
    if (interval) compiled.interval = interval;
    const range: RangeVerdict = test ? numberRange(filter, column.type === "date", test, interval) : () => (wantEmpty ? "none" : "all");
    compiled.decide = (stats, rows) => batchVerdict(stats, rows, range, !test && wantEmpty);
    // A date filter that keeps one interval (all but "not on"): compared inline, without a call per row.
    const kept = interval && filter.op !== "neq" ? interval : undefined;
    if (kept) {
      const { start, end } = kept;
      compiled.apply = (batch, mask) => {
        const values = (columnOf(batch, column) as { values: Float64Array }).values;
        let removed = 0;
        let missing = 0;
        // Without branches on the verdict: dates in file order pass and fail unpredictably.
        for (let i = 0; i < batch.length; i++) {
          const was = mask[i];
          const v = values[i];
          const keep = was & +(v >= start) & +(v < end);
          mask[i] = keep;
          removed += was - keep;
          missing += was & +(v !== v);
        }
        compiled.removed += removed;
        compiled.missing += missing;
      };
      return compiled;
    }
    compiled.apply = (batch, mask) => {
      const values = (columnOf(batch, column) as { values: Float64Array }).values;
      let removed = 0;
      let missing = 0;
      for (let i = 0; i < batch.length; i++) {
        if (mask[i] === 0) continue;
        const v = values[i];
        const isMissing = v !== v;
        const pass = test ? !isMissing && test(v) : isMissing === wantEmpty;
        if (!pass) {
          mask[i] = 0;
          removed++;
          if (isMissing) missing++;
        }
      }
      compiled.removed += removed;
      compiled.missing += missing;
    };
  } else if (column.type === "boolean") {
    const test = emptiness ? undefined : booleanTest(filter);
    const table = new Uint8Array(3);
    table[0] = test ? Number(test(false)) : Number(!wantEmpty);
    table[1] = test ? Number(test(true)) : Number(!wantEmpty);
    table[BOOLEAN_MISSING] = test ? 0 : Number(wantEmpty);
    const range: RangeVerdict = (min, max) => {
      const passing = [0, 1].filter((v) => v >= min && v <= max).map((v) => table[v]);
      return passing.every((p) => p === 1) ? "all" : passing.every((p) => p === 0) ? "none" : "some";
    };
    compiled.decide = (stats, rows) => batchVerdict(stats, rows, range, table[BOOLEAN_MISSING] === 1);
    compiled.apply = (batch, mask) => {
      const values = (columnOf(batch, column) as { values: Uint8Array }).values;
      for (let i = 0; i < batch.length; i++) {
        if (mask[i] === 0) continue;
        const v = values[i];
        if (table[v > 2 ? BOOLEAN_MISSING : v] === 0) {
          mask[i] = 0;
          compiled.removed++;
          if (v >= BOOLEAN_MISSING) compiled.missing++;
        }
      }
    };
  } else {
    const test = emptiness ? undefined : textTest(filter);
    // Per dictionary entry: 1 = passes, 0 = fails, 2 = fails because blank (counted as missing).
    const decide = (text: string): number => {
      const normalized = normalizeText(text);
      if (normalized === "") return test ? 2 : wantEmpty ? 1 : 2;
      return test ? Number(test(normalized)) : Number(!wantEmpty);
    };
    // The verdict on a missing cell (code < 0), in the same terms.
    const missingVerdict = !test && wantEmpty ? 1 : 2;
    // Text has only its missing count: a batch with no value at all is decided; any other must be read.
    compiled.decide = (stats, rows) => (stats && stats.nulls === rows ? (missingVerdict === 1 ? "all" : "none") : "some");
    const lookup = perDictionary((n) => new Uint8Array(n), decide);
    compiled.apply = (batch, mask) => {
      const data = columnOf(batch, column) as { codes: Int32Array; dictionary: string[] };
      const table = lookup(data.dictionary);
      const codes = data.codes;
      let removed = 0;
      let missing = 0;
      // Without branches on the verdict: a value that passes a tenth of rows does so unpredictably.
      for (let i = 0; i < batch.length; i++) {
        const was = mask[i];
        const code = codes[i];
        const verdict = code < 0 ? missingVerdict : table[code];
        const keep = was & verdict;
        mask[i] = keep;
        removed += was - keep;
        missing += was & (verdict >> 1);
      }
      compiled.removed += removed;
      compiled.missing += missing;
    };
  }
  return compiled;
}

/** "1 row", "1,204 rows". */
export function rowCountPhrase(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "row" : "rows"}`;
}

/** The rows each filter removed, for the answer's account of rows used. */
export function excludedByFilters(filters: readonly CompiledFilter[], planFilters: readonly Filter[]): ExcludedRows[] {
  return filters
    .filter((f) => f.removed > 0)
    .map((f) => ({
      reason: "filter" as const,
      count: f.removed,
      filter: f.index,
      column: f.column.id,
      ...(f.missing > 0 ? { missing: f.missing } : {}),
      message: `${rowCountPhrase(f.removed)} left out by the filter "${describeFilter(planFilters[f.index], f.column)}"${
        f.missing > 0 ? ` (${f.missing.toLocaleString("en-US")} of them had no ${f.column.name})` : ""
      }.`,
    }));
}
