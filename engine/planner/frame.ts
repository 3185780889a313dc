// The planner's intermediate reading of one question: what is measured, grouped and filtered, as
// found in the words — before defaults, follow-up merging and plan assembly.
import type { AggregateOp, Check, ChartHint, DateBucket, Filter, Having, MeasureTransform, NumberRange } from "../plan/schema";
import type { ColumnEntry } from "./schema-index";

export interface FrameMeasure {
  op: AggregateOp;
  /** Undefined: count rows. */
  column?: ColumnEntry;
  transform?: MeasureTransform;
  /** The words it came from, for "understood". */
  explicitOp: boolean;
}

export interface FrameGroup {
  column: ColumnEntry;
  bucket?: DateBucket;
  /** Bands of a number column written in the question ("0-18, 18-30, 50+"). */
  ranges?: NumberRange[];
}

export interface ResolvedRange {
  column: string;
  label: string;
  firstDay: string | null;
  lastDay: string | null;
}

export interface FrameFilter {
  filter: Filter;
  /** Display column name for "understood". */
  columnName: string;
  /** Set for date filters resolved from words ("last quarter" → 2024-10-01…2024-12-31). */
  range?: ResolvedRange;
  /** The phrase it came from. */
  phrase?: string;
}

export interface Frame {
  /** aggregate: figures; rows: matching rows themselves. */
  kind: "aggregate" | "rows";
  measures: FrameMeasure[];
  groups: FrameGroup[];
  filters: FrameFilter[];
  having: Having[];
  /** answer "figures": the question asks for the ranked groups' figures ("the counts of the 3 most common stores"). */
  top?: { n: number; direction: "top" | "bottom"; answer?: "figures"; place?: number };
  sort?: { direction: "asc" | "desc" | "alpha"; byColumn?: ColumnEntry };
  limit?: number;
  chart?: ChartHint;
  check?: Check;
  /** The answer is how many groups meet `having` ("how many regions have total revenue over 1,000?"). */
  countGroups?: boolean;
  /** rows plans: the columns to show (default all). */
  columns?: ColumnEntry[];
  /** rows plans: each different value of the columns once, in the order it first appears. */
  distinct?: boolean;
  /** rows plans: only the file's first rows are read ("in the first 5 rows"). */
  firstRows?: number;
  /** Words that could not be mapped to anything in the data. */
  unknown: string[];
  /** Refusal reason (forecasts, questions about other data). */
  refusal?: string;
  /** A refusal between readings the words name: what its choices reword (refusal-choices.ts), for that refusal only. */
  refusalOptions?: { refusal: string; options: RefusalOptions };
  notes: string[];
  /** Signals that the question continues the previous one. */
  followUp: FollowUpSignals;
  confidence: number;
}

/**
 * The readings a refusal made while reading the question names, with the tokens [start, end) each rewording
 * replaces: "the first 5 regions" (in the file's order, or the most common), "regions with revenue over 1,000"
 * (each one's total, or any one row), "without income" (a blank one, or one of 0), "before 1950" (Year Built or
 * Date Added).
 */
export type RefusalOptions =
  | { kind: "order-or-frequency"; column: ColumnEntry; n: number; start: number; end: number }
  | { kind: "total-or-any-row"; groups: ColumnEntry; measured: ColumnEntry; condition: string; start: number; end: number }
  | { kind: "blank-or-zero"; column: ColumnEntry; start: number; end: number }
  /** A year bound ("before 1950") that could be about either column (roles/year-bounds.ts). */
  | { kind: "bound-column"; columns: ColumnEntry[]; phrase: string; start: number; end: number };

export interface FollowUpSignals {
  /** Opening words: "what about", "and", "now", "only", "instead"… */
  opener?: string;
  /** "instead" anywhere. */
  instead: boolean;
  /** "remove"/"drop"/"without the … filter". */
  remove: boolean;
  /** "also", "as well", "too": add rather than replace. */
  also: boolean;
  /** A chart word was used ("as a pie"). */
  chart: boolean;
  /** Measure words named explicitly (aggregation cue or measure column). */
  namedMeasure: boolean;
  /** An aggregation word without an object ("and the average?"). */
  bareOp?: AggregateOp;
  /** Column mentions that were not otherwise used ("remove the channel filter" → channel). */
  looseColumns: ColumnEntry[];
  /** The question only restates a grouping ("by channel", "now by month"). */
  groupOnly: boolean;
  /** Numbers compared without a column ("make it over $5000"). */
  bareComparisons: { op: Filter["op"]; value: number; currency?: boolean; percent?: boolean }[];
  /** "list them", "show the rows". */
  listRows: boolean;
  /** "and the third?": a place in the previous question's ranking. */
  place?: number;
}

export function emptyFollowUp(): FollowUpSignals {
  return { instead: false, remove: false, also: false, chart: false, namedMeasure: false, looseColumns: [], groupOnly: false, bareComparisons: [], listRows: false };
}
