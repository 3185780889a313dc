// Email verification: at sign-up (and on request from Settings) we mail a single-use link (7 days; only its
// SHA-256 is stored). Opened in a browser holding the account's session it confirms the address; anywhere else it
// asks for that session (sign in) or a new password (email-proof.server.ts), and it never signs in by itself.
// Until then the account works, but what needs a proven address waits for it (confirmed-email.server.ts).
import { and, eq, gt, isNull } from "drizzle-orm";
import { emailVerificationTokens, users } from "~/server/db/schema";
import { mayMailAddress } from "./account-mail.server";
import type { AuthDeps } from "./deps.server";
import { confirmAddressWithAccount, setPasswordByMailboxProof } from "./email-proof.server";
import { randomToken, sha256Hex } from "./encoding.server";
import { hashPassword, passwordPolicyError } from "./password.server";
import type { UserRow } from "./users.server";
import { logEvent } from "~/server/log.server";

export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const VERIFICATION_LINK_INVALID = "This verification link is invalid or has expired.";

/** A new verification link's token and the row that stores its hash (insert it with the user, or alone). */
export async function newEmailVerification(userId: string, now: number): Promise<{ token: string; row: typeof emailVerificationTokens.$inferInsert }> {
  const token = randomToken(32);
  return { token, row: { tokenHash: await sha256Hex(token), userId, expiresAt: new Date(now + EMAIL_VERIFICATION_TTL_MS), createdAt: new Date(now) } };
}

/** Stores a new verification link and mails it. A mail failure is logged, never fatal: the account already exists. */
export async function sendEmailVerification(
  { db, mail }: Pick<AuthDeps, "db" | "mail">,
  user: Pick<UserRow, "id" | "email" | "fullName">,
  origin: string,
  now = Date.now(),
): Promise<void> {
  const { token, row } = await newEmailVerification(user.id, now);
  await db.insert(emailVerificationTokens).values(row);
  await mailEmailVerification(mail, user, origin, token);
}

/**
 * Settings' "Send the link again": a new link for an account whose address is not confirmed yet, within the
 * address's mail budget (over it, or already confirmed, nothing is sent and the answer is the same).
 */
export async function resendEmailConfirmation({ db, mail }: Pick<AuthDeps, "db" | "mail">, user: Pick<UserRow, "id" | "email" | "fullName" | "emailVerifiedAt">, origin: string, now = Date.now()): Promise<void> {
  if (user.emailVerifiedAt) return;
  if (await mayMailAddress(db, user.email, now)) await sendEmailVerification({ db, mail }, user, origin, now);
}

/** Mails the link of a stored verification token; a failure is logged, never thrown. */
export async function mailEmailVerification(mail: AuthDeps["mail"], user: Pick<UserRow, "email" | "fullName">, origin: string, token: string): Promise<void> {
  const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
  try {
    await mail.send({
      to: user.email,
      subject: "Confirm your email for InsightLab",
      link,
      text: [
        `Welcome to InsightLab${user.fullName ? `, ${user.fullName}` : ""}!`,
        "",
        "You can already use InsightLab. Please confirm this is your email address by opening the link below",
        "(valid for 7 days, once): inviting colleagues, sharing, exporting files and changing your email wait for it.",
        "",
        link,
        "",
        "If you did not create an account, ignore this email: nothing happens without the link.",
        "",
        "— InsightLab",
      ].join("\n"),
    });
  } catch (error) {
    logEvent("error", "Verification mail failed", { error });
  }
}

export type EmailVerificationLink = { valid: true; userId: string; email: string; alreadyVerified: boolean } | { valid: false };

/** Says what a verification link is, without spending it (opening it in a browser must not use it up). */
export async function inspectEmailVerification({ db }: Pick<AuthDeps, "db">, token: string, now = Date.now()): Promise<EmailVerificationLink> {
  if (!token || token.length > 200) return { valid: false };
  const [row] = await db
    .select({ userId: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(and(eq(emailVerificationTokens.tokenHash, await sha256Hex(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, new Date(now))));
  return row ? { valid: true, userId: row.userId, email: row.email, alreadyVerified: row.verifiedAt !== null } : { valid: false };
}

/**
 * Spends a verification link opened in a browser holding the account's own session: the address and the password
 * of that session are proven together, so the account is confirmed as it is. False when the link is unknown, used,
 * expired or another account's (then nothing is spent).
 */
export async function confirmEmailWithSession({ db }: Pick<AuthDeps, "db">, token: string, signedInUserId: string, now = Date.now()): Promise<boolean> {
  const userId = await claimVerification(db, token, now, signedInUserId);
  if (!userId) return false;
  await confirmAddressWithAccount(db, userId, new Date(now));
  return true;
}

export type NewPasswordConfirmation = { ok: true; userId: string } | { ok: false; status: 400; message: string; field?: "password" };

/**
 * The link opened without the account's session: whoever opens it owns the mailbox but may not be whoever chose the
 * password, so the address is confirmed only with a new password, and the account is taken over as by a password
 * reset (email-proof.server.ts). Only for an account not confirmed yet.
 */
export async function confirmEmailWithNewPassword({ db }: Pick<AuthDeps, "db">, { token, password }: { token: string; password: string }, now = Date.now()): Promise<NewPasswordConfirmation> {
  const policy = passwordPolicyError(password);
  if (policy) return { ok: false, status: 400, message: policy, field: "password" };
  const passwordHash = await hashPassword(password);
  const link = await inspectEmailVerification({ db }, token, now);
  if (!link.valid || link.alreadyVerified) return { ok: false, status: 400, message: VERIFICATION_LINK_INVALID };
  const userId = await claimVerification(db, token, now, link.userId);
  if (!userId) return { ok: false, status: 400, message: VERIFICATION_LINK_INVALID };
  await setPasswordByMailboxProof(db, userId, passwordHash, new Date(now));
  return { ok: true, userId };
}

/** Marks a link used in one statement (two openings cannot both spend it); the account it was for, or null. */
async function claimVerification(db: AuthDeps["db"], token: string, now: number, userId: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [claimed] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, await sha256Hex(token)),
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return claimed?.userId ?? null;
}
