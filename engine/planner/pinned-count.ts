// Precision before coverage (issue #27): "how many times did Cy Moss win?" counted as the rows of Cy Moss, in a
// table with one row per golfer, answers 1 by how the table is made — whatever the question asked for is inside
// that row (a list of years, a figure). A count of the rows one row label picks out is asked back.
import type { AnalysisPlan } from "../plan/schema";
import { ROW_POSITION_NOUNS, type ReadQuestion } from "./match/mentions";
import { pinnedValue } from "./pinned-value";
import type { ColumnEntry } from "./schema-index";

/**
 * The table's row label: an id column, or its first text column when every row has its own value there (a
 * name column, as tables are usually laid out). Another text column that happens to have all-different values
 * ("Country" in a five-row table) is an attribute: counting its rows is a real count.
 */
function rowLabel(columns: readonly ColumnEntry[], rowCount: number): ColumnEntry | undefined {
  const id = columns.find((c) => c.isId);
  if (id) return id;
  const first = columns.find((c) => c.type === "text");
  const f = first?.facts;
  return first && f?.distinct === rowCount && !f.missing && rowCount > 1 ? first : undefined;
}

/**
 * The label and value a count is pinned to, when the plan counts the rows (or values) of one row label and the
 * question does not ask for rows as such ("how many rows have …"); else undefined.
 */
export function countOfOneRow(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[], rowCount: number): { column: ColumnEntry; value: string } | undefined {
  if (read.tokens.some((t) => ROW_POSITION_NOUNS.has(t.norm))) return undefined;
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.top || plan.check || plan.having?.length || plan.measures.length !== 1) return undefined;
  const [measure] = plan.measures;
  if ((measure.op !== "count" && measure.op !== "count_distinct") || measure.per || measure.transform) return undefined;
  const label = rowLabel(columns, rowCount);
  if (!label || measure.column === label.id) return undefined;
  for (const f of plan.filters ?? []) {
    const value = f.column === label.id ? pinnedValue(f) : undefined;
    if (value !== undefined) return { column: label, value: String(value) };
  }
  return undefined;
}

/** The question back, in the data's words. */
export function countOfOneRowMessage({ column, value }: { column: ColumnEntry; value: string }): string {
  return `Each ${column.name} has one row here, so counting the rows of '${value}' gives 1 by how the table is made. Do you mean a value in that row? Name its column, for example "what is the … of ${value}?".`;
}
