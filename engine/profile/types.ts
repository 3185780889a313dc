// The profile of a dataset: what a person (or the planner) sees before asking anything.
import type { DatasetMeaning } from "../semantic/types";
import type { ColumnType, ColumnUnit } from "../types";

/** A plain value as shown in previews and top values: dates as ISO text, missing as null. */
export type PlainValue = string | number | boolean | null;

export interface HistogramBin {
  /** Inclusive lower edge (epoch ms for dates). */
  start: number;
  /** Exclusive upper edge (inclusive for the last bin). */
  end: number;
  count: number;
}

export interface ColumnProfile {
  id: string;
  name: string;
  type: ColumnType;
  unit?: ColumnUnit;
  /** Non-missing values. */
  count: number;
  missing: number;
  distinct: number;
  /** Distinct is an estimate (HyperLogLog) because the column has too many different values to count exactly. */
  distinctApproximate?: boolean;
  /** Numbers and dates (epoch ms): smallest and largest value. */
  min?: number;
  max?: number;
  /** Numbers: mean, median, sample standard deviation. Dates: median only. */
  mean?: number;
  median?: number;
  std?: number;
  /** Dates: first and last value as ISO text ("2024-03-05", or with a time). */
  dateRange?: { from: string; to: string };
  /** Most frequent values, most frequent first (text and yes/no; numbers and dates with few distinct values). */
  top?: { value: PlainValue; count: number }[];
  /** Numbers and dates: equal-width bins between min and max. */
  histogram?: HistogramBin[];
  /** Median and histogram come from a uniform sample of the values (exact otherwise). */
  approximate?: boolean;
  /**
   * Numbers: whether the values add up across rows — amounts, counts, units (totalled when a question names no
   * aggregate) — or not: prices, rates, ratings, ages, percentages, scores (averaged).
   */
  additive?: boolean;
  /** Text columns: non-missing values that are not numbers ("12 of its values are not numbers"). */
  nonNumeric?: number;
}

export interface DatasetProfile {
  rowCount: number;
  columnCount: number;
  columns: ColumnProfile[];
  /** The first rows, values in column order. */
  preview: { columns: string[]; rows: PlainValue[][] };
  /**
   * The semantic layer (engine/semantic): each column's words, expansions, unit, role and value kind, and what a
   * row is. Worked out at ingest; profiles stored before it have none, and the planners then work it out.
   */
  semantic?: DatasetMeaning;
}
