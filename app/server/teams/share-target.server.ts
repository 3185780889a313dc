// The item a "Share with team" form names, with its owner and the name the audit log and the toast use. The
// user must be able to see it (404 otherwise); whether they may share it is the access check's job.
import { eq } from "drizzle-orm";
import type { ResourceType } from "~/lib/team-permissions";
import { requireAccess, requireResource, type ResourceRef } from "~/server/access.server";
import type { Database } from "~/server/db/client.server";
import { dashboards } from "~/server/db/schema";
import { notFound } from "~/server/workspace-error.server";

export async function shareableResource(db: Database, userId: string, type: ResourceType, id: string): Promise<ResourceRef & { name: string }> {
  if (type === "dashboard") {
    const row = await db.query.dashboards.findFirst({ where: eq(dashboards.id, id) });
    if (!row) throw notFound("This dashboard");
    const ref = { type, id: row.id, ownerId: row.ownerId };
    await requireAccess(db, userId, ref, "view");
    return { ...ref, name: row.title };
  }
  const { row } = await requireResource(db, userId, type, id, "view");
  return { type, id: row.id, ownerId: row.ownerId, name: "name" in row ? row.name : row.title };
}
