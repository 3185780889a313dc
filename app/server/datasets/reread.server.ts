// Reading a file again — another sheet, the import wizard's corrections, a sheet converted in the browser — rewrites
// its columnar copy. When something was made on the file (a cleaned copy, a saved analysis: and through those the
// reports and dashboards showing them), that would change the data they were made on without a word. Then the
// reading goes to a new file instead, "sales (2).csv", a copy of the same upload read the new way, and the file
// stays as it was (decision 0018, as cleaning makes "Clean_sales (2).csv" rather than replacing: decision 0010).
import { eq } from "drizzle-orm";
import { numberedName, unnumberedName } from "~/lib/numbered-name";
import type { Database } from "~/server/db/client.server";
import { datasets } from "~/server/db/schema";
import { logEvent } from "~/server/log.server";
import { STORAGE_UNAVAILABLE, WorkspaceError } from "~/server/workspace-error.server";
import { deleteDatasetRows, getDatasetById, type DatasetRow } from "./datasets.server";
import { datasetDeleteImpact, type DeleteImpact } from "./delete-impact.server";
import { copyExpiry } from "./plan-retention.server";
import { StorageWriteFailed, copyObject, datasetKeys } from "./storage.server";
import { reserveDataset, type UploadUser } from "./upload-reservation.server";

/** Whether a new reading of this file would change what was made on it: its cleaned copies or saved analyses. */
export function holdsSavedWork(impact: DeleteImpact): boolean {
  return impact.files.length > 1 || impact.analyses.length > 0;
}

/** What the file's page says before a re-read when one would make a new file: its name and what stays on this one. */
export interface RereadNotice {
  versionName: string;
  impact: DeleteImpact;
}

/** The name a new reading of `source` gets: "sales (2).csv", the first of the owner's names that is free. */
async function versionName(db: Database, ownerId: string, source: Pick<DatasetRow, "name">): Promise<string> {
  const names = await db.select({ name: datasets.name }).from(datasets).where(eq(datasets.ownerId, ownerId));
  const taken = new Set(names.map((n) => n.name));
  return numberedName(unnumberedName(source.name), taken.add(source.name));
}

/** For the file's page: null when reading it again changes nothing anyone made on it. */
export async function rereadNotice(db: Database, user: { id: string }, row: DatasetRow): Promise<RereadNotice | null> {
  if (row.kind !== "original" || row.status !== "ready") return null;
  const impact = await datasetDeleteImpact(db, row);
  return holdsSavedWork(impact) ? { versionName: await versionName(db, user.id, row), impact } : null;
}

/**
 * The dataset a re-read of `row` should write: `row` itself when nothing was made on it, otherwise a new file of
 * `user`'s holding a copy of the same upload (its original bytes, and a browser-made CSV of a large workbook with
 * its sheet list), with the same import choices, not read yet. The new file takes a file slot and the upload's
 * bytes like any upload (402 when the plan has no room) and is kept as long as the upload it copies.
 */
export async function rereadTarget(services: { db: Database; files: R2Bucket }, user: UploadUser, row: DatasetRow): Promise<DatasetRow> {
  // A cleaned copy is never re-read (startIngest says why); a file nothing was made on is read again in place.
  if (row.kind !== "original" || !holdsSavedWork(await datasetDeleteImpact(services.db, row))) return row;
  const { db, files } = services;
  const id = crypto.randomUUID();
  const from = datasetKeys(row.ownerId, row.id, row.format);
  const to = datasetKeys(user.id, id, row.format);
  const version = {
    id,
    ownerId: user.id,
    name: await versionName(db, user.id, row),
    kind: "original" as const,
    format: row.format,
    sheet: row.sheet,
    status: "processing" as const,
    originalKey: to.original,
    byteSize: row.byteSize,
    importJson: row.importJson,
    // The same upload: listed beside it and kept as long as it.
    createdAt: row.createdAt,
    expiresAt: copyExpiry(row, user.plan),
  };
  await reserveDataset(db, user, version);
  try {
    await copyObject(files, row.originalKey, to.original);
    await copyObject(files, from.converted, to.converted);
    await copyObject(files, from.convertedSheets, to.convertedSheets);
  } catch (error) {
    await deleteDatasetRows(db, files, [version]);
    if (!(error instanceof StorageWriteFailed)) throw error;
    logEvent("error", "Copying a file for a new reading failed", { error });
    throw new WorkspaceError(503, STORAGE_UNAVAILABLE);
  }
  const stored = await getDatasetById(db, id);
  if (!stored) throw new WorkspaceError(409, "The new file was deleted while it was being made.");
  return stored;
}

/**
 * Reads `row` again with `read` — in place, or into a new file when something was made on it (`rereadTarget`).
 * A new file whose reading fails goes again, so a refused re-read leaves nothing behind.
 */
export async function readAgain(
  services: { db: Database; files: R2Bucket },
  user: UploadUser,
  row: DatasetRow,
  read: (target: DatasetRow) => Promise<DatasetRow>,
): Promise<{ dataset: DatasetRow; newFile: boolean }> {
  const target = await rereadTarget(services, user, row);
  const newFile = target.id !== row.id;
  try {
    return { dataset: await read(target), newFile };
  } catch (error) {
    if (newFile) await deleteDatasetRows(services.db, services.files, [target]);
    throw error;
  }
}
