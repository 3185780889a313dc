// Load: autocannon against the app served as `npm start` serves it (wrangler dev --local on 127.0.0.1, the
// test build), every run bounded in requests and time. The landing page; 1,000 waitlist joins from 50
// concurrent clients (every position unique and consecutive: no lost or doubled row); 50 users at once (one
// connection each) asking questions about their own 100,000-row file. Latency p50/p95 and error rates.
import autocannon from "autocannon";
import { salesCsv } from "../tests/fixtures/generate-sales";
import { startTestServer } from "../tests/setup/e2e-server.mjs";
import { prepareTestBuild, removeTestBuild } from "../tests/setup/test-build.mjs";
import { setPlan, signUp } from "./bench-account";

const CONNECTIONS = 50;
const WAITLIST_JOINS = 1_000;
const PAGE_REQUESTS = 2_000;
const ASKING_USERS = CONNECTIONS;
/** Five questions each: well inside the per-person limit (ASK_RULE), so a 429 here would be an error. */
const QUESTIONS = ASKING_USERS * 5;
const ROWS = 100_000;
/** No single run may take longer than this (autocannon stops, the figures say so). */
const MAX_SECONDS = 120;

interface Run {
  name: string;
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One bounded autocannon run; response times collected per response for exact percentiles. */
async function load(name: string, options: autocannon.Options): Promise<Run> {
  const times: number[] = [];
  const started = performance.now();
  let stopper: ReturnType<typeof setTimeout> | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, timeout: 30, ...options }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    stopper = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  });
  clearTimeout(stopper);
  times.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    seconds: (performance.now() - started) / 1000,
  };
}

export default async function loadBench(): Promise<void> {
  const build = prepareTestBuild({ log: () => undefined });
  const server = await startTestServer(build);
  const runs: Run[] = [];
  const notes: string[] = [];
  try {
    const origin = server.baseURL;
    runs.push(await load("GET / (landing page)", { url: `${origin}/`, amount: PAGE_REQUESTS }));

    let joined = 0;
    const positions: number[] = [];
    runs.push(
      await load(`POST /api/waitlist (${WAITLIST_JOINS.toLocaleString("en-US")} joins)`, {
        url: origin,
        amount: WAITLIST_JOINS,
        requests: [
          {
            method: "POST",
            path: "/api/waitlist",
            setupRequest: (request) => {
              joined += 1;
              return {
                ...request,
                // A new address and client for each join: the per-IP limit is not what this measures.
                headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": `10.${(joined >> 16) & 255}.${(joined >> 8) & 255}.${joined & 255}` },
                body: JSON.stringify({ name: `Load ${joined}`, email: `load-${joined}-${crypto.randomUUID()}@example.test`, country: "Brazil" }),
              };
            },
            onResponse: (status, body) => {
              if (status === 201) positions.push((JSON.parse(body) as { position: number }).position);
            },
          },
        ],
      }),
    );
    const unique = new Set(positions);
    const consecutive = positions.length > 0 && Math.max(...positions) - Math.min(...positions) + 1 === positions.length;
    notes.push(
      `waitlist: ${positions.length} joins answered 201, ${unique.size} distinct positions ${Math.min(...positions)}–${Math.max(...positions)}: ${unique.size === positions.length && consecutive ? "unique and consecutive" : "NOT unique and consecutive"}`,
    );

    // Askers: each signs up, becomes Pro (more than the Free plan's 5 questions) and uploads its own file.
    // Each from its own address: sign-ups are limited per address, and 50 colleagues are not one office here.
    const askers = await Promise.all(Array.from({ length: ASKING_USERS }, (_, i) => signUp(origin, `10.250.0.${i + 1}`)));
    setPlan(server.persistTo, askers.map((a) => a.email), "pro");
    const csv = new TextEncoder().encode(salesCsv(ROWS));
    const datasets: { cookie: string; id: string }[] = [];
    const uploadFor = async (asker: { cookie: string }) => {
      const form = new FormData();
      form.append("file", new File([csv], "sales-100k.csv", { type: "text/csv" }));
      const res = await fetch(`${origin}/api/datasets`, { method: "POST", body: form, headers: { Cookie: asker.cookie, Origin: origin } }).catch(async (error: unknown) => {
        // Say what the server was doing when the connection broke (its last output, whether it still answers).
        const health = await fetch(`${origin}/api/health`).then((r) => String(r.status), (e: unknown) => String(e));
        throw new Error(`Upload ${datasets.length + 1} of ${askers.length} failed (health: ${health}); server output:\n${server.output().slice(-4000)}`, { cause: error });
      });
      const body = (await res.json()) as { dataset?: { id: string; status: string; rowCount: number }; message?: string };
      if (body.dataset?.status !== "ready" || body.dataset.rowCount !== ROWS) throw new Error(`Upload not ready: ${JSON.stringify(body)}`);
      datasets.push({ cookie: asker.cookie, id: body.dataset.id });
    };
    // One at a time: the setup, not what is measured (parallel 100k-row uploads broke local wrangler's connections).
    for (const asker of askers) await uploadFor(asker);
    const questions = ["total revenue by region", "revenue by month", "top 5 products by units", "average unit price by category"];
    let asked = 0;
    runs.push(
      await load(`POST /api/datasets/:id/ask (${ROWS.toLocaleString("en-US")} rows, ${ASKING_USERS} users)`, {
        url: origin,
        amount: QUESTIONS,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const { cookie, id } = datasets[asked % datasets.length];
              const question = questions[Math.floor(asked / datasets.length) % questions.length];
              asked += 1;
              return { ...request, path: `/api/datasets/${id}/ask`, headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie }, body: JSON.stringify({ question }) };
            },
          },
        ],
      }),
    );
  } finally {
    await server.stop();
    if (build.owned) removeTestBuild(build);
    // The runs that finished, also when a later step failed.
    printRuns(runs, notes);
  }
}

function printRuns(runs: Run[], notes: string[]): void {
  const table = [["run", "requests", "errors", "non-2xx", "p50 ms", "p95 ms", "seconds", "target"]];
  for (const r of runs) {
    table.push([r.name, String(r.requests), String(r.errors), String(r.non2xx), r.p50.toFixed(0), r.p95.toFixed(0), r.seconds.toFixed(1), r.errors + r.non2xx === 0 ? "error rate 0 ok" : "error rate 0 MISSED"]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const [index, row] of table.entries()) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
    if (index === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  for (const note of notes) console.log(note);
  console.log(`(${CONNECTIONS} connections each; wrangler dev --local on 127.0.0.1 with the test build, one machine: figures compare runs, not production.)`);
}
