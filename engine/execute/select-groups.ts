// Which groups the answer shows, and in what order: having, sort, top N with an "Others" row, limit.
// Works on group ids (Int32Arrays) and the measure arrays, so only the rows shown are ever sorted.
import type { Having } from "../plan/schema";
import type { ValidAggregatePlan } from "../plan/validate";
import type { Accumulated } from "./accumulate";
import type { GroupIndex, KeyEncoder } from "./group-keys";
import { type MeasureValues, runningTotal } from "./measure-values";
import { compareOrder } from "./order";
import { MAX_RESULT_ROWS } from "./result";
import { sortFirst } from "./select";

export interface SelectedGroups {
  /** Group id of the "Others" row (one past the last group). */
  others: number;
  /** Groups after having, before top and limit. */
  kept: Int32Array;
  /** The groups shown, in order, the "Others" row last when there is one. */
  shown: Int32Array;
  /** How many groups were rolled into "Others". */
  othersCount: number;
  /** top: the kept groups' share of the total (additive measures). */
  topShare?: number;
  /**
   * top without "Others": the last group kept and the first one left out (the N-th and N+1-th by the ranked
   * measure), so the answer can tell whether they are level without running the plan again.
   */
  atCut?: [number, number];
  /** top starting past the first place: the group just above the first one kept and that group. */
  atStart?: [number, number];
  measureIndex: Map<string, number>;
  /** Orders groups by their keys: the tie-breaker everywhere. */
  byKeys: (a: number, b: number) => number;
}

/** Key order as numbers: numbers, dates and weekdays are their own order; text values are ranked once. Missing keys are NaN, sorted last. */
function keyRanks(encoders: KeyEncoder[], index: GroupIndex): Float64Array[] {
  const groups = index.size;
  return encoders.map((encoder, k) => {
    const keys = index.keys[k];
    const ranks = new Float64Array(groups);
    if (encoder.column.type === "text") {
      const distinct = Array.from({ length: encoder.size }, (_, key) => key);
      distinct.sort((a, b) => compareOrder(encoder.order(a), encoder.order(b), "asc"));
      const rankOfKey = new Float64Array(encoder.size);
      distinct.forEach((key, rank) => (rankOfKey[key] = encoder.order(key) === null ? NaN : rank));
      for (let g = 0; g < groups; g++) ranks[g] = rankOfKey[keys[g]];
    } else {
      for (let g = 0; g < groups; g++) {
        const o = encoder.order(keys[g]);
        ranks[g] = o === null ? NaN : Number(o);
      }
    }
    return ranks;
  });
}

/**
 * Selects and orders the groups. Running totals without a date series accumulate along the sort order,
 * so they are written into `measureValues` here; the "Others" row is merged into the accumulators.
 */
export function selectGroups(plan: ValidAggregatePlan, { encoders, index, slots, measures }: Accumulated, measureValues: MeasureValues, hasDateSeries: boolean): SelectedGroups {
  const { base, values, totals } = measureValues;
  const G = index.size;
  const ranks = keyRanks(encoders, index);
  const byKeys = (a: number, b: number) => {
    for (const r of ranks) {
      const c = compareNumbers(r[a], r[b], 1);
      if (c !== 0) return c;
    }
    return 0;
  };

  // Sort all groups (running totals without a date bucket follow this order).
  const measureIndex = new Map(measures.map((m, i) => [m.measure.id, i]));
  const keyIndex = new Map(plan.groupBy.map((k, i) => [k.id, i]));
  const sortKeys = plan.sort ?? (encoders.some((e) => e.key.bucket) ? [] : [{ by: measures[0].measure.id, direction: "desc" as const }]);
  // A running total is ordered by its underlying value: the order is what it accumulates along.
  const rankArray = (m: number) => (measures[m].measure.transform?.kind === "running_total" ? base[m] : values[m]);
  const sortArrays = sortKeys.map((key) => {
    const m = measureIndex.get(key.by);
    return { array: m !== undefined ? rankArray(m) : ranks[keyIndex.get(key.by)!], direction: key.direction === "asc" ? 1 : -1 };
  });
  const comparator = (a: number, b: number) => {
    for (const { array, direction } of sortArrays) {
      const c = compareNumbers(array[a], array[b], direction);
      if (c !== 0) return c;
    }
    return byKeys(a, b);
  };
  // The full order is needed only for running totals along it; otherwise only the rows shown are sorted.
  const all = new Int32Array(G);
  for (let g = 0; g < G; g++) all[g] = g;
  const runningAlongOrder = !hasDateSeries && measures.some((m) => m.measure.transform?.kind === "running_total");
  if (runningAlongOrder) {
    all.sort(comparator);
    measures.forEach((m, i) => m.measure.transform?.kind === "running_total" && runningTotal(all, base[i], values[i]));
  }

  const having = (plan.having ?? []).map((h) => ({ array: values[measureIndex.get(h.measure)!], h }));
  const kept = having.length === 0 ? all : all.filter((g) => having.every(({ array, h }) => passesHaving(array[g], h)));

  const shownLimit = Math.min(plan.limit ?? Infinity, MAX_RESULT_ROWS);
  let shown: Int32Array = runningAlongOrder ? kept : sortFirst(kept.slice(), shownLimit, comparator);
  let othersCount = 0;
  let topShare: number | undefined;
  let atCut: [number, number] | undefined;
  let atStart: [number, number] | undefined;
  const OTHERS = G;
  const top = plan.top;
  if (top) {
    const rankBy = measureIndex.get(top.by ?? measures[0].measure.id)!;
    const direction = top.direction === "bottom" ? 1 : -1;
    const array = rankArray(rankBy);
    // One group past the cut is ranked too: whether it is level with the last one kept is part of the answer.
    // A ranking from a later place ("the 2nd highest") also ranks the groups above it; the one just above is
    // compared with the first one kept.
    const skip = (top.place ?? 1) - 1;
    const ranked = sortFirst(kept.slice(), skip + top.n + 1, (a, b) => compareNumbers(array[a], array[b], direction) || byKeys(a, b));
    const best = ranked.slice(skip, skip + top.n);
    const rest = ranked.subarray(Math.min(ranked.length, skip + top.n));
    if (!top.others && rest.length > 0 && best.length > 0) atCut = [best[best.length - 1], rest[0]];
    if (skip > 0 && best.length > 0) atStart = [ranked[skip - 1], best[0]];
    shown = plan.sort ? best.sort(comparator) : best;
    const ranker = measures[rankBy];
    if (ranker.base && !ranker.measure.transform && (ranker.measure.op === "sum" || ranker.measure.op === "count") && totals[rankBy] !== 0) {
      let sum = 0;
      for (const g of best) if (base[rankBy][g] === base[rankBy][g]) sum += base[rankBy][g];
      topShare = sum / totals[rankBy];
    }
    if (top.others && rest.length > 0) {
      othersCount = rest.length;
      for (const slot of slots.values()) for (const g of rest) slot.acc.merge(OTHERS, g);
      measureValues.fillOthers(OTHERS);
      const withOthers = new Int32Array(shown.length + 1);
      withOthers.set(shown);
      withOthers[shown.length] = OTHERS;
      shown = withOthers;
    }
  }
  const limited = plan.limit !== undefined ? shown.subarray(0, plan.limit) : shown;
  return { others: OTHERS, kept, shown: limited, othersCount, ...(topShare !== undefined ? { topShare } : {}), ...(atCut ? { atCut } : {}), ...(atStart ? { atStart } : {}), measureIndex, byKeys };
}

/** Numeric order with missing values (NaN) last in both directions; direction 1 ascending, -1 descending. */
function compareNumbers(a: number, b: number, direction: number): number {
  const aMissing = a !== a;
  const bMissing = b !== b;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return a < b ? -direction : a > b ? direction : 0;
}

function passesHaving(v: number, h: Having): boolean {
  if (v !== v) return false;
  switch (h.op) {
    case "eq":
      return v === h.value;
    case "neq":
      return v !== h.value;
    case "lt":
      return v < h.value;
    case "lte":
      return v <= h.value;
    case "gt":
      return v > h.value;
    case "gte":
      return v >= h.value;
    case "between":
      return v >= h.from && v <= h.to;
  }
}
