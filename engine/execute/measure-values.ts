// Measure values per group, column-wise, and the transforms worked out after grouping: period change,
// share of total, percent change and running totals along a date series. One Float64Array per measure
// keeps the group-sized work small; NaN means "no value".
import { DAY_MS, addUnits } from "../plan/calendar";
import type { CalendarUnit } from "../plan/schema";
import type { MeasurePlan } from "./accumulate";
import type { GroupIndex, KeyEncoder } from "./group-keys";

export interface MeasureValues {
  /** Per measure: the value before any transform (period_change: the change itself). */
  base: Float64Array[];
  /** Per measure: the value after its transform; the same array as `base` when there is nothing to transform. */
  values: Float64Array[];
  /** Per period_change measure: the values over its two periods (null for other measures). */
  from: (Float64Array | null)[];
  to: (Float64Array | null)[];
  /** Per measure: the sum of `base` over all groups, before having, top and limit (what a share is of). */
  totals: number[];
  /** Fills the merged "Others" group `g`: its base values and shares; a per-series transform has no meaning for it. */
  fillOthers(g: number): void;
}

/** The groups as date series, when a key buckets dates: each group's bucket start and its series. */
export interface DateSeries {
  /** Index of the date bucket key. */
  dateKey: number;
  unit: CalendarUnit;
  /** Per group: the epoch ms its bucket starts at. */
  bucketStarts: Float64Array;
  /** Per group: its series, the groups sharing every key but the date bucket. */
  partitions: Int32Array;
}

export function changeBetween(from: number | null, to: number | null): number | null {
  if (from === null || to === null || from === 0) return null;
  return (to - from) / Math.abs(from);
}

export function orNull(v: number): number | null {
  return v === v ? v : null;
}

/** (numerator − minus) ÷ per for group `g`; NaN (no value) when a part has none or the divisor is 0. */
function ratioValue(ratio: NonNullable<MeasurePlan["ratio"]>, g: number): number {
  const top = ratio.numerator.acc.value(g);
  const minus = ratio.minus ? ratio.minus.acc.value(g) : 0;
  const per = ratio.per.acc.value(g);
  if (top === null || minus === null || per === null || per === 0) return NaN;
  return (top - minus) / per;
}

/** Reads every group's measures from the accumulators; index `groups` is left free for the "Others" row. */
export function measureValues(measures: MeasurePlan[], groups: number): MeasureValues {
  const nan = () => new Float64Array(groups + 1).fill(NaN);
  const base = measures.map(() => nan());
  const from = measures.map((m) => (m.from ? nan() : null));
  const to = measures.map((m) => (m.to ? nan() : null));
  const fill = (g: number) => {
    measures.forEach((m, i) => {
      if (m.base) base[i][g] = m.base.acc.value(g) ?? NaN;
      else if (m.ratio) base[i][g] = ratioValue(m.ratio, g);
      else {
        const f = m.from!.acc.value(g);
        const t = m.to!.acc.value(g);
        from[i]![g] = f ?? NaN;
        to[i]![g] = t ?? NaN;
        base[i][g] = changeBetween(f, t) ?? NaN;
      }
    });
  };
  for (let g = 0; g < groups; g++) fill(g);
  const values = measures.map((m, i) => (m.measure.transform && m.measure.transform.kind !== "period_change" ? base[i].slice() : base[i]));

  // Share of total: over all groups, before having/top/limit.
  const totals = base.map((b) => {
    let sum = 0;
    for (let g = 0; g < groups; g++) if (b[g] === b[g]) sum += b[g];
    return sum;
  });
  const applyShares = (g: number) => {
    measures.forEach((m, i) => {
      if (m.measure.transform?.kind === "share_of_total") values[i][g] = totals[i] === 0 ? NaN : base[i][g] / totals[i];
    });
  };
  for (let g = 0; g < groups; g++) applyShares(g);

  const fillOthers = (g: number) => {
    fill(g);
    measures.forEach((_, i) => (values[i][g] = base[i][g]));
    applyShares(g);
  };
  return { base, values, from, to, totals, fillOthers };
}

/** The date series of the groups, or undefined when no key buckets dates (weekdays are not a series). */
export function dateSeries(encoders: KeyEncoder[], index: GroupIndex): DateSeries | undefined {
  const dateKey = encoders.findIndex((e) => e.key.bucket !== undefined && e.key.bucket !== "weekday");
  if (dateKey < 0) return undefined;
  const groups = index.size;
  const bucketStarts = Float64Array.from(index.keys[dateKey].slice(0, groups), (key) => encoders[dateKey].order(key) as number);
  const partitions = new Int32Array(groups);
  if (encoders.length > 1) {
    const seen = new Map<string, number>();
    for (let g = 0; g < groups; g++) {
      const key = index.keys.filter((_, k) => k !== dateKey).map((keys) => keys[g]).join(",");
      let id = seen.get(key);
      if (id === undefined) seen.set(key, (id = seen.size));
      partitions[g] = id;
    }
  }
  return { dateKey, unit: encoders[dateKey].key.bucket as CalendarUnit, bucketStarts, partitions };
}

/** percent_change and running_total along each date series (without one, running totals follow the sort). */
export function applySeriesTransforms(measures: MeasurePlan[], { base, values }: MeasureValues, { unit, bucketStarts, partitions }: DateSeries): void {
  const groups = bucketStarts.length;
  const byPartition: Map<number, number>[] = [];
  for (let g = 0; g < groups; g++) (byPartition[partitions[g]] ??= new Map()).set(bucketStarts[g], g);
  measures.forEach((m, i) => {
    const transform = m.measure.transform;
    if (transform?.kind === "percent_change") {
      for (let g = 0; g < groups; g++) {
        const start = bucketStarts[g];
        const earlier = transform.compareTo === "previous_year" ? (unit === "week" ? start - 364 * DAY_MS : addUnits(start, "year", -1)) : addUnits(start, unit, -1);
        const previous = byPartition[partitions[g]].get(earlier);
        values[i][g] = changeBetween(previous === undefined ? null : orNull(base[i][previous]), orNull(base[i][g])) ?? NaN;
      }
    } else if (transform?.kind === "running_total") {
      for (const series of byPartition) runningTotal(Int32Array.from(series.values()).sort((a, b) => bucketStarts[a] - bucketStarts[b]), base[i], values[i]);
    }
  });
}

/** Cumulative sums of `base` along `order`, written into `out`; NaN (no value) until the first value. */
export function runningTotal(order: ArrayLike<number>, base: Float64Array, out: Float64Array): void {
  let sum = NaN;
  for (let i = 0; i < order.length; i++) {
    const g = order[i];
    const v = base[g];
    if (v === v) sum = sum === sum ? sum + v : v;
    out[g] = sum;
  }
}
