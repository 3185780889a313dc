// Settings' account changes: the name, the email (confirmed by a signed link mailed to the new address; the
// address changes only when it is opened) and the password (the current one required; every other session
// of the user ends).
import { unconfirmedEmailMessage } from "~/server/auth/confirmed-email.server";
import { and, eq } from "drizzle-orm";
import { mayMailAddress } from "~/server/auth/account-mail.server";
import { publicOrigin } from "~/server/auth/deps.server";
import { hashPassword, verifyPassword } from "~/server/auth/password.server";
import { destroyOtherSessions } from "~/server/auth/session.server";
import { signValue, verifySignedValue } from "~/server/auth/signed-value.server";
import { findUserByEmail, normalizeEmail, type UserRow } from "~/server/auth/users.server";
import { users } from "~/server/db/schema";
import { checkRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import type { Services } from "~/server/services.server";

type AccountServices = Pick<Services, "db" | "config" | "mail" | "clock">;

/** A failed change: the message for the form, on a field when one is at fault. */
export interface AccountChangeRefusal {
  ok: false;
  status: 400 | 403 | 404 | 409 | 410 | 429;
  field?: string;
  message: string;
}
type Outcome<T = object> = ({ ok: true } & T) | AccountChangeRefusal;

export async function updateFullName(db: Services["db"], userId: string, fullName: string): Promise<void> {
  await db.update(users).set({ fullName }).where(eq(users.id, userId));
}

/** The email-change link works for a day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_PATH = "/dashboard/settings/email";
/** The notice to the old address after a change; it names the new one (account deletion follows these back). */
export const EMAIL_CHANGED_SUBJECT = "Your InsightLab email was changed";

interface EmailChangeClaim {
  purpose: "email-change";
  userId: string;
  /** The address when the link was made: a link for an address already changed is spent. */
  from: string;
  to: string;
  expiresAt: number;
}

/**
 * Mails a confirmation link to the new address. Nothing changes until the link is opened. Refused: the same
 * address, or too many mails to one address within an hour. An address another account uses gets the same answer
 * (the page must not tell who has an account): its mail says what happened instead of carrying a link.
 */
export async function requestEmailChange(services: AccountServices, user: UserRow, newEmail: string): Promise<Outcome<{ sentTo: string }>> {
  if (!user.emailVerifiedAt) return { ok: false, status: 403, field: "newEmail", message: unconfirmedEmailMessage("change-email") };
  const to = normalizeEmail(newEmail);
  if (to === user.email) return { ok: false, status: 400, field: "newEmail", message: "That is already your email address." };
  const now = services.clock.now().getTime();
  if (!(await mayMailAddress(services.db, to, now))) {
    return { ok: false, status: 429, field: "newEmail", message: "Several confirmation links went to that address within the hour. Use the newest one, or try again later." };
  }
  if (await findUserByEmail(services.db, to)) {
    await services.mail.send({
      to,
      subject: "Your email address was offered for another InsightLab account",
      text: [
        "Someone signed in to InsightLab asked to move their account to this address.",
        "Your InsightLab account already uses it, so nothing changed: an address belongs to one account only.",
        "",
        "If this was you, sign in to the account that uses this address instead, or free it first by changing that account's email.",
        "",
        "— InsightLab",
      ].join("\n"),
    });
    return { ok: true, sentTo: to };
  }
  const claim: EmailChangeClaim = { purpose: "email-change", userId: user.id, from: user.email, to, expiresAt: now + EMAIL_CHANGE_TTL_MS };
  const token = await signValue(services.config.signingSecret, claim);
  const link = `${publicOrigin(services.config)}${EMAIL_CHANGE_PATH}?token=${encodeURIComponent(token)}`;
  await services.mail.send({
    to,
    subject: "Confirm your new email for InsightLab",
    link,
    text: [
      "Someone signed in to InsightLab asked to use this address for their account" + (user.fullName ? ` (${user.fullName})` : "") + ".",
      "",
      "Open the link below within 24 hours to confirm; your email changes only when you do:",
      "",
      link,
      "",
      "If this was not you, ignore this email: nothing changes without the link.",
      "",
      "— InsightLab",
    ].join("\n"),
  });
  return { ok: true, sentTo: to };
}

export const EMAIL_LINK_TAMPERED = "This confirmation link is not valid: it was changed or cut short. Open the link from the email again, or ask for a new one in Settings.";
export const EMAIL_LINK_EXPIRED = "This confirmation link has expired (links work for 24 hours). Ask for a new one in Settings.";
export const EMAIL_LINK_OTHER_ACCOUNT = "This confirmation link belongs to another account. Sign out, then sign in with the account that asked for the change and open the link again.";
export const EMAIL_LINK_SPENT = "This confirmation link was already used, or your email changed after it was sent. Ask for a new one in Settings if you still need it.";

function isClaim(value: unknown): value is EmailChangeClaim {
  const v = value as Partial<EmailChangeClaim> | null;
  return v?.purpose === "email-change" && typeof v.userId === "string" && typeof v.from === "string" && typeof v.to === "string" && typeof v.expiresAt === "number";
}

/**
 * Applies the change a link asks for, opened by the signed-in owner of the account: its email becomes the new
 * address. The username stays: it was made from the address once, at sign-up, and people know the account by it.
 */
export async function confirmEmailChange(services: AccountServices, token: string, signedInUserId: string): Promise<Outcome<{ userId: string; email: string }>> {
  const claim = token.length <= 2000 ? await verifySignedValue(services.config.signingSecret, token) : null;
  if (!isClaim(claim)) return { ok: false, status: 403, message: EMAIL_LINK_TAMPERED };
  if (claim.userId !== signedInUserId) return { ok: false, status: 404, message: EMAIL_LINK_OTHER_ACCOUNT };
  const now = services.clock.now();
  if (claim.expiresAt <= now.getTime()) return { ok: false, status: 410, message: EMAIL_LINK_EXPIRED };
  const taken = await findUserByEmail(services.db, claim.to);
  if (taken && taken.id !== claim.userId) return { ok: false, status: 409, message: "Another account started using that email address after the link was sent." };
  if (taken) return { ok: false, status: 409, message: EMAIL_LINK_SPENT };
  const [changed] = await services.db
    .update(users)
    .set({ email: claim.to, emailVerifiedAt: now })
    .where(and(eq(users.id, claim.userId), eq(users.email, claim.from)))
    .returning({ id: users.id });
  if (!changed) return { ok: false, status: 409, message: EMAIL_LINK_SPENT };
  // The old address hears of it, so a change nobody asked for does not go unnoticed.
  await services.mail.send({
    to: claim.from,
    subject: EMAIL_CHANGED_SUBJECT,
    text: [`The email of your InsightLab account is now ${claim.to}.`, "", "If you did not make this change, contact support right away.", "", "— InsightLab"].join("\n"),
  });
  return { ok: true, userId: claim.userId, email: claim.to };
}

/** Password changes tried, per account: ten an hour, so the form cannot be used to guess the current one. */
const PASSWORD_CHANGE_RULE: RateLimitRule = { limit: 10, windowSeconds: 3600 };

/**
 * Sets a new password after checking the current one; every other session of the user ends, this one stays, and
 * the account's address is told (a change nobody asked for must not go unnoticed, as for the email).
 */
export async function changePassword(
  services: AccountServices,
  request: Request,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
): Promise<Outcome<{ endedSessions: number }>> {
  if (!user.passwordHash) {
    return { ok: false, status: 400, message: "Your account signs in with Google and has no password yet. To add one, use “Forgot password?” on the sign-in page." };
  }
  const limit = await checkRateLimit(services.db, `password-change:${user.id}`, PASSWORD_CHANGE_RULE, services.clock.now().getTime());
  if (!limit.ok) return { ok: false, status: 429, field: "currentPassword", message: "Too many password changes tried within the hour. Please wait and try again." };
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)).ok) {
    return { ok: false, status: 403, field: "currentPassword", message: "That is not your current password." };
  }
  await services.db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, user.id));
  const endedSessions = await destroyOtherSessions(services.db, request, user.id);
  await services.mail.send({
    to: user.email,
    subject: "Your InsightLab password was changed",
    text: [
      `Hello${user.fullName ? ` ${user.fullName}` : ""},`,
      "",
      "The password of your InsightLab account was just changed from Settings, and every other device was signed out.",
      "",
      `If you did not make this change, choose a new password right away: ${publicOrigin(services.config)}/login?view=forgot-password`,
      "",
      "— InsightLab",
    ].join("\n"),
  });
  return { ok: true, endedSessions };
}
