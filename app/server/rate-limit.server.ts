// Fixed-window rate limits kept in D1 (one row per key and window; the retention sweep drops old windows).
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
 * Counts one request against `key` (e.g. `login:ip:1.2.3.4`) and says whether it is within the rule.
 * The increment is a single upsert, so concurrent requests cannot both slip under the limit.
 */
export async function checkRateLimit(db: Database, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  if (!(rule.limit > 0) || !(rule.windowSeconds > 0)) throw new Error(`Invalid rate limit rule for ${key}: limit and windowSeconds must be positive`);
  const windowStart = windowStartOf(now, rule.windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  if (count <= rule.limit) return { ok: true, count, remaining: rule.limit - count };
  const retryAfterSeconds = Math.max(1, windowStart + rule.windowSeconds - Math.floor(now / 1000));
  return { ok: false, count, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
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

/** The 429 response for a refused request: JSON `{message}` plus Retry-After. */
export function tooManyRequestsResponse(result: Extract<RateLimitResult, { ok: false }>): Response {
  return Response.json(
    { message: result.message },
    { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}

/** The client's IP as Cloudflare reports it (the header cannot be set by the client on Cloudflare's network). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
