// Accounts for benchmarks that run against a local test build.
import { spawnSync } from "node:child_process";
import { WRANGLER_ENV } from "../scripts/wrangler-env.mjs";
import { ROOT } from "../tests/setup/test-build.mjs";

/** Puts these accounts on a plan, straight in the server's local D1 (a bench's setup, not what it measures). */
export function setPlan(persistTo: string, emails: string[], plan: "lite" | "pro" | "enterprise"): void {
  const list = emails.map((e) => `'${e.replace(/'/g, "''")}'`).join(", ");
  const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--command", `update users set plan = '${plan}' where email in (${list})`], {
    cwd: ROOT,
    env: WRANGLER_ENV,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Could not put the bench accounts on ${plan}: ${result.stderr}`);
}

/**
 * Signs up through the real form, which signs in (its session cookie), and opens the emailed confirmation link
 * (test build's outbox route) in that session, which confirms the address. `ip` is the client address the sign-up
 * comes from (its rate limit counts per address).
 */
export async function signUp(baseURL: string, ip?: string): Promise<{ cookie: string; email: string }> {
  const email = `bench-${crypto.randomUUID()}@example.test`;
  const res = await fetch(`${baseURL}/register`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded", ...(ip ? { "CF-Connecting-IP": ip } : {}) },
    body: new URLSearchParams({ email, password: `pw-${crypto.randomUUID()}`, firstName: "Bench" }),
  });
  if (res.status !== 200) throw new Error(`Sign-up failed (${res.status}).`);
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(";")[0];
      jar.set(pair.slice(0, pair.indexOf("=")), pair);
    }
  };
  keep(res);
  const cookie = [...jar.values()].join("; ");
  if (!cookie) throw new Error(`Signing up ${email} set no session cookie.`);
  const mail = (await (await fetch(`${baseURL}/__test/outbox?to=${encodeURIComponent(email)}`)).json()) as { link: string | null } | null;
  if (!mail?.link) throw new Error(`No confirmation mail for ${email}.`);
  const link = new URL(mail.link);
  const confirmed = await fetch(new URL(link.pathname + link.search, baseURL), { redirect: "manual", headers: { Cookie: cookie } });
  if (confirmed.status !== 302) throw new Error(`Confirming ${email} failed (${confirmed.status}).`);
  // Confirming may renew the session or add a cookie (a toast): the newest of each name.
  keep(confirmed);
  return { cookie: [...jar.values()].join("; "), email };
}
