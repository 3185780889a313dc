// The five questions' plans in a bare workerd (bench/workerd-engine/worker.ts), on the stored file the engine part
// wrote: the same engine code as in Node, in the Workers runtime, with its range reads served by workerd's disk
// service instead of the local R2 simulator. Beside the local stack's figures this says how much of a question's
// CPU there is the engine's and how much the local simulator's (decision 0042). workerd's CPU is read from /proc
// around each ask: the process runs nothing else.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { WRANGLER_ENV } from "../scripts/wrangler-env.mjs";
import { freePort } from "../tests/setup/e2e-server.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ASKS = 3;
const CLOCK_TICKS = 100;

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** The worker bundled as wrangler bundles the app (esbuild, its defaults), into `dir`/worker.js. */
function bundle(dir: string): void {
  writeFileSync(
    join(dir, "wrangler.toml"),
    `name = "workerd-engine"\nmain = ${JSON.stringify(join(ROOT, "bench/workerd-engine/worker.ts"))}\ncompatibility_date = "2025-09-01"\ncompatibility_flags = ["nodejs_compat"]\n`,
  );
  const built = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "-c", join(dir, "wrangler.toml"), "--outdir", dir, "--minify", "--define", 'process.env.NODE_ENV:"production"'], { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`Bundling the workerd engine probe failed:\n${built.stdout}${built.stderr}`);
}

function config(port: number, storedDir: string): string {
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .engine),
    (name = "disk", disk = (path = ${JSON.stringify(storedDir)}, writable = false)),
  ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const engine :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = "2025-09-01",
  compatibilityFlags = ["nodejs_compat"],
  bindings = [ (name = "DISK", service = "disk") ],
);
`;
}

/** Rows for the bench's table: each question's CPU and wall time (median of ASKS, after a first ask) in workerd. */
export async function workerdFigures(storedPath: string, questions: readonly string[], plans: readonly object[]): Promise<string[][]> {
  const dir = mkdtempSync(join(tmpdir(), "insightlab-workerd-engine-"));
  const rows: string[][] = [];
  let child: ReturnType<typeof spawn> | undefined;
  try {
    bundle(dir);
    const port = await freePort();
    writeFileSync(join(dir, "config.capnp"), config(port, dirname(storedPath)));
    child = spawn(join(ROOT, "node_modules/.bin/workerd"), ["serve", join(dir, "config.capnp"), "--experimental"], { stdio: ["ignore", "ignore", "inherit"] });
    const pid = child.pid!;
    const url = (plan: object) => `http://127.0.0.1:${port}/?file=${encodeURIComponent(basename(storedPath))}&plan=${encodeURIComponent(JSON.stringify(plan))}`;
    const ask = async (plan: object) => {
      const res = await fetch(url(plan));
      if (!res.ok) throw new Error(`workerd answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { reads: number; bytes: number };
    };
    for (let started = performance.now(); ; ) {
      try {
        await ask(plans[0]);
        break;
      } catch (error) {
        if (performance.now() - started > 30_000) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    for (const [k, plan] of plans.entries()) {
      // A first ask warms the isolate's code for this plan, as the stack's first ask does.
      await ask(plan);
      const cpu: number[] = [];
      const wall: number[] = [];
      let read = { reads: 0, bytes: 0 };
      for (let i = 0; i < ASKS; i++) {
        const before = cpuMs(pid);
        const started = performance.now();
        read = await ask(plan);
        wall.push(performance.now() - started);
        cpu.push(cpuMs(pid) - before);
      }
      rows.push([
        `"${questions[k]}"`,
        `${median(cpu).toFixed(0)} ms CPU, ${median(wall).toFixed(0)} ms wall (median of ${ASKS}); ${read.reads} range reads, ${(read.bytes / 1024 / 1024).toFixed(0)} MB`,
        "",
        "",
      ]);
    }
    return rows;
  } finally {
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
