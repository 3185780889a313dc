// Our own question sets (tests/eval/questions over tests/eval/datasets): each question planned by the built-in
// planner, executed by our engine and compared with its hand-written DuckDB gold SQL. Used by `npm run eval`
// and by the accuracy gate.
import { readFileSync } from "node:fs";
import { chooseChart } from "../../engine/chart";
import { executePlan } from "../../engine/execute/execute-plan";
import type { QueryResult } from "../../engine/execute/result";
import { ingestFile } from "../../engine/ingest/ingest";
import type { AnalysisPlan } from "../../engine/plan/schema";
import { collectPlannerFacts } from "../../engine/planner/facts";
import { planWithBuiltIn } from "../../engine/planner/builtin";
import type { ConversationTurn, PlannerFacts, PlannerResult } from "../../engine/planner/types";
import { openStoredDataset } from "../../engine/store/read";
import type { Dataset, DatasetSchema } from "../../engine/types";
import { compareTables } from "./compare";
import { datasetPath, type GoldTable, openGold, runGold } from "./gold";
import { ALL_DATASET_QUESTIONS } from "./questions/index";
import type { Category, DatasetQuestions, GoldQuestion } from "./types";

export type Split = "dev" | "heldout";

export interface Outcome {
  id: string;
  dataset: string;
  split: Split;
  category: Category;
  question: string;
  ok: boolean;
  reason?: string;
  plan?: AnalysisPlan | null;
  understood?: string;
}

/** Every third item of each list is held out: tuned on never, run at the end. */
function splitOf(position: number): Split {
  return position % 3 === 2 ? "heldout" : "dev";
}

interface Loaded {
  schema: DatasetSchema;
  dataset: Dataset;
  facts: PlannerFacts;
}

export async function load(name: string): Promise<Loaded> {
  const ingested = await ingestFile({ bytes: readFileSync(datasetPath(name)), fileName: `${name}.csv` });
  const dataset = await openStoredDataset(ingested.stored!);
  const facts = await collectPlannerFacts(dataset, ingested.profile);
  return { schema: ingested.schema, dataset, facts };
}

export function ourTable(result: QueryResult): { rows: (string | number | boolean | null)[][]; groupColumns: number[] } {
  // "How many destinations have 36 flights?" answers the number of groups kept (answerValue), not their list.
  if (result.figures.groupCount) return { rows: [[result.figures.groupCount.count]], groupColumns: [] };
  const groupColumns = result.table.columns.map((c, k) => (c.role === "group" ? k : -1)).filter((k) => k >= 0);
  return { rows: result.table.rows, groupColumns };
}

async function judge(gold: GoldQuestion, planned: PlannerResult, data: Loaded, goldSql: () => Promise<GoldTable>): Promise<{ ok: boolean; reason?: string }> {
  if (!planned.plan) return { ok: false, reason: `no plan: ${planned.clarification?.message ?? "?"}` };
  let result: QueryResult;
  try {
    result = await executePlan(data.dataset, planned.plan);
  } catch (error) {
    return { ok: false, reason: `execution failed: ${(error as Error).message}` };
  }
  const expected = await goldSql();
  if (gold.yesNo) {
    const answer = result.figures.check?.result;
    const truth = expected.rows[0]?.[0];
    return answer === truth ? { ok: true } : { ok: false, reason: `answered ${String(answer)}, expected ${String(truth)}` };
  }
  if (gold.chart) {
    const chart = chooseChart(result).type;
    if (chart !== gold.chart) return { ok: false, reason: `chart ${chart}, expected ${gold.chart}` };
  }
  return compareTables(expected, ourTable(result), gold.ordered === true);
}

async function evaluateDataset(set: DatasetQuestions, connection: Awaited<ReturnType<typeof openGold>>, onlySplit?: Split): Promise<Outcome[]> {
  const data = await load(set.dataset);
  const outcomes: Outcome[] = [];
  const ask = (question: string, conversation: ConversationTurn[]) =>
    planWithBuiltIn({ question, schema: data.schema, profile: data.facts, conversation, datasetName: `${set.dataset}.csv` });

  for (const [position, gold] of set.questions.entries()) {
    const split = splitOf(position);
    if (onlySplit && split !== onlySplit) continue;
    const planned = ask(gold.question, []);
    const verdict = await judge(gold, planned, data, () => runGold(connection, gold.sql));
    outcomes.push({ dataset: set.dataset, id: `${set.dataset}#q${position + 1}`, split, category: gold.category, question: gold.question, ...verdict, plan: planned.plan, understood: planned.understood });
  }
  for (const [position, chain] of set.chains.entries()) {
    const split = splitOf(position);
    if (onlySplit && split !== onlySplit) continue;
    const conversation: ConversationTurn[] = [];
    for (const [turn, gold] of chain.turns.entries()) {
      const planned = ask(gold.question, conversation);
      const verdict = await judge(gold, planned, data, () => runGold(connection, gold.sql));
      // Turns after the first count as follow-ups (fresh complete questions keep their own category).
      const category: Category = turn === 0 ? gold.category : gold.category;
      outcomes.push({ dataset: set.dataset, id: `${set.dataset}#c${position + 1}.${turn + 1}`, split, category: turn === 0 ? category : gold.category, question: gold.question, ...verdict, plan: planned.plan, understood: planned.understood });
      conversation.push({ question: gold.question, plan: planned.plan });
    }
  }
  for (const [position, refusal] of set.refusals.entries()) {
    const split = splitOf(position);
    if (onlySplit && split !== onlySplit) continue;
    const planned = ask(refusal.question, []);
    let ok = planned.plan === null && planned.clarification !== undefined;
    let reason = ok ? undefined : `answered with a plan: ${planned.understood}`;
    if (ok && refusal.suggest && !refusal.suggest.some((s) => planned.clarification!.suggestions.includes(s))) {
      ok = false;
      reason = `suggested ${JSON.stringify(planned.clarification!.suggestions)}, expected one of ${JSON.stringify(refusal.suggest)}`;
    }
    outcomes.push({ dataset: set.dataset, id: `${set.dataset}#r${position + 1}`, split, category: "must-not-invent", question: refusal.question, ok, reason, plan: planned.plan, understood: planned.understood });
  }
  return outcomes;
}


/** Every question, chain and refusal of our own sets (or one dataset's, or one split's), judged against its gold. */
export async function evaluateOwnSets(options: { dataset?: string; split?: Split } = {}): Promise<Outcome[]> {
  const sets = ALL_DATASET_QUESTIONS.filter((s) => !options.dataset || s.dataset === options.dataset);
  const connection = await openGold(sets.map((s) => s.dataset));
  const all: Outcome[] = [];
  for (const set of sets) all.push(...(await evaluateDataset(set, connection, options.split)));
  return all;
}
