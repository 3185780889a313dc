// The ingest: bytes of an uploaded file → typed, profiled, columnar dataset in the stored format.
// Rows stream through the reader, the table builder (header, types, typed batches), the profiler
// and the stored-format writer; nothing holds the whole file except the workbook reader, which
// SheetJS forces to, hence its size ceiling.
import type { ColumnEncoding } from "../infer/encoding";
import type { ColumnName } from "../infer/header";
import { DatasetProfiler } from "../profile/profile";
import type { DatasetProfile } from "../profile/types";
import { type ByteInput, concat, peek } from "../read/bytes";
import type { SourceInfo, TableSource } from "../read/cell";
import { readDelimited } from "../read/delimited";
import { readJson } from "../read/json";
import { SNIFF_BYTES, detectFormat } from "../read/sniff";
import { MAX_SERVER_WORKBOOK_BYTES, readWorkbook } from "../read/workbook";
import { type ByteSink, StoredDatasetWriter } from "../store/write";
import type { ColumnSchema, DatasetSchema } from "../types";
import { CHECKPOINT_VERSION, type IngestState, type ReaderPosition, StaleCheckpoint, decodeIngestState, encodeIngestState } from "./checkpoint";
import { type ImportChoices, TableBuilder, type TableBuilderOptions, type TableLayout } from "./table-builder";

export interface IngestInput {
  /** The file's bytes, or… */
  bytes?: Uint8Array;
  /** …a stream of them (an upload, an R2 object body). */
  stream?: ReadableStream<Uint8Array>;
  /** The name as uploaded: its extension is a hint (content decides). */
  fileName: string;
  /** Workbooks: the sheet to read (default: the first sheet with data). */
  sheet?: string;
}

export interface IngestOptions {
  /**
   * Receives the stored dataset's bytes in order as they are produced (e.g. parts of an R2
   * multipart upload), each valid until its call settles (see ByteSink). Without a sink they are
   * collected and returned as `stored`.
   */
  sink?: ByteSink;
  /** Largest workbook accepted, in bytes. Default MAX_SERVER_WORKBOOK_BYTES (Workers' memory); a browser may pass Infinity. */
  maxWorkbookBytes?: number;
  /** Corrections from the import wizard (header row, date order, decimal separator); detected when absent. */
  choices?: ImportChoices;
}

/** How far a sliced ingest has read. */
export interface IngestProgress {
  /** Bytes of the file read (the offset where the next slice starts). */
  bytesRead: number;
  /** Rows of the dataset built so far. */
  rows: number;
}

export interface SliceOptions {
  /**
   * Go on from a checkpoint an earlier slice returned; `input` is then the file's bytes from that checkpoint's
   * `progress.bytesRead` on (an R2 range read), and `sink` receives the stored bytes that follow the ones already sent.
   */
  resume?: Uint8Array;
  /**
   * Asked after each piece of the file is built in: true ends this slice with a checkpoint. Delimited text (the byte
   * scanner's files, UTF-16 transcoded to UTF-8 on the way) and streamed JSON (JSON lines, a list of records: between
   * two records) can stop part-way; workbooks, the first 8 MB of a JSON list and a JSON object read whole are read in
   * one slice.
   */
  pause?: (progress: IngestProgress) => boolean;
}

/** A slice's outcome: the finished dataset, or a checkpoint to go on from. */
export type IngestSlice = { done: true; result: IngestResult } | { done: false; checkpoint: Uint8Array; progress: IngestProgress };

export interface IngestResult {
  schema: DatasetSchema;
  profile: DatasetProfile;
  /** How the file was read (format, encoding, delimiter, sheet…). */
  source: Omit<SourceInfo, "warnings">;
  /** What the user should know: skipped title rows, ragged rows, revised column types, encoding fallbacks… */
  warnings: string[];
  /** What reading decided without being told (header row, date orders, number formats, mixed columns). */
  layout: TableLayout;
  /** The stored columnar dataset (see store/format.ts), unless a sink received it. */
  stored?: Uint8Array;
  /** Size of the stored dataset in bytes. */
  storedBytes: number;
}

function byteInput(input: IngestInput): ByteInput {
  if (input.bytes) return { bytes: input.bytes };
  if (input.stream) return { stream: input.stream };
  throw new TypeError("ingestFile needs bytes or a stream.");
}

const ENCODING_NOTES: Partial<Record<NonNullable<SourceInfo["encoding"]>, string>> = {
  "windows-1252": "The file is not UTF-8; it was read as Windows-1252 (Western European), the usual encoding of files saved by older Excel versions.",
  mixed: "The file mixes UTF-8 with another encoding; characters that are not valid UTF-8 were read as Windows-1252.",
};

function columnSchema(column: ColumnName, encoding: ColumnEncoding): ColumnSchema {
  const schema: ColumnSchema = { id: column.id, name: column.name, type: encoding.type === "empty" ? "text" : encoding.type };
  if (encoding.unit && encoding.type === "number") schema.unit = encoding.unit;
  if (encoding.type === "date") schema.hasTime = encoding.hasTime === true;
  return schema;
}

/** The reader for the file's format (its content decides; the name is a hint), and a note when they disagree. */
export async function openSource(input: IngestInput, options: IngestOptions): Promise<{ source: TableSource & { position?(): ReaderPosition | undefined }; note?: string }> {
  const sniffed = await peek(byteInput(input), SNIFF_BYTES);
  const { format, note } = detectFormat(input.fileName, sniffed.head);
  switch (format) {
    case "csv":
      return { source: readDelimited(sniffed.input, input.fileName), note };
    case "json":
      return { source: readJson(sniffed.input), note };
    case "xlsx":
    case "xls":
      return {
        source: await readWorkbook(sniffed.input, { fileName: input.fileName, format, sheet: input.sheet, maxBytes: options.maxWorkbookBytes ?? MAX_SERVER_WORKBOOK_BYTES }),
        note,
      };
  }
}

/** The reader that goes on from a checkpoint's position: the byte scanner's, or the JSON splitter's. */
function resumedSource(input: ByteInput, saved: IngestState): TableSource & { position(): ReaderPosition | undefined } {
  const { position, info } = saved;
  return position.kind === "json" ? readJson(input, { resume: { position, info } }) : readDelimited(input, saved.fileName, { resume: { position, info } });
}

/**
 * Reads a CSV, Excel or JSON file into a typed, profiled, columnar dataset. Throws IngestError
 * subclasses (ParseError, LimitError…) with messages for the user; never returns partial data.
 */
export async function ingestFile(input: IngestInput, options: IngestOptions = {}): Promise<IngestResult> {
  const slice = await ingestSlice(input, options);
  if (!slice.done) throw new Error("An ingest without a pause stopped part-way.");
  return slice.result;
}

/**
 * Reads a file as `ingestFile` does, or one slice of it: `pause` may stop it after any piece with a checkpoint, from
 * which a later call (another queue message) goes on. However the file is sliced, the stored bytes, schema, profile
 * and warnings are the ones a single run makes.
 */
export async function ingestSlice(input: IngestInput, options: IngestOptions & SliceOptions = {}): Promise<IngestSlice> {
  if (options.pause && !options.sink) throw new TypeError("A sliced ingest needs a sink: its stored bytes are written as it goes.");
  const saved = options.resume ? decodeIngestState(options.resume) : null;
  if (options.resume && !saved) {
    // Nothing of the file is read: its stream (an R2 body) is let go at once.
    await input.stream?.cancel().catch(() => undefined);
    throw new StaleCheckpoint();
  }
  const opened = saved ? { source: resumedSource(byteInput(input), saved), note: saved.note } : await openSource(input, options);
  const { source, note } = opened;
  const collected: Uint8Array[] = [];
  // Kept bytes are copied: they may view a batch's arrays, which are reused (see ByteSink).
  const sink: ByteSink = options.sink ?? ((bytes) => void collected.push(bytes.slice()));
  const writer = saved ? StoredDatasetWriter.resumed(saved.writer, sink) : new StoredDatasetWriter(sink);
  const profiler = saved?.profiler ?? new DatasetProfiler();
  const builderOptions: TableBuilderOptions = {
    header: source.header,
    info: source.info,
    formats: source.formats,
    rowWord: source.header === "names" ? "record" : "row",
    choices: options.choices,
    async onBatch({ batch, columns, encodings }) {
      // The writer's batch statistics take what the profiler counted: one pass over each column for both.
      const counted = profiler.add(batch, columns, encodings);
      await writer.writeBatch(batch, columns, encodings, counted);
    },
  };
  const builder = saved ? TableBuilder.resumed(saved.builder, builderOptions) : new TableBuilder(builderOptions);
  for await (const chunk of source.chunks) {
    await builder.add(chunk.scanned ?? chunk.rows, chunk.names);
    const position = source.position?.();
    if (!position || position.final || !options.pause) continue;
    const progress = { bytesRead: position.offset, rows: builder.rowsBuilt };
    if (!options.pause(progress)) continue;
    const state: IngestState = { version: CHECKPOINT_VERSION, fileName: input.fileName, note, position, info: source.info, builder, profiler, writer };
    return { done: false, checkpoint: encodeIngestState(state), progress };
  }
  const table = await builder.finish();
  const schema: DatasetSchema = {
    columns: table.columns.map((column, j) => columnSchema(column, table.encodings[j])),
    rowCount: table.rowCount,
  };
  const { warnings: readerWarnings, ...sourceInfo } = source.info;
  const profile = profiler.finish(table.columns, table.encodings, { fileName: input.fileName, sheet: sourceInfo.sheet });
  const encodingNote = sourceInfo.encoding ? ENCODING_NOTES[sourceInfo.encoding] : undefined;
  const warnings = [note, encodingNote, ...readerWarnings, ...table.warnings].filter((w): w is string => Boolean(w));
  const storedBytes = await writer.finish({ schema, encodings: table.encodings, profile, source: sourceInfo, warnings });
  return {
    done: true,
    result: {
      schema,
      profile,
      source: sourceInfo,
      warnings,
      layout: table.layout,
      stored: options.sink ? undefined : concat(collected, storedBytes),
      storedBytes,
    },
  };
}

