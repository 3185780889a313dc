// The stored columnar format (version 1), written once per ingested file and read by every query.
//
//   offset 0      "ILCF" + uint32 LE format version (8 bytes)
//   then          one segment per batch (~64k rows): a complete Arrow IPC stream (schema message,
//                 dictionary batches, one record batch, end-of-stream marker), zero-padded to a
//                 multiple of 8 bytes so typed arrays can view it in place
//   then          the footer: UTF-8 JSON (StoredFooter below)
//   last 8 bytes  uint32 LE footer length + "ILCF"
//
// Columns in a segment are Arrow fields named by column id: numbers float64; dates date32 (days) or
// timestamp[ms] when they carry a time; yes/no bool; text dictionary<int32, utf8>; a column with no
// value yet Null. Missing values are Arrow nulls (numbers also hold NaN in the null slots). Each
// field's metadata "insightlab.encoding" is the JSON ColumnEncoding the segment was written under.
// Inference may change its mind after segments were written (a number column meets text), so a
// segment's encoding can differ from the footer's final one: readers convert with store/convert.ts.
// Segments are self-contained, so a reader can fetch them one at a time with range requests:
// read the last 8 bytes, then the footer, then each segment.
import type { ColumnEncoding } from "../infer/encoding";
import type { DatasetProfile } from "../profile/types";
import type { SourceInfo } from "../read/cell";
import type { DatasetSchema } from "../types";

export const FORMAT_MAGIC = "ILCF";
export const FORMAT_VERSION = 1;
export const HEADER_BYTES = 8;
export const TRAILER_BYTES = 8;
export const ENCODING_METADATA_KEY = "insightlab.encoding";

export interface StoredSegment {
  /** Byte offset of the segment from the start of the file. */
  offset: number;
  /** Byte length (without padding). */
  length: number;
  rows: number;
}

export interface StoredFooter {
  format: "insightlab-columnar";
  version: number;
  schema: DatasetSchema;
  /** Final encoding of each column, in schema order. */
  encodings: ColumnEncoding[];
  segments: StoredSegment[];
  profile?: DatasetProfile;
  source?: Omit<SourceInfo, "warnings">;
  warnings?: string[];
}
