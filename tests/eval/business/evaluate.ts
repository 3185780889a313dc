// The business set (questions.ts): each question planned by the built-in planner, executed by our engine and
// compared with its hand-written DuckDB gold SQL; the sentence and chart title checked against their patterns.
// Outcomes are correct, wrong or refused (the planner asked instead of answering), as in the real-data set.
import { chooseChart } from "../../../engine/chart";
import { executePlan } from "../../../engine/execute/execute-plan";
import { narrate } from "../../../engine/narrate/answer";
import { planWithBuiltIn } from "../../../engine/planner/builtin";
import { compareTables } from "../compare";
import { openGold, runGold } from "../gold";
import { load, ourTable } from "../own-sets";
import type { Category } from "../types";
import { BUSINESS_SETS, type BusinessQuestion } from "./questions";

export interface BusinessOutcome {
  id: string;
  category: Category;
  question: string;
  outcome: "correct" | "wrong" | "refused";
  reason?: string;
}

type Verdict = Pick<BusinessOutcome, "outcome" | "reason">;

async function judge(gold: BusinessQuestion, data: Awaited<ReturnType<typeof load>>, dataset: string, goldRows: () => ReturnType<typeof runGold>): Promise<Verdict> {
  const planned = planWithBuiltIn({ question: gold.question, schema: data.schema, profile: data.facts, conversation: [], datasetName: `${dataset}.csv` });
  if (!planned.plan) return { outcome: "refused", reason: planned.clarification?.message };
  let result;
  try {
    result = await executePlan(data.dataset, planned.plan);
  } catch (error) {
    return { outcome: "wrong", reason: `execution failed: ${(error as Error).message}` };
  }
  const expected = await goldRows();
  if (gold.yesNo) {
    const answer = result.figures.check?.result;
    if (answer !== expected.rows[0]?.[0]) return { outcome: "wrong", reason: `answered ${String(answer)}, expected ${String(expected.rows[0]?.[0])}` };
  } else {
    const compared = compareTables(expected, ourTable(result), gold.ordered === true);
    if (!compared.ok) return { outcome: "wrong", reason: `${compared.reason} (understood: ${planned.understood})` };
  }
  const sentence = narrate(result);
  if (gold.says && !gold.says.test(sentence)) return { outcome: "wrong", reason: `sentence "${sentence}" does not match ${gold.says}` };
  const title = chooseChart(result).title;
  if (gold.title && !gold.title.test(title)) return { outcome: "wrong", reason: `chart title "${title}" does not match ${gold.title}` };
  return { outcome: "correct" };
}

/** Every question and refusal of the business set, judged. */
export async function evaluateBusinessSet(): Promise<BusinessOutcome[]> {
  const connection = await openGold(BUSINESS_SETS.map((s) => s.dataset));
  const outcomes: BusinessOutcome[] = [];
  for (const set of BUSINESS_SETS) {
    const data = await load(set.dataset);
    for (const [k, gold] of set.questions.entries()) {
      const verdict = await judge(gold, data, set.dataset, () => runGold(connection, gold.sql));
      outcomes.push({ id: `${set.dataset}#b${k + 1}`, category: gold.category, question: gold.question, ...verdict });
    }
    for (const [k, question] of set.refusals.entries()) {
      const planned = planWithBuiltIn({ question, schema: data.schema, profile: data.facts, conversation: [], datasetName: `${set.dataset}.csv` });
      outcomes.push({ id: `${set.dataset}#r${k + 1}`, category: "must-not-invent", question, ...(planned.plan ? { outcome: "wrong" as const, reason: `answered: ${planned.understood}` } : { outcome: "correct" as const }) });
    }
  }
  return outcomes;
}
