// Rate limits kept in D1 (one row per key and window; the retention sweep drops old windows). Limits slide:
// a request is weighed against the current window plus the part of the previous one still inside the last
// `windowSeconds` (the two-window approximation), so a burst across a window boundary gets no second budget.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { rateLimits } from "~/server/db/schema";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult =
  | { ok: true; count: number; remaining: number }
  | { ok: false; count: number; retryAfterSeconds: number; message: string };

/** The start (unix seconds) of the fixed window containing `nowMs`. */
export function windowStartOf(nowMs: number, windowSeconds: number): number {
  const nowSeconds = Math.floor(nowMs / 1000);
  return nowSeconds - (nowSeconds % windowSeconds);
}

/** "Too many attempts…" with a human wait time, the text users see on a 429. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? "1 second" : `${seconds} seconds`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/**
 * The sliding-window verdict for `current` requests in this window (this one included) after `previous` in
 * the one before, `elapsedSeconds` into this window: the previous window counts for the share of it still
 * inside the last `windowSeconds`. A refusal says when the estimate will have slid back under the limit.
 */
export function slidingWindow({ previous, current, elapsedSeconds, rule }: { previous: number; current: number; elapsedSeconds: number; rule: RateLimitRule }): RateLimitResult {
  const W = rule.windowSeconds;
  const carried = previous * Math.max(0, 1 - elapsedSeconds / W);
  const count = Math.ceil(carried + current - 1e-9);
  if (carried + current <= rule.limit) return { ok: true, count, remaining: Math.max(0, Math.floor(rule.limit - carried - current)) };
  // When will the next request fit? While this window has room for it, once enough of the previous window
  // has slid out: previous · (1 − (elapsed + t) / W) + current + 1 ≤ limit. Otherwise after this window ends
  // and has slid out far enough in turn: current · (1 − t′ / W) + 1 ≤ limit.
  const untilWindowEnd = W - elapsedSeconds;
  const wait =
    current + 1 <= rule.limit && previous > 0
      ? Math.min(untilWindowEnd, W * (1 - (rule.limit - current - 1) / previous) - elapsedSeconds)
      : untilWindowEnd + W * Math.max(0, 1 - (rule.limit - 1) / current);
  const retryAfterSeconds = Math.max(1, Math.ceil(wait));
  return { ok: false, count, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
}

/**
 * Counts one request against `key` (e.g. `login:ip:1.2.3.4`) and says whether it is within the rule over
 * the last `windowSeconds`. The increment is a single upsert, so concurrent requests cannot both slip under
 * the limit. `now` is the caller's clock (services.clock), so tests can stand on a window boundary.
 */
export async function checkRateLimit(db: Database, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  if (!(rule.limit > 0) || !(rule.windowSeconds > 0)) throw new Error(`Invalid rate limit rule for ${key}: limit and windowSeconds must be positive`);
  const windowStart = windowStartOf(now, rule.windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const [before] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart - rule.windowSeconds)));
  return slidingWindow({ previous: before?.count ?? 0, current: row?.count ?? 1, elapsedSeconds: now / 1000 - windowStart, rule });
}

/** Gives back one counted request (e.g. a sign-in that succeeded should not use up the failure budget). */
export async function refundRateLimit(db: Database, key: string, rule: RateLimitRule, now = Date.now()): Promise<void> {
  const windowStart = windowStartOf(now, rule.windowSeconds);
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/**
 * Lets one attempt on `key` start per `spacingMs` (within fixed windows of `windowSeconds`). The row's `count`
 * holds the earliest time (unix ms) the next attempt may start; claiming it is one conditional upsert, so
 * concurrent attempts cannot both pass.
 */
export async function claimSpacedAttempt(
  db: Database,
  key: string,
  { windowSeconds, spacingMs }: { windowSeconds: number; spacingMs: number },
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number; message: string }> {
  const windowStart = windowStartOf(now, windowSeconds);
  const next = now + spacingMs;
  const [claimed] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: next })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: next }, setWhere: lte(rateLimits.count, now) })
    .returning({ next: rateLimits.count });
  if (claimed) return { ok: true };
  const [held] = await db
    .select({ next: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  const retryAfterSeconds = Math.max(1, Math.ceil(((held?.next ?? next) - now) / 1000));
  return { ok: false, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
}

/** The headers of every 429: when to try again. */
export function retryAfterHeaders({ retryAfterSeconds }: { retryAfterSeconds: number }): Record<string, string> {
  return { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" };
}

/**
 * The route `headers` export of page forms that can be rate-limited: a refused attempt tells the client when
 * to retry (Remix keeps only cookies from action headers otherwise).
 */
export function passRetryAfter({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The 429 response for a refused request: JSON `{message}` plus Retry-After. */
export function tooManyRequestsResponse(result: Extract<RateLimitResult, { ok: false }>): Response {
  return Response.json({ message: result.message }, { status: 429, headers: retryAfterHeaders(result) });
}

/** The client's IP as Cloudflare reports it (the header cannot be set by the client on Cloudflare's network). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
