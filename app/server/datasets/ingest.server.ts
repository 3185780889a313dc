// Ingest: read a stored original from R2 (as a stream), let the engine type, profile and encode it, store the
// columnar copy beside the original and mark the dataset ready. Small files are read in the request; larger
// ones go to the JOBS queue and are read by the report Worker with the same function.
import type { ImportChoices, TableLayout } from "../../../engine/ingest/table-builder";
import { importJsonFor, rememberedImport, storedImport } from "./import-choices.server";
import type { DatasetProfile } from "../../../engine/profile/types";
import { enqueueJob } from "~/server/jobs/enqueue.server";
import { BACKGROUND_READ_BYTES, READ_CPU_SECONDS, READ_MEMORY_MB } from "~/lib/upload-limits";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { datasets } from "~/server/db/schema";
import { logEvent } from "~/server/log.server";
import { STORAGE_UNAVAILABLE, WorkspaceError } from "~/server/workspace-error.server";
import { readConvertedInfo } from "./converted-sheets.server";
import { deleteDatasetRows, updateDataset, type DatasetRow } from "./datasets.server";
import { type ReadResult, isUserFacingIngestError, readStoredFile, type SheetSummary, workbookTooLargeForServer } from "./read-file.server";
import { StorageWriteFailed, datasetKeys } from "./storage.server";


export interface IngestServices {
  db: Database;
  files: R2Bucket;
  jobs: Queue;
}

/** The JSON kept in `datasets.profile_json`: the engine's profile and, for workbooks, the sheet list. */
export interface StoredProfile {
  profile: DatasetProfile;
  sheets?: SheetSummary[];
  /** The CSV was made in the browser from a workbook too large for the server (see read-file.server.ts). */
  convertedInBrowser?: boolean;
  /** What the reader had to work around (skipped title rows, encoding…), for the dataset page. */
  warnings?: string[];
  /** What reading decided without being told (header row, assumed date orders), for the import wizard. */
  layout?: TableLayout;
}

/**
 * Reads the dataset now and marks it ready (or failed with the engine's message). Used by the request path
 * and by the queue consumer.
 */
export async function ingestNow(services: Pick<IngestServices, "db" | "files">, row: DatasetRow, options: { sheet: string | null }): Promise<DatasetRow> {
  const { files } = services;
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  try {
    const result = await readStoredFile(files, row, { sheet: options.sheet, columnarKey: keys.columnar, choices: storedImport(row)?.choices });
    return await finishRead(services, row, result, (remembered) => ingestNow(services, remembered, options));
  } catch (error) {
    // Awaited: markReadFailed rejects at once for an error that is not the user's, and workerd reports a rejected
    // promise handed back un-awaited as unhandled before the caller's handler is attached.
    return await markReadFailed(services.db, row, error);
  }
}

/**
 * Marks the dataset ready with what reading found — unless this was a first read of a file whose columns match one the
 * person corrected before: then `readAgain` reads it the same way (the row passed carries those corrections).
 */
export async function finishRead(
  services: Pick<IngestServices, "db" | "files">,
  row: DatasetRow,
  result: ReadResult,
  readAgain: (remembered: DatasetRow) => Promise<DatasetRow>,
): Promise<DatasetRow> {
  const { db, files } = services;
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  if (row.columnarKey === null && row.importJson === null) {
    const remembered = await rememberedImport(db, row, result.schema.columns.map((c) => c.name));
    if (remembered) {
      await updateDataset(db, row.id, { importJson: remembered });
      return readAgain({ ...row, importJson: remembered });
    }
  }
  const patch = {
    status: "ready" as const,
    error: null,
    sheet: result.sheet,
    rowCount: result.rowCount,
    columnCount: result.columnCount,
    schemaJson: JSON.stringify(result.schema),
    profileJson: JSON.stringify({
      profile: result.profile,
      sheets: result.sheets,
      convertedInBrowser: result.convertedInBrowser || undefined,
      warnings: result.warnings,
      layout: result.layout,
    } satisfies StoredProfile),
    columnarKey: keys.columnar,
  };
  await updateDataset(db, row.id, patch);
  // Facts about the previous read (another sheet, other import choices) no longer hold.
  await files.delete(keys.plannerFacts);
  return { ...row, ...patch };
}

/** A reading that failed for a reason meant for the user marks the dataset failed with it; any other error is thrown on. */
export async function markReadFailed(db: Database, row: DatasetRow, error: unknown): Promise<DatasetRow> {
  const message = userMessage(error);
  if (message === null) throw error;
  await updateDataset(db, row.id, { status: "failed", error: message });
  return { ...row, status: "failed", error: message };
}

/** User-facing errors carry a message meant for the person who uploaded the file; others are bugs. */
function userMessage(error: unknown): string | null {
  return error instanceof WorkspaceError || isUserFacingIngestError(error) ? error.message : null;
}

/**
 * Reads the dataset in this request when it is small enough, otherwise queues it; returns the row as it now is.
 * A file that was never read successfully and cannot be read is removed and refused (422), so a broken
 * upload does not take one of the plan's file slots; a re-read (another sheet) that fails keeps the file.
 */
export async function startIngest(services: IngestServices, row: DatasetRow, options: { sheet: string | null }): Promise<DatasetRow> {
  // Reading the upload again would replace the cleaned values with the original's.
  if (row.kind === "cleaned") throw new WorkspaceError(409, "A cleaned copy is made from its original file: open the original to read another sheet, then clean it again.");
  const firstRead = row.columnarKey === null;
  const tooLarge = await workbookTooLargeForServer(services.files, row);
  if (tooLarge) {
    // Said now, before a reading (or a queued job) fails on it; a new upload goes, as a file that cannot be read does.
    if (firstRead) await deleteDatasetRows(services.db, services.files, [row]);
    throw new WorkspaceError(422, tooLarge);
  }
  await assertServerCanReadSheet(services.files, row, options.sheet);
  await updateDataset(services.db, row.id, { status: "processing", error: null, readRows: 0, readBytes: 0 });
  if (row.byteSize <= BACKGROUND_READ_BYTES) {
    const done = await ingestNow(services, row, options).catch(async (error: unknown) => {
      if (!(error instanceof StorageWriteFailed)) throw error;
      // Storage refused the columnar copy: a new upload goes entirely (no row without its data), a re-read
      // keeps the file as it was; either way the user hears it is worth trying again.
      logEvent("error", "Storing a dataset's columnar copy failed", { error });
      if (firstRead) await deleteDatasetRows(services.db, services.files, [row]);
      else await updateDataset(services.db, row.id, { status: row.status, error: row.error });
      throw new WorkspaceError(503, STORAGE_UNAVAILABLE);
    });
    if (done.status === "failed" && firstRead) {
      await deleteDatasetRows(services.db, services.files, [done]);
      throw new WorkspaceError(422, done.error ?? "The file could not be read.");
    }
    if (done.status === "failed") {
      // Back to the sheet that worked, with the reason this one did not.
      await ingestNow(services, row, { sheet: row.sheet });
      throw new WorkspaceError(422, done.error ?? "That sheet could not be read.");
    }
    return done;
  }
  await enqueueJob({ db: services.db, queue: services.jobs }, { type: "ingest-dataset", datasetId: row.id, sheet: options.sheet }, row.ownerId);
  return { ...row, status: "processing", error: null };
}

/** Explains why the server cannot switch the sheet of a workbook converted in the browser. */
export const CONVERTED_SHEET_MESSAGE =
  "This workbook is too large for the server to read, so it was converted in your browser. Switching sheets needs JavaScript: turn it on and choose the sheet again.";

/**
 * A workbook converted in the browser is read from its CSV, which holds one sheet: asking the server for
 * another sheet must not relabel that CSV (409); the browser converts the sheet and posts it instead.
 */
async function assertServerCanReadSheet(files: R2Bucket, row: DatasetRow, sheet: string | null): Promise<void> {
  if (sheet === null || (row.format !== "xlsx" && row.format !== "xls")) return;
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  if (!(await files.head(keys.converted))) return;
  const info = await readConvertedInfo(files, keys.convertedSheets);
  if ((info?.sheet ?? row.sheet) !== sheet) throw new WorkspaceError(409, CONVERTED_SHEET_MESSAGE);
}

/**
 * What the file's page says when the queue gave up on reading it: every attempt stopped before the end. Delimited text
 * and JSON, whatever their text encoding, are read in parts that each stay well within the platform's limits on one
 * reading (queued-ingest.server.ts), so their size is not the cause; a workbook is read in the background only when
 * its CSV conversion is (the server opens workbooks up to a size that fits one reading).
 */
export const INGEST_GAVE_UP =
  "Reading this file stopped before the end on every attempt. " +
  `A CSV or JSON file is read in parts, each well within the ${READ_CPU_SECONDS} seconds of processing time and ${READ_MEMORY_MB} MB of memory one reading may use on our servers, so its size is most likely not the cause but a fault on our side. ` +
  "The file is kept in your storage, but questions need it read: try again later, or split it into smaller files and upload those.";

/**
 * The queue gave up on a dataset's ingest job: a dataset still waiting for it says why instead of showing
 * "processing" for ever. A dataset the ingest already marked (ready, or failed with the engine's reason) is left.
 */
export async function failQueuedIngest(db: Database, datasetId: string, message: string): Promise<void> {
  await db
    .update(datasets)
    .set({ status: "failed", error: message })
    .where(and(eq(datasets.id, datasetId), eq(datasets.status, "processing")));
}

/**
 * Reads the file again with the import wizard's corrections (header row, date order, decimal separator) and keeps
 * them for later re-reads and for the next upload with the same columns. Choices that cannot be read are refused
 * (422) and the file goes back to how it was. `target` is where the reading goes: the file itself, or the new file
 * a re-read makes when something was made on this one (reread.server.ts), which a failed reading removes.
 */
export async function reimportWithChoices(services: IngestServices, row: DatasetRow, choices: ImportChoices, target: DatasetRow = row): Promise<DatasetRow> {
  // The column names detection found are this file's, also for a new file not read yet.
  const importJson = importJsonFor(row, choices);
  await updateDataset(services.db, target.id, { importJson });
  try {
    return await startIngest(services, { ...target, importJson }, { sheet: row.sheet });
  } catch (error) {
    if (target.id !== row.id) throw error; // readAgain removes the new file
    await updateDataset(services.db, row.id, { importJson: row.importJson });
    if (row.kind === "original") await ingestNow(services, row, { sheet: row.sheet });
    throw error;
  }
}
