// Sign-up with email and password (docs/decisions/0015-sign-up-signs-in.md): a new address gets a new account
// (plan free, the password only as a PBKDF2 hash), a session at once and a link that confirms the address; a
// taken one gets a note to its owner instead, and nothing else changes. Both paths spend a password hash and
// send one mail, and count against one per-IP limit: telling them apart costs a sign-up from that budget.
import type { SignUpInput } from "~/lib/schemas/auth";
import { emailVerificationTokens, users } from "~/server/db/schema";
import { checkRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { mayMailAddress } from "./account-mail.server";
import type { AuthDeps } from "./deps.server";
import { mailEmailVerification, newEmailVerification } from "./email-verification.server";
import { burnPasswordCheckTime, hashPassword, passwordPolicyError } from "./password.server";
import { findUserByEmail, fullNameFrom, isUniqueViolation, normalizeEmail, usernameFromEmail, type UserRow } from "./users.server";
import { logEvent } from "~/server/log.server";

/**
 * Sign-ups per IP and window, new and taken emails alike (nothing is given back: the count must not tell them
 * apart). Generous, as an office shares one address; it bounds junk accounts and mail sent from one address.
 */
export const SIGN_UP_RULE: RateLimitRule = { limit: 30, windowSeconds: 600 };

export type SignUpResult =
  /** `createdUserId`: the new account, to sign in; null when the address already had one (its owner was mailed). */
  | { ok: true; createdUserId: string | null }
  | { ok: false; status: 400; message: string; field: "password" }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number; field?: undefined };

export async function signUp(
  { db, mail }: Pick<AuthDeps, "db" | "mail">,
  input: SignUpInput,
  { ip, origin }: { ip: string; origin: string },
  now = Date.now(),
): Promise<SignUpResult> {
  const limit = await checkRateLimit(db, `signup:ip:${ip}`, SIGN_UP_RULE, now);
  if (!limit.ok) return { ok: false, status: 429, message: limit.message, retryAfterSeconds: limit.retryAfterSeconds };
  const policy = passwordPolicyError(input.password);
  if (policy) return { ok: false, status: 400, message: policy, field: "password" };

  const email = normalizeEmail(input.email);
  // Every write but the account's own comes first: once the account exists, nothing can fail before its mail.
  const mayMail = await mayMailAddress(db, email, now);
  const created = await createAccount(db, email, input, now);
  if (created.ok) {
    if (mayMail) await mailEmailVerification(mail, created.user, origin, created.verificationToken);
    return { ok: true, createdUserId: created.user.id };
  }
  await burnPasswordCheckTime(input.password);
  if (mayMail) await mailOwnerAboutSignUp(mail, created.owner, origin);
  return { ok: true, createdUserId: null };
}

type Creation = { ok: true; user: UserRow; verificationToken: string } | { ok: false; owner: Pick<UserRow, "email" | "fullName"> };

/**
 * The account and its verification link are written in one D1 batch (one transaction): a failure leaves
 * neither, so the person can simply try again — never an account whose link was lost.
 */
async function createAccount(db: AuthDeps["db"], email: string, input: SignUpInput, now: number): Promise<Creation> {
  const existing = await findUserByEmail(db, email);
  if (existing) return { ok: false, owner: existing };
  const id = crypto.randomUUID();
  const verification = await newEmailVerification(id, now);
  try {
    const [[user]] = await db.batch([
      db
        .insert(users)
        .values({
          id,
          email,
          username: usernameFromEmail(email),
          fullName: fullNameFrom(input.firstName, input.lastName),
          plan: "free",
          passwordHash: await hashPassword(input.password),
        })
        .returning(),
      db.insert(emailVerificationTokens).values(verification.row),
    ]);
    return { ok: true, user, verificationToken: verification.token };
  } catch (error) {
    // Two sign-ups for one email at the same moment: the unique index decides, the other is told like a taken email.
    if (isUniqueViolation(error)) return { ok: false, owner: { email, fullName: "" } };
    throw error;
  }
}

/** Tells an account's owner that someone tried to sign up with their address, and how to get in. Never fatal. */
async function mailOwnerAboutSignUp(mail: AuthDeps["mail"], owner: Pick<UserRow, "email" | "fullName">, origin: string): Promise<void> {
  const signInLink = `${origin}/login`;
  try {
    await mail.send({
      to: owner.email,
      subject: "Someone tried to sign up to InsightLab with your email",
      link: signInLink,
      text: [
        `Hello${owner.fullName ? ` ${owner.fullName}` : ""},`,
        "",
        "Someone (hopefully you) just tried to create an InsightLab account with this email address.",
        "It already has an account, so nothing was created and nothing changed.",
        "",
        `To sign in: ${signInLink}`,
        `Forgot your password? Choose a new one: ${origin}/login?view=forgot-password`,
        "",
        "If it was not you, ignore this email: your account is unchanged.",
        "",
        "— InsightLab",
      ].join("\n"),
    });
  } catch (error) {
    logEvent("error", "Sign-up notice mail failed", { error });
  }
}
