// Checks a plan against a dataset's schema before anything runs, and fills in the defaults
// (measure and group key ids, the "day" bucket) so later stages never guess.
import type { ColumnSchema, DatasetSchema } from "../types";
import { type PlanIssue, PlanError } from "./errors";
import {
  type AggregateOp,
  type AggregatePlan,
  analysisPlan,
  type DateRange,
  type Filter,
  type GroupKey,
  type Measure,
  type RowsPlan,
  type Scalar,
} from "./schema";
import { literalBoolean, literalNumber, literalPeriod } from "./values";

/**
 * The facts about a column's values validation can use to explain itself. The ingest profile satisfies it
 * structurally; every field is optional.
 */
export interface ColumnFacts {
  id: string;
  /** Non-missing values that are not numbers (for text columns): "12 of its values are not numbers". */
  nonNumeric?: number;
}

export interface ProfileFacts {
  columns: ColumnFacts[];
}

export type GroupKeyWithId = GroupKey & { id: string };
export type MeasureWithId = Measure & { id: string };
export type ValidAggregatePlan = Omit<AggregatePlan, "groupBy" | "measures"> & {
  groupBy: GroupKeyWithId[];
  measures: MeasureWithId[];
};
export type ValidPlan = ValidAggregatePlan | RowsPlan;

export type PlanValidation = { ok: true; plan: ValidPlan } | { ok: false; errors: PlanIssue[] };

/** Default output id of a measure: `<op>_<column>`, or `count` for a row count. */
export function defaultMeasureId(measure: Measure): string {
  if (measure.per) return `${measure.op}_${measure.column ?? "rows"}${measure.where ? "_where" : ""}${measure.minus ? `_minus_${measure.minus.column ?? "rows"}` : ""}_per_${measure.per.op}_${measure.per.column ?? "rows"}`;
  return measure.column ? `${measure.op}_${measure.column}` : measure.op;
}

/** Default output id of a group key: the column id, or `<column>_<bucket>` with a bucket. */
export function defaultGroupKeyId(key: GroupKey): string {
  return key.bucket ? `${key.column}_${key.bucket}` : key.column;
}

const TYPE_PHRASE: Record<ColumnSchema["type"], string> = {
  number: "holds numbers",
  date: "holds dates",
  boolean: "holds yes/no values",
  text: "is text here",
};

const OP_PHRASE: Record<Exclude<AggregateOp, "count" | "count_distinct">, string> = {
  sum: "summed",
  mean: "averaged",
  median: "used for a median",
  std_dev: "used for a standard deviation",
  min: "used for a smallest value",
  max: "used for a largest value",
  range: "used for a range",
};

/** Which column types each aggregate accepts. Booleans count as 1/0; min/max/median also work on dates. */
const OP_TYPES: Record<AggregateOp, ReadonlySet<ColumnSchema["type"]>> = {
  count: new Set(["number", "date", "boolean", "text"]),
  count_distinct: new Set(["number", "date", "boolean", "text"]),
  sum: new Set(["number", "boolean"]),
  mean: new Set(["number", "boolean"]),
  median: new Set(["number", "date"]),
  std_dev: new Set(["number", "boolean"]),
  min: new Set(["number", "date"]),
  max: new Set(["number", "date"]),
  range: new Set(["number"]),
};

function quote(column: ColumnSchema): string {
  return `'${column.name}'`;
}

function describeValue(value: Scalar): string {
  return typeof value === "string" ? `'${value}'` : String(value);
}

class Checker {
  readonly issues: PlanIssue[] = [];
  private readonly columns: Map<string, ColumnSchema>;
  private readonly facts: Map<string, ColumnFacts>;

  constructor(schema: DatasetSchema, profile?: ProfileFacts) {
    this.columns = new Map(schema.columns.map((c) => [c.id, c]));
    this.facts = new Map((profile?.columns ?? []).map((c) => [c.id, c]));
  }

  add(issue: PlanIssue): void {
    this.issues.push(issue);
  }

  column(id: string, path: (string | number)[]): ColumnSchema | undefined {
    const column = this.columns.get(id);
    if (!column) this.add({ code: "unknown_column", message: `There is no column '${id}' in this dataset.`, path, column: id });
    return column;
  }

  dateRange(range: DateRange, path: (string | number)[]): void {
    if (range.kind !== "between") return;
    if (range.from !== undefined && !literalPeriod(range.from))
      this.add({ code: "invalid_value", message: `'${range.from}' is not a real date.`, path: [...path, "from"] });
    if (range.to !== undefined && !literalPeriod(range.to))
      this.add({ code: "invalid_value", message: `'${range.to}' is not a real date.`, path: [...path, "to"] });
    const from = range.from !== undefined ? literalPeriod(range.from) : undefined;
    const to = range.to !== undefined ? literalPeriod(range.to) : undefined;
    if (from && to && from.start >= to.end)
      this.add({ code: "invalid_value", message: `The date range from ${range.from} to ${range.to} is empty: it ends before it starts.`, path });
  }

  /** Can `value` be compared with `column` (equality when `ordered` is false, order otherwise)? */
  literal(column: ColumnSchema, value: Scalar, ordered: boolean, path: (string | number)[]): void {
    const fail = (why: string) =>
      this.add({ code: "invalid_value", message: `${quote(column)} ${TYPE_PHRASE[column.type]}, so it cannot be compared with ${describeValue(value)}${why}.`, path, column: column.id });
    switch (column.type) {
      case "number":
        if (literalNumber(value) === undefined) fail("");
        return;
      case "date":
        if (!literalPeriod(value)) fail(" (write dates as 2024, 2024-Q3, 2024-03 or 2024-03-15)");
        return;
      case "boolean":
        if (ordered) this.typeMismatch(column, "is yes/no, so it has no order to compare with", path);
        else if (literalBoolean(value) === undefined) fail(" (use yes or no)");
        return;
      case "text":
        if (ordered)
          this.add({ code: "type_mismatch", message: `${quote(column)} is text here, so it cannot be compared as more or less than ${describeValue(value)}.`, path, column: column.id });
        return;
    }
  }

  typeMismatch(column: ColumnSchema, what: string, path: (string | number)[]): void {
    this.add({ code: "type_mismatch", message: `${quote(column)} ${what}.`, path, column: column.id });
  }

  filter(filter: Filter, path: (string | number)[]): void {
    const column = this.column(filter.column, [...path, "column"]);
    if (!column) return;
    switch (filter.op) {
      case "eq":
      case "neq":
        this.literal(column, filter.value, false, [...path, "value"]);
        return;
      case "in":
      case "not_in":
        filter.values.forEach((v, i) => this.literal(column, v, false, [...path, "values", i]));
        return;
      case "lt":
      case "lte":
      case "gt":
      case "gte":
        this.literal(column, filter.value, true, [...path, "value"]);
        return;
      case "between": {
        this.literal(column, filter.from, true, [...path, "from"]);
        this.literal(column, filter.to, true, [...path, "to"]);
        return;
      }
      case "contains":
      case "starts_with":
        if (column.type !== "text")
          this.typeMismatch(column, `${TYPE_PHRASE[column.type]}, so it cannot be searched for words`, [...path, "op"]);
        return;
      case "is_empty":
      case "is_not_empty":
        return;
      case "date_range":
        if (column.type !== "date") this.typeMismatch(column, `${TYPE_PHRASE[column.type]}, not dates, so it cannot be filtered by a date range`, [...path, "op"]);
        else this.dateRange(filter.range, [...path, "range"]);
        return;
    }
  }

  /** A ratio of two aggregates: counts and sums only, no transform, `minus` and `percent` only beside `per`. */
  ratio(measure: Measure, path: (string | number)[]): void {
    if (!measure.per) {
      this.add({ code: "invalid_plan", message: "'minus', 'where' and 'percent' belong to a ratio: give the measure a 'per' to divide by.", path: [...path, measure.minus ? "minus" : measure.where ? "where" : "percent"] });
      return;
    }
    if (measure.op !== "count" && measure.op !== "count_distinct" && measure.op !== "sum")
      this.add({ code: "unsupported_combination", message: `A ratio divides counts or sums, not a ${measure.op.replace("_", " ")}.`, path: [...path, "op"] });
    if (measure.transform) this.add({ code: "unsupported_combination", message: "A ratio cannot also have a transform; ask for the ratio on its own.", path: [...path, "transform"] });
    this.measureColumn(measure.per, [...path, "per"]);
    if (measure.minus) this.measureColumn(measure.minus, [...path, "minus"]);
    measure.where?.forEach((f, i) => this.filter(f, [...path, "where", i]));
  }

  measureColumn(measure: Pick<Measure, "op" | "column">, path: (string | number)[]): void {
    if (measure.column === undefined) {
      if (measure.op !== "count")
        this.add({ code: "invalid_plan", message: `A ${measure.op.replace("_", " ")} needs a column to work on.`, path: [...path, "column"] });
      return;
    }
    const column = this.column(measure.column, [...path, "column"]);
    if (!column || OP_TYPES[measure.op].has(column.type)) return;
    const phrase = OP_PHRASE[measure.op as keyof typeof OP_PHRASE];
    const nonNumeric = this.facts.get(column.id)?.nonNumeric;
    const evidence =
      column.type === "text" && nonNumeric !== undefined && nonNumeric > 0
        ? ` — ${nonNumeric.toLocaleString("en-US")} of its values ${nonNumeric === 1 ? "is not a number" : "are not numbers"}`
        : "";
    this.typeMismatch(column, `${TYPE_PHRASE[column.type]}, so it cannot be ${phrase}${evidence}`, [...path, "op"]);
  }
}

function checkAggregate(checker: Checker, plan: AggregatePlan): ValidAggregatePlan {
  if (plan.eachItemOf !== undefined) {
    const listed = checker.column(plan.eachItemOf, ["eachItemOf"]);
    if (listed && listed.type !== "text") checker.typeMismatch(listed, `${TYPE_PHRASE[listed.type]}, not lists written as text, so its items cannot be taken one by one`, ["eachItemOf"]);
  }
  plan.filters?.forEach((f, i) => checker.filter(f, ["filters", i]));

  const ids = new Map<string, string>();
  const claim = (id: string, what: string, path: (string | number)[]) => {
    const previous = ids.get(id);
    if (previous)
      checker.add({ code: "duplicate_id", message: `The ${what} and the ${previous} are both called '${id}'; give one of them another id.`, path });
    else ids.set(id, what);
  };

  let dateBucketKey: GroupKeyWithId | undefined;
  const groupBy: GroupKeyWithId[] = (plan.groupBy ?? []).map((key, i) => {
    const column = checker.column(key.column, ["groupBy", i, "column"]);
    let bucket = key.bucket;
    if (column?.type === "date" && !bucket) bucket = "day";
    if (column && column.type !== "date" && bucket)
      checker.typeMismatch(column, `${TYPE_PHRASE[column.type]}, not dates, so it cannot be grouped by ${bucket}`, ["groupBy", i, "bucket"]);
    if (column && column.type !== "number" && key.ranges)
      checker.typeMismatch(column, `${TYPE_PHRASE[column.type]}, not numbers, so it cannot be grouped into number ranges`, ["groupBy", i, "ranges"]);
    const normalized = { ...key, ...(bucket ? { bucket } : {}) };
    const withId = { ...normalized, id: key.id ?? defaultGroupKeyId(normalized) };
    claim(withId.id, "group key", ["groupBy", i, "id"]);
    if (column?.type === "date" && bucket !== "weekday" && !dateBucketKey) dateBucketKey = withId;
    return withId;
  });

  const measures: MeasureWithId[] = plan.measures.map((m, i) => {
    checker.measureColumn(m, ["measures", i]);
    const withId = { ...m, id: m.id ?? defaultMeasureId(m) };
    claim(withId.id, "measure", ["measures", i, "id"]);
    if (m.per || m.minus || m.percent !== undefined || m.where) checker.ratio(m, ["measures", i]);
    const transform = m.transform;
    const path = ["measures", i, "transform"];
    if (transform?.kind === "share_of_total" || transform?.kind === "running_total") {
      if (m.op !== "count" && m.op !== "sum")
        checker.add({ code: "unsupported_combination", message: `A ${transform.kind === "share_of_total" ? "share of total" : "running total"} only adds up counts or sums, not a ${m.op.replace("_", " ")}.`, path });
    } else if (transform?.kind === "percent_change") {
      if (!dateBucketKey)
        checker.add({ code: "unsupported_combination", message: "A change from one period to the next needs the results grouped by a date (day, week, month, quarter or year).", path });
      else if (transform.compareTo === "previous_year" && dateBucketKey.bucket === "year")
        checker.add({ code: "unsupported_combination", message: "A change against the previous year needs buckets smaller than a year; use the previous bucket instead.", path });
    } else if (transform?.kind === "period_change") {
      const column = checker.column(transform.column, [...path, "column"]);
      if (column && column.type !== "date") checker.typeMismatch(column, `${TYPE_PHRASE[column.type]}, not dates, so periods cannot be compared on it`, [...path, "column"]);
      checker.dateRange(transform.from, [...path, "from"]);
      checker.dateRange(transform.to, [...path, "to"]);
    }
    return withId;
  });

  const measureIds = new Set(measures.map((m) => m.id));
  const measureRef = (id: string | undefined, path: (string | number)[]) => {
    if (id !== undefined && !measureIds.has(id))
      checker.add({ code: "unknown_reference", message: `The plan refers to a measure '${id}' that it does not define.`, path });
  };
  plan.having?.forEach((h, i) => measureRef(h.measure, ["having", i, "measure"]));

  const groupIds = new Set(groupBy.map((g) => g.id));
  const sort = plan.sort?.map((s, i) => {
    if (measureIds.has(s.by) || groupIds.has(s.by)) return s;
    const byColumn = groupBy.filter((g) => g.column === s.by);
    if (byColumn.length === 1) return { ...s, by: byColumn[0].id };
    checker.add({ code: "unknown_reference", message: `The plan sorts by '${s.by}', which is neither one of its measures nor one of its groups.`, path: ["sort", i, "by"] });
    return s;
  });

  if (plan.top) {
    measureRef(plan.top.by, ["top", "by"]);
    if (groupBy.length === 0)
      checker.add({ code: "unsupported_combination", message: "Top and bottom lists need something to rank, such as results by region.", path: ["top"] });
    if (plan.top.others && measures.some((m) => m.transform?.kind === "running_total" || m.transform?.kind === "percent_change"))
      checker.add({ code: "unsupported_combination", message: "Running totals and period-to-period changes cannot be combined with an \"Others\" row.", path: ["top", "others"] });
    if (plan.top.others && (plan.top.place ?? 1) > 1)
      checker.add({ code: "unsupported_combination", message: "A ranking that starts past the first place cannot roll the rest into an \"Others\" row.", path: ["top", "place"] });
  }

  const check = plan.check;
  if (check) {
    if (check.kind !== "is_top" && check.kind !== "group_count") measureRef(check.measure, ["check", "measure"]);
    if (check.kind === "group_count" && (groupBy.length === 0 || plan.top))
      checker.add({ code: "unsupported_combination", message: "Checking how many groups meet a condition needs the results grouped, for example by region, and no top or bottom list.", path: ["check"] });
    if (check.kind === "trend" && !dateBucketKey)
      checker.add({ code: "unsupported_combination", message: "Whether something is rising or falling needs the results grouped by a date.", path: ["check"] });
    if (check.kind === "compare" && groupBy.length === 0)
      checker.add({ code: "unsupported_combination", message: "Comparing two groups needs the results grouped, for example by region.", path: ["check"] });
    if (check.kind === "is_top" && (groupBy.length !== 1 || plan.top?.n !== 1 || plan.top.others))
      checker.add({ code: "unsupported_combination", message: "Whether the top value is a particular one needs the results grouped by one column and a ranking that keeps one group (top 1).", path: ["check"] });
  }

  // A count of groups checked against a number is a group_count check, not countGroups.
  if (plan.countGroups) {
    if (groupBy.length === 0)
      checker.add({ code: "unsupported_combination", message: "Counting groups needs the results grouped, for example by region.", path: ["countGroups"] });
    // A ranking or a yes/no check would make the count mean something else than "how many groups pass having".
    if (plan.top || plan.check)
      checker.add({ code: "unsupported_combination", message: `A count of groups cannot also be ${plan.top ? "a top or bottom list" : "a yes/no check"}; it counts every group that meets the conditions.`, path: ["countGroups"] });
  }

  return { ...plan, groupBy, measures, ...(sort ? { sort } : {}) };
}

function checkRows(checker: Checker, plan: RowsPlan): RowsPlan {
  plan.filters?.forEach((f, i) => checker.filter(f, ["filters", i]));
  plan.columns?.forEach((c, i) => checker.column(c, ["columns", i]));
  plan.sort?.forEach((s, i) => checker.column(s.by, ["sort", i, "by"]));
  if (plan.distinct && plan.check)
    checker.add({ code: "unsupported_combination", message: "A list of different values cannot also be a yes/no check; ask whether any rows match instead.", path: ["distinct"] });
  return plan;
}

/**
 * Checks a plan (any JSON value) against a dataset's schema. On success returns the plan with defaults
 * filled in: every measure and group key has an `id`, and date group keys a `bucket` ("day" when omitted).
 * Errors are user-readable; `profile` (optional) lets messages cite evidence such as how many values of a
 * text column are not numbers.
 */
export function validatePlan(plan: unknown, schema: DatasetSchema, profile?: ProfileFacts): PlanValidation {
  const parsed = analysisPlan.safeParse(plan);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        code: "invalid_plan" as const,
        message: `The analysis plan is malformed at ${issue.path.join(".") || "the top level"}: ${issue.message}.`,
        path: issue.path.filter((p): p is string | number => typeof p !== "symbol"),
      })),
    };
  }
  const checker = new Checker(schema, profile);
  const valid: ValidPlan = parsed.data.kind === "aggregate" ? checkAggregate(checker, parsed.data) : checkRows(checker, parsed.data);
  return checker.issues.length > 0 ? { ok: false, errors: checker.issues } : { ok: true, plan: valid };
}

/** `validatePlan` that throws a `PlanError` listing every problem. */
export function assertValidPlan(plan: unknown, schema: DatasetSchema, profile?: ProfileFacts): ValidPlan {
  const result = validatePlan(plan, schema, profile);
  if (!result.ok) throw new PlanError(result.errors);
  return result.plan;
}
