// Plan latency beside DuckDB (single-threaded) on generated 100k- and 1M-row sales data, and the JS
// memory a 1M-row query needs beyond the batch being read. Target: each plan at most half DuckDB's time on
// 1M rows; peak memory during a 1M-row query under 64 MB beyond the batch being read, including a query at the
// group cap (MAX_GROUPS) and one past it, which is refused as it streams instead of growing without bound.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { datasetFromBatches } from "../engine/dataset/from-columns";
import { MAX_GROUPS } from "../engine/execute/accumulate";
import { executePlan } from "../engine/execute/execute-plan";
import { ExecuteError } from "../engine/plan/errors";
import type { Batch, Dataset } from "../engine/types";
import { readFileSync } from "node:fs";
import { ingestFile } from "../engine/ingest/ingest";
import { openStoredDataset } from "../engine/store/read";
import { generateSales, salesBatches, salesCsvChunks } from "../tests/fixtures/generate-sales";

const SIZES = [100_000, 1_000_000];
/** Each plan at 1M rows takes at most half DuckDB's time (issue #29). */
const TARGET_RATIO = 0.5;
const SEED = 42;

interface BenchPlan {
  name: string;
  plan: object;
  sql: string;
}

const PLANS: BenchPlan[] = [
  {
    name: "total",
    plan: { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }] },
    sql: "SELECT sum(revenue) FROM sales",
  },
  {
    name: "group-by",
    plan: { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }] },
    sql: "SELECT region, sum(revenue) AS s FROM sales GROUP BY region ORDER BY s DESC",
  },
  {
    name: "time bucket",
    plan: { kind: "aggregate", groupBy: [{ column: "order_date", bucket: "month" }], measures: [{ op: "sum", column: "revenue" }] },
    sql: "SELECT date_trunc('month', order_date) AS m, sum(revenue) FROM sales GROUP BY m ORDER BY m",
  },
  {
    name: "top-10",
    plan: { kind: "aggregate", groupBy: [{ column: "product" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 10 } },
    sql: "SELECT product, sum(revenue) AS s FROM sales GROUP BY product ORDER BY s DESC LIMIT 10",
  },
  {
    name: "filtered share",
    plan: {
      kind: "aggregate",
      filters: [
        { column: "category", op: "eq", value: "Electronics" },
        { column: "order_date", op: "eq", value: "2024" },
      ],
      groupBy: [{ column: "region" }],
      measures: [{ op: "sum", column: "revenue", transform: { kind: "share_of_total" } }],
    },
    sql: "SELECT region, sum(revenue) / sum(sum(revenue)) OVER () AS share FROM sales WHERE category = 'Electronics' AND order_date >= DATE '2024-01-01' AND order_date < DATE '2025-01-01' GROUP BY region ORDER BY share DESC",
  },
];

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

async function time(run: () => Promise<unknown>, repeats: number): Promise<number> {
  return (await timeEach([run], repeats))[0];
}

/**
 * Median time of each run, taking turns (a, b, a, b, …) so that both see the same load on a shared
 * machine: a ratio of two medians taken minutes apart measured the neighbours as much as the code.
 */
async function timeEach(runs: (() => Promise<unknown>)[], repeats: number): Promise<number[]> {
  for (let i = 0; i < 2; i++) for (const run of runs) await run();
  const times = runs.map((): number[] => []);
  for (let i = 0; i < repeats; i++) {
    for (const [k, run] of runs.entries()) {
      const start = performance.now();
      await run();
      times[k].push(performance.now() - start);
    }
  }
  return times.map(median);
}

/** The first numeric cell of each result row, to check both engines computed the same thing. */
function numbers(rows: unknown[][]): number[] {
  return rows.map((r) => Number(r.find((c) => typeof c === "number" || typeof c === "bigint")));
}

function agree(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((v, i) => Math.abs(v - b[i]) <= 1e-6 * Math.max(1, Math.abs(v)));
}

function batchBytes(batch: Batch): number {
  let bytes = 0;
  for (const column of Object.values(batch.columns)) {
    if (column.type === "text") bytes += column.codes.byteLength + column.dictionary.reduce((n, s) => n + 2 * s.length + 32, 0);
    else bytes += column.values.byteLength;
  }
  return bytes;
}

/**
 * Peak JS memory (heap + array buffers) while a query streams a stored dataset, beyond what was held
 * before it started (the stored bytes) and beyond the largest decoded batch.
 */
async function peakQueryMemory(dataset: Dataset, plan: object): Promise<{ peakMB: number; batchMB: number; error?: string }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc (npm run bench does)");
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  let peak = 0;
  let batchSize = 0;
  const sampled: Dataset = {
    schema: dataset.schema,
    async *batches() {
      for await (const batch of dataset.batches()) {
        batchSize = Math.max(batchSize, batchBytes(batch));
        peak = Math.max(peak, used());
        yield batch;
        peak = Math.max(peak, used());
      }
    },
  };
  gc();
  const baseline = used();
  let error: string | undefined;
  try {
    const result = await executePlan(sampled, plan);
    if (result.table.rowCount === 0) throw new Error("unexpected empty result");
  } catch (e) {
    if (!(e instanceof ExecuteError && e.code === "too_many_groups")) throw e;
    error = e.message;
  }
  peak = Math.max(peak, used());
  return { peakMB: (peak - baseline - batchSize) / 2 ** 20, batchMB: batchSize / 2 ** 20, error };
}

export default async function benchPlans(): Promise<void> {
  const instance = await DuckDBInstance.create(":memory:", { threads: "1" });
  const duck = await instance.connect();
  await duck.run("SET threads = 1");
  const dir = mkdtempSync(join(tmpdir(), "insightlab-bench-"));
  const table: string[][] = [["plan", "rows", "InsightLab ms", "DuckDB ms", "ratio", "target", "same result", "from stored ms"]];
  let stored1M: Dataset | undefined;
  try {
    for (const rows of SIZES) {
      const data = generateSales(rows, SEED);
      const { schema, batches } = salesBatches(data);
      const dataset = datasetFromBatches(schema, batches);

      const csv = join(dir, `sales-${rows}.csv`);
      writeFileSync(csv, "");
      for (const chunk of salesCsvChunks({ rows, seed: SEED })) writeFileSync(csv, chunk, { flag: "a" });
      await duck.run(
        `CREATE OR REPLACE TABLE sales AS SELECT * FROM read_csv('${csv}', header = true, columns = {'order_id': 'DOUBLE', 'order_date': 'DATE', 'region': 'VARCHAR', 'product': 'VARCHAR', 'category': 'VARCHAR', 'units': 'DOUBLE', 'unit_price': 'DOUBLE', 'revenue': 'DOUBLE'})`,
      );

      // The same data as the app holds it: ingested from CSV into the stored columnar format, read back batch by batch.
      const ingested = await ingestFile({ bytes: new Uint8Array(readFileSync(csv)), fileName: "sales.csv" });
      const stored = await openStoredDataset(ingested.stored!);
      if (rows >= 1_000_000) stored1M = stored;

      const repeats = rows >= 1_000_000 ? 15 : 31;
      for (const { name, plan, sql } of PLANS) {
        const ours = await executePlan(dataset, plan);
        const theirs = (await duck.runAndReadAll(sql)).getRowsJS();
        const same = agree(numbers(ours.table.rows), numbers(theirs));
        const [oursMs, duckMs] = await timeEach([() => executePlan(dataset, plan), () => duck.runAndReadAll(sql)], repeats);
        const storedMs = await time(() => executePlan(stored, plan), Math.ceil(repeats / 3));
        const ratio = oursMs / duckMs;
        const target = rows >= 1_000_000 ? (ratio <= TARGET_RATIO ? `≤ ${TARGET_RATIO}× ok` : `≤ ${TARGET_RATIO}× MISSED`) : "";
        table.push([name, rows.toLocaleString("en-US"), oursMs.toFixed(1), duckMs.toFixed(1), `${ratio.toFixed(2)}×`, target, same ? "yes" : "NO", storedMs.toFixed(1)]);
      }
    }
  } finally {
    duck.closeSync();
    instance.closeSync();
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(table);
  console.log(`(load average ${loadavg().map((l) => l.toFixed(2)).join(", ")} on ${availableParallelism()} cores after the timings; each ratio takes the two engines in turns)`);

  console.log("(InsightLab and DuckDB both query data already in memory; \"from stored ms\" reads InsightLab's stored columnar format batch by batch, decoding included.)");

  const memory: string[][] = [["query (1M rows, stored format, 64k-row batches)", "peak beyond batch (MB)", "largest batch (MB)", "target"]];
  const memoryPlans = [
    ...PLANS.map((p) => ({ ...p, target: true })),
    { name: "median by region (keeps every value)", target: true, plan: { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "median", column: "revenue" }] } },
    // Memory grows with groups: the most a query may make (MAX_GROUPS), then one past it, refused as it streams.
    {
      name: `sum by order id (${MAX_GROUPS.toLocaleString("en-US")} groups, the cap)`,
      target: true,
      plan: { kind: "aggregate", filters: [{ column: "order_id", op: "lte", value: MAX_GROUPS }], groupBy: [{ column: "order_id" }], measures: [{ op: "sum", column: "revenue" }] },
    },
    { name: "sum by order id (1M groups: refused)", target: true, refused: true, plan: { kind: "aggregate", groupBy: [{ column: "order_id" }], measures: [{ op: "sum", column: "revenue" }] } },
  ];
  for (const { name, plan, target, refused } of memoryPlans as { name: string; plan: object; target: boolean; refused?: boolean }[]) {
    const { peakMB, batchMB, error } = await peakQueryMemory(stored1M!, plan);
    if (Boolean(refused) !== (error !== undefined)) throw new Error(`${name}: ${error ? `refused: ${error}` : "answered, but should have been refused"}`);
    memory.push([name, peakMB.toFixed(1), batchMB.toFixed(1), !target ? "none" : peakMB < 64 ? "< 64 MB ok" : "< 64 MB MISSED"]);
  }
  console.log("");
  printTable(memory);
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
    if (index === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}
