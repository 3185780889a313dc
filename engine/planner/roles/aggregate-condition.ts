// A condition on an aggregate the question names (issue #27): "total goals by home team where the total goals is
// over 3", "teams whose total goals exceed 3" — the groups whose total is over 3 (a having), not the rows whose own
// goals are. Read only where the question groups; the aggregate word must stand right before the compared column.
import type { AggregateOp } from "../../plan/schema";
import type { Mention } from "../match/mentions";
import type { ColumnEntry } from "../schema-index";
import type { Draft, NumberUse } from "./draft";

/** Ops that make one figure of a group's rows. */
const FIGURE_OPS: ReadonlySet<AggregateOp> = new Set<AggregateOp>(["sum", "mean", "median", "min", "max"]);
/** Words that may stand between the figure and the number: "the total goals *is* over 3", "*are* at least". */
const LINKS: ReadonlySet<string> = new Set(["the", "their", "its", "is", "are", "was", "were", "be"]);

const passes = (m: Mention) => (m.kind === "word" && (m.filler || LINKS.has(m.norm))) || (m.kind === "cue" && m.cue.kind === "compare");

/**
 * The aggregate over `column` that the number at `use` compares, when the question groups: the op of an aggregate
 * word right before the column's mention, which is itself right before the number. Undefined otherwise.
 */
export function aggregateCompared(d: Draft, use: NumberUse, column: ColumnEntry): { op: AggregateOp; at: number } | undefined {
  const grouped = d.groupColumns.length > 0 || d.frame.groups.length > 0 || d.flags.which;
  if (!grouped || d.yesNo) return undefined;
  const { mentions } = d;
  let k = mentions.indexOf(use.mention) - 1;
  while (k >= 0 && passes(mentions[k])) k--;
  const named = mentions[k];
  if (named?.kind !== "column" || named.column !== column) return undefined;
  k--;
  while (k >= 0 && mentions[k].kind === "word" && LINKS.has((mentions[k] as { norm: string }).norm)) k--;
  const agg = mentions[k];
  if (agg?.kind !== "cue" || agg.cue.kind !== "aggregate" || !FIGURE_OPS.has(agg.cue.op)) return undefined;
  return { op: agg.cue.op, at: named.start };
}
