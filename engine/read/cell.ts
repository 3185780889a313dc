// The row representation every reader produces: cells as the source holds them. Delimited text
// gives strings; workbooks and JSON also give numbers, booleans and dates.
import type { ScannedRows } from "./scanned-rows";

/** One cell. null/undefined are missing; a Date is an instant (UTC wall-clock for naive dates). */
export type Cell = string | number | boolean | Date | null | undefined;

export type Row = Cell[];

/** Number formats a workbook attached to a column's cells (so a 0.125 shown as 12.5% stays a percent). */
export interface CellFormatHint {
  percent?: boolean;
  currency?: string;
}

/** Where rows come from and what the reader learned on the way. */
export interface TableSource {
  /**
   * "rows": the header is somewhere in the first rows and must be detected (CSV, sheets).
   * "names": the reader knows the column names (JSON keys) and passes them with each chunk.
   */
  header: "rows" | "names";
  /** Chunks of rows, in order. With header "names", `names` is the full name list so far (it may grow). */
  chunks: AsyncIterable<SourceChunk>;
  /** Per-column format hints by position, known before the first chunk (workbooks). */
  formats?: (CellFormatHint | undefined)[];
  /** Filled by the reader as it goes: how the source was read, for the result and for messages. */
  info: SourceInfo;
}

export interface SourceChunk {
  rows: Row[];
  names?: string[];
  /**
   * The same rows as field positions in bytes (delimited text in an ASCII-compatible encoding), for readers of the
   * columns to parse without making a string per value; `rows` then makes the strings only when asked.
   */
  scanned?: ScannedRows;
}

export interface SourceInfo {
  format: "csv" | "xlsx" | "xls" | "json";
  /** Text encoding detected (text formats). */
  encoding?: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252" | "mixed";
  delimiter?: string;
  sheet?: string;
  /** Decimal comma convention (";"-separated files usually use it). */
  decimalComma?: boolean;
  /** Messages about what the reader had to work around. */
  warnings: string[];
}
