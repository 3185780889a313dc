// "How I understood your question", in words, from the plan the planner produced: the measures, the
// grouping, every filter (time ranges as real dates), ranking and the chart asked for.
import { describeFilter, describeHaving, describeRanking, groupKeyName, measureName } from "../plan/describe";
import type { AnalysisPlan } from "../plan/schema";
import type { ColumnSchema, DatasetSchema } from "../types";
import type { Frame } from "./frame";

function column(schema: DatasetSchema, id: string | undefined): ColumnSchema | undefined {
  return id === undefined ? undefined : schema.columns.find((c) => c.id === id);
}

/** One line such as "Total Revenue by Region — Country is Germany; Order Date in 2024 (Jan 1 – Dec 31, 2024); top 5". */
export function describeUnderstanding(plan: AnalysisPlan, schema: DatasetSchema, frame?: Pick<Frame, "filters" | "notes">): string {
  const parts: string[] = [];
  const filterText = (plan.filters ?? []).map((f) => {
    const text = describeFilter(f, column(schema, f.column));
    const range = frame?.filters.find((x) => x.filter === f)?.range;
    return range && range.firstDay && range.lastDay && range.firstDay !== range.lastDay ? `${text} (${range.label})` : text;
  });
  if (plan.kind === "rows") {
    const shown = plan.columns ? plan.columns.map((id) => column(schema, id)?.name ?? id).join(", ") : "all columns";
    parts.push(plan.check ? "Whether any rows match" : `Rows (${shown})`);
    if (filterText.length) parts.push(`where ${filterText.join("; ")}`);
    if (plan.sort?.length) parts.push(`sorted by ${plan.sort.map((s) => `${column(schema, s.by)?.name ?? s.by} (${s.direction === "desc" ? "highest first" : "lowest first"})`).join(", ")}`);
    if (plan.firstRows) parts.push(`in the first ${plan.firstRows} rows`);
    if (plan.distinct) parts.push(`each different value once, in order of first appearance${plan.limit ? `, first ${plan.limit}` : ""}`);
    else if (plan.limit) parts.push(`first ${plan.limit}`);
    return parts.join(" — ");
  }
  const measures = plan.measures.map((m) => measureName(m, column(schema, m.column)));
  const groups = (plan.groupBy ?? []).map((g) => groupKeyName(g, column(schema, g.column)));
  parts.push(groups.length ? `${measures.join(", ")} by ${groups.join(" and ")}` : measures.join(", "));
  if (filterText.length) parts.push(`where ${filterText.join("; ")}`);
  const measureOf = (id: string) => {
    const m = plan.measures.find((x) => x.id === id);
    return m ? measureName(m, column(schema, m.column)) : id;
  };
  if (plan.having?.length) parts.push(`only groups where ${plan.having.map((h) => describeHaving(h, measureOf(h.measure))).join(" and ")}`);
  if (plan.countGroups) parts.push("counting those groups");
  if (plan.top) parts.push(describeRanking(plan.top));
  if (plan.sort?.length && !plan.top) parts.push(plan.sort[0].direction === "desc" ? "highest first" : "lowest first");
  if (plan.check) {
    const check = plan.check;
    if (check.kind === "trend") parts.push(`checking whether it is ${check.direction === "up" ? "rising" : "falling"}`);
    else if (check.kind === "compare") parts.push(`checking whether ${check.a} is ${check.op === "gt" ? "higher" : "lower"} than ${check.b}`);
    else if (check.kind === "is_top") parts.push(`checking whether it is ${check.value}`);
    else if (check.kind === "group_count") parts.push(`checking whether ${check.op === "gt" ? "more than" : check.op === "lt" ? "fewer than" : check.op === "gte" ? "at least" : check.op === "lte" ? "at most" : check.op === "eq" ? "exactly" : "other than"} ${check.value} groups are left`);
    else parts.push(`checking whether it is ${check.op === "gt" ? "above" : check.op === "lt" ? "below" : check.op === "gte" ? "at least" : check.op === "lte" ? "at most" : "equal to"} ${check.value}`);
  }
  if (plan.chart?.type) parts.push(`as a ${plan.chart.type === "none" ? "table" : `${plan.chart.type} chart`}`);
  return parts.join(" — ");
}
