// Writes the stored columnar format (see format.ts, version 2) one segment at a time, so an ingest can stream
// it to storage without holding the whole dataset.
import { Column, Endianness, Table, Version, batchType, bool, columnFromArray, dateDay, dictionary, field, float64, int32, nullType, tableToIPC, timestamp, utf8 } from "@uwdata/flechette";
import { DAY_MS } from "../infer/date";
import type { ColumnEncoding } from "../infer/encoding";
import type { ColumnName } from "../infer/header";
import { BOOLEAN_MISSING, type Batch, type ColumnData, type DatasetSchema, TEXT_MISSING } from "../types";
import { columnStats } from "./column-stats";
import { ENCODING_METADATA_KEY, FORMAT_MAGIC, FORMAT_VERSION, type StoredChunk, type StoredFooter, type StoredSegment } from "./format";

type FlechetteType = Parameters<typeof batchType>[0];

/** Validity bitmap (bit set = present) and null count, from a predicate over positions. */
/** Arrow's validity bitmap: a value is missing when it is NaN (numbers, dates) or equals `missing` (codes, flags). */
function validity(values: Float64Array | Int32Array | Uint8Array, missing: number): { bitmap: Uint8Array; nulls: number } {
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

function numberColumn(values: Float64Array): Column<unknown> {
  return column(float64(), values.length, values, validity(values, NaN));
}

function dateColumn(values: Float64Array): Column<unknown> {
  const length = values.length;
  const valid = validity(values, NaN);
  let wholeDays = true;
  for (let i = 0; i < length && wholeDays; i++) if (values[i] === values[i] && values[i] % DAY_MS !== 0) wholeDays = false;
  if (wholeDays) {
    const days = new Int32Array(length);
    for (let i = 0; i < length; i++) days[i] = values[i] === values[i] ? values[i] / DAY_MS : 0;
    return column(dateDay(), length, days, valid);
  }
  const ms = new BigInt64Array(length);
  for (let i = 0; i < length; i++) ms[i] = values[i] === values[i] ? BigInt(values[i]) : 0n;
  return column(timestamp(), length, ms, valid);
}

function booleanColumn(values: Uint8Array): Column<unknown> {
  const length = values.length;
  const bits = new Uint8Array((length + 7) >> 3);
  for (let i = 0; i < length; i++) if (values[i] === 1) bits[i >> 3] |= 1 << (i & 7);
  return column(bool(), length, bits, validity(values, BOOLEAN_MISSING));
}

function textColumn(codes: Int32Array, words: string[]): Column<unknown> {
  const length = codes.length;
  const valid = validity(codes, TEXT_MISSING);
  // Null slots hold 0, not -1, so any Arrow reader finds an in-range index there.
  const indices = valid.nulls > 0 ? codes.map((c) => (c === TEXT_MISSING ? 0 : c)) : codes;
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

function arrowColumn(data: ColumnData, encoding: ColumnEncoding): Column<unknown> {
  if (encoding.type === "empty") {
    const length = data.type === "text" ? data.codes.length : data.values.length;
    return column(nullType(), length, undefined, { bitmap: new Uint8Array(0), nulls: length });
  }
  switch (data.type) {
    case "number":
      return numberColumn(data.values);
    case "date":
      return dateColumn(data.values);
    case "boolean":
      return booleanColumn(data.values);
    case "text":
      return textColumn(data.codes, data.dictionary);
  }
}

/** One column of one batch as a self-contained Arrow IPC stream; the field records the encoding it was built under. */
export function encodeChunk(data: ColumnData, column: ColumnName, encoding: ColumnEncoding): Uint8Array {
  const child = arrowColumn(data, encoding);
  const fields = [field(column.id, child.type, true, new Map([[ENCODING_METADATA_KEY, JSON.stringify(encoding)]]))];
  const schema = { version: Version.V5, endianness: Endianness.Little, fields, metadata: new Map([["insightlab.format", String(FORMAT_VERSION)]]) };
  return tableToIPC(new Table(schema as never, [child]), { format: "stream" }) as Uint8Array;
}

function header(): Uint8Array {
  const bytes = new Uint8Array(8);
  bytes.set(new TextEncoder().encode(FORMAT_MAGIC), 0);
  new DataView(bytes.buffer).setUint32(4, FORMAT_VERSION, true);
  return bytes;
}

export type ByteSink = (bytes: Uint8Array) => void | Promise<void>;

/** Streams a stored dataset to `sink`: header, then one segment per batch (a chunk per column), then the footer. */
export class StoredDatasetWriter {
  private offset = 0;
  private readonly segments: StoredSegment[] = [];
  private readonly chunkEncodings: ColumnEncoding[] = [];
  private readonly encodingIndex = new Map<string, number>();
  private started = false;

  constructor(private readonly sink: ByteSink) {}

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

  async writeBatch(batch: Batch, columns: ColumnName[], encodings: ColumnEncoding[]): Promise<void> {
    await this.start();
    const start = this.offset;
    const chunks: Record<string, StoredChunk> = {};
    for (let j = 0; j < columns.length; j++) {
      const data = batch.columns[columns[j].id];
      const bytes = encodeChunk(data, columns[j], encodings[j]);
      chunks[columns[j].id] = { offset: this.offset, length: bytes.length, encoding: this.encodingNumber(encodings[j]), stats: columnStats(data, batch.length) };
      await this.emit(bytes);
      const padding = (8 - (bytes.length % 8)) % 8;
      if (padding > 0) await this.emit(new Uint8Array(padding));
    }
    this.segments.push({ offset: start, length: this.offset - start, rows: batch.length, columns: chunks });
  }

  /** Writes the footer; returns the total size in bytes. */
  async finish(footer: Omit<StoredFooter, "format" | "version" | "segments" | "chunkEncodings"> & { schema: DatasetSchema }): Promise<number> {
    await this.start();
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
