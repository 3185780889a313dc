// A file read in the background, across as many queue messages as it needs. One message reads a slice of the file —
// until its budget (bytes of the file, and time) is spent — then stores a checkpoint in R2 beside the file and sends
// the next message, which goes on from it; the last one finishes the dataset as a single reading would (the engine
// makes the same bytes however the file is sliced). Each slice stays well within the queue consumer's CPU limit.
//
// Delivery is at least once, so a message may come twice or after its work was done: the checkpoint carries the job
// and the number of the slice it starts, and a message whose slice is not the checkpoint's does no reading. A
// dataset deleted, failed, finished or read again by another job (its checkpoint then is that job's) ends the chain.
// A checkpoint this build cannot go on from (an older build's, or damaged) starts the reading again from the start.
import { StaleCheckpoint } from "../../../engine/ingest/checkpoint";
import { decodeObjects, encodeObjectsInPieces } from "../../../engine/ingest/checkpoint-codec";
import type { JobMessage } from "~/server/jobs/messages";
import { logEvent } from "~/server/log.server";
import { getDatasetById, updateDataset } from "./datasets.server";
import { type IngestServices, finishRead, markReadFailed } from "./ingest.server";
import { storedImport } from "./import-choices.server";
import { readStoredSlice, type StoredSlice } from "./read-file.server";
import { datasetKeys, putPieces } from "./storage.server";

type IngestMessage = Extract<JobMessage, { type: "ingest-dataset" }>;

/** How much one message reads before it hands on: bytes of the file, and milliseconds (the clock moves with I/O). */
export interface SliceBudget {
  bytes: number;
  ms: number;
}

/**
 * 192 MiB a message: the 1 GB bench file took 35 s of CPU in one message (≈ 34 ms per MB), so a slice takes ≈ 7 s,
 * under a quarter of the consumer's 30 s, leaving room for a slower machine and for the checkpoint's own work.
 */
export const DEFAULT_SLICE_BUDGET: SliceBudget = { bytes: 192 * 1024 * 1024, ms: 15_000 };

/** The budget from the report Worker's INGEST_SLICE_BYTES (tests set a tiny one to force many messages). */
export function sliceBudget(bytes: string | undefined): SliceBudget {
  const parsed = bytes === undefined ? NaN : Number(bytes);
  return Number.isInteger(parsed) && parsed > 0 ? { ...DEFAULT_SLICE_BUDGET, bytes: parsed } : DEFAULT_SLICE_BUDGET;
}

interface Checkpoint {
  jobId: string;
  /** The slice the next message reads. */
  slice: number;
  read: StoredSlice;
}

/** A stored checkpoint whose bytes this build cannot decode (another version's codec, or damage). */
const UNREADABLE = "unreadable";

async function loadCheckpoint(files: R2Bucket, key: string): Promise<Checkpoint | typeof UNREADABLE | null> {
  const object = await files.get(key);
  if (!object) return null;
  try {
    return decodeObjects<Checkpoint>(new Uint8Array(await object.arrayBuffer()), []);
  } catch {
    return UNREADABLE;
  }
}

/** What a message did: finished the dataset (or found nothing to do), or handed on to the next message. */
export type QueuedIngestOutcome = { done: true; columnarKey: string | null } | { done: false };

export async function ingestQueued(
  services: IngestServices,
  message: IngestMessage,
  context: { budget: SliceBudget; redelivered: boolean; now?: () => number },
): Promise<QueuedIngestOutcome> {
  const { db, files, jobs } = services;
  const now = context.now ?? Date.now;
  const row = await getDatasetById(db, message.datasetId);
  // Deleted meanwhile (its checkpoint went with its other objects): nothing to do, and not an error.
  if (!row) return { done: true, columnarKey: null };
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  const slice = message.slice ?? 0;
  const loaded = row.status === "processing" ? await loadCheckpoint(files, keys.ingestCheckpoint) : null;
  // A checkpoint this build cannot read leaves the dataset processing with nothing to go on from: whichever message
  // meets it reads the file again from the start (the one it broke is never left waiting for ever).
  const unreadable = loaded === UNREADABLE;
  const saved = unreadable ? null : loaded;
  const ours = saved !== null && saved.jobId === message.jobId;
  // A later slice of a chain that ended (finished, failed, deleted) or that another reading replaced.
  if (slice > 0 && !ours && !unreadable) return { done: true, columnarKey: row.columnarKey };
  if (ours && saved.slice !== slice) {
    // Another delivery of this message already read its slice. Sent again after a failure, it may be the one whose
    // continuation was never sent (the Worker stopped between storing the checkpoint and sending): send it.
    if (saved.slice === slice + 1 && context.redelivered) await jobs.send({ ...message, slice: saved.slice });
    return { done: false };
  }
  if (unreadable) logEvent("warn", "An ingest checkpoint could not be decoded: the file is read again from the start", { datasetId: row.id, slice });
  const started = now();
  const readSlice = (resume: StoredSlice | null) => {
    const from = resume?.progress.bytesRead ?? 0;
    return readStoredSlice(files, row, {
      sheet: message.sheet,
      columnarKey: keys.columnar,
      choices: storedImport(row)?.choices,
      slice: { resume, pause: ({ bytesRead }) => bytesRead - from >= context.budget.bytes || now() - started >= context.budget.ms },
    });
  };
  let read;
  try {
    read = await readSlice(slice > 0 && ours ? saved.read : null).catch((error: unknown) => {
      if (!(error instanceof StaleCheckpoint)) throw error;
      // The engine's state is an older build's (its upload was aborted): read again from the start, in this message.
      logEvent("warn", "An ingest checkpoint from another version of the engine: the file is read again from the start", { datasetId: row.id, slice });
      return readSlice(null);
    });
  } catch (error) {
    const failed = await markReadFailed(db, row, error);
    await files.delete(keys.ingestCheckpoint);
    return { done: true, columnarKey: failed.columnarKey };
  }
  if (!read.done) {
    const checkpoint: Checkpoint = { jobId: message.jobId, slice: slice + 1, read: read.slice };
    // Streamed from the engine's bytes and the unfinished part where they lie: joined, they would be held twice.
    const { pieces, length } = encodeObjectsInPieces(checkpoint, []);
    await putPieces(files, keys.ingestCheckpoint, pieces, length);
    await updateDataset(db, row.id, { readRows: read.slice.progress.rows, readBytes: read.slice.progress.bytesRead });
    await jobs.send({ ...message, slice: slice + 1 });
    return { done: false };
  }
  await files.delete(keys.ingestCheckpoint);
  let readAgain = false;
  const finished = await finishRead(services, row, read.result, async (remembered) => {
    // A first reading of a file laid out like one the person corrected before: read again, that way, from the start.
    readAgain = true;
    await jobs.send({ ...message, slice: 0 });
    return remembered;
  });
  return readAgain ? { done: false } : { done: true, columnarKey: finished.columnarKey };
}
