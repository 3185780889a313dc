// "Which region has the most rows?" has no single answer when two regions have the same count. A plan that
// keeps only the first group is run once more keeping two; when they are level, the answer would be one of
// them picked by sort order alone, so callers say so instead of naming a winner.
import { formatCell } from "../format";
import type { AnalysisPlan } from "../plan/schema";
import type { Dataset } from "../types";
import { type ExecuteOptions, executePlan } from "./execute-plan";

/**
 * When a top-1 ranking ties, the sentence that says so ("There is no single answer: A and B are level on
 * Count (40)…"); undefined when the first group is alone or the plan ranks nothing.
 */
export async function tiedAtTop(dataset: Dataset, plan: AnalysisPlan, options: ExecuteOptions = {}): Promise<string | undefined> {
  if (plan.kind !== "aggregate" || plan.top?.n !== 1 || plan.top.others || !plan.groupBy?.length) return undefined;
  const probe = await executePlan(dataset, { ...plan, top: { ...plan.top, n: 2 }, check: undefined }, options);
  const { columns, rows } = probe.table;
  if (rows.length < 2) return undefined;
  const rankedId = plan.top.by ?? columns.find((c) => c.role === "measure")?.id;
  const k = columns.findIndex((c) => c.id === rankedId);
  if (k < 0 || rows[0][k] === null || rows[0][k] !== rows[1][k]) return undefined;
  const groups = columns.map((c, i) => (c.role === "group" ? i : -1)).filter((i) => i >= 0);
  const labels = rows.map((row) => groups.map((i) => formatCell(row[i], columns[i], { compact: false })).join(" · "));
  const value = formatCell(rows[0][k], columns[k], { compact: false });
  return `There is no single answer: ${labels.join(" and ")} are level on ${columns[k].name} (${value}), and others may be too. Ask for the top few instead, for example "the top 5".`;
}
