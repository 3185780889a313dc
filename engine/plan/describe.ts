// Plan parts in words, for result column names, row-accounting messages, receipts and sentences.
import { formatDuration } from "../infer/duration";
import { isCalendarYear, namesIdentifier, namesYear } from "../semantic/label-number";
import type { ColumnSchema } from "../types";
import type { DateRange, Filter, GroupKey, Having, Measure, Scalar, TopN } from "./schema";

const OP_WORDS: Record<Measure["op"], string> = {
  count: "Count of",
  count_distinct: "Distinct",
  sum: "Total",
  mean: "Average",
  median: "Median",
  min: "Minimum",
  max: "Maximum",
  std_dev: "Std. dev. of",
  range: "Range of",
};

/** Display name of a measure: its label, or e.g. "Total Revenue", "Count", "Total Revenue (share)". */
export function measureName(measure: Measure, column: ColumnSchema | undefined, columnOf?: (id: string) => ColumnSchema | undefined): string {
  if (measure.label) return measure.label;
  if (measure.per) {
    // "Total Spend ÷ Total Clicks", "(Total Revenue − Total Cost) ÷ Total Revenue".
    const nameOf = (id: string) => (id === column?.id ? column.name : (columnOf?.(id)?.name ?? id));
    const term = (t: Pick<Measure, "op" | "column">) => (t.column ? `${OP_WORDS[t.op]} ${nameOf(t.column)}` : "Count");
    const top = measure.minus ? `(${term(measure)} − ${term(measure.minus)})` : term(measure);
    return `${top} ÷ ${term(measure.per)}`;
  }
  const base = column ? `${OP_WORDS[measure.op]} ${column.name}` : "Count";
  switch (measure.transform?.kind) {
    case "share_of_total":
      return `${base} (share)`;
    case "running_total":
      return `${base} (running total)`;
    case "percent_change":
      return `${base} (${measure.transform.compareTo === "previous_year" ? "change on a year earlier" : "change"})`;
    case "period_change":
      return `${base} (${periodChangeWords(measure.transform.from, measure.transform.to)})`;
    default:
      return base;
  }
}

/** The two periods of a change: "change from 2023 to 2024", or "change: this month against last month". */
function periodChangeWords(from: DateRange, to: DateRange): string {
  const single = (r: DateRange) => (r.kind === "between" && r.from !== undefined && r.from === r.to ? describePeriod(r.from) : undefined);
  const [a, b] = [single(from), single(to)];
  return a && b ? `change from ${a} to ${b}` : `change: ${describeDateRange(to)} against ${describeDateRange(from)}`;
}

/** Display name of a group key: its label, or the column name with the bucket: "Order date (month)". */
export function groupKeyName(key: GroupKey, column: ColumnSchema | undefined): string {
  if (key.label) return key.label;
  const name = column?.name ?? key.column;
  return key.bucket ? `${name} (${key.bucket})` : name;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A period string in words: "2024", "Q3 2024", "Mar 2024", "Mar 5, 2024", "Mar 5, 2024 14:30". */
export function describePeriod(period: string | number): string {
  const text = String(period);
  const match = /^(\d{4})(?:-Q([1-4])|-(\d{2})(?:-(\d{2})(?:T(\d{2}:\d{2}))?)?)?/.exec(text);
  if (!match) return text;
  const [, y, q, m, d, time] = match;
  if (q) return `Q${q} ${y}`;
  if (!m) return y;
  const month = MONTHS[Number(m) - 1] ?? m;
  if (!d) return `${month} ${y}`;
  return `${month} ${Number(d)}, ${y}${time ? ` ${time}` : ""}`;
}

function plural(n: number, unit: string): string {
  return n === 1 ? unit : `${n} ${unit}s`;
}

/** A date range in words: "in the last 3 months", "this year", "last quarter", "from Jan 2024 to Mar 2024". */
export function describeDateRange(range: DateRange): string {
  switch (range.kind) {
    case "between":
      if (range.from !== undefined && range.to !== undefined)
        return range.from === range.to ? `in ${describePeriod(range.from)}` : `from ${describePeriod(range.from)} to ${describePeriod(range.to)}`;
      if (range.from !== undefined) return `since ${describePeriod(range.from)}`;
      if (range.to !== undefined) return `up to ${describePeriod(range.to)}`;
      return "at any date";
    case "last":
      return `in the last ${plural(range.n, range.unit)}${range.calendar ? " (calendar)" : ""}`;
    case "this":
      return `this ${range.unit}`;
    case "previous":
      return (range.offset ?? 1) === 1 ? `last ${range.unit}` : `${range.offset} ${range.unit}s before this one`;
  }
}

function describeLiteral(value: Scalar, column: ColumnSchema | undefined): string {
  if (column?.type === "date") return describePeriod(value as string);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") {
    // A code or a year is written as the file has it, the way the answer's table writes it: "Year Built is under 1950".
    if (column && Number.isInteger(value) && (namesIdentifier(column) || (namesYear(column) && isCalendarYear(value)))) return String(value);
    // A duration as the column writes its values: "Time is under 1:48", never the seconds it is stored as.
    if (column?.unit?.kind === "duration") return formatDuration(value, column.unit.shape);
    return value.toLocaleString("en-US", { maximumFractionDigits: 6 });
  }
  return value;
}

function list(values: string[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;
}

/** A filter in words: "Region is North", "Revenue is over 500", "Order date is in 2024", "Order date in the last 3 months". */
export function describeFilter(filter: Filter, column: ColumnSchema | undefined): string {
  const name = column?.name ?? filter.column;
  const isDate = column?.type === "date";
  switch (filter.op) {
    case "eq":
      return isDate ? `${name} is in ${describeLiteral(filter.value, column)}` : `${name} is ${describeLiteral(filter.value, column)}`;
    case "neq":
      return isDate ? `${name} is not in ${describeLiteral(filter.value, column)}` : `${name} is not ${describeLiteral(filter.value, column)}`;
    case "in":
      return `${name} is ${list(filter.values.map((v) => describeLiteral(v, column)))}`;
    case "not_in":
      return `${name} is not ${list(filter.values.map((v) => describeLiteral(v, column)))}`;
    case "lt":
      return `${name} is ${isDate ? "before" : "under"} ${describeLiteral(filter.value, column)}`;
    case "lte":
      return isDate ? `${name} is up to the end of ${describeLiteral(filter.value, column)}` : `${name} is at most ${describeLiteral(filter.value, column)}`;
    case "gt":
      return `${name} is ${isDate ? "after" : "over"} ${describeLiteral(filter.value, column)}`;
    case "gte":
      return isDate ? `${name} is from ${describeLiteral(filter.value, column)} on` : `${name} is at least ${describeLiteral(filter.value, column)}`;
    case "between":
      return `${name} is between ${describeLiteral(filter.from, column)} and ${describeLiteral(filter.to, column)}`;
    case "contains":
      return `${name} contains '${filter.value}'`;
    case "starts_with":
      return `${name} starts with '${filter.value}'`;
    case "is_empty":
      return `${name} is blank`;
    case "is_not_empty":
      return `${name} is not blank`;
    case "date_range":
      return `${name} ${describeDateRange(filter.range)}`;
  }
}

/** A condition on each group's figure in words, with the measure's display name: "Total Revenue is over 1,000", "Count is exactly 1". */
export function describeHaving(having: Having, measure: string): string {
  const n = (v: number) => describeLiteral(v, undefined);
  switch (having.op) {
    case "between":
      return `${measure} is between ${n(having.from)} and ${n(having.to)}`;
    case "eq":
      return `${measure} is exactly ${n(having.value)}`;
    case "neq":
      return `${measure} is not ${n(having.value)}`;
    case "lt":
      return `${measure} is under ${n(having.value)}`;
    case "lte":
      return `${measure} is at most ${n(having.value)}`;
    case "gt":
      return `${measure} is over ${n(having.value)}`;
    case "gte":
      return `${measure} is at least ${n(having.value)}`;
  }
}

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** A ranking in words: "top 5", "bottom 3", "2nd from the top", "3rd to 5th from the bottom". */
export function describeRanking(top: Pick<TopN, "n" | "direction" | "place">): string {
  const end = top.direction === "bottom" ? "bottom" : "top";
  const place = top.place ?? 1;
  if (place === 1) return `${end} ${top.n}`;
  return top.n === 1 ? `${ordinal(place)} from the ${end}` : `${ordinal(place)} to ${ordinal(place + top.n - 1)} from the ${end}`;
}
