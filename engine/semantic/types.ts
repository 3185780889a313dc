// What a dataset's columns and rows mean, worked out once from headers and values: computed at ingest, stored
// with the profile (DatasetProfile.semantic) and read by the built-in planner and the model planner's prompt.
// Plain JSON: it travels in D1's profile_json, the stored dataset file and the planner's cached facts.
import type { ColumnSchema } from "../types";

/**
 * What a column is for. identifier: one value per row ("Order ID"); measure: a number to add up or average;
 * dimension: repeating text to group or filter by; time: dates and calendar labels (a month number, weekday
 * names); flag: yes/no (booleans, 0/1, Y/N); code: a number that labels a category (class 1–3, a level);
 * text: free text (names, comments) whose values hardly repeat.
 */
export type ColumnRole = "identifier" | "measure" | "dimension" | "time" | "flag" | "code" | "text";

/** What the values themselves say: weekday or month names, yes/no flags, lists written "[a, b]". */
export type ValueKind = "weekday" | "month" | "flag" | "list";

export interface ColumnMeaning {
  id: string;
  /** The header as read, so a meaning stored for another header is never applied (see datasetMeaningFor). */
  name: string;
  /** Header words, lower case: split on case, "_", brackets, units and emoji; a trailing language code dropped ("labels_en"). */
  words: string[];
  /**
   * Other spellings of the whole header: abbreviations expanded ("qty_sold" → quantity sold, "yr" → year), the
   * attribute a glued letter qualifies ("Pclass" → class), "Tier 3" → third tier.
   */
  expanded: string[][];
  /**
   * Header words that are common abbreviations, with the word each stands for ("Dest" → destination, "Wt" →
   * weight; header-abbreviations.ts): the planner reads a question's full word as naming them, as an abbreviation.
   */
  abbreviations?: Record<string, string>;
  /** What people call a column of these values ("day", "weekday" for weekday names; "month" for month names). */
  valueNames?: string[][];
  /** The unit the header or the type gives: "kg", "kmh", "usd", "percent", "minutes"… */
  unit?: string;
  role: ColumnRole;
  valueKind?: ValueKind;
  /** Numbers: the values add up across rows (amounts, counts, units) rather than being averaged (prices, rates, ages). */
  additive?: boolean;
  /** Whole numbers with few distinct values under a name such as month, class or level: a category, not an amount. */
  categorical?: boolean;
  /** The header is a whole question ("What is your hair color?"). */
  question?: boolean;
}

/** Where an entity noun was read. */
export type EntitySource = "id column" | "name column" | "sheet name" | "file name";

export interface TableMeaning {
  /** What one row is ("Order ID" → order, titanic_passengers.csv → passenger), most reliable source first. */
  entities: { noun: string; from: EntitySource }[];
}

/**
 * The semantic layer of one dataset. The normalised index of dimension values is not stored here: the planner
 * builds it in memory from every distinct value of text columns, which its facts already keep (R2, per dataset).
 */
export interface DatasetMeaning {
  /** The rules' version; a meaning stored by older rules is worked out again when read (SEMANTIC_VERSION). */
  version: number;
  table: TableMeaning;
  columns: ColumnMeaning[];
}

/** A column as the semantic layer reads it (ColumnSchema and ColumnProfile both fit). */
export type ColumnLike = Pick<ColumnSchema, "id" | "name" | "type" | "unit">;

/** What is known about a column's values (ColumnProfile and the planner's column facts both fit). */
export interface ValueFacts {
  missing?: number;
  distinct?: number;
  min?: number;
  max?: number;
  /** Most frequent values, most frequent first. */
  top?: readonly { value: string | number | boolean | null; count: number }[];
  /** Every distinct value of a text column, most frequent first, when known. */
  values?: readonly string[];
}
