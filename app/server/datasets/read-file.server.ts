// The bridge from a stored original in R2 to the engine's ingest (engine/ingest): stream in, columnar copy out.
import type { DatasetSchema } from "../../../engine/types";
import { WorkspaceError } from "~/server/workspace-error.server";
import type { DatasetRow } from "./datasets.server";

export interface ReadResult {
  sheet: string | null;
  rowCount: number;
  columnCount: number;
  schema: DatasetSchema;
  profile: unknown;
  sheets?: { name: string; rows: number; columns: number }[];
}

/** Interim until engine/ingest lands: reading files is refused with a clear message. */
export async function readStoredFile(
  _files: R2Bucket,
  _row: DatasetRow,
  _options: { sheet: string | null; columnarKey: string },
): Promise<ReadResult> {
  throw new WorkspaceError(503, "Reading files is not available yet on this server.");
}
