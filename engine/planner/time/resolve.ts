// Resolves written time references against a date column's own range: "Q3" is the latest Q3 in the
// data, "last quarter" the latest complete quarter, "the last 30 days" the 30 days ending on the
// latest date. The result is in plan terms (period strings) and in words with real dates.
import type { Filter } from "../../plan/schema";
import type { TimeFilterRef, TimeRef, TimeUnit } from "./expressions";

/** An inclusive range of whole days (UTC), with the plan period strings that express it. */
export interface ResolvedSpan {
  /** Period string of the first period (e.g. "2024-Q3", "2024-03", "2024-10-01"). */
  from: string;
  /** Period string of the last period (equal to `from` for one period). */
  to: string;
  /** First and last day, ISO. */
  firstDay: string;
  lastDay: string;
}

const DAY = 86_400_000;

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function utcDay(ms: number): { y: number; m: number; d: number } {
  const date = new Date(ms);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function span(from: string, to: string, first: number, last: number): ResolvedSpan {
  return { from, to, firstDay: iso(first), lastDay: iso(last) };
}

function yearSpan(y: number): ResolvedSpan {
  return span(String(y), String(y), Date.UTC(y, 0, 1), Date.UTC(y, 11, 31));
}

function quarterSpan(y: number, q: number): ResolvedSpan {
  return span(`${y}-Q${q}`, `${y}-Q${q}`, Date.UTC(y, (q - 1) * 3, 1), Date.UTC(y, q * 3, 0));
}

function monthSpan(y: number, m: number): ResolvedSpan {
  const p = `${y}-${pad(m)}`;
  return span(p, p, Date.UTC(y, m - 1, 1), Date.UTC(y, m, 0));
}

function daySpan(first: number, last: number): ResolvedSpan {
  return span(iso(first), iso(last), first, last);
}

/** Monday-start ISO week holding `ms`. */
function weekStart(ms: number): number {
  const day = new Date(ms).getUTCDay();
  const { y, m, d } = utcDay(ms);
  return Date.UTC(y, m - 1, d - ((day + 6) % 7));
}

/** The calendar period of `unit` holding day `ms`, shifted back `back` periods. */
function periodOf(unit: TimeUnit, ms: number, back: number): ResolvedSpan {
  const { y, m } = utcDay(ms);
  switch (unit) {
    case "year":
      return yearSpan(y - back);
    case "quarter": {
      const index = y * 4 + Math.floor((m - 1) / 3) - back;
      return quarterSpan(Math.floor(index / 4), (index % 4) + 1);
    }
    case "month": {
      const index = y * 12 + (m - 1) - back;
      return monthSpan(Math.floor(index / 12), (index % 12) + 1);
    }
    case "week": {
      const start = weekStart(ms) - back * 7 * DAY;
      return daySpan(start, start + 6 * DAY);
    }
    case "day": {
      const { d } = utcDay(ms);
      const day = Date.UTC(y, m - 1, d) - back * DAY;
      return daySpan(day, day);
    }
  }
}

function isLastDayOf(unit: TimeUnit, ms: number): boolean {
  const { y, m, d } = utcDay(ms);
  const day = Date.UTC(y, m - 1, d);
  return iso(day) === periodOf(unit, day, 0).lastDay;
}

/** Latest year in which (month, day) has happened by the latest date: "March" in data ending Feb 2025 is March 2024. */
function latestYearFor(month: number, latest: number): number {
  const { y, m } = utcDay(latest);
  return month <= m ? y : y - 1;
}

/** Resolves one reference against the latest date (epoch ms) of the date column. */
export function resolveRef(ref: TimeRef, latest: number): ResolvedSpan {
  switch (ref.kind) {
    case "year":
      return yearSpan(ref.year);
    case "quarter":
      return quarterSpan(ref.year ?? latestYearFor((ref.quarter - 1) * 3 + 1, latest), ref.quarter);
    case "half": {
      const y = ref.year ?? latestYearFor(ref.half === 1 ? 1 : 7, latest);
      const first = ref.half === 1 ? 1 : 7;
      return span(`${y}-${pad(first)}`, `${y}-${pad(first + 5)}`, Date.UTC(y, first - 1, 1), Date.UTC(y, first + 5, 0));
    }
    case "month": {
      const y = ref.year ?? latestYearFor(ref.month, latest);
      if (ref.day !== undefined) {
        const day = Date.UTC(y, ref.month - 1, ref.day);
        return daySpan(day, day);
      }
      return monthSpan(y, ref.month);
    }
    case "day": {
      const day = Date.parse(`${ref.iso}T00:00:00Z`);
      return daySpan(day, day);
    }
    case "rolling": {
      const { y, m, d } = utcDay(latest);
      const last = Date.UTC(y, m - 1, d);
      let first: number;
      if (ref.unit === "day") first = last - (ref.n - 1) * DAY;
      else if (ref.unit === "week") first = last - (ref.n * 7 - 1) * DAY;
      else {
        const months = ref.unit === "month" ? ref.n : ref.unit === "quarter" ? ref.n * 3 : ref.n * 12;
        // The same day `months` earlier (clamped to that month's end), plus one day: Dec 31 − 3 months → Oct 1.
        const daysInTarget = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
        first = Date.UTC(y, m - 1 - months, Math.min(d, daysInTarget)) + DAY;
      }
      return daySpan(first, last);
    }
    case "previous": {
      // The latest complete period: the one holding the latest date when that date is its last day.
      const back = (isLastDayOf(ref.unit, latest) ? 0 : 1) + ref.offset - 1;
      return periodOf(ref.unit, latest, back);
    }
    case "current": {
      const period = periodOf(ref.unit, latest, 0);
      if (!ref.toDate) return period;
      const { y, m, d } = utcDay(latest);
      return daySpan(Date.parse(`${period.firstDay}T00:00:00Z`), Date.UTC(y, m - 1, d));
    }
  }
}

export interface ResolvedTimeFilter {
  filter: Filter;
  /** Real first and last day covered (null for an open end). */
  firstDay: string | null;
  lastDay: string | null;
}

/** A plan filter on `column` for a written time filter, resolved against the column's latest date. */
export function resolveTimeFilter(column: string, written: TimeFilterRef, latest: number): ResolvedTimeFilter {
  switch (written.kind) {
    case "in": {
      const s = resolveRef(written.ref, latest);
      const filter: Filter = s.from === s.to ? { column, op: "eq", value: s.from } : { column, op: "between", from: s.from, to: s.to };
      return { filter, firstDay: s.firstDay, lastDay: s.lastDay };
    }
    case "between": {
      const a = resolveRef(written.from, latest);
      const b = resolveRef(written.to, latest);
      return { filter: { column, op: "between", from: a.from, to: b.to }, firstDay: a.firstDay, lastDay: b.lastDay };
    }
    case "since":
    case "after": {
      const s = resolveRef(written.ref, latest);
      return written.kind === "since"
        ? { filter: { column, op: "gte", value: s.from }, firstDay: s.firstDay, lastDay: null }
        : { filter: { column, op: "gt", value: s.to }, firstDay: iso(Date.parse(`${s.lastDay}T00:00:00Z`) + DAY), lastDay: null };
    }
    case "until":
    case "before": {
      const s = resolveRef(written.ref, latest);
      return written.kind === "until"
        ? { filter: { column, op: "lte", value: s.to }, firstDay: null, lastDay: s.lastDay }
        : { filter: { column, op: "lt", value: s.from }, firstDay: null, lastDay: iso(Date.parse(`${s.firstDay}T00:00:00Z`) - DAY) };
    }
  }
}
