// Grouping and accumulating: the aggregate's one streaming pass (filters → group ids → accumulators),
// and the account of rows it left out. Memory here grows with groups, never with rows.
import { measureName } from "../plan/describe";
import type { MeasureWithId, ValidAggregatePlan } from "../plan/validate";
import { ExecuteError } from "../plan/errors";
import type { BatchStats, ColumnSchema, Dataset } from "../types";
import { type Accumulator, createAccumulator } from "./accumulators";
import { type Interval, intervalDays, resolveDateRange } from "./date-ranges";
import { type CompiledFilter, compileFilter, excludedByFilters, rowCountPhrase } from "./filters";
import { GroupIndex, type KeyEncoder, createKeyEncoder } from "./group-keys";
import { compactBatch } from "./compact";
import { scanFiltered } from "./scan";
import { scratchInt32, scratchUint8 } from "./scratch";
import type { ExcludedRows, ResolvedDateRange } from "./result";

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

/** A distinct accumulation the plan needs; measures that share one (sum and its share) reuse it. */
export interface Slot {
  acc: Accumulator;
  /** Only rows whose `column` date falls in the interval (period_change sides). */
  period?: { column: ColumnSchema; interval: Interval };
  /** Only rows these filters keep (a ratio's numerator with `where`). */
  where?: CompiledFilter[];
}

/** A measure of the plan with the accumulations it reads: `base`, `from` and `to` for period_change, or a ratio's parts. */
export interface MeasurePlan {
  measure: MeasureWithId;
  column?: ColumnSchema;
  base?: Slot;
  from?: Slot;
  to?: Slot;
  /** A ratio (measure.per): (numerator − minus) ÷ per. */
  ratio?: { numerator: Slot; per: Slot; minus?: Slot; columns: ColumnSchema[] };
}

/** What the streaming pass leaves for the group-sized work. */
export interface Accumulated {
  filters: CompiledFilter[];
  encoders: KeyEncoder[];
  index: GroupIndex;
  slots: Map<string, Slot>;
  measures: MeasurePlan[];
  dateRanges: ResolvedDateRange[];
  /** Rows in the dataset, and rows that passed the filters. */
  total: number;
  used: number;
  /**
   * A total over a date series: the largest single row of each period, so the answer can say when one row makes
   * most of a period's value (an outlier driving the trend).
   */
  largestRow?: { max: Slot; sum: Slot };
}

function slotKey(op: string, column: string | undefined, period?: { column: string; interval: Interval }, where?: unknown): string {
  return `${op}|${column ?? ""}|${period ? `${period.column}@${period.interval.start}-${period.interval.end}` : ""}|${where ? JSON.stringify(where) : ""}`;
}

function tooManyGroups(plan: ValidAggregatePlan, column: (id: string) => ColumnSchema, maxGroups: number): ExecuteError {
  const keys = plan.groupBy.map((k) => `'${column(k.column).name}'`).join(" and ");
  const limit = maxGroups.toLocaleString("en-US");
  return new ExecuteError(
    "too_many_groups",
    `Grouping by ${keys} makes more than ${limit} groups; InsightLab answers with at most ${limit}. Group by a column with fewer different values, or add a filter.`,
  );
}

export async function accumulate(dataset: Dataset, plan: ValidAggregatePlan, context: AggregateContext): Promise<Accumulated> {
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
  const slotFor = (op: MeasureWithId["op"], columnId: string | undefined, period?: Slot["period"], where?: MeasureWithId["where"]): Slot => {
    const key = slotKey(op, columnId, period && { column: period.column.id, interval: period.interval }, where);
    let slot = slots.get(key);
    if (!slot) {
      const compiled = where?.map((f) => compileFilter(f, -1, column(f.column), context.latest.get(f.column)));
      slots.set(key, (slot = { acc: createAccumulator(op, columnId ? column(columnId) : undefined), ...(period ? { period } : {}), ...(compiled ? { where: compiled } : {}) }));
    }
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
    if (measure.per) {
      const parts = [measure.per, measure.minus].filter((t) => t !== undefined);
      const columns = parts.flatMap((t) => (t.column ? [column(t.column)] : []));
      for (const f of measure.where ?? []) columns.push(column(f.column));
      const ratio = { numerator: slotFor(measure.op, measure.column, undefined, measure.where), per: slotFor(measure.per.op, measure.per.column), columns };
      return { measure, column: measureColumn, ratio: measure.minus ? { ...ratio, minus: slotFor(measure.minus.op, measure.minus.column) } : ratio };
    }
    return { measure, column: measureColumn, base: slotFor(measure.op, measure.column) };
  });

  const primary = plan.measures[0];
  const bucket = plan.groupBy.length === 1 ? plan.groupBy[0].bucket : undefined;
  const largestRow =
    bucket && bucket !== "weekday" && primary?.op === "sum" && primary.column && !primary.transform && !primary.per && !primary.where
      ? // The sum's own slot counts each period's rows with a value: a count of the column would pass over it again.
        { max: slotFor("max", primary.column), sum: slotFor("sum", primary.column) }
      : undefined;

  // Columns the work after the filters reads: the only ones a batch's kept rows are gathered from.
  const carried = new Map<string, ColumnSchema>();
  for (const k of plan.groupBy) carried.set(k.column, column(k.column));
  for (const m of measures) for (const c of [m.column, ...(m.ratio?.columns ?? [])]) if (c) carried.set(c.id, c);
  for (const s of slots.values()) if (s.period) carried.set(s.period.column.id, s.period.column);
  const read = new Map<string, ColumnSchema>(carried);
  for (const f of plan.filters ?? []) read.set(f.column, column(f.column));

  const periodSlots = [...slots.values()].some((slot) => slot.period || slot.where);
  let used = 0;
  const carriedColumns = [...carried.values()];
  // Ungrouped: a batch every filter keeps whole is added from its stored figures when every measure can be.
  const whole =
    encoders.length === 0 && !periodSlots
      ? (stats: BatchStats) => {
          const updates = [...slots.values()].map((slot) => slot.acc.statsUpdate?.(stats));
          if (updates.some((update) => update === undefined)) return undefined;
          return () => {
            for (const slot of slots.values()) slot.acc.grow(1);
            for (const update of updates) update!();
            used += stats.rows;
          };
        }
      : undefined;
  const total = await scanFiltered(dataset, [...read.values()], filters, (scanned, filterMask) => {
    // Rows a filter removed are dropped here, once: the kernels below then see every row of `batch` used.
    const kept = filters.length === 0 ? scanned.length : countOnes(filterMask, scanned.length);
    const batch = kept < scanned.length ? compactBatch(scanned, filterMask, kept, carriedColumns) : scanned;
    const n = batch.length;
    if (encoders.length === 0 && !periodSlots) {
      // No groups: a kernel needs no per-row state at all.
      used += n;
      for (const slot of slots.values()) {
        slot.acc.grow(1);
        slot.acc.addAll(batch);
      }
      return;
    }
    const mask = kept < scanned.length ? scratchUint8("aggregate.mask", n).fill(1, 0, n) : filterMask;
    const gids = scratchInt32("aggregate.gids", n);
    const periodGids = scratchInt32("aggregate.periodGids", n);
    const whereMask = scratchUint8("aggregate.whereMask", n);
    used += index.assign(batch, mask, gids);
    const groups = index.size;
    if (groups > context.maxGroups) throw tooManyGroups(plan, column, context.maxGroups);
    for (const slot of slots.values()) {
      slot.acc.grow(groups);
      if (slot.where) {
        whereMask.fill(1, 0, n);
        for (const f of slot.where) f.apply(batch, whereMask);
        for (let i = 0; i < n; i++) periodGids[i] = whereMask[i] ? gids[i] : -1;
        slot.acc.add(batch, periodGids);
        continue;
      }
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
  }, { whole });

  return { filters, encoders, index, slots, measures, dateRanges, total, used, ...(largestRow ? { largestRow } : {}) };
}

/** Rows the filters removed, rows with no date for a date bucket, and empty cells a measure did not count. */
export function excludedRows(plan: ValidAggregatePlan, { filters, encoders, measures }: Accumulated): ExcludedRows[] {
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
  return excluded;
}

function countOnes(mask: Uint8Array, length: number): number {
  let ones = 0;
  for (let i = 0; i < length; i++) ones += mask[i];
  return ones;
}
