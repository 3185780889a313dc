// "Do the majority of respondents have a height over 170 cm?", "Are more than half of the orders from North?":
// a yes/no question about the share of rows meeting one condition — the share of the rows (narrowed by the
// other conditions) that meet it, checked against one half. Not a check that some row matches.
import { describeFilter } from "../../plan/describe";
import type { AnalysisPlan, Filter } from "../../plan/schema";
import type { DatasetSchema } from "../../types";
import { type Draft, inQuestionOrder } from "./draft";

export const MAJORITY_NOTE = "majority-share";

/** Where the question says "the majority of", "most of" or "more than half of"; undefined when it does not. */
function majorityAt(d: Draft): { start: number; end: number } | undefined {
  const words = d.tokens.map((t) => t.norm);
  for (let i = 0; i < Math.min(words.length, 6); i++) {
    if (words[i] === "majority" && words[i + 1] === "of") return { start: i, end: i + 2 };
    if (words[i] === "most" && words[i + 1] === "of" && i <= 2) return { start: i, end: i + 2 };
    if (words[i] === "more" && words[i + 1] === "than" && words[i + 2] === "half" && words[i + 3] === "of") return { start: i, end: i + 4 };
  }
  return undefined;
}

/** Run right after the walk: the question is read as a count of rows, and its words of proportion are grammar. */
export function readMajority(d: Draft): void {
  if (!d.yesNo) return;
  const span = majorityAt(d);
  if (!span) return;
  d.majority = true;
  d.yesNo = false;
  const said = new Set(d.tokens.slice(span.start, span.end).map((t) => t.raw));
  d.frame.unknown = d.frame.unknown.filter((w) => !said.has(w));
  d.superlatives = d.superlatives.filter((s) => s.at < span.start || s.at >= span.end);
  d.numbers = d.numbers.filter((n) => n.mention.start < span.start || n.mention.start >= span.end);
  d.flags.more = undefined;
  d.countRows ??= { at: span.start };
}

/** Run last: the condition named last is the one whose share is checked; the others narrow the rows. */
export function placeMajority(d: Draft): void {
  if (!d.majority) return;
  const { frame } = d;
  const figure = frame.measures.find((m) => m.column)?.column;
  if (figure) {
    frame.refusal = `I can check whether most rows meet a condition, not yet whether most of the ${figure.name} total does. Ask for its share instead, for example "what share of ${figure.name} comes from …?".`;
    return;
  }
  if (frame.filters.length === 0 || frame.groups.length > 0 || frame.kind !== "aggregate") {
    frame.refusal = "I can't tell which condition the majority is about. Ask for the share of rows that meet it, for example \"what percentage of rows have …\".";
    return;
  }
  frame.filters = inQuestionOrder(d, frame.filters);
  frame.measures = [{ op: "count", explicitOp: true }];
  frame.check = { kind: "threshold", op: "gt", value: 0.5 };
  frame.notes.push(MAJORITY_NOTE);
}

/** The built plan's last filter becomes the condition whose share of the (other-filtered) rows is checked. */
export function majorityShare(plan: AnalysisPlan, schema: DatasetSchema): AnalysisPlan {
  if (plan.kind !== "aggregate" || !plan.filters?.length) return plan;
  const condition: Filter = plan.filters.at(-1)!;
  const rest = plan.filters.slice(0, -1);
  const measure = { id: "share", op: "count" as const, where: [condition], per: { op: "count" as const }, percent: true, label: `Share of rows where ${describeFilter(condition, schema.columns.find((c) => c.id === condition.column))}` };
  const { filters: _all, ...others } = plan;
  return { ...others, ...(rest.length ? { filters: rest } : {}), measures: [measure], check: { kind: "threshold", measure: "share", op: "gt", value: 0.5 } };
}
