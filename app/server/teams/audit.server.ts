// The audit log: one row per thing done that a team's admins must be able to account for. Team actions carry
// their team; a member's own actions (an upload, an export) carry none and appear in the log of every team the
// member belongs to.
import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { AUDIT_ACTION_LABELS, describeDetails, type AuditAction, type AuditDetails } from "~/lib/audit-actions";
import type { ResourceType } from "~/lib/team-permissions";
import type { Database } from "~/server/db/client.server";
import { auditLog, teamMembers, users } from "~/server/db/schema";
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

/** A team's log, newest first: its own entries and its members' own actions. */
export async function listAudit(db: Database, teamId: string, filter: AuditFilter = {}, limit = 500): Promise<AuditRow[]> {
  const members = db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const conditions = [or(eq(auditLog.teamId, teamId), and(isNull(auditLog.teamId), inArray(auditLog.actorId, members)))];
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

/** The log as CSV, with text a spreadsheet would run as a formula defused (the answer exports' own rule). */
export function auditCsv(rows: AuditRow[]): string {
  const header = ["Time (UTC)", "Member", "Action", "Resource type", "Resource id", "Details"];
  const lines = [header, ...rows.map((r) => [r.at.toISOString(), r.actorEmail, AUDIT_ACTION_LABELS[r.action] ?? r.action, r.resourceType ?? "", r.resourceId ?? "", describeDetails(r.details)])];
  return lines.map((fields) => fields.map((f) => csvField(f, { defuse: true })).join(",")).join("\r\n") + "\r\n";
}
