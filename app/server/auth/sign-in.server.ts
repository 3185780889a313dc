// Sign-in with email (or an unambiguous username) and password, throttled per IP and per account.
// Per IP: a hard limit on failed attempts. Per account: no lock-out — past a free budget that one address
// alone cannot spend, attempts are spaced by a growing delay (capped at a minute), so the owner can still
// sign in while someone guesses from elsewhere (docs/decisions/0005-accounts.md). An account whose email is not
// confirmed yet signs in too (sign-up already gave it a session); what needs a proven address waits for the
// confirmation (docs/decisions/0015-sign-up-signs-in.md).
import { eq } from "drizzle-orm";
import { users } from "~/server/db/schema";
import { checkRateLimit, claimSpacedAttempt, refundRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import type { AuthDeps } from "./deps.server";
import { sha256Hex } from "./encoding.server";
import { burnPasswordCheckTime, hashPassword, verifyPassword } from "./password.server";
import { findUserByEmail, findUserByUniqueUsername, normalizeEmail, type UserRow } from "./users.server";

/** One message for an unknown email and a wrong password alike: never reveal which was wrong. */
export const SIGN_IN_FAILED = "Invalid email or password.";
/** Failed attempts allowed per window and IP (successful sign-ins are given back). */
export const SIGN_IN_RULE: RateLimitRule = { limit: 10, windowSeconds: 600 };
/**
 * Failed attempts per account and window before attempts are spaced. Equal to one IP's whole budget, so a
 * single address can never slow the account down for anyone else.
 */
export const ACCOUNT_FREE_ATTEMPTS: RateLimitRule = { limit: SIGN_IN_RULE.limit, windowSeconds: 3600 };
const FIRST_SPACING_MS = 5_000;
const MAX_SPACING_MS = 60_000;

/** The wait before the `attempt`-th attempt of a window on one account: 0 within the free budget, then 5 s doubling up to 60 s. */
export function accountSpacingMs(attempt: number): number {
  const over = attempt - ACCOUNT_FREE_ATTEMPTS.limit;
  return over <= 0 ? 0 : Math.min(FIRST_SPACING_MS * 2 ** (over - 1), MAX_SPACING_MS);
}

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export async function signInWithPassword(
  { db }: Pick<AuthDeps, "db">,
  { identifier, password, ip }: { identifier: string; password: string; ip: string },
  now = Date.now(),
): Promise<SignInResult> {
  const account = identifier.includes("@") ? normalizeEmail(identifier) : identifier.trim();
  // The account key is hashed: people sometimes type their password into the email field.
  const accountHash = await sha256Hex(account.toLowerCase());
  const ipKey = `login:ip:${ip}`;
  const accountKey = `login:account:${accountHash}`;

  const perIp = await checkRateLimit(db, ipKey, SIGN_IN_RULE, now);
  if (!perIp.ok) return { ok: false, status: 429, message: perIp.message, retryAfterSeconds: perIp.retryAfterSeconds };
  // Counted before the password check (and given back on success), so parallel guesses each get their own number.
  const perAccount = await checkRateLimit(db, accountKey, ACCOUNT_FREE_ATTEMPTS, now);
  const spacingMs = accountSpacingMs(perAccount.count);
  if (spacingMs > 0) {
    const spaced = await claimSpacedAttempt(db, `login:account-spacing:${accountHash}`, { windowSeconds: ACCOUNT_FREE_ATTEMPTS.windowSeconds, spacingMs }, now);
    if (!spaced.ok) {
      // Refused before the password was looked at: this attempt costs neither budget.
      await refundRateLimit(db, ipKey, SIGN_IN_RULE, now);
      await refundRateLimit(db, accountKey, ACCOUNT_FREE_ATTEMPTS, now);
      return { ok: false, status: 429, message: spaced.message, retryAfterSeconds: spaced.retryAfterSeconds };
    }
  }

  const user = account.includes("@") ? await findUserByEmail(db, account) : await findUserByUniqueUsername(db, account);
  if (!user?.passwordHash) {
    await burnPasswordCheckTime(password);
    return { ok: false, status: 401, message: SIGN_IN_FAILED };
  }
  const check = await verifyPassword(password, user.passwordHash);
  if (!check.ok) return { ok: false, status: 401, message: SIGN_IN_FAILED };

  await refundRateLimit(db, ipKey, SIGN_IN_RULE, now);
  await refundRateLimit(db, accountKey, ACCOUNT_FREE_ATTEMPTS, now);
  if (check.needsRehash) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return { ok: true, user };
}
