// A text column that names each row once ("Party" in an election's results, "Season" in a club's record): "per
// party" there means per row, so "the average votes per party" is one average over the rows, not a list of one-row
// groups whose averages are the rows' own figures (issue #27, WikiTableQuestions' "average Y per X").
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";

/** Whether the column is text with a different known value on every row (a summary row's label counts as one). */
export function labelsEachRow(column: ColumnEntry, rowCount: number): boolean {
  const distinct = column.facts?.distinct;
  return column.type === "text" && !column.listValued && (column.facts?.missing ?? 0) === 0 && distinct !== undefined && rowCount > 1 && distinct === rowCount;
}

/** Where "per <label of each row>" mentions start: the rows themselves, which the plan need not read (coverage.ts). */
export function perRowLabelMentions(read: ReadQuestion, rowCount: number): Set<number> {
  const starts = new Set<number>();
  read.mentions.forEach((m, k) => {
    const next = read.mentions[k + 1];
    if (m.kind === "cue" && m.cue.kind === "group" && read.tokens[m.end - 1]?.norm === "per" && next?.kind === "column" && labelsEachRow(next.column, rowCount)) starts.add(next.start);
  });
  return starts;
}
