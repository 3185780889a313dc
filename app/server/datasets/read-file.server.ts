// The bridge from a stored original in R2 to the engine's ingest: the object streams in, the columnar copy
// streams out into R2 beside it (multipart), and the schema and profile come back for the D1 row.
import { IngestError } from "../../../engine/errors";
import { StaleCheckpoint } from "../../../engine/ingest/checkpoint";
import { type IngestInput, type IngestProgress, ingestSlice } from "../../../engine/ingest/ingest";
import type { ImportChoices, TableLayout } from "../../../engine/ingest/table-builder";
import type { DatasetProfile } from "../../../engine/profile/types";
import { SERVER_WORKBOOK_CEILINGS, type WorkbookFormat, listSheets, workbookTooLargeMessage } from "../../../engine/read/workbook";
import type { DatasetSchema } from "../../../engine/types";
import { WorkspaceError } from "~/server/workspace-error.server";
import { readConvertedInfo } from "./converted-sheets.server";
import type { DatasetRow } from "./datasets.server";
import { MIN_PART_BYTES, R2ObjectWriter, type R2WriterState, datasetKeys } from "./storage.server";

export interface SheetSummary {
  name: string;
  /** Null when unknown: the sheets of a workbook converted in the browser are listed by name only. */
  rows: number | null;
  columns: number | null;
}

export interface ReadResult {
  sheet: string | null;
  rowCount: number;
  columnCount: number;
  schema: DatasetSchema;
  profile: DatasetProfile;
  sheets?: SheetSummary[];
  /** Read from the CSV the browser made: the server cannot open this workbook, so only the browser switches sheets. */
  convertedInBrowser: boolean;
  warnings: string[];
  layout: TableLayout;
}

const isWorkbook = (format: DatasetRow["format"]): format is WorkbookFormat => format === "xlsx" || format === "xls";

/**
 * Why the server cannot open this dataset's workbook, or null when it can: one over its format's ceiling with no CSV
 * the browser made from it. SheetJS reads a workbook whole, in one reading, so this is said before any starts.
 */
export async function workbookTooLargeForServer(files: R2Bucket, row: DatasetRow): Promise<string | null> {
  if (!isWorkbook(row.format) || row.byteSize <= SERVER_WORKBOOK_CEILINGS[row.format]) return null;
  if (await files.head(datasetKeys(row.ownerId, row.id, row.format).converted)) return null;
  return workbookTooLargeMessage(row.name, row.byteSize, row.format);
}

/**
 * What a dataset is read from, as the engine's input: its original, or the CSV the browser made from a workbook too
 * large for the server (`converted`). 410 when the object is gone.
 */
export async function storedSource(files: R2Bucket, row: DatasetRow, sheet: string | null, offset = 0): Promise<{ input: IngestInput; converted: boolean }> {
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  const converted = isWorkbook(row.format) ? await files.head(keys.converted) : null;
  const key = converted ? keys.converted : row.originalKey;
  const object = offset > 0 ? await files.get(key, { range: { offset } }) : await files.get(key);
  if (!object) throw new WorkspaceError(410, "The stored file is gone (it may have expired). Please upload it again.");
  return {
    input: { stream: object.body, fileName: converted ? "converted.csv" : row.name, sheet: converted ? undefined : (sheet ?? undefined) },
    converted: converted !== null,
  };
}

/**
 * Reads the dataset's source — the original, or the CSV the browser made from a workbook too large for
 * the server — and writes the engine's columnar copy to `columnarKey`.
 */
export async function readStoredFile(
  files: R2Bucket,
  row: DatasetRow,
  options: { sheet: string | null; columnarKey: string; choices?: ImportChoices },
): Promise<ReadResult> {
  const read = await readStoredSlice(files, row, options);
  if (!read.done) throw new Error("A reading without a pause stopped part-way.");
  return read.result;
}

/** Where a reading across queue messages stands: the engine's checkpoint and the columnar copy's upload. */
export interface StoredSlice {
  engine: Uint8Array;
  writer: R2WriterState;
  progress: IngestProgress;
}

const COLUMNAR_TYPE = "application/vnd.apache.arrow.file";
/**
 * The columnar copy's parts: its writer's part buffer lives through a whole reading beside the engine's, and a sliced
 * reading stores the unfinished part in every checkpoint (and copies it when encoding one), so the smallest part R2
 * takes keeps both down (3 MiB less of each than 8 MiB parts) at the cost of more, smaller part uploads.
 */
const COLUMNAR_PART_BYTES = MIN_PART_BYTES;

/**
 * Reads the dataset's source as `readStoredFile` does, or one slice of it (`slice`): from an earlier slice's
 * checkpoint, until `pause` says so. A slice that stops keeps the columnar copy's multipart upload open for the next;
 * a failure for the user (a file that cannot be read) or a checkpoint this build cannot go on from (StaleCheckpoint)
 * aborts it, any other failure leaves it for the retry.
 */
export async function readStoredSlice(
  files: R2Bucket,
  row: DatasetRow,
  options: { sheet: string | null; columnarKey: string; choices?: ImportChoices; slice?: { resume: StoredSlice | null; pause: (progress: IngestProgress) => boolean } },
): Promise<{ done: true; result: ReadResult } | { done: false; slice: StoredSlice }> {
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  const resume = options.slice?.resume ?? null;
  const { input, converted } = await storedSource(files, row, options.sheet, resume?.progress.bytesRead ?? 0);

  const writer = resume ? R2ObjectWriter.resumed(files, options.columnarKey, COLUMNAR_TYPE, resume.writer) : new R2ObjectWriter(files, options.columnarKey, COLUMNAR_TYPE, COLUMNAR_PART_BYTES);
  let result;
  try {
    const slice = await ingestSlice(input, { sink: (bytes) => writer.write(bytes), choices: options.choices, resume: resume?.engine, pause: options.slice?.pause });
    if (!slice.done) {
      return { done: false, slice: { engine: slice.checkpoint, writer: writer.state(), progress: slice.progress } };
    }
    result = slice.result;
    await writer.close();
  } catch (error) {
    // A checkpoint this build cannot go on from: the reading starts again, in an upload of its own.
    if (!options.slice || isUserFacingIngestError(error) || error instanceof StaleCheckpoint) await writer.abort();
    throw error;
  }

  let sheets: SheetSummary[] | undefined;
  let sheet = result.source.sheet ?? null;
  if (converted) {
    const info = await readConvertedInfo(files, keys.convertedSheets);
    sheet = info?.sheet ?? options.sheet;
    sheets = info?.sheets.map((name) => ({ name, rows: null, columns: null }));
  } else if (isWorkbook(row.format)) {
    const workbook = await files.get(row.originalKey);
    const all = workbook ? await listSheets({ bytes: new Uint8Array(await workbook.arrayBuffer()) }, row.name, row.format) : [];
    // The sheet just read counts its rows exactly (titles above the header skipped); the others count the rows under
    // their first row, never the header itself.
    const read = (name: string) => (name === sheet ? result.schema.rowCount : undefined);
    sheets = all.filter((s) => !s.hidden && s.rows > 0).map(({ name, dataRows, columns }) => ({ name, rows: read(name) ?? dataRows, columns }));
  }
  return {
    done: true,
    result: {
      sheet,
      rowCount: result.schema.rowCount,
      columnCount: result.schema.columns.length,
      schema: result.schema,
      profile: result.profile,
      sheets,
      convertedInBrowser: converted,
      warnings: result.warnings,
      layout: result.layout,
    },
  };
}

/** Engine errors on bad input carry a message written for the person who uploaded the file. */
export function isUserFacingIngestError(error: unknown): error is IngestError {
  return error instanceof IngestError;
}
