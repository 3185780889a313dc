// `npm test`: type-check, lint, unit, integration and browser tests, in that order. Every step runs even
// when an earlier one fails; the last line is `N passed, N failed` (tests summed over the layers, a failed
// type-check or lint counting as one failure) and the exit code is non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { prepareTestBuild, removeTestBuild, ROOT } from "../tests/setup/test-build.mjs";

const RESULTS_DIR = path.join(ROOT, "test-results");
mkdirSync(RESULTS_DIR, { recursive: true });

/** @type {{ name: string, passed: number, failed: number, seconds: number, note?: string }[]} */
const steps = [];

function banner(text) {
  console.log(`\n━━ ${text} ${"━".repeat(Math.max(0, 70 - text.length))}`);
}

function timed(fn) {
  const started = Date.now();
  const result = fn();
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

/** A check without test counts (type-check, lint): one passed or one failed. */
function check(name, command, args) {
  banner(name);
  const r = timed(() => ({ status: spawnSync(command, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] }).status }));
  const ok = r.status === 0;
  steps.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: r.seconds, note: ok ? undefined : `exit ${r.status}` });
}

/** A vitest layer: the default reporter for people, the JSON reporter for the counts. */
function vitestLayer(name, configArgs, env = {}) {
  banner(name);
  const report = path.join(RESULTS_DIR, `${name}.json`);
  rmSync(report, { force: true });
  const args = ["vitest", "run", ...configArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  const r = timed(() => ({
    status: spawnSync("npx", args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } }).status,
  }));
  let passed = 0;
  let failed = 0;
  let note;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    passed = json.numPassedTests ?? 0;
    failed = json.numFailedTests ?? 0;
  }
  if (r.status !== 0 && failed === 0) {
    // The run failed outside any test: a setup error, an unhandled error, a file that failed to load.
    failed = 1;
    note = `vitest exited ${r.status} (errors outside tests; see above)`;
  }
  steps.push({ name, passed, failed, seconds: r.seconds, note });
}

function skipped(name, reason) {
  steps.push({ name, passed: 0, failed: 1, seconds: 0, note: reason });
}

const started = Date.now();
check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npm", ["run", "--silent", "lint"]);
vitestLayer("unit", []);

banner("test build");
let build;
const buildStarted = Date.now();
try {
  build = prepareTestBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
const buildSeconds = (Date.now() - buildStarted) / 1000;
const cleanUp = () => build && removeTestBuild(build);
process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});
process.on("SIGTERM", () => {
  cleanUp();
  process.exit(143);
});

if (build) {
  const env = { INSIGHTLAB_TEST_BUILD: build.dir };
  vitestLayer("integration", ["-c", "vitest.integration.config.ts"], env);
  vitestLayer("e2e", ["-c", "vitest.e2e.config.ts"], env);
  cleanUp();
} else {
  skipped("integration", "the test build failed");
  skipped("e2e", "the test build failed");
}

banner("summary");
for (const s of steps) {
  const status = s.failed > 0 ? "FAIL" : "ok  ";
  console.log(`${status} ${s.name.padEnd(12)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed ${s.seconds.toFixed(1).padStart(7)} s${s.note ? `  (${s.note})` : ""}`);
}
console.log(`test build ${buildSeconds.toFixed(1)} s; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
