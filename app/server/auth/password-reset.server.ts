// Password reset: a single-use token (only its SHA-256 is stored) valid for one hour, emailed as a link.
// The request always answers the same way, whether or not the email has an account.
import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResetTokens, users } from "~/server/db/schema";
import { checkRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import type { AuthDeps } from "./deps.server";
import { randomToken, sha256Hex } from "./encoding.server";
import { setPasswordByMailboxProof } from "./email-proof.server";
import { hashPassword, passwordPolicyError } from "./password.server";
import { findUserByEmail, normalizeEmail } from "./users.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset requests per window, per IP and per email address. */
export const RESET_REQUEST_RULE: RateLimitRule = { limit: 10, windowSeconds: 600 };

export const RESET_LINK_INVALID = "This password reset link is invalid. Please request a new one.";
export const RESET_LINK_USED = "This password reset link has already been used. Please request a new one.";
export const RESET_LINK_EXPIRED = "This password reset link has expired. Please request a new one.";

export type ResetRequestResult = { ok: true } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export async function requestPasswordReset(
  { db, mail }: Pick<AuthDeps, "db" | "mail">,
  { email, ip, origin }: { email: string; ip: string; origin: string },
  now = Date.now(),
): Promise<ResetRequestResult> {
  const address = normalizeEmail(email);
  for (const key of [`reset:ip:${ip}`, `reset:account:${await sha256Hex(address)}`]) {
    const limit = await checkRateLimit(db, key, RESET_REQUEST_RULE, now);
    if (!limit.ok) return { ok: false, status: 429, message: limit.message, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const user = await findUserByEmail(db, address);
  if (!user) return { ok: true };

  const token = randomToken(32);
  await db.insert(passwordResetTokens).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
    createdAt: new Date(now),
  });
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await mail.send({
    to: user.email,
    subject: "Reset your InsightLab password",
    link,
    text: [
      `Hello${user.fullName ? ` ${user.fullName}` : ""},`,
      "",
      "Someone (hopefully you) asked to reset the password of your InsightLab account.",
      "Open this link within one hour to choose a new password:",
      "",
      link,
      "",
      "If you did not ask for this, ignore this email: your password stays unchanged.",
      "",
      "— InsightLab",
    ].join("\n"),
  });
  return { ok: true };
}

export type ResetTokenState = { valid: true; email: string } | { valid: false; message: string };

/** Says whether a reset link can still be used (for the page that shows the new-password form). */
export async function inspectResetToken({ db }: Pick<AuthDeps, "db">, token: string, now = Date.now()): Promise<ResetTokenState> {
  if (!token) return { valid: false, message: RESET_LINK_INVALID };
  const [row] = await db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!row) return { valid: false, message: RESET_LINK_INVALID };
  if (row.usedAt) return { valid: false, message: RESET_LINK_USED };
  if (row.expiresAt.getTime() <= now) return { valid: false, message: RESET_LINK_EXPIRED };
  return { valid: true, email: row.email };
}

export type ResetResult = { ok: true; userId: string } | { ok: false; status: 400; message: string; field?: "password" };

/** Sets the new password, spends the token and ends every session of the account. */
export async function resetPassword(
  { db }: Pick<AuthDeps, "db">,
  { token, password }: { token: string; password: string },
  now = Date.now(),
): Promise<ResetResult> {
  const policy = passwordPolicyError(password);
  if (policy) return { ok: false, status: 400, message: policy, field: "password" };
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(password);
  // Claim the token in one statement so two submissions of the same link cannot both succeed.
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date(now))),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) {
    const state = await inspectResetToken({ db }, token, now);
    return { ok: false, status: 400, message: state.valid ? RESET_LINK_INVALID : state.message };
  }
  // Following the emailed link proves the address, and the new password is the owner's way in: the account is taken
  // over for the mailbox's owner (email-proof.server.ts).
  await setPasswordByMailboxProof(db, claimed.userId, passwordHash, new Date(now));
  return { ok: true, userId: claimed.userId };
}
