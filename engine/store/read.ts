// Reads the stored columnar format (see format.ts; versions 1 and 2) back into engine batches, one segment at a
// time (version 2: only the columns asked for), from bytes in memory or from any source that can read byte ranges (an R2 object).
import { type Column, Type, tableFromIPC } from "@uwdata/flechette";
import { StorageFormatError } from "../errors";
import type { ColumnEncoding } from "../infer/encoding";
import { BOOLEAN_MISSING, type Batch, type BatchStats, type ColumnData, type ColumnStats, type ColumnType, type Dataset, TEXT_MISSING } from "../types";
import { convertColumn } from "./convert";
import { ENCODING_METADATA_KEY, FORMAT_MAGIC, FORMAT_VERSION, HEADER_BYTES, type StoredFooter, type StoredSegment, TRAILER_BYTES } from "./format";

/** Byte-range access to a stored dataset: in memory, a file, or an object store with range reads. */
export interface RandomAccessSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function bytesSource(bytes: Uint8Array): RandomAccessSource {
  return { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, offset + length) };
}

interface ArrowBatch {
  length: number;
  nullCount: number;
  validity: Uint8Array;
  values: ArrayLike<number> & { length: number };
  dictionary?: Column<string>;
}

function isValid(validity: Uint8Array, i: number): boolean {
  return validity.length === 0 || ((validity[i >> 3] >> (i & 7)) & 1) === 1;
}

/** Engine column data from one Arrow column batch written by store/write.ts. */
function columnData(typeId: number, unit: number | undefined, batch: ArrowBatch): ColumnData {
  const { length, validity, nullCount } = batch;
  switch (typeId) {
    case Type.Float: {
      const values = batch.values as Float64Array;
      return { type: "number", values: values.length === length ? values : values.subarray(0, length) };
    }
    case Type.Date: {
      const days = batch.values as Int32Array;
      const values = new Float64Array(length);
      for (let i = 0; i < length; i++) values[i] = nullCount > 0 && !isValid(validity, i) ? NaN : days[i] * 86_400_000;
      return { type: "date", values };
    }
    case Type.Timestamp: {
      if (unit !== undefined && unit !== 1) throw new StorageFormatError("The stored dataset uses a timestamp unit this version does not read.");
      const ms = batch.values as unknown as BigInt64Array;
      const values = new Float64Array(length);
      for (let i = 0; i < length; i++) values[i] = nullCount > 0 && !isValid(validity, i) ? NaN : Number(ms[i]);
      return { type: "date", values };
    }
    case Type.Bool: {
      const bits = batch.values as Uint8Array;
      const values = new Uint8Array(length);
      for (let i = 0; i < length; i++) values[i] = nullCount > 0 && !isValid(validity, i) ? BOOLEAN_MISSING : (bits[i >> 3] >> (i & 7)) & 1;
      return { type: "boolean", values };
    }
    case Type.Dictionary: {
      const indices = batch.values as Int32Array;
      let codes = indices.length === length ? indices : indices.subarray(0, length);
      if (nullCount > 0) codes = codes.map((c, i) => (isValid(validity, i) ? c : TEXT_MISSING));
      const dictionary = (batch.dictionary?.toArray() ?? []) as string[];
      return { type: "text", codes, dictionary: Array.from(dictionary) };
    }
    default:
      throw new StorageFormatError(`The stored dataset holds an Arrow column type (${typeId}) this version does not read.`);
  }
}

function parseIpc(bytes: Uint8Array) {
  // Typed arrays view the bytes in place, which needs 8-byte alignment.
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  try {
    return tableFromIPC(aligned);
  } catch (cause) {
    throw new StorageFormatError("A stored dataset segment is damaged.", { cause });
  }
}

/** Column `id` of a parsed Arrow stream (absent: the batch had no such column) under the final encoding `target`. */
function decodeColumn(table: ReturnType<typeof tableFromIPC> | undefined, id: string, length: number, target: ColumnEncoding): ColumnData {
  const index = table ? table.schema.fields.findIndex((f) => f.name === id) : -1;
  if (!table || index < 0) return convertColumn(undefined, length, { type: "empty" }, target);
  const f = table.schema.fields[index];
  const stored = JSON.parse(f.metadata?.get(ENCODING_METADATA_KEY) ?? '{"type":"empty"}') as ColumnEncoding;
  if (f.type.typeId === Type.Null || stored.type === "empty") return convertColumn(undefined, length, { type: "empty" }, target);
  const arrow = table.children[index].data[0] as unknown as ArrowBatch;
  const data = columnData(f.type.typeId, (f.type as { unit?: number }).unit, arrow);
  return convertColumn(data, length, stored, target);
}

/**
 * One version 1 segment (Arrow IPC stream bytes of every column) as a batch with every column under its final
 * encoding, or only the columns `only` names: converting a column (dates to milliseconds, copying a dictionary)
 * costs a pass over it.
 */
export function decodeSegment(bytes: Uint8Array, footer: Pick<StoredFooter, "schema" | "encodings">, only?: readonly string[]): Batch {
  const table = parseIpc(bytes);
  const length = table.numRows;
  const columns: Record<string, ColumnData> = {};
  const wanted = only ? new Set(only) : undefined;
  footer.schema.columns.forEach((column, j) => {
    if (wanted && !wanted.has(column.id)) return;
    columns[column.id] = decodeColumn(table, column.id, length, footer.encodings[j]);
  });
  return { length, columns };
}

/** Chunks apart by no more than their padding are read together: one request, and no byte of another column. */
const COALESCE_GAP_BYTES = 7;

/** One byte-range read of a segment: the chunks (by column id) it holds, in file order. */
export interface ChunkRun {
  start: number;
  end: number;
  ids: string[];
}

/**
 * The range reads that fetch the chunks of `ids` in one segment: a run per group of neighbouring chunks, or, with
 * `oneRead`, a single range from the first to the last (reading the other columns' bytes between them, to keep a
 * question over many batches under a Worker's subrequest limit). Columns the segment lacks are left out.
 */
export function chunkRuns(segment: StoredSegment, ids: readonly string[], oneRead = false): ChunkRun[] {
  const present = ids.flatMap((id) => (segment.columns?.[id] ? [{ id, chunk: segment.columns[id] }] : []));
  present.sort((a, b) => a.chunk.offset - b.chunk.offset);
  const runs: ChunkRun[] = [];
  for (const { id, chunk } of present) {
    const last = runs.at(-1);
    if (last && (oneRead || chunk.offset - last.end <= COALESCE_GAP_BYTES)) {
      last.end = chunk.offset + chunk.length;
      last.ids.push(id);
    } else runs.push({ start: chunk.offset, end: chunk.offset + chunk.length, ids: [id] });
  }
  return runs;
}

/**
 * Version 2: reads the chunks of `ids` in one segment (chunkRuns) and decodes each under its column's final
 * encoding. A column the segment lacks is all missing.
 */
async function readChunks(source: RandomAccessSource, footer: StoredFooter, segment: StoredSegment, ids: readonly string[], oneRead: boolean): Promise<Record<string, ColumnData>> {
  const out: Record<string, ColumnData> = {};
  const targets = new Map(footer.schema.columns.map((c, j) => [c.id, footer.encodings[j]]));
  for (const id of ids) if (!segment.columns?.[id]) out[id] = decodeColumn(undefined, id, segment.rows, targets.get(id) ?? { type: "empty" });
  // The runs are read at once: each is a request to the object store, and waiting for one before asking the next
  // would add their latencies up.
  const runs = chunkRuns(segment, ids, oneRead);
  const read = await Promise.all(runs.map((run) => source.read(run.start, run.end - run.start)));
  for (const [r, run] of runs.entries()) {
    const bytes = read[r];
    for (const id of run.ids) {
      const chunk = segment.columns![id];
      const table = parseIpc(bytes.subarray(chunk.offset - run.start, chunk.offset - run.start + chunk.length));
      if (table.numRows !== segment.rows) throw new StorageFormatError("A stored dataset segment is damaged.");
      out[id] = decodeColumn(table, id, segment.rows, targets.get(id) ?? { type: "empty" });
    }
  }
  return out;
}

/**
 * Each batch's statistics as a reader sees the values: a chunk's figures hold while it was written under its
 * column's final encoding (or held no value at all); a column converted since (numbers turned text, a date
 * order settled late) has none for that batch. Version 1 files have none.
 */
function batchStats(footer: StoredFooter): BatchStats[] | undefined {
  if (footer.version < 2 || !footer.chunkEncodings) return undefined;
  const written = footer.chunkEncodings.map((e) => JSON.stringify(e));
  const final = footer.encodings.map((e) => JSON.stringify(e));
  return footer.segments.map((segment) => {
    const columns: Record<string, ColumnStats> = {};
    footer.schema.columns.forEach((column, j) => {
      const chunk = segment.columns?.[column.id];
      if (!chunk || footer.chunkEncodings![chunk.encoding]?.type === "empty") columns[column.id] = { nulls: segment.rows };
      else if (written[chunk.encoding] === final[j]) columns[column.id] = chunk.stats;
    });
    return { rows: segment.rows, columns };
  });
}

/** Reads and checks the footer: the last 8 bytes give its length, the header gives the version. */
export async function readFooter(source: RandomAccessSource): Promise<StoredFooter> {
  if (source.size < HEADER_BYTES + TRAILER_BYTES) throw new StorageFormatError("The stored dataset is too short to be one.");
  const head = await source.read(0, HEADER_BYTES);
  const magic = new TextDecoder().decode(head.subarray(0, 4));
  const version = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(4, true);
  if (magic !== FORMAT_MAGIC) throw new StorageFormatError("This is not a stored InsightLab dataset.");
  if (version > FORMAT_VERSION) throw new StorageFormatError(`The stored dataset uses format version ${version}; this version of InsightLab reads up to ${FORMAT_VERSION}.`);
  const trailer = await source.read(source.size - TRAILER_BYTES, TRAILER_BYTES);
  const footerLength = new DataView(trailer.buffer, trailer.byteOffset, trailer.byteLength).getUint32(0, true);
  if (new TextDecoder().decode(trailer.subarray(4)) !== FORMAT_MAGIC || footerLength > source.size - HEADER_BYTES - TRAILER_BYTES) {
    throw new StorageFormatError("The stored dataset is truncated.");
  }
  const json = await source.read(source.size - TRAILER_BYTES - footerLength, footerLength);
  try {
    const footer = JSON.parse(new TextDecoder().decode(json)) as StoredFooter;
    if (footer.format !== "insightlab-columnar" || !Array.isArray(footer.segments)) throw new Error("unexpected footer shape");
    return footer;
  } catch (cause) {
    throw new StorageFormatError("The stored dataset's footer is damaged.", { cause });
  }
}

/** A stored dataset: its footer (schema, profile, segment index) and batches read one at a time. */
export interface StoredDataset extends Dataset {
  footer: StoredFooter;
  /** Reads batch `index` (0-based): every column, or those `columns` names. */
  batch(index: number, columns?: readonly string[]): Promise<Batch>;
  /** Bytes of decoded columns kept for the next query (within the bound given to openStoredDataset). */
  keptBytes(): number;
}

/** Bytes of decoded columns an open dataset keeps for the next query (a Worker has 128 MB in all). */
const DECODED_CACHE_BYTES = 16 * 1024 * 1024;

/** Bytes a column's decoded values take per row; a dictionary's strings are counted at a rough 32 bytes each. */
const BYTES_PER_VALUE: Record<ColumnType, number> = { number: 8, date: 8, boolean: 1, text: 4 };

function decodedBytes(data: ColumnData): number {
  return data.type === "text" ? data.codes.byteLength + data.dictionary.length * 32 : data.values.byteLength;
}

/** A typed array that holds only its own values: a view into a larger read (other chunks of a run) is copied. */
function own<T extends Float64Array | Int32Array | Uint8Array>(array: T): T {
  return array.byteLength === array.buffer.byteLength ? array : (array.slice() as T);
}

/** The column with its values in buffers of their own, so keeping it keeps no other bytes of the read alive. */
function owned(data: ColumnData): ColumnData {
  return data.type === "text" ? { ...data, codes: own(data.codes) } : ({ ...data, values: own(data.values) } as ColumnData);
}

/**
 * Decoded columns kept by one open dataset, per segment and column, up to `budget` bytes. Asking the same dataset
 * again then skips reading the segment, parsing its Arrow stream and converting its columns (dates to
 * milliseconds, dictionaries copied). Only a column whose every batch fits is kept (`keeps`): a scan reads the
 * batches in order, so part of a bigger column would save only that part of the next pass while holding the
 * budget for the dataset's life — on a big file, memory a question's own batches need. Nothing is evicted.
 * What is kept owns its bytes (a column read in one range with its neighbours would otherwise keep them alive
 * uncounted). Cached columns are shared by every query on the dataset, which only reads them.
 */
class DecodedColumns {
  private readonly entries = new Map<string, ColumnData>();
  bytes = 0;
  constructor(
    private readonly budget: number,
    private readonly rows: number,
  ) {}

  /** Whether a column of this type is kept at all: its decoded values over every batch fit the budget. */
  keeps(type: ColumnType): boolean {
    return this.rows * BYTES_PER_VALUE[type] <= this.budget;
  }

  get(segment: number, column: string): ColumnData | undefined {
    return this.entries.get(`${segment}\u0000${column}`);
  }

  put(segment: number, column: string, data: ColumnData): void {
    if (!this.keeps(data.type)) return;
    const size = decodedBytes(data);
    if (this.bytes + size > this.budget) return;
    const key = `${segment}\u0000${column}`;
    if (this.entries.has(key)) return;
    this.entries.set(key, owned(data));
    this.bytes += size;
  }
}

export interface OpenOptions {
  /** Version 2: read a segment's chunks in one range each (see chunkRuns), for questions over many batches. */
  oneReadPerSegment?: boolean;
}

/**
 * Opens a stored dataset from its bytes or a range-readable source. Only the footer is read now;
 * `batches()` then fetches and decodes one segment at a time, keeping decoded columns (within
 * `cacheBytes`) for the next query on this dataset object.
 */
export async function openStoredDataset(input: Uint8Array | RandomAccessSource, cacheBytes = DECODED_CACHE_BYTES, { oneReadPerSegment = false }: OpenOptions = {}): Promise<StoredDataset> {
  const source = input instanceof Uint8Array ? bytesSource(input) : input;
  const footer = await readFooter(source);
  const cache = new DecodedColumns(cacheBytes, footer.schema.rowCount);
  const batch = async (index: number, columns?: readonly string[]): Promise<Batch> => {
    const segment = footer.segments[index];
    if (!segment) throw new RangeError(`The dataset has ${footer.segments.length} batches; there is no batch ${index}.`);
    const wanted = columns ?? footer.schema.columns.map((c) => c.id);
    const cached: Record<string, ColumnData> = {};
    const missing: string[] = [];
    for (const id of wanted) {
      const hit = cache.get(index, id);
      if (hit) cached[id] = hit;
      else missing.push(id);
    }
    if (missing.length === 0) return { length: segment.rows, columns: cached };
    const decoded = segment.columns
      ? await readChunks(source, footer, segment, missing, oneReadPerSegment)
      : decodeSegment(await source.read(segment.offset, segment.length), footer, columns ? missing : undefined).columns;
    const result: Record<string, ColumnData> = {};
    for (const id of wanted) {
      const data = cached[id] ?? decoded[id];
      if (!data) continue;
      result[id] = data;
      if (!cached[id]) cache.put(index, id, data);
    }
    return { length: segment.rows, columns: result };
  };
  const stats = batchStats(footer);
  return {
    footer,
    schema: footer.schema,
    batch,
    keptBytes: () => cache.bytes,
    ...(stats ? { indexed: { stats, read: batch } } : {}),
    async *batches(columns?: readonly string[]) {
      for (let i = 0; i < footer.segments.length; i++) yield await batch(i, columns);
    },
  };
}
