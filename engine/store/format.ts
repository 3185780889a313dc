// The stored columnar format, written once per ingested file and read by every query.
//
//   offset 0      "ILCF" + uint32 LE format version (8 bytes)
//   then          one segment per batch (~64k rows). Version 2: one chunk per column, each a complete Arrow IPC
//                 stream of that column alone (schema message, dictionary batch, one record batch, end-of-stream
//                 marker) zero-padded to a multiple of 8 bytes, so a query reads only its columns' byte ranges
//                 and typed arrays view them in place. Since decision 0052 consecutive batches are written in
//                 groups (up to 8 MiB) column by column, so a column's chunks of a group are one byte range;
//                 older files hold each batch's chunks together. Readers go by the footer's chunk offsets alone,
//                 so both layouts are version 2. Version 1: one Arrow IPC stream of every column.
//   then          the footer: UTF-8 JSON (StoredFooter below)
//   last 8 bytes  uint32 LE footer length + "ILCF"
//
// Columns are Arrow fields named by column id: numbers float64; dates date32 (days) or timestamp[ms] when they
// carry a time; yes/no bool; text dictionary<int32, utf8>; a column with no value yet Null. Missing values are
// Arrow nulls (numbers also hold NaN in the null slots). Each field's metadata "insightlab.encoding" is the JSON
// ColumnEncoding the segment was written under. Inference may change its mind after segments were written (a
// number column meets text), so a segment's encoding can differ from the footer's final one: readers convert
// with store/convert.ts. Version 2's footer gives each chunk's byte range, the encoding it was written under
// and its statistics (store/column-stats.ts: missing values, min, max, sum), which hold for a reader only
// while that encoding is the final one. Version 1 files (no chunks, no statistics) are still read.
// Segments are self-contained, so a reader can fetch them one at a time with range requests:
// read the last 8 bytes, then the footer, then each segment (version 2: each chunk it needs).
import type { ColumnEncoding } from "../infer/encoding";
import type { DatasetProfile } from "../profile/types";
import type { SourceInfo } from "../read/cell";
import type { ColumnStats, DatasetSchema } from "../types";

export const FORMAT_MAGIC = "ILCF";
export const FORMAT_VERSION = 2;
export const HEADER_BYTES = 8;
export const TRAILER_BYTES = 8;
export const ENCODING_METADATA_KEY = "insightlab.encoding";

export interface StoredSegment {
  /**
   * Byte offset of the segment from the start of the file. Version 2 written in groups: where its group begins,
   * the chunks of its neighbours interleaved with its own (read a chunk by its own offset).
   */
  offset: number;
  /** Byte length (without padding); of the group when written in groups. */
  length: number;
  rows: number;
  /** Version 2: each column's chunk, by column id (a column added after this batch was written has none). */
  columns?: Record<string, StoredChunk>;
}

/** One column of one segment (version 2). */
export interface StoredChunk {
  /** Byte offset from the start of the file (a multiple of 8). */
  offset: number;
  /** Byte length (without padding). */
  length: number;
  /** Index into StoredFooter.chunkEncodings: the encoding the chunk was written under. */
  encoding: number;
  stats: ColumnStats;
}

export interface StoredFooter {
  format: "insightlab-columnar";
  version: number;
  schema: DatasetSchema;
  /** Final encoding of each column, in schema order. */
  encodings: ColumnEncoding[];
  segments: StoredSegment[];
  /** Version 2: the distinct encodings chunks were written under. */
  chunkEncodings?: ColumnEncoding[];
  profile?: DatasetProfile;
  source?: Omit<SourceInfo, "warnings">;
  warnings?: string[];
}
