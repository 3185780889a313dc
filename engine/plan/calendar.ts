// UTC calendar arithmetic on epoch milliseconds, without Date objects in hot loops.
// Civil-from-days conversions follow Howard Hinnant's public-domain algorithms.
import type { CalendarUnit, DateBucket } from "./schema";

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the civil date y-m-d (month 1–12). */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = m > 2 ? m - 3 : m + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Year and month (1–12) of a day number; the day of month is computed only when asked. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Monday = 0 … Sunday = 6 (1970-01-01 was a Thursday). */
export function weekdayOfDays(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * The start (epoch ms) of the bucket holding `ms`; for `weekday`, the weekday index 0–6 (Monday first).
 * NaN stays NaN.
 */
export function bucketStart(ms: number, bucket: DateBucket): number {
  if (ms !== ms) return NaN;
  const days = Math.floor(ms / DAY_MS);
  switch (bucket) {
    case "day":
      return days * DAY_MS;
    case "week":
      return (days - weekdayOfDays(days)) * DAY_MS;
    case "weekday":
      return weekdayOfDays(days);
    case "month": {
      const { year, month } = civilFromDays(days);
      return daysFromCivil(year, month, 1) * DAY_MS;
    }
    case "quarter": {
      const { year, month } = civilFromDays(days);
      return daysFromCivil(year, month - ((month - 1) % 3), 1) * DAY_MS;
    }
    case "year":
      return daysFromCivil(civilFromDays(days).year, 1, 1) * DAY_MS;
  }
}

/** Adds whole months, clamping the day (Mar 31 − 1 month = Feb 28/29); time of day is kept. */
export function addMonths(ms: number, months: number): number {
  const days = Math.floor(ms / DAY_MS);
  const timeOfDay = ms - days * DAY_MS;
  const { year, month, day } = civilFromDays(days);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = total - y * 12 + 1;
  const lastDay = daysFromCivil(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - daysFromCivil(y, m, 1);
  return daysFromCivil(y, m, Math.min(day, lastDay)) * DAY_MS + timeOfDay;
}

/** Moves `ms` by `n` calendar units (n may be negative). */
export function addUnits(ms: number, unit: CalendarUnit, n: number): number {
  switch (unit) {
    case "day":
      return ms + n * DAY_MS;
    case "week":
      return ms + 7 * n * DAY_MS;
    case "month":
      return addMonths(ms, n);
    case "quarter":
      return addMonths(ms, 3 * n);
    case "year":
      return addMonths(ms, 12 * n);
  }
}

/** `[start, end)` of the calendar period (unit) holding `ms`. */
export function periodAround(ms: number, unit: CalendarUnit): { start: number; end: number } {
  const start = bucketStart(ms, unit);
  return { start, end: addUnits(start, unit, 1) };
}

/** YYYY-MM-DD of an epoch-ms instant (UTC). */
export function isoDay(ms: number): string {
  const { year, month, day } = civilFromDays(Math.floor(ms / DAY_MS));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS when the instant is not midnight. */
export function isoDateTime(ms: number): string {
  const timeOfDay = ms - Math.floor(ms / DAY_MS) * DAY_MS;
  if (timeOfDay === 0) return isoDay(ms);
  return new Date(ms).toISOString().slice(0, 19);
}

const PERIOD_PATTERN = /^(\d{4})(?:-Q([1-4])|-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z?)?)?)?$/;

/**
 * `[start, end)` in epoch ms of a period string: "2024", "2024-Q3", "2024-03", "2024-03-05",
 * "2024-03-05T14:30[:00[.000]]". Returns undefined when the text is not a valid period (e.g. month 13).
 */
export function parsePeriod(text: string): { start: number; end: number; unit: CalendarUnit | "instant" } | undefined {
  const match = PERIOD_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, y, q, mo, d, hh, mi, ss, frac] = match;
  const year = Number(y);
  if (q) {
    const start = daysFromCivil(year, (Number(q) - 1) * 3 + 1, 1) * DAY_MS;
    return { start, end: addMonths(start, 3), unit: "quarter" };
  }
  if (!mo) {
    const start = daysFromCivil(year, 1, 1) * DAY_MS;
    return { start, end: addMonths(start, 12), unit: "year" };
  }
  const month = Number(mo);
  if (month < 1 || month > 12) return undefined;
  if (!d) {
    const start = daysFromCivil(year, month, 1) * DAY_MS;
    return { start, end: addMonths(start, 1), unit: "month" };
  }
  const day = Number(d);
  const dayStart = daysFromCivil(year, month, day) * DAY_MS;
  if (day < 1 || civilFromDays(dayStart / DAY_MS).month !== month) return undefined;
  if (!hh) return { start: dayStart, end: dayStart + DAY_MS, unit: "day" };
  const hours = Number(hh);
  const minutes = Number(mi);
  const seconds = ss ? Number(ss) : 0;
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const start = dayStart + ((hours * 60 + minutes) * 60 + seconds) * 1000 + (frac ? Number(frac.padEnd(3, "0")) : 0);
  // An instant written to the minute covers that minute; to the second, that second.
  const end = start + (frac ? 1 : ss ? 1000 : 60_000);
  return { start, end, unit: "instant" };
}
