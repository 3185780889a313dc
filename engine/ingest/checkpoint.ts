// A sliced ingest's checkpoint: everything a later run needs to read on from where this one stopped and end with
// exactly the dataset one run would have made — where the reader stands in the file (its byte offset and, for delimited
// text, the scanner's line count, encoding evidence and merged-lines notes; for JSON, the record splitter, the text
// decoder and the columns records named), the table builder (header, types, the batch being built, counters and
// warnings), the profiler's accumulators (samples, the reservoir schedules they share, sketches, sums) and the stored-format
// writer (the segments written so far). The objects are stored whole by checkpoint-codec.ts, so a field added to any
// of these classes is carried without a change here; one the codec cannot carry fails the round-trip test.
import { FileNumberEvidence } from "../infer/number-format";
import { ColumnAccumulator } from "../profile/column-accumulator";
import { HyperLogLog } from "../profile/hyperloglog";
import { NumberCounter } from "../profile/number-counter";
import { DatasetProfiler } from "../profile/profile";
import { ReservoirSchedule } from "../profile/reservoir-schedule";
import type { SourceInfo } from "../read/cell";
import type { DelimitedPosition } from "../read/delimited";
import { StreamTextDecoder } from "../read/decode";
import { type JsonPosition, RecordColumns, RecordSplitter } from "../read/json";
import { MergedLinesCheck } from "../read/merged-lines";
import { SeededRandom } from "../random";
import { StoredDatasetWriter } from "../store/write";
import { ByteMemo } from "./byte-memo";
import { type CodecClass, decodeObjects, encodeObjects } from "./checkpoint-codec";
import { ColumnBuilder } from "./column-builder";
import { TableBuilder } from "./table-builder";

/** Bumped when the checkpoint's shape changes: a chain started by an older build then reads its file again from the start. */
export const CHECKPOINT_VERSION = 4;

/**
 * The checkpoint handed to a slice is not one this build can go on from (an older build wrote it, or its bytes are
 * not a checkpoint): its reading cannot go on, and the file is read again from the start.
 */
export class StaleCheckpoint extends Error {
  override name = "StaleCheckpoint";
  constructor() {
    super("The checkpoint was written by another version of the ingest.");
  }
}

/** Where the file's reader stands: the byte scanner (delimited text) or the JSON record splitter. */
export type ReaderPosition = DelimitedPosition | JsonPosition;

export interface IngestState {
  version: number;
  fileName: string;
  /** The note about the file's name and content disagreeing (format detection), said once at the end. */
  note?: string;
  position: ReaderPosition;
  info: SourceInfo;
  builder: TableBuilder;
  profiler: DatasetProfiler;
  writer: StoredDatasetWriter;
}

const CLASSES: readonly CodecClass[] = [
  { name: "TableBuilder", type: TableBuilder, transient: ["options"] },
  { name: "ColumnBuilder", type: ColumnBuilder, transient: ["context"] },
  { name: "ByteMemo", type: ByteMemo, fresh: () => new ByteMemo() },
  { name: "FileNumberEvidence", type: FileNumberEvidence },
  { name: "DatasetProfiler", type: DatasetProfiler },
  { name: "ColumnAccumulator", type: ColumnAccumulator },
  { name: "ReservoirSchedule", type: ReservoirSchedule },
  { name: "NumberCounter", type: NumberCounter },
  { name: "HyperLogLog", type: HyperLogLog },
  { name: "SeededRandom", type: SeededRandom },
  { name: "StoredDatasetWriter", type: StoredDatasetWriter, transient: ["sink", "scratch", "arena"] },
  { name: "MergedLinesCheck", type: MergedLinesCheck },
  { name: "RecordSplitter", type: RecordSplitter },
  { name: "RecordColumns", type: RecordColumns },
  { name: "StreamTextDecoder", type: StreamTextDecoder },
];

export function encodeIngestState(state: IngestState): Uint8Array {
  return encodeObjects(state, CLASSES);
}

/**
 * The state in a checkpoint, or null when this build cannot go on from it: another version wrote it (its shape may
 * differ, or name a class this build does not have) or its bytes are not a checkpoint. Either way: read the file again.
 */
export function decodeIngestState(bytes: Uint8Array): IngestState | null {
  let state: IngestState;
  try {
    state = decodeObjects<IngestState>(bytes, CLASSES);
  } catch {
    return null;
  }
  return state?.version === CHECKPOINT_VERSION ? state : null;
}
