// "No income", "without children", "never been pregnant" on a number column (issue #27): the rows whose figure is
// 0. A blank is not 0, so where the column has blanks the planner asks which is meant, each reading a choice
// (refusal-choices.ts "blank-or-zero"); it never folds the blanks into the zeros or reads the opposite.
import type { ColumnEntry } from "../schema-index";
import { type Draft, spanText } from "./draft";

/** Reads "no <column>" over tokens [start, end) as the column being 0, or asks when the column has blanks. */
export function readNoneOfNumber(d: Draft, column: ColumnEntry, start: number, end: number): void {
  if ((column.facts?.missing ?? 0) > 0) {
    const said = spanText(d.tokens, start, end);
    d.frame.refusal = `I can't tell whether '${said}' means a blank ${column.name} or one of 0: ${column.name} has blank cells. Ask for the rows where ${column.name} is blank, or where it is 0.`;
    d.frame.refusalOptions = { refusal: d.frame.refusal, options: { kind: "blank-or-zero", column, start, end } };
    return;
  }
  d.frame.filters.push({ filter: { column: column.id, op: "eq", value: 0 }, columnName: column.name, phrase: spanText(d.tokens, start, end) });
  d.consumedMeasureColumns.add(column);
  d.measureColumns = d.measureColumns.filter((m) => m.column !== column);
}
