// Reads the stored columnar format (see format.ts; versions 1 and 2) back into engine batches, one segment at a
// time (version 2: only the columns asked for), from bytes in memory or from any source that can read byte ranges (an R2 object).
import { type Column, Type, tableFromIPC } from "@uwdata/flechette";
import { StorageFormatError } from "../errors";
import type { ColumnEncoding } from "../infer/encoding";
import { BOOLEAN_MISSING, type Batch, type BatchSequence, type BatchStats, type ColumnData, type ColumnStats, type ColumnType, type Dataset, type LentBatch, MISSING_DAY, TEXT_MISSING } from "../types";
import { convertColumn } from "./convert";
import { ENCODING_METADATA_KEY, FORMAT_MAGIC, FORMAT_VERSION, HEADER_BYTES, type StoredFooter, type StoredSegment, TRAILER_BYTES } from "./format";
import { type ChunkRun, MAX_READ_BYTES, chunkRuns, planRangeReads } from "./range-reads";

export { chunkRuns } from "./range-reads";

/** Byte-range access to a stored dataset: in memory, a file, or an object store with range reads. */
export interface RandomAccessSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
  /**
   * Reads `length` bytes at `offset` into the memory of `into` (at least that long), so a reader can reuse its
   * buffers instead of allocating one a read. Returns the bytes: a view of that memory from its start, possibly
   * through another ArrayBuffer object (a stream's BYOB read transfers the buffer it fills). Optional: without it
   * each read allocates.
   */
  readInto?(offset: number, length: number, into: Uint8Array): Promise<Uint8Array>;
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

/** Where decoded arrays come from: new ones, or a batch's lent buffers (ReadBuffers). */
interface Allocate {
  float64(length: number): Float64Array;
  int32(length: number): Int32Array;
  uint8(length: number): Uint8Array;
}

const fresh: Allocate = { float64: (n) => new Float64Array(n), int32: (n) => new Int32Array(n), uint8: (n) => new Uint8Array(n) };

/**
 * A date column of whole days as stored: `days` views them, `values` (milliseconds) is worked out on first use —
 * a date bucket needs only the days, so it skips that pass. `days` is not enumerable: the column compares, copies
 * and serializes as the plain date column it equals (a copy has milliseconds only).
 */
function storedDays(days: Int32Array, allocate: Allocate): ColumnData {
  let values: Float64Array | undefined;
  const column = {
    type: "date" as const,
    get values(): Float64Array {
      if (!values) {
        values = allocate.float64(days.length);
        for (let i = 0; i < days.length; i++) values[i] = days[i] === MISSING_DAY ? NaN : days[i] * 86_400_000;
      }
      return values;
    },
  };
  return Object.defineProperty(column, "days", { value: days });
}

/** Engine column data from one Arrow column batch written by store/write.ts. */
function columnData(typeId: number, unit: number | undefined, batch: ArrowBatch, allocate: Allocate): ColumnData {
  const { length, validity, nullCount } = batch;
  switch (typeId) {
    case Type.Float: {
      const values = batch.values as Float64Array;
      return { type: "number", values: values.length === length ? values : values.subarray(0, length) };
    }
    case Type.Date: {
      const stored = batch.values as Int32Array;
      let days = stored.length === length ? stored : stored.subarray(0, length);
      if (nullCount > 0) {
        days = allocate.int32(length);
        for (let i = 0; i < length; i++) days[i] = isValid(validity, i) ? stored[i] : MISSING_DAY;
      }
      return storedDays(days, allocate);
    }
    case Type.Timestamp: {
      if (unit !== undefined && unit !== 1) throw new StorageFormatError("The stored dataset uses a timestamp unit this version does not read.");
      const ms = batch.values as unknown as BigInt64Array;
      const values = allocate.float64(length);
      for (let i = 0; i < length; i++) values[i] = nullCount > 0 && !isValid(validity, i) ? NaN : Number(ms[i]);
      return { type: "date", values };
    }
    case Type.Bool: {
      const bits = batch.values as Uint8Array;
      const values = allocate.uint8(length);
      for (let i = 0; i < length; i++) values[i] = nullCount > 0 && !isValid(validity, i) ? BOOLEAN_MISSING : (bits[i >> 3] >> (i & 7)) & 1;
      return { type: "boolean", values };
    }
    case Type.Dictionary: {
      const indices = batch.values as Int32Array;
      let codes = indices.length === length ? indices : indices.subarray(0, length);
      if (nullCount > 0) {
        const present = codes;
        codes = allocate.int32(length);
        for (let i = 0; i < length; i++) codes[i] = isValid(validity, i) ? present[i] : TEXT_MISSING;
      }
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
function decodeColumn(table: ReturnType<typeof tableFromIPC> | undefined, id: string, length: number, target: ColumnEncoding, allocate: Allocate = fresh): ColumnData {
  const index = table ? table.schema.fields.findIndex((f) => f.name === id) : -1;
  if (!table || index < 0) return convertColumn(undefined, length, { type: "empty" }, target);
  const f = table.schema.fields[index];
  const stored = JSON.parse(f.metadata?.get(ENCODING_METADATA_KEY) ?? '{"type":"empty"}') as ColumnEncoding;
  if (f.type.typeId === Type.Null || stored.type === "empty") return convertColumn(undefined, length, { type: "empty" }, target);
  const arrow = table.children[index].data[0] as unknown as ArrowBatch;
  const data = columnData(f.type.typeId, (f.type as { unit?: number }).unit, arrow, allocate);
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

/**
 * Buffers lent to the reads of the batches a scan is working on and given back when it is done with each
 * (StoredDataset.lend), so a question over a big file reuses a few batches' worth of memory instead of
 * allocating every batch's anew: array buffers no longer used are freed only when V8 next collects garbage, and
 * until then count in the isolate's memory — tens of megabytes on a question over millions of rows.
 */
class ReadBuffers {
  private readonly free: ArrayBuffer[] = [];
  /** Bytes of every buffer this pool has made: bounded by the batches in use at once, not by the file. */
  madeBytes = 0;

  /** A buffer of at least `bytes`: the smallest free one that holds it, or a new one. */
  take(bytes: number): ArrayBuffer {
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const size = this.free[i].byteLength;
      if (size >= bytes && (best < 0 || size < this.free[best].byteLength)) best = i;
    }
    if (best >= 0) return this.free.splice(best, 1)[0];
    // Rounded up (with room past the end, so a stream's last read can report its end into it): a column set's
    // runs differ by a few bytes from batch to batch, and one size then serves them all.
    const size = Math.ceil((bytes + 8) / 65_536) * 65_536;
    this.madeBytes += size;
    return new ArrayBuffer(size);
  }

  give(buffers: readonly ArrayBuffer[]): void {
    for (const buffer of buffers) if (buffer.byteLength > 0) this.free.push(buffer);
  }
}

/** One batch's share of the pool: every buffer its reads and decoded arrays were given, to give back at once. */
interface Lease {
  pool: ReadBuffers;
  lent: ArrayBuffer[];
}

function leaseAllocate({ pool, lent }: Lease): Allocate {
  const take = (bytes: number) => {
    const buffer = pool.take(bytes);
    lent.push(buffer);
    return buffer;
  };
  return {
    float64: (n) => new Float64Array(take(n * 8), 0, n),
    int32: (n) => new Int32Array(take(n * 4), 0, n),
    uint8: (n) => new Uint8Array(take(n), 0, n),
  };
}

/** One run's bytes: into a lent buffer when the source can read into one, else a buffer of its own. */
async function readRun(source: RandomAccessSource, run: ChunkRun, lease: Lease | undefined): Promise<Uint8Array> {
  const length = run.end - run.start;
  if (!lease || !source.readInto) return source.read(run.start, length);
  const bytes = await source.readInto(run.start, length, new Uint8Array(lease.pool.take(length)));
  lease.lent.push(bytes.buffer as ArrayBuffer);
  return bytes.subarray(0, length);
}

/** Each column's final encoding, by id. */
function finalEncodings(footer: StoredFooter): Map<string, ColumnEncoding> {
  return new Map(footer.schema.columns.map((c, j) => [c.id, footer.encodings[j]]));
}

/** Columns of `ids` the segment has no chunk for (added after it was written): all missing. */
function absentColumns(segment: StoredSegment, ids: readonly string[], targets: Map<string, ColumnEncoding>, out: Record<string, ColumnData>): void {
  for (const id of ids) if (!segment.columns?.[id]) out[id] = decodeColumn(undefined, id, segment.rows, targets.get(id) ?? { type: "empty" });
}

/** Decodes the chunks of `run` (one segment's) from `bytes`, a read that begins at file offset `start`, into `out`. */
function decodeRun(bytes: Uint8Array, start: number, segment: StoredSegment, run: ChunkRun, targets: Map<string, ColumnEncoding>, allocate: Allocate, out: Record<string, ColumnData>): void {
  for (const id of run.ids) {
    const chunk = segment.columns![id];
    const table = parseIpc(bytes.subarray(chunk.offset - start, chunk.offset - start + chunk.length));
    if (table.numRows !== segment.rows) throw new StorageFormatError("A stored dataset segment is damaged.");
    out[id] = decodeColumn(table, id, segment.rows, targets.get(id) ?? { type: "empty" }, allocate);
  }
}

/**
 * Version 2: reads the chunks of `ids` in one segment (chunkRuns) and decodes each under its column's final
 * encoding. A column the segment lacks is all missing. With a lease, the bytes and decoded arrays live in
 * buffers lent to the batch.
 */
async function readChunks(source: RandomAccessSource, footer: StoredFooter, segment: StoredSegment, ids: readonly string[], oneRead: boolean, lease?: Lease): Promise<Record<string, ColumnData>> {
  const out: Record<string, ColumnData> = {};
  const targets = finalEncodings(footer);
  absentColumns(segment, ids, targets, out);
  // The runs are read at once: each is a request to the object store, and waiting for one before asking the next
  // would add their latencies up.
  const runs = chunkRuns(segment, ids, oneRead);
  const read = await Promise.all(runs.map((run) => readRun(source, run, lease)));
  const allocate = lease ? leaseAllocate(lease) : fresh;
  for (const [r, run] of runs.entries()) decodeRun(read[r], run.start, segment, run, targets, allocate, out);
  return out;
}

/**
 * Batches read ahead of the one being handed out: their range reads (R2 requests in a Worker, ~10 ms each) overlap
 * the work on earlier batches instead of waiting one after another. Each holds its columns' decoded values
 * (about half a megabyte a column at 64k rows), so a few are enough: a Worker allows six connections at once.
 */
export const READ_AHEAD_BATCHES = 4;

/**
 * Bytes of range reads a sequence holds at once beyond those the batch being handed out needs: with reads of up to
 * MAX_READ_BYTES (a column's chunks of a group), a few columns of the next group are read while this one is worked.
 */
const READ_AHEAD_BYTES = 16 * 1024 * 1024;

/**
 * Batches `indices` (ascending) of columns `ids`, handed out in order, fetched by the range reads planRangeReads
 * gives (one read may hold chunks of several batches). Reads start for the batch handed out and the next
 * READ_AHEAD_BATCHES - 1, within READ_AHEAD_BYTES beyond what the batch handed out needs. With a pool, reads and decoded arrays live in lent buffers: a
 * batch's arrays go back at its release, a read's once every batch it holds was released.
 */
function readSequence(source: RandomAccessSource, footer: StoredFooter, indices: readonly number[], ids: readonly string[], options: Required<OpenOptions>, pool: ReadBuffers | undefined): BatchSequence {
  const reads = planRangeReads(footer.segments, indices, ids, options.oneReadPerSegment, options.maxReadBytes);
  const targets = finalEncodings(footer);
  const position = new Map(indices.map((batch, p) => [batch, p]));
  // For each batch (by position): the reads holding its chunks; for each read, how many batches still need it.
  const needs: number[][] = indices.map(() => []);
  const users = reads.map((read, r) => {
    const batches = new Set(read.pieces.map((piece) => position.get(piece.batch)!));
    for (const p of batches) needs[p].push(r);
    return batches.size;
  });
  const fetched: (Promise<Uint8Array> | undefined)[] = [];
  const lent: (ArrayBuffer | undefined)[] = [];
  let issued = 0;
  let heldBytes = 0;
  let handed = 0;
  const size = (r: number) => reads[r].end - reads[r].start;
  const issue = (r: number) => {
    const { start } = reads[r];
    const length = size(r);
    heldBytes += length;
    const read =
      pool && source.readInto
        ? source.readInto(start, length, new Uint8Array(pool.take(length))).then((bytes) => {
            lent[r] = bytes.buffer as ArrayBuffer;
            return bytes.subarray(0, length);
          })
        : source.read(start, length);
    // A read left pending when the caller stops (a visit threw) must not become an unhandled rejection.
    read.catch(() => undefined);
    fetched[r] = read;
  };
  // Every read the batch at position `at` needs is started; later ones while within the read-ahead bounds.
  const readAhead = (at: number) => {
    while (issued < reads.length) {
      const first = position.get(reads[issued].firstBatch)!;
      if (first > at && (first >= at + READ_AHEAD_BATCHES || heldBytes + size(issued) > READ_AHEAD_BYTES)) break;
      issue(issued++);
    }
  };
  const done = (r: number) => {
    if (--users[r] > 0) return;
    heldBytes -= size(r);
    fetched[r] = undefined;
    if (pool && lent[r]) pool.give([lent[r]!]);
    lent[r] = undefined;
  };
  return {
    async next(): Promise<LentBatch> {
      const at = handed++;
      if (at >= indices.length) throw new RangeError("The sequence has handed out every batch it was asked for.");
      const segment = footer.segments[indices[at]];
      readAhead(at);
      const bytes = await Promise.all(needs[at].map((r) => fetched[r]!));
      const lease: Lease | undefined = pool && source.readInto ? { pool, lent: [] } : undefined;
      const allocate = lease ? leaseAllocate(lease) : fresh;
      const columns: Record<string, ColumnData> = {};
      absentColumns(segment, ids, targets, columns);
      for (const [k, r] of needs[at].entries())
        for (const piece of reads[r].pieces) if (piece.batch === indices[at]) decodeRun(bytes[k], reads[r].start, segment, piece.run, targets, allocate, columns);
      let given = false;
      return {
        batch: { length: segment.rows, columns },
        release: () => {
          if (given) return;
          given = true;
          if (lease) pool!.give(lease.lent);
          for (const r of needs[at]) done(r);
          readAhead(handed);
        },
      };
    },
  };
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
  /**
   * Reads batch `index` into buffers lent for it (a file whose columns are too big to keep, read through a source
   * that reads into buffers): its arrays are valid until `release`, which gives the buffers to the next reads.
   * Otherwise the same as `batch`, with nothing to give back.
   */
  lend(index: number, columns?: readonly string[]): Promise<LentBatch>;
  /** Whether columns `ids` are read in sequences of range reads across batches (IndexedBatches.sequence), not batch by batch. */
  readsInSequence(ids: readonly string[]): boolean;
  /** The options it was opened with, as applied. */
  options: Required<OpenOptions>;
  /** Bytes of decoded columns kept for the next query (within the bound given to openStoredDataset). */
  keptBytes(): number;
  /** Bytes of the buffers made for lent batches so far. */
  lentBufferBytes(): number;
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
  /** Bytes one range read merging several batches' chunks takes at most (planRangeReads). */
  maxReadBytes?: number;
}

/**
 * Opens a stored dataset from its bytes or a range-readable source. Only the footer is read now;
 * `batches()` then fetches and decodes one segment at a time, keeping decoded columns (within
 * `cacheBytes`) for the next query on this dataset object.
 */
export async function openStoredDataset(input: Uint8Array | RandomAccessSource, cacheBytes = DECODED_CACHE_BYTES, { oneReadPerSegment = false, maxReadBytes = MAX_READ_BYTES }: OpenOptions = {}): Promise<StoredDataset> {
  const source = input instanceof Uint8Array ? bytesSource(input) : input;
  const footer = await readFooter(source);
  const cache = new DecodedColumns(cacheBytes, footer.schema.rowCount);
  const pool = new ReadBuffers();
  const batch = async (index: number, columns?: readonly string[], lease?: Lease): Promise<Batch> => {
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
      ? await readChunks(source, footer, segment, missing, oneReadPerSegment, lease)
      : decodeSegment(await source.read(segment.offset, segment.length), footer, columns ? missing : undefined).columns;
    const result: Record<string, ColumnData> = {};
    for (const id of wanted) {
      const data = cached[id] ?? decoded[id];
      if (!data) continue;
      result[id] = data;
      if (!cached[id] && !lease) cache.put(index, id, data);
    }
    return { length: segment.rows, columns: result };
  };
  const types = new Map(footer.schema.columns.map((c) => [c.id, c.type]));
  const lend = async (index: number, columns?: readonly string[]): Promise<LentBatch> => {
    const ids = columns ?? footer.schema.columns.map((c) => c.id);
    // Columns the dataset keeps must not live in lent memory; a small file's are kept, so it is read as before.
    if (!source.readInto || ids.some((id) => cache.keeps(types.get(id) ?? "text"))) return { batch: await batch(index, columns), release: () => undefined };
    const lease: Lease = { pool, lent: [] };
    const read = await batch(index, columns, lease);
    let given = false;
    return {
      batch: read,
      release: () => {
        if (given) return;
        given = true;
        pool.give(lease.lent);
      },
    };
  };
  // A file whose columns are too big to keep reads in sequences of range reads across batches; a small file's
  // batches are read (and kept) one at a time, as its reads are few anyway.
  const all = footer.schema.columns.map((c) => c.id);
  const inSequence = (ids: readonly string[]) => footer.version >= 2 && !ids.some((id) => cache.keeps(types.get(id) ?? "text"));
  const sequence = (indices: readonly number[], ids: readonly string[]) =>
    inSequence(ids) ? readSequence(source, footer, indices, ids, { oneReadPerSegment, maxReadBytes }, source.readInto ? pool : undefined) : undefined;
  const stats = batchStats(footer);
  return {
    footer,
    schema: footer.schema,
    batch,
    lend,
    readsInSequence: inSequence,
    options: { oneReadPerSegment, maxReadBytes },
    keptBytes: () => cache.bytes,
    lentBufferBytes: () => pool.madeBytes,
    ...(stats ? { indexed: { stats, read: (index, columns) => batch(index, columns), lend, sequence } } : {}),
    async *batches(columns?: readonly string[]) {
      const ids = columns ?? all;
      if (!inSequence(ids)) {
        for (let i = 0; i < footer.segments.length; i++) yield await batch(i, columns);
        return;
      }
      // Not lent: whoever iterates may keep a batch's arrays. Released only to let the reads run on ahead.
      const batches = readSequence(source, footer, footer.segments.map((_, i) => i), ids, { oneReadPerSegment, maxReadBytes }, undefined);
      for (let i = 0; i < footer.segments.length; i++) {
        const { batch: read, release } = await batches.next();
        yield read;
        release();
      }
    },
  };
}
