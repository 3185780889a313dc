// The ONE answer to "may user U do action A on resource R": the resource's owner may do everything; a member
// of a team the resource is shared with may do what their role allows (app/lib/team-permissions.ts); anyone
// else gets the same 404 as for an id that never existed. Seeing a resource but lacking the role for an
// action is a 403 that says which role it takes.
import { data } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { ACTIONS_OF, roleMay, roleWithArticle, strongestRole, type ResourceAction, type ResourceType, type TeamRole } from "~/lib/team-permissions";
import type { Database } from "~/server/db/client.server";
import { analyses, datasets, reports, shares, teamMembers } from "~/server/db/schema";
import { notFound, WorkspaceError } from "~/server/workspace-error.server";

/** A resource as the access check needs it: what it is, which one, and whose. */
export interface ResourceRef {
  type: ResourceType;
  id: string;
  ownerId: string;
}

/** How a user reaches a resource: as its owner, or through a team with a role. */
export type AccessLevel = "resource-owner" | TeamRole;

const NAMES: Record<ResourceType, string> = { dataset: "This file", analysis: "This analysis", report: "This report", dashboard: "This dashboard" };

const ACTION_WORDS: Record<ResourceAction, string> = {
  view: "open",
  ask: "ask questions of",
  export: "export",
  edit: "change",
  delete: "delete",
  share: "share or unshare",
};

/** The user's access to the resource, or null when they may not even see it. */
export async function accessLevel(db: Database, userId: string, ref: ResourceRef): Promise<AccessLevel | null> {
  if (ref.ownerId === userId) return "resource-owner";
  const rows = await db
    .select({ role: teamMembers.role })
    .from(shares)
    .innerJoin(teamMembers, eq(teamMembers.teamId, shares.teamId))
    .where(and(eq(shares.resourceType, ref.type), eq(shares.resourceId, ref.id), eq(teamMembers.userId, userId)));
  return strongestRole(rows.map((r) => r.role));
}

/** Whether this access allows `action` on a `type`. */
export function levelMay(level: AccessLevel, action: ResourceAction, type: ResourceType): boolean {
  return level === "resource-owner" ? ACTIONS_OF[type].includes(action) : roleMay(level, action, type);
}

/**
 * Checks that `userId` may do `action` on the resource and returns how they reach it. Throws a 404
 * WorkspaceError when they cannot see it, a 403 when their team role does not allow the action.
 * Dashboards use it with their own row: `requireAccess(db, user.id, { type: "dashboard", id, ownerId }, "edit")`.
 */
export async function requireAccess(db: Database, userId: string, ref: ResourceRef, action: ResourceAction): Promise<AccessLevel> {
  const level = await accessLevel(db, userId, ref);
  if (level === null) throw notFound(NAMES[ref.type]);
  if (!levelMay(level, action, ref.type)) {
    throw new WorkspaceError(403, `${NAMES[ref.type]} was shared with you as ${level === "resource-owner" ? "its owner" : roleWithArticle(level)}, which cannot ${ACTION_WORDS[action]} it. Ask its owner or a team admin.`);
  }
  return level;
}

type Rows = {
  dataset: typeof datasets.$inferSelect;
  analysis: typeof analyses.$inferSelect;
  report: typeof reports.$inferSelect;
};

const byId: { [K in keyof Rows]: (db: Database, id: string) => Promise<Rows[K] | undefined> } = {
  dataset: (db, id) => db.query.datasets.findFirst({ where: eq(datasets.id, id) }),
  analysis: (db, id) => db.query.analyses.findFirst({ where: eq(analyses.id, id) }),
  report: (db, id) => db.query.reports.findFirst({ where: eq(reports.id, id) }),
};

/** A dataset, analysis or report the user may `action`, with how they reach it (404/403 WorkspaceError otherwise). */
export async function requireResource<K extends keyof Rows>(
  db: Database,
  userId: string,
  type: K,
  id: string | undefined,
  action: ResourceAction,
): Promise<{ row: Rows[K]; level: AccessLevel }> {
  const row = id ? await byId[type](db, id) : undefined;
  if (!row) throw notFound(NAMES[type]);
  const level = await requireAccess(db, userId, { type, id: row.id, ownerId: row.ownerId }, action);
  return { row, level };
}

/** requireResource for a page's loader or action: a 404 or 403 becomes the response the error boundary shows. */
export async function requirePageResource<K extends keyof Rows>(db: Database, userId: string, type: K, id: string | undefined, action: ResourceAction) {
  try {
    return await requireResource(db, userId, type, id, action);
  } catch (error) {
    if (error instanceof WorkspaceError) throw data(error.message, { status: error.status });
    throw error;
  }
}
