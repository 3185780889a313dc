// The report Worker's side of an export: the report's saved plans run again on the data each was made on (a
// cleaned copy stays the one it was saved from until the user moves it), rendered into the asked format and stored in R2 under the
// owner's prefix. The file's key depends only on the job's id, so a redelivered message overwrites the
// same object instead of adding a second file.
import { and, eq, inArray } from "drizzle-orm";
import { parseStoredAnswer } from "~/lib/answer";
import { EXPORT_ANALYSES_SHARE } from "~/lib/export-progress";
import { datasetForAnalysis, openDataset, profileOf } from "~/server/conversations/ask.server";
import { getDataset } from "~/server/datasets/datasets.server";
import type { Database } from "~/server/db/client.server";
import { analyses, messages, reportExports, users } from "~/server/db/schema";
import type { Services } from "~/server/services.server";
import { WorkspaceError } from "~/server/workspace-error.server";
import { chooseChart, executePlan, narrate } from "../../../engine";
import type { ReportDataset, ReportDocument, ReportRerun, ReportSection } from "../../../engine/export/report-document";
import { describeReceipt } from "../../../engine/planner";
import { conversationAnswer, type ExportableAnswer, type ExportRow } from "./exports.server";
import { renderExport, type RenderAssets, type RenderedFile } from "./render-report.server";
import { reportBranding } from "~/server/account/branding.server";
import { buildDataArchive } from "~/server/account/data-archive.server";
import { listTiles, requireDashboard } from "~/server/dashboards/dashboards.server";
import { kpiFigures } from "~/server/dashboards/kpi";
import { requireResource } from "~/server/access.server";
import { reportItems } from "./reports.server";
import { rerunSpecSchema, type RerunSpec } from "./rerun.server";
import { aliasColumns, aliasFacts } from "../../../engine/rerun/alias-columns";
import { compareTables, describeChanges } from "../../../engine/rerun/compare-tables";

type JobServices = Pick<Services, "db" | "files" | "clock">;

/** users/<owner>/exports/<export id>/<file name> */
export function exportKey(row: Pick<ExportRow, "ownerId" | "id" | "fileName">): string {
  return `users/${row.ownerId}/exports/${row.id}/${row.fileName}`;
}

/**
 * One answer (a saved analysis or a conversation's), its plan executed again on its file's current data. Exports
 * and the dashboard's tiles both show answers this way.
 */
export async function analysisSection(
  services: JobServices,
  ownerId: string,
  analysis: ExportableAnswer,
  note: string | null,
  /** Run on another file of the owner's instead ("Run this report on a new file"), its columns under the previous ids. */
  on?: { datasetId: string; columns: Record<string, string> },
): Promise<{ section: ReportSection; dataset: ReportDataset }> {
  const stored = parseStoredAnswer(analysis.answerJson);
  if (!stored?.plan) throw new WorkspaceError(409, `“${analysis.title}” has no analysis to run again.`);
  // The data the answer was made on; a rerun on a newer upload reads that upload's newest cleaned copy.
  const used = on ? (await datasetForAnalysis(services.db, ownerId, await getDataset(services.db, ownerId, on.datasetId))).used : await getDataset(services.db, ownerId, analysis.datasetId);
  if (used.status !== "ready") throw new WorkspaceError(409, `The file “${used.name}” is not ready, so “${analysis.title}” cannot be run again.`);
  const opened = await openDataset(services.files, used);
  const data = on ? aliasColumns(opened, on.columns) : opened;
  const profile = profileOf(used);
  const facts = profile && (on ? aliasFacts(opened.schema.columns, profile.columns, on.columns) : profile.columns);
  const result = await executePlan(data, stored.plan, { profile: facts ? { columns: facts } : undefined });
  const chart = chooseChart(result);
  const section: ReportSection = {
    title: analysis.title,
    note: note ?? undefined,
    answer: narrate(result),
    receipt: describeReceipt({ schema: data.schema, result, chart, planner: { planner: stored.planner } }),
    table: result.table,
    chart,
    datasetId: used.id,
  };
  return { section, dataset: { id: used.id, name: used.name } };
}

/** A report item: a saved analysis with its note; on a dashboard, also how its tile shows it (a KPI, or a text tile's body). */
interface ExportItem {
  analysis?: ExportableAnswer;
  note: string | null;
  tile?: { kind: "kpi" } | { kind: "text"; title: string; body: string };
}

/** A dashboard's tiles in reading order, as report items: analysis tiles, KPI tiles as KPIs, text tiles as text. */
async function dashboardItems(db: Database, ownerId: string, dashboardId: string): Promise<ExportItem[]> {
  const tiles = await listTiles(db, dashboardId);
  const analysisIds = tiles.flatMap((t) => (t.analysisId ? [t.analysisId] : []));
  const rows = analysisIds.length === 0 ? [] : await db.select().from(analyses).where(and(eq(analyses.ownerId, ownerId), inArray(analyses.id, analysisIds)));
  const byId = new Map(rows.map((a) => [a.id, a]));
  return tiles.flatMap((t): ExportItem[] => {
    if (t.type === "text") return t.body?.trim() ? [{ note: null, tile: { kind: "text", title: t.title, body: t.body } }] : [];
    const analysis = t.analysisId ? byId.get(t.analysisId) : undefined;
    if (!analysis) return [];
    return [{ analysis: { ...analysis, title: t.title || analysis.title }, note: t.note, tile: t.type === "kpi" ? { kind: "kpi" } : undefined }];
  });
}

const EMPTY_TABLE = { columns: [], rows: [], rowCount: 0, truncated: false };

/** A KPI tile's section: the figure, its period and change (as the tile shows them) and the receipt; no chart or table. */
function kpiSection(section: ReportSection): ReportSection {
  const kpi = kpiFigures(section.table);
  if (!kpi) return section;
  const change = kpi.change ? `${kpi.change.text} vs ${kpi.change.previousLabel}` : null;
  return { ...section, chart: undefined, table: EMPTY_TABLE, tile: { kind: "kpi", value: kpi.value, label: kpi.label, change, why: kpi.why } };
}

async function conversationOf(db: Database, messageId: string): Promise<string | undefined> {
  return (await db.query.messages.findFirst({ where: eq(messages.id, messageId), columns: { conversationId: true } }))?.conversationId;
}

/** Reports how far an export has come, 0–100 (the job's progress, which its status page shows). */
export type ExportProgress = (percent: number) => Promise<void>;

/** What the export renders: the report's analyses in order, or the one analysis, with fresh figures. */
export async function exportDocument(services: JobServices, row: ExportRow, progress: ExportProgress = async () => undefined): Promise<ReportDocument> {
  const { db } = services;
  let title: string;
  let subtitle: string | undefined;
  let items: ExportItem[];
  // Whose files the answers read: the report's or analysis's owner, who may have shared it with the requester's team.
  let dataOwner = row.ownerId;
  if (row.reportId) {
    // The requester's access is checked again when the file is made: a share withdrawn meanwhile stops it.
    const { row: report } = await requireResource(db, row.ownerId, "report", row.reportId, "export");
    dataOwner = report.ownerId;
    title = report.title;
    subtitle = report.subtitle ?? undefined;
    items = await reportItems(db, report.id);
    if (items.length === 0) throw new WorkspaceError(409, "This report has no analyses left (their files were deleted).");
  } else if (row.dashboardId) {
    // A dashboard shared with the requester's team holds its owner's analyses, run on its owner's data.
    const { row: dashboard } = await requireDashboard(db, row.ownerId, row.dashboardId, "export");
    dataOwner = dashboard.ownerId;
    title = dashboard.title;
    items = await dashboardItems(db, dashboard.ownerId, dashboard.id);
    if (items.length === 0) throw new WorkspaceError(409, "This dashboard has no tiles left to export (their analyses were deleted).");
  } else {
    const saved = row.analysisId ? (await requireResource(db, row.ownerId, "analysis", row.analysisId, "export")).row : undefined;
    if (saved) dataOwner = saved.ownerId;
    const analysis = row.messageId ? await conversationAnswer(db, row.ownerId, (await conversationOf(db, row.messageId)) ?? "", row.messageId) : saved;
    if (!analysis) throw new WorkspaceError(404, "The answer was deleted before its file was made.");
    title = analysis.title;
    items = [{ analysis, note: null }];
  }
  const sections: ReportSection[] = [];
  const datasets = new Map<string, ReportDataset>();
  const spec: RerunSpec | null = row.rerunJson ? rerunSpecSchema.parse(JSON.parse(row.rerunJson)) : null;
  let rerun: ReportRerun | undefined;
  for (const [done, item] of items.entries()) {
    if (done > 0) await progress(Math.round((EXPORT_ANALYSES_SHARE * done) / items.length));
    if (item.tile?.kind === "text") {
      sections.push({ title: item.tile.title, answer: item.tile.body, receipt: [], table: EMPTY_TABLE, tile: { kind: "text", body: item.tile.body } });
      continue;
    }
    if (!item.analysis) continue;
    if (spec && item.analysis.datasetId === spec.fromDatasetId) {
      // Run on the newer file, and on the previous one to compare: changed figures are highlighted.
      const before = await analysisSection(services, dataOwner, item.analysis, item.note);
      const after = await analysisSection(services, dataOwner, item.analysis, item.note, { datasetId: spec.toDatasetId, columns: spec.columns });
      const comparison = compareTables(before.section.table, after.section.table);
      sections.push({ ...after.section, changes: { ...comparison, lines: describeChanges(after.section.table, comparison) } });
      datasets.set(after.dataset.id, after.dataset);
      rerun = { previous: before.dataset, current: after.dataset, renamed: spec.renamed };
      continue;
    }
    const { section, dataset } = await analysisSection(services, dataOwner, item.analysis, item.note);
    if (item.tile?.kind === "kpi") sections.push(kpiSection(section));
    else sections.push(row.chartKind ? { ...section, chartKind: row.chartKind } : section);
    datasets.set(dataset.id, dataset);
  }
  const owner = await db.query.users.findFirst({ where: eq(users.id, row.ownerId), columns: { fullName: true, username: true, plan: true } });
  // Only the formats with a cover carry the owner's branding (Pro, Enterprise).
  const branding = owner && BRANDED_FORMATS.has(row.format) ? await reportBranding(services, { id: row.ownerId, plan: owner.plan }) : undefined;
  return {
    title,
    subtitle,
    createdAt: services.clock.now().toISOString().replace(/\.\d{3}Z$/, "Z"),
    author: owner?.fullName || owner?.username,
    datasets: [...datasets.values()],
    sections,
    branding,
    rerun,
  };
}

const BRANDED_FORMATS = new Set<ExportRow["format"]>(["pdf", "pptx"]);

/**
 * Renders the export with this job id into R2 and records the file; returns its key ("" when the export
 * was deleted before its turn: nothing to do).
 */
export async function runExportJob(services: JobServices, jobId: string, assets: () => Promise<RenderAssets>, progress?: ExportProgress): Promise<string> {
  const row = await services.db.query.reportExports.findFirst({ where: eq(reportExports.id, jobId) });
  if (!row) return "";
  let file: Pick<RenderedFile, "bytes" | "contentType">;
  if (row.format === "zip") file = { bytes: await buildDataArchive(services, row.ownerId), contentType: "application/zip" };
  else {
    const document = await exportDocument(services, row, progress);
    await progress?.(EXPORT_ANALYSES_SHARE);
    file = await renderExport(document, row.format, assets, { wholeReport: row.reportId !== null });
  }
  const key = exportKey(row);
  await services.files.put(key, file.bytes, { httpMetadata: { contentType: file.contentType }, customMetadata: { exportId: row.id } });
  await services.db.update(reportExports).set({ fileKey: key, byteSize: file.bytes.byteLength }).where(eq(reportExports.id, row.id));
  return key;
}
