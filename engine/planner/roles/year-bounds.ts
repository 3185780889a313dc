// A year bound ("built before 1970", "since 2005") may be about a number column of years ("Year Built",
// "yr_built") rather than the table's date column (issue #27). The column the question names wins: a year column
// named nearer the bound than any date column takes it as a number comparison. A bound that names neither, which
// matches no row of the date column but some of a year column, has two plausible targets: the planner asks back.
import type { DateBucket, Filter } from "../../plan/schema";
import { stem } from "../../language/lemmatize";
import { isYearColumn } from "../../semantic/label-number";
import type { ColumnEntry, SchemaIndex } from "../schema-index";
import type { TimeFilterRef, TimeRef } from "../time/expressions";
import { type Draft, spanText } from "./draft";


const yearOf = (ref: TimeRef): number | undefined => (ref.kind === "year" ? ref.year : undefined);

/** The bound as a comparison of a column of years; undefined unless every end of it is a whole year. */
export function yearBoundFilter(column: string, bound: TimeFilterRef): Filter | undefined {
  if (bound.kind === "between") {
    const from = yearOf(bound.from);
    const to = yearOf(bound.to);
    return from !== undefined && to !== undefined ? { column, op: "between", from, to } : undefined;
  }
  const year = yearOf(bound.ref);
  if (year === undefined) return undefined;
  const op = ({ in: "eq", since: "gte", after: "gt", before: "lt", until: "lte" } as const)[bound.kind];
  return { column, op, value: year };
}

/** Whether some year in [first, last] meets the bound. */
function meetsSome(bound: TimeFilterRef, first: number, last: number): boolean {
  if (bound.kind === "between") return (yearOf(bound.from) ?? Infinity) <= last && (yearOf(bound.to) ?? -Infinity) >= first;
  const year = yearOf(bound.ref)!;
  switch (bound.kind) {
    case "in":
      return first <= year && year <= last;
    case "since":
      return last >= year;
    case "after":
      return last > year;
    case "before":
      return first < year;
    case "until":
      return first <= year;
  }
}

const yearOfTime = (ms: number) => new Date(ms).getUTCFullYear();

/** The table's number columns of calendar years. */
const yearColumns = (index: SchemaIndex): ColumnEntry[] => index.columns.filter((c) => isYearColumn(c, c.facts));

/** The ids of the table's number columns of calendar years (coverage: grouping one applies "each year"). */
export const yearColumnIds = (index: SchemaIndex): Set<string> => new Set(yearColumns(index).map((c) => c.id));

/**
 * The time axis of "each year", "by year" or "over time" in a table without a date column: its only column of
 * years, whose values are the year buckets already. Undefined with none, or with two (which is meant is unsaid).
 */
export function yearAxisWithoutDates(d: Draft, bucket: DateBucket | "auto"): ColumnEntry | undefined {
  if (d.index.dateColumns.length > 0 || (bucket !== "year" && bucket !== "auto")) return undefined;
  const years = yearColumns(d.index);
  return years.length === 1 ? years[0] : undefined;
}

/** The column a bound goes to (`mentionAt`: where the question names it, -1 when it does not), or the columns to ask between. */
export type YearBoundTarget = { column: ColumnEntry; mentionAt: number } | { ask: ColumnEntry[] };

/**
 * With no date column, a bound that names no column is about the table's only column of years when its years meet
 * the bound ("placed in 2002" over a Year column): bucketing by year is the identity, so the comparison is exact.
 * Two columns of years are asked between, even when only one reaches the year (which one is meant is unsaid); a
 * bound the only one does not reach stays unplaced.
 */
function yearsWithoutDates(d: Draft, bound: TimeFilterRef): YearBoundTarget | undefined {
  const years = yearColumns(d.index);
  if (years.length > 1) return { ask: years };
  return years.length === 1 && meetsSome(bound, years[0].facts!.min!, years[0].facts!.max!) ? { column: years[0], mentionAt: -1 } : undefined;
}

/**
 * Where the year bound at token `at` goes: to a column of years the question names nearer it than any date column
 * (`mentionAt`: where it is named), or a question back naming both columns; undefined keeps the date column.
 */
export function yearBoundTarget(d: Draft, bound: TimeFilterRef, at: number, dateColumn: ColumnEntry | undefined): YearBoundTarget | undefined {
  if (!yearBoundFilter("", bound)) return undefined;
  const named = d.mentions.flatMap((m) => (m.kind === "column" && isYearColumn(m.column, m.column.facts) ? [{ column: m.column, mentionAt: m.start }] : []));
  if (named.length > 0) {
    // Nearest first; a column named before the bound ("built before 1970") before one named after it at the same distance.
    const distance = (x: number) => (x < at ? at - x : x - at + 0.5);
    const year = [...named].sort((a, b) => distance(a.mentionAt) - distance(b.mentionAt))[0];
    // Where a date column is named, by its header or a verb of it ("added", "hired").
    const stems = d.tokens.map((t) => stem(t.norm));
    const verbs = d.index.dateColumns.flatMap((c) => stems.flatMap((s, k) => (c.content.some((p) => c.words[p].stem === s) ? [k] : [])));
    const dates = [...d.dateHints.map((h) => h.at), ...verbs];
    return dates.some((x) => distance(x) < distance(year.mentionAt)) ? undefined : year;
  }
  if (!dateColumn) return yearsWithoutDates(d, bound);
  if (d.dateHints.length > 0) return undefined;
  const { min, max } = dateColumn.facts ?? {};
  if (min === undefined || max === undefined || meetsSome(bound, yearOfTime(min), yearOfTime(max))) return undefined;
  const years = d.index.columns.find((c) => isYearColumn(c, c.facts) && meetsSome(bound, c.facts!.min!, c.facts!.max!));
  return years ? { ask: [years, dateColumn] } : undefined;
}

/** The question back for a bound with two plausible columns, with each column as a choice (refusal-choices.ts, decision 0041). */
export function askYearBoundTarget(d: Draft, start: number, end: number, columns: ColumnEntry[]): void {
  const phrase = spanText(d.tokens, start, end);
  const names = columns.map((c) => `'${c.name}'`);
  const refusal = `'${phrase}' could be about ${names.slice(0, -1).join(", ")} or ${names.at(-1)}, and no word of the question says which. Name the column, for example "${columns[0].name} ${phrase}".`;
  d.frame.refusal = refusal;
  d.frame.refusalOptions = { refusal, options: { kind: "bound-column", columns, phrase, start, end } };
}

/**
 * A time phrase that no date column can place, in a table with columns of years: the refusal names them and their
 * span, so that it does not read as "this data has no years" ("in 2013" over a Year of 1994–2009, "in March").
 */
export function refuseOutsideYears(d: Draft, time: { start: number; end: number; filter: TimeFilterRef }): void {
  const years = yearColumns(d.index);
  if (years.length === 0 || d.frame.refusal) return;
  const phrase = spanText(d.tokens, time.start, time.end);
  const spans = years.map((c) => `'${c.name}' (${c.facts!.min}–${c.facts!.max})`).join(" and ");
  d.frame.refusal = yearBoundFilter("", time.filter)
    ? `No year of ${spans} is ${phrase}, and this data has no date column. Ask about a year it holds.`
    : `'${phrase}' needs dates, and this data has only years: ${spans}. Ask about a year instead.`;
}
