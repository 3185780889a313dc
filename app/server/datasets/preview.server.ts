// The preview table of a ready dataset: at most 5,000 rows read from the columnar copy (SPEC §9).
import type { DatasetRow } from "./datasets.server";

export const PREVIEW_ROW_LIMIT = 5000;

export interface PreviewTable {
  columns: { id: string; name: string; type: string }[];
  rows: (string | number | boolean | null)[][];
  /** Rows in the whole dataset; when larger than `rows.length`, the rest is paged on the server. */
  totalRows: number;
  offset: number;
}

/** Interim until the engine's columnar reader lands: no preview rows. */
export async function loadPreview(_files: R2Bucket, _row: DatasetRow, _offset = 0): Promise<PreviewTable | null> {
  return null;
}
