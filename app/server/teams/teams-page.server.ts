// What the Teams page shows: the user's teams, the chosen team's members and invitations, and — for its owner
// and admins — the audit log with the filters from the address.
import { roleMayOnTeam, type TeamRole } from "~/lib/team-permissions";
import { auditFilterSchema } from "~/lib/team-form";
import type { Database } from "~/server/db/client.server";
import { AUDIT_ACTIONS, type AuditAction } from "~/lib/audit-actions";
import { listAudit, type AuditFilter } from "./audit.server";
import { getMyTeam, listMembers, listMyTeams, pendingInvites, planHasTeams } from "./teams.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit filters as the page's GET form sends them: unknown values are ignored, both days are included. */
export function auditFilterFrom(search: URLSearchParams): AuditFilter & { values: { action: string; member: string; from: string; to: string } } {
  const parsed = auditFilterSchema.parse(Object.fromEntries(search));
  const action = (AUDIT_ACTIONS as readonly string[]).includes(parsed.action ?? "") ? (parsed.action as AuditAction) : null;
  const day = (text: string | undefined) => {
    const time = text ? Date.parse(`${text}T00:00:00Z`) : NaN;
    return Number.isNaN(time) ? null : new Date(time);
  };
  const from = day(parsed.from);
  const to = day(parsed.to);
  return {
    action,
    actorId: parsed.member || null,
    from,
    to: to && new Date(to.getTime() + DAY_MS),
    values: { action: action ?? "", member: parsed.member ?? "", from: from ? parsed.from! : "", to: to ? parsed.to! : "" },
  };
}

export async function loadTeamsPage(db: Database, user: { id: string; plan: string }, search: URLSearchParams, now: Date) {
  const teams = await listMyTeams(db, user.id);
  const wanted = search.get("team");
  const current = teams.find((t) => t.id === wanted) ?? teams[0] ?? null;
  const canCreate = planHasTeams(user.plan);
  if (!current) return { canCreate, teams: [] as { id: string; name: string; role: TeamRole }[], team: null };
  const { role } = await getMyTeam(db, user.id, current.id);
  const manages = roleMayOnTeam(role, "manage_members");
  const filter = auditFilterFrom(search);
  const [members, invites, audit] = await Promise.all([
    listMembers(db, current.id),
    manages ? pendingInvites(db, current.id, now) : Promise.resolve([]),
    roleMayOnTeam(role, "view_audit") ? listAudit(db, current.id, filter, 200) : Promise.resolve(null),
  ]);
  return {
    canCreate,
    teams: teams.map((t) => ({ id: t.id, name: t.name, role: t.role })),
    team: {
      id: current.id,
      name: current.name,
      role: role as TeamRole,
      manages,
      transfers: roleMayOnTeam(role, "transfer_ownership"),
      members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
      invites: invites.map((i) => ({ id: i.id, email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString() })),
      audit: audit && {
        filter: filter.values,
        entries: audit.map((e) => ({ ...e, at: e.at.toISOString() })),
      },
    },
  };
}
