// "parties with more than 5% of the vote" (issue #27): a percentage compared with a column of counts (Votes, up to
// 1.6 million) is no comparison of like with like. The table's one column of percentages or fractions is compared
// instead ("%", "Share"); with none, or several, the question is asked back rather than "Votes over 5" answered.
import type { ColumnEntry } from "../schema-index";
import type { Draft, NumberUse } from "./draft";

import { holdsPercents } from "../percent-columns";

/** The column a percentage is compared with: `target` when it can hold one, else the table's only percent column; undefined asks back. */
export function percentTarget(d: Draft, use: NumberUse, target: ColumnEntry): ColumnEntry | undefined {
  if (!use.mention.percent || holdsPercents(target) || (target.facts?.max ?? 0) <= 100) return target;
  const percents = d.index.columns.filter(holdsPercents);
  if (percents.length === 1) return percents[0];
  d.frame.refusal = `'${use.mention.value}%' can't be compared with ${target.name}, which holds figures up to ${target.facts?.max?.toLocaleString("en-US")}, not percentages. Name the column of percentages to compare.`;
  return undefined;
}
