// `npm start` as a local user sees it (scripts/start.mjs over this run's frozen build, on its own port and
// state): one line saying where the app is ready, no wall of wrangler notices, and each mail as one line with
// its link — the only way to reach a reset link locally.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../setup/e2e-server.mjs";

const build = inject("testBuild");
const state = mkdtempSync(path.join(tmpdir(), "insightlab-npm-start-"));
let output = "";
let child: ReturnType<typeof spawn> | undefined;
/** Where the first test's `npm start` listens; the later tests use the same server. */
let origin = "";

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  rmSync(state, { recursive: true, force: true });
});

/** Resolves with the first match of `pattern` in the output, once it appears. */
async function printed(pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = output.match(pattern);
    if (match) return match;
    if (Date.now() > deadline || child?.exitCode !== null) throw new Error(`npm start never printed ${pattern}. It printed:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("npm start", () => {
  it("prints one ready line, stays quiet, and prints the password-reset link a local user needs", { timeout: 120_000 }, async () => {
    const port = await freePort();
    child = spawn("node", ["scripts/start.mjs", "--app-script", build.appScript, "--assets", build.clientDir], {
      env: { ...process.env, PORT: String(port), INSIGHTLAB_STATE: state },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    origin = `http://127.0.0.1:${port}`;
    await printed(new RegExp(`^InsightLab is ready at ${origin}$`, "m"), 90_000);

    const email = `npm-start-${crypto.randomUUID()}@example.test`;
    const post = (pathname: string, fields: Record<string, string>) =>
      fetch(`${origin}${pathname}`, { method: "POST", headers: { Origin: origin }, body: new URLSearchParams(fields), redirect: "manual" });
    expect((await post("/register", { email, password: "a long password", firstName: "Local" })).status).toBe(200);
    expect((await post("/login?view=forgot-password", { intent: "forgot-password", email })).status).toBe(200);

    const [, link] = await printed(new RegExp(`^✉ Mail to ${email.replace(/[.]/g, "\\.")}: Reset your InsightLab password → (\\S+)$`, "m"));
    expect(link).toMatch(new RegExp(`^${origin}/reset-password\\?token=[\\w-]{43}$`));
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a new password");

    expect(output).not.toMatch(/\[WARNING\]|has access to the following bindings|\[wrangler:info\]/);
    expect(output.match(/^InsightLab is ready/gm)).toHaveLength(1);
    // Two step lines, the AI note, the ready line and two mails: nothing like the ~70 notices of before.
    expect(output.split("\n").filter((line) => line.trim() !== "").length).toBeLessThanOrEqual(8);
  });

  it("keys the per-IP limits on the socket, not on a CF-Connecting-IP the client made up (issue #26, item 11)", async () => {
    expect(origin).not.toBe("");
    // Failed sign-ins, each claiming another client address: were the header believed, none would ever be refused.
    const statuses: number[] = [];
    for (let i = 1; i <= 30 && !statuses.includes(429); i++) {
      const res = await fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/json", "CF-Connecting-IP": `198.18.7.${i}` },
        body: JSON.stringify({ username: `nobody-${crypto.randomUUID()}@example.test`, password: "a guess" }),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  });
});
