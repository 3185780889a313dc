// One question's answer from its plan, the same for the CLI and the app: execute it once (the run also tells
// whether a top-1 ranking is tied), then the sentence, the single value, the chart and the receipt.
import { type ChartSpec, chooseChart } from "../chart";
import { type ExecuteOptions, executePlan } from "../execute/execute-plan";
import type { QueryResult } from "../execute/result";
import { tiedAtTop } from "../execute/tied-at-top";
import { answerValue, narrate } from "../narrate";
import { type ReceiptInput, describeReceipt } from "../planner/receipt";
import type { Dataset } from "../types";

export type PlanAnswer =
  /** A top-1 ranking whose first two groups are level: `message` says so instead of naming either. */
  | { kind: "tie"; message: string }
  | {
      kind: "answer";
      result: QueryResult;
      /** The one-sentence answer. */
      answer: string;
      /** A single value or a short list, when the answer is one. */
      value?: ReturnType<typeof answerValue>;
      chart: ChartSpec;
      /** "How this was answered", one sentence per line. */
      receipt: string[];
    };

/**
 * Executes `plan` over `dataset` and words the answer. `planner` (who planned it, with notes) goes into the
 * receipt; a plan given ready-made has none. Throws PlanError and ExecuteError as executePlan does.
 */
export async function answerPlan(dataset: Dataset, plan: unknown, options: ExecuteOptions = {}, planner?: ReceiptInput["planner"]): Promise<PlanAnswer> {
  return wordResult(dataset, await executePlan(dataset, plan, options), planner);
}

/** Words a result already executed (see answerPlan); `extraReceipt` lines close the receipt. */
export function wordResult(dataset: Dataset, result: QueryResult, planner?: ReceiptInput["planner"], extraReceipt: readonly string[] = []): PlanAnswer {
  const tie = tiedAtTop(result);
  if (tie) return { kind: "tie", message: tie };
  const chart = chooseChart(result);
  const value = answerValue(result);
  return {
    kind: "answer",
    result,
    answer: narrate(result),
    ...(value !== undefined ? { value } : {}),
    chart,
    receipt: [...describeReceipt({ schema: dataset.schema, result, chart, ...(planner ? { planner } : {}) }), ...extraReceipt],
  };
}
