// "How this was answered", in words: which planner answered, what was measured and grouped, every filter
// with time ranges as real dates, how many rows were used and which were left out and why, and the chart
// with the reason for it. Built from the executed plan and the engine's own account of the run.
import type { QueryResult } from "../execute/result";
import { describeFilter, describeHaving, describePeriod, describeRanking, groupKeyName, measureName } from "../plan/describe";
import { formatCell } from "../format/cell";
import type { DatasetSchema } from "../types";
import type { PlannerResult } from "./types";

export interface ReceiptInput {
  schema: DatasetSchema;
  result: QueryResult;
  chart: { type: string; reason: string };
  planner?: Pick<PlannerResult, "planner" | "answeredBecause" | "notes" | "followUp">;
}

/** The one definition of rising and falling (engine/execute/trend.ts), said with every trend answer. */
const TREND_DEFINITION = "Trend: rising or falling only when the straight line fitted through the values climbs or drops by at least twice its standard error (more than the swings from one period to the next); otherwise there is no clear trend.";

const count = (n: number) => n.toLocaleString("en-US");

function column(schema: DatasetSchema, id: string | undefined) {
  return id === undefined ? undefined : schema.columns.find((c) => c.id === id);
}

function sentenceList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The groups a count of groups counted, as the table lists them: " (North, South and West)", at most 20 named. */
function qualifying(result: QueryResult): string {
  const groups = result.table.columns.filter((c) => c.role === "group");
  const labels = result.table.rows.map((r) => groups.map((g) => formatCell(r[result.table.columns.indexOf(g)], g, { compact: false })).join(" · "));
  if (labels.length === 0) return "";
  const total = result.figures.groupCount?.count ?? labels.length;
  return ` (${labels.length > 20 || total > labels.length ? `${labels.slice(0, 20).join(", ")} and ${count(total - Math.min(20, labels.length))} more` : sentenceList(labels)})`;
}

/** The receipt as short sentences, one per line. */
export function describeReceipt({ schema, result, chart, planner }: ReceiptInput): string[] {
  const lines: string[] = [];
  const plan = result.plan;
  if (planner) {
    const why = planner.answeredBecause ? ` (${planner.answeredBecause.replace(/\.$/, "")})` : "";
    if (planner.planner === "workers-ai") lines.push(`Planned by Workers AI${why}; the plan was checked against your columns before it ran.`);
    else lines.push(`Planned by the built-in planner${why}.`);
    if (planner.followUp) lines.push("Read as a follow-up to the previous question.");
    for (const note of planner.notes ?? []) lines.push(`Note: ${note}.`);
  }
  if (plan.kind === "aggregate") {
    const measures = plan.measures.map((m) => measureName(m, column(schema, m.column)));
    const groups = (plan.groupBy ?? []).map((g) => groupKeyName(g, column(schema, g.column)));
    lines.push(groups.length ? `Measured ${sentenceList(measures)} for each ${sentenceList(groups)}.` : `Measured ${sentenceList(measures)}.`);
    if (plan.having?.length) {
      const conditions = sentenceList(plan.having.map((h) => describeHaving(h, result.table.columns.find((c) => c.id === h.measure)?.name ?? h.measure)));
      const counted = result.figures.groupCount;
      lines.push(counted ? `Counted each ${sentenceList(groups)} where ${conditions}: ${count(counted.count)} of ${count(counted.of)}${qualifying(result)}.` : `Kept each ${sentenceList(groups)} where ${conditions}.`);
    }
    if (plan.check?.kind === "trend") lines.push(TREND_DEFINITION);
    if (plan.top) lines.push(`Kept the ${describeRanking(plan.top)}${plan.top.others ? ", with the rest rolled into \"Others\"" : ""}.`);
  } else if (plan.distinct) {
    const shown = plan.columns?.map((id) => column(schema, id)?.name ?? id) ?? ["every column"];
    lines.push(`Listed each different ${sentenceList(shown)} once, in the order ${plan.sort?.length ? "of the sort" : "it first appears in the file"}.`);
  } else {
    lines.push(plan.check ? "Looked for rows that match." : `Listed ${plan.columns ? `${plan.columns.length} columns of ` : ""}the matching rows.`);
  }
  const filters = plan.filters ?? [];
  filters.forEach((filter, i) => {
    const range = result.dateRanges.find((r) => "filter" in r.source && r.source.filter === i);
    const text = describeFilter(filter, column(schema, filter.column));
    if (range && (range.from || range.to)) {
      const from = range.from ? describePeriod(range.from) : "the first date";
      const to = range.to ? describePeriod(range.to) : "the last date";
      lines.push(`Filter: ${text} — ${range.from === range.to ? from : `${from} to ${to}`}.`);
    } else lines.push(`Filter: ${text}.`);
  });
  const { rows } = result;
  lines.push(rows.used === rows.total ? `Used all ${count(rows.total)} rows.` : `Used ${count(rows.used)} of ${count(rows.total)} rows.`);
  for (const excluded of rows.excluded) if (excluded.count > 0) lines.push(excluded.message);
  if (result.table.truncated) lines.push(`The result has ${count(result.table.rowCount)} rows; the table shows the first ${count(result.table.rows.length)}.`);
  lines.push(`Chart: ${chart.type} — ${chart.reason}`);
  return lines;
}
