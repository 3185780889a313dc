// Precision before coverage (issue #27): "how many riders are listed?" counted as the different Rider values, in
// a table where a few riders appear twice, answers another question than the rows listed — and both readings are
// usual. Where a column has a value for nearly every row but some repeat, a count of its different values asked
// without "different" ("unique", "distinct") is asked back. A category (far fewer values than rows) keeps its
// count of different values: "how many countries" means those.
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";
import { DISTINCT_WORDS } from "./weak-evidence";

/** Share of filled rows whose values must be different for the column to name the rows rather than group them. */
const NAMES_THE_ROWS = 0.8;

/** The column and its counts when the plan counts the different values of a nearly-unique text column that repeats. */
export function nearlyUniqueCount(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[], rowCount: number): { column: ColumnEntry; distinct: number; filled: number } | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.top || plan.check || plan.having?.length || plan.measures.length !== 1) return undefined;
  const [measure] = plan.measures;
  if (measure.op !== "count_distinct" || !measure.column || measure.per || measure.transform) return undefined;
  if (read.tokens.some((t) => DISTINCT_WORDS.has(t.norm))) return undefined;
  const column = columns.find((c) => c.id === measure.column);
  const distinct = column?.facts?.distinct;
  if (!column || column.type !== "text" || distinct === undefined) return undefined;
  const filled = rowCount - (column.facts?.missing ?? 0);
  return distinct < filled && distinct >= NAMES_THE_ROWS * filled ? { column, distinct, filled } : undefined;
}

/** The question back, with the two counts' basis. */
export function nearlyUniqueCountMessage({ column, distinct, filled }: { column: ColumnEntry; distinct: number; filled: number }): string {
  return `'${column.name}' has ${distinct} different values on ${filled} rows: some appear more than once. Do you mean how many rows, or how many different ${column.name} values? Ask "how many rows …" or "how many different ${column.name} …".`;
}
