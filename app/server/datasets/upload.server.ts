// The upload pipeline: plan limits before the body is read, a streaming multipart parse, content sniffing,
// the original bytes streamed untouched into R2 under a per-owner key, and a `datasets` row in D1.
// Ingest (parse, profile, columnar copy) follows in ingest.server.ts — in the request for files that fit,
// on the JOBS queue for larger ones.
import { recordAudit } from "~/server/teams/audit.server";
import { planOrFree } from "~/lib/plans";
import { sizeRefusal } from "~/lib/upload-limits";
import { FORMAT_CONTENT_TYPES, UNSUPPORTED_FORMAT_MESSAGE, formatFromFileName } from "~/lib/dataset-formats";
import type { Database } from "~/server/db/client.server";
import { logEvent } from "~/server/log.server";
import { STORAGE_UNAVAILABLE, WorkspaceError, planLimitError } from "~/server/workspace-error.server";
import { getDataset, type DatasetRow } from "./datasets.server";
import { MAX_SHEETS_FIELD_BYTES, parseSheetName, parseSheetNames, readConvertedInfo, writeConvertedInfo } from "./converted-sheets.server";
import { MultipartError, multipartBoundary, readMultipart } from "./multipart-stream.server";
import { SNIFF_BYTES, sniffFormat } from "./sniff";
import { SizeLimitExceeded, StorageWriteFailed, datasetKeys, putStream } from "./storage.server";
import { UploadReservation, checkUploadAllowed, type UploadUser } from "./upload-reservation.server";

/** Room for the multipart envelope (boundaries, headers, small fields) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_NAME_LENGTH = 200;

export interface UploadServices {
  db: Database;
  files: R2Bucket;
}

export type { UploadUser };

export interface ReceivedUpload {
  dataset: DatasetRow;
  /** The sheet the user asked for, if any (workbooks). */
  sheet: string | null;
  /** The browser will send a CSV conversion of this workbook next (it is above the server's workbook ceiling). */
  convertInBrowser: boolean;
}

/** Wraps a chunk stream so its first bytes can be inspected before anything is stored. */
async function peek(chunks: AsyncIterable<Uint8Array>, wanted: number): Promise<{ head: Uint8Array; all: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let size = 0;
  let finished = false;
  while (size < wanted) {
    const next = await iterator.next();
    if (next.done) {
      finished = true;
      break;
    }
    seen.push(next.value.slice());
    size += next.value.length;
  }
  const head = new Uint8Array(size);
  let at = 0;
  for (const c of seen) {
    head.set(c, at);
    at += c.length;
  }
  async function* all() {
    yield* seen;
    if (finished) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: head.subarray(0, Math.min(size, wanted)), all: all() };
}

/**
 * Receives a multipart upload (fields: `file`, optional `sheet`, optional `convert=browser`) for `user`:
 * refuses what the plan does not allow before reading the body when Content-Length tells, counts bytes while
 * streaming otherwise, and stores the original in R2 with a `processing` dataset row.
 */
export async function receiveUpload(services: UploadServices, user: UploadUser, request: Request, now = new Date()): Promise<ReceivedUpload> {
  const { db, files } = services;
  const plan = planOrFree(user.plan);
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  // The body is the file plus a small multipart envelope: an upper bound of the file's size.
  const expectedBytes = Number.isFinite(declared) ? declared : null;
  // Refused before a byte of the body is read when the count or the declared size already rules it out.
  const allowance = await checkUploadAllowed(db, user, expectedBytes === null ? null : Math.max(0, expectedBytes - ENVELOPE_BYTES));

  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary || !request.body) {
    throw new WorkspaceError(400, "Send the file as a multipart/form-data upload with a field named \"file\".");
  }

  let sheet: string | null = null;
  let convertInBrowser = false;
  let stored: { reservation: UploadReservation; bytes: number } | null = null;
  let reservation: UploadReservation | null = null;
  try {
    for await (const part of readMultipart(request.body, boundary)) {
      if (part.name === "sheet") {
        sheet = (await part.text(1024)).trim() || null;
      } else if (part.name === "convert") {
        convertInBrowser = (await part.text(64)).trim() === "browser";
      } else if (part.name === "file" && part.filename !== undefined && stored === null) {
        const name = part.filename.trim().slice(0, MAX_NAME_LENGTH);
        if (!name) throw new WorkspaceError(400, "Choose a file to upload.");
        const format = formatFromFileName(name);
        if (!format) throw new WorkspaceError(415, UNSUPPORTED_FORMAT_MESSAGE);
        const { head, all } = await peek(part.chunks, SNIFF_BYTES);
        const sniffed = sniffFormat(head, format, name);
        if (!sniffed.ok) throw new WorkspaceError(415, sniffed.message);
        const id = crypto.randomUUID();
        const originalKey = datasetKeys(user.id, id, format).original;
        reservation = await UploadReservation.open(
          db,
          user,
          { id, ownerId: user.id, name, kind: "original", format, sheet, status: "processing", originalKey, createdAt: now },
          allowance,
          expectedBytes,
        );
        const held = reservation;
        const bytes = await putStream(files, originalKey, all, {
          maxBytes: allowance.maxBytes,
          contentType: FORMAT_CONTENT_TYPES[format],
          beforeWrite: (total) => held.ensure(total),
        });
        stored = { reservation, bytes };
      }
    }
    if (!stored) throw new WorkspaceError(400, "Choose a file to upload.");
    const expiresAt = new Date(now.getTime() + plan.limits.retentionHours * 3_600_000);
    if (!(await stored.reservation.settle({ byteSize: stored.bytes, expiresAt, sheet }))) throw new WorkspaceError(409, "The file was deleted while it was being uploaded.");
    const dataset = await getDataset(db, user.id, stored.reservation.row.id);
    await recordAudit(db, { actorId: user.id, action: "upload", resource: { type: "dataset", id: dataset.id }, details: { name: dataset.name, bytes: stored.bytes }, at: now });
    return { dataset, sheet, convertInBrowser };
  } catch (error) {
    await reservation?.release(files);
    if (error instanceof SizeLimitExceeded) {
      const refusal = sizeRefusal(null, allowance)!;
      throw planLimitError(refusal.message, refusal.status);
    }
    if (error instanceof MultipartError) throw new WorkspaceError(400, error.message);
    if (error instanceof StorageWriteFailed) {
      logEvent("error", "Storing an upload failed", { error });
      throw new WorkspaceError(503, STORAGE_UNAVAILABLE);
    }
    throw error;
  }
}

/** A browser-made CSV may be a few times larger than its (compressed) workbook. */
const CONVERTED_SIZE_FACTOR = 8;

function checkSheetListed(sheet: string | null, sheets: string[] | null): void {
  if (sheet !== null && sheets !== null && !sheets.includes(sheet)) throw new WorkspaceError(400, `sheet: "${sheet}" is not one of the workbook's sheets.`);
}

/**
 * Receives the CSV the browser made from a workbook above the server's workbook ceiling (multipart field
 * `file`, with optional `sheet`: the sheet it was made from, and `sheets`: a JSON array of the workbook's sheet
 * names) and stores it beside the untouched original, with the sheet list beside it; ingest then reads the
 * CSV. The CSV is a derived copy, so it does not count against the plan's storage (the original does).
 * Returns the sheet the CSV was made from (the one already recorded when none is sent).
 */
export async function receiveConvertedCsv(services: UploadServices, user: UploadUser, row: DatasetRow, request: Request): Promise<{ sheet: string | null }> {
  if (row.format !== "xlsx" && row.format !== "xls") throw new WorkspaceError(400, "Only Excel workbooks are converted in the browser.");
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary || !request.body) throw new WorkspaceError(400, "Send the CSV as a multipart/form-data upload with a field named \"file\".");
  const maxBytes = planOrFree(user.plan).limits.maxFileBytes * CONVERTED_SIZE_FACTOR;
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  let stored = false;
  let sheet: string | null = null;
  let sheets: string[] | null = null;
  try {
    for await (const part of readMultipart(request.body, boundary)) {
      if (part.name === "sheet") {
        sheet = parseSheetName(await part.text(1024));
      } else if (part.name === "sheets") {
        sheets = parseSheetNames(await part.text(MAX_SHEETS_FIELD_BYTES));
      } else if (part.name === "file" && !stored) {
        checkSheetListed(sheet, sheets); // before the stored CSV is replaced (the client sends the fields first)
        const { head, all } = await peek(part.chunks, SNIFF_BYTES);
        const sniffed = sniffFormat(head, "csv", "converted.csv");
        if (!sniffed.ok) throw new WorkspaceError(415, sniffed.message);
        await putStream(services.files, keys.converted, all, { maxBytes, contentType: "text/csv" });
        stored = true;
      }
    }
  } catch (error) {
    if (error instanceof SizeLimitExceeded) throw new WorkspaceError(413, "The converted sheet is too large to store. Try a smaller sheet or split the workbook.");
    if (error instanceof MultipartError) throw new WorkspaceError(400, error.message);
    throw error;
  }
  if (!stored) throw new WorkspaceError(400, "Send the converted CSV in a field named \"file\".");
  checkSheetListed(sheet, sheets);
  const previous = await readConvertedInfo(services.files, keys.convertedSheets);
  const info = { sheet: sheet ?? row.sheet, sheets: sheets ?? previous?.sheets ?? [] };
  if (info.sheet !== null && info.sheets.length > 0 && !info.sheets.includes(info.sheet)) info.sheets = [info.sheet, ...info.sheets];
  await writeConvertedInfo(services.files, keys.convertedSheets, info);
  return { sheet: info.sheet };
}
