// Sign-up with email and password: one user row (plan free), the password only as a PBKDF2 hash.
// Attempts are rate-limited per IP, successful ones given back: "this email already has an account" can then
// be said plainly without turning the form into a fast way to find out who has an account.
import type { SignUpInput } from "~/lib/schemas/auth";
import { users } from "~/server/db/schema";
import { checkRateLimit, refundRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import type { AuthDeps } from "./deps.server";
import { hashPassword, passwordPolicyError } from "./password.server";
import { findUserByEmail, fullNameFrom, isUniqueViolation, normalizeEmail, usernameFromEmail, type UserRow } from "./users.server";

export const EMAIL_TAKEN = "An account with this email already exists. Please sign in instead.";

/** Failed sign-up attempts allowed per IP and window (an account created gives its attempt back). */
export const SIGN_UP_RULE: RateLimitRule = { limit: 10, windowSeconds: 600 };

export type SignUpResult =
  | { ok: true; user: UserRow }
  | { ok: false; status: 400 | 409; message: string; field?: "email" | "password" }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number; field?: undefined };

export async function signUp({ db }: Pick<AuthDeps, "db">, input: SignUpInput, ip: string): Promise<SignUpResult> {
  const key = `signup:ip:${ip}`;
  const limit = await checkRateLimit(db, key, SIGN_UP_RULE);
  if (!limit.ok) return { ok: false, status: 429, message: limit.message, retryAfterSeconds: limit.retryAfterSeconds };
  const result = await createAccount(db, input);
  if (result.ok) await refundRateLimit(db, key, SIGN_UP_RULE);
  return result;
}

async function createAccount(db: AuthDeps["db"], input: SignUpInput): Promise<SignUpResult> {
  const policy = passwordPolicyError(input.password);
  if (policy) return { ok: false, status: 400, message: policy, field: "password" };
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) return { ok: false, status: 409, message: EMAIL_TAKEN, field: "email" };
  try {
    const [user] = await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email,
        username: usernameFromEmail(email),
        fullName: fullNameFrom(input.firstName, input.lastName),
        plan: "free",
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return { ok: true, user };
  } catch (error) {
    // Two sign-ups for one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: EMAIL_TAKEN, field: "email" };
    throw error;
  }
}
