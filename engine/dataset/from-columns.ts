// An in-memory Dataset from plain column arrays: for tests, the CLI and the planner's evaluation.
import { parsePeriod } from "../plan/calendar";
import { type Batch, BOOLEAN_MISSING, type ColumnData, type ColumnSchema, type Dataset, type DatasetSchema, TEXT_MISSING } from "../types";

/** A cell as plain data; null/undefined, NaN and blank text are missing. Dates: epoch ms, a Date, or an ISO string. */
export type PlainValue = string | number | boolean | Date | null | undefined;

export type PlainColumns = Record<string, ArrayLike<PlainValue>>;

function toNumber(value: PlainValue): number {
  if (value === null || value === undefined || value === "") return NaN;
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return Number(value);
}

function toDate(value: PlainValue): number {
  if (typeof value === "string") {
    const period = parsePeriod(value);
    return period ? period.start : Date.parse(value);
  }
  return toNumber(value);
}

function encode(column: ColumnSchema, values: ArrayLike<PlainValue>, start: number, end: number, dictionary: { list: string[]; index: Map<string, number> }): ColumnData {
  const length = end - start;
  switch (column.type) {
    case "number": {
      const out = new Float64Array(length);
      for (let i = 0; i < length; i++) out[i] = toNumber(values[start + i]);
      return { type: "number", values: out };
    }
    case "date": {
      const out = new Float64Array(length);
      for (let i = 0; i < length; i++) out[i] = toDate(values[start + i]);
      return { type: "date", values: out };
    }
    case "boolean": {
      const out = new Uint8Array(length);
      for (let i = 0; i < length; i++) {
        const v = values[start + i];
        out[i] = v === null || v === undefined ? BOOLEAN_MISSING : v ? 1 : 0;
      }
      return { type: "boolean", values: out };
    }
    case "text": {
      const codes = new Int32Array(length);
      for (let i = 0; i < length; i++) {
        const v = values[start + i];
        if (v === null || v === undefined) {
          codes[i] = TEXT_MISSING;
          continue;
        }
        const text = v instanceof Date ? v.toISOString() : String(v);
        // Blank text is missing, as the readers store it.
        if (text.trim() === "") {
          codes[i] = TEXT_MISSING;
          continue;
        }
        let code = dictionary.index.get(text);
        if (code === undefined) {
          code = dictionary.list.length;
          dictionary.list.push(text);
          dictionary.index.set(text, code);
        }
        codes[i] = code;
      }
      // One dictionary shared by all batches of the column; it only grows, so earlier codes stay valid.
      return { type: "text", codes, dictionary: dictionary.list };
    }
  }
}

/**
 * Builds a Dataset from column arrays keyed by column id (every schema column must be present and all
 * arrays the same length). Batches of `batchSize` rows (default 65,536) are encoded once, up front.
 * `schema.rowCount` is replaced by the true length.
 */
export function datasetFromColumns(schema: DatasetSchema, columns: PlainColumns, batchSize = 65_536): Dataset {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  const lengths = schema.columns.map((c) => {
    const values = columns[c.id];
    if (!values) throw new RangeError(`Column '${c.id}' has no values`);
    return values.length;
  });
  const rowCount = lengths[0] ?? 0;
  if (lengths.some((l) => l !== rowCount)) throw new RangeError("All columns must have the same number of values");

  const dictionaries = new Map(schema.columns.map((c) => [c.id, { list: [] as string[], index: new Map<string, number>() }]));
  const batches: Batch[] = [];
  for (let start = 0; start < rowCount; start += batchSize) {
    const end = Math.min(start + batchSize, rowCount);
    const batch: Batch = { length: end - start, columns: {} };
    for (const column of schema.columns) batch.columns[column.id] = encode(column, columns[column.id], start, end, dictionaries.get(column.id)!);
    batches.push(batch);
  }
  return datasetFromBatches({ ...schema, rowCount }, batches);
}

/** A Dataset over batches already in memory. */
export function datasetFromBatches(schema: DatasetSchema, batches: readonly Batch[]): Dataset {
  return {
    schema,
    async *batches() {
      yield* batches;
    },
  };
}
