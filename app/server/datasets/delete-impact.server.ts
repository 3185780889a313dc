// What deleting a file takes with it, said before it happens: its cleaned copies (an original's), the
// conversations about them (anyone's), the saved analyses made on them and so the report entries and dashboard
// tiles showing those analyses, and the file's shares with teams. A delete that would take any of these waits for
// the person to confirm (a form field or `?confirm=1`): nothing the user made goes as a side effect.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { analyses, conversations, dashboardTiles, dashboards, datasets, reportAnalyses, reports, shares } from "~/server/db/schema";
import { requireResource } from "~/server/access.server";
import { deleteDatasetAs, type DatasetRow } from "./datasets.server";

export interface DeleteImpact {
  /** The file first, then (for an original) its cleaned copies. */
  files: { id: string; name: string }[];
  conversations: number;
  analyses: { id: string; title: string }[];
  /** Reports that lose entries: how many of how many. */
  reports: { id: string; title: string; losing: number; of: number }[];
  /** Dashboards that lose tiles. */
  dashboards: { id: string; title: string; tiles: number }[];
  /** Shares of the file or its analyses with teams. */
  shares: number;
}

/** Whether anything beyond the file itself goes with it: then the person confirms first. */
export function needsConfirmation(impact: DeleteImpact): boolean {
  return impact.files.length > 1 || impact.conversations > 0 || impact.analyses.length > 0 || impact.shares > 0;
}

export async function datasetDeleteImpact(db: Database, row: Pick<DatasetRow, "id" | "name">): Promise<DeleteImpact> {
  const copies = await db.select({ id: datasets.id, name: datasets.name }).from(datasets).where(eq(datasets.sourceDatasetId, row.id)).orderBy(datasets.createdAt);
  const files = [{ id: row.id, name: row.name }, ...copies];
  const ids = files.map((f) => f.id);
  const [talks] = await db.select({ n: sql<number>`count(*)` }).from(conversations).where(inArray(conversations.datasetId, ids));
  const saved = await db.select({ id: analyses.id, title: analyses.title }).from(analyses).where(inArray(analyses.datasetId, ids)).orderBy(analyses.createdAt);
  const savedIds = saved.map((a) => a.id);
  const none = savedIds.length === 0;
  const reportRows = none
    ? []
    : await db
        .select({
          id: reports.id,
          title: reports.title,
          losing: sql<number>`sum(case when ${inArray(reportAnalyses.analysisId, savedIds)} then 1 else 0 end)`,
          of: sql<number>`count(*)`,
        })
        .from(reportAnalyses)
        .innerJoin(reports, eq(reports.id, reportAnalyses.reportId))
        .where(inArray(reportAnalyses.reportId, db.select({ id: reportAnalyses.reportId }).from(reportAnalyses).where(inArray(reportAnalyses.analysisId, savedIds))))
        .groupBy(reports.id, reports.title);
  const dashboardRows = none
    ? []
    : await db
        .select({ id: dashboards.id, title: dashboards.title, tiles: sql<number>`count(*)` })
        .from(dashboardTiles)
        .innerJoin(dashboards, eq(dashboards.id, dashboardTiles.dashboardId))
        .where(inArray(dashboardTiles.analysisId, savedIds))
        .groupBy(dashboards.id, dashboards.title);
  const [shared] = await db
    .select({ n: sql<number>`count(*)` })
    .from(shares)
    .where(or(and(eq(shares.resourceType, "dataset"), inArray(shares.resourceId, ids)), none ? undefined : and(eq(shares.resourceType, "analysis"), inArray(shares.resourceId, savedIds))));
  return {
    files,
    conversations: Number(talks?.n ?? 0),
    analyses: saved,
    reports: reportRows.map((r) => ({ ...r, losing: Number(r.losing), of: Number(r.of) })),
    dashboards: dashboardRows.map((d) => ({ ...d, tiles: Number(d.tiles) })),
    shares: Number(shared?.n ?? 0),
  };
}

/**
 * Deletes a file the user may delete (their own, or as owner or admin of a team it is shared with; 404 / 403
 * otherwise) with everything derived from it — when `confirmed`, or when nothing but the file would go. Otherwise
 * deletes nothing and returns what would go, for the person to confirm.
 */
export async function deleteDatasetConfirmed(
  db: Database,
  bucket: R2Bucket,
  actorId: string,
  id: string,
  now: Date,
  confirmed: boolean,
): Promise<{ deleted: true } | { deleted: false; row: DatasetRow; impact: DeleteImpact }> {
  const { row } = await requireResource(db, actorId, "dataset", id, "delete");
  const impact = await datasetDeleteImpact(db, row);
  if (!confirmed && needsConfirmation(impact)) return { deleted: false, row, impact };
  await deleteDatasetAs(db, bucket, actorId, row.id, now);
  return { deleted: true };
}
