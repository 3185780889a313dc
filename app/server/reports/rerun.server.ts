// "Run this report on a new file": the report's saved analyses run on a newer upload whose columns match the
// file they were asked about — by name and type, renamed columns confirmed by the user — through the export queue,
// with the figures compared with the previous file's (the matching and the comparison are engine/rerun). Only the
// report's owner can do it: the files are theirs.
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { z } from "zod";
import type { ExportFormat } from "~/lib/plans";
import { parseStoredAnswer } from "~/lib/answer";
import { datasetForAnalysis } from "~/server/conversations/ask.server";
import { getDataset, type DatasetRow } from "~/server/datasets/datasets.server";
import type { Database } from "~/server/db/client.server";
import { datasets } from "~/server/db/schema";
import type { Services } from "~/server/services.server";
import { notFound, WorkspaceError } from "~/server/workspace-error.server";
import { columnTypeWords, matchColumns, resolveColumnMapping, type ColumnMatching } from "../../../engine/rerun/match-columns";
import { planColumnIds } from "../../../engine/rerun/plan-columns";
import type { DatasetSchema } from "../../../engine/types";
import { requestExport, type ExportRow } from "./exports.server";
import { getReport, reportItems, type ReportItem } from "./reports.server";

/** What a rerun export stores (report_exports.rerun_json) for the report Worker. */
export const rerunSpecSchema = z.object({
  /** The file the report's analyses were asked about. */
  fromDatasetId: z.string(),
  /** The newer upload they run on instead. */
  toDatasetId: z.string(),
  /** Previous column id → the new file's column id. */
  columns: z.record(z.string(), z.string()),
  renamed: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type RerunSpec = z.infer<typeof rerunSpecSchema>;

export interface RerunFile {
  id: string;
  name: string;
  createdAt: Date;
}

/** One file the report's analyses were asked about, with the user's newer uploads it can run on. */
export interface RerunSource {
  file: RerunFile;
  analyses: number;
  candidates: RerunFile[];
}

const fileOf = (row: Pick<DatasetRow, "id" | "name" | "createdAt">): RerunFile => ({ id: row.id, name: row.name, createdAt: row.createdAt });

/** The report's files (in the report's order) and, for each, the user's ready uploads made after it, newest first. */
export async function rerunSources(db: Database, ownerId: string, reportId: string): Promise<RerunSource[]> {
  const report = await getReport(db, ownerId, reportId);
  const items = await reportItems(db, report.id);
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.analysis.datasetId, (counts.get(item.analysis.datasetId) ?? 0) + 1);
  const sources: RerunSource[] = [];
  for (const [id, analyses] of counts) {
    const file = await getDataset(db, ownerId, id);
    const newer = await db
      .select({ id: datasets.id, name: datasets.name, createdAt: datasets.createdAt })
      .from(datasets)
      .where(and(eq(datasets.ownerId, ownerId), eq(datasets.kind, "original"), eq(datasets.status, "ready"), ne(datasets.id, file.id), gt(datasets.createdAt, file.createdAt)))
      .orderBy(desc(datasets.createdAt))
      .limit(50);
    sources.push({ file: fileOf(file), analyses, candidates: newer.map(fileOf) });
  }
  return sources;
}

export interface RerunPlan {
  report: { id: string; title: string };
  from: RerunFile;
  to: RerunFile;
  /** The report's analyses asked about `from` (the others run on their own files, unchanged). */
  analyses: string[];
  matching: ColumnMatching;
}

/** The matching as the rerun page shows it: each column, how it was found, and the choices for a renamed one. */
export function matchingView(matching: ColumnMatching) {
  return {
    runnable: matching.runnable,
    needsConfirmation: matching.needsConfirmation,
    columns: matching.matches.map((m) => ({
      id: m.column.id,
      name: m.column.name,
      type: columnTypeWords(m.column.type),
      status: m.status,
      match: m.status === "same" ? m.match.name : null,
      options: m.status === "renamed" ? m.options.map((o) => ({ id: o.id, name: o.name })) : [],
      sameNameOtherType: m.status !== "same" && m.sameNameOtherType ? `“${m.sameNameOtherType.name}” holds ${columnTypeWords(m.sameNameOtherType.type)} in the new file` : null,
    })),
  };
}

export const schemaOf = (row: DatasetRow): DatasetSchema["columns"] => (row.schemaJson ? (JSON.parse(row.schemaJson) as DatasetSchema).columns : []);

/**
 * How the report's analyses on file `fromId` would run on the newer upload `toId`: each column they read matched
 * with the new file's. 404 for a report, file or upload that is not the user's (or a file not in the report); 400
 * for an upload that is not newer or not ready.
 */
export async function planRerun(db: Database, ownerId: string, reportId: string, fromId: string, toId: string): Promise<RerunPlan> {
  const report = await getReport(db, ownerId, reportId);
  const items = (await reportItems(db, report.id)).filter((i) => i.analysis.datasetId === fromId);
  if (items.length === 0) throw notFound("This file of the report");
  const from = await getDataset(db, ownerId, fromId);
  const to = await getDataset(db, ownerId, toId);
  if (to.id === from.id || to.kind !== "original" || to.createdAt <= from.createdAt) throw new WorkspaceError(400, `Choose a file uploaded after “${from.name}”.`);
  if (to.status !== "ready") throw new WorkspaceError(400, `“${to.name}” is not ready yet. Wait until it shows as ready, then try again.`);
  // The analyses read the data they were saved on; the newer upload is read as exports run it (its newest cleaned copy).
  const previous = schemaOf(from);
  const next = schemaOf((await datasetForAnalysis(db, ownerId, to)).used);
  return { report: { id: report.id, title: report.title }, from: fileOf(from), to: fileOf(to), analyses: items.map((i) => i.analysis.title), matching: matchColumns(previous, next, neededColumns(items, previous)) };
}

/** The previous file's columns the analyses read, in the file's order. */
export function neededColumns(items: { analysis: Pick<ReportItem["analysis"], "answerJson"> }[], previous: DatasetSchema["columns"]): string[] {
  const needed = new Set<string>();
  for (const item of items) {
    const plan = parseStoredAnswer(item.analysis.answerJson)?.plan;
    if (!plan) continue;
    const ids = planColumnIds(plan);
    for (const id of ids === "all" ? previous.map((c) => c.id) : ids) needed.add(id);
  }
  return previous.map((c) => c.id).filter((id) => needed.has(id));
}

export interface RerunRequest {
  from: string;
  to: string;
  format: ExportFormat;
  /** The user's choices for renamed columns: previous column id → new column id. */
  columns: Record<string, string>;
  /** The user confirmed the renamed columns (needed when there are any). */
  confirmed: boolean;
}

/**
 * Queues the report run on the newer upload as an export in `format` (the plan's formats and monthly exports apply).
 * 400 with a specific message for a missing column, an unconfirmed or wrong rename.
 */
export async function requestRerun(services: Pick<Services, "db" | "jobs" | "clock">, user: { id: string; plan: string; emailVerifiedAt: Date | null }, reportId: string, input: RerunRequest): Promise<ExportRow> {
  const plan = await planRerun(services.db, user.id, reportId, input.from, input.to);
  const mapping = resolveColumnMapping(plan.matching, input.columns);
  if (!mapping.ok) throw new WorkspaceError(400, mapping.error);
  if (plan.matching.needsConfirmation && !input.confirmed) throw new WorkspaceError(400, "Tick the box to confirm the renamed columns hold the same data, then run the report.");
  const rerun: RerunSpec = { fromDatasetId: plan.from.id, toDatasetId: plan.to.id, columns: mapping.mapping, renamed: mapping.renamed };
  return requestExport(services, user, { reportId }, input.format, null, { spec: rerun, fileNameSuffix: withoutExtension(plan.to.name) });
}

const withoutExtension = (name: string) => name.replace(/\.(csv|xlsx|xls|json)$/i, "");
