// The engine's shared vocabulary: column types, schemas and the in-memory columnar batch.
// Everything here is plain data so it crosses Worker, CLI and test boundaries unchanged.

export type ColumnType = "number" | "date" | "boolean" | "text";

/**
 * Extra meaning a number column carries, so answers format values as the file did.
 * Currency codes are ISO 4217 ("USD", "EUR"). Percent columns hold fractions, as spreadsheets do:
 * "12.5%" is stored as 0.125 and shown ×100.
 */
export type ColumnUnit = { kind: "currency"; code: string } | { kind: "percent" } | { kind: "duration"; shape: DurationShape };

/**
 * How a column writes its durations ("1:47.32", "2:03:15", "47.3s"), stored as seconds: an answer shows a value,
 * or a total of them, the way the file writes it (engine/infer/duration.ts).
 */
export interface DurationShape {
  /** Colon-separated fields of the longest value: 1 "47.3s", 2 "1:47.32" (m:ss), 3 "2:03:15" (h:mm:ss). */
  fields: 1 | 2 | 3;
  /** Digits after the point ("1:47.32" → 2). */
  decimals: number;
  /** The first field is written with two digits ("03:00"). */
  padded?: true;
  /** Seconds written with a unit: "47.3s" or "47.3 s". */
  suffix?: "s" | " s";
}

export interface ColumnSchema {
  /** Stable id used by plans: cleaned header (snake_case, unique within the dataset). */
  id: string;
  /** Display name: the header as the file had it (made unique and non-blank). */
  name: string;
  type: ColumnType;
  unit?: ColumnUnit;
  /** For dates: whether values carry a time of day. */
  hasTime?: boolean;
}

export interface DatasetSchema {
  columns: ColumnSchema[];
  rowCount: number;
}

/**
 * One column of one batch. Missing values: NaN for number/date, -1 code for text, 2 for boolean.
 * Dates are epoch milliseconds (UTC wall-clock: a date without zone is read as UTC).
 */
export type ColumnData =
  | { type: "number"; values: Float64Array }
  | DateColumnData
  | { type: "boolean"; values: Uint8Array }
  | { type: "text"; codes: Int32Array; dictionary: string[] };

/** A slice of rows (≈64k) in columnar form, keyed by column id. */
export interface Batch {
  length: number;
  columns: Record<string, ColumnData>;
}

/**
 * Figures about one column of one batch, exact for the values a reader gets. `min`/`max` (booleans as 0/1) are
 * absent when the batch holds no value of the column; `sum` is for number columns.
 */
export interface ColumnStats {
  nulls: number;
  min?: number;
  max?: number;
  sum?: number;
}

/** Per-batch figures of a stored dataset; `columns` lacks a column whose figures are not known for the batch. */
export interface BatchStats {
  rows: number;
  columns: Record<string, ColumnStats>;
}

/** Batches that can be read one at a time, each with its figures, so a query can skip or summarize some. */
export interface IndexedBatches {
  stats: readonly BatchStats[];
  read(index: number, columns?: readonly string[]): Promise<Batch>;
  /** The same batch in memory lent for it: its arrays hold until `release`, after which they are reused. */
  lend?(index: number, columns?: readonly string[]): Promise<LentBatch>;
  /**
   * Batches `indices` (ascending) in that order, fetched with fewer, larger range reads (one read may hold several
   * batches' chunks) that run ahead of the caller; undefined when this dataset reads batch by batch (a small file
   * whose columns it keeps).
   */
  sequence?(indices: readonly number[], columns: readonly string[]): BatchSequence | undefined;
}

/** Batches handed out one after another, in the order they were asked for. */
export interface BatchSequence {
  next(): Promise<LentBatch>;
}

/** A batch whose arrays may live in memory lent for it: valid until `release` is called. */
export interface LentBatch {
  batch: Batch;
  release(): void;
}

/** A typed dataset that can be scanned batch by batch without holding all rows at once. */
export interface Dataset {
  /** Stored datasets with batch statistics (format version 2 on): the batches by index, with their figures. */
  indexed?: IndexedBatches;
  schema: DatasetSchema;
  /**
   * The batches in order. With `columns` (ids), only those must be present: a stored dataset then decodes
   * just the columns a query reads; others may still come along.
   */
  batches(columns?: readonly string[]): AsyncIterable<Batch>;
}

/**
 * A date column. `days`, when present, holds the same dates as whole days since 1970-01-01 (MISSING_DAY where
 * missing): a stored column of dates without a time gives them as stored, so a date bucket reads them without a
 * pass that turns each into milliseconds (`values` is then worked out on first use).
 */
export interface DateColumnData {
  type: "date";
  values: Float64Array;
  readonly days?: Int32Array;
}

/** A missing date among day numbers (DateColumnData.days). */
export const MISSING_DAY = -2147483648;

export const BOOLEAN_MISSING = 2;
export const TEXT_MISSING = -1;
