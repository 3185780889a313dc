// What the API and the screens see of a dataset: its metadata, never its storage keys.
import { type Reading, readingsOf } from "../../../engine/ingest/readings";
import type { ImportChoices, TableLayout } from "../../../engine/ingest/table-builder";
import type { DatasetProfile } from "../../../engine/profile/types";
import type { DatasetSchema } from "../../../engine/types";
import type { StoredProfile } from "./ingest.server";
import type { SheetSummary } from "./read-file.server";
import type { DatasetRow } from "./datasets.server";
import { storedImport } from "./import-choices.server";

export interface DatasetSummary {
  id: string;
  name: string;
  kind: "original" | "cleaned";
  sourceDatasetId: string | null;
  format: DatasetRow["format"];
  sheet: string | null;
  status: DatasetRow["status"];
  error: string | null;
  rowCount: number;
  columnCount: number;
  byteSize: number;
  /** While it is read in the background: rows built and bytes of the file read so far (0 until the first slice ends). */
  reading: { rows: number; bytes: number } | null;
  createdAt: string;
  expiresAt: string;
}

export function toDatasetSummary(row: DatasetRow): DatasetSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    sourceDatasetId: row.sourceDatasetId,
    format: row.format,
    sheet: row.sheet,
    status: row.status,
    error: row.error,
    rowCount: row.rowCount,
    columnCount: row.columnCount,
    byteSize: row.byteSize,
    reading: row.status === "processing" ? { rows: row.readRows, bytes: row.readBytes } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export interface DatasetDetail extends DatasetSummary {
  /** The engine's schema (columns with ids, names, types and units); null until the file has been read. */
  schema: DatasetSchema | null;
  /** The engine's profile (per-column statistics, histograms, preview); null until the file has been read. */
  profile: DatasetProfile | null;
  /** Workbooks: every sheet with data and its size, so the user can pick another. */
  sheets: SheetSummary[];
  /**
   * The workbook is too large for the server, so it was converted to CSV in the browser: another sheet is
   * converted there too (the original from GET /api/datasets/:id/original, the CSV to .../converted).
   */
  convertedInBrowser: boolean;
  warnings: string[];
  /** What reading decided without being told (null for files read before this was recorded). */
  layout: TableLayout | null;
  /** The import wizard's corrections in force, if any. */
  importChoices: ImportChoices | null;
  /**
   * Every reading the engine chose (header row, number formats, date orders, column types and units), guesses
   * first, each with the import choices that correct it; empty for files read before the layout was kept.
   */
  readings: Reading[];
}

export function toDatasetDetail(row: DatasetRow): DatasetDetail {
  const stored = row.profileJson ? (JSON.parse(row.profileJson) as Partial<StoredProfile>) : null;
  const schema = row.schemaJson ? (JSON.parse(row.schemaJson) as DatasetSchema) : null;
  const importChoices = storedImport(row)?.choices ?? null;
  return {
    ...toDatasetSummary(row),
    schema,
    profile: stored?.profile ?? null,
    sheets: stored?.sheets ?? [],
    convertedInBrowser: stored?.convertedInBrowser ?? false,
    warnings: stored?.warnings ?? [],
    layout: stored?.layout ?? null,
    importChoices,
    readings: stored?.layout && schema ? readingsOf(stored.layout, schema.columns, importChoices, { records: row.format === "json" }) : [],
  };
}

/**
 * The detail with only the columns `ids` in its schema and profile (statistics and preview), the rest of the
 * file's columns still counted in `columnCount`: a wide file's page and API answer stay small.
 */
export function withColumns(detail: DatasetDetail, ids: readonly string[]): DatasetDetail {
  const keep = new Set(ids);
  const schema = detail.schema && { ...detail.schema, columns: detail.schema.columns.filter((c) => keep.has(c.id)) };
  if (!detail.profile) return { ...detail, schema };
  const { preview, semantic } = detail.profile;
  const shown = preview.columns.flatMap((id, i) => (keep.has(id) ? [i] : []));
  return {
    ...detail,
    schema,
    profile: {
      ...detail.profile,
      columns: detail.profile.columns.filter((c) => keep.has(c.id)),
      preview: { columns: shown.map((i) => preview.columns[i]), rows: preview.rows.map((row) => shown.map((i) => row[i])) },
      ...(semantic ? { semantic: { ...semantic, columns: semantic.columns.filter((c) => keep.has(c.id)) } } : {}),
    },
  };
}

/** The API's answer to a re-read: the file read, and when the reading went to a new file (201), the one that stayed. */
export function readResponse(row: Pick<DatasetRow, "id">, read: { dataset: DatasetRow; newFile: boolean }): Response {
  if (!read.newFile) return Response.json({ dataset: toDatasetSummary(read.dataset) });
  return Response.json({ dataset: toDatasetSummary(read.dataset), readFrom: row.id }, { status: 201 });
}
