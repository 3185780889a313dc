// Teams (Enterprise): create a team, invite by email with a signed expiring link, accept or decline, change
// roles, remove members, transfer ownership, share resources with the team. What each role may do is the
// matrix in app/lib/team-permissions.ts; every change is written to the audit log.
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { planOrFree } from "~/lib/plans";
import { roleMayOnTeam, roleWithArticle, type AssignableRole, type ResourceType, type TeamAction, type TeamRole } from "~/lib/team-permissions";
import { requireAccess, type ResourceRef } from "~/server/access.server";
import { requireConfirmedEmail } from "~/server/auth/confirmed-email.server";
import { sha256Hex } from "~/server/auth/encoding.server";
import { signValue, verifySignedValue } from "~/server/auth/signed-value.server";
import { normalizeEmail } from "~/server/auth/users.server";
import type { Database } from "~/server/db/client.server";
import { analyses, dashboards, datasets, reports, shares, teamInvites, teamMembers, teams, users } from "~/server/db/schema";
import type { Services } from "~/server/services.server";
import { notFound, planLimitError, WorkspaceError } from "~/server/workspace-error.server";
import { recordAudit } from "./audit.server";

export type TeamRow = typeof teams.$inferSelect;
type Actor = { id: string; email: string; plan: string; emailVerifiedAt: Date | null };

/** How long an invitation link works. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITE_INVALID = "This invitation link is not valid: it was changed or cut short. Ask for a new invitation.";
export const INVITE_EXPIRED = "This invitation link has expired. Ask a team admin to invite you again.";
export const INVITE_USED = "This invitation link has already been used. Ask a team admin for a new one if you need it.";

/** Whether the user's plan includes teams (Enterprise). */
export function planHasTeams(plan: string): boolean {
  return planOrFree(plan).features.teamCollaboration;
}

/** Creates a team owned by the user (Enterprise only: 402 with the upgrade prompt otherwise). */
export async function createTeam(db: Database, actor: Actor, name: string, now: Date): Promise<TeamRow> {
  if (!planHasTeams(actor.plan)) throw planLimitError("Teams are part of the Enterprise plan. Upgrade to share files, reports and dashboards with your colleagues.");
  const team: TeamRow = { id: crypto.randomUUID(), name: name.trim().slice(0, 80), ownerId: actor.id, createdAt: now };
  await db.batch([db.insert(teams).values(team), db.insert(teamMembers).values({ teamId: team.id, userId: actor.id, role: "owner", createdAt: now })]);
  await recordAudit(db, { actorId: actor.id, action: "team_create", teamId: team.id, resource: { type: "team", id: team.id }, details: { name: team.name }, at: now });
  return team;
}

/** The teams the user belongs to, with their role, oldest first. */
export async function listMyTeams(db: Database, userId: string): Promise<(TeamRow & { role: TeamRole })[]> {
  return db
    .select({ id: teams.id, name: teams.name, ownerId: teams.ownerId, createdAt: teams.createdAt, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.createdAt));
}

/** A team the user belongs to, with their role; 404 for any other team. */
export async function getMyTeam(db: Database, userId: string, teamId: string): Promise<{ team: TeamRow; role: TeamRole }> {
  const [row] = await db
    .select({ team: teams, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!row) throw notFound("This team");
  return row;
}

/** Unsharing someone else's item: their call, or a team owner's or admin's. */
const UNSHARE_REFUSED = "Only the item's owner and the team's owner and admins can stop sharing it with the team.";

const TEAM_ACTION_WORDS: Record<TeamAction, string> = {
  manage_members: "Only the team's owner and admins can invite, remove members or change roles.",
  view_audit: "Only the team's owner and admins can read the audit log.",
  transfer_ownership: "Only the team's owner can hand the team over.",
};

/** The team and the actor's role, if that role allows `action` (403 otherwise; 404 for a team not theirs). */
export async function requireTeamAction(db: Database, userId: string, teamId: string, action: TeamAction) {
  const found = await getMyTeam(db, userId, teamId);
  if (!roleMayOnTeam(found.role, action)) throw new WorkspaceError(403, TEAM_ACTION_WORDS[action]);
  return found;
}

export interface MemberView {
  userId: string;
  email: string;
  fullName: string;
  role: TeamRole;
  joinedAt: Date;
}

export async function listMembers(db: Database, teamId: string): Promise<MemberView[]> {
  return db
    .select({ userId: users.id, email: users.email, fullName: users.fullName, role: teamMembers.role, joinedAt: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt));
}

/** Invitations not yet accepted, declined or expired. */
export async function pendingInvites(db: Database, teamId: string, now: Date) {
  const rows = await db
    .select({ id: teamInvites.id, email: teamInvites.email, role: teamInvites.role, expiresAt: teamInvites.expiresAt, usedAt: teamInvites.usedAt })
    .from(teamInvites)
    .where(eq(teamInvites.teamId, teamId))
    .orderBy(desc(teamInvites.createdAt));
  return rows.filter((r) => r.usedAt === null && r.expiresAt > now);
}

interface InvitePayload {
  /** The invitation's id. */
  i: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

/**
 * Invites `email` with `role` and mails the link `<origin>/dashboard/teams/invite?token=…`. The token is a
 * value signed with SIGNING_SECRET holding the invitation's id and expiry; the row keeps only its SHA-256.
 */
export async function inviteMember(
  services: Pick<Services, "db" | "mail" | "config">,
  actor: Actor,
  teamId: string,
  input: { email: string; role: AssignableRole },
  origin: string,
  now: Date,
): Promise<void> {
  const { db } = services;
  const { team } = await requireTeamAction(db, actor.id, teamId, "manage_members");
  requireConfirmedEmail(actor, "invite");
  const email = normalizeEmail(input.email);
  const [existing] = await db
    .select({ id: users.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(users.email, email)));
  if (existing) throw new WorkspaceError(409, `${email} is already a member of ${team.name}.`);
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  const token = await signValue(services.config.signingSecret, { i: id, e: expiresAt.getTime() } satisfies InvitePayload);
  await db.insert(teamInvites).values({ id, teamId, email, role: input.role, tokenHash: await sha256Hex(token), invitedBy: actor.id, expiresAt, createdAt: now });
  const link = `${origin}/dashboard/teams/invite?token=${encodeURIComponent(token)}`;
  await services.mail.send({
    to: email,
    subject: `Join ${team.name} on InsightLab`,
    link,
    text: [
      "Hello,",
      "",
      `${actor.email} invited you to join the team "${team.name}" on InsightLab as ${roleWithArticle(input.role)}.`,
      "Open this link within 7 days to accept or decline (sign in or create an account with this email address first):",
      "",
      link,
      "",
      "If you did not expect this, ignore this email.",
      "",
      "— InsightLab",
    ].join("\n"),
  });
  await recordAudit(db, { actorId: actor.id, action: "invite", teamId, resource: { type: "team", id: teamId }, details: { email, role: input.role }, at: now });
}

export type InviteState =
  | { ok: true; invite: typeof teamInvites.$inferSelect; team: TeamRow; invitedBy: string }
  | { ok: false; message: string; status: 400 | 410 | 409 };

/** What an invitation link is: valid (with its team), changed, expired or used. Checks the signature first. */
export async function inspectInvite(db: Database, secret: string, token: string, now: Date): Promise<InviteState> {
  const payload = token ? ((await verifySignedValue(secret, token)) as Partial<InvitePayload> | null) : null;
  if (!payload || typeof payload.i !== "string" || typeof payload.e !== "number") return { ok: false, message: INVITE_INVALID, status: 400 };
  const [row] = await db
    .select({ invite: teamInvites, team: teams, invitedBy: users.email })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .innerJoin(users, eq(users.id, teamInvites.invitedBy))
    .where(and(eq(teamInvites.id, payload.i), eq(teamInvites.tokenHash, await sha256Hex(token))));
  if (!row) return { ok: false, message: INVITE_INVALID, status: 400 };
  if (row.invite.usedAt) return { ok: false, message: INVITE_USED, status: 409 };
  if (now.getTime() >= Math.min(payload.e, row.invite.expiresAt.getTime())) return { ok: false, message: INVITE_EXPIRED, status: 410 };
  return { ok: true, ...row };
}

/** Accepts or declines an invitation for the signed-in user, whose email must be the invited one. */
export async function answerInvite(
  db: Database,
  secret: string,
  user: { id: string; email: string },
  token: string,
  answer: "accept" | "decline",
  now: Date,
): Promise<{ team: TeamRow; joined: boolean }> {
  const state = await inspectInvite(db, secret, token, now);
  if (!state.ok) throw new WorkspaceError(state.status, state.message);
  const { invite, team } = state;
  if (normalizeEmail(user.email) !== invite.email) {
    throw new WorkspaceError(403, `This invitation was sent to ${invite.email}. Sign in with that address to answer it.`);
  }
  // Marking the link used is the race guard: of two answers sent at once, only one finds it unused.
  const marked = await db
    .update(teamInvites)
    .set({ usedAt: now, outcome: answer === "accept" ? "accepted" : "declined" })
    .where(and(eq(teamInvites.id, invite.id), eq(teamInvites.tokenHash, invite.tokenHash)))
    .returning({ usedAt: teamInvites.usedAt });
  if (marked.length === 0) throw new WorkspaceError(409, INVITE_USED);
  if (answer === "decline") return { team, joined: false };
  await db.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: invite.role, createdAt: now }).onConflictDoNothing();
  await recordAudit(db, { actorId: user.id, action: "member_add", teamId: team.id, resource: { type: "member", id: user.id }, details: { email: user.email, role: invite.role }, at: now });
  return { team, joined: true };
}

async function memberOf(db: Database, teamId: string, userId: string) {
  const [row] = await db
    .select({ role: teamMembers.role, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!row) throw notFound("This member");
  return row;
}

export async function changeRole(db: Database, actor: Actor, teamId: string, memberId: string, role: AssignableRole, now: Date): Promise<void> {
  await requireTeamAction(db, actor.id, teamId, "manage_members");
  const member = await memberOf(db, teamId, memberId);
  if (member.role === "owner") throw new WorkspaceError(400, "The owner's role changes only by transferring ownership to another member.");
  if (member.role === role) return;
  await db.update(teamMembers).set({ role }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  await recordAudit(db, { actorId: actor.id, action: "role_change", teamId, resource: { type: "member", id: memberId }, details: { email: member.email, from: member.role, to: role }, at: now });
}

export async function removeMember(db: Database, actor: Actor, teamId: string, memberId: string, now: Date): Promise<void> {
  await requireTeamAction(db, actor.id, teamId, "manage_members");
  const member = await memberOf(db, teamId, memberId);
  if (member.role === "owner") throw new WorkspaceError(400, "The owner cannot be removed. Transfer ownership to another member first.");
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  await recordAudit(db, { actorId: actor.id, action: "member_remove", teamId, resource: { type: "member", id: memberId }, details: { email: member.email, role: member.role }, at: now });
}

/** Hands the team to another member: they become the owner, the old owner an admin. */
export async function transferOwnership(db: Database, actor: Actor, teamId: string, memberId: string, now: Date): Promise<void> {
  await requireTeamAction(db, actor.id, teamId, "transfer_ownership");
  if (memberId === actor.id) throw new WorkspaceError(400, "You already own this team. Choose another member.");
  const member = await memberOf(db, teamId, memberId);
  await db.batch([
    db.update(teamMembers).set({ role: "owner" }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId))),
    db.update(teamMembers).set({ role: "admin" }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, actor.id))),
    db.update(teams).set({ ownerId: memberId }).where(eq(teams.id, teamId)),
  ]);
  await recordAudit(db, { actorId: actor.id, action: "ownership_transfer", teamId, resource: { type: "member", id: memberId }, details: { email: member.email }, at: now });
}

/**
 * Shares a resource with one of the actor's teams. Who may: anyone whose access allows "share" (its owner, or a
 * team admin of a team it is already shared with) — and they must belong to the team they share it with.
 */
export async function shareResource(db: Database, actor: Actor, ref: ResourceRef & { name: string }, teamId: string, now: Date): Promise<void> {
  await requireAccess(db, actor.id, ref, "share");
  const { team } = await getMyTeam(db, actor.id, teamId);
  requireConfirmedEmail(actor, "share");
  const inserted = await db
    .insert(shares)
    .values({ id: crypto.randomUUID(), teamId, resourceType: ref.type, resourceId: ref.id, sharedBy: actor.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: shares.id });
  if (inserted.length === 0) return;
  await recordAudit(db, { actorId: actor.id, action: "share", teamId, resource: { type: ref.type, id: ref.id }, details: { name: ref.name, team: team.name }, at: now });
}

/** Stops sharing a resource with a team: its owner, or an owner/admin of that team. */
export async function unshareResource(db: Database, actor: Actor, ref: ResourceRef & { name: string }, teamId: string, now: Date): Promise<void> {
  await requireAccess(db, actor.id, ref, "view");
  if (ref.ownerId !== actor.id) {
    const { role } = await getMyTeam(db, actor.id, teamId);
    if (!roleMayOnTeam(role, "manage_members")) throw new WorkspaceError(403, UNSHARE_REFUSED);
  }
  const removed = await db
    .delete(shares)
    .where(and(eq(shares.teamId, teamId), eq(shares.resourceType, ref.type), eq(shares.resourceId, ref.id)))
    .returning({ id: shares.id });
  if (removed.length === 0) throw notFound("This share");
  await recordAudit(db, { actorId: actor.id, action: "unshare", teamId, resource: { type: ref.type, id: ref.id }, details: { name: ref.name }, at: now });
}

/** The teams a resource is shared with (of those the user belongs to). */
export async function sharedWithTeams(db: Database, userId: string, type: ResourceType, id: string): Promise<{ id: string; name: string }[]> {
  const mine = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return db
    .select({ id: teams.id, name: teams.name })
    .from(shares)
    .innerJoin(teams, eq(teams.id, shares.teamId))
    .where(and(eq(shares.resourceType, type), eq(shares.resourceId, id), inArray(shares.teamId, mine)))
    .orderBy(asc(teams.name));
}

export interface SharedItem {
  id: string;
  name: string;
  ownerEmail: string;
  teamName: string;
  role: TeamRole;
}

const RESOURCE_TABLES = {
  dataset: { table: datasets, name: datasets.name },
  analysis: { table: analyses, name: analyses.title },
  report: { table: reports, name: reports.title },
  dashboard: { table: dashboards, name: dashboards.title },
} as const;

/** Resources of `type` other people shared with the user's teams ("Shared with me"), one line per team. */
export async function sharedWithMe(db: Database, userId: string, type: keyof typeof RESOURCE_TABLES): Promise<SharedItem[]> {
  const { table, name } = RESOURCE_TABLES[type];
  return db
    .select({ id: table.id, name, ownerEmail: users.email, teamName: teams.name, role: teamMembers.role })
    .from(shares)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, shares.teamId), eq(teamMembers.userId, userId)))
    .innerJoin(teams, eq(teams.id, shares.teamId))
    .innerJoin(table, eq(table.id, shares.resourceId))
    .innerJoin(users, eq(users.id, table.ownerId))
    .where(and(eq(shares.resourceType, type), ne(table.ownerId, userId)))
    .orderBy(asc(name));
}

export interface SharingView {
  /** The user's teams the item can be shared with (not yet shared with). */
  teams: { id: string; name: string }[];
  /** The user's teams it is shared with, and whether the user may stop that. */
  sharedWith: { id: string; name: string; canUnshare: boolean }[];
  canShare: boolean;
}

/** What the "Share with team" form beside an item shows to this user; null when the user is in no team. */
export async function sharingView(db: Database, userId: string, ref: ResourceRef, canShare: boolean): Promise<SharingView | null> {
  const mine = await listMyTeams(db, userId);
  if (mine.length === 0) return null;
  const shared = await sharedWithTeams(db, userId, ref.type, ref.id);
  const sharedIds = new Set(shared.map((t) => t.id));
  const roleIn = new Map(mine.map((t) => [t.id, t.role]));
  return {
    teams: canShare ? mine.filter((t) => !sharedIds.has(t.id)).map((t) => ({ id: t.id, name: t.name })) : [],
    sharedWith: shared.map((t) => ({ ...t, canUnshare: ref.ownerId === userId || roleMayOnTeam(roleIn.get(t.id) ?? "viewer", "manage_members") })),
    canShare,
  };
}
