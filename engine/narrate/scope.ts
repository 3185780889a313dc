// The scope of an answer — its period and its other filters — as words that follow the figure's name in a
// sentence or a chart title: "Average Revenue in Mar 2024 (Channel is Online)".
import type { QueryResult } from "../execute/result";
import { listWords } from "./words";

/** " in Mar 2024 (Region is North and Channel is Online)", or "" for a result over every row. */
export function scopeWords(result: Pick<QueryResult, "scope">): string {
  const scope = result.scope;
  if (!scope) return "";
  const period = scope.period ? ` ${scope.period}` : "";
  const conditions = scope.conditions.length ? ` (${listWords(scope.conditions)})` : "";
  return period + conditions;
}
