// The aggregate's result table: a column per group key, per measure (and per period of a period_change
// measure), and a row per group shown. Row objects are made only for the groups someone looks at.
import { isoDateTime } from "../plan/calendar";
import { describeDateRange, groupKeyName, measureName } from "../plan/describe";
import type { ValidAggregatePlan } from "../plan/validate";
import type { ColumnSchema } from "../types";
import type { Accumulated } from "./accumulate";
import type { GroupRow } from "./group-row";
import { type MeasureValues, orNull } from "./measure-values";
import { columnFormat, measureFormat } from "./measure-format";
import { type Cell, MAX_RESULT_ROWS, type ResultColumn, type ResultTable } from "./result";

/** Turns a group id into its row object; group `others` is the "Others" row. */
export function groupRows({ encoders, index }: Accumulated, { values, base, from, to }: MeasureValues, others: number): (g: number) => GroupRow {
  return (g) => ({
    group: g,
    cells: g === others ? encoders.map((_, k) => (k === 0 ? "Others" : null)) : encoders.map((e, k) => e.cell(index.keys[k][g])),
    order: g === others ? encoders.map(() => null) : encoders.map((e, k) => e.order(index.keys[k][g])),
    values: values.map((v) => orNull(v[g])),
    base: base.map((v) => orNull(v[g])),
    from: from.map((v) => (v ? orNull(v[g]) : null)),
    to: to.map((v) => (v ? orNull(v[g]) : null)),
    ...(g === others ? { others: true } : {}),
  });
}

/** The result table's columns, and how a group's row object becomes the table's row of cells. */
export interface TableLayout {
  columns: ResultColumn[];
  cells: (row: GroupRow) => Cell[];
}

export function tableLayout(plan: ValidAggregatePlan, { encoders, measures }: Accumulated, column: (id: string) => ColumnSchema): TableLayout {
  const columns: ResultColumn[] = plan.groupBy.map((key) => {
    const source = column(key.column);
    // Weekdays and number ranges ("18-30") are labels.
    const weekday = key.bucket === "weekday" || key.ranges !== undefined;
    return {
      id: key.id,
      name: groupKeyName(key, source),
      role: "group",
      type: weekday ? "text" : source.type,
      format: weekday ? { kind: "text" } : source.type === "date" ? { kind: "date", bucket: key.bucket } : columnFormat(source),
      sourceColumn: source.id,
      sourceName: source.name,
      ...(source.unit ? { unit: source.unit } : {}),
      ...(key.bucket ? { bucket: key.bucket } : {}),
    };
  });
  const cellOf: ((row: GroupRow) => Cell)[] = encoders.map((_, k) => (row) => row.cells[k]);
  measures.forEach((m, i) => {
    const { measure } = m;
    const format = measureFormat(measure, m.column, measure.per?.column ? column(measure.per.column) : undefined);
    const isDate = format.kind === "date";
    const asCell = (v: number | null): Cell => (v === null ? null : isDate ? isoDateTime(v) : v);
    const name = measureName(measure, m.column, column);
    const base = {
      role: "measure" as const,
      // A ratio is not its numerator's aggregate: no op, so nothing reads it as a total that adds up.
      ...(measure.per ? {} : { op: measure.op }),
      ...(m.column ? { sourceColumn: m.column.id, sourceName: m.column.name } : {}),
      ...(m.column?.unit ? { unit: m.column.unit } : {}),
    };
    if (measure.transform?.kind === "period_change") {
      const baseFormat = measureFormat({ ...measure, transform: undefined }, m.column);
      const baseName = measureName({ ...measure, transform: undefined }, m.column);
      for (const side of ["from", "to"] as const) {
        columns.push({
          ...base,
          id: `${measure.id}_${side}`,
          name: `${baseName} (${describeDateRange(measure.transform[side])})`,
          type: baseFormat.kind === "date" ? "date" : "number",
          format: baseFormat,
          periodOf: { measure: measure.id, side },
        });
        cellOf.push((row) => (baseFormat.kind === "date" ? asCell(row[side][i]) : row[side][i]));
      }
    }
    columns.push({
      ...base,
      id: measure.id,
      name,
      type: isDate ? "date" : "number",
      format,
      ...(measure.transform ? { transform: measure.transform.kind } : {}),
    });
    cellOf.push((row) => asCell(row.values[i]));
  });
  return { columns, cells: (row) => cellOf.map((cell) => cell(row)) };
}

export function resultTable({ columns, cells }: TableLayout, shown: Int32Array, rowOf: (g: number) => GroupRow): ResultTable {
  return {
    columns,
    rows: Array.from(shown.subarray(0, MAX_RESULT_ROWS), (g) => cells(rowOf(g))),
    rowCount: shown.length,
    truncated: shown.length > MAX_RESULT_ROWS,
  };
}
