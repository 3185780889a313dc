// The analysis plan: the small, typed, JSON-serialisable query language every answer is made of.
// Planners (built-in and Workers AI) produce it, `validatePlan` checks it against a dataset's schema,
// `executePlan` runs it. Change it only additively (new optional fields, new union members) and
// record each change in engine/plan/README.md — the planner and stored conversations depend on it.
import { z } from "zod";

/** A column id from the dataset schema (`ColumnSchema.id`), never a display name. */
export const columnId = z.string().min(1).describe("A column id from the dataset schema");

/** A literal compared with column values: text, number or boolean; dates are written as period strings. */
export const scalar = z.union([z.string(), z.number(), z.boolean()]);

/**
 * A calendar period written as text, used for date values everywhere in a plan:
 * "2024" (a year), "2024-Q3" (a quarter), "2024-03" (a month), "2024-03-05" (a day),
 * "2024-03-05T14:30" or "2024-03-05T14:30:00" (an instant). Times are UTC.
 */
export const period = z
  .string()
  .regex(
    /^\d{4}(-Q[1-4]|-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?)?)?)?$/,
    "a date written as YYYY, YYYY-Qn, YYYY-MM, YYYY-MM-DD or YYYY-MM-DDTHH:MM",
  )
  .describe("A date or period: YYYY, YYYY-Qn, YYYY-MM, YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC)");

export const calendarUnit = z.enum(["day", "week", "month", "quarter", "year"]);

/**
 * A date range. Relative forms are resolved against the latest date found in the filtered column
 * (not today's date), so "last quarter" means the quarter before the data's last one.
 */
export const dateRange = z.discriminatedUnion("kind", [
  z
    .strictObject({
      kind: z.literal("between"),
      /** Start of this period, inclusive. Omitted: no lower bound ("until …"). */
      from: period.optional(),
      /** End of this period, inclusive. Omitted: no upper bound ("since …"). */
      to: period.optional(),
    })
    .describe("Absolute range: from the start of `from` to the end of `to`, both inclusive"),
  z
    .strictObject({
      kind: z.literal("last"),
      n: z.int().min(1).max(10_000),
      unit: calendarUnit,
      /**
       * false (default): a rolling window of n units ending on the latest date ("last 30 days").
       * true: the n calendar periods ending with the (possibly partial) one holding the latest date.
       */
      calendar: z.boolean().optional(),
    })
    .describe("The last n days/weeks/months/quarters/years up to the data's latest date"),
  z
    .strictObject({
      kind: z.literal("this"),
      unit: calendarUnit.exclude(["day"]),
    })
    .describe("The calendar week/month/quarter/year holding the data's latest date"),
  z
    .strictObject({
      kind: z.literal("previous"),
      unit: calendarUnit,
      /** How many periods back: 1 = "last year", 2 = "the year before last". Default 1. */
      offset: z.int().min(1).max(1000).optional(),
    })
    .describe("A whole calendar period before the one holding the data's latest date"),
]);

const valueOp = z.enum(["eq", "neq", "lt", "lte", "gt", "gte"]);

/** A bound of an ordered comparison: a number (or numeric text) for numbers, a period string for dates. */
const bound = z.union([z.number(), z.string().min(1)]).describe("A number, or for dates a period string (YYYY, YYYY-Qn, YYYY-MM, YYYY-MM-DD)");

/**
 * One row condition. A plan's filters are combined with AND.
 * Text matching (eq, neq, in, not_in, contains, starts_with) ignores case and surrounding spaces.
 * On a date column a value is a period string, compared period-wise: eq "2024-03" keeps March 2024,
 * lt "2024" keeps rows before 2024, lte "2024" keeps rows up to the end of 2024.
 */
export const filter = z.discriminatedUnion("op", [
  z.strictObject({ column: columnId, op: z.literal("eq"), value: scalar }),
  z.strictObject({ column: columnId, op: z.literal("neq"), value: scalar }),
  z.strictObject({ column: columnId, op: z.literal("in"), values: z.array(scalar).min(1) }),
  z.strictObject({ column: columnId, op: z.literal("not_in"), values: z.array(scalar).min(1) }),
  z.strictObject({ column: columnId, op: z.literal("lt"), value: bound }),
  z.strictObject({ column: columnId, op: z.literal("lte"), value: bound }),
  z.strictObject({ column: columnId, op: z.literal("gt"), value: bound }),
  z.strictObject({ column: columnId, op: z.literal("gte"), value: bound }),
  z
    .strictObject({
      column: columnId,
      op: z.literal("between"),
      from: bound,
      to: bound,
    })
    .describe("from ≤ value ≤ to (for dates: start of `from` to end of `to`)"),
  z.strictObject({ column: columnId, op: z.literal("contains"), value: z.string().min(1) }),
  z.strictObject({ column: columnId, op: z.literal("starts_with"), value: z.string().min(1) }),
  z.strictObject({ column: columnId, op: z.literal("is_empty") }).describe("The value is missing or blank"),
  z.strictObject({ column: columnId, op: z.literal("is_not_empty") }),
  z.strictObject({ column: columnId, op: z.literal("date_range"), range: dateRange }),
]);

/** How a date column is grouped. weekday groups Monday…Sunday across all weeks. Weeks start on Monday (ISO). */
export const dateBucket = z.enum(["day", "week", "month", "quarter", "year", "weekday"]);

/** One band of a number column: from ≤ value < to (an open end when omitted), named by its label ("18-30", "50+"). */
export const numberRange = z.strictObject({
  from: z.number().optional(),
  to: z.number().optional(),
  label: z.string().min(1),
});

export const groupKey = z.strictObject({
  column: columnId,
  /** Required sense for date columns (default "day"); not allowed on other types. */
  bucket: dateBucket.optional(),
  /** Number columns only: group the values into these bands ("0-18, 18-30, 30-50, 50+"); rows in none are left out. */
  ranges: z.array(numberRange).min(2).max(20).optional().describe("Number columns only: bands from ≤ value < to, each with a label; rows in no band are left out"),
  /** Output column id; default: the column id, or `<column>_<bucket>` with a bucket. */
  id: z.string().min(1).optional(),
  label: z.string().optional(),
});

/** range: the largest value minus the smallest. */
export const aggregateOp = z.enum(["count", "count_distinct", "sum", "mean", "median", "min", "max", "std_dev", "range"]);

/** A calculation applied to a measure after grouping. */
export const measureTransform = z.discriminatedUnion("kind", [
  z
    .strictObject({ kind: z.literal("share_of_total") })
    .describe("Each group's value as a fraction of the sum over all groups (count and sum only)"),
  z
    .strictObject({ kind: z.literal("running_total") })
    .describe("Cumulative value along the date bucket (or the sort order without one); count and sum only"),
  z
    .strictObject({
      kind: z.literal("percent_change"),
      /** previous (default): against the previous bucket; previous_year: the same bucket a year earlier. */
      compareTo: z.enum(["previous", "previous_year"]).optional(),
    })
    .describe("Change against the previous date bucket, as a fraction (0.12 = +12%); needs a date bucket"),
  z
    .strictObject({
      kind: z.literal("period_change"),
      column: columnId,
      from: dateRange,
      to: dateRange,
    })
    .describe("Change from the measure over period `from` to the measure over period `to`, as a fraction"),
]);

/** One aggregate inside a ratio: a sum of a number column, a count of rows (no column) or of a column's values, or its distinct values. */
export const ratioTerm = z.strictObject({
  op: z.enum(["count", "count_distinct", "sum"]),
  column: columnId.optional(),
});

export const measure = z.strictObject({
  /** Output column id; default `<op>_<column>` (or "count"). Referenced by having, sort, top and check. */
  id: z.string().min(1).optional(),
  op: aggregateOp,
  /** Required for every op except count (count without a column counts rows). */
  column: columnId.optional(),
  transform: measureTransform.optional(),
  /**
   * A ratio of two aggregates: this measure's aggregate (count, count_distinct or sum) divided by `per`, per group:
   * cost per click = sum(spend) per sum(clicks); revenue per customer = sum(revenue) per count_distinct(customer).
   */
  per: ratioTerm.optional().describe("Divide this measure (count, count_distinct or sum) by another aggregate: a ratio of two aggregates, e.g. spend per click"),
  /** Subtracted from this measure's aggregate before dividing: margin = (sum(revenue) − sum(cost)) per sum(revenue). Needs `per`. */
  minus: ratioTerm.optional().describe("Subtract this aggregate before dividing by per: (sum revenue − sum cost) per sum revenue"),
  /**
   * Rows that count toward this measure's own aggregate only (the `per` divisor keeps every row): with per, a share of
   * one slice — the share of revenue from North = sum(revenue) where region is North, per sum(revenue), as a percentage.
   */
  where: z.array(filter).min(1).max(4).optional().describe("With per: only rows matching these filters count toward the numerator (a share of one slice)"),
  /** Show the ratio as a percentage (conversion rate, margin); otherwise in the numerator's unit (money per click) or as a plain number. */
  percent: z.boolean().optional().describe("Show a ratio as a percentage (a rate or a margin)"),
  label: z.string().optional(),
});

export const having = z.discriminatedUnion("op", [
  z.strictObject({ measure: z.string().min(1), op: valueOp, value: z.number() }),
  z.strictObject({ measure: z.string().min(1), op: z.literal("between"), from: z.number(), to: z.number() }),
]);

export const sortKey = z.strictObject({
  /** A measure id or group key id (aggregate plans), or a column id (rows plans). */
  by: z.string().min(1),
  direction: z.enum(["asc", "desc"]),
});

export const topN = z.strictObject({
  n: z.int().min(1).max(1000),
  /** Measure id ranked on; default the first measure. */
  by: z.string().min(1).optional(),
  /** top (default): largest values; bottom: smallest. */
  direction: z.enum(["top", "bottom"]).optional(),
  /** Roll the remaining groups into one "Others" row. Default false. */
  others: z.boolean().optional(),
  /** What the answer lists: the groups' names (default) or their figures ("the counts of the 3 most common stores"). */
  answer: z.enum(["names", "figures"]).optional().describe("names (default): the answer is the top groups; figures: their values of the ranked measure"),
  /**
   * The place in the ranking the kept groups start at (default 1): `{n: 1, place: 2}` keeps only the second
   * ("the 2nd most common category", "the third largest region by revenue"). Not with others.
   */
  place: z.int().min(1).max(1000).optional().describe("The ranking place the kept groups start at (default 1): {n: 1, place: 2} is only the second highest (\"the 2nd most common\"); not with others"),
});

export const chartHint = z.strictObject({
  type: z.enum(["bar", "line", "pie", "none"]).optional(),
  horizontal: z.boolean().optional(),
});

/** A yes/no question answered from the result, e.g. "is North growing?" or "did sales exceed $1M?". */
export const check = z.discriminatedUnion("kind", [
  z
    .strictObject({
      kind: z.literal("threshold"),
      measure: z.string().min(1).optional(),
      op: valueOp,
      value: z.number(),
      /** With groups: must every group pass (all) or at least one (any)? Default all. */
      quantifier: z.enum(["all", "any"]).optional(),
    })
    .describe("Is the measure above/below a value?"),
  z
    .strictObject({
      kind: z.literal("trend"),
      measure: z.string().min(1).optional(),
      direction: z.enum(["up", "down"]),
    })
    .describe("Is the measure rising (up) or falling (down) over the date bucket? Only when the least-squares slope is at least twice its standard error (4+ points)"),
  z
    .strictObject({
      kind: z.literal("compare"),
      measure: z.string().min(1).optional(),
      /** Group values (of the first group key) compared: is a `op` b? */
      a: scalar,
      b: scalar,
      op: z.enum(["gt", "lt"]),
    })
    .describe("Is one group's value higher (gt) or lower (lt) than another's?"),
  z
    .strictObject({
      kind: z.literal("is_top"),
      /** A value of the (only) group key: is the group the ranking keeps (top n 1, at its place) this one? */
      value: scalar,
    })
    .describe("Is the group the ranking keeps (top with n 1, at its place) this value of the group key? \"Is the most common payment method card?\""),
  z
    .strictObject({
      kind: z.literal("group_count"),
      op: valueOp,
      value: z.number(),
    })
    .describe("Is the number of groups left after having above/below a value? \"Are there more than 3 regions with total revenue over 1000?\""),
]);

/** Grouped or whole-table figures: "total revenue by region", "average margin in Q3". */
export const aggregatePlan = z.strictObject({
  kind: z.literal("aggregate"),
  /**
   * A text column whose cells are lists written "[a, b]": each row counts once per item, and filters, groups and
   * counts on that column see one item at a time ("the 3 most common labels", "products labelled Vegan").
   */
  eachItemOf: columnId.optional(),
  filters: z.array(filter).optional(),
  groupBy: z.array(groupKey).max(4).optional(),
  measures: z.array(measure).min(1).max(12),
  having: z.array(having).optional(),
  sort: z.array(sortKey).optional(),
  top: topN.optional(),
  limit: z.int().min(1).optional(),
  chart: chartHint.optional(),
  check: check.optional(),
  /**
   * The answer is how many groups are left after `having` ("how many regions have total revenue over 1,000?",
   * "how many customers appear more than once?"); the table still lists those groups. Needs groupBy; not with top or check.
   */
  countGroups: z.boolean().optional().describe("The answer is the number of groups left after having (\"how many regions have revenue over 1000?\"); the table lists them; needs groupBy, not with top or check"),
});

/** "Show me …" questions: matching rows themselves. */
export const rowsPlan = z.strictObject({
  kind: z.literal("rows"),
  /** Columns shown, in order; default all. */
  columns: z.array(columnId).min(1).optional(),
  filters: z.array(filter).optional(),
  sort: z.array(sortKey).optional(),
  limit: z.int().min(1).optional(),
  /**
   * Each different combination of the shown columns once, where it first appears (in file order, or in sort
   * order): "the first 3 different regions". Rows whose shown columns are all blank are left out and counted;
   * `limit` counts the different values.
   */
  distinct: z.boolean().optional().describe("List each different combination of the shown columns once, in the order it first appears (file order, or sort order); rows with all shown columns blank are left out; limit counts the different values"),
  /** Read only the file's first n rows, before filters: "the regions present in the first 5 rows". */
  firstRows: z.int().min(1).optional().describe("Read only the file's first n rows (before filters): \"in the first 5 rows\""),
  check: z
    .strictObject({ kind: z.literal("exists") })
    .describe("Yes when at least one row matches")
    .optional(),
});

export const analysisPlan = z.discriminatedUnion("kind", [aggregatePlan, rowsPlan]);

export type Scalar = z.infer<typeof scalar>;
export type CalendarUnit = z.infer<typeof calendarUnit>;
export type DateRange = z.infer<typeof dateRange>;
export type Filter = z.infer<typeof filter>;
export type FilterOp = Filter["op"];
export type DateBucket = z.infer<typeof dateBucket>;
export type GroupKey = z.infer<typeof groupKey>;
export type NumberRange = z.infer<typeof numberRange>;
export type AggregateOp = z.infer<typeof aggregateOp>;
export type MeasureTransform = z.infer<typeof measureTransform>;
export type Measure = z.infer<typeof measure>;
export type RatioTerm = z.infer<typeof ratioTerm>;
export type Having = z.infer<typeof having>;
export type SortKey = z.infer<typeof sortKey>;
export type TopN = z.infer<typeof topN>;
export type ChartHint = z.infer<typeof chartHint>;
export type Check = z.infer<typeof check>;
export type AggregatePlan = z.infer<typeof aggregatePlan>;
export type RowsPlan = z.infer<typeof rowsPlan>;
export type AnalysisPlan = z.infer<typeof analysisPlan>;
