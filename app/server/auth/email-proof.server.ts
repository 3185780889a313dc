// The one rule for an address proven after its account was made. Until an account's email is verified, anyone
// could have made it with someone else's address: its password, its sessions and its linked identities come from
// whoever typed that address, not from who owns it. Proving the address never blesses what was not proven with it:
// - the confirmation link opened in a browser holding the account's session (or signed in with its password on
//   the way) proves the address and that password together, so the account keeps both;
// - any other proof of the address — the link opened anywhere else, a password reset, a verified identity-provider
//   sign-in (Google, /api/auth/firebase-sync) linking to the account — takes the account over for the mailbox's
//   owner: the password set before is replaced (or dropped), every session ends, other identities are unlinked.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { emailVerificationTokens, passwordResetTokens, users } from "~/server/db/schema";
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
  return takeOverForMailboxOwner(db, user.id, { passwordHash: null, ...link }, now);
}

/**
 * The mailbox's owner sets the account's password through a link mailed to it (a password reset, or the
 * confirmation link opened without the account's session): the address counts as verified, and nothing that came
 * before survives — other sessions, identity links and outstanding mailed links end.
 */
export async function setPasswordByMailboxProof(db: Database, userId: string, passwordHash: string, now: Date): Promise<UserRow> {
  return takeOverForMailboxOwner(db, userId, { passwordHash }, now);
}

/**
 * Marks the address verified for the account whose own session (or password) came with the proof: its password is
 * the one proven together with the address, so it stays. Other confirmation links of the account are spent.
 */
export async function confirmAddressWithAccount(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await spendMailedLinks(db, userId, now, { resets: false });
}

async function takeOverForMailboxOwner(db: Database, userId: string, credentials: { passwordHash: string | null } & Partial<IdentityLink>, now: Date): Promise<UserRow> {
  const [before] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  await destroyAllSessions(db, userId);
  const [adopted] = await db
    .update(users)
    .set({ ...NO_IDENTITY_LINKS, ...credentials, emailVerifiedAt: before?.emailVerifiedAt ?? now })
    .where(eq(users.id, userId))
    .returning();
  await spendMailedLinks(db, userId, now, { resets: true });
  return adopted;
}

/** Outstanding confirmation (and reset) links of the account die: the address is proven, the password settled. */
async function spendMailedLinks(db: Database, userId: string, now: Date, { resets }: { resets: boolean }): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  if (resets) {
    await db.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }
}
