// Export requests: a report (PDF, PowerPoint, Excel) or one analysis (CSV, JSON, PNG, SVG, or a one-analysis report) becomes a job
// on the JOBS queue; the report Worker renders the file into R2 (render-export.server.ts). The plan decides
// the formats and the monthly number (402 upgradeRequired past them). Files are downloaded only through
// signed links that expire after 24 hours.
import { and, desc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { FORMAT_LABELS, planOrFree, type ExportFormat } from "~/lib/plans";
import { parseStoredAnswer } from "~/lib/answer";
import { jobs, messages, reportExports } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/enqueue.server";
import { checkSignedUrl, DOWNLOAD_LINK_LIFETIME_MS, signPath } from "~/server/security/signed-link.server";
import { getConversation, listMessages } from "~/server/conversations/conversations.server";
import type { Database } from "~/server/db/client.server";
import type { Services } from "~/server/services.server";
import { reserveMonthlyUse, releaseMonthlyUse } from "~/server/usage.server";
import { checkRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { notFound, planLimitError, RateLimitedError, WorkspaceError } from "~/server/workspace-error.server";
import { contentDisposition, safeFileName } from "./file-name";
import { listTiles, requireDashboard } from "~/server/dashboards/dashboards.server";
import { requireResource } from "~/server/access.server";
import { requireConfirmedEmail } from "~/server/auth/confirmed-email.server";
import { recordItemAudit } from "~/server/teams/audit.server";
import { reportItems } from "./reports.server";
import { answeredFrom } from "~/server/analyses/analyses.server";
import { exportExtension } from "./bundled-formats";

export type ExportRow = typeof reportExports.$inferSelect;
export type ExportTarget = { reportId: string } | { dashboardId: string } | { analysisId: string } | { conversationId: string; messageId: string };

/** Formats that hold a whole report as one document; a report's CSV, JSON, PNG and SVG hold a file (or section) per analysis. */
export const DOCUMENT_FORMATS = ["pdf", "pptx", "xlsx"] as const satisfies readonly ExportFormat[];
/** Every format a report exports as (SPEC: PDF, PowerPoint, Excel, CSV, JSON and chart images). */
export const REPORT_FORMATS = ["pdf", "pptx", "xlsx", "csv", "json", "png", "svg"] as const satisfies readonly ExportFormat[];
export const ANALYSIS_FORMATS = ["csv", "json", "png", "svg", "pdf", "pptx", "xlsx"] as const satisfies readonly ExportFormat[];

const listed = (names: string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

type ExportServices = Pick<Services, "db" | "jobs" | "clock">;

/**
 * Export requests one person may make in a short window, whatever their plan: each PDF or PowerPoint takes seconds
 * of the shared report Worker (the queue also takes exports in turns between people: enqueue.server.ts).
 */
export const EXPORT_RULE: RateLimitRule = { limit: 10, windowSeconds: 60 };

/**
 * Queues an export and returns its row (the job's id is the export's id). 402 upgradeRequired for a format
 * the plan leaves out or past its monthly exports; 400 for a format the target cannot be (an image of an
 * answer without a chart); 404 for anything not the user's.
 */
export async function requestExport(
  services: ExportServices,
  user: { id: string; plan: string; emailVerifiedAt: Date | null },
  target: ExportTarget,
  format: ExportFormat,
  chartKind: ExportRow["chartKind"] = null,
  /** A report run on a newer file (rerun.server.ts): what the Worker runs it on, and the new file's name for the file name. */
  rerun?: { spec: object; fileNameSuffix: string },
): Promise<ExportRow> {
  const { db } = services;
  requireConfirmedEmail(user, "export");
  const plan = planOrFree(user.plan);
  let title: string;
  if ("reportId" in target) {
    const { row: report } = await requireResource(db, user.id, "report", target.reportId, "export");
    if (!(REPORT_FORMATS as readonly string[]).includes(format)) throw new WorkspaceError(400, `A report can be exported as ${listed(REPORT_FORMATS.map((f) => FORMAT_LABELS[f]))}.`);
    const items = await reportItems(db, report.id);
    if (items.length === 0) throw new WorkspaceError(400, "This report has no analyses left (their files were deleted). Add saved analyses to it first.");
    if ((format === "png" || format === "svg") && !items.some((i) => hasChart(i.analysis.answerJson))) {
      throw new WorkspaceError(400, "This report has no charts to save as images. Export its tables as CSV or JSON instead.");
    }
    title = report.title;
  } else if ("dashboardId" in target) {
    // A dashboard is exported as a report of its tiles in reading order: charts, KPIs as KPIs, text as text.
    const { row: dashboard } = await requireDashboard(db, user.id, target.dashboardId, "export");
    if (format !== "pdf") throw new WorkspaceError(400, "A dashboard can be exported as PDF.");
    if (!(await listTiles(db, dashboard.id)).some((t) => t.analysisId || t.body?.trim())) throw new WorkspaceError(400, "This dashboard has no tiles to export. Add an analysis, KPI or text tile first.");
    title = dashboard.title;
  } else {
    const answer = "analysisId" in target ? (await requireResource(db, user.id, "analysis", target.analysisId, "export")).row : await conversationAnswer(db, user.id, target.conversationId, target.messageId);
    if (!(ANALYSIS_FORMATS as readonly string[]).includes(format)) throw new WorkspaceError(400, `An answer can be exported as ${listed(ANALYSIS_FORMATS.map((f) => FORMAT_LABELS[f]))}.`);
    const stored = parseStoredAnswer(answer.answerJson);
    if (stored?.kind !== "answer" || !stored.plan) throw new WorkspaceError(400, "Only an answer with a result can be exported.");
    if ((format === "png" || format === "svg") && !hasChart(answer.answerJson)) {
      throw new WorkspaceError(400, "This answer has no chart to save as an image. Export its table as CSV or JSON instead.");
    }
    title = answer.title;
  }
  if (!plan.limits.exportFormats.includes(format)) {
    const allowed = listed(plan.limits.exportFormats.map((f) => FORMAT_LABELS[f]));
    throw planLimitError(`The ${plan.name} plan exports ${allowed}. Upgrade your plan to export ${FORMAT_LABELS[format]}.`);
  }
  const now = services.clock.now();
  // Counted only once the export would be queued: a refused request (someone else's report, a format the plan
  // leaves out) renders nothing, and must not turn the next refusals into 429s.
  const limit = await checkRateLimit(db, `export:user:${user.id}`, EXPORT_RULE, now.getTime());
  if (!limit.ok) throw new RateLimitedError(limit.message, limit.retryAfterSeconds);
  await reserveMonthlyUse(db, user, "export", now);
  let row: ExportRow | undefined;
  try {
    await enqueueJob({ db, queue: services.jobs }, { type: "render-export" }, user.id, async (jobId) => {
      [row] = await db
        .insert(reportExports)
        .values({
          id: jobId,
          ownerId: user.id,
          reportId: "reportId" in target ? target.reportId : null,
          dashboardId: "dashboardId" in target ? target.dashboardId : null,
          analysisId: "analysisId" in target ? target.analysisId : null,
          messageId: "messageId" in target ? target.messageId : null,
          chartKind,
          rerunJson: rerun ? JSON.stringify(rerun.spec) : null,
          format,
          fileName: safeFileName(rerun ? `${title} (${rerun.fileNameSuffix})` : title, exportExtension(format, "reportId" in target)),
          createdAt: now,
        })
        .returning();
    });
  } catch (error) {
    await releaseMonthlyUse(db, user.id, "export", now);
    throw error;
  }
  const [type, id] = "reportId" in target ? (["report", target.reportId] as const) : "dashboardId" in target ? (["dashboard", target.dashboardId] as const) : "analysisId" in target ? (["analysis", target.analysisId] as const) : (["analysis", target.messageId] as const);
  await recordItemAudit(db, { actorId: user.id, action: "export", resource: { type, id }, details: { name: title, format }, at: now });
  return row!;
}

/** Whether a stored answer has a chart to save as an image. */
function hasChart(answerJson: string | null): boolean {
  const chart = parseStoredAnswer(answerJson)?.chart;
  return Boolean(chart && chart.type !== "none");
}

/** An answer to export: its title (the saved name, or the question asked) and its stored JSON. */
export interface ExportableAnswer {
  /** The dataset the answer was made on (a saved analysis keeps it until its owner moves it to another copy). */
  datasetId: string;
  title: string;
  answerJson: string | null;
}

/** One answer of the user's conversation, titled by the question it answers (404 for anyone else's). */
export async function conversationAnswer(db: Database, ownerId: string, conversationId: string, messageId: string): Promise<ExportableAnswer> {
  const conversation = await getConversation(db, ownerId, conversationId);
  const thread = await listMessages(db, conversation.id);
  const at = thread.findIndex((m) => m.id === messageId && m.role === "assistant");
  if (at < 0) throw notFound("This answer");
  const question = at > 0 && thread[at - 1].role === "user" ? thread[at - 1].content : conversation.title;
  return { datasetId: await answeredFrom(db, thread[at].answerJson, conversation.datasetId), title: question.slice(0, 160), answerJson: thread[at].answerJson };
}

export interface ExportStatus {
  id: string;
  format: ExportRow["format"];
  formatName: string;
  fileName: string;
  reportId: string | null;
  dashboardId: string | null;
  analysisId: string | null;
  messageId: string | null;
  conversationId: string | null;
  chartKind: ExportRow["chartKind"];
  /** Where the export was asked from: the conversation of a quick export, the dashboard, else Reports. */
  backTo: string;
  status: "queued" | "running" | "done" | "failed";
  /** How far the file has come, 0–100 (its analyses run again, then it is drawn). */
  progress: number;
  /** Why it failed, or why the last attempt failed while it is retried. */
  message: string | null;
  /** A signed link valid for 24 hours, once the file is ready. */
  downloadUrl: string | null;
  linkExpiresAt: string | null;
  byteSize: number | null;
  /** The file was deleted after its retention (EXPORT_RETENTION_MS): it can be exported again. */
  expired: boolean;
}

/** A file's format as people say it; "zip" is the data archive Settings makes. */
export function exportFormatLabel(format: ExportRow["format"]): string {
  return format === "zip" ? "ZIP archive" : FORMAT_LABELS[format];
}

/** The path a file is served from; the signature covers it. */
export function downloadPath(row: Pick<ExportRow, "id" | "fileName">): string {
  return `/downloads/${row.id}/${encodeURIComponent(row.fileName)}`;
}

/** The user's export with its job's progress and, once done, a freshly signed download link. */
export async function exportStatus(services: Pick<Services, "db" | "config" | "clock">, ownerId: string, exportId: string): Promise<ExportStatus> {
  const [found] = await services.db
    .select({ row: reportExports, status: jobs.status, error: jobs.error, progress: jobs.progress })
    .from(reportExports)
    .innerJoin(jobs, eq(jobs.id, reportExports.id))
    .where(and(eq(reportExports.id, exportId), eq(reportExports.ownerId, ownerId)));
  if (!found) throw notFound("This export");
  const { row, status, error, progress } = found;
  const now = services.clock.now();
  const ready = status === "done" && row.fileKey !== null;
  const expired = status === "done" && row.fileKey === null;
  const conversationId = row.messageId
    ? ((await services.db.query.messages.findFirst({ where: eq(messages.id, row.messageId), columns: { conversationId: true } }))?.conversationId ?? null)
    : null;
  return {
    id: row.id,
    format: row.format,
    formatName: exportFormatLabel(row.format),
    fileName: row.fileName,
    reportId: row.reportId,
    dashboardId: row.dashboardId,
    analysisId: row.analysisId,
    messageId: row.messageId,
    conversationId,
    chartKind: row.chartKind,
    backTo: row.format === "zip"
      ? "/dashboard/settings#data"
      : conversationId
      ? `/dashboard/ai-analysis?conversation=${conversationId}#answer-${row.messageId}`
      : row.dashboardId
        ? `/dashboard/dashboard-builder/${row.dashboardId}`
        : "/dashboard/reports",
    status,
    progress: status === "done" ? 100 : progress,
    message: expired ? EXPIRED_MESSAGE : error,
    expired,
    downloadUrl: ready ? await signPath(services.config.signingSecret, downloadPath(row), now) : null,
    linkExpiresAt: ready ? new Date(now.getTime() + DOWNLOAD_LINK_LIFETIME_MS).toISOString() : null,
    byteSize: row.byteSize,
  };
}

/** An export as the JSON API answers it: the status without the page's way back. */
export async function exportJson(services: Pick<Services, "db" | "config" | "clock">, ownerId: string, exportId: string): Promise<Omit<ExportStatus, "backTo">> {
  const { backTo: _page, ...status } = await exportStatus(services, ownerId, exportId);
  return status;
}

const DAY_MS = 86_400_000;

/**
 * How long an exported file is kept: 7 days after its first download link runs out, so 8 days after it was made.
 * DESIGN.md gives links 24 hours and says nothing of keeping the files; every link is signed afresh, so the file's
 * own age decides.
 */
export const EXPORT_RETENTION_MS = DOWNLOAD_LINK_LIFETIME_MS + 7 * DAY_MS;

const EXPIRED_MESSAGE = `This file was deleted: exported files are kept for ${EXPORT_RETENTION_MS / DAY_MS} days. Export it again for a fresh copy.`;

/**
 * The exports' retention sweep (the report Worker's cron): deletes from R2 the files older than
 * EXPORT_RETENTION_MS and marks their rows expired (file_key cleared: the status then says the file was deleted,
 * and the old links answer 404). At most `limit` files a run, so a run stays within a Worker's limits; the next
 * run continues. Returns how many were removed.
 */
export async function sweepExpiredExports({ db, files }: { db: Database; files: R2Bucket }, now: Date, limit = 500): Promise<number> {
  const old = await db
    .select({ id: reportExports.id, fileKey: reportExports.fileKey })
    .from(reportExports)
    .where(and(isNotNull(reportExports.fileKey), lt(reportExports.createdAt, new Date(now.getTime() - EXPORT_RETENTION_MS))))
    .limit(limit);
  if (old.length === 0) return 0;
  // R2 deletes up to 1,000 keys a call; D1 binds up to 100 parameters a statement.
  await files.delete(old.map((r) => r.fileKey!));
  for (let i = 0; i < old.length; i += 90) {
    await db.update(reportExports).set({ fileKey: null }).where(inArray(reportExports.id, old.slice(i, i + 90).map((r) => r.id)));
  }
  return old.length;
}

export type LinkOutcome = { ok: true; row: ExportRow } | { ok: false; status: 403 | 404 | 410; message: string };

/**
 * Checks a signed download link (`url`'s path and query): 403 when tampered with, 410 when expired, 404 when
 * the file is gone. The link alone grants the download (it is the capability, shareable for 24 hours).
 */
export async function checkDownloadLink(services: Pick<Services, "db" | "config" | "clock">, url: URL, exportId: string): Promise<LinkOutcome> {
  const check = await checkSignedUrl(services.config.signingSecret, url, services.clock.now());
  if (check === "tampered") return { ok: false, status: 403, message: "This download link is not valid: it was changed or cut short. Open the export again to get a working link." };
  if (check === "expired") return { ok: false, status: 410, message: "This download link has expired (links work for 24 hours). Generate a new link to download the file." };
  const row = await services.db.query.reportExports.findFirst({ where: eq(reportExports.id, exportId) });
  if (!row?.fileKey || url.pathname !== downloadPath(row)) return { ok: false, status: 404, message: "This file was not found. It may have been deleted." };
  return { ok: true, row };
}

/** The file behind a valid link, with a safe Content-Disposition; null when its object is gone. */
export async function downloadResponse(files: R2Bucket, row: ExportRow): Promise<Response | null> {
  const object = row.fileKey ? await files.get(row.fileKey) : null;
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Disposition": contentDisposition(row.fileName),
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A report's latest exports with their job's status, newest first (its page lists them). */
export async function recentReportExports(db: Database, ownerId: string, reportId: string, limit = 5) {
  const rows = await db
    .select({ id: reportExports.id, format: reportExports.format, fileName: reportExports.fileName, createdAt: reportExports.createdAt, status: jobs.status })
    .from(reportExports)
    .innerJoin(jobs, eq(jobs.id, reportExports.id))
    .where(and(eq(reportExports.ownerId, ownerId), eq(reportExports.reportId, reportId)))
    .orderBy(desc(reportExports.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, formatName: exportFormatLabel(r.format) }));
}
