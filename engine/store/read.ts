// Reads the stored columnar format (see format.ts) back into engine batches, one segment at a
// time, from bytes in memory or from any source that can read byte ranges (an R2 object).
import { type Column, Type, tableFromIPC } from "@uwdata/flechette";
import { StorageFormatError } from "../errors";
import type { ColumnEncoding } from "../infer/encoding";
import { BOOLEAN_MISSING, type Batch, type ColumnData, type Dataset, TEXT_MISSING } from "../types";
import { convertColumn } from "./convert";
import { ENCODING_METADATA_KEY, FORMAT_MAGIC, FORMAT_VERSION, HEADER_BYTES, type StoredFooter, TRAILER_BYTES } from "./format";

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

/**
 * One segment (Arrow IPC stream bytes) as a batch with every column under its final encoding, or only the
 * columns `only` names: converting a column (dates to milliseconds, copying a dictionary) costs a pass over it.
 */
export function decodeSegment(bytes: Uint8Array, footer: Pick<StoredFooter, "schema" | "encodings">, only?: readonly string[]): Batch {
  // Typed arrays view the bytes in place, which needs 8-byte alignment.
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  let table;
  try {
    table = tableFromIPC(aligned);
  } catch (cause) {
    throw new StorageFormatError("A stored dataset segment is damaged.", { cause });
  }
  const length = table.numRows;
  const byName = new Map<string, number>();
  table.schema.fields.forEach((f, i) => byName.set(f.name, i));
  const columns: Record<string, ColumnData> = {};
  const wanted = only ? new Set(only) : undefined;
  footer.schema.columns.forEach((column, j) => {
    if (wanted && !wanted.has(column.id)) return;
    const target = footer.encodings[j];
    const index = byName.get(column.id);
    if (index === undefined) {
      columns[column.id] = convertColumn(undefined, length, { type: "empty" }, target);
      return;
    }
    const f = table.schema.fields[index];
    const stored = JSON.parse(f.metadata?.get(ENCODING_METADATA_KEY) ?? '{"type":"empty"}') as ColumnEncoding;
    if (f.type.typeId === Type.Null || stored.type === "empty") {
      columns[column.id] = convertColumn(undefined, length, { type: "empty" }, target);
      return;
    }
    const arrow = table.children[index].data[0] as unknown as ArrowBatch;
    const data = columnData(f.type.typeId, (f.type as { unit?: number }).unit, arrow);
    columns[column.id] = convertColumn(data, length, stored, target);
  });
  return { length, columns };
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
}

/** Bytes of decoded columns an open dataset keeps for the next query (a Worker has 128 MB in all). */
const DECODED_CACHE_BYTES = 16 * 1024 * 1024;

function decodedBytes(data: ColumnData): number {
  // A dictionary's strings are counted at a rough 32 bytes each: the bound is what matters, not the exact figure.
  return data.type === "text" ? data.codes.byteLength + data.dictionary.length * 32 : data.values.byteLength;
}

/**
 * Decoded columns kept by one open dataset, per segment and column, up to `budget` bytes (the oldest go
 * first). Asking the same dataset again then skips reading the segment, parsing its Arrow stream and
 * converting its columns (dates to milliseconds, dictionaries copied). Cached columns are shared by every
 * query on the dataset, which only reads them.
 */
class DecodedColumns {
  private readonly entries = new Map<string, ColumnData>();
  private bytes = 0;
  constructor(private readonly budget: number) {}

  get(segment: number, column: string): ColumnData | undefined {
    return this.entries.get(`${segment}\u0000${column}`);
  }

  put(segment: number, column: string, data: ColumnData): void {
    const size = decodedBytes(data);
    if (size > this.budget) return;
    const key = `${segment}\u0000${column}`;
    if (this.entries.has(key)) return;
    for (const [oldest, old] of this.entries) {
      if (this.bytes + size <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= decodedBytes(old);
    }
    this.entries.set(key, data);
    this.bytes += size;
  }
}

/**
 * Opens a stored dataset from its bytes or a range-readable source. Only the footer is read now;
 * `batches()` then fetches and decodes one segment at a time, keeping decoded columns (within
 * `cacheBytes`) for the next query on this dataset object.
 */
export async function openStoredDataset(input: Uint8Array | RandomAccessSource, cacheBytes = DECODED_CACHE_BYTES): Promise<StoredDataset> {
  const source = input instanceof Uint8Array ? bytesSource(input) : input;
  const footer = await readFooter(source);
  const cache = new DecodedColumns(cacheBytes);
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
    const decoded = decodeSegment(await source.read(segment.offset, segment.length), footer, columns ? missing : undefined);
    const result: Record<string, ColumnData> = {};
    for (const id of wanted) {
      const data = cached[id] ?? decoded.columns[id];
      if (!data) continue;
      result[id] = data;
      if (!cached[id]) cache.put(index, id, data);
    }
    return { length: decoded.length, columns: result };
  };
  return {
    footer,
    schema: footer.schema,
    batch,
    async *batches(columns?: readonly string[]) {
      for (let i = 0; i < footer.segments.length; i++) yield await batch(i, columns);
    },
  };
}
