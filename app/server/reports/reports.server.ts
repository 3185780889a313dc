// Reports: saved analyses collected under a title, in the author's order, each with an optional note.
// Every read and write is scoped to the owner; another user's report is "not found".
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { requireAnalysesFor } from "~/server/analyses/analyses.server";
import type { Database } from "~/server/db/client.server";
import { analyses, reportAnalyses, reports } from "~/server/db/schema";
import { requireResource } from "~/server/access.server";
import { exportsAndSharesOf, forgetDerivedOf } from "~/server/deleted-resources.server";
import { auditTeamsOf, recordItemAudit } from "~/server/teams/audit.server";
import { notFound, WorkspaceError } from "~/server/workspace-error.server";

export type ReportRow = typeof reports.$inferSelect;
export type AnalysisRow = typeof analyses.$inferSelect;

export interface ReportItem {
  analysis: AnalysisRow;
  note: string | null;
}

export interface ReportInput {
  title: string;
  subtitle?: string | null;
  /** The user's saved analyses, in the report's order, each with an optional note. */
  items: { analysisId: string; note?: string | null }[];
}

const clean = (text: string | null | undefined, max: number) => {
  const trimmed = text?.trim().slice(0, max);
  return trimmed ? trimmed : null;
};

/** The report's analyses as `actorId` submits them: the owner's, each one the actor may open or already in the report. */
async function allowedAnalyses(db: Database, actorId: string, ownerId: string, ids: string[], alreadyIn: string[] = []): Promise<void> {
  if (ids.length === 0) throw new WorkspaceError(400, "Choose at least one saved analysis for the report.");
  await requireAnalysesFor(db, actorId, ownerId, ids, alreadyIn);
}

function itemRows(reportId: string, items: ReportInput["items"]) {
  return items.map((item, position) => ({ reportId, analysisId: item.analysisId, position, note: clean(item.note, 500) }));
}

/** Creates a report from the user's saved analyses (400 without any; 404 for one that is not theirs). */
export async function createReport(db: Database, ownerId: string, input: ReportInput, now = new Date()): Promise<ReportRow> {
  const title = clean(input.title, 120);
  if (!title) throw new WorkspaceError(400, "Give the report a title.");
  await allowedAnalyses(db, ownerId, ownerId, input.items.map((i) => i.analysisId));
  const report: ReportRow = { id: crypto.randomUUID(), ownerId, title, subtitle: clean(input.subtitle, 200), createdAt: now, updatedAt: now };
  await db.batch([db.insert(reports).values(report), db.insert(reportAnalyses).values(itemRows(report.id, input.items))]);
  return report;
}

export async function getReport(db: Database, ownerId: string, id: string): Promise<ReportRow> {
  const row = await db.query.reports.findFirst({ where: and(eq(reports.id, id), eq(reports.ownerId, ownerId)) });
  if (!row) throw notFound("This report");
  return row;
}

/** The report's analyses in order (an analysis deleted with its file has left the report). */
export async function reportItems(db: Database, reportId: string): Promise<ReportItem[]> {
  const rows = await db
    .select({ analysis: analyses, note: reportAnalyses.note })
    .from(reportAnalyses)
    .innerJoin(analyses, eq(analyses.id, reportAnalyses.analysisId))
    .where(eq(reportAnalyses.reportId, reportId))
    .orderBy(asc(reportAnalyses.position));
  return rows;
}
/** What an edit of a report changed, in words for the audit log; null when it changed nothing. */
interface ReportChange {
  change: string;
  from: string;
  to: string;
}

/**
 * Replaces a report's title, subtitle, analyses, order and notes, done by `actorId` (its owner or a team member who
 * may edit it): an analysis it adds must be one the actor may open (404 otherwise). Returns what changed (for the
 * audit log).
 */
export async function updateReport(db: Database, actorId: string, reportId: string, input: ReportInput, now = new Date()): Promise<ReportChange | null> {
  const { row: before } = await requireResource(db, actorId, "report", reportId, "edit");
  const title = clean(input.title, 120);
  if (!title) throw new WorkspaceError(400, "Give the report a title.");
  const beforeItems = await db.select().from(reportAnalyses).where(eq(reportAnalyses.reportId, reportId)).orderBy(asc(reportAnalyses.position));
  await allowedAnalyses(db, actorId, before.ownerId, input.items.map((i) => i.analysisId), beforeItems.map((i) => i.analysisId));
  const afterItems = itemRows(reportId, input.items);
  await db.batch([
    db.update(reports).set({ title, subtitle: clean(input.subtitle, 200), updatedAt: now }).where(eq(reports.id, before.id)),
    db.delete(reportAnalyses).where(eq(reportAnalyses.reportId, reportId)),
    db.insert(reportAnalyses).values(afterItems),
  ]);
  const change = describeReportEdit(
    { title: before.title, subtitle: before.subtitle, items: beforeItems },
    { title, subtitle: clean(input.subtitle, 200), items: afterItems },
  );
  return change ? { change, from: before.title, to: title } : null;
}

type ReportState = { title: string; subtitle: string | null; items: { analysisId: string; note: string | null }[] };

/** "renamed the report, added 1 analysis, reordered the analyses" — or null when nothing changed. */
function describeReportEdit(before: ReportState, after: ReportState): string | null {
  const count = (n: number) => `${n} ${n === 1 ? "analysis" : "analyses"}`;
  const beforeIds = before.items.map((i) => i.analysisId);
  const afterIds = after.items.map((i) => i.analysisId);
  const added = afterIds.filter((id) => !beforeIds.includes(id)).length;
  const removed = beforeIds.filter((id) => !afterIds.includes(id)).length;
  const kept = afterIds.filter((id) => beforeIds.includes(id));
  const notes = new Map(before.items.map((i) => [i.analysisId, i.note]));
  const parts = [
    before.title !== after.title ? "renamed the report" : null,
    before.subtitle !== after.subtitle ? "changed the subtitle" : null,
    added > 0 ? `added ${count(added)}` : null,
    removed > 0 ? `removed ${count(removed)}` : null,
    kept.join() !== beforeIds.filter((id) => afterIds.includes(id)).join() ? "reordered the analyses" : null,
    after.items.some((i) => notes.has(i.analysisId) && notes.get(i.analysisId) !== i.note) ? "edited notes" : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** The user's reports, newest change first, with how many analyses each holds. */
export async function listReports(db: Database, ownerId: string): Promise<(ReportRow & { analyses: number })[]> {
  return db
    .select({
      id: reports.id,
      ownerId: reports.ownerId,
      title: reports.title,
      subtitle: reports.subtitle,
      createdAt: reports.createdAt,
      updatedAt: reports.updatedAt,
      analyses: sql<number>`(select count(*) from ${reportAnalyses} where ${reportAnalyses.reportId} = ${reports.id})`,
    })
    .from(reports)
    .where(eq(reports.ownerId, ownerId))
    .orderBy(desc(reports.updatedAt));
}

/**
 * Deletes a report the user may delete (their own, or as a team owner/admin) with its exports (anyone's files)
 * and shares, and writes the audit entry.
 */
export async function deleteReportAs(db: Database, files: R2Bucket, actorId: string, id: string, now: Date): Promise<void> {
  const { row } = await requireResource(db, actorId, "report", id, "delete");
  const teamIds = await auditTeamsOf(db, actorId, { type: "report", id: row.id });
  await forgetDerivedOf(db, files, { reports: [row.id] });
  await db.delete(reports).where(eq(reports.id, row.id));
  await recordItemAudit(db, { actorId, action: "delete", resource: { type: "report", id: row.id }, details: { name: row.title, owner: row.ownerId === actorId ? null : row.ownerId }, at: now }, teamIds);
}


/** What deleting a report takes with it (its exported files and its shares) and what stays (its analyses). */
export async function reportDeleteImpact(db: Database, reportId: string): Promise<{ exports: number; shares: number; analyses: number }> {
  const [held] = await db.select({ n: sql<number>`count(*)` }).from(reportAnalyses).where(eq(reportAnalyses.reportId, reportId));
  return { ...(await exportsAndSharesOf(db, { type: "report", id: reportId })), analyses: Number(held?.n ?? 0) };
}
