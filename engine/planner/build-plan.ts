// Assembles an analysis plan from a Frame: measure ids that sort, top and checks can refer to,
// group keys with buckets, filters, ranking and the chart hint.
import type { AggregatePlan, AnalysisPlan, Measure, RowsPlan, SortKey } from "../plan/schema";
import type { Frame, FrameMeasure } from "./frame";
import { wordTable } from "../word-table";

const TRANSFORM_SUFFIX: Record<string, string> = wordTable({ share_of_total: "share", percent_change: "change", running_total: "running_total", period_change: "period_change" });

function baseId(m: FrameMeasure): string {
  return m.column ? `${m.op}_${m.column.id}` : m.op;
}

/** Plan measures with unique ids (a share of revenue beside revenue gets `sum_revenue_share`). */
export function planMeasures(measures: readonly FrameMeasure[]): Measure[] {
  const used = new Set<string>();
  return measures.map((m) => {
    let id = baseId(m) + (m.transform ? `_${TRANSFORM_SUFFIX[m.transform.kind]}` : "");
    for (let k = 2; used.has(id); k++) id = `${baseId(m)}_${k}`;
    used.add(id);
    const measure: Measure = { id, op: m.op };
    if (m.column) measure.column = m.column.id;
    if (m.transform) measure.transform = m.transform;
    return measure;
  });
}

export function buildPlan(frame: Frame): AnalysisPlan {
  const filters = frame.filters.map((f) => f.filter);
  if (frame.kind === "rows") {
    const plan: RowsPlan = { kind: "rows" };
    if (frame.columns?.length) plan.columns = frame.columns.map((c) => c.id);
    if (filters.length) plan.filters = filters;
    if (frame.sort?.byColumn) plan.sort = [{ by: frame.sort.byColumn.id, direction: frame.sort.direction === "asc" ? "asc" : "desc" }];
    const limit = frame.limit ?? frame.top?.n;
    if (limit) plan.limit = limit;
    if (frame.distinct) plan.distinct = true;
    if (frame.firstRows) plan.firstRows = frame.firstRows;
    if (frame.check?.kind === ("exists" as string)) plan.check = { kind: "exists" };
    return plan;
  }
  const measures = planMeasures(frame.measures.length ? frame.measures : [{ op: "count", explicitOp: false }]);
  const plan: AggregatePlan = { kind: "aggregate", measures };
  // A ranking names a value, never "(blank)": rows without a value for the ranked groups are left out (the receipt says how many).
  if (frame.top) {
    for (const g of frame.groups) if (!g.bucket && !filters.some((f) => f.column === g.column.id)) filters.push({ column: g.column.id, op: "is_not_empty" });
  }
  if (filters.length) plan.filters = filters;
  if (frame.groups.length) plan.groupBy = frame.groups.map((g) => (g.bucket ? { column: g.column.id, bucket: g.bucket } : g.ranges ? { column: g.column.id, ranges: g.ranges } : { column: g.column.id }));
  if (frame.having.length) {
    const count = measures.find((m) => m.op === "count" && !m.column && !m.transform);
    // A condition that names its figure ("where the total goals is over 3") keeps it; a count's goes to the count.
    plan.having = frame.having.map((h) => ({ ...h, measure: measures.some((m) => m.id === h.measure) ? h.measure : (count?.id ?? measures[0].id!) }));
  }
  // Rank and sort on the first measure without a transform (a share ranks like its base).
  const rankBy = measures.find((m) => !m.transform)?.id ?? measures[0].id!;
  if (frame.top) plan.top = { n: frame.top.n, by: rankBy, ...(frame.top.direction === "bottom" ? { direction: "bottom" as const } : {}), ...(frame.top.answer ? { answer: frame.top.answer } : {}), ...(frame.top.place ? { place: frame.top.place } : {}) };
  if (frame.sort && !frame.top) {
    const sort: SortKey =
      frame.sort.direction === "alpha" && plan.groupBy?.length
        ? { by: plan.groupBy[0].column + (plan.groupBy[0].bucket ? `_${plan.groupBy[0].bucket}` : ""), direction: "asc" }
        : { by: rankBy, direction: frame.sort.direction === "asc" ? "asc" : "desc" };
    plan.sort = [sort];
  }
  if (frame.limit) plan.limit = frame.limit;
  if (frame.chart) plan.chart = frame.chart;
  if (frame.check && frame.check.kind !== ("exists" as string)) plan.check = frame.check;
  if (frame.countGroups) plan.countGroups = true;
  return plan;
}
