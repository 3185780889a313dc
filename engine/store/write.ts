// Writes the stored columnar format (see format.ts, version 2) one segment at a time, so an ingest can stream
// it to storage without holding the whole dataset.
import { Column, Endianness, Table, Version, batchType, bool, columnFromArray, dateDay, dictionary, field, float64, int32, nullType, tableToIPC, timestamp, utf8 } from "@uwdata/flechette";
import { DAY_MS } from "../infer/date";
import type { ColumnEncoding } from "../infer/encoding";
import type { ColumnName } from "../infer/header";
import { BOOLEAN_MISSING, type Batch, type ColumnData, type ColumnStats, type DatasetSchema, TEXT_MISSING } from "../types";
import { concat } from "../read/bytes";
import { columnStats } from "./column-stats";
import { ENCODING_METADATA_KEY, FORMAT_MAGIC, FORMAT_VERSION, type StoredChunk, type StoredFooter, type StoredSegment } from "./format";

type FlechetteType = Parameters<typeof batchType>[0];

/**
 * Arrow's validity bitmap: a value is missing when it is NaN (numbers, dates) or equals `missing` (codes, flags).
 * `known`: how many are missing when already counted (the chunk's statistics): with none, no pass is made.
 */
function validity(values: Float64Array | Int32Array | Uint8Array, missing: number, known?: number): { bitmap: Uint8Array; nulls: number } {
  if (known === 0) return { bitmap: new Uint8Array(0), nulls: 0 };
  const length = values.length;
  const bitmap = new Uint8Array((length + 7) >> 3);
  let nulls = 0;
  for (let i = 0; i < length; i++) {
    const v = values[i];
    if (v !== v || v === missing) nulls++;
    else bitmap[i >> 3] |= 1 << (i & 7);
  }
  return nulls === 0 ? { bitmap: new Uint8Array(0), nulls } : { bitmap, nulls };
}

function column(type: FlechetteType, length: number, values: ArrayBufferView | undefined, valid: { bitmap: Uint8Array; nulls: number }): Column<unknown> {
  const BatchClass = batchType(type);
  return new Column([new BatchClass({ length, nullCount: valid.nulls, type, validity: valid.bitmap, values } as never)]);
}

/**
 * Typed arrays a writer reuses from chunk to chunk for the values it converts (dates to days, text codes with
 * missing slots): a chunk's bytes are handed on before the next chunk is encoded.
 */
interface Scratch {
  ints?: Int32Array;
}

function scratchInts(scratch: Scratch | undefined, length: number): Int32Array {
  if (!scratch) return new Int32Array(length);
  if (!scratch.ints || scratch.ints.length < length) scratch.ints = new Int32Array(length);
  return scratch.ints.subarray(0, length);
}

function numberColumn(values: Float64Array, nulls?: number): Column<unknown> {
  return column(float64(), values.length, values, validity(values, NaN, nulls));
}

/** Integers up to here are exact doubles. */
const EXACT = 2 ** 53;

function dateColumn(values: Float64Array, nulls: number | undefined, scratch: Scratch | undefined): Column<unknown> {
  const length = values.length;
  const valid = validity(values, NaN, nulls);
  // Whole days (the usual date column) are stored as days; converted in the same pass that checks them.
  const days = scratchInts(scratch, length);
  let i = 0;
  for (; i < length; i++) {
    const v = values[i];
    if (v !== v) {
      days[i] = 0;
      continue;
    }
    // Below 2^53 a whole number of days times DAY_MS is exact, so the product gives v back only for whole days;
    // a remainder (%) is many times slower and answers the same.
    const day = Math.floor(v / DAY_MS);
    if (v > -EXACT && v < EXACT ? day * DAY_MS !== v : v % DAY_MS !== 0) break;
    days[i] = day;
  }
  if (i === length) return column(dateDay(), length, days, valid);
  const ms = new BigInt64Array(length);
  for (let i = 0; i < length; i++) ms[i] = values[i] === values[i] ? BigInt(values[i]) : 0n;
  return column(timestamp(), length, ms, valid);
}

function booleanColumn(values: Uint8Array, nulls?: number): Column<unknown> {
  const length = values.length;
  const bits = new Uint8Array((length + 7) >> 3);
  for (let i = 0; i < length; i++) if (values[i] === 1) bits[i >> 3] |= 1 << (i & 7);
  return column(bool(), length, bits, validity(values, BOOLEAN_MISSING, nulls));
}

function textColumn(codes: Int32Array, words: string[], nulls: number | undefined, scratch: Scratch | undefined): Column<unknown> {
  const length = codes.length;
  const valid = validity(codes, TEXT_MISSING, nulls);
  // Null slots hold 0, not -1, so any Arrow reader finds an in-range index there.
  let indices = codes;
  if (valid.nulls > 0) {
    indices = scratchInts(scratch, length);
    for (let i = 0; i < length; i++) indices[i] = codes[i] === TEXT_MISSING ? 0 : codes[i];
  }
  // The encoder matches a dictionary to its column by the values type object: share one.
  const valueType = utf8();
  const type = dictionary(valueType, int32());
  const BatchClass = batchType(type);
  const batch = new BatchClass({ length, nullCount: valid.nulls, type, validity: valid.bitmap, values: indices } as never) as unknown as {
    setDictionary(column: Column<unknown>): unknown;
  };
  batch.setDictionary(columnFromArray(words, valueType));
  return new Column([batch as never]);
}

function arrowColumn(data: ColumnData, encoding: ColumnEncoding, nulls?: number, scratch?: Scratch): Column<unknown> {
  if (encoding.type === "empty") {
    const length = data.type === "text" ? data.codes.length : data.values.length;
    return column(nullType(), length, undefined, { bitmap: new Uint8Array(0), nulls: length });
  }
  switch (data.type) {
    case "number":
      return numberColumn(data.values, nulls);
    case "date":
      return dateColumn(data.values, nulls, scratch);
    case "boolean":
      return booleanColumn(data.values, nulls);
    case "text":
      return textColumn(data.codes, data.dictionary, nulls, scratch);
  }
}

/** The byte buffers of an Arrow IPC stream in the order the encoder writes them, not joined into one. */
class BufferList {
  readonly buffers: Uint8Array[] = [];
  bytes = 0;
  write(bytes: Uint8Array): void {
    this.buffers.push(bytes);
    this.bytes += bytes.length;
  }
  pad(count: number): void {
    this.write(new Uint8Array(count));
  }
  finish(): null {
    return null;
  }
}

function encodeChunkInto(sink: BufferList, data: ColumnData, column: ColumnName, encoding: ColumnEncoding, nulls?: number, scratch?: Scratch): void {
  const child = arrowColumn(data, encoding, nulls, scratch);
  const fields = [field(column.id, child.type, true, new Map([[ENCODING_METADATA_KEY, JSON.stringify(encoding)]]))];
  const schema = { version: Version.V5, endianness: Endianness.Little, fields, metadata: new Map([["insightlab.format", String(FORMAT_VERSION)]]) };
  tableToIPC(new Table(schema as never, [child]), { format: "stream", sink: sink as never });
}

/** One column of one batch as a self-contained Arrow IPC stream; the field records the encoding it was built under. */
export function encodeChunk(data: ColumnData, column: ColumnName, encoding: ColumnEncoding): Uint8Array {
  const parts = new BufferList();
  encodeChunkInto(parts, data, column, encoding);
  return concat(parts.buffers, parts.bytes);
}

function padded(bytes: number): number {
  return bytes + ((8 - (bytes % 8)) % 8);
}

function header(): Uint8Array {
  const bytes = new Uint8Array(8);
  bytes.set(new TextEncoder().encode(FORMAT_MAGIC), 0);
  new DataView(bytes.buffer).setUint32(4, FORMAT_VERSION, true);
  return bytes;
}

/**
 * Receives the stored dataset's bytes in order. The bytes may be views of the batch's own arrays, which the
 * ingest reuses for the next batch: they are valid until the returned promise settles, so a sink that keeps
 * them keeps a copy.
 */
export type ByteSink = (bytes: Uint8Array) => void | Promise<void>;

/**
 * Bytes of encoded chunks a writer holds so that a group of consecutive batches is laid out column by column: a
 * column's chunks of the group then lie next to each other, and a reader fetches them in one range read instead of
 * one a batch (R2 requests, ~10–30 ms each; decision 0052). Bounded because an ingesting isolate has 128 MB in all.
 */
export const GROUP_BYTES = 8 * 1024 * 1024;

/** A chunk encoded and held until its group is written: its bytes padded to 8, copied out of the batch's arrays. */
interface HeldChunk {
  id: string;
  bytes: Uint8Array;
  length: number;
  encoding: number;
  stats: StoredChunk["stats"];
}

/** A batch whose chunks are held for its group. */
interface HeldBatch {
  rows: number;
  chunks: HeldChunk[];
}

/**
 * Streams a stored dataset to `sink`: header, then the batches' chunks, then the footer. Consecutive batches are held
 * in groups of up to `groupBytes` of chunks and each group written column by column (every chunk of the first
 * column, then the next column's); a batch bigger than that alone is written as it comes. The footer gives every
 * chunk's place, so readers need no other layout rule (files written batch by batch read the same way).
 */
export class StoredDatasetWriter {
  private offset = 0;
  private readonly segments: StoredSegment[] = [];
  private readonly chunkEncodings: ColumnEncoding[] = [];
  private readonly encodingIndex = new Map<string, number>();
  private started = false;
  private scratch: Scratch = {};
  /** Batches of the group not yet written; their chunks view `arena` (carried by a checkpoint as those bytes). */
  private held: HeldBatch[] = [];
  private heldBytes = 0;
  /** Memory the held chunks are copied into, reused group after group (transient: not in a checkpoint). */
  private arena: Uint8Array | undefined;
  /** Bytes of the arena in use by held chunks. */
  private arenaEnd = 0;
  /** Padded bytes of the last batch's chunks: how big the next one is expected to be. */
  private lastBatchBytes = 0;

  constructor(
    private sink: ByteSink,
    private readonly groupBytes = GROUP_BYTES,
  ) {}

  /** A writer decoded from a checkpoint (its sink, scratch arrays and arena are not stored) writing on into `sink`. */
  static resumed(saved: StoredDatasetWriter, sink: ByteSink): StoredDatasetWriter {
    saved.sink = sink;
    saved.scratch = {};
    saved.arena = undefined;
    saved.arenaEnd = 0;
    return saved;
  }

  /** Bytes written so far (held chunks not included). */
  get bytesWritten(): number {
    return this.offset;
  }

  private async emit(bytes: Uint8Array): Promise<void> {
    this.offset += bytes.length;
    await this.sink(bytes);
  }

  private async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.emit(header());
  }

  private encodingNumber(encoding: ColumnEncoding): number {
    const key = JSON.stringify(encoding);
    let index = this.encodingIndex.get(key);
    if (index === undefined) {
      index = this.chunkEncodings.length;
      this.chunkEncodings.push(encoding);
      this.encodingIndex.set(key, index);
    }
    return index;
  }

  /**
   * Writes one batch as a segment (held for its group, or written through when bigger than one). `counted[j]`: column j's missing count and range as its caller already counted
   * them over the whole column array (the ingest's profiler), taken for the batch's statistics instead of a pass.
   */
  async writeBatch(batch: Batch, columns: ColumnName[], encodings: ColumnEncoding[], counted?: readonly (ColumnStats | undefined)[]): Promise<void> {
    await this.start();
    // Whether this batch fits the group is judged by the last one's size (a file's batches are alike): its chunks
    // must be copied as each is encoded, since the next chunk's encoding may reuse the scratch arrays they view.
    if (this.held.length > 0 && this.heldBytes + this.lastBatchBytes > this.groupBytes) await this.flush();
    const through = this.lastBatchBytes > this.groupBytes;
    const start = this.offset;
    const chunks: HeldChunk[] = [];
    const placed: Record<string, StoredChunk> = {};
    let bytes = 0;
    for (let j = 0; j < columns.length; j++) {
      const data = batch.columns[columns[j].id];
      const length = data.type === "text" ? data.codes.length : data.values.length;
      const stats = columnStats(data, batch.length, length === batch.length ? counted?.[j] : undefined);
      const parts = new BufferList();
      encodeChunkInto(parts, data, columns[j], encodings[j], length === batch.length ? stats.nulls : undefined, this.scratch);
      const encoding = this.encodingNumber(encodings[j]);
      bytes += padded(parts.bytes);
      if (!through) {
        chunks.push({ id: columns[j].id, bytes: this.hold(parts), length: parts.bytes, encoding, stats });
        continue;
      }
      // A batch bigger than a group: its chunks go to the sink as the encoder made them, one after another.
      placed[columns[j].id] = { offset: this.offset, length: parts.bytes, encoding, stats };
      for (const part of parts.buffers) await this.emit(part);
      const padding = padded(parts.bytes) - parts.bytes;
      if (padding > 0) await this.emit(new Uint8Array(padding));
    }
    this.lastBatchBytes = bytes;
    if (through) {
      this.segments.push({ offset: start, length: this.offset - start, rows: batch.length, columns: placed });
      return;
    }
    this.held.push({ rows: batch.length, chunks });
    this.heldBytes += bytes;
    if (this.heldBytes >= this.groupBytes) await this.flush();
  }

  /**
   * A copy of an encoded chunk's bytes, padded to 8, in the arena. The arena starts small (most files are) and
   * doubles up to the group's size; a chunk it cannot take gets memory of its own.
   */
  private hold(parts: BufferList): Uint8Array {
    const size = padded(parts.bytes);
    if ((!this.arena || this.arenaEnd + size > this.arena.length) && (this.arena?.length ?? 0) < this.groupBytes) {
      // Chunks held in the old arena keep it alive until their group is written; the new one is used from its start.
      this.arena = new Uint8Array(Math.min(this.groupBytes, Math.max(2 * (this.arena?.length ?? 0), 2 * size, 1 << 20)));
      this.arenaEnd = 0;
    }
    const at = this.arenaEnd;
    const fits = this.arena !== undefined && at + size <= this.arena.length;
    const view = fits ? this.arena!.subarray(at, at + size) : new Uint8Array(size);
    if (fits) this.arenaEnd = at + size;
    let o = 0;
    for (const part of parts.buffers) {
      view.set(part, o);
      o += part.length;
    }
    view.fill(0, o);
    return view;
  }

  /** Writes the held group column by column (columns in the order they first appear) and records its segments. */
  private async flush(): Promise<void> {
    if (this.held.length === 0) return;
    const start = this.offset;
    const order = [...new Set(this.held.flatMap((batch) => batch.chunks.map((chunk) => chunk.id)))];
    const placed = this.held.map(() => ({}) as Record<string, StoredChunk>);
    for (const id of order) {
      for (const [b, batch] of this.held.entries()) {
        const chunk = batch.chunks.find((c) => c.id === id);
        if (!chunk) continue;
        placed[b][id] = { offset: this.offset, length: chunk.length, encoding: chunk.encoding, stats: chunk.stats };
        await this.emit(chunk.bytes);
      }
    }
    for (const [b, batch] of this.held.entries()) this.segments.push({ offset: start, length: this.offset - start, rows: batch.rows, columns: placed[b] });
    this.held = [];
    this.heldBytes = 0;
    this.arenaEnd = 0;
  }

  /** Writes the footer; returns the total size in bytes. */
  async finish(footer: Omit<StoredFooter, "format" | "version" | "segments" | "chunkEncodings"> & { schema: DatasetSchema }): Promise<number> {
    await this.start();
    await this.flush();
    const full: StoredFooter = { format: "insightlab-columnar", version: FORMAT_VERSION, ...footer, segments: this.segments, chunkEncodings: this.chunkEncodings };
    const json = new TextEncoder().encode(JSON.stringify(full));
    const trailer = new Uint8Array(8);
    new DataView(trailer.buffer).setUint32(0, json.length, true);
    trailer.set(new TextEncoder().encode(FORMAT_MAGIC), 4);
    await this.emit(json);
    await this.emit(trailer);
    return this.offset;
  }
}
