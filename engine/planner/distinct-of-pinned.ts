// Precision before coverage (issue #27): "how many times was the venue X?" was planned as the number of different
// Venue values among the rows where Venue is X — 1 by how the plan is built, whatever the table holds. A count of
// different values of a column that the plan's own filter pins to one value is asked back.
import type { AnalysisPlan } from "../plan/schema";
import { pinnedValue } from "./pinned-value";
import type { ColumnEntry } from "./schema-index";

/** The column whose different values are counted while a filter pins it to one value; else undefined. */
export function distinctOfPinnedColumn(plan: AnalysisPlan, columns: readonly ColumnEntry[]): { column: ColumnEntry; value: string } | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length) return undefined;
  for (const measure of plan.measures) {
    if (measure.op !== "count_distinct" || !measure.column) continue;
    for (const f of plan.filters ?? []) {
      if (f.column !== measure.column) continue;
      const value = pinnedValue(f);
      const column = columns.find((c) => c.id === f.column);
      if (value !== undefined && column) return { column, value: String(value) };
    }
  }
  return undefined;
}

export function distinctOfPinnedColumnMessage({ column, value }: { column: ColumnEntry; value: string }): string {
  return `Counting the different ${column.name} values where ${column.name} is '${value}' gives 1 by how the question reads, not from the data. Do you mean how many rows have ${column.name} '${value}'? Ask "how many rows where ${column.name} is ${value}".`;
}
