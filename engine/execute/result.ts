// What executing a plan returns: a typed table, the figures a sentence needs, and an account of
// which rows were used — plain data, JSON-serialisable.
import type { AggregateOp, DateBucket, MeasureTransform } from "../plan/schema";
import type { ValidPlan } from "../plan/validate";
import type { ColumnType, ColumnUnit, DurationShape } from "../types";

/** One table cell. Dates are ISO strings ("2024-03-01", or "2024-03-01T14:30:00" with a time). */
export type Cell = string | number | boolean | null;

/** How values of a result column read best: used by the chart, the sentence and the UI. */
export type ValueFormat =
  /**
   * identifier: an order number or ZIP code, written as it is (no thousands separators, never shortened).
   * year: a year column's whole numbers from 1900 to 2100 are written as years ("2015"); other values as numbers.
   * duration: seconds written in the duration column's own form ("1:47.32"; decision 0049).
   */
  | { kind: "number"; identifier?: true; year?: true; duration?: DurationShape }
  | { kind: "integer" }
  /** Money: ISO code ("USD"), or "" when the header names money but no currency (two decimals, no symbol). */
  | { kind: "currency"; code: string }
  /** A fraction shown as a percentage (0.387 → 38.7%). */
  | { kind: "percent" }
  | { kind: "date"; bucket?: DateBucket; hasTime?: boolean }
  | { kind: "text" }
  | { kind: "boolean" };

export interface ResultColumn {
  id: string;
  /** Display name, e.g. "Region", "Order date (month)", "Total Revenue". */
  name: string;
  role: "group" | "measure" | "column";
  type: ColumnType;
  format: ValueFormat;
  /** The dataset column the values come from (group keys, measures over a column, listed columns). */
  sourceColumn?: string;
  /** That column's display name ("Revenue" for "Total Revenue"). */
  sourceName?: string;
  unit?: ColumnUnit;
  /** Group keys over dates. weekday keys are text ("Monday"…). */
  bucket?: DateBucket;
  /** Measures: the aggregate, and the transform applied after grouping. */
  op?: AggregateOp;
  transform?: MeasureTransform["kind"];
  /** Helper columns of a period_change measure: the value over the `from` or `to` period. */
  periodOf?: { measure: string; side: "from" | "to" };
}

export interface ResultTable {
  columns: ResultColumn[];
  rows: Cell[][];
  /** The true number of result rows; `rows` holds at most 5,000 of them. */
  rowCount: number;
  truncated: boolean;
}

/** A date range of the plan resolved to real dates (inclusive first and last day). */
export interface ResolvedDateRange {
  column: string;
  /** Where it came from: a filter (index into plan.filters) or a period_change measure. */
  source: { filter: number } | { measure: string; side: "from" | "to" };
  from: string | null;
  to: string | null;
}

export interface ExcludedRows {
  reason:
    /** Removed by plan filter number `filter`. `missing` of them had no value in the filtered column. */
    | "filter"
    /** Left out of a date bucket because the date was missing. */
    | "missing_date"
    /** Used, but not counted by measure `measure` because its column was empty there (or, in a list of different values, named no value). */
    | "missing_value"
    /** After the first rows a plan reads (`firstRows`). */
    | "position";
  count: number;
  column?: string;
  filter?: number;
  missing?: number;
  measure?: string;
  message: string;
}

export interface RowAccounting {
  /** Rows in the dataset. */
  total: number;
  /** Rows that passed the filters and went into the result. */
  used: number;
  excluded: ExcludedRows[];
}

export interface LabelledValue {
  label: string;
  value: number;
  /** The value's fraction of the total (additive measures only). */
  share?: number;
}

export type CheckOutcome =
  | { kind: "threshold"; result: boolean; measure: string; op: string; value: number; quantifier: "all" | "any"; passing: number; of: number }
  | {
      kind: "trend";
      result: boolean;
      measure: string;
      direction: "up" | "down";
      slope: number | null;
      /** The trend found (engine/execute/trend.ts): up, down, flat (no clear trend), or mixed across groups. */
      found?: "up" | "down" | "flat" | "mixed";
      first?: LabelledValue;
      last?: LabelledValue;
      /** One series: its lowest and highest points. */
      low?: LabelledValue;
      high?: LabelledValue;
    }
  | { kind: "compare"; result: boolean | null; measure: string; op: "gt" | "lt"; a?: LabelledValue; b?: LabelledValue; missing?: string[] }
  | { kind: "exists"; result: boolean; count: number }
  /** "Are there more than 3 regions with …?": how many groups `having` kept, against `value`. */
  | { kind: "group_count"; result: boolean; op: string; value: number; count: number }
  /**
   * "Is the most common payment method card?": whether the group the ranking keeps is `value`; `top` is that group
   * (absent when there is none), `asked` the asked value's own figure when it is among the groups.
   */
  | { kind: "is_top"; result: boolean; measure: string; value: string | number | boolean; place: number; direction: "top" | "bottom"; top?: LabelledValue; asked?: LabelledValue };

/** The numbers a one-sentence answer is made of, for the primary (first) measure. */
export interface ResultFigures {
  /** Id of the measure the figures describe. */
  measure?: string;
  /** Ungrouped plans: the single value (null when no row had a value). */
  value?: number | null;
  /** count and sum without transform: the total over all groups (before having, top and limit). */
  total?: number | null;
  /** Groups after having (before top and limit). */
  groups?: number;
  highest?: LabelledValue;
  lowest?: LabelledValue;
  /** Grouped by one date bucket only: the series' ends, its peak and the change from first to last. */
  series?: {
    first: LabelledValue;
    last: LabelledValue;
    peak: LabelledValue;
    change: number | null;
    /** The last or peak period when one row makes most of its total: that row's value and its share of the period. */
    largestRow?: LabelledValue;
  };
  /** A period_change measure on an ungrouped plan. */
  periodChange?: {
    /** The measure before the change: "Total Revenue". */
    name: string;
    /** Values over each period, labelled with the period in words ("last year"). */
    from: LabelledValue | null;
    to: LabelledValue | null;
    change: number | null;
  };
  /** top with others: how many groups were rolled into "Others". */
  others?: { groups: number };
  /**
   * top: how many rows were kept and their combined share (additive measures). `levelWithNext` (without
   * "Others"): the N-th group and the first one left out, as table rows, when they are level on the ranked
   * measure — then the list shown is not the only right one.
   */
  top?: {
    n: number;
    direction: "top" | "bottom";
    /** The place the kept groups start at, when past the first ("the 2nd highest"). */
    place?: number;
    share?: number;
    levelWithNext?: [Cell[], Cell[]];
    /** Ranked from a later place: the group just above the first one kept and that group, when they are level. */
    levelWithPrevious?: [Cell[], Cell[]];
  };
  check?: CheckOutcome;
  /** countGroups: how many groups met `having` (the answer), of how many groups there were before it. */
  groupCount?: { count: number; of: number };
}

/** What a result covers, in words (engine/execute/scope.ts): for sentences and chart titles. */
export interface ResultScope {
  /** The period kept by the date filter: "in Mar 2024", "in 2024", "from Jan 1, 2024 to Mar 15, 2024", "since Q3 2024". */
  period?: string;
  /** The other filters, each in words: "Region is North", "Revenue is over 500". */
  conditions: string[];
}

export interface QueryResult {
  /** The plan as executed, defaults filled in. */
  plan: ValidPlan;
  table: ResultTable;
  figures: ResultFigures;
  rows: RowAccounting;
  dateRanges: ResolvedDateRange[];
  /** The filters in words; absent on results stored before it existed. */
  scope?: ResultScope;
}

/** Result tables hold at most this many rows; `rowCount` tells the true number. */
export const MAX_RESULT_ROWS = 5_000;
