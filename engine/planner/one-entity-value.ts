// "How much does a lamp cost?", "what is the rating of the Desk?": a price, rate, score or age asked of one
// thing is its value, not a figure of its rows added up or averaged behind the user's back (issue #27). The
// planner averages the rows (a non-additive column is never summed) and marks the plan, so the answer step
// checks that the rows agree: one value is the answer; different values are asked about.
import type { AnalysisPlan } from "../plan/schema";
import type { Frame } from "./frame";
import { pinnedValue } from "./pinned-value";

/**
 * The column whose rows must agree for `plan` to answer as asked: an average the planner chose itself (the
 * question named no aggregate) of a non-additive column, over rows narrowed to one value, with no groups and
 * no check. Undefined for any other plan.
 */
export function valueAskedOfOne(frame: Frame, plan: AnalysisPlan): string | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.check || plan.measures.length !== 1) return undefined;
  const [measure] = frame.measures;
  if (frame.measures.length !== 1 || !measure.column || measure.explicitOp || measure.transform || measure.op !== "mean" || !measure.column.intensive) return undefined;
  const pinned = (plan.filters ?? []).some((f) => pinnedValue(f) !== undefined);
  return pinned && plan.measures[0].op === "mean" && plan.measures[0].column === measure.column.id ? measure.column.id : undefined;
}
