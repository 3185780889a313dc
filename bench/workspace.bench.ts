// Workspace benchmark through the local Worker (the test build served by `wrangler dev --local` on a free port
// with a temporary state directory): upload-to-ready time of a 100,000-row CSV and ask latency (p50/p95 over
// 50 questions), beside references measured in the same run (storing the same upload without reading it;
// reading the dataset's metadata), the Worker's peak JS heap (DevTools inspector) against the 128 MB limit, and
// storing a 60 MB upload (an R2 multipart upload of 8 parts) beside a plain R2 put of the same bytes.
// `npm run bench workspace`. Set INSIGHTLAB_TEST_BUILD to reuse a test build.
import { spawn, spawnSync } from "node:child_process";
import { getPlatformProxy } from "wrangler";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WRANGLER_ENV, migrateArgs } from "../scripts/wrangler-env.mjs";
import { freePort } from "../tests/setup/e2e-server.mjs";
import { prepareTestBuild, removeTestBuild, ROOT, type TestBuild } from "../tests/setup/test-build.mjs";
import { salesCsv } from "../tests/fixtures/generate-sales";
import { signUp } from "./bench-account";
import { IsolateHeap, wranglerInspectorUrl } from "./isolate-heap";

const ROWS = 100_000;
const UPLOADS = 3;
const WORKERS_HEAP_LIMIT_MB = 128;
const QUESTIONS = [
  "total revenue by region",
  "revenue by month",
  "top 10 products by revenue",
  "average unit price by category",
  "how many orders in 2024",
  "total units by category in 2023",
  "revenue by quarter",
  "share of revenue by region",
  "median revenue by product",
  "total revenue in the North region",
];
const ASKS = 50;
/** A file the Pro plan allows (100 MB) that needs several R2 parts (8 MiB each). */
const LARGE_UPLOAD_BYTES = 60_000_000;
// Memory is sampled per request from a freshly collected heap (HeapProfiler.collectGarbage): the peak is what
// one request needs on top of the idle isolate, not garbage V8 had no reason to collect yet (locally workerd
// does not enforce 128 MB, so V8 lets garbage pile up far beyond what a limited isolate would).

interface BenchServer {
  baseURL: string;
  inspectorPort: number;
  persistTo: string;
  stop(): Promise<void>;
}

/**
 * The app Worker alone under `wrangler dev --local` (production React) on free ports with a fresh state
 * directory. Alone, because the DevTools inspector then attaches to the app's isolate (with the report Worker
 * beside it, it attaches elsewhere); a 100k-row CSV is read inside the upload request, so no queue is needed.
 */
async function startAppWorker(build: TestBuild): Promise<BenchServer> {
  const persistTo = mkdtempSync(path.join(tmpdir(), "insightlab-bench-state-"));
  const migrated = spawnSync("npx", migrateArgs({ persistTo }), { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" });
  if (migrated.status !== 0) throw new Error(`Migrations failed: ${migrated.stderr}`);
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const args = [
    "wrangler", "dev", build.appScript, "--no-bundle", "--assets", build.clientDir,
    "--local", "-c", "wrangler.toml", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort),
    "--persist-to", persistTo, "--show-interactive-dev-session=false", "--var", "ENVIRONMENT:development",
  ];
  const child = spawn("npx", args, { cwd: ROOT, env: WRANGLER_ENV, detached: true, stdio: "ignore" });
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(persistTo, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("The app Worker did not start within 90 s.");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, inspectorPort, persistTo, stop };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Median time of `runs` plain R2 puts of `bytes` into a local bucket (wrangler's platform proxy, its own state). */
async function plainR2PutMs(bytes: Uint8Array, runs: number): Promise<number> {
  const persistTo = mkdtempSync(path.join(tmpdir(), "insightlab-bench-r2-"));
  const proxy = await getPlatformProxy<{ FILES: R2Bucket }>({ configPath: path.join(ROOT, "wrangler.toml"), persist: { path: persistTo }, remoteBindings: false });
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await proxy.env.FILES.put(`bench/${i}`, bytes);
      times.push(performance.now() - t0);
    }
    return percentile([...times].sort((a, b) => a - b), 50);
  } finally {
    await proxy.dispose();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

export default async function workspaceBench(): Promise<void> {
  const build = prepareTestBuild({ log: () => undefined });
  const server = await startAppWorker(build);
  const heap = new IsolateHeap();
  try {
    const { cookie, email } = await signUp(server.baseURL);
    // 50 questions need more than the Free plan's 5: make the bench user a Pro user in the local D1.
    const upgrade = spawnSync(
      "npx",
      ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", server.persistTo, "--command", `update users set plan = 'pro' where email = '${email}'`],
      { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" },
    );
    if (upgrade.status !== 0) throw new Error(`Could not set the bench user's plan: ${upgrade.stderr}`);
    await heap.connect(await wranglerInspectorUrl(server.inspectorPort), { Origin: "https://devtools.devprod.cloudflare.dev" });
    const headers = { Cookie: cookie, Origin: server.baseURL };
    const csv = new TextEncoder().encode(salesCsv(ROWS));
    const upload = (query = "") => {
      const form = new FormData();
      form.append("file", new File([csv], "sales-100k.csv", { type: "text/csv" }));
      return fetch(`${server.baseURL}/api/datasets${query}`, { method: "POST", body: form, headers });
    };

    await heap.collectGarbage();
    const baselineMb = await heap.usedMb();
    // Reference: the same upload stored in R2 without being read.
    const storeTimes: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const t0 = performance.now();
      const res = await upload("?ingest=deferred");
      storeTimes.push(performance.now() - t0);
      const { dataset } = (await res.json()) as { dataset: { id: string } };
      await fetch(`${server.baseURL}/api/datasets/${dataset.id}`, { method: "DELETE", headers });
    }
    const readyTimes: number[] = [];
    let datasetId = "";
    let uploadPeak = 0;
    for (let i = 0; i < UPLOADS; i++) {
      await heap.collectGarbage();
      const { value, peakMb } = await heap.during(async () => {
        const t0 = performance.now();
        const res = await upload();
        const body = (await res.json()) as { dataset: { id: string; status: string; rowCount: number } };
        if (body.dataset.status !== "ready" || body.dataset.rowCount !== ROWS) throw new Error(`Upload not ready: ${JSON.stringify(body)}`);
        return { elapsed: performance.now() - t0, id: body.dataset.id };
      });
      readyTimes.push(value.elapsed);
      uploadPeak = Math.max(uploadPeak, peakMb);
      if (datasetId) await fetch(`${server.baseURL}/api/datasets/${datasetId}`, { method: "DELETE", headers });
      datasetId = value.id;
    }

    // A 60 MB upload stored (not read), against a plain R2 put of the same bytes measured below.
    const large = new Uint8Array(LARGE_UPLOAD_BYTES).fill(0x31);
    large.set(new TextEncoder().encode("value\n"));
    const largeTimes: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData();
      form.append("file", new File([large], "large.csv", { type: "text/csv" }));
      const t0 = performance.now();
      const res = await fetch(`${server.baseURL}/api/datasets?ingest=deferred`, { method: "POST", body: form, headers });
      const body = (await res.json()) as { dataset?: { id: string; byteSize: number }; message?: string };
      largeTimes.push(performance.now() - t0);
      if (res.status !== 201 || body.dataset?.byteSize !== LARGE_UPLOAD_BYTES) throw new Error(`60 MB upload failed (${res.status}): ${body.message}`);
      await fetch(`${server.baseURL}/api/datasets/${body.dataset.id}`, { method: "DELETE", headers });
    }

    // Reference: reading the dataset's metadata (one D1 read through the same Worker and session).
    const metaTimes: number[] = [];
    for (let i = 0; i < ASKS; i++) {
      const t0 = performance.now();
      await (await fetch(`${server.baseURL}/api/datasets/${datasetId}`, { headers })).arrayBuffer();
      metaTimes.push(performance.now() - t0);
    }
    // Latency first, without the inspector sampling (it slows the isolate down)…
    const askTimes: number[] = [];
    const ask = async (question: string) => {
      const res = await fetch(`${server.baseURL}/api/datasets/${datasetId}/ask`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ question }),
      });
      const answer = (await res.json()) as { kind?: string; message?: string };
      if (!res.ok) throw new Error(`"${question}" failed (${res.status}): ${answer.message}`);
    };
    for (let i = 0; i < ASKS; i++) {
      const t0 = performance.now();
      await ask(QUESTIONS[i % QUESTIONS.length]);
      askTimes.push(performance.now() - t0);
    }
    // …then memory: each question once, from a collected heap, sampled while it runs.
    let askPeak = 0;
    for (const question of QUESTIONS) {
      await heap.collectGarbage();
      askPeak = Math.max(askPeak, (await heap.during(() => ask(question))).peakMb);
    }

    const plainPut = await plainR2PutMs(large, UPLOADS);
    const sortedAsk = [...askTimes].sort((a, b) => a - b);
    const sortedMeta = [...metaTimes].sort((a, b) => a - b);
    const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
    const mb = (csv.length / 1024 / 1024).toFixed(1);
    console.log(`100,000-row CSV (${mb} MB), ${UPLOADS} uploads, ${ASKS} questions, local Worker (wrangler dev --local, production React)`);
    console.table([
      {
        measure: "upload → ready (median)",
        value: ms(median(readyTimes)),
        reference: `${ms(median(storeTimes))} (store only)`,
        ratio: (median(readyTimes) / median(storeTimes)).toFixed(2),
      },
      { measure: "ask p50", value: ms(percentile(sortedAsk, 50)), reference: `${ms(percentile(sortedMeta, 50))} (metadata read)`, ratio: (percentile(sortedAsk, 50) / percentile(sortedMeta, 50)).toFixed(2) },
      { measure: "ask p95", value: ms(percentile(sortedAsk, 95)), reference: `${ms(percentile(sortedMeta, 95))} (metadata read)`, ratio: (percentile(sortedAsk, 95) / percentile(sortedMeta, 95)).toFixed(2) },
      {
        measure: "peak heap during upload",
        value: `${uploadPeak.toFixed(1)} MB`,
        reference: `${WORKERS_HEAP_LIMIT_MB} MB limit (idle ${baselineMb.toFixed(1)} MB)`,
        ratio: (uploadPeak / WORKERS_HEAP_LIMIT_MB).toFixed(2),
      },
      {
        measure: "60 MB upload stored (median)",
        value: ms(median(largeTimes)),
        reference: `${ms(plainPut)} (plain R2 put)`,
        ratio: (median(largeTimes) / plainPut).toFixed(2),
      },
      { measure: "peak heap during asks", value: `${askPeak.toFixed(1)} MB`, reference: `${WORKERS_HEAP_LIMIT_MB} MB limit`, ratio: (askPeak / WORKERS_HEAP_LIMIT_MB).toFixed(2) },
    ]);
  } finally {
    heap.close();
    await server.stop();
    if (build.owned) removeTestBuild(build);
  }
}
