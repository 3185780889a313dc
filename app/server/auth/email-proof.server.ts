// The one rule for an address proven after its account was made. Until an account's email is verified, anyone
// could have made it with someone else's address: its password, its sessions and its linked identities come from
// whoever typed that address, not from who owns it. So when the owner proves the address by another way — a
// verified identity-provider sign-in (Google, /api/auth/firebase-sync) linking to the account — none of that
// survives: the password is dropped, every session ends, and other identities are unlinked. A password reset (the
// emailed link proves the address too) unlinks every identity, since the new password is the owner's way in.
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema";
import { destroyAllSessions } from "./session.server";
import type { UserRow } from "./users.server";

/** Identity-provider links cleared: after a password reset, or on an account adopted through a proven address. */
export const NO_IDENTITY_LINKS = { googleSub: null, firebaseUid: null } as const;

export type IdentityLink = { googleSub: string } | { firebaseUid: string };

/**
 * Links a verified identity (its provider vouched for `user`'s address) to the account with that address. An account
 * whose address was never verified is taken over by the prover: its password, sessions and other identity links end.
 */
export async function linkProvenIdentity(db: Database, user: UserRow, link: IdentityLink, now: Date): Promise<UserRow> {
  if (user.emailVerifiedAt) {
    const [linked] = await db.update(users).set(link).where(eq(users.id, user.id)).returning();
    return linked;
  }
  await destroyAllSessions(db, user.id);
  const [adopted] = await db
    .update(users)
    .set({ ...NO_IDENTITY_LINKS, ...link, passwordHash: null, emailVerifiedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return adopted;
}
