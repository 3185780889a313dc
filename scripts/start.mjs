// `npm start`: build, apply the D1 migrations to the local state, serve the app and the report Worker offline
// on http://127.0.0.1:8787, and say once when it answers. Wrangler's and the bundler's notices are held back
// (all of them are printed if the server fails to start, and `npm start -- --verbose` prints them as they come);
// the Workers' own logs, errors and local mail (one "✉ Mail to …" line with the link) always show.
import { spawn, spawnSync } from "node:child_process";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { devArgs, migrateArgs, WRANGLER_ENV } from "./wrangler-env.mjs";

const PORT = Number(process.env.PORT ?? 8787);
/** Where the local D1/R2/queue state lives (INSIGHTLAB_STATE lets a test use a scratch directory). */
const PERSIST = process.env.INSIGHTLAB_STATE ?? ".wrangler/state";
const noBuild = process.argv.includes("--no-build");
/** `--app-script <file> --assets <dir>`: serve a bundle built earlier (a frozen test build) as it is. */
const optionValue = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const prebuilt = optionValue("--app-script") ? { appScript: optionValue("--app-script"), clientDir: optionValue("--assets") } : undefined;
const verbose = process.argv.includes("--verbose");
const READY_TIMEOUT_MS = 120_000;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Runs a step quietly; on failure prints what it said and stops. */
function step(label, cmd, args) {
  console.log(`▸ ${label}…`);
  const r = spawnSync(cmd, args, { env: WRANGLER_ENV, encoding: "utf8", stdio: verbose ? "inherit" : "pipe" });
  if (r.status !== 0) {
    if (!verbose) process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
    console.error(`\n✗ ${cmd} ${args.join(" ")} failed (exit ${r.status}).`);
    process.exit(r.status ?? 1);
  }
}

if (!noBuild && !prebuilt) step("Building the app", "npx", ["remix", "vite:build"]);
step("Applying D1 migrations to the local database", "npx", migrateArgs({ persistTo: PERSIST }));
console.log(`▸ Starting the app and the report Worker (offline, state in ${PERSIST})…`);

// Log level "log": the Workers' console.log lines (mail, the retention sweep) come through; wrangler's own
// chatter at that level is filtered below.
const server = spawn("npx", devArgs({ port: PORT, persistTo: PERSIST, prebuilt }), { env: { ...WRANGLER_ENV, WRANGLER_LOG: verbose ? "debug" : "log" }, stdio: ["inherit", "pipe", "pipe"] });
let ready = false;
/** Everything held back, printed if the server does not come up. */
const heldBack = [];

const isNoticeStart = (plain) => /^\s*▲ \[WARNING\]/.test(plain);
/** Wrangler's banners and request log: its version, the binding tables, "Starting local server", "[wrangler:info] …". */
const isChatter = (plain) =>
  /^(\s*⛅️ wrangler |\[wrangler:info\]|⎔ |❓ |─{10,}|env\.\S+ |Binding\s+Resource\s+Mode|\S+ has access to the following bindings:|npm warn Unknown (user|env) config)/.test(plain);
const continuesBlock = (plain) => plain === "" || /^\s/.test(plain);

let inNotice = false;
let explainedAi = false;
function onLine(line) {
  const plain = stripVTControlCharacters(line);
  if (inNotice && continuesBlock(plain)) return void heldBack.push(line);
  inNotice = false;
  if (isNoticeStart(plain)) {
    inNotice = true;
    heldBack.push(line);
    if (verbose) console.log(line);
    // The one notice worth a sentence: offline, the AI binding cannot answer.
    else if (/AI bindings? .*remote/i.test(plain) && !explainedAi) {
      explainedAi = true;
      console.log("  (Workers AI needs a Cloudflare account: offline, questions are answered by the built-in planner.)");
    }
    return;
  }
  if (isChatter(plain) || plain.trim() === "") {
    heldBack.push(line);
    if (verbose) console.log(line);
    return;
  }
  console.log(line);
}
for (const stream of [server.stdout, server.stderr]) createInterface({ input: stream }).on("line", onLine);

async function waitUntilReady() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!ready && Date.now() < deadline) {
    try {
      const res = await fetch(`${ORIGIN}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        ready = true;
        console.log(`\nInsightLab is ready at ${ORIGIN}\n`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!ready) {
    console.error(`\n✗ ${ORIGIN}/api/health did not answer within ${READY_TIMEOUT_MS / 1000} s. Everything wrangler said:\n`);
    console.error(heldBack.join("\n"));
  }
}
void waitUntilReady();

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  if (!ready && code) {
    console.error(`\n✗ wrangler dev stopped (exit ${code}) before the app answered. Everything it said:\n`);
    console.error(heldBack.join("\n"));
  }
  process.exit(code ?? (signal ? 0 : 1));
});
