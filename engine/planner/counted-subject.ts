// "How many swimmers set a national record?" planned as the number of different Nationality values: "how many"
// counts swimmers, and the column read further on ("national" → Nationality) only stood in the condition the
// question put on them. A count of different values answers "how many" only when the counted words name that
// column; otherwise the planner asks (issue #27).
import type { AnalysisPlan } from "../plan/schema";
import { countedAfterCue } from "./back-choices";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";

/**
 * The column whose different values the plan counts when the words "how many" counts name something else (the
 * rows, another column) and that column is named only after them; undefined when the count is of what was asked.
 */
export function distinctOfLaterColumn(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[]): { column: ColumnEntry; counted: string } | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.top || plan.check) return undefined;
  const distinct = plan.measures.filter((m) => m.op === "count_distinct" && m.column);
  if (distinct.length !== 1 || plan.measures.length !== 1) return undefined;
  const id = distinct[0].column!;
  const found = countedAfterCue(read);
  if (!found) return undefined;
  const { counted } = found;
  if (counted.kind === "column" && counted.column.id === id) return undefined;
  // The counted words themselves a value or a number ("how many 5-star reviews") are read as usual elsewhere.
  if (counted.kind !== "row" && counted.kind !== "word" && counted.kind !== "column") return undefined;
  const later = read.mentions.find((m) => m.kind === "column" && m.column.id === id && m.start >= counted.end);
  const column = columns.find((c) => c.id === id);
  if (!later || !column) return undefined;
  return { column, counted: read.tokens.slice(counted.start, counted.end).map((t) => t.raw).join(" ") };
}

export function distinctOfLaterColumnMessage(found: { column: ColumnEntry; counted: string }): string {
  const { column, counted } = found;
  return `'How many ${counted}' counts ${counted}, but I could only read it as the number of different '${column.name}' values, which is another figure. Name the condition on the ${counted} as a column and a value, or ask "how many different ${column.name} values …".`;
}
