// Deleting an account: every R2 object under the user's prefix, then every D1 row of the user. The user's
// own rows go through ON DELETE CASCADE from `users`; rows that name the user only by email (mail sent to or
// by them, at their address or one they changed from; invitations to their address, the waitlist, demo and
// contact requests) or by id without a foreign key (jobs, teams' audit entries about them or their items) are
// deleted here, and so is what team members made from the user's items: their exports (files under the member's
// prefix, rows and jobs) and the items' shares with other teams. Teams the user owns go by cascade, for every member (Settings warns first); their members,
// and members of teams the user's items were shared with, are told by mail once it is done (team-notices.server.ts).
// Objects go first: a failure half-way leaves the account in place, and deleting again finishes the work.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { EMAIL_CHANGED_SUBJECT } from "~/server/account/profile.server";
import { analysesOfDatasets, forgetDerivedOf } from "~/server/deleted-resources.server";
import { deletePrefix } from "~/server/datasets/storage.server";
import { analyses, auditLog, contactMessages, conversations, dashboards, datasets, demoRequests, jobs, mailOutbox, messages, rateLimits, reportExports, reports, teamInvites, users, waitlistEntries } from "~/server/db/schema";
import { sha256Hex } from "~/server/auth/encoding.server";
import type { UserRow } from "~/server/auth/users.server";
import { normalizeEmail } from "~/server/auth/users.server";
import { jobResultKey } from "~/server/jobs/messages";
import type { Services } from "~/server/services.server";
import { sendTeamNotices, teamNoticesForDeletion } from "./team-notices.server";

/** Everything a user stores in R2 lives under this prefix (uploads, copies, exports, the branding logo). */
export function userFilesPrefix(userId: string): string {
  return `users/${userId}/`;
}

export const DELETE_CONFIRMATION_MISMATCH = "Type your email address exactly as it is shown to confirm.";

/** Whether what the user typed is their email (compared as emails are: trimmed, any case). */
export function confirmsDeletion(user: Pick<UserRow, "email">, typed: string): boolean {
  return normalizeEmail(typed) === user.email;
}

/**
 * The addresses the account had before its current one, that no other account uses now: each email change mailed
 * the old address a notice naming the new one, so the chain is followed back from the current address.
 */
async function previousAddresses(db: Services["db"], email: string): Promise<string[]> {
  const known = new Set([email]);
  let frontier = [email];
  for (let round = 0; round < 20 && frontier.length > 0; round++) {
    const notices = await db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subject, EMAIL_CHANGED_SUBJECT), or(...frontier.map((address) => sql`instr(${mailOutbox.text}, ${address}) > 0`))));
    frontier = [...new Set(notices.map((n) => n.to))].filter((address) => !known.has(address));
    for (const address of frontier) known.add(address);
  }
  known.delete(email);
  const previous = [...known];
  const reused = previous.length > 0 ? await db.select({ email: users.email }).from(users).where(inArray(users.email, previous)) : [];
  return previous.filter((address) => !reused.some((r) => r.email === address));
}

/** What deleting the account takes, counted, for the Delete account section to say before it happens. */
export interface AccountDeleteImpact {
  files: number;
  cleanedCopies: number;
  conversations: number;
  analyses: number;
  reports: number;
  dashboards: number;
  exports: number;
}

export async function accountDeleteImpact(db: Services["db"], userId: string): Promise<AccountDeleteImpact> {
  const counted = async (table: typeof datasets | typeof conversations | typeof analyses | typeof reports | typeof dashboards | typeof reportExports, where = eq(table.ownerId, userId)) =>
    Number((await db.select({ n: sql<number>`count(*)` }).from(table).where(where))[0]?.n ?? 0);
  return {
    files: await counted(datasets, and(eq(datasets.ownerId, userId), eq(datasets.kind, "original"))),
    cleanedCopies: await counted(datasets, and(eq(datasets.ownerId, userId), eq(datasets.kind, "cleaned"))),
    conversations: await counted(conversations),
    analyses: await counted(analyses),
    reports: await counted(reports),
    dashboards: await counted(dashboards),
    exports: await counted(reportExports),
  };
}

/** Deletes the account and everything it holds; returns how many R2 objects were removed. */
export async function deleteAccount(services: Pick<Services, "db" | "files" | "mail">, user: Pick<UserRow, "id" | "email">): Promise<{ objects: number }> {
  const { db, files } = services;
  const notices = await teamNoticesForDeletion(db, user.id);
  let objects = await deletePrefix(files, userFilesPrefix(user.id));
  // Jobs keep their results under jobs/<id>/ (the queue's own receipts), not under the user's prefix.
  const userJobs = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.ownerId, user.id));
  for (const job of userJobs) objects += await deletePrefix(files, jobResultKey(job.id, ""));
  const own = {
    datasets: db.select({ id: datasets.id }).from(datasets).where(eq(datasets.ownerId, user.id)),
    reports: db.select({ id: reports.id }).from(reports).where(eq(reports.ownerId, user.id)),
    dashboards: db.select({ id: dashboards.id }).from(dashboards).where(eq(dashboards.ownerId, user.id)),
  };
  await forgetDerivedOf(db, files, own);
  // An export of an answer is logged under the message's id.
  const ownMessages = db.select({ id: messages.id }).from(messages).innerJoin(conversations, eq(conversations.id, messages.conversationId)).where(eq(conversations.ownerId, user.id));
  // Rate-limit counters are keyed by the account's id or the SHA-256 of its email (sign-in, reset, mail budgets).
  const emailHash = await sha256Hex(user.email);
  const addresses = [user.email, ...(await previousAddresses(db, user.email))];
  await db.batch([
    db.delete(rateLimits).where(or(sql`instr(${rateLimits.key}, ${user.id}) > 0`, sql`instr(${rateLimits.key}, ${emailHash}) > 0`)),
    db.delete(jobs).where(eq(jobs.ownerId, user.id)),
    // Mail to the user, and mail naming them (an invitation they sent to a colleague), at any address they had.
    db.delete(mailOutbox).where(or(inArray(mailOutbox.to, addresses), ...addresses.map((address) => sql`instr(${mailOutbox.text}, ${address}) > 0`))),
    db.delete(waitlistEntries).where(eq(waitlistEntries.email, user.email)),
    // Invitations to the user's address from other people's teams (answered or not).
    db.delete(teamInvites).where(eq(teamInvites.email, user.email)),
    db.delete(demoRequests).where(eq(demoRequests.email, user.email)),
    db.delete(contactMessages).where(eq(contactMessages.email, user.email)),
    // Teams' audit log: what the user did, entries about them (removed as a member, a role changed) and about
    // their items (a member exported their report).
    db
      .delete(auditLog)
      .where(
        or(
          eq(auditLog.actorId, user.id),
          eq(auditLog.resourceId, user.id),
          sql`instr(${auditLog.detailsJson}, ${user.id}) > 0`,
          sql`instr(${auditLog.detailsJson}, ${user.email}) > 0`,
          inArray(auditLog.resourceId, own.datasets),
          inArray(auditLog.resourceId, analysesOfDatasets(db, own.datasets)),
          inArray(auditLog.resourceId, ownMessages),
          inArray(auditLog.resourceId, own.reports),
          inArray(auditLog.resourceId, own.dashboards),
        ),
      ),
    // Sessions, datasets, conversations, analyses, reports, exports, usage, branding… cascade from here.
    db.delete(users).where(eq(users.id, user.id)),
  ]);
  await sendTeamNotices(services.mail, notices);
  return { objects };
}
