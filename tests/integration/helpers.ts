// Helpers for integration tests (inside workerd, real local D1/R2/Queues). See tests/README.md.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { hashPassword } from "~/server/auth/password.server";
import { normalizeEmail, usernameFromEmail } from "~/server/auth/users.server";
import { users } from "~/server/db/schema";
import { createLoadContext, type LoadContext } from "../../workers/load-context";

/** The origin test requests use. An `https:` URL passed to appFetch also exercises HTTPS-only behaviour (HSTS). */
export const TEST_ORIGIN = "http://insightlab.test";

/** Cookies set by the app, sent back on later requests: a minimal browser cookie store for one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Records every Set-Cookie of a response (an empty value or Max-Age=0 deletes the cookie). */
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (value === "" || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie request header value, or null when the jar is empty. */
  header(): string | null {
    if (this.cookies.size === 0) return null;
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  }
}

export interface AppFetchInit extends RequestInit {
  /** Sends the jar's cookies and stores the response's Set-Cookie headers in it. */
  jar?: CookieJar;
}

/**
 * Sends a request through the app Worker's fetch handler exactly as deployed (workers/app.ts + the Remix build):
 * routing, loaders/actions, the error screen and the security headers all apply. Redirects are not followed.
 */
export async function appFetch(pathOrUrl: string, { jar, ...init }: AppFetchInit = {}): Promise<Response> {
  const url = new URL(pathOrUrl, TEST_ORIGIN);
  const headers = new Headers(init.headers);
  const cookie = jar?.header();
  if (cookie && !headers.has("Cookie")) headers.set("Cookie", cookie);
  // Same-origin form posts: what a browser sends, and what CSRF checks look for.
  if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", url.origin);
  // Browsers always send Host; Remix refuses a document POST whose Origin it cannot compare with one.
  if (!headers.has("Host")) headers.set("Host", url.host);
  const response = await exports.default.fetch(new Request(url, { redirect: "manual", ...init, headers }));
  jar?.store(response);
  return response;
}

/** A page's HTML with its per-response CSP nonces blanked, for comparing two answers that must be the same. */
export function pageText(html: string): string {
  return html.replace(/ nonce="[^"]*"/g, ' nonce=""');
}

/** A form body for appFetch: `appFetch("/login", { method: "POST", body: form({ email, password }) })`. */
export function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/** The per-request services a loader or action receives (workers/load-context.ts) over the test bindings. */
export function createTestContext(): LoadContext {
  return createLoadContext(env, createExecutionContext());
}

/**
 * Arguments for calling a route's loader or action directly:
 * `await loader(routeArgs("/dashboard/reports"))`, or with `{ method: "POST", body: form({...}) }` for an action.
 */
export function routeArgs(
  pathOrUrl: string,
  init: RequestInit & { params?: Record<string, string>; jar?: CookieJar; now?: number } = {},
): LoaderFunctionArgs {
  const { params = {}, jar, now, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  const cookie = jar?.header();
  if (cookie && !headers.has("Cookie")) headers.set("Cookie", cookie);
  const context = createTestContext();
  // `now` (unix ms) stands the request at a chosen time: its services' clock is fixed there.
  if (now !== undefined) context.services = { ...context.services, clock: { now: () => new Date(now) } };
  return { request: new Request(new URL(pathOrUrl, TEST_ORIGIN), { ...requestInit, headers }), params, context };
}

/** Polls `check` until it returns a value other than undefined (e.g. a queue job finishing), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, { timeoutMs = 10_000, what = "the condition" } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface TestUser {
  id: string;
  email: string;
  /** The clear password, known only to the test. */
  password: string;
  username: string;
  plan: "free" | "lite" | "pro" | "enterprise";
}

/**
 * A user row straight in D1 (password hashed exactly as sign-up does), with a unique email by default and the
 * email confirmed (password sign-in needs that): `const user = await createUser({ plan: "pro" })`.
 */
export async function createUser({
  email = `user-${crypto.randomUUID()}@example.test`,
  password = `pw-${crypto.randomUUID()}`,
  plan = "free",
  fullName = "Test User",
  emailVerified = true,
}: { email?: string; password?: string; plan?: TestUser["plan"]; fullName?: string; emailVerified?: boolean } = {}): Promise<TestUser> {
  const normalized = normalizeEmail(email);
  const id = crypto.randomUUID();
  const username = usernameFromEmail(normalized);
  await createTestContext().services.db.insert(users).values({
    id,
    email: normalized,
    username,
    fullName,
    plan,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: emailVerified ? new Date() : null,
  });
  return { id, email: normalized, password, username, plan };
}

/** Signs `user` in through the real /login form; the session cookie lands in `jar`. Throws if sign-in fails. */
export async function signIn(jar: CookieJar, user: Pick<TestUser, "email" | "password">): Promise<void> {
  const res = await appFetch("/login", {
    method: "POST",
    jar,
    // A fresh client address per sign-in: the login rate limit counts per IP.
    headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    body: form({ intent: "sign-in", email: user.email, password: user.password }),
  });
  if (res.status !== 302) throw new Error(`Signing in ${user.email} failed with ${res.status}: ${(await res.text()).slice(0, 300)}`);
}
