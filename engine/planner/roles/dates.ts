// Time phrases: which date column each is about, time filters resolved against that column's own range
// ("Q3" = the latest Q3 in the data), and date buckets ("by month", "over time").
import type { DateBucket } from "../../plan/schema";
import { describePeriod } from "../../plan/describe";
import type { ColumnEntry } from "../schema-index";
import { stem } from "../../language/lemmatize";
import type { TimeFilterRef } from "../time/expressions";
import { resolveTimeFilter } from "../time/resolve";
import { type Draft, spanText } from "./draft";
import { askYearBoundTarget, refuseOutsideYears, yearAxisWithoutDates, yearBoundFilter, yearBoundTarget } from "./year-bounds";

function timeLabel(written: TimeFilterRef, firstDay: string | null, lastDay: string | null): string {
  const words = (d: string | null): string => (d ? describePeriod(d) : "");
  switch (written.kind) {
    case "since":
    case "after":
      return `from ${words(firstDay)}`;
    case "until":
    case "before":
      return `up to ${words(lastDay)}`;
    default:
      return firstDay === lastDay ? `on ${words(firstDay)}` : `${words(firstDay)} – ${words(lastDay)}`;
  }
}

/** Picks a bucket for "over time" from the span of the data: days for a few weeks, months for a few years. */
export function autoBucket(column: ColumnEntry): DateBucket {
  const min = column.facts?.min;
  const max = column.facts?.max;
  if (min === undefined || max === undefined) return "month";
  const days = (max - min) / 86_400_000;
  if (days <= 62) return "day";
  if (days <= 180) return "week";
  if (days <= 365 * 4) return "month";
  return "year";
}

/** The date column a time phrase at token `at` is about: the nearest one named, else one a verb names, else the first. */
export function dateColumnNear(d: Draft, at: number): ColumnEntry | undefined {
  const { index, dateHints, tokens } = d;
  if (index.dateColumns.length === 0) return undefined;
  if (dateHints.length > 0) return [...dateHints].sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0].column;
  // Verbs naming a date column: "hired", "started", "created", "restocked", "cancellations".
  const verbs = new Set(tokens.map((t) => stem(t.norm)));
  const byVerb = index.dateColumns.find((c) => c.content.some((p) => verbs.has(c.words[p].stem)));
  return byVerb ?? index.dateColumns[0];
}

/**
 * "built before 1970" with a Year Built column: the bound compares the named column of years. The mention stops
 * being a measure or a grouping of its own, unless an aggregation named it ("the average year built").
 */
function placeYearBound(d: Draft, column: ColumnEntry, mentionAt: number, time: Draft["timeFilters"][number]["time"]): void {
  const filter = yearBoundFilter(column.id, time.filter)!;
  d.frame.filters.push({ filter, columnName: column.name, phrase: spanText(d.tokens, time.start, time.end) });
  const aggregated = d.measureColumns.some((m) => m.column === column && m.at === mentionAt && m.explicit && m.op !== undefined && m.op !== "count" && m.op !== "count_distinct");
  if (aggregated) return;
  d.measureColumns = d.measureColumns.filter((m) => !(m.column === column && m.at === mentionAt));
  d.groupColumns = d.groupColumns.filter((g) => !(g.column === column && g.at === mentionAt));
}

export function placeTimeFiltersAndBuckets(d: Draft): void {
  const { tokens, frame } = d;
  for (const { time, at } of d.timeFilters) {
    const column = dateColumnNear(d, at);
    const years = yearBoundTarget(d, time.filter, at, column);
    if (years && "ask" in years) {
      askYearBoundTarget(d, time.start, time.end, years.ask);
      return;
    }
    if (years) {
      placeYearBound(d, years.column, years.mentionAt, time);
      continue;
    }
    if (!column) {
      frame.unknown.push(spanText(tokens, time.start, time.end));
      frame.notes.push("no-date-column");
      refuseOutsideYears(d, time);
      continue;
    }
    const latest = column.facts?.max;
    const phrase = spanText(tokens, time.start, time.end);
    if (latest === undefined) {
      frame.filters.push({ filter: { column: column.id, op: "is_not_empty" }, columnName: column.name, phrase });
      frame.notes.push(`'${phrase}' could not be placed: '${column.name}' has no dates`);
      continue;
    }
    const resolved = resolveTimeFilter(column.id, time.filter, latest);
    frame.filters.push({
      filter: resolved.filter,
      columnName: column.name,
      phrase,
      range: { column: column.id, label: timeLabel(time.filter, resolved.firstDay, resolved.lastDay), firstDay: resolved.firstDay, lastDay: resolved.lastDay },
    });
  }
  for (const b of d.buckets) {
    const column = dateColumnNear(d, b.at);
    const years = column || b.change ? undefined : yearAxisWithoutDates(d, b.bucket);
    if (years) {
      if (!frame.groups.some((g) => g.column === years)) frame.groups.push({ column: years });
      continue;
    }
    if (!column) {
      frame.unknown.push(b.bucket === "auto" ? "over time" : `by ${b.bucket}`);
      continue;
    }
    const bucket = b.bucket === "auto" ? autoBucket(column) : b.bucket;
    if (!frame.groups.some((g) => g.column === column && g.bucket === bucket)) frame.groups.push({ column, bucket });
    if (b.change) d.flags.growth = true;
  }
}
