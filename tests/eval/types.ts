// The evaluation's vocabulary: questions with hand-written DuckDB gold SQL, follow-up chains and refusals.

/** Accuracy is reported per category; a question has exactly one, its main difficulty. */
export type Category =
  | "aggregate" // one figure over the whole table: total, average, count, distinct, min/max, median
  | "grouping" // by / per / for each / across / compare X and Y
  | "value-filter" // values of text or yes/no columns: "in Germany", "for widgets", "returned orders"
  | "numeric-filter" // numbers and comparatives: over 500, at least 10%, between 100 and 200
  | "time" // time expressions and date buckets
  | "ranking" // top/bottom N, highest/lowest, which X had the most
  | "share-growth" // share/percentage, growth/change, running totals
  | "yes-no" // is/are/does/did questions answered true or false
  | "list" // list/show questions returning rows
  | "messy" // typos, abbreviations, case styles, casual phrasing
  | "follow-up" // turns after the first in a chain
  | "must-not-invent"; // must be refused or clarified, never answered with an invented column

export type ChartType = "bar" | "line" | "pie" | "none";

/** One answerable question. `sql` runs against a view named like the dataset. */
export interface GoldQuestion {
  question: string;
  category: Category;
  /** Hand-written DuckDB SQL whose result is the correct answer. */
  sql: string;
  /** Yes/no questions: the SQL returns one boolean and the answer's value must equal it. */
  yesNo?: boolean;
  /** The rows must come in this order (ranked answers); otherwise compared as a set. */
  ordered?: boolean;
  /** The chart the answer must use (chart follow-ups). */
  chart?: ChartType;
}

/** A question that must be refused or answered with a clarification, never with a plan. */
export interface RefusalCase {
  question: string;
  /** Column display names the clarification should offer (any one of them suffices). */
  suggest?: string[];
}

/** A conversation: the first turn is a complete question, later turns are follow-ups (or fresh questions). */
export interface FollowUpChain {
  turns: GoldQuestion[];
}

export interface DatasetQuestions {
  /** File under tests/eval/datasets/ without .csv; also the SQL view name. */
  dataset: string;
  questions: GoldQuestion[];
  chains: FollowUpChain[];
  refusals: RefusalCase[];
}

export const q = (category: Category, question: string, sql: string, extra: Partial<GoldQuestion> = {}): GoldQuestion => ({
  question,
  category,
  sql,
  ...extra,
});

/** A follow-up turn: category "follow-up" unless the turn is a fresh complete question. */
export const f = (question: string, sql: string, extra: Partial<GoldQuestion> = {}): GoldQuestion => ({
  question,
  category: "follow-up",
  sql,
  ...extra,
});
