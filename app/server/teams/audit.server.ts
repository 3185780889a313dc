// The audit log: one row per thing done that a team's admins must be able to account for. Every entry a team's
// log shows carries that team: team actions (members, roles, shares) and what members do to items shared with
// it (changes, exports, deletions). A member's own items are their own business: an upload or an export of an
// unshared item is written with no team, which no team's log shows (only its author's data archive).
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { AUDIT_ACTION_LABELS, describeDetails, type AuditAction, type AuditDetails } from "~/lib/audit-actions";
import type { ResourceType } from "~/lib/team-permissions";
import type { Database } from "~/server/db/client.server";
import { auditLog, shares, teamMembers, users } from "~/server/db/schema";
import { csvField } from "../../../engine/export/csv";

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  teamId?: string | null;
  resource?: { type: ResourceType | "team" | "member"; id: string } | null;
  /** What a reader needs besides the ids: a file's name, the old and new role… (no secrets). */
  details?: AuditDetails;
  at: Date;
}

/** Writes one audit entry. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: crypto.randomUUID(),
    teamId: entry.teamId ?? null,
    actorId: entry.actorId,
    action: entry.action,
    resourceType: entry.resource?.type ?? null,
    resourceId: entry.resource?.id ?? null,
    detailsJson: JSON.stringify(entry.details ?? {}),
    at: entry.at,
  });
}

/** An item members own and share: a file, a saved analysis, a report, a dashboard. */
type AuditedItem = { type: ResourceType; id: string };

/**
 * The teams whose log an entry about the item belongs in: those it is shared with that the actor belongs to (a
 * team the actor is not in never learns their name). Read it before a deletion takes the item's shares away.
 */
export async function auditTeamsOf(db: Database, actorId: string, item: AuditedItem): Promise<string[]> {
  const actorsTeams = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, actorId));
  const rows = await db
    .select({ teamId: shares.teamId })
    .from(shares)
    .where(and(eq(shares.resourceType, item.type), eq(shares.resourceId, item.id), inArray(shares.teamId, actorsTeams)));
  return rows.map((r) => r.teamId);
}

/**
 * Writes an entry about a member's item into the log of each team it is shared with (`teamIds`, default
 * auditTeamsOf now). An item shared with no team gets one entry without a team — except a change, which is
 * only worth logging for items others rely on.
 */
export async function recordItemAudit(db: Database, entry: Omit<AuditEntry, "teamId" | "resource"> & { resource: AuditedItem }, teamIds?: string[]): Promise<void> {
  const teams = teamIds ?? (await auditTeamsOf(db, entry.actorId, entry.resource));
  if (teams.length === 0) {
    if (entry.action !== "change") await recordAudit(db, entry);
    return;
  }
  const detailsJson = JSON.stringify(entry.details ?? {});
  await db.insert(auditLog).values(
    teams.map((teamId) => ({ id: crypto.randomUUID(), teamId, actorId: entry.actorId, action: entry.action, resourceType: entry.resource.type, resourceId: entry.resource.id, detailsJson, at: entry.at })),
  );
}

/** What a change did, for the log: the item's title, what changed, and titles before → after. */
export type ChangeDetails = { name: string; change: string; from?: string; to?: string; tile?: string };

/** Logs a change to a shared item ("Changed" in the log) in its teams' logs; a change to an unshared item is not logged. */
export async function recordChange(db: Database, actorId: string, item: AuditedItem, details: ChangeDetails, at: Date): Promise<void> {
  await recordItemAudit(db, { actorId, action: "change", resource: item, details, at });
}

/** How long a run of the same change (tiles dragged one after another) stays one entry. */
export const REPEATED_CHANGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Logs a change a person makes many times in a row (rearranging tiles writes on every drop): when the team's
 * newest entry about the item, within the window, is the same person's same change, that entry moves to the new
 * time instead of another row being written, so the log stays readable.
 */
export async function recordRepeatedChange(db: Database, actorId: string, item: AuditedItem, details: ChangeDetails, at: Date): Promise<void> {
  const detailsJson = JSON.stringify(details);
  const since = new Date(at.getTime() - REPEATED_CHANGE_WINDOW_MS);
  const teamsWithoutRun: string[] = [];
  for (const teamId of await auditTeamsOf(db, actorId, item)) {
    const [latest] = await db
      .select({ id: auditLog.id, actorId: auditLog.actorId, action: auditLog.action, detailsJson: auditLog.detailsJson })
      .from(auditLog)
      .where(and(eq(auditLog.teamId, teamId), eq(auditLog.resourceType, item.type), eq(auditLog.resourceId, item.id), gte(auditLog.at, since)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    if (latest && latest.actorId === actorId && latest.action === "change" && latest.detailsJson === detailsJson) {
      await db.update(auditLog).set({ at }).where(eq(auditLog.id, latest.id));
    } else {
      teamsWithoutRun.push(teamId);
    }
  }
  if (teamsWithoutRun.length > 0) await recordItemAudit(db, { actorId, action: "change", resource: item, details, at }, teamsWithoutRun);
}

export interface AuditFilter {
  action?: AuditAction | null;
  actorId?: string | null;
  /** Inclusive start and exclusive end. */
  from?: Date | null;
  to?: Date | null;
}

export interface AuditRow {
  id: string;
  at: Date;
  action: AuditAction;
  actorId: string;
  actorEmail: string;
  resourceType: string | null;
  resourceId: string | null;
  details: AuditDetails;
}

/** A team's log, newest first: the entries written for that team only. */
export async function listAudit(db: Database, teamId: string, filter: AuditFilter = {}, limit = 500): Promise<AuditRow[]> {
  const conditions = [eq(auditLog.teamId, teamId)];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      resourceType: auditLog.resourceType,
      resourceId: auditLog.resourceId,
      detailsJson: auditLog.detailsJson,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), sql`"audit_log".rowid desc`)
    .limit(limit);
  return rows.map(({ detailsJson, action, ...row }) => ({ ...row, action: action as AuditAction, details: parseDetails(detailsJson) }));
}

function parseDetails(json: string): AuditRow["details"] {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as AuditRow["details"]) : {};
  } catch {
    return {};
  }
}

/**
 * The log as CSV, with text a spreadsheet would run as a formula defused (the answer exports' own rule), after a
 * UTF-8 byte order mark: without it Excel on Windows reads the file as ANSI and shows "·" as "Â·".
 */
export function auditCsv(rows: AuditRow[]): string {
  const header = ["Time (UTC)", "Member", "Action", "Resource type", "Resource id", "Details"];
  const lines = [header, ...rows.map((r) => [r.at.toISOString(), r.actorEmail, AUDIT_ACTION_LABELS[r.action] ?? r.action, r.resourceType ?? "", r.resourceId ?? "", describeDetails(r.details)])];
  return "\uFEFF" + lines.map((fields) => fields.map((f) => csvField(f, { defuse: true })).join(",")).join("\r\n") + "\r\n";
}
