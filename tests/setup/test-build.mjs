// One build of the app for the integration and browser test layers, isolated from everyone else's builds.
//
// `npm run build` writes build/, which other people rebuild at any time (and `wrangler dev` would hot-reload
// a rebuilt build/ in the middle of a test run). So the test build is made once, under the shared build lock,
// with the test-only routes (INSIGHTLAB_TEST_ROUTES=1), then frozen into a private directory:
//   <dir>/app/app.js         the app Worker bundled by wrangler (workers/app.ts + build/server), production React
//   <dir>/reports/index.js   the report Worker bundled by wrangler (the integration layer's queue consumer)
//   <dir>/client/            a copy of build/client (the static assets the app bundle references)
// scripts/test.mjs builds once and passes the directory to every layer in INSIGHTLAB_TEST_BUILD.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WRANGLER_ENV } from "../../scripts/wrangler-env.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILD_LOCK = "/tmp/insightlab-build.lock";
const CACHE_DIR = path.join(ROOT, "node_modules/.cache/insightlab-test-build");
const PRODUCTION_DEFINE = 'process.env.NODE_ENV:"production"';
const BUILD_ATTEMPTS = 3;

export function testBuildPaths(dir) {
  return {
    dir,
    appScript: path.join(dir, "app/app.js"),
    reportsScript: path.join(dir, "reports/index.js"),
    clientDir: path.join(dir, "client"),
  };
}

function isComplete(dir) {
  const { appScript, reportsScript, clientDir } = testBuildPaths(dir);
  return existsSync(appScript) && existsSync(reportsScript) && existsSync(clientDir);
}

/**
 * Returns a test build: the one named by INSIGHTLAB_TEST_BUILD when it exists, otherwise a new one.
 * `owned` is true when this call made it (the caller then removes it with `removeTestBuild`).
 */
export function prepareTestBuild({ log = console.log, keep = false } = {}) {
  const given = process.env.INSIGHTLAB_TEST_BUILD;
  if (given) {
    if (!isComplete(given)) {
      throw new Error(`INSIGHTLAB_TEST_BUILD=${given} is not a complete test build (app/app.js, reports/index.js and client/ expected).`);
    }
    return { ...testBuildPaths(given), owned: false };
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  removeAbandonedBuilds();
  // `<pid>-<time>` builds belong to a run; `kept-<time>` ones (the --keep command) are removed by hand.
  const dir = path.join(CACHE_DIR, keep ? `kept-${Date.now()}` : `${process.pid}-${Date.now()}`);
  log("▸ Building the app for tests (test routes on) under the build lock…");
  const started = Date.now();
  const r = spawnSync("flock", [BUILD_LOCK, process.execPath, fileURLToPath(import.meta.url), "--build-into", dir], {
    cwd: ROOT,
    env: { ...WRANGLER_ENV, INSIGHTLAB_TEST_ROUTES: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw new Error(`Could not run the test build (is \`flock\` installed?): ${r.error.message}`);
  if (r.status !== 0 || !isComplete(dir)) {
    rmSync(dir, { recursive: true, force: true });
    process.stderr.write(`${r.stdout}${r.stderr}`);
    throw new Error(`The test build failed (exit ${r.status}); its output is above.`);
  }
  log(`▸ Test build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ...testBuildPaths(dir), owned: true };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const ABANDONED_AFTER_MS = 2 * 3600_000;

/** Test builds left by processes killed before cleaning up (`<pid>-<time>`: pid gone, hours old). Kept builds stay. */
function removeAbandonedBuilds() {
  for (const name of readdirSync(CACHE_DIR)) {
    const [pid, time] = name.split("-").map(Number);
    if (!Number.isInteger(pid) || !Number.isInteger(time) || Date.now() - time < ABANDONED_AFTER_MS) continue;
    if (!isAlive(pid)) rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true });
  }
}

export function removeTestBuild(build) {
  if (build.owned) rmSync(build.dir, { recursive: true, force: true });
}

function run(args) {
  const r = spawnSync("npx", args, { cwd: ROOT, stdio: "inherit", env: process.env });
  if (r.status !== 0) throw new Error(`npx ${args.join(" ")} failed (exit ${r.status})`);
}

/**
 * Stylesheets the server build links that no client chunk references. Remix builds the client, then the
 * server; when a source file changes in between (a shared working tree), Tailwind's CSS differs and the
 * page fails to hydrate cleanly. Such a build is retried.
 */
function mismatchedStylesheets() {
  const server = readFileSync(path.join(ROOT, "build/server/index.js"), "utf8");
  const assets = path.join(ROOT, "build/client/assets");
  const client = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(path.join(assets, f), "utf8"))
    .join("\n");
  const linked = new Set(server.match(/\/assets\/[\w.-]+\.css/g) ?? []);
  return [...linked].filter((href) => !client.includes(href));
}

/** Runs under the build lock (see prepareTestBuild). */
function buildInto(dir) {
  for (let attempt = 1; ; attempt++) {
    try {
      run(["remix", "vite:build"]);
    } catch (error) {
      // In a shared working tree a file can change between the client and server builds: try once more.
      if (attempt >= 2) throw error;
      console.log("The build failed: building once more in case sources changed during it.");
      continue;
    }
    const mismatched = mismatchedStylesheets();
    if (mismatched.length === 0) break;
    if (attempt === BUILD_ATTEMPTS) throw new Error(`Client and server builds disagree on ${mismatched.join(", ")} after ${attempt} attempts.`);
    console.log(`Sources changed during the build (server links ${mismatched.join(", ")}): building again.`);
  }
  // Minified (names kept, wrangler's default): the integration pool sends the app bundle with its source map to
  // workerd in one WebSocket message, capped at 32 MiB; unminified (10.4 MB + map) it no longer fits.
  run(["wrangler", "deploy", "--dry-run", "-c", "wrangler.toml", "--outdir", path.join(dir, "app"), "--minify", "--define", PRODUCTION_DEFINE]);
  dropSourcesContent(path.join(dir, "app/app.js.map"));
  run(["wrangler", "deploy", "--dry-run", "-c", "workers/reports/wrangler.toml", "--outdir", path.join(dir, "reports"), "--define", PRODUCTION_DEFINE]);
  cpSync(path.join(ROOT, "build/client"), path.join(dir, "client"), { recursive: true });
}

/**
 * Takes the sources' text out of a source map, keeping its mappings: stack traces still name file and line, and
 * the message carrying bundle and map to workerd stays far under its 32 MiB cap. Each text is left as "" rather
 * than removed: Vite fills a missing (null) entry back in from the file on disk before it base64-encodes the map
 * into that message, which put the whole over the cap again (~14.5 MB of sources and 6 MB of bundle, once the
 * bundle grew by a few kilobytes).
 */
function dropSourcesContent(mapPath) {
  const map = JSON.parse(readFileSync(mapPath, "utf8"));
  map.sourcesContent = map.sources.map(() => "");
  writeFileSync(mapPath, JSON.stringify(map));
}

// `node tests/setup/test-build.mjs --keep`: make a build to reuse across runs (INSIGHTLAB_TEST_BUILD=<dir>).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--keep") {
  try {
    console.log(prepareTestBuild({ log: (line) => console.error(line), keep: true }).dir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--build-into") {
  try {
    buildInto(process.argv[3]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
