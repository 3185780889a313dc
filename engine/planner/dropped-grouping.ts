// Precision before coverage (issue #27): "by X" asks for the answer split by X, or ranked by it. When X is a
// column of figures and there is nothing to rank, the read folds X into the measures ("total volume shipped by
// cargo", with cargo read as Freight, answered the total freight): the split asked for is gone, so the planner asks.
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import { collectiveBy } from "./collective-all";

/** The columns a plan splits, ranks or sorts its answer by. */
function splitOrRankedBy(plan: AnalysisPlan): Set<string> {
  if (plan.kind === "rows") return new Set((plan.sort ?? []).map((s) => s.by));
  const ids = new Set((plan.groupBy ?? []).map((g) => g.column));
  if (plan.top) {
    const ranked = plan.measures.find((m) => m.id === (plan.top?.by ?? plan.measures[0]?.id));
    if (ranked?.column) ids.add(ranked.column);
  }
  return ids;
}

export interface DroppedGrouping {
  words: string;
  column: string;
  figures: boolean;
}

/**
 * The words "by <column>" when the plan neither splits nor ranks its answer by that column, nor by a column named
 * right after it ("by product category" splits by Category, "by won amount" ranks by Amount); undefined otherwise.
 */
export function droppedGrouping(read: ReadQuestion, plan: AnalysisPlan): DroppedGrouping | undefined {
  const used = splitOrRankedBy(plan);
  for (const [k, m] of read.mentions.entries()) {
    if (m.kind !== "cue" || m.cue.kind !== "group" || read.tokens[m.end - 1]?.norm !== "by") continue;
    const run: ColumnMention[] = [];
    for (const x of read.mentions.slice(k + 1)) {
      if (x.kind === "word" && x.filler && run.length === 0) continue;
      if (x.kind !== "column" || (run.length > 0 && x.start !== run[run.length - 1].end)) break;
      run.push(x);
    }
    // Codes are split by the names they stand for ("by dept" with Dept Code beside Department: labelled-codes.ts).
    if (run.length > 0 && collectiveBy(read.tokens, m.end, run[0].start)) continue;
    if (run.length === 0 || run.some((x) => used.has(x.column.id) || (x.column.label !== undefined && used.has(x.column.label.id)))) continue;
    const [first] = run;
    const words = read.tokens.slice(m.start, run[run.length - 1].end).map((t) => t.raw).join(" ");
    return { words, column: first.column.name, figures: first.column.type === "number" };
  }
  return undefined;
}

export function droppedGroupingMessage(dropped: DroppedGrouping): string {
  if (dropped.figures) return `I read '${dropped.words}' as '${dropped.column}', which holds figures, and the answer would not be split by it. Name a category to split by, or ask for the top rows "by ${dropped.column}" to rank them.`;
  return `I read '${dropped.words}' as a split by '${dropped.column}', but the answer I could plan is not split by it. Ask for one figure "by ${dropped.column}", for example "count by ${dropped.column}".`;
}

type ColumnMention = Extract<ReadQuestion["mentions"][number], { kind: "column" }>;
