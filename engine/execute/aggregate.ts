// Executes an aggregate plan: one streaming pass (filters → group ids → accumulators), then the
// group-sized work: transforms, having, sort, top with "Others", limit.
import { DAY_MS, addUnits, isoDateTime } from "../plan/calendar";
import { describeDateRange, groupKeyName, measureName } from "../plan/describe";
import type { CalendarUnit } from "../plan/schema";
import type { MeasureWithId, ValidAggregatePlan } from "../plan/validate";
import type { ColumnSchema, Dataset } from "../types";
import { type Accumulator, createAccumulator } from "./accumulators";
import { type Interval, intervalDays, resolveDateRange } from "./date-ranges";
import { evaluateCheck } from "./check";
import { type CompiledFilter, compileFilter, excludedByFilters, rowCountPhrase } from "./filters";
import { GroupIndex, createKeyEncoder } from "./group-keys";
import { rowLabel } from "./labels";
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
  let gids = new Int32Array(0);
  let periodGids = new Int32Array(0);
  let used = 0;
  const total = await scanFiltered(dataset, [...read.values()], filters, (batch, mask) => {
    const n = batch.length;
    if (gids.length < n) {
      gids = new Int32Array(n);
      periodGids = new Int32Array(n);
    }
    index.assign(batch, mask, gids);
    const groups = index.size;
    for (let i = 0; i < n; i++) if (gids[i] >= 0) used++;
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

  // ---- group-sized work
  const groupCount = index.size;
  for (const slot of slots.values()) slot.acc.grow(groupCount + 1);
  const valuesOf = (group: number): Pick<GroupRow, "values" | "base" | "from" | "to"> => {
    const base: (number | null)[] = [];
    const from: (number | null)[] = [];
    const to: (number | null)[] = [];
    for (const m of measures) {
      if (m.base) {
        base.push(m.base.acc.value(group));
        from.push(null);
        to.push(null);
      } else {
        const f = m.from!.acc.value(group);
        const t = m.to!.acc.value(group);
        from.push(f);
        to.push(t);
        base.push(changeBetween(f, t));
      }
    }
    return { base, values: base.slice(), from, to };
  };
  const rows: GroupRow[] = [];
  for (let g = 0; g < groupCount; g++) {
    rows.push({
      group: g,
      cells: encoders.map((e, k) => e.cell(index.keys[k][g])),
      order: encoders.map((e, k) => e.order(index.keys[k][g])),
      ...valuesOf(g),
    });
  }

  // Share of total: over all groups, before having/top/limit.
  const totals = measures.map((_, m) => rows.reduce((sum, r) => (r.base[m] === null ? sum : sum + r.base[m]!), 0));
  const applyShares = (row: GroupRow) => {
    measures.forEach((m, i) => {
      if (m.measure.transform?.kind === "share_of_total") row.values[i] = row.base[i] === null || totals[i] === 0 ? null : row.base[i]! / totals[i];
    });
  };
  rows.forEach(applyShares);

  const dateKey = encoders.findIndex((e) => e.key.bucket !== undefined && e.key.bucket !== "weekday");
  const partitionOf = (row: GroupRow) => JSON.stringify(row.order.filter((_, k) => k !== dateKey));
  if (dateKey >= 0) {
    const unit = encoders[dateKey].key.bucket as CalendarUnit;
    const byPartition = new Map<string, Map<number, GroupRow>>();
    for (const row of rows) {
      const partition = partitionOf(row);
      if (!byPartition.has(partition)) byPartition.set(partition, new Map());
      byPartition.get(partition)!.set(row.order[dateKey] as number, row);
    }
    measures.forEach((m, i) => {
      const transform = m.measure.transform;
      if (transform?.kind === "percent_change") {
        for (const row of rows) {
          const start = row.order[dateKey] as number;
          const earlier =
            transform.compareTo === "previous_year" ? (unit === "week" ? start - 364 * DAY_MS : addUnits(start, "year", -1)) : addUnits(start, unit, -1);
          const previous = byPartition.get(partitionOf(row))!.get(earlier);
          row.values[i] = changeBetween(previous ? previous.base[i] : null, row.base[i]);
        }
      } else if (transform?.kind === "running_total") {
        for (const partition of byPartition.values()) runningTotal([...partition.values()].sort((a, b) => (a.order[dateKey] as number) - (b.order[dateKey] as number)), i);
      }
    });
  }

  // Sort all groups (running totals without a date bucket follow this order).
  const measureIndex = new Map(measures.map((m, i) => [m.measure.id, i]));
  const keyIndex = new Map(plan.groupBy.map((k, i) => [k.id, i]));
  const byKeys = (a: GroupRow, b: GroupRow) => {
    for (let k = 0; k < a.order.length; k++) {
      const c = compareOrder(a.order[k], b.order[k], "asc");
      if (c !== 0) return c;
    }
    return 0;
  };
  const sortKeys = plan.sort ?? (encoders.some((e) => e.key.bucket) ? [] : [{ by: measures[0].measure.id, direction: "desc" as const }]);
  // A running total is ordered by its underlying value: the order is what it accumulates along.
  const rankValue = (row: GroupRow, m: number) => (measures[m].measure.transform?.kind === "running_total" ? row.base[m] : row.values[m]);
  const comparator = (a: GroupRow, b: GroupRow) => {
    for (const key of sortKeys) {
      const m = measureIndex.get(key.by);
      const c = m !== undefined ? compareOrder(rankValue(a, m), rankValue(b, m), key.direction) : compareOrder(a.order[keyIndex.get(key.by)!], b.order[keyIndex.get(key.by)!], key.direction);
      if (c !== 0) return c;
    }
    return byKeys(a, b);
  };
  rows.sort(comparator);
  if (dateKey < 0) measures.forEach((m, i) => m.measure.transform?.kind === "running_total" && runningTotal(rows, i));

  const kept = rows.filter((row) =>
    (plan.having ?? []).every((h) => {
      const v = row.values[measureIndex.get(h.measure)!];
      if (v === null) return false;
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
    }),
  );

  let shown = kept;
  let othersCount = 0;
  let topShare: number | undefined;
  const top = plan.top;
  if (top) {
    const rankBy = measureIndex.get(top.by ?? measures[0].measure.id)!;
    const direction = top.direction === "bottom" ? "asc" : "desc";
    const ranked = kept.slice().sort((a, b) => compareOrder(rankValue(a, rankBy), rankValue(b, rankBy), direction) || byKeys(a, b));
    const best = ranked.slice(0, top.n);
    const rest = ranked.slice(top.n);
    shown = plan.sort ? best.sort(comparator) : best;
    const m0 = measures[rankBy];
    if (m0.base && !m0.measure.transform && (m0.measure.op === "sum" || m0.measure.op === "count") && totals[rankBy] !== 0)
      topShare = best.reduce((s, r) => s + (r.base[rankBy] ?? 0), 0) / totals[rankBy];
    if (top.others && rest.length > 0) {
      othersCount = rest.length;
      const others = groupCount;
      for (const slot of slots.values()) for (const row of rest) slot.acc.merge(others, row.group);
      const row: GroupRow = {
        group: others,
        cells: encoders.map((_, k) => (k === 0 ? "Others" : null)),
        order: encoders.map(() => null),
        ...valuesOf(others),
        others: true,
      };
      applyShares(row);
      shown = [...shown, row];
    }
  }
  const limited = plan.limit !== undefined ? shown.slice(0, plan.limit) : shown;

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
  const capped = limited.slice(0, MAX_RESULT_ROWS);
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
  const labelled = (row: GroupRow): LabelledValue => ({
    label: encoders.length === 0 ? measureName(primary.measure, primary.column) : label(row),
    value: row.values[0]!,
    ...(additive && totals[0] !== 0 && row.values[0] !== null ? { share: row.values[0] / totals[0] } : {}),
  });
  const figures: ResultFigures = { measure: primary.measure.id, groups: kept.length };
  if (encoders.length === 0) figures.value = kept[0]?.values[0] ?? null;
  if (additive) figures.total = encoders.length === 0 ? (rows[0]?.values[0] ?? null) : totals[0];
  const valued = kept.filter((r) => r.values[0] !== null);
  if (encoders.length > 0 && valued.length > 0) {
    const highest = valued.reduce((best, r) => (compareOrder(r.values[0], best.values[0], "desc") < 0 ? r : best));
    const lowest = valued.reduce((best, r) => (compareOrder(r.values[0], best.values[0], "asc") < 0 ? r : best));
    figures.highest = labelled(highest);
    figures.lowest = labelled(lowest);
  }
  if (encoders.length === 1 && dateKey === 0 && valued.length > 0) {
    const chronological = valued.slice().sort(byKeys);
    const first = chronological[0];
    const last = chronological[chronological.length - 1];
    figures.series = { first: labelled(first), last: labelled(last), peak: figures.highest!, change: changeBetween(first.values[0], last.values[0]) };
  }
  const primaryTransform = primary.measure.transform;
  if (encoders.length === 0 && primaryTransform?.kind === "period_change" && kept[0]) {
    const row = kept[0];
    const side = (s: "from" | "to"): LabelledValue | null => {
      const value = row[s][0];
      return value === null ? null : { label: describeDateRange(primaryTransform[s]), value };
    };
    figures.periodChange = { name: measureName({ ...primary.measure, transform: undefined }, primary.column), from: side("from"), to: side("to"), change: row.values[0] };
  }
  if (top) figures.top = { n: top.n, direction: top.direction ?? "top", ...(topShare !== undefined ? { share: topShare } : {}) };
  if (othersCount > 0) figures.others = { groups: othersCount };
  if (plan.check) figures.check = evaluateCheck(plan.check, { plan, measureIndex, rows: kept, dateKey, partitionOf, label, byKeys });

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

function runningTotal(ordered: GroupRow[], measure: number): void {
  let sum: number | null = null;
  for (const row of ordered) {
    const v = row.base[measure];
    if (v !== null) sum = (sum ?? 0) + v;
    row.values[measure] = sum;
  }
}
