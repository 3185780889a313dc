// "What percentage of parties won seats?" planned as each party's share of the total Seats: the question asks
// what share of the parties meet a condition (one figure), and the answer lists every party's share of another
// figure. A share by groups that no grouping word asked for, whose groups are the words right after "percentage
// of", is asked back (issue #27).
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";

const SHARE_WORDS: ReadonlySet<string> = new Set(["%", "percent", "percentage", "share", "proportion", "fraction", "pct"]);
/** Words that ask for one figure per group ("by party", "each party", "per region"). */
const GROUPING_WORDS: ReadonlySet<string> = new Set(["by", "each", "per", "every", "across", "breakdown", "split", "among", "between"]);

/** The grouped column when the plan takes shares by groups the question named only as what the share is of. */
export function shareOfCountedRows(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[]): ColumnEntry | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length !== 1 || plan.top || plan.check) return undefined;
  if (!plan.measures.some((m) => m.transform?.kind === "share_of_total")) return undefined;
  if (read.tokens.some((t) => GROUPING_WORDS.has(t.norm))) return undefined;
  const grouped = plan.groupBy[0].column;
  const mention = read.mentions.find((m) => m.kind === "column" && m.column.id === grouped);
  if (!mention) return undefined;
  // "percentage of parties", "the share of the parties": the grouped column right after the share word and "of".
  let k = mention.start - 1;
  while (k >= 0 && ["the", "a", "an", "all"].includes(read.tokens[k].norm)) k--;
  if (read.tokens[k]?.norm !== "of" || !SHARE_WORDS.has(read.tokens[k - 1]?.norm ?? "")) return undefined;
  return columns.find((c) => c.id === grouped);
}

export function shareOfCountedRowsMessage(column: ColumnEntry): string {
  return `I could only read this as each ${column.name}'s share of a total, not as what share of the ${column.name} values meet the condition, which I can't work out yet. Ask how many meet it ("how many … have …") and how many there are.`;
}
