// Sign-in with email (or an unambiguous username) and password, rate-limited per IP and per account.
import { eq } from "drizzle-orm";
import { users } from "~/server/db/schema";
import { checkRateLimit, refundRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import type { AuthDeps } from "./deps.server";
import { sha256Hex } from "./encoding.server";
import { burnPasswordCheckTime, hashPassword, verifyPassword } from "./password.server";
import { findUserByEmail, findUserByUniqueUsername, normalizeEmail, type UserRow } from "./users.server";

/** One message for an unknown email and a wrong password alike: never reveal which was wrong. */
export const SIGN_IN_FAILED = "Invalid email or password.";
/** Failed attempts allowed per window, per IP and per account (successful sign-ins are given back). */
export const SIGN_IN_RULE: RateLimitRule = { limit: 10, windowSeconds: 600 };

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export async function signInWithPassword(
  { db }: Pick<AuthDeps, "db">,
  { identifier, password, ip }: { identifier: string; password: string; ip: string },
): Promise<SignInResult> {
  const account = identifier.includes("@") ? normalizeEmail(identifier) : identifier.trim();
  // The account key is hashed: people sometimes type their password into the email field.
  const keys = [`login:ip:${ip}`, `login:account:${await sha256Hex(account.toLowerCase())}`];
  for (const key of keys) {
    const limit = await checkRateLimit(db, key, SIGN_IN_RULE);
    if (!limit.ok) return { ok: false, status: 429, message: limit.message, retryAfterSeconds: limit.retryAfterSeconds };
  }

  const user = account.includes("@") ? await findUserByEmail(db, account) : await findUserByUniqueUsername(db, account);
  if (!user?.passwordHash) {
    await burnPasswordCheckTime(password);
    return { ok: false, status: 401, message: SIGN_IN_FAILED };
  }
  const check = await verifyPassword(password, user.passwordHash);
  if (!check.ok) return { ok: false, status: 401, message: SIGN_IN_FAILED };

  await Promise.all(keys.map((key) => refundRateLimit(db, key, SIGN_IN_RULE)));
  if (check.needsRehash) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return { ok: true, user };
}
