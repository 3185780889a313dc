// Built-in planner latency on the 60-column CRM export (tests/eval/datasets): every evaluation question
// for that file plus the follow-up turns, warm (the schema index is built once per dataset and cached)
// and cold (index built for each question). The reference measured in the same run is validatePlan on the
// same plans — the one step every planner's answer goes through. Then issue #14's figure: warm p95 < 5 ms
// for a whole answer, execution included, on a 100,000-row table (answersOn100kRows below).
import { readFileSync } from "node:fs";
import { ingestFile } from "../engine/ingest/ingest";
import { validatePlan } from "../engine/plan/validate";
import { planWithBuiltIn } from "../engine/planner/builtin";
import { collectPlannerFacts } from "../engine/planner/facts";
import { openStoredDataset } from "../engine/store/read";
import { executePlan } from "../engine/execute/execute-plan";
import { answerPlanned } from "../engine/answer/answer-readings";
import { REGIONS, salesCsv } from "../tests/fixtures/generate-sales";
import { datasetPath } from "../tests/eval/gold";
import { crm } from "../tests/eval/questions/crm";
import type { ConversationTurn } from "../engine/planner/types";

const TARGET_MS = 5;
const REPEATS = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export default async function plannerBench(): Promise<void> {
  const ingested = await ingestFile({ bytes: readFileSync(datasetPath(crm.dataset)), fileName: `${crm.dataset}.csv` });
  const dataset = await openStoredDataset(ingested.stored!);
  const schema = ingested.schema;
  const facts = await collectPlannerFacts(dataset, ingested.profile);
  const questions = [...crm.questions.map((q) => q.question), ...crm.refusals.map((r) => r.question)];
  const chains = crm.chains.map((c) => c.turns.map((t) => t.question));

  const askAll = (fresh: boolean): number[] => {
    const times: number[] = [];
    for (const question of questions) {
      // A new schema object per question defeats the per-schema index cache: the cold path.
      const s = fresh ? { ...schema } : schema;
      const start = performance.now();
      planWithBuiltIn({ question, schema: s, profile: facts, datasetName: "crm_opportunities_export.csv" });
      times.push(performance.now() - start);
    }
    for (const chain of chains) {
      const conversation: ConversationTurn[] = [];
      for (const question of chain) {
        const s = fresh ? { ...schema } : schema;
        const start = performance.now();
        const result = planWithBuiltIn({ question, schema: s, profile: facts, conversation });
        times.push(performance.now() - start);
        conversation.push({ question, plan: result.plan });
      }
    }
    return times;
  };

  askAll(false); // warm-up (JIT, lexicon indexes)
  const warm: number[] = [];
  const cold: number[] = [];
  // CPU time per question besides wall-clock: this machine is shared, so wall-clock also measures the neighbours.
  const cpu = (run: () => number[]): { times: number[]; cpuMs: number } => {
    const before = process.cpuUsage();
    const times = run();
    const used = process.cpuUsage(before);
    return { times, cpuMs: (used.user + used.system) / 1000 / times.length };
  };
  let warmCpu = 0;
  let coldCpu = 0;
  for (let r = 0; r < REPEATS; r++) {
    const m = cpu(() => askAll(false));
    warm.push(...m.times);
    warmCpu += m.cpuMs / REPEATS;
  }
  for (let r = 0; r < 3; r++) {
    const m = cpu(() => askAll(true));
    cold.push(...m.times);
    coldCpu += m.cpuMs / 3;
  }

  const plans = questions.map((question) => planWithBuiltIn({ question, schema, profile: facts }).plan).filter((p) => p !== null);
  const reference: number[] = [];
  for (let r = 0; r < REPEATS; r++)
    for (const plan of plans) {
      const start = performance.now();
      validatePlan(plan, schema);
      reference.push(performance.now() - start);
    }

  const row = (name: string, times: number[], cpuMs: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    const refMean = reference.reduce((s, t) => s + t, 0) / reference.length;
    return [name, cpuMs.toFixed(3), mean.toFixed(3), percentile(sorted, 50).toFixed(3), percentile(sorted, 95).toFixed(3), sorted[sorted.length - 1].toFixed(3), `${(mean / TARGET_MS).toFixed(3)}×`, `${(mean / refMean).toFixed(1)}×`];
  };
  const header = ["built-in planner, 60 columns", "cpu ms/q", "mean ms", "p50 ms", "p95 ms", "max ms", "mean ÷ 5 ms", "÷ validatePlan"];
  const refMean = reference.reduce((s, t) => s + t, 0) / reference.length;
  const rows = [row(`warm (${warm.length} questions)`, warm, warmCpu), row(`cold index (${cold.length} questions)`, cold, coldCpu), row(`validatePlan (reference, ${reference.length})`, reference, refMean)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`${schema.columns.length} columns, ${facts.columns.reduce((n, c) => n + (c.values?.length ?? 0), 0)} indexed text values`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  await answersOn100kRows();
}

/** Questions asked of the 100,000-row sales file: top-1 rankings (which the tie check concerns) and the other usual shapes. */
const SALES_QUESTIONS = [
  "Which region has the highest revenue?",
  "Which product sold the most units?",
  "What is the most common category?",
  "Which category has the lowest average unit_price?",
  "Which region has the most orders?",
  "Which month had the highest revenue?",
  "What is the total revenue?",
  "Total revenue by region",
  "Average unit_price by category",
  "Revenue by month",
  "How many orders in the North region?",
  "Top 5 products by revenue",
  "Total revenue in 2024",
  "Revenue by month in the last 6 months",
  "How many distinct products are there?",
  "What is the median revenue per order?",
  "Revenue by region and category",
];

/** Questions whose value is spelled in two columns (region and ship_to): two readings, each executed. */
const TWO_READING_QUESTIONS = ["How many orders for North?", "Total revenue for East", "Average units for Central"];

/** The sales file with a ship_to column holding region names too, so some questions have two readings. */
function salesWithShipTo(rows: number): string {
  const lines = salesCsv(rows).trimEnd().split("\n");
  return lines.map((line, i) => (i === 0 ? `${line},ship_to` : `${line},${REGIONS[(i * 7) % REGIONS.length]}`)).join("\n");
}

/**
 * The figure: a whole warm answer on a 100,000-row file — planning, then answerPlanned (the plan's one
 * execution, which also tells a tied top-1 ranking, or one execution per candidate reading; the sentence, the
 * chart and the receipt) — as p95 of wall-clock and of CPU time per question. The reference, measured in the same
 * loop on the same plans, is executePlan alone on the plan: the part no planner can avoid.
 */
async function answersOn100kRows(): Promise<void> {
  const ingested = await ingestFile({ bytes: new TextEncoder().encode(salesWithShipTo(100_000)), fileName: "sales.csv" });
  const dataset = await openStoredDataset(ingested.stored!);
  const facts = await collectPlannerFacts(dataset, ingested.profile);
  const options = { profile: ingested.profile };
  const plan = (question: string) => planWithBuiltIn({ question, schema: ingested.schema, profile: facts, datasetName: "sales.csv" });
  const questions = [...SALES_QUESTIONS, ...TWO_READING_QUESTIONS];
  for (const q of questions) if (!plan(q).plan) throw new Error(`The bench question "${q}" was not planned.`);
  for (const q of TWO_READING_QUESTIONS) if ((plan(q).readings?.length ?? 0) < 2) throw new Error(`The bench question "${q}" should have two readings.`);
  const answered = { wall: [] as number[], cpu: [] as number[] };
  const executed = { wall: [] as number[], cpu: [] as number[] };
  const timed = async (into: { wall: number[]; cpu: number[] }, record: boolean, run: () => Promise<unknown>) => {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    await run();
    const wall = performance.now() - start;
    const cpu = process.cpuUsage(cpuBefore);
    if (!record) return;
    into.wall.push(wall);
    into.cpu.push((cpu.user + cpu.system) / 1000);
  };
  for (let r = 0; r < REPEATS + 2; r++) {
    const record = r >= 2; // the first two rounds warm up
    for (const q of questions) {
      await timed(answered, record, async () => {
        await answerPlanned(dataset, plan(q), options);
      });
      const ready = plan(q).plan;
      await timed(executed, record, () => executePlan(dataset, ready, options));
    }
  }
  const at = (xs: number[], q: number) => percentile([...xs].sort((a, b) => a - b), q);
  const rows = [
    [`question → answer (${answered.wall.length})`, answered],
    [`reference: executePlan alone (${executed.wall.length})`, executed],
  ] as const;
  const header = ["100,000 rows, warm", "p50 ms", "p95 ms", "max ms", "cpu p50 ms", "cpu p95 ms"];
  const cells = rows.map(([name, m]) => [name, ...[at(m.wall, 50), at(m.wall, 95), at(m.wall, 100), at(m.cpu, 50), at(m.cpu, 95)].map((v) => v.toFixed(2))]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join("  ");
  console.log(`\n${questions.length} questions on 100,000 rows (${TWO_READING_QUESTIONS.length} with two readings; plan, execute with tie check, sentence, chart, receipt), ${REPEATS} rounds:`);
  console.log(line(header));
  for (const c of cells) console.log(line(c));
  const p95 = at(answered.wall, 95);
  const cpu95 = at(answered.cpu, 95);
  console.log(
    `Issue #14 target, warm p95 < ${TARGET_MS} ms including execution on 100,000 rows: ${p95.toFixed(2)} ms wall-clock (${p95 < TARGET_MS ? "met" : "NOT met"}), ${cpu95.toFixed(2)} ms CPU (${cpu95 < TARGET_MS ? "met" : "NOT met"}); ${(p95 / at(executed.wall, 95)).toFixed(2)}× the reference's p95`,
  );
}
