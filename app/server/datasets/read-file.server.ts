// The bridge from a stored original in R2 to the engine's ingest: the object streams in, the columnar copy
// streams out into R2 beside it (multipart), and the schema and profile come back for the D1 row.
import { IngestError } from "../../../engine/errors";
import { ingestFile, type IngestInput } from "../../../engine/ingest/ingest";
import type { ImportChoices, TableLayout } from "../../../engine/ingest/table-builder";
import type { DatasetProfile } from "../../../engine/profile/types";
import { listSheets } from "../../../engine/read/workbook";
import type { DatasetSchema } from "../../../engine/types";
import { WorkspaceError } from "~/server/workspace-error.server";
import { readConvertedInfo } from "./converted-sheets.server";
import type { DatasetRow } from "./datasets.server";
import { R2ObjectWriter, datasetKeys } from "./storage.server";

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

const isWorkbook = (format: DatasetRow["format"]) => format === "xlsx" || format === "xls";

/**
 * What a dataset is read from, as the engine's input: its original, or the CSV the browser made from a workbook too
 * large for the server (`converted`). 410 when the object is gone.
 */
export async function storedSource(files: R2Bucket, row: DatasetRow, sheet: string | null): Promise<{ input: IngestInput; converted: boolean }> {
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  const converted = isWorkbook(row.format) ? await files.head(keys.converted) : null;
  const object = await files.get(converted ? keys.converted : row.originalKey);
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
  const keys = datasetKeys(row.ownerId, row.id, row.format);
  const { input, converted } = await storedSource(files, row, options.sheet);

  const writer = new R2ObjectWriter(files, options.columnarKey, "application/vnd.apache.arrow.file");
  let result;
  try {
    result = await ingestFile(input, { sink: (bytes) => writer.write(bytes), choices: options.choices });
    await writer.close();
  } catch (error) {
    await writer.abort();
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
    const all = workbook ? await listSheets({ bytes: new Uint8Array(await workbook.arrayBuffer()) }, row.name) : [];
    // The sheet just read counts its rows exactly (titles above the header skipped); the others count the rows under
    // their first row, never the header itself.
    const read = (name: string) => (name === sheet ? result.schema.rowCount : undefined);
    sheets = all.filter((s) => !s.hidden && s.rows > 0).map(({ name, dataRows, columns }) => ({ name, rows: read(name) ?? dataRows, columns }));
  }
  return {
    sheet,
    rowCount: result.schema.rowCount,
    columnCount: result.schema.columns.length,
    schema: result.schema,
    profile: result.profile,
    sheets,
    convertedInBrowser: converted,
    warnings: result.warnings,
    layout: result.layout,
  };
}

/** Engine errors on bad input carry a message written for the person who uploaded the file. */
export function isUserFacingIngestError(error: unknown): error is IngestError {
  return error instanceof IngestError;
}
