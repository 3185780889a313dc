// Deleting one saved analysis: it leaves the reports and dashboards that show it (a report it leaves empty is
// named so), and its exports and shares go with it. Like a file's, the delete waits for a confirmation whenever
// anything besides the analysis goes (issue #25: a destructive action says what it takes and asks first).
import { eq } from "drizzle-orm";
import { requireResource } from "~/server/access.server";
import { analysisDeleteImpact, needsConfirmation, type DeleteImpact } from "~/server/datasets/delete-impact.server";
import type { Database } from "~/server/db/client.server";
import { analyses } from "~/server/db/schema";
import { forgetDerivedOf } from "~/server/deleted-resources.server";
import { auditTeamsOf, recordItemAudit } from "~/server/teams/audit.server";

/** The analysis the person may delete (their own, or as owner or admin of a team it is shared with) and what goes with it. */
export async function analysisToDelete(db: Database, actorId: string, id: string) {
  const { row } = await requireResource(db, actorId, "analysis", id, "delete");
  return { row, impact: await analysisDeleteImpact(db, row.id) };
}

/** Deletes the analysis when `confirmed` or when nothing else goes; otherwise deletes nothing and says what would go. */
export async function deleteAnalysisConfirmed(
  db: Database,
  files: R2Bucket,
  actorId: string,
  id: string,
  now: Date,
  confirmed: boolean,
): Promise<{ deleted: true } | { deleted: false; impact: DeleteImpact }> {
  const { row, impact } = await analysisToDelete(db, actorId, id);
  if (!confirmed && needsConfirmation(impact)) return { deleted: false, impact };
  const teamIds = await auditTeamsOf(db, actorId, { type: "analysis", id: row.id });
  await forgetDerivedOf(db, files, { analyses: [row.id] });
  // Report entries and dashboard tiles go by ON DELETE CASCADE.
  await db.delete(analyses).where(eq(analyses.id, row.id));
  await recordItemAudit(db, { actorId, action: "delete", resource: { type: "analysis", id: row.id }, details: { name: row.title, owner: row.ownerId === actorId ? null : row.ownerId }, at: now }, teamIds);
  return { deleted: true };
}
