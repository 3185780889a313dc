// Email verification: at sign-up (and on request from Settings) we mail a single-use link (7 days; only its
// SHA-256 is stored). Opening it confirms the address; it signs no one in. Until then the account works, but
// what needs a proven address waits for it (confirmed-email.server.ts).
import { and, eq, gt, isNull } from "drizzle-orm";
import { emailVerificationTokens, users } from "~/server/db/schema";
import { mayMailAddress } from "./account-mail.server";
import type { AuthDeps } from "./deps.server";
import { randomToken, sha256Hex } from "./encoding.server";
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

/** Spends a verification link; returns the user id it verified, or null when it is unknown, used or expired. */
export async function verifyEmail({ db }: Pick<AuthDeps, "db">, token: string, now = Date.now()): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [claimed] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, await sha256Hex(token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  if (!claimed) return null;
  await db.update(users).set({ emailVerifiedAt: new Date(now) }).where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt)));
  return claimed.userId;
}
