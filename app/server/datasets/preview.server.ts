// The preview table of a ready dataset: at most 5,000 rows at a time (SPEC §9), read batch by batch from the
// columnar copy with R2 range reads; larger datasets are paged here on the server.
import { clipText } from "../../../engine/profile/clip-text";
import { openStoredDataset } from "../../../engine/store/read";
import { TEXT_MISSING, type Batch, type ColumnData } from "../../../engine/types";
import type { DatasetRow } from "./datasets.server";
import { r2RandomAccess } from "./storage.server";

export const PREVIEW_ROW_LIMIT = 5000;

export type PreviewCell = string | number | boolean | null;

export interface PreviewTable {
  columns: { id: string; name: string; type: string }[];
  rows: PreviewCell[][];
  /** Rows in the whole dataset; when larger than a page, the rest is reached with `offset`. */
  totalRows: number;
  offset: number;
}

function cell(data: ColumnData, i: number, hasTime: boolean): PreviewCell {
  switch (data.type) {
    case "number": {
      const v = data.values[i];
      return Number.isNaN(v) ? null : v;
    }
    case "date": {
      const v = data.values[i];
      if (Number.isNaN(v)) return null;
      const iso = new Date(v).toISOString();
      return hasTime ? iso.slice(0, 19).replace("T", " ") : iso.slice(0, 10);
    }
    case "boolean":
      return data.values[i] === 2 ? null : data.values[i] === 1;
    case "text": {
      const code = data.codes[i];
      return code === TEXT_MISSING ? null : clipText(data.dictionary[code]);
    }
  }
}

/**
 * Rows [offset, offset + limit) of the dataset, reading only the batches that hold them; only the columns
 * `columnIds` when given (a wide file's page shows a window of its columns).
 */
export async function loadPreview(
  files: R2Bucket,
  row: DatasetRow,
  { offset = 0, limit = PREVIEW_ROW_LIMIT, columnIds }: { offset?: number; limit?: number; columnIds?: readonly string[] } = {},
): Promise<PreviewTable | null> {
  if (!row.columnarKey) return null;
  const source = await r2RandomAccess(files, row.columnarKey);
  if (!source) return null;
  const dataset = await openStoredDataset(source);
  const wanted = columnIds && new Set(columnIds);
  const columns = wanted ? dataset.schema.columns.filter((c) => wanted.has(c.id)) : dataset.schema.columns;
  const rows: PreviewCell[][] = [];
  const want = Math.min(limit, PREVIEW_ROW_LIMIT);
  let batchStart = 0;
  for (let b = 0; b < dataset.footer.segments.length && rows.length < want; b++) {
    const rowsInBatch = dataset.footer.segments[b].rows;
    if (batchStart + rowsInBatch <= offset) {
      batchStart += rowsInBatch;
      continue;
    }
    const batch: Batch = await dataset.batch(b);
    for (let i = Math.max(0, offset - batchStart); i < batch.length && rows.length < want; i++) {
      rows.push(columns.map((c) => cell(batch.columns[c.id], i, c.hasTime === true)));
    }
    batchStart += batch.length;
  }
  return {
    columns: columns.map((c) => ({ id: c.id, name: c.name, type: c.type })),
    rows,
    totalRows: dataset.schema.rowCount,
    offset,
  };
}
