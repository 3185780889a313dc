// Users who arrive through an identity provider (Google, or the spec's identity-token sync): find them by
// provider id, else link a verified email to the existing account, else create the account.
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema";
import { findUserByEmail, isUniqueViolation, normalizeEmail, usernameFromEmail, type UserRow } from "./users.server";

export type IdentityProvider = "google" | "firebase";

export interface ProviderIdentity {
  provider: IdentityProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export const EMAIL_NOT_VERIFIED_CONFLICT =
  "An account with this email already exists. Sign in with your password: the identity provider has not verified this email.";
export const EMAIL_MISSING = "The identity provider did not share an email address for this account.";

export type IdentityUserResult = { ok: true; user: UserRow; created: boolean } | { ok: false; status: 409 | 400; message: string };

const subjectColumn = (provider: IdentityProvider) => (provider === "google" ? users.googleSub : users.firebaseUid);

export async function findOrCreateIdentityUser(db: Database, identity: ProviderIdentity, now = Date.now()): Promise<IdentityUserResult> {
  const column = subjectColumn(identity.provider);
  const linked = await db.query.users.findFirst({ where: eq(column, identity.subject) });
  if (linked) return { ok: true, user: linked, created: false };

  if (!identity.email) return { ok: false, status: 400, message: EMAIL_MISSING };
  const email = normalizeEmail(identity.email);
  const existing = await findUserByEmail(db, email);
  const link = identity.provider === "google" ? { googleSub: identity.subject } : { firebaseUid: identity.subject };
  if (existing) {
    // Linking by email hands the account over: only when the provider vouches for the address.
    if (!identity.emailVerified) return { ok: false, status: 409, message: EMAIL_NOT_VERIFIED_CONFLICT };
    const [user] = await db
      .update(users)
      .set({ ...link, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(now) })
      .where(eq(users.id, existing.id))
      .returning();
    return { ok: true, user, created: false };
  }
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
        emailVerifiedAt: identity.emailVerified ? new Date(now) : null,
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
