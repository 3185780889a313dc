// Executes an aggregate plan: one streaming pass (filters → group ids → accumulators), then the
// group-sized work: transforms, having, sort, top with "Others", limit; then the table and its figures.
import type { ValidAggregatePlan } from "../plan/validate";
import type { Dataset } from "../types";
import { type AggregateContext, accumulate, excludedRows } from "./accumulate";
import { resultFigures } from "./figures";
import { applySeriesTransforms, dateSeries, measureValues } from "./measure-values";
import type { QueryResult } from "./result";
import { groupRows, resultTable, tableLayout } from "./result-table";
import { selectGroups } from "./select-groups";

export async function executeAggregate(dataset: Dataset, plan: ValidAggregatePlan, context: AggregateContext): Promise<QueryResult> {
  const column = (id: string) => context.columns.get(id)!;
  const accumulated = await accumulate(dataset, plan, context);
  const { encoders, index, measures, dateRanges, total, used } = accumulated;

  // Index G (one past the last group) is reserved for the "Others" row.
  const G = index.size;
  for (const slot of accumulated.slots.values()) slot.acc.grow(G + 1);
  const values = measureValues(measures, G);
  const series = dateSeries(encoders, index);
  if (series) applySeriesTransforms(measures, values, series);

  const selected = selectGroups(plan, accumulated, values, series !== undefined);
  const rowOf = groupRows(accumulated, values, selected.others);
  const layout = tableLayout(plan, accumulated, column);
  const table = resultTable(layout, selected.shown, rowOf);
  const figures = resultFigures(plan, accumulated, values, selected, series, layout, rowOf);

  return { plan, table, figures, rows: { total, used, excluded: excludedRows(plan, accumulated) }, dateRanges };
}
