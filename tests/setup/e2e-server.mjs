// The app as the browser tests see it: the test build served by `wrangler dev --local` (app + report Worker)
// on a free port, over a fresh state directory with the real migrations applied.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { devArgs, migrateArgs, WRANGLER_ENV } from "../../scripts/wrangler-env.mjs";
import { ROOT } from "./test-build.mjs";

const READY_TIMEOUT_MS = 90_000;

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server for a test build (see test-build.mjs) and resolves once /api/health answers.
 * Returns { baseURL, port, inspectorPort, persistTo, pid (wrangler's, the leader of its process group), stop, output }; `stop()`
 * ends wrangler and its workerd children and removes the state directory.
 */
export async function startTestServer(build, { vars = {}, logLevel } = {}) {
  const persistTo = mkdtempSync(path.join(tmpdir(), "insightlab-e2e-state-"));
  const migrate = spawnSync("npx", migrateArgs({ persistTo }), { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" });
  if (migrate.status !== 0) {
    rmSync(persistTo, { recursive: true, force: true });
    throw new Error(`Applying D1 migrations to the test state failed (exit ${migrate.status}):\n${migrate.stdout}${migrate.stderr}`);
  }

  const [port, inspectorPort] = [await freePort(), await freePort()];
  // Serve the frozen test build instead of bundling workers/app.ts over a build/ others may rewrite.
  // The browser tests stand for many visitors (each signs up from an address of its own in CF-Connecting-IP), which a
  // local server believes only when told to: `npm start` keys every client on its loopback address.
  const args = [...devArgs({ port, persistTo, vars: { TRUST_CLIENT_IP_HEADER: "true", ...vars }, prebuilt: build }), "--inspector-port", String(inspectorPort)];
  // Its own process group, so stop() ends wrangler and the workerd processes it spawned together.
  const env = logLevel ? { ...WRANGLER_ENV, WRANGLER_LOG: logLevel } : WRANGLER_ENV;
  const child = spawn("npx", args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  // If this process dies without calling stop() (killed, crashed), a watchdog ends the server and its state.
  const watchdog = spawn(
    "sh",
    ["-c", 'while kill -0 "$1" 2>/dev/null; do sleep 2; done; kill -TERM -"$2" 2>/dev/null; sleep 5; kill -KILL -"$2" 2>/dev/null; rm -rf "$3"',
      "watchdog", String(process.pid), String(child.pid), persistTo],
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  const exitPromise = new Promise((resolve) => child.on("exit", (code, signal) => resolve((exited = { code, signal }))));

  const stop = async () => {
    try {
      watchdog.kill();
    } catch {
      // Already gone.
    }
    if (exited === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }, 5000);
      await exitPromise;
      clearTimeout(timer);
    }
    rmSync(persistTo, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`wrangler dev exited (${exited.code ?? exited.signal}) before the app was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer ${baseURL}/api/health within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, port, inspectorPort, persistTo, pid: child.pid, stop, output: () => output };
}
