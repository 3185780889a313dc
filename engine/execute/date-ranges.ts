// Turns a plan's DateRange into real instants, relative forms anchored on the data's latest date.
import { DAY_MS, addUnits, isoDay, periodAround } from "../plan/calendar";
import type { DateRange } from "../plan/schema";
import { literalPeriod } from "../plan/values";

/** `[start, end)` in epoch ms; infinite ends for open ranges. */
export interface Interval {
  start: number;
  end: number;
}

/** Does the range need the column's latest date? */
export function isRelative(range: DateRange): boolean {
  return range.kind !== "between";
}

/**
 * Resolves a range. `latest` is the largest date of the column (epoch ms); it is required for relative
 * ranges. A rolling "last n units" ends with the latest date's day and starts the day after the same
 * moment n units earlier.
 */
export function resolveDateRange(range: DateRange, latest: number | undefined): Interval {
  if (range.kind === "between") {
    return {
      start: range.from !== undefined ? literalPeriod(range.from)!.start : -Infinity,
      end: range.to !== undefined ? literalPeriod(range.to)!.end : Infinity,
    };
  }
  if (latest === undefined || !Number.isFinite(latest)) throw new RangeError("a relative date range needs the latest date");
  const latestDay = Math.floor(latest / DAY_MS) * DAY_MS;
  switch (range.kind) {
    case "last": {
      if (range.calendar) {
        const current = periodAround(latestDay, range.unit);
        return { start: addUnits(current.start, range.unit, -(range.n - 1)), end: current.end };
      }
      const end = latestDay + DAY_MS;
      return { start: addUnits(latestDay, range.unit, -range.n) + DAY_MS, end };
    }
    case "this":
      return periodAround(latestDay, range.unit);
    case "previous": {
      const current = periodAround(latestDay, range.unit);
      const start = addUnits(current.start, range.unit, -(range.offset ?? 1));
      return { start, end: addUnits(start, range.unit, 1) };
    }
  }
}

/** Inclusive first and last day of an interval as ISO dates (null for an open end). */
export function intervalDays(interval: Interval): { from: string | null; to: string | null } {
  return {
    from: Number.isFinite(interval.start) ? isoDay(interval.start) : null,
    to: Number.isFinite(interval.end) ? isoDay(interval.end - 1) : null,
  };
}
