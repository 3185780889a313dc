// Precision before coverage (issue #27): "the average for books", "the average rating of the books" in a file
// with no rating: an aggregation word whose figure the question never names. Answered with the rows' count or
// with the file's money column, it answers another question; asked back instead.
import type { AggregateOp, AnalysisPlan } from "../plan/schema";
import type { Frame } from "./frame";

const OP_WORDS: Partial<Record<AggregateOp, string>> = { mean: "average", sum: "total", median: "median", max: "highest", min: "lowest", std_dev: "spread", range: "range" };

/** The aggregation word left without a figure in a fresh question's plan, or undefined when the plan measures one. */
export function aggregationWithoutFigure(frame: Frame, plan: AnalysisPlan): string | undefined {
  const op = frame.followUp.bareOp;
  if (!op || op === "count" || op === "count_distinct") return undefined;
  if (plan.kind === "aggregate" && plan.measures.some((m) => m.column !== undefined)) return undefined;
  return OP_WORDS[op] ?? op;
}
