// Typed errors of the query half of the engine. Messages are written for the person who asked the question.

export type PlanIssueCode =
  /** The JSON does not have the plan's shape (from the zod schema). */
  | "invalid_plan"
  /** A column id that the dataset does not have. */
  | "unknown_column"
  /** An operation the column's type does not support (summing text, a date bucket on a number…). */
  | "type_mismatch"
  /** A value that cannot be compared with the column (a word for a number column, "2024-13"…). */
  | "invalid_value"
  /** having / sort / top / check naming a measure or group key the plan does not define. */
  | "unknown_reference"
  /** Two measures or group keys with the same output id. */
  | "duplicate_id"
  /** Parts of a plan that do not make sense together (a running total with an "Others" row…). */
  | "unsupported_combination";

export interface PlanIssue {
  code: PlanIssueCode;
  /** A sentence a user can read. */
  message: string;
  /** Where in the plan: e.g. ["measures", 0, "column"]. */
  path: (string | number)[];
  /** The column id concerned, when there is one. */
  column?: string;
}

/** A plan that cannot run on this dataset. `issues` lists every problem found, first one in `message`. */
export class PlanError extends Error {
  override readonly name = "PlanError";
  readonly issues: PlanIssue[];

  constructor(issues: PlanIssue[], options?: { cause?: unknown }) {
    super(issues.length > 0 ? issues.map((i) => i.message).join(" ") : "The analysis plan is not valid.", options);
    this.issues = issues;
  }
}

export type ExecuteErrorCode =
  /** A relative date range on a column that holds no dates at all. */
  | "no_dates"
  /** The dataset's batches do not match its schema (a column missing or of another type). */
  | "bad_dataset"
  /** More groups than a query may hold in memory (MAX_GROUPS). */
  | "too_many_groups";

/** A valid plan that could not be executed on this particular data. */
export class ExecuteError extends Error {
  override readonly name = "ExecuteError";
  readonly code: ExecuteErrorCode;

  constructor(code: ExecuteErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
