// Cleaning a stored dataset: the engine's recommendations and preview for a level, and applying the chosen
// recipe as a new dataset "Clean_<name>" — a columnar copy in R2 and a D1 row pointing at its original and
// keeping the recipe. The original's bytes, columnar copy and row are only read, never written.
import { openStoredDataset } from "../../../engine";
import {
  applyRecipe,
  datasetFromTable,
  previewCleaning,
  recipeFrom,
  recommend,
  stepId,
  tableFromDataset,
  tickedByDefault,
  type CleaningLevel,
  type CleaningPreview,
  type CleaningRecipe,
  type Recommendation,
  levelTakesSuggestions,
  rowsRepeatingAnother,
  validateMergeSuggestions,
  type FileRecords,
} from "../../../engine/clean";
import { readFileRecords } from "../../../engine/ingest/records";
import { storedSource } from "~/server/datasets/read-file.server";
import { storedImport } from "~/server/datasets/import-choices.server";
import { logEvent } from "~/server/log.server";
import type { CleaningAdvisor } from "./ai-suggestions.server";
import { writeStoredDataset } from "../../../engine/store/write-dataset";
import type { Database } from "~/server/db/client.server";
import { requireResource } from "~/server/access.server";
import { deleteDatasetRows, listDatasets, resizeDatasetWithinLimit, updateDataset, type DatasetRow } from "~/server/datasets/datasets.server";
import type { StoredProfile } from "~/server/datasets/ingest.server";
import { datasetKeys, R2ObjectWriter, r2RandomAccess } from "~/server/datasets/storage.server";
import { reserveDataset } from "~/server/datasets/upload-reservation.server";
import { copyExpiry } from "~/server/datasets/plan-retention.server";
import { withMonthlyUse } from "~/server/usage.server";
import { numberedName } from "~/lib/numbered-name";
import { enqueueJob } from "~/server/jobs/enqueue.server";
import { jobMessageSchema } from "~/server/jobs/messages";
import { planLimitError, WorkspaceError } from "~/server/workspace-error.server";
import { formatFileSize } from "~/lib/format-file-size";
import { planOrFree } from "~/lib/plans";
import { and, eq } from "drizzle-orm";
import { datasets, jobs, users } from "~/server/db/schema";

export interface CleaningServices {
  db: Database;
  files: R2Bucket;
  /** AI suggestions on a first review; absent (the report Worker) or offline, there are none. */
  cleaningAdvisor?: CleaningAdvisor;
}

export interface CleaningUser {
  id: string;
  plan: string;
}

/**
 * What the person chose: a level and the recommendations still ticked (by id) — when `keep` is absent, every
 * detector's recommendation and none of the AI's. `suggestions` are the AI suggestions shown in the review, carried
 * by the form (the model is asked once, on the first look); they are validated against the data again.
 */
export interface CleaningChoice {
  level: CleaningLevel;
  keep?: readonly string[];
  suggestions?: readonly unknown[];
}

export interface CleaningReview {
  level: CleaningLevel;
  recommendations: Recommendation[];
  preview: CleaningPreview;
}

/** The prefix of a cleaned copy's name. */
export const CLEANED_PREFIX = "Clean_";

/**
 * Cleaning holds the whole table in memory (Workers have 128 MB): files with up to this many values are
 * reviewed, previewed and cleaned inside the request; larger ones are cleaned in the background.
 */
export const MAX_CLEANING_CELLS = 2_000_000;

/** The report Worker cleans files of up to this many values (rows × columns) in the background; larger are refused. */
export const MAX_BACKGROUND_CLEANING_CELLS = 5_000_000;

const valuesOf = (row: Pick<DatasetRow, "rowCount" | "columnCount">) => row.rowCount * row.columnCount;

/** Whether this file is cleaned in the background (too large for the request); `inlineCells` is injectable for tests. */
export function cleansInBackground(row: Pick<DatasetRow, "rowCount" | "columnCount">, inlineCells = MAX_CLEANING_CELLS): boolean {
  return valuesOf(row) > inlineCells;
}

/**
 * The original a cleaning starts from: one the user may change — their own, or one shared with a team where they
 * are an editor or above (404 otherwise, 403 for a viewer) — ready, not itself a cleaned copy, and with at most
 * `maxCells` values. A team member's cleaning makes a copy of their own (decision 0025).
 */
async function cleanableDataset(db: Database, userId: string, datasetId: string, maxCells = MAX_CLEANING_CELLS): Promise<DatasetRow> {
  const { row } = await requireResource(db, userId, "dataset", datasetId, "edit");
  if (row.kind === "cleaned") throw new WorkspaceError(409, "This is already a cleaned copy. Open its original file to clean it again.");
  if (row.status !== "ready" || !row.columnarKey) throw new WorkspaceError(409, "This file is not ready yet. Wait until it shows as ready, then clean it.");
  if (valuesOf(row) > maxCells) {
    const limit = Math.max(maxCells, MAX_BACKGROUND_CLEANING_CELLS);
    throw new WorkspaceError(
      422,
      valuesOf(row) > MAX_BACKGROUND_CLEANING_CELLS || maxCells >= MAX_BACKGROUND_CLEANING_CELLS
        ? `This file has ${valuesOf(row).toLocaleString("en-US")} values; cleaning handles files of up to ${limit.toLocaleString("en-US")} values (rows × columns) for now. Remove columns you do not need, or split the file, and upload it again.`
        : `This file has ${valuesOf(row).toLocaleString("en-US")} values, too many to preview here: it is cleaned in the background instead.`,
    );
  }
  return row;
}

export interface SavedRecipe {
  /** The cleaned copy the recipe made, e.g. "Clean_sales-january.csv". */
  copyName: string;
  level: CleaningLevel;
  /** Recommendation ids to tick (the recipe's steps). */
  keep: string[];
  /** The AI merges it applied, offered again as suggestions (validated against the newer file). */
  suggestions: { column: string; from: string[]; to: string }[];
}

const columnIds = (row: DatasetRow) => (row.schemaJson ? (JSON.parse(row.schemaJson) as { columns: { id: string }[] }).columns.map((c) => c.id).join("\u0000") : null);

/**
 * The recipe of the user's newest cleaned copy of another file with exactly the same columns — a newer upload
 * of the same report — so the same choices can be applied again; null when there is none.
 */
export async function savedRecipeFor(db: Database, userId: string, row: DatasetRow): Promise<SavedRecipe | null> {
  const columns = columnIds(row);
  if (!columns || row.kind !== "original") return null;
  const all = await listDatasets(db, userId);
  const byId = new Map(all.map((d) => [d.id, d]));
  for (const copy of all) {
    if (copy.kind !== "cleaned" || !copy.recipeJson || !copy.sourceDatasetId || copy.sourceDatasetId === row.id) continue;
    const source = byId.get(copy.sourceDatasetId);
    if (!source || columnIds(source) !== columns) continue;
    const recipe = JSON.parse(copy.recipeJson) as CleaningRecipe;
    const suggestions = recipe.steps.flatMap((s) => (s.merge && s.column ? [{ column: s.column, from: s.merge.from, to: s.merge.to }] : []));
    return { copyName: copy.name, level: recipe.level, keep: recipe.steps.map(stepId), suggestions };
  }
  return null;
}

async function readTable(files: R2Bucket, row: DatasetRow) {
  const source = row.columnarKey ? await r2RandomAccess(files, row.columnarKey) : null;
  if (!source) throw new WorkspaceError(410, "The stored file is gone (it may have expired). Please upload it again.");
  return tableFromDataset(await openStoredDataset(source));
}

/** The AI suggestions a review shows: the form's (re-validated) once reviewed, else the advisor's on a first look. */
async function aiSuggestions(services: CleaningServices, table: Awaited<ReturnType<typeof readTable>>, choice: CleaningChoice, now: Date): Promise<Recommendation[]> {
  if (!levelTakesSuggestions(choice.level)) return [];
  if (choice.keep !== undefined || !services.cleaningAdvisor) return carriedSuggestions(table, choice, now);
  return (await services.cleaningAdvisor.suggest(table, choice.level, now)).recommendations;
}

function carriedSuggestions(table: Awaited<ReturnType<typeof readTable>>, choice: CleaningChoice, now: Date): Recommendation[] {
  return validateMergeSuggestions(table, choice.level, now.getTime(), choice.suggestions ?? []).accepted;
}

/**
 * The records of the rows that repeat another once read, as the file wrote them, so the review can say which repeats
 * are identical in the file (decision 0025). None to read when no row repeats; undefined — the review then says the
 * file could not be compared — when the upload is gone, cannot be read, or reads to another number of rows than
 * the dataset holds (its rows would not line up).
 */
async function fileRecordsOf(files: R2Bucket, row: DatasetRow, table: Awaited<ReturnType<typeof readTable>>): Promise<FileRecords | undefined> {
  const rows = rowsRepeatingAnother(table);
  if (rows.size === 0) return undefined;
  try {
    const { input } = await storedSource(files, row, row.sheet);
    const read = await readFileRecords(input, rows, { choices: storedImport(row)?.choices });
    return read.rowCount === row.rowCount ? read.records : undefined;
  } catch (error) {
    logEvent("warn", "Reading a file's records for its duplicates failed", { error, datasetId: row.id });
    return undefined;
  }
}

function review(table: Awaited<ReturnType<typeof readTable>>, choice: CleaningChoice, now: Date, suggested: readonly Recommendation[] = [], records?: FileRecords) {
  const recommendations = [...recommend(table, choice.level, now.getTime(), records), ...suggested];
  // Unticked: everything not in `keep`; on a first look (no `keep`), the AI's suggestions and the offers that would
  // put a guess or a change in place of a recorded value (a median, capping) — never applied unreviewed.
  const keep = choice.keep ? new Set(choice.keep) : null;
  const skipped = recommendations.filter((r) => (keep ? !keep.has(r.id) : !tickedByDefault(r))).map((r) => r.id);
  const recipe = recipeFrom(choice.level, recommendations, skipped);
  return { recommendations, recipe, ...previewCleaning(table, recipe, now.getTime()) };
}

/** The recommendations for `choice.level` and the preview of applying the ticked ones (computed on the full data). */
export async function reviewCleaning(services: CleaningServices, user: CleaningUser, datasetId: string, choice: CleaningChoice, now = new Date()): Promise<CleaningReview> {
  const row = await cleanableDataset(services.db, user.id, datasetId);
  const table = await readTable(services.files, row);
  const { recommendations, preview } = review(table, choice, now, await aiSuggestions(services, table, choice, now), await fileRecordsOf(services.files, row, table));
  return { level: choice.level, recommendations, preview };
}

/**
 * Applies the chosen cleaning and saves the result as a new dataset "Clean_<name>" beside its original — a
 * further version ("Clean_<name> (2)") when the original has cleaned copies already, which stay as they are with
 * everything saved on them. Counts one of the month's cleanings (402 upgradeRequired past the plan's number) and
 * takes a file slot like an upload.
 */
export async function applyCleaning(services: CleaningServices, user: CleaningUser, datasetId: string, choice: CleaningChoice, now = new Date()): Promise<DatasetRow> {
  const { db, files } = services;
  const source = await cleanableDataset(db, user.id, datasetId);
  const table = await readTable(files, source);
  // The AI suggestions the person reviewed, as the form carried them; the model is not asked again.
  const { recipe } = review(table, choice, now, carriedSuggestions(table, choice, now));
  if (recipe.steps.length === 0) throw new WorkspaceError(400, "Nothing to clean: every recommendation is unticked (or this file needs none at this level).");
  return withMonthlyUse(db, user, "cleaning", () => saveCleanedCopy(services, user, source, table, recipe, now), now);
}

/** "Clean_sales.csv", then "Clean_sales (2).csv", "Clean_sales (3).csv"…: the first name no copy of the original has. */
export function cleanedCopyName(sourceName: string, taken: ReadonlySet<string>): string {
  return numberedName(`${CLEANED_PREFIX}${sourceName}`, taken);
}

/** The name the next cleaned copy of `source` is saved under. */
export async function nextCleanedCopyName(db: Database, userId: string, source: Pick<DatasetRow, "id" | "name">): Promise<string> {
  const earlier = await db
    .select({ name: datasets.name })
    .from(datasets)
    .where(and(eq(datasets.ownerId, userId), eq(datasets.sourceDatasetId, source.id), eq(datasets.kind, "cleaned")));
  return cleanedCopyName(source.name, new Set(earlier.map((e) => e.name)));
}

async function saveCleanedCopy(
  services: CleaningServices,
  user: CleaningUser,
  source: DatasetRow,
  table: Awaited<ReturnType<typeof readTable>>,
  recipe: CleaningRecipe,
  now: Date,
  /** A background cleaning names its copy after its job, so a retried job finds what an earlier attempt saved. */
  id: string = crypto.randomUUID(),
): Promise<DatasetRow> {
  const { db, files } = services;
  const keys = datasetKeys(user.id, id, source.format);
  const row = {
    id,
    ownerId: user.id,
    name: await nextCleanedCopyName(db, user.id, source),
    kind: "cleaned" as const,
    sourceDatasetId: source.id,
    format: source.format,
    sheet: source.sheet,
    status: "processing" as const,
    // The bytes it was made from; a cleaned copy has no upload of its own.
    originalKey: source.originalKey,
    byteSize: 0,
    createdAt: now,
    // Kept as long as its original, as the account's plan keeps that now (not as it was at upload).
    expiresAt: copyExpiry(source, user.plan),
  };
  await reserveDataset(db, user, row);
  try {
    const applied = applyRecipe(table, recipe, now.getTime());
    const dataset = datasetFromTable(applied.table);
    const writer = new R2ObjectWriter(files, keys.columnar, "application/vnd.apache.arrow.file");
    let stored;
    try {
      // The original's file and sheet names say what the rows are, as they did at ingest.
      stored = await writeStoredDataset(dataset, (bytes) => writer.write(bytes), { fileName: source.name, sheet: source.sheet ?? undefined });
      await writer.close();
    } catch (error) {
      await writer.abort();
      throw error;
    }
    const patch = {
      status: "ready" as const,
      rowCount: dataset.schema.rowCount,
      columnCount: dataset.schema.columns.length,
      schemaJson: JSON.stringify(dataset.schema),
      profileJson: JSON.stringify({ profile: stored.profile } satisfies StoredProfile),
      columnarKey: keys.columnar,
      byteSize: stored.bytes,
      recipeJson: JSON.stringify(recipe),
    };
    // The copy's bytes count against the plan's storage like any file's.
    const { storageBytes } = planOrFree(user.plan).limits;
    if (!(await resizeDatasetWithinLimit(db, row, { byteSize: stored.bytes, expiresAt: row.expiresAt }, storageBytes))) {
      throw planLimitError(`The cleaned copy needs ${formatFileSize(stored.bytes)} and your plan's storage is full. Delete a file or upgrade your plan, then clean again.`);
    }
    // Earlier copies stay: analyses, reports and dashboards keep the data they were made on until the user moves them.
    await updateDataset(db, id, patch);
    return { ...source, ...row, ...patch, error: null, rowCount: patch.rowCount };
  } catch (error) {
    // Only the unfinished copy this call inserted goes: nothing the user saved can be on it yet.
    await deleteDatasetRows(db, files, [row]);
    throw error;
  }
}

/**
 * Starts cleaning a file too large for the request: counts one of the month's cleanings (402 upgradeRequired past
 * the plan's number; given back if the job fails) and queues a clean-dataset job for the report Worker, which
 * applies the level's recommendations (those in `choice.keep` when given). Returns the job's id.
 */
export async function queueCleaning(services: CleaningServices & { jobs: Queue }, user: CleaningUser, datasetId: string, choice: CleaningChoice, now = new Date()): Promise<string> {
  const { db } = services;
  const source = await cleanableDataset(db, user.id, datasetId, MAX_BACKGROUND_CLEANING_CELLS);
  return withMonthlyUse(
    db,
    user,
    "cleaning",
    () => enqueueJob({ db, queue: services.jobs }, { type: "clean-dataset", datasetId: source.id, level: choice.level, keep: choice.keep ? [...choice.keep] : null }, user.id),
    now,
  );
}

/**
 * The report Worker's side of a background cleaning: reads the file, applies the recipe and saves Clean_<name>,
 * reporting progress (0–100) as it goes; returns the copy's columnar key. The month's cleaning was counted when
 * the job was queued. The copy's id is the job's: a retried job returns the copy an earlier attempt finished, and
 * replaces one it left unfinished (nothing can be saved on a copy that never showed as ready).
 */
export async function runCleaningJob(
  services: CleaningServices,
  job: { jobId: string; datasetId: string; level: CleaningLevel; keep: string[] | null },
  progress: (percent: number) => Promise<void>,
  now = new Date(),
): Promise<string> {
  const { db, files } = services;
  const owner = await db.query.jobs.findFirst({ where: eq(jobs.id, job.jobId), columns: { ownerId: true } });
  const user = owner?.ownerId ? await db.query.users.findFirst({ where: eq(users.id, owner.ownerId), columns: { id: true, plan: true } }) : undefined;
  if (!user) throw new WorkspaceError(404, "The account this cleaning was for no longer exists.");
  const attempted = await db.query.datasets.findFirst({ where: and(eq(datasets.id, job.jobId), eq(datasets.ownerId, user.id)) });
  if (attempted?.status === "ready" && attempted.columnarKey) return attempted.columnarKey;
  if (attempted) await deleteDatasetRows(db, files, [attempted]);
  const source = await cleanableDataset(db, user.id, job.datasetId, MAX_BACKGROUND_CLEANING_CELLS);
  await progress(10);
  const table = await readTable(files, source);
  await progress(40);
  const { recipe } = review(table, { level: job.level, keep: job.keep ?? undefined }, now);
  if (recipe.steps.length === 0) throw new WorkspaceError(400, "Nothing to clean: every recommendation is unticked (or this file needs none at this level).");
  await progress(60);
  const copy = await saveCleanedCopy(services, user, source, table, recipe, now, job.jobId);
  return copy.columnarKey ?? "";
}

export interface CleaningJobView {
  status: "queued" | "running" | "done" | "failed";
  progress: number;
  error: string | null;
  level: CleaningLevel;
  /** The cleaned copy, once the job is done. */
  copy: { id: string; name: string } | null;
}

/** The user's background cleaning of `datasetId` with this job id, for the file's page; null if there is none. */
export async function cleaningJobView(db: Database, userId: string, datasetId: string, jobId: string): Promise<CleaningJobView | null> {
  const job = await db.query.jobs.findFirst({ where: and(eq(jobs.id, jobId), eq(jobs.ownerId, userId), eq(jobs.type, "clean-dataset")) });
  if (!job) return null;
  const input = jobMessageSchema.safeParse(JSON.parse(job.inputJson));
  if (!input.success || input.data.type !== "clean-dataset" || input.data.datasetId !== datasetId) return null;
  const copy =
    job.status === "done" && job.resultKey
      ? await db.query.datasets.findFirst({ where: and(eq(datasets.ownerId, userId), eq(datasets.columnarKey, job.resultKey)), columns: { id: true, name: true } })
      : undefined;
  return { status: job.status, progress: job.progress, error: job.error, level: input.data.level, copy: copy ?? null };
}
