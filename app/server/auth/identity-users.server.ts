// Users who arrive through an identity provider (Google, or the spec's identity-token sync): find them by
// provider id, else link a verified email to the existing account, else create the account.
// (Which address counts is the caller's: only a signed, verified claim.)
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema";
import { linkProvenIdentity } from "./email-proof.server";
import { findUserByEmail, isUniqueViolation, normalizeEmail, usernameFromEmail, type UserRow } from "./users.server";

export type IdentityProvider = "google" | "firebase";

export interface ProviderIdentity {
  provider: IdentityProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export const EMAIL_NOT_VERIFIED =
  "The identity provider has not verified this email address. Verify it with the provider, or sign up with your email and a password.";
export const EMAIL_MISSING = "The identity provider did not share an email address for this account.";

export type IdentityUserResult = { ok: true; user: UserRow; created: boolean } | { ok: false; status: 403 | 400; message: string };

const subjectColumn = (provider: IdentityProvider) => (provider === "google" ? users.googleSub : users.firebaseUid);

/**
 * The account of a provider identity: the one it is linked to; else, when the provider verified the address, the
 * account with that address (linked now, by the rule of email-proof.server.ts) or a new one. An identity without a
 * verified address neither creates nor joins an account.
 */
export async function findOrCreateIdentityUser(db: Database, identity: ProviderIdentity, now = Date.now()): Promise<IdentityUserResult> {
  const column = subjectColumn(identity.provider);
  const linked = await db.query.users.findFirst({ where: eq(column, identity.subject) });
  if (linked) return { ok: true, user: linked, created: false };

  if (!identity.email) return { ok: false, status: 400, message: EMAIL_MISSING };
  if (!identity.emailVerified) return { ok: false, status: 403, message: EMAIL_NOT_VERIFIED };
  const email = normalizeEmail(identity.email);
  const existing = await findUserByEmail(db, email);
  const link = identity.provider === "google" ? { googleSub: identity.subject } : { firebaseUid: identity.subject };
  if (existing) return { ok: true, user: await linkProvenIdentity(db, existing, link, new Date(now)), created: false };
  try {
    const [user] = await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email,
        username: usernameFromEmail(email),
        fullName: (identity.displayName ?? "").trim().slice(0, 200),
        plan: "free",
        ...link,
        emailVerifiedAt: new Date(now),
      })
      .returning();
    return { ok: true, user, created: true };
  } catch (error) {
    // The same first sign-in arriving twice at once: the other request created the row.
    if (isUniqueViolation(error)) {
      const again = await db.query.users.findFirst({ where: eq(column, identity.subject) });
      if (again) return { ok: true, user: again, created: false };
    }
    throw error;
  }
}
