// Sentences about what inference decided, for the warnings an ingest returns.
import type { ColumnEncoding } from "../infer/encoding";
import type { Revision } from "./column-builder";

function kind(encoding: ColumnEncoding): string {
  switch (encoding.type) {
    case "number":
      return "numbers";
    case "date":
      return encoding.hasTime ? "dates and times" : "dates";
    case "boolean":
      return "yes/no values";
    default:
      return "text";
  }
}

/** "Column “Revenue” held numbers until row 70,002 (“n.a. yet”), so it is read as text." */
export function describeRevision(column: string, revision: Revision, rowWord: string): string {
  const where = `${rowWord} ${revision.row.toLocaleString("en-US")}`;
  const { from, to } = revision;
  if (from.type === "date" && to.type === "date") {
    const order = to.dateOrder === "dmy" ? "day/month/year" : "month/day/year";
    return `Column “${column}” is read as ${order} dates: ${where} (“${revision.value}”) settled the order.`;
  }
  return `Column “${column}” held ${kind(from)} until ${where} (“${revision.value}”), so it is read as ${kind(to)}.`;
}
