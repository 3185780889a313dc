// Executes an aggregate plan: one streaming pass (filters → group ids → accumulators), then the
// group-sized work: transforms, having, sort, top with "Others", limit.
import { DAY_MS, addUnits, isoDateTime } from "../plan/calendar";
import { describeDateRange, groupKeyName, measureName } from "../plan/describe";
import type { CalendarUnit, Having } from "../plan/schema";
import type { MeasureWithId, ValidAggregatePlan } from "../plan/validate";
import { ExecuteError } from "../plan/errors";
import type { ColumnSchema, Dataset } from "../types";
import { type Accumulator, createAccumulator } from "./accumulators";
import { type Interval, intervalDays, resolveDateRange } from "./date-ranges";
import { evaluateCheck } from "./check";
import { type CompiledFilter, compileFilter, excludedByFilters, rowCountPhrase } from "./filters";
import { GroupIndex, createKeyEncoder } from "./group-keys";
import { rowLabel } from "./labels";
import { sortFirst } from "./select";
import { scanFiltered } from "./scan";
import { columnFormat, measureFormat } from "./measure-format";
import { type OrderValue, compareOrder } from "./order";
import {
  type Cell,
  type ExcludedRows,
  type LabelledValue,
  MAX_RESULT_ROWS,
  type QueryResult,
  type ResolvedDateRange,
  type ResultColumn,
  type ResultFigures,
} from "./result";

/** A distinct accumulation the plan needs; measures that share one (sum and its share) reuse it. */
interface Slot {
  acc: Accumulator;
  /** Only rows whose `column` date falls in the interval (period_change sides). */
  period?: { column: ColumnSchema; interval: Interval };
}

interface MeasurePlan {
  measure: MeasureWithId;
  column?: ColumnSchema;
  base?: Slot;
  from?: Slot;
  to?: Slot;
}

/** One result group on its way to becoming a table row. */
export interface GroupRow {
  /** Group id in the accumulators. */
  group: number;
  cells: Cell[];
  order: OrderValue[];
  /** Per measure (plan order): the value after its transform. */
  values: (number | null)[];
  /** Per measure: the base value before any transform. */
  base: (number | null)[];
  /** Per period_change measure: the values over its two periods. */
  from: (number | null)[];
  to: (number | null)[];
  others?: boolean;
}

function slotKey(op: string, column: string | undefined, period?: { column: string; interval: Interval }): string {
  return `${op}|${column ?? ""}|${period ? `${period.column}@${period.interval.start}-${period.interval.end}` : ""}`;
}

export interface AggregateContext {
  columns: Map<string, ColumnSchema>;
  latest: Map<string, number | undefined>;
  /** The query stops with "too_many_groups" once it has more groups than this. */
  maxGroups: number;
}

/**
 * The most groups one query may hold: about 140 bytes each in the streaming pass and the group-sized work
 * after it (`npm run bench plans`: 1M groups peaked at 142 MB), so 200,000 stay near 30 MB, well inside a
 * Worker's 128 MB beside the batch being read.
 */
export const MAX_GROUPS = 200_000;

function tooManyGroups(plan: ValidAggregatePlan, column: (id: string) => ColumnSchema, maxGroups: number): ExecuteError {
  const keys = plan.groupBy.map((k) => `'${column(k.column).name}'`).join(" and ");
  const limit = maxGroups.toLocaleString("en-US");
  return new ExecuteError(
    "too_many_groups",
    `Grouping by ${keys} makes more than ${limit} groups; InsightLab answers with at most ${limit}. Group by a column with fewer different values, or add a filter.`,
  );
}

function changeBetween(from: number | null, to: number | null): number | null {
  if (from === null || to === null || from === 0) return null;
  return (to - from) / Math.abs(from);
}

export async function executeAggregate(dataset: Dataset, plan: ValidAggregatePlan, context: AggregateContext): Promise<QueryResult> {
  const column = (id: string) => context.columns.get(id)!;
  const dateRanges: ResolvedDateRange[] = [];

  const filters: CompiledFilter[] = (plan.filters ?? []).map((f, i) => {
    const compiled = compileFilter(f, i, column(f.column), context.latest.get(f.column));
    if (compiled.interval) dateRanges.push({ column: f.column, source: { filter: i }, ...intervalDays(compiled.interval) });
    return compiled;
  });

  const encoders = plan.groupBy.map((key) => createKeyEncoder(key, column(key.column)));
  const index = new GroupIndex(encoders);

  const slots = new Map<string, Slot>();
  const slotFor = (op: MeasureWithId["op"], columnId: string | undefined, period?: Slot["period"]): Slot => {
    const key = slotKey(op, columnId, period && { column: period.column.id, interval: period.interval });
    let slot = slots.get(key);
    if (!slot) slots.set(key, (slot = { acc: createAccumulator(op, columnId ? column(columnId) : undefined), ...(period ? { period } : {}) }));
    return slot;
  };
  const measures: MeasurePlan[] = plan.measures.map((measure) => {
    const measureColumn = measure.column ? column(measure.column) : undefined;
    const transform = measure.transform;
    if (transform?.kind === "period_change") {
      const dateColumn = column(transform.column);
      const latest = context.latest.get(transform.column);
      const sides = (["from", "to"] as const).map((side) => {
        const interval = resolveDateRange(transform[side], latest);
        dateRanges.push({ column: transform.column, source: { measure: measure.id, side }, ...intervalDays(interval) });
        return slotFor(measure.op, measure.column, { column: dateColumn, interval });
      });
      return { measure, column: measureColumn, from: sides[0], to: sides[1] };
    }
    return { measure, column: measureColumn, base: slotFor(measure.op, measure.column) };
  });

  const read = new Map<string, ColumnSchema>();
  for (const f of plan.filters ?? []) read.set(f.column, column(f.column));
  for (const k of plan.groupBy) read.set(k.column, column(k.column));
  for (const m of measures) if (m.column) read.set(m.column.id, m.column);
  for (const s of slots.values()) if (s.period) read.set(s.period.column.id, s.period.column);

  // ---- the streaming pass
  const periodSlots = [...slots.values()].some((slot) => slot.period);
  let gids = new Int32Array(0);
  let periodGids = new Int32Array(0);
  let used = 0;
  const total = await scanFiltered(dataset, [...read.values()], filters, (batch, mask) => {
    const n = batch.length;
    if (gids.length < n) {
      gids = new Int32Array(n);
      periodGids = new Int32Array(n);
    }
    const ungrouped = encoders.length === 0;
    if (ungrouped && !periodSlots) {
      // No groups: the mask is all a kernel needs (null when no filter removed anything).
      const all = filters.length === 0;
      used += all ? n : countOnes(mask, n);
      for (const slot of slots.values()) {
        slot.acc.grow(1);
        slot.acc.addAll(batch, all ? null : mask);
      }
      return;
    }
    used += index.assign(batch, mask, gids);
    const groups = index.size;
    if (groups > context.maxGroups) throw tooManyGroups(plan, column, context.maxGroups);
    for (const slot of slots.values()) {
      slot.acc.grow(groups);
      if (!slot.period) {
        slot.acc.add(batch, gids);
        continue;
      }
      const dates = (batch.columns[slot.period.column.id] as { values: Float64Array }).values;
      const { start, end } = slot.period.interval;
      for (let i = 0; i < n; i++) {
        const v = dates[i];
        periodGids[i] = gids[i] >= 0 && v >= start && v < end ? gids[i] : -1;
      }
      slot.acc.add(batch, periodGids);
    }
  });

  // ---- group-sized work, column-wise: one typed array per measure, group ids sorted as Int32Arrays.
  // Index G (one past the last group) is reserved for the "Others" row.
  const G = index.size;
  for (const slot of slots.values()) slot.acc.grow(G + 1);
  const nan = () => new Float64Array(G + 1).fill(NaN);
  const base = measures.map(() => nan());
  const fromValues = measures.map((m) => (m.from ? nan() : null));
  const toValues = measures.map((m) => (m.to ? nan() : null));
  const fillGroup = (g: number) => {
    measures.forEach((m, i) => {
      if (m.base) base[i][g] = m.base.acc.value(g) ?? NaN;
      else {
        const f = m.from!.acc.value(g);
        const t = m.to!.acc.value(g);
        fromValues[i]![g] = f ?? NaN;
        toValues[i]![g] = t ?? NaN;
        base[i][g] = changeBetween(f, t) ?? NaN;
      }
    });
  };
  for (let g = 0; g < G; g++) fillGroup(g);
  const values = measures.map((m, i) => (m.measure.transform && m.measure.transform.kind !== "period_change" ? base[i].slice() : base[i]));

  // Share of total: over all groups, before having/top/limit.
  const totals = base.map((b) => {
    let sum = 0;
    for (let g = 0; g < G; g++) if (b[g] === b[g]) sum += b[g];
    return sum;
  });
  const applyShares = (g: number) => {
    measures.forEach((m, i) => {
      if (m.measure.transform?.kind === "share_of_total") values[i][g] = totals[i] === 0 ? NaN : base[i][g] / totals[i];
    });
  };
  for (let g = 0; g < G; g++) applyShares(g);

  // Key order as numbers: numbers, dates and weekdays are their own order; text values are ranked once.
  // Missing keys are NaN, sorted last.
  const keyRanks = encoders.map((encoder, k) => {
    const keys = index.keys[k];
    const ranks = new Float64Array(G);
    if (encoder.column.type === "text") {
      const distinct = Array.from({ length: encoder.size }, (_, key) => key);
      distinct.sort((a, b) => compareOrder(encoder.order(a), encoder.order(b), "asc"));
      const rankOfKey = new Float64Array(encoder.size);
      distinct.forEach((key, rank) => (rankOfKey[key] = encoder.order(key) === null ? NaN : rank));
      for (let g = 0; g < G; g++) ranks[g] = rankOfKey[keys[g]];
    } else {
      for (let g = 0; g < G; g++) {
        const o = encoder.order(keys[g]);
        ranks[g] = o === null ? NaN : Number(o);
      }
    }
    return ranks;
  });
  const byKeys = (a: number, b: number) => {
    for (const ranks of keyRanks) {
      const c = compareNumbers(ranks[a], ranks[b], 1);
      if (c !== 0) return c;
    }
    return 0;
  };

  const dateKey = encoders.findIndex((e) => e.key.bucket !== undefined && e.key.bucket !== "weekday");
  const bucketStarts = dateKey >= 0 ? Float64Array.from(index.keys[dateKey].slice(0, G), (key) => encoders[dateKey].order(key) as number) : undefined;
  /** Groups sharing every key but the date bucket: one series each. */
  const partitionIds = (): Int32Array => {
    const ids = new Int32Array(G);
    if (encoders.length === 1) return ids;
    const seen = new Map<string, number>();
    for (let g = 0; g < G; g++) {
      const key = index.keys.filter((_, k) => k !== dateKey).map((keys) => keys[g]).join(",");
      let id = seen.get(key);
      if (id === undefined) seen.set(key, (id = seen.size));
      ids[g] = id;
    }
    return ids;
  };
  const partitions = dateKey >= 0 ? partitionIds() : undefined;
  if (dateKey >= 0 && bucketStarts && partitions) {
    const unit = encoders[dateKey].key.bucket as CalendarUnit;
    const byPartition: Map<number, number>[] = [];
    for (let g = 0; g < G; g++) (byPartition[partitions[g]] ??= new Map()).set(bucketStarts[g], g);
    measures.forEach((m, i) => {
      const transform = m.measure.transform;
      if (transform?.kind === "percent_change") {
        for (let g = 0; g < G; g++) {
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

  // Sort all groups (running totals without a date bucket follow this order).
  const measureIndex = new Map(measures.map((m, i) => [m.measure.id, i]));
  const keyIndex = new Map(plan.groupBy.map((k, i) => [k.id, i]));
  const sortKeys = plan.sort ?? (encoders.some((e) => e.key.bucket) ? [] : [{ by: measures[0].measure.id, direction: "desc" as const }]);
  // A running total is ordered by its underlying value: the order is what it accumulates along.
  const rankArray = (m: number) => (measures[m].measure.transform?.kind === "running_total" ? base[m] : values[m]);
  const sortArrays = sortKeys.map((key) => {
    const m = measureIndex.get(key.by);
    return { array: m !== undefined ? rankArray(m) : keyRanks[keyIndex.get(key.by)!], direction: key.direction === "asc" ? 1 : -1 };
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
  const runningAlongOrder = dateKey < 0 && measures.some((m) => m.measure.transform?.kind === "running_total");
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
  const OTHERS = G;
  const top = plan.top;
  if (top) {
    const rankBy = measureIndex.get(top.by ?? measures[0].measure.id)!;
    const direction = top.direction === "bottom" ? 1 : -1;
    const array = rankArray(rankBy);
    const ranked = sortFirst(kept.slice(), top.n, (a, b) => compareNumbers(array[a], array[b], direction) || byKeys(a, b));
    const best = ranked.slice(0, top.n);
    const rest = ranked.subarray(top.n);
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
      fillGroup(OTHERS);
      measures.forEach((_, i) => (values[i][OTHERS] = base[i][OTHERS]));
      applyShares(OTHERS);
      const withOthers = new Int32Array(shown.length + 1);
      withOthers.set(shown);
      withOthers[shown.length] = OTHERS;
      shown = withOthers;
    }
  }
  const limited = plan.limit !== undefined ? shown.subarray(0, plan.limit) : shown;

  /** A group as a row object, made only for the groups a sentence or a check looks at. */
  const rowOf = (g: number): GroupRow => ({
    group: g,
    cells: g === OTHERS ? encoders.map((_, k) => (k === 0 ? "Others" : null)) : encoders.map((e, k) => e.cell(index.keys[k][g])),
    order: g === OTHERS ? encoders.map(() => null) : encoders.map((e, k) => e.order(index.keys[k][g])),
    values: values.map((v) => orNull(v[g])),
    base: base.map((v) => orNull(v[g])),
    from: fromValues.map((v) => (v ? orNull(v[g]) : null)),
    to: toValues.map((v) => (v ? orNull(v[g]) : null)),
    ...(g === OTHERS ? { others: true } : {}),
  });

  // ---- the table
  const columns: ResultColumn[] = plan.groupBy.map((key) => {
    const source = column(key.column);
    const weekday = key.bucket === "weekday";
    return {
      id: key.id,
      name: groupKeyName(key, source),
      role: "group",
      type: weekday ? "text" : source.type,
      format: weekday ? { kind: "text" } : source.type === "date" ? { kind: "date", bucket: key.bucket } : columnFormat(source),
      sourceColumn: source.id,
      sourceName: source.name,
      ...(source.unit ? { unit: source.unit } : {}),
      ...(key.bucket ? { bucket: key.bucket } : {}),
    };
  });
  const cellOf: ((row: GroupRow) => Cell)[] = encoders.map((_, k) => (row) => row.cells[k]);
  measures.forEach((m, i) => {
    const { measure } = m;
    const format = measureFormat(measure, m.column);
    const isDate = format.kind === "date";
    const asCell = (v: number | null): Cell => (v === null ? null : isDate ? isoDateTime(v) : v);
    const name = measureName(measure, m.column);
    const base = {
      role: "measure" as const,
      op: measure.op,
      ...(m.column ? { sourceColumn: m.column.id, sourceName: m.column.name } : {}),
      ...(m.column?.unit ? { unit: m.column.unit } : {}),
    };
    if (measure.transform?.kind === "period_change") {
      const baseFormat = measureFormat({ ...measure, transform: undefined }, m.column);
      const baseName = measureName({ ...measure, transform: undefined }, m.column);
      for (const side of ["from", "to"] as const) {
        columns.push({
          ...base,
          id: `${measure.id}_${side}`,
          name: `${baseName} (${describeDateRange(measure.transform[side])})`,
          type: baseFormat.kind === "date" ? "date" : "number",
          format: baseFormat,
          periodOf: { measure: measure.id, side },
        });
        cellOf.push((row) => (baseFormat.kind === "date" ? asCell(row[side][i]) : row[side][i]));
      }
    }
    columns.push({
      ...base,
      id: measure.id,
      name,
      type: isDate ? "date" : "number",
      format,
      ...(measure.transform ? { transform: measure.transform.kind } : {}),
    });
    cellOf.push((row) => asCell(row.values[i]));
  });
  const capped = Array.from(limited.subarray(0, MAX_RESULT_ROWS), rowOf);
  const table = {
    columns,
    rows: capped.map((row) => cellOf.map((cell) => cell(row))),
    rowCount: limited.length,
    truncated: limited.length > MAX_RESULT_ROWS,
  };

  // ---- figures for the sentence
  const primary = measures[0];
  const label = (row: GroupRow) => (row.others ? "Others" : rowLabel(row.cells, columns.slice(0, encoders.length)));
  const additive = !!primary.base && !primary.measure.transform && (primary.measure.op === "sum" || primary.measure.op === "count");
  const labelled = (g: number): LabelledValue => {
    const value = values[0][g];
    return {
      label: encoders.length === 0 ? measureName(primary.measure, primary.column) : label(rowOf(g)),
      value,
      ...(additive && totals[0] !== 0 ? { share: value / totals[0] } : {}),
    };
  };
  const figures: ResultFigures = { measure: primary.measure.id, groups: kept.length };
  if (encoders.length === 0) figures.value = kept.length > 0 ? orNull(values[0][kept[0]]) : null;
  if (additive) figures.total = encoders.length === 0 ? orNull(values[0][0]) : totals[0];
  const valued = kept.filter((g) => values[0][g] === values[0][g]);
  if (encoders.length > 0 && valued.length > 0) {
    let highest = valued[0];
    let lowest = valued[0];
    for (const g of valued) {
      if (values[0][g] > values[0][highest]) highest = g;
      if (values[0][g] < values[0][lowest]) lowest = g;
    }
    figures.highest = labelled(highest);
    figures.lowest = labelled(lowest);
    if (encoders.length === 1 && dateKey === 0) {
      let first = valued[0];
      let last = valued[0];
      for (const g of valued) {
        if (bucketStarts![g] < bucketStarts![first]) first = g;
        if (bucketStarts![g] > bucketStarts![last]) last = g;
      }
      figures.series = { first: labelled(first), last: labelled(last), peak: figures.highest, change: changeBetween(values[0][first], values[0][last]) };
    }
  }
  const primaryTransform = primary.measure.transform;
  if (encoders.length === 0 && primaryTransform?.kind === "period_change" && kept.length > 0) {
    const side = (s: "from" | "to"): LabelledValue | null => {
      const value = orNull((s === "from" ? fromValues : toValues)[0]![0]);
      return value === null ? null : { label: describeDateRange(primaryTransform[s]), value };
    };
    figures.periodChange = { name: measureName({ ...primary.measure, transform: undefined }, primary.column), from: side("from"), to: side("to"), change: orNull(values[0][0]) };
  }
  if (top) figures.top = { n: top.n, direction: top.direction ?? "top", ...(topShare !== undefined ? { share: topShare } : {}) };
  if (othersCount > 0) figures.others = { groups: othersCount };
  if (plan.check) {
    const rows = Array.from(kept, rowOf);
    const partitionOf = (row: GroupRow) => JSON.stringify(row.order.filter((_, k) => k !== dateKey));
    const byKeyOrder = (a: GroupRow, b: GroupRow) => byKeys(a.group, b.group);
    figures.check = evaluateCheck(plan.check, { plan, measureIndex, rows, dateKey, partitionOf, label, byKeys: byKeyOrder });
  }

  // ---- which rows were used
  const excluded: ExcludedRows[] = excludedByFilters(filters, plan.filters ?? []);
  for (const e of encoders) {
    if (e.missingDates > 0)
      excluded.push({ reason: "missing_date", count: e.missingDates, column: e.column.id, message: `${rowCountPhrase(e.missingDates)} with no ${e.column.name} ${e.missingDates === 1 ? "was" : "were"} left out.` });
  }
  for (const m of measures) {
    if (m.base && m.base.acc.missing > 0 && m.column && !excluded.some((x) => x.reason === "missing_value" && x.column === m.column!.id))
      excluded.push({
        reason: "missing_value",
        count: m.base.acc.missing,
        column: m.column.id,
        measure: m.measure.id,
        message: `${rowCountPhrase(m.base.acc.missing)} with no ${m.column.name} ${m.base.acc.missing === 1 ? "was" : "were"} not counted in ${measureName(m.measure, m.column)}.`,
      });
  }

  return { plan, table, figures, rows: { total, used, excluded }, dateRanges };
}

function countOnes(mask: Uint8Array, length: number): number {
  let ones = 0;
  for (let i = 0; i < length; i++) ones += mask[i];
  return ones;
}

/** Cumulative sums of `base` along `order`, written into `out`; NaN (no value) until the first value. */
function runningTotal(order: ArrayLike<number>, base: Float64Array, out: Float64Array): void {
  let sum = NaN;
  for (let i = 0; i < order.length; i++) {
    const g = order[i];
    const v = base[g];
    if (v === v) sum = sum === sum ? sum + v : v;
    out[g] = sum;
  }
}

function orNull(v: number): number | null {
  return v === v ? v : null;
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
