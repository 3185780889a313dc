// "How this was answered", from what the engine reports about the execution: rows used and left out
// (and why), date ranges resolved to real dates, and the chart choice with its reason.
import type { ChartSpec, QueryResult } from "../../../engine";

const count = (n: number) => n.toLocaleString("en-US");

export function answerReceipt(result: QueryResult, chart: ChartSpec, notes: string[] = []): string[] {
  const lines: string[] = [];
  const { rows } = result;
  lines.push(rows.used === rows.total ? `All ${count(rows.total)} rows were used.` : `${count(rows.used)} of ${count(rows.total)} rows were used.`);
  for (const excluded of rows.excluded) if (excluded.count > 0) lines.push(excluded.message);
  for (const range of result.dateRanges) {
    if (range.from || range.to) lines.push(`Dates from ${range.from ?? "the start"} to ${range.to ?? "the end"}.`);
  }
  if (result.table.truncated) lines.push(`The result has ${count(result.table.rowCount)} rows; the table shows the first ${count(result.table.rows.length)}.`);
  for (const note of notes) lines.push(note);
  if (chart.reason) lines.push(`Chart: ${chart.reason}`);
  return lines;
}
