// "Which region has the most rows?" has no single answer when two regions have the same count. The executor
// ranks one group past a top-N cut and reports when it is level with the last one kept (figures.top
// .levelWithNext); for a top-1 answer that means the winner would be one of them picked by sort order alone,
// so callers say so instead of naming it.
import { formatCell } from "../format";
import { ordinal } from "../plan/describe";
import type { QueryResult } from "./result";

/**
 * When a top-1 ranking ties, the sentence that says so ("There is no single answer: A and B are level on
 * Count (40)…"); undefined when the first group is alone or the plan ranks nothing.
 */
export function tiedAtTop(result: QueryResult): string | undefined {
  const { plan, figures, table } = result;
  // "The 2nd highest" is one group too: level with the one above it or the one below, it has no single answer.
  const level = figures.top?.levelWithPrevious ?? figures.top?.levelWithNext;
  if (plan.kind !== "aggregate" || plan.top?.n !== 1 || plan.top.others || !plan.groupBy.length || !level) return undefined;
  const place = plan.top.place ?? 1;
  const { columns } = table;
  const rankedId = plan.top.by ?? plan.measures[0].id;
  const k = columns.findIndex((c) => c.id === rankedId);
  if (k < 0 || level[0][k] === null) return undefined;
  const groups = columns.map((c, i) => (c.role === "group" ? i : -1)).filter((i) => i >= 0);
  const labels = level.map((row) => groups.map((i) => formatCell(row[i], columns[i], { compact: false })).join(" · "));
  const value = formatCell(level[0][k], columns[k], { compact: false });
  if (place > 1) return `There is no single answer: ${labels.join(" and ")} are level on ${columns[k].name} (${value}), so no one ${columns[groups[0]]?.name ?? "group"} is ${ordinal(place)} alone. Ask for the top few instead, for example "the top ${place + 2}".`;
  return `There is no single answer: ${labels.join(" and ")} are level on ${columns[k].name} (${value}), and others may be too. Ask for the top few instead, for example "the top 5".`;
}
