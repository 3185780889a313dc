// The refusals made while reading a question that name their readings offer each as a choice (issue #27): "the
// first 5 regions" — the first 5 different values in the file, or the 5 most common; "how many regions have revenue
// over 1,000" — by each region's total or average, or regions with any one row over it; "without income" — a blank
// Income, or one of 0; "before 1950" — Year Built or Date Added. Each rewording is planned again before it is
// offered (choices.ts `checkedChoices`).
import type { AnalysisPlan } from "../plan/schema";
import { both, countsDifferent, type PlanTest, type Rewording } from "./choices";
import type { RefusalOptions } from "./frame";

/** The plan lists the first `n` different values of `column` in the file's order. */
function listsFirstDifferent(column: string, n: number): PlanTest {
  return (plan) => plan.kind === "rows" && plan.distinct === true && plan.limit === n && plan.columns?.length === 1 && plan.columns[0] === column;
}

/** The plan ranks the values of `column` by how many rows have each, the top `n`. */
function ranksMostCommon(column: string, n: number): PlanTest {
  return (plan) => plan.kind === "aggregate" && plan.top?.n === n && plan.groupBy?.length === 1 && plan.groupBy[0].column === column && plan.measures.length === 1 && plan.measures[0].op === "count" && !plan.measures[0].column;
}

/** The plan counts the `groups` values whose `op` of `measured` passes the question's condition. */
function countsGroupsBy(groups: string, op: "sum" | "mean", measured: string): PlanTest {
  return (plan) => plan.kind === "aggregate" && plan.countGroups === true && plan.groupBy?.length === 1 && plan.groupBy[0].column === groups && plan.measures.length === 1 && plan.measures[0].op === op && plan.measures[0].column === measured && (plan.having ?? []).length === 1;
}

/** The plan filters rows on `column` (with this operator and value, when given). */
function filtersOn(column: string, op?: string, value?: number): PlanTest {
  return (plan: AnalysisPlan) => (plan.filters ?? []).some((f) => f.column === column && (op === undefined || f.op === op) && (value === undefined || ("value" in f && f.value === value)));
}

/** Words a blank-or-zero rewording takes along before "without"/"never": "households that never had income" → "households with …". */
const LINKING = new Set(["is", "are", "was", "were", "have", "has", "had", "that", "who", "which"]);

/** The rewordings a refusal's options offer, in the order its message names them. */
export function refusalRewordings(tokens: readonly { norm: string }[], options: RefusalOptions): Rewording[] {
  const { start, end } = options;
  switch (options.kind) {
    case "order-or-frequency": {
      const { column, n } = options;
      return [
        { label: `The first ${n} different ${column.name} values in the file`, start, end, text: `first ${n} different ${column.name} values`, accepts: listsFirstDifferent(column.id, n) },
        { label: `The ${n} most common ${column.name} values`, start, end, text: `${n} most common ${column.name} values`, accepts: ranksMostCommon(column.id, n) },
      ];
    }
    case "total-or-any-row": {
      const { groups, measured, condition } = options;
      return [
        { label: `${groups.name} values whose total ${measured.name} is ${condition}`, start, end, text: `total ${measured.name}`, accepts: countsGroupsBy(groups.id, "sum", measured.id) },
        { label: `${groups.name} values whose average ${measured.name} is ${condition}`, start, end, text: `average ${measured.name}`, accepts: countsGroupsBy(groups.id, "mean", measured.id) },
        { label: `${groups.name} values with a row where ${measured.name} is ${condition}`, start, end, text: `a row with ${measured.name}`, accepts: both(countsDifferent(groups.id), filtersOn(measured.id)) },
      ];
    }
    case "blank-or-zero": {
      const { column } = options;
      let from = start;
      while (from > 0 && LINKING.has(tokens[from - 1].norm)) from--;
      return [
        { label: `${column.name} is blank`, start: from, end, text: `with a blank ${column.name}`, accepts: filtersOn(column.id, "is_empty") },
        { label: `${column.name} is 0`, start: from, end, text: `with ${column.name} equal to 0`, accepts: filtersOn(column.id, "eq", 0) },
      ];
    }
    case "bound-column":
      return options.columns.map((column) => ({ label: column.name, start, end, text: `${column.name} ${options.phrase}`, accepts: filtersOn(column.id) }));
  }
}
