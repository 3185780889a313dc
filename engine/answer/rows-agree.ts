// An average the planner chose for one thing's value ("how much does a lamp cost?": PlannerResult.valueOfOne)
// is that value only when the rows averaged agree; when they differ, the average would be a figure nobody asked
// for, so the user is asked which one is meant (issue #27). One more execution, for these plans only.
import { type ExecuteOptions, executePlan } from "../execute/execute-plan";
import { formatCell } from "../format/cell";
import type { AnalysisPlan } from "../plan/schema";
import type { Clarification } from "../planner/types";
import type { Dataset } from "../types";

/** A question back when the rows `plan` averages hold different values of `column`; undefined when they agree. */
export async function rowsDisagree(dataset: Dataset, plan: AnalysisPlan, column: string, options: ExecuteOptions = {}): Promise<Clarification | undefined> {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 1 || plan.measures[0].op !== "mean" || plan.measures[0].column !== column) return undefined;
  const spread: AnalysisPlan = { kind: "aggregate", ...(plan.filters ? { filters: plan.filters } : {}), measures: [{ id: "lowest", op: "min", column }, { id: "highest", op: "max", column }, { id: "rows", op: "count" }] };
  const result = await executePlan(dataset, spread, options);
  const [row] = result.table.rows;
  const lowest = row?.[0];
  const highest = row?.[1];
  if (typeof lowest !== "number" || typeof highest !== "number" || lowest === highest) return undefined;
  const name = dataset.schema.columns.find((c) => c.id === column)?.name ?? column;
  const scope = result.scope?.conditions.join(", ");
  const format = (v: number) => formatCell(v, result.table.columns[0]);
  return {
    message: `The ${row?.[2]} rows ${scope ? `where ${scope} ` : ""}have different ${name} values, from ${format(lowest)} to ${format(highest)}. Do you mean their average, the lowest or the highest? Ask "average ${name} …", "lowest ${name} …" or "highest ${name} …".`,
    suggestions: [`average ${name}`, `lowest ${name}`, `highest ${name}`],
    unknownWords: [],
  };
}
