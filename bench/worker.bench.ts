// Through the Workers as `npm start` serves them (wrangler dev --local, the test build, the report Worker consuming
// the JOBS queue), on one uploaded file of 100,000 sales rows:
// - questions: the first question on the file (the Worker opens the stored file and builds its index) beside the
//   same question asked again, warm (issue #29 item 5: report both);
// - exports: the time from asking for a file (POST /api/exports) to its download link (GET /api/exports/:id
//   answering with a link, asked every 50 ms), beside the time the report Worker spent making it (its "Job done"
//   log line: ranMs, and queuedMs from the message's send to the job's start). Target (issue #29): request → link
//   within 1 s of the making time. The status page asks every 400 ms with JavaScript (every second without),
//   which adds up to that much on top of the figures here.
import { loadavg } from "node:os";
import { salesCsv } from "../tests/fixtures/generate-sales";
import { startTestServer } from "../tests/setup/e2e-server.mjs";
import { prepareTestBuild, removeTestBuild } from "../tests/setup/test-build.mjs";
import { setPlan, signUp } from "./bench-account";

const ROWS = 100_000;
const QUESTIONS = ["total revenue by region", "average unit price by category", "revenue by month"];
/** Warm asks of each question after its first: 3 × (1 + 8) stays under the 30 questions a minute one person may ask. */
const WARM_ASKS = 8;
const FORMATS = ["csv", "json", "xlsx", "svg", "png", "pdf", "pptx"] as const;
/** Each format this many times: the first of a format may pay for loading its renderer. */
const ROUNDS = 3;
const POLL_MS = 50;
const TARGET_OVERHEAD_MS = 1_000;
const TIMEOUT_MS = 120_000;

interface JobLine {
  jobId: string;
  queuedMs: number;
  ranMs: number;
}

/** The report Worker's "Job done" line for this job, from the server's output. */
function jobLine(output: string, jobId: string): JobLine | undefined {
  for (const line of output.split("\n")) {
    if (!line.includes('"Job done"') || !line.includes(jobId)) continue;
    const json = line.slice(line.indexOf("{"));
    const parsed = JSON.parse(json) as JobLine;
    if (parsed.jobId === jobId) return parsed;
  }
  return undefined;
}

export default async function exportsBench(): Promise<void> {
  const build = prepareTestBuild({ log: () => undefined });
  // Log level "log": the report Worker's "Job done" lines (console.info) reach the server's output.
  const server = await startTestServer(build, { logLevel: "log" });
  const questions: string[][] = [["question through the Worker", "", "ms", "p50 ms", "p95 ms"]];
  const rows: string[][] = [["export format", "round", "request → link ms", "made in ms", "queued ms", "beyond making ms", "target"]];
  try {
    const origin = server.baseURL;
    const account = await signUp(origin);
    setPlan(server.persistTo, [account.email], "pro");
    const headers = { Origin: origin, Cookie: account.cookie };
    const form = new FormData();
    form.append("file", new File([salesCsv(ROWS)], "sales.csv", { type: "text/csv" }));
    const uploaded = (await (await fetch(`${origin}/api/datasets`, { method: "POST", body: form, headers })).json()) as { dataset?: { id: string; status: string } };
    if (uploaded.dataset?.status !== "ready") throw new Error(`Upload not ready: ${JSON.stringify(uploaded)}`);
    const ask = async (question: string): Promise<{ ms: number; conversationId: string; messageId: string }> => {
      const started = performance.now();
      const res = await fetch(`${origin}/api/datasets/${uploaded.dataset!.id}/ask`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ question }),
      });
      const body = (await res.json()) as { conversationId: string; messageId: string; message?: string };
      if (res.status !== 200) throw new Error(`"${question}" refused (${res.status}): ${body.message}`);
      return { ms: performance.now() - started, ...body };
    };
    const first = await ask(QUESTIONS[0]);
    const { conversationId, messageId } = first;
    questions.push(["the file's first question", QUESTIONS[0], first.ms.toFixed(0), "", ""]);
    for (const [k, question] of QUESTIONS.entries()) {
      const firstMs = k === 0 ? first.ms : (await ask(question)).ms;
      const warm: number[] = [];
      for (let i = 0; i < WARM_ASKS; i++) warm.push((await ask(question)).ms);
      warm.sort((a, b) => a - b);
      if (k > 0) questions.push(["first time asked", question, firstMs.toFixed(0), "", ""]);
      questions.push([`asked again (${WARM_ASKS}×)`, question, "", warm[warm.length >> 1].toFixed(0), warm[Math.min(warm.length - 1, Math.floor(0.95 * warm.length))].toFixed(0)]);
    }

    const requestExport = (format: string) =>
      fetch(`${origin}/api/exports`, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ format, conversationId, messageId }) });
    for (let round = 1; round <= ROUNDS; round++) {
      for (const format of FORMATS) {
        // The product allows 10 exports a minute (EXPORT_RULE): a refused request waits out its Retry-After and is
        // asked again, and the time counted starts at the request that was taken.
        let started = performance.now();
        let res = await requestExport(format);
        while (res.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get("Retry-After") ?? 5)));
          started = performance.now();
          res = await requestExport(format);
        }
        const body = (await res.json()) as { export?: { id: string }; message?: string };
        if (res.status !== 202 || !body.export) throw new Error(`Export refused (${res.status}): ${body.message}`);
        const id = body.export.id;
        let linkMs = NaN;
        while (performance.now() - started < TIMEOUT_MS) {
          const status = (await (await fetch(`${origin}/api/exports/${id}`, { headers })).json()) as { export: { status: string; downloadUrl: string | null; message: string | null } };
          if (status.export.status === "failed") throw new Error(`${format} export failed: ${status.export.message}`);
          if (status.export.downloadUrl) {
            linkMs = performance.now() - started;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        // The line is written just after the job is marked done: give it a moment to arrive.
        let job = jobLine(server.output(), id);
        for (let wait = 0; !job && wait < 40; wait++) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          job = jobLine(server.output(), id);
        }
        const beyond = job ? linkMs - job.ranMs : NaN;
        rows.push([
          format,
          String(round),
          linkMs.toFixed(0),
          job ? String(job.ranMs) : "?",
          job ? String(job.queuedMs) : "?",
          beyond.toFixed(0),
          beyond < TARGET_OVERHEAD_MS ? "< 1 s ok" : "< 1 s MISSED",
        ]);
      }
    }
  } finally {
    await server.stop();
    if (build.owned) removeTestBuild(build);
    printTable(questions);
    console.log("");
    printTable(rows);
    console.log(
      `(${ROWS.toLocaleString("en-US")} sales rows; one answer exported ${ROUNDS} times in each format, one at a time; load average ${loadavg().map((l) => l.toFixed(2)).join(", ")} at the end)`,
    );
  }
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => (i <= 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
    if (index === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}
