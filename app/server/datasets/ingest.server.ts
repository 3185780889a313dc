// Ingest: read a stored original from R2 (as a stream), let the engine type, profile and encode it, store the
// columnar copy beside the original and mark the dataset ready. Small files are read in the request; larger
// ones go to the JOBS queue and are read by the report Worker with the same function.
import { enqueueJob } from "~/server/jobs/enqueue.server";
import type { Database } from "~/server/db/client.server";
import { WorkspaceError } from "~/server/workspace-error.server";
import { getDatasetById, updateDataset, type DatasetRow } from "./datasets.server";
import { readStoredFile } from "./read-file.server";
import { datasetKeys } from "./storage.server";

/** Files up to this size are read inside the upload request; larger ones in the background. */
export const INLINE_INGEST_BYTES = 12 * 1024 * 1024;

export interface IngestServices {
  db: Database;
  files: R2Bucket;
  jobs: Queue;
}

/** The JSON kept in `datasets.profile_json`: the engine's profile and, for workbooks, the sheet list. */
export interface StoredProfile<Profile = unknown> {
  profile: Profile;
  sheets?: { name: string; rows: number; columns: number }[];
}

/**
 * Reads the dataset now and marks it ready (or failed with the engine's message). Used by the request path
 * and by the queue consumer.
 */
export async function ingestNow(services: Pick<IngestServices, "db" | "files">, row: DatasetRow, options: { sheet: string | null }): Promise<DatasetRow> {
  const { db, files } = services;
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  try {
    const result = await readStoredFile(files, row, { sheet: options.sheet, columnarKey: keys.columnar });
    const patch = {
      status: "ready" as const,
      error: null,
      sheet: result.sheet,
      rowCount: result.rowCount,
      columnCount: result.columnCount,
      schemaJson: JSON.stringify(result.schema),
      profileJson: JSON.stringify({ profile: result.profile, sheets: result.sheets } satisfies StoredProfile),
      columnarKey: keys.columnar,
    };
    await updateDataset(db, row.id, patch);
    return { ...row, ...patch };
  } catch (error) {
    const message = userMessage(error);
    if (message === null) throw error;
    await updateDataset(db, row.id, { status: "failed", error: message });
    return { ...row, status: "failed", error: message };
  }
}

/** User-facing errors carry a message meant for the person who uploaded the file; others are bugs. */
function userMessage(error: unknown): string | null {
  return error instanceof WorkspaceError ? error.message : null;
}

/** Reads the dataset in this request when it is small enough, otherwise queues it; returns the row as it now is. */
export async function startIngest(services: IngestServices, row: DatasetRow, options: { sheet: string | null }): Promise<DatasetRow> {
  await updateDataset(services.db, row.id, { status: "processing", error: null });
  if (row.byteSize <= INLINE_INGEST_BYTES) return ingestNow(services, row, options);
  await enqueueJob({ db: services.db, queue: services.jobs }, { type: "ingest-dataset", datasetId: row.id, sheet: options.sheet }, row.ownerId);
  return { ...row, status: "processing", error: null };
}

/** The queue consumer's entry: the dataset may have been deleted meanwhile, which is not an error. */
export async function ingestQueued(services: Pick<IngestServices, "db" | "files">, datasetId: string, sheet: string | null): Promise<string | null> {
  const row = await getDatasetById(services.db, datasetId);
  if (!row) return null;
  const done = await ingestNow(services, row, { sheet });
  return done.columnarKey;
}
