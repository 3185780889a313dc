// The big file through the local stack, as `npm start` runs it: the test build under wrangler dev --local (the app
// Worker and the report Worker in one workerd, local D1, R2 and queue), an Enterprise account, the file posted as
// the upload page's form posts it (multipart/form-data to /api/datasets, which streams it into an R2 multipart
// upload), the queue consumer's ingest into the stored columnar format, then five questions through the Worker.
// Memory is read two ways: each isolate's own heap statistics through workerd's DevTools inspector (V8 heap +
// array buffers + embedder memory; the figure a 128 MB isolate limit applies to) and the workerd process's resident
// memory (all isolates, workerd itself and the local R2/D1 simulators together). CPU is the workerd process's
// (/proc, sampled every 100 ms), because an isolate cannot read its own CPU time: over each queue message's run (its
// log line — "Job goes on in its next message" for a slice of the file, "Job done" for the last — gives how long it
// ran and when it ended) the app Worker only answers the page's status polls, so the process's CPU is the
// consumer's, plus that little.
import { existsSync, openAsBlob, readFileSync, readdirSync, readlinkSync } from "node:fs";
import { basename } from "node:path";
import { startTestServer, type TestServer } from "../tests/setup/e2e-server.mjs";
import { prepareTestBuild, removeTestBuild } from "../tests/setup/test-build.mjs";
import { setPlan, signUp } from "./bench-account";
import { IsolateHeap, type ProfileSummary, wranglerInspectorUrl } from "./isolate-heap";

const CLOCK_TICKS = 100;
/** Each question is asked this many times (the first is its cold ask); 5 × 5 stays under 30 questions a minute. */
const ASKS = 5;
const POLL_MS = 250;
const READY_TIMEOUT_MS = 30 * 60_000;
/** BIG_PROFILE=1: the last ask of each question runs under the app isolate's CPU profiler. */
const PROFILE = process.env.BIG_PROFILE === "1";

/** The five questions in the words a person types; the bench in one process runs the same five as plans. */
export const STACK_QUESTIONS = [
  "total revenue",
  "total revenue by region",
  "average unit price by category in March 2024",
  "revenue by month",
  "top 10 products by units",
];

export interface StackLimits {
  isolateMb: number;
  goalMb: number;
  questionGoalMs: number;
  cpuDefaultS: number;
  cpuMaxS: number;
}

/** Process ids under `root` (wrangler) whose command is workerd. */
function workerdPids(root: number): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name === "workerd" && under(pid)).map(([pid]) => pid);
}

/** The processes still running (workerd can die under a big upload; the bench then says so instead of crashing). */
function alive(pids: number[]): number[] {
  return pids.filter((pid) => existsSync(`/proc/${pid}/stat`));
}

/** CPU seconds (user + system) the processes have used so far. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of alive(pids)) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/** Resident memory of the processes, in MB. */
function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of alive(pids)) kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return kb / 1024;
}

/** Loopback ports the processes listen on: their socket inodes (/proc/<pid>/fd) found in /proc/net/tcp. */
function listeningPorts(pids: number[]): number[] {
  const inodes = new Set<string>();
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (link.startsWith("socket:[")) inodes.add(link.slice(8, -1));
      } catch {
        // closed meanwhile
      }
    }
  }
  const ports: number[] = [];
  for (const line of readFileSync(`/proc/${pids[0]}/net/tcp`, "utf8").split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    // st 0A: listening.
    if (fields.length > 9 && fields[3] === "0A" && inodes.has(fields[9])) ports.push(parseInt(fields[1].split(":")[1], 16));
  }
  return ports;
}

/** workerd's own DevTools endpoint (one target per Worker, unlike wrangler's proxy): the socket its /json answers on. */
async function workerInspectorUrls(pids: number[]): Promise<Map<string, string>> {
  for (const port of listeningPorts(pids)) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(1000) })).json()) as { id: string; webSocketDebuggerUrl: string }[];
      if (Array.isArray(targets) && targets.some((t) => t.id.startsWith("core:user:"))) return new Map(targets.map((t) => [t.id, t.webSocketDebuggerUrl]));
    } catch {
      // another of workerd's sockets
    }
  }
  throw new Error("workerd's inspector was not found among its listening sockets.");
}

/** The processes' CPU time, sampled every `everyMs` from `start()` until `stop()`, read back at any moment between. */
class CpuTimeline {
  private readonly times: number[] = [];
  private readonly cpu: number[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly pids: number[]) {}

  private sample(): void {
    this.times.push(performance.now());
    this.cpu.push(cpuSeconds(this.pids));
  }

  start(everyMs = 100): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }

  /** CPU seconds used by `at` (performance.now()), interpolated between the samples around it. */
  at(time: number): number {
    const { times, cpu } = this;
    if (time <= times[0]) return cpu[0];
    for (let i = 1; i < times.length; i++) {
      if (times[i] >= time) return cpu[i - 1] + ((cpu[i] - cpu[i - 1]) * (time - times[i - 1])) / (times[i] - times[i - 1]);
    }
    return cpu[cpu.length - 1];
  }
}

/** Samples the processes' resident memory every `everyMs` while `work` runs. */
async function rssPeakDuring<T>(pids: number[], work: () => Promise<T>, everyMs = 100): Promise<{ value: T; peakMb: number }> {
  let peak = rssMb(pids);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pids))), everyMs);
  try {
    const value = await work();
    return { value, peakMb: Math.max(peak, rssMb(pids)) };
  } finally {
    clearInterval(timer);
  }
}

interface JobDone {
  message: string;
  jobId: string;
  type: string;
  attempt: number;
  ranMs: number;
  /** When the message ended (epoch ms, the Worker's clock). */
  endedAt: number;
}

/**
 * The report Worker's lines for the queue messages of ingest jobs, from the server's output: each slice of a file read
 * across messages ("Job goes on in its next message"), then the last ("Job done").
 */
function ingestMessages(output: string): JobDone[] {
  return output
    .split("\n")
    .filter((line) => (line.includes('"Job done"') || line.includes('"Job goes on in its next message"')) && line.includes('"ingest-dataset"'))
    .map((line) => JSON.parse(line.slice(line.indexOf("{"))) as JobDone);
}

/** True once the ingest's last message ("Job done") is among them. */
function ingestFinished(messages: JobDone[]): boolean {
  return messages.some((job) => job.message === "Job done");
}

/** Waits for the report Worker's line saying the job is done; throws on its failure. */
async function jobFinished(server: TestServer, jobId: string): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < READY_TIMEOUT_MS) {
    for (const line of server.output().split("\n")) {
      if (!line.includes(jobId)) continue;
      if (line.includes('"Job done"')) return;
      if (line.includes('"Job failed')) throw new Error(`Job ${jobId} failed: ${line}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Job ${jobId} did not finish within 30 minutes.`);
}

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

/**
 * Uploads the file at `csvPath` (a CSV, or JSON lines of the same columns) through the local stack, waits until it is ready, asks the five questions; returns
 * the table rows ([step, figure, limit or goal, verdict]).
 */
export async function stackFigures(csvPath: string, limits: StackLimits): Promise<string[][]> {
  const rows: string[][] = [];
  const verdict = (value: number, goal: number, limit: number) => (value < goal ? "met" : value < limit ? `goal MISSED (under ${limit})` : `MISSED: over ${limit}`);
  const build = prepareTestBuild({ log: () => undefined });
  let server: TestServer | undefined;
  const app = new IsolateHeap();
  const consumer = new IsolateHeap();
  try {
    // Log level "log": the report Worker's "Job done" lines (console.info) reach the server's output.
    server = await startTestServer(build, { logLevel: "log" });
    const origin = server.baseURL;
    const pids = workerdPids(server.pid);
    if (pids.length === 0) throw new Error("No workerd process found under wrangler.");
    const inspectors = await workerInspectorUrls(pids);
    await app.connect(inspectors.get("core:user:insightlab")!);
    // wrangler's inspector proxy holds the report Worker's session (workerd's own endpoint closes a second one).
    await consumer.connect(await wranglerInspectorUrl(server.inspectorPort), { Origin: "https://devtools.devprod.cloudflare.dev" });

    const account = await signUp(origin);
    setPlan(server.persistTo, [account.email], "enterprise");
    const headers = { Origin: origin, Cookie: account.cookie };

    // Upload: the same multipart/form-data body the upload page sends, read from disk as it is sent.
    const name = basename(csvPath);
    const file = new File([await openAsBlob(csvPath)], name, { type: name.endsWith(".csv") ? "text/csv" : "application/json" });
    const form = new FormData();
    form.append("file", file);
    await consumer.collectGarbage();
    const consumerBase = await consumer.usedMb(10_000);
    const rssBase = rssMb(pids);
    const timeline = new CpuTimeline(pids);
    timeline.start();
    const started = performance.now();
    const uploaded = await rssPeakDuring(pids, async () => {
      const res = await fetch(`${origin}/api/datasets`, { method: "POST", body: form, headers });
      const body = (await res.json()) as { dataset?: { id: string; status: string }; message?: string };
      if (!body.dataset) throw new Error(`Upload refused (${res.status}): ${body.message}`);
      return body.dataset;
    });
    const uploadedAt = performance.now();
    const uploadS = (uploadedAt - started) / 1000;

    // Ingest: the queue consumer reads the original from R2 and writes the stored copy; the page polls meanwhile.
    // When a message's end is seen in the log (polled, so the next message has usually begun), its peak sampled memory
    // is taken, then a full GC is forced in the consumer's isolate and its memory read again: the peak holds garbage V8
    // had not collected yet, the post-GC figure live memory only — the reading's state, the part being filled, the
    // checkpoint — at a moment early in the next message. A busy isolate answers no sample, so a short message may
    // have none.
    const messagePeakMb: number[] = [];
    const messagePostGcMb: number[] = [];
    const heapAfterMessages = async () => {
      while (messagePostGcMb.length < ingestMessages(server!.output()).length) {
        const peak = consumer.takeWindowPeak();
        messagePeakMb.push(peak > 0 ? peak - consumerBase : NaN);
        await consumer.collectGarbage();
        messagePostGcMb.push((await consumer.usedMb(10_000)) - consumerBase);
      }
    };
    const ingested = await consumer.during(
      () =>
        rssPeakDuring(pids, async () => {
          let status = uploaded.value.status;
          let error: string | null = null;
          while (status === "processing") {
            if (performance.now() - started > READY_TIMEOUT_MS) throw new Error("The file was not ready within 30 minutes.");
            await new Promise((r) => setTimeout(r, POLL_MS));
            await heapAfterMessages();
            const detail = (await (await fetch(`${origin}/api/datasets/${uploaded.value.id}`, { headers })).json()) as { dataset: { status: string; error: string | null; rowCount: number | null } };
            status = detail.dataset.status;
            error = detail.dataset.error;
          }
          if (status !== "ready") throw new Error(`The file is ${status}: ${error}`);
        }),
      200,
    );
    const readyAt = performance.now();
    timeline.stop();
    await heapAfterMessages();
    const readyS = (readyAt - started) / 1000;
    // The "Job done" line is written just after the dataset is marked ready.
    let jobs = ingestMessages(server.output());
    for (let wait = 0; !ingestFinished(jobs) && wait < 40; wait++) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      jobs = ingestMessages(server.output());
    }
    await heapAfterMessages();
    const messages = jobs.length;
    // Each message's CPU: the workerd process's over the message's run, placed by the time it ended. The messages run
    // one after another (a slice sends the next as it ends), so each span holds one message's work.
    const timeOf = (epochMs: number) => epochMs - performance.timeOrigin;
    const messageCpu = jobs.map((job) => timeline.at(timeOf(job.endedAt)) - timeline.at(timeOf(job.endedAt - job.ranMs)));
    const ingestCpuS = messageCpu.reduce((sum, cpu) => sum + cpu, 0);
    const worstMessageCpuS = Math.max(...messageCpu);
    const consumerMb = ingested.peakMb - consumerBase;
    const rssIngest = ingested.value.peakMb - rssBase;
    rows.push(
      ["upload (POST /api/datasets, streamed into R2)", `${s(uploadS)} (${(file.size / 1e6 / uploadS).toFixed(0)} MB/s), workerd CPU ${s(timeline.at(uploadedAt) - timeline.at(started))}`, "Enterprise plan: files up to 1 GB", ""],
      ["upload → ready", s(readyS), "", ""],
      [
        "ingest: queue messages (a slice of the file each)",
        `${messages}, wall ${jobs.map((job) => s(job.ranMs / 1000)).join(" · ")}`,
        `≤ ${limits.cpuDefaultS} s CPU each by default, ${limits.cpuMaxS} s at most`,
        "",
      ],
      ["ingest CPU (workerd process, over the messages' runs)", s(ingestCpuS), "", ""],
      ["  CPU of each message", messageCpu.map(s).join(" · "), "", ""],
      [
        "  CPU of the largest message",
        s(worstMessageCpuS),
        `≤ ${limits.cpuDefaultS} s a message (${limits.cpuMaxS} s with cpu_ms raised)`,
        worstMessageCpuS <= limits.cpuDefaultS ? "met" : worstMessageCpuS <= limits.cpuMaxS ? "only with cpu_ms raised (not set)" : "MISSED: over the consumer's limit",
      ],
      [
        "ingesting isolate's peak memory (its heap statistics)",
        `${mb(consumerMb)} above idle (${ingested.samples} samples)`,
        `< ${limits.goalMb} MB (isolate ${limits.isolateMb} MB)`,
        verdict(consumerMb, limits.goalMb, limits.isolateMb),
      ],
      ["  peak sampled during each message", messagePeakMb.map((v) => (v === v ? mb(v) : "no sample")).join(" · "), "garbage not yet collected included", ""],
      [
        "  after a forced GC once each message's end was seen",
        messagePostGcMb.map((v) => (v === v ? mb(v) : "no answer")).join(" · "),
        `< ${limits.goalMb} MB (what a message keeps)`,
        // A busy isolate may not answer within the wait (NaN): judged on the figures it gave, never on a missing one.
        messagePostGcMb.some((v) => v === v) ? verdict(Math.max(...messagePostGcMb.filter((v) => v === v)), limits.goalMb, limits.isolateMb) : "not measured",
      ],
      ["  workerd resident memory during ingest", `+${mb(rssIngest)} (upload: +${mb(uploaded.peakMb - rssBase)}), from ${mb(rssBase)}`, "all isolates and the local R2/D1", ""],
    );

    // Questions: each asked ASKS times; the first ask of the first question opens the stored file.
    // A question too large for its request is answered by the queue consumer (202 with its job): timed until its
    // "Job done" line, and measured in the consumer's isolate.
    const p50s: number[] = [];
    for (const question of STACK_QUESTIONS) {
      const times: number[] = [];
      let peakMb = 0;
      let postGcMb = 0;
      let rssPeak = 0;
      let cpuMax = 0;
      let queued = 0;
      let profile: ProfileSummary | null = null;
      let profileCpu = 0;
      for (let i = 0; i < ASKS; i++) {
        // The last ask under the app isolate's CPU profiler (BIG_PROFILE=1): where its time goes, beside the process's.
        const profiling = PROFILE && i === ASKS - 1;
        await app.collectGarbage();
        await consumer.collectGarbage();
        const appBase = await app.usedMb(10_000);
        const consumerBase = await consumer.usedMb(10_000);
        const rssBefore = rssMb(pids);
        const cpuBefore = cpuSeconds(pids);
        const askStarted = performance.now();
        let jobId: string | null = null;
        const ask = async () => {
          const res = await fetch(`${origin}/api/datasets/${uploaded.value.id}/ask`, {
            method: "POST",
            headers: { ...headers, "Content-Type": "application/json" },
            body: JSON.stringify({ question }),
          });
          const body = (await res.json()) as { kind?: string; message?: string; jobId?: string };
          if (res.status === 202 && body.jobId) {
            jobId = body.jobId;
            await jobFinished(server!, body.jobId);
          } else if (res.status !== 200 || body.kind !== "answer") throw new Error(`"${question}" was not answered (${res.status}): ${body.message ?? body.kind}`);
        };
        const asked = await app.during(() =>
          consumer.during(() =>
            rssPeakDuring(pids, async () => {
              if (!profiling) return ask();
              const run = await app.profiled(ask);
              profile = run.profile;
            }),
          ),
        );
        times.push(performance.now() - askStarted);
        const askCpu = cpuSeconds(pids) - cpuBefore;
        cpuMax = Math.max(cpuMax, askCpu);
        if (profiling) profileCpu = askCpu;
        if (jobId) queued++;
        peakMb = Math.max(peakMb, jobId ? asked.value.peakMb - consumerBase : asked.peakMb - appBase);
        rssPeak = Math.max(rssPeak, asked.value.value.peakMb - rssBefore);
        // What the answering isolate still holds once its garbage is collected: the ask's live memory left behind.
        const answering = jobId ? consumer : app;
        await answering.collectGarbage();
        postGcMb = Math.max(postGcMb, (await answering.usedMb(10_000)) - (jobId ? consumerBase : appBase));
      }
      const first = times[0];
      const sorted = [...times].sort((a, b) => a - b);
      const p50 = sorted[sorted.length >> 1];
      p50s.push(p50);
      const where = queued === 0 ? "in the request" : queued === ASKS ? "in the queue (too large for a request)" : `${queued} of ${ASKS} in the queue`;
      rows.push(
        [`"${question}"`, `first ${first.toFixed(0)} ms, p50 ${p50.toFixed(0)} ms of ${ASKS} (wall, through the Worker, ${where})`, `p50 < ${limits.questionGoalMs} ms`, p50 < limits.questionGoalMs ? "met" : "MISSED"],
        ["  CPU (workerd process), most of one ask", `${(cpuMax * 1000).toFixed(0)} ms`, `≤ ${limits.cpuDefaultS} s a request or message`, cpuMax <= limits.cpuDefaultS ? "met" : "MISSED"],
        [
          `  ${queued > 0 ? "answering isolate's" : "app isolate's"} peak memory (heap statistics)`,
          `${mb(peakMb)} above idle; workerd resident +${mb(rssPeak)}`,
          `< ${limits.goalMb} MB`,
          verdict(peakMb, limits.goalMb, limits.isolateMb),
        ],
        [`  ${queued > 0 ? "answering isolate's" : "app isolate's"} heap after a forced GC, after each ask`, `${mb(postGcMb)} above idle (the most of ${ASKS})`, `< ${limits.goalMb} MB`, verdict(postGcMb, limits.goalMb, limits.isolateMb)],
      );
      // A queued question is worked out in the consumer's isolate: the app's profile would show only its waiting.
      const summary = queued === 0 ? (profile as ProfileSummary | null) : null;
      if (summary)
        rows.push([
          "  app isolate's CPU profile, last ask",
          `${summary.busyMs.toFixed(0)} ms sampled not idle (GC ${summary.gcMs.toFixed(0)} ms; wall-clock samples, so time descheduled on a loaded machine counts) beside the process's ${(profileCpu * 1000).toFixed(0)} ms CPU; ${summary.top
            .slice(0, 5)
            .map((f) => `${f.name} ${f.ms.toFixed(0)}`)
            .join(" · ")}`,
          "",
          "",
        ]);
    }
    const all = [...p50s].sort((a, b) => a - b);
    const median = all[all.length >> 1];
    const gone = pids.length - alive(pids).length;
    if (gone > 0) rows.push(["WARNING: workerd exited during the run", `${gone} of ${pids.length} processes (wrangler restarts it)`, "CPU and resident memory after that are incomplete", ""]);
    rows.push(["the five questions' p50 (median of their p50s)", `${median.toFixed(0)} ms`, `< ${limits.questionGoalMs} ms`, median < limits.questionGoalMs ? "met" : "MISSED"]);
    return rows;
  } catch (error) {
    const exited = server ? workerdPids(server.pid).length === 0 : false;
    throw new Error(`${exited ? "workerd is no longer running. " : ""}The stack bench stopped: ${String(error)}\nThe server's last output:\n${server?.output().slice(-4000) ?? ""}`, { cause: error });
  } finally {
    app.close();
    consumer.close();
    await server?.stop();
    if (build.owned) removeTestBuild(build);
  }
}
