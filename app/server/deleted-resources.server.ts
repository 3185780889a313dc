// What must go with a file, report or dashboard that is deleted, beyond its own rows: the exported files made
// from it — by its owner or by a team member it was shared with, each under the exporter's own R2 prefix — with
// their rows and their jobs, and its shares with teams. Neither is reached by ON DELETE CASCADE: an export's row would cascade
// away and leave its R2 object behind for good (the retention sweep finds files through their rows), and a
// share names its resource by type and id, which no foreign key can follow.
import { and, eq, inArray, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { analyses, conversations, jobs, messages, reportExports, shares } from "~/server/db/schema";

/** Ids as a list or as a subquery selecting one `id` column. */
type Ids = string[] | SQLWrapper;

export interface DeletedResources {
  /** Files: their saved analyses and answered messages go with them, so their exports and shares do too. */
  datasets?: Ids;
  /** Saved analyses deleted on their own: their exports and shares. */
  analyses?: Ids;
  reports?: Ids;
  dashboards?: Ids;
}

/** D1 binds at most 100 parameters a statement; a list of file ids appears twice in the export query. */
const IDS_PER_STATEMENT = 40;

/** The saved analyses of these files. */
export function analysesOfDatasets(db: Database, datasetIds: Ids) {
  return db.select({ id: analyses.id }).from(analyses).where(inArray(analyses.datasetId, datasetIds));
}

function messagesOfDatasets(db: Database, datasetIds: Ids) {
  return db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(inArray(conversations.datasetId, datasetIds));
}

/**
 * Deletes the exports made from these resources (their R2 objects, then their rows) and the resources' shares
 * with teams. Call it before deleting the resources themselves; deleting again after a failure finishes the work.
 */
export async function forgetDerivedOf(db: Database, files: R2Bucket, resources: DeletedResources): Promise<void> {
  const { datasets = [], analyses: analysisIds = [], reports = [], dashboards = [] } = resources;
  if (Array.isArray(datasets) && datasets.length > IDS_PER_STATEMENT) {
    for (let i = 0; i < datasets.length; i += IDS_PER_STATEMENT) await forgetDerivedOf(db, files, { datasets: datasets.slice(i, i + IDS_PER_STATEMENT) });
    return forgetDerivedOf(db, files, { analyses: analysisIds, reports, dashboards });
  }
  const exported = await db
    .select({ id: reportExports.id, fileKey: reportExports.fileKey })
    .from(reportExports)
    .where(
      or(
        inArray(reportExports.analysisId, analysesOfDatasets(db, datasets)),
        inArray(reportExports.analysisId, analysisIds),
        inArray(reportExports.messageId, messagesOfDatasets(db, datasets)),
        inArray(reportExports.reportId, reports),
        inArray(reportExports.dashboardId, dashboards),
      ),
    );
  const keys = exported.flatMap((e) => (e.fileKey ? [e.fileKey] : []));
  for (let i = 0; i < keys.length; i += 1000) await files.delete(keys.slice(i, i + 1000));
  for (let i = 0; i < exported.length; i += 90) {
    const ids = exported.slice(i, i + 90).map((e) => e.id);
    await db.delete(reportExports).where(inArray(reportExports.id, ids));
    // Each export's job (same id, anyone's) names the file it made, and so the item: a finished one goes; one still
    // waiting or running is marked failed with nothing of the item left on it, so its message, when it comes,
    // finds it finished and hands its owner's turn on (jobs/enqueue.server.ts).
    await db.delete(jobs).where(and(inArray(jobs.id, ids), inArray(jobs.status, ["done", "failed"])));
    await db.update(jobs).set({ status: "failed", held: false, resultKey: null, error: "What this file was made from was deleted.", updatedAt: new Date() }).where(inArray(jobs.id, ids));
  }
  await db
    .delete(shares)
    .where(
      or(
        and(eq(shares.resourceType, "dataset"), inArray(shares.resourceId, datasets)),
        and(eq(shares.resourceType, "analysis"), inArray(shares.resourceId, analysesOfDatasets(db, datasets))),
        and(eq(shares.resourceType, "analysis"), inArray(shares.resourceId, analysisIds)),
        and(eq(shares.resourceType, "report"), inArray(shares.resourceId, reports)),
        and(eq(shares.resourceType, "dashboard"), inArray(shares.resourceId, dashboards)),
      ),
    );
}

/** How many exported files and team shares go with a report or dashboard: what its delete step says. */
export async function exportsAndSharesOf(db: Database, item: { type: "report" | "dashboard"; id: string }): Promise<{ exports: number; shares: number }> {
  const exported = await db
    .select({ n: sql<number>`count(*)` })
    .from(reportExports)
    .where(item.type === "report" ? eq(reportExports.reportId, item.id) : eq(reportExports.dashboardId, item.id));
  const shared = await db.select({ n: sql<number>`count(*)` }).from(shares).where(and(eq(shares.resourceType, item.type), eq(shares.resourceId, item.id)));
  return { exports: Number(exported[0]?.n ?? 0), shares: Number(shared[0]?.n ?? 0) };
}
