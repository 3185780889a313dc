// What deleting a file takes with it, said before it happens: its cleaned copies (an original's), the
// conversations about them (anyone's), the saved analyses made on them and so the report entries and dashboard
// tiles showing those analyses, and the file's shares with teams. A delete that would take any of these waits for
// the person to confirm (a form field or `?confirm=1`): nothing the user made goes as a side effect.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { analyses, conversations, dashboardTiles, dashboards, datasets, reportAnalyses, reportExports, reports, shares, users } from "~/server/db/schema";
import { requireResource } from "~/server/access.server";
import { deleteDatasetAs, type DatasetRow } from "./datasets.server";

export interface DeleteImpact {
  /** The file first, then (for an original) its cleaned copies — `owner` names a copy someone else made (a team member). */
  files: { id: string; name: string; owner?: string | null }[];
  conversations: number;
  analyses: { id: string; title: string }[];
  /** Reports that lose entries: how many of how many. */
  reports: { id: string; title: string; losing: number; of: number }[];
  /** Dashboards that lose tiles. */
  dashboards: { id: string; title: string; tiles: number }[];
  /** Shares of the file or its analyses with teams. */
  shares: number;
  /** Exported files made from the analyses that go. */
  exports: number;
}

/** Whether anything beyond the item itself goes with it: then the person confirms first. */
export function needsConfirmation(impact: DeleteImpact): boolean {
  return impact.files.length > 1 || impact.conversations > 0 || impact.analyses.length > 0 || impact.reports.length > 0 || impact.dashboards.length > 0 || impact.shares > 0 || impact.exports > 0;
}

const count = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** Where saved analyses show, for a delete that takes them: the reports losing entries, the dashboards losing tiles, their exports. */
async function whereAnalysesShow(db: Database, savedIds: string[]): Promise<Pick<DeleteImpact, "reports" | "dashboards" | "exports">> {
  if (savedIds.length === 0) return { reports: [], dashboards: [], exports: 0 };
  const reportRows = await db
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
  const dashboardRows = await db
    .select({ id: dashboards.id, title: dashboards.title, tiles: sql<number>`count(*)` })
    .from(dashboardTiles)
    .innerJoin(dashboards, eq(dashboards.id, dashboardTiles.dashboardId))
    .where(inArray(dashboardTiles.analysisId, savedIds))
    .groupBy(dashboards.id, dashboards.title);
  const exported = await db.select({ n: sql<number>`count(*)` }).from(reportExports).where(inArray(reportExports.analysisId, savedIds));
  return {
    reports: reportRows.map((r) => ({ ...r, losing: Number(r.losing), of: Number(r.of) })),
    dashboards: dashboardRows.map((d) => ({ ...d, tiles: Number(d.tiles) })),
    exports: count(exported),
  };
}

export async function datasetDeleteImpact(db: Database, row: Pick<DatasetRow, "id" | "name" | "ownerId">): Promise<DeleteImpact> {
  const copies = await db
    .select({ id: datasets.id, name: datasets.name, ownerId: datasets.ownerId, ownerEmail: users.email })
    .from(datasets)
    .innerJoin(users, eq(users.id, datasets.ownerId))
    .where(eq(datasets.sourceDatasetId, row.id))
    .orderBy(datasets.createdAt);
  // A team member's copy of a shared file goes with it: say whose it is.
  const files = [{ id: row.id, name: row.name }, ...copies.map((c) => ({ id: c.id, name: c.name, owner: c.ownerId === row.ownerId ? null : c.ownerEmail }))];
  const ids = files.map((f) => f.id);
  const talks = await db.select({ n: sql<number>`count(*)` }).from(conversations).where(inArray(conversations.datasetId, ids));
  const saved = await db.select({ id: analyses.id, title: analyses.title }).from(analyses).where(inArray(analyses.datasetId, ids)).orderBy(analyses.createdAt);
  const savedIds = saved.map((a) => a.id);
  const shared = await db
    .select({ n: sql<number>`count(*)` })
    .from(shares)
    .where(or(and(eq(shares.resourceType, "dataset"), inArray(shares.resourceId, ids)), savedIds.length === 0 ? undefined : and(eq(shares.resourceType, "analysis"), inArray(shares.resourceId, savedIds))));
  return { files, conversations: count(talks), analyses: saved, ...(await whereAnalysesShow(db, savedIds)), shares: count(shared) };
}

/** What deleting one saved analysis takes: its entries in reports, its dashboard tiles, its exports and shares. */
export async function analysisDeleteImpact(db: Database, analysisId: string): Promise<DeleteImpact> {
  const shared = await db.select({ n: sql<number>`count(*)` }).from(shares).where(and(eq(shares.resourceType, "analysis"), eq(shares.resourceId, analysisId)));
  return { files: [], conversations: 0, analyses: [], ...(await whereAnalysesShow(db, [analysisId])), shares: count(shared) };
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
