// The figures a one-sentence answer is made of, for the primary (first) measure: the single value or the
// total, highest and lowest groups, a date series' ends, a period change, top and "Others", a yes/no check.
import { describeDateRange, measureName } from "../plan/describe";
import type { ValidAggregatePlan } from "../plan/validate";
import type { Accumulated } from "./accumulate";
import { evaluateCheck } from "./check";
import type { GroupRow } from "./group-row";
import { rowLabel } from "./labels";
import { type DateSeries, type MeasureValues, changeBetween, orNull } from "./measure-values";
import type { Cell, LabelledValue, ResultFigures } from "./result";
import type { TableLayout } from "./result-table";
import type { SelectedGroups } from "./select-groups";

/** One row makes "most" of a period's total above this share. */
const DOMINANT_SHARE = 0.5;
/** …and is this many times the mean of the period's other rows (in a period of two or three, one is often half). */
const OUTLIER_FACTOR = 5;

export function resultFigures(
  plan: ValidAggregatePlan,
  { encoders, measures, index, largestRow }: Accumulated,
  { values, from, to, totals }: MeasureValues,
  { kept, shown, others, othersCount, topShare, atCut, atStart, measureIndex, byKeys }: SelectedGroups,
  series: DateSeries | undefined,
  { columns, cells }: TableLayout,
  rowOf: (g: number) => GroupRow,
): ResultFigures {
  const dateKey = series ? series.dateKey : -1;
  const primary = measures[0];
  const label = (row: GroupRow) => (row.others ? "Others" : rowLabel(row.cells, columns.slice(0, encoders.length)));
  const additive = !!primary.base && !primary.measure.transform && (primary.measure.op === "sum" || primary.measure.op === "count");
  const labelled = (g: number): LabelledValue => {
    const value = values[0][g];
    return {
      label: encoders.length === 0 ? measureName(primary.measure, primary.column) : label(rowOf(g)),
      value,
      ...(additive && totals[0] !== 0 ? { share: value / totals[0] } : {}),
    };
  };
  const figures: ResultFigures = { measure: primary.measure.id, groups: kept.length };
  if (encoders.length === 0) figures.value = kept.length > 0 ? orNull(values[0][kept[0]]) : null;
  // The total is over every group; a condition on the groups (having) drops some, and "totals X across N" would
  // then add in groups the answer does not show: no total is stated there.
  if (additive && !(encoders.length > 0 && plan.having?.length)) figures.total = encoders.length === 0 ? orNull(values[0][0]) : totals[0];
  const valued = kept.filter((g) => values[0][g] === values[0][g]);
  if (encoders.length > 0 && valued.length > 0) {
    let highest = valued[0];
    let lowest = valued[0];
    for (const g of valued) {
      if (values[0][g] > values[0][highest]) highest = g;
      if (values[0][g] < values[0][lowest]) lowest = g;
    }
    figures.highest = labelled(highest);
    figures.lowest = labelled(lowest);
    if (encoders.length === 1 && series && dateKey === 0) {
      const { bucketStarts } = series;
      let first = valued[0];
      let last = valued[0];
      for (const g of valued) {
        if (bucketStarts[g] < bucketStarts[first]) first = g;
        if (bucketStarts[g] > bucketStarts[last]) last = g;
      }
      figures.series = { first: labelled(first), last: labelled(last), peak: figures.highest, change: changeBetween(values[0][first], values[0][last]) };
      // One row making most of a period the sentence names — the last, the peak or the first (the change is measured
      // from it) — far above the period's other rows: the sentence says so.
      for (const g of [last, highest, first]) {
        const total = values[0][g];
        const row = largestRow?.max.acc.value(g) ?? null;
        const rows = largestRow?.sum.acc.counted?.(g) ?? 0;
        const othersMean = rows > 1 && row !== null ? (total - row) / (rows - 1) : Infinity;
        if (row !== null && total > 0 && row > DOMINANT_SHARE * total && row > OUTLIER_FACTOR * othersMean) {
          figures.series.largestRow = { label: label(rowOf(g)), value: row, share: row / total };
          break;
        }
      }
    }
  }
  const primaryTransform = primary.measure.transform;
  if (encoders.length === 0 && primaryTransform?.kind === "period_change" && kept.length > 0) {
    const side = (s: "from" | "to"): LabelledValue | null => {
      const value = orNull((s === "from" ? from : to)[0]![0]);
      return value === null ? null : { label: describeDateRange(primaryTransform[s]), value };
    };
    figures.periodChange = { name: measureName({ ...primary.measure, transform: undefined }, primary.column), from: side("from"), to: side("to"), change: orNull(values[0][0]) };
  }
  const top = plan.top;
  if (top) {
    const ranked = values[measureIndex.get(top.by ?? primary.measure.id)!];
    const level = atCut !== undefined && ranked[atCut[0]] === ranked[atCut[1]];
    const levelAbove = atStart !== undefined && ranked[atStart[0]] === ranked[atStart[1]];
    figures.top = {
      n: top.n,
      direction: top.direction ?? "top",
      ...(top.place !== undefined && top.place > 1 ? { place: top.place } : {}),
      ...(topShare !== undefined ? { share: topShare } : {}),
      ...(level ? { levelWithNext: [cells(rowOf(atCut[0])), cells(rowOf(atCut[1]))] as [Cell[], Cell[]] } : {}),
      ...(levelAbove ? { levelWithPrevious: [cells(rowOf(atStart[0])), cells(rowOf(atStart[1]))] as [Cell[], Cell[]] } : {}),
    };
  }
  if (plan.countGroups || plan.check?.kind === "group_count") figures.groupCount = { count: kept.length, of: index.size };
  if (othersCount > 0) figures.others = { groups: othersCount };
  if (plan.check) {
    const rows = Array.from(kept, rowOf);
    const partitionOf = (row: GroupRow) => JSON.stringify(row.order.filter((_, k) => k !== dateKey));
    const byKeyOrder = (a: GroupRow, b: GroupRow) => byKeys(a.group, b.group);
    const ranked = Array.from(shown, (g) => g).filter((g) => g !== others).map(rowOf);
    figures.check = evaluateCheck(plan.check, { plan, measureIndex, rows, ranked, dateKey, partitionOf, label, byKeys: byKeyOrder });
  }
  return figures;
}
