// Durations as results tables write them: race and lap times "1:47.32", "2:03:15", a song's length "3:11", seconds
// "47.3s". A column of them is stored as seconds, so its values order and compare, and is shown back in the
// column's own form — never converted into minutes or hours the file did not write (decision 0049).
import type { DurationShape } from "../types";

const COLON_FORM = /^(\d{1,3})(?::([0-5]\d))?:([0-5]\d)(?:\.(\d{1,3}))?$/;
const SECONDS_FORM = /^(\d{1,5})(?:\.(\d{1,3}))?( ?)s$/;

/** Marks of the last duration read: its form, for the column's shape. Reused to avoid allocation per value. */
export interface DurationMarks {
  fields: number;
  decimals: number;
  padded: boolean;
  suffix: "" | "s" | " s";
}

/** The seconds a duration text stands for ("1:47.32" → 107.32, "2:03:15" → 7395, "47.3s" → 47.3), else NaN. */
export function parseDuration(text: string, marks?: DurationMarks): number {
  const t = text.trim();
  const colon = COLON_FORM.exec(t);
  if (colon) {
    const [, first, middle, last, fraction] = colon;
    const seconds = (middle === undefined ? Number(first) * 60 : Number(first) * 3600 + Number(middle) * 60) + Number(last);
    if (marks) {
      marks.fields = middle === undefined ? 2 : 3;
      marks.decimals = fraction?.length ?? 0;
      marks.padded = first.length === 2 && first.startsWith("0");
      marks.suffix = "";
    }
    return fraction ? Number(`${seconds}.${fraction}`) : seconds;
  }
  const plain = SECONDS_FORM.exec(t);
  if (!plain) return NaN;
  if (marks) {
    marks.fields = 1;
    marks.decimals = plain[2]?.length ?? 0;
    marks.padded = false;
    marks.suffix = plain[3] === " " ? " s" : "s";
  }
  return Number(plain[2] ? `${plain[1]}.${plain[2]}` : plain[1]);
}

/**
 * Headers of a length of time. A column of "3:11"-like values with no fraction and two fields reads as a
 * duration only under such a header: "19:30" under "Kick-off" or "Time" is as likely a time of day.
 */
const DURATION_HEADER = /\b(?:length|duration|running time|run ?time|playing time|time played|minutes played|mins?|lap time|elapsed)\b/i;

/**
 * The shape of a column whose every value is a duration, or null: one form throughout (colons or a seconds unit),
 * and a form a time of day could also take ("3:11", "19:30") only under a header that names a length of time.
 */
export function durationShapeOf(values: readonly string[], header: string): DurationShape | null {
  if (values.length === 0) return null;
  const marks: DurationMarks = { fields: 0, decimals: 0, padded: false, suffix: "" };
  let fields = 0;
  let decimals = 0;
  let suffix: DurationMarks["suffix"] | undefined;
  let padded = 0;
  for (const value of values) {
    if (Number.isNaN(parseDuration(value, marks))) return null;
    if (suffix !== undefined && suffix !== marks.suffix) return null;
    if ((marks.fields === 1) !== (fields === 1) && fields !== 0) return null;
    suffix = marks.suffix;
    fields = Math.max(fields, marks.fields);
    decimals = Math.max(decimals, marks.decimals);
    if (marks.padded) padded++;
  }
  if (fields === 2 && decimals === 0 && !DURATION_HEADER.test(header)) return null;
  const shape: DurationShape = { fields: fields as 1 | 2 | 3, decimals };
  if (padded > 0) shape.padded = true;
  if (suffix) shape.suffix = suffix;
  return shape;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A number of seconds written in a column's shape: 107.32 → "1:47.32", 7395 → "2:03:15". A total past the
 * column's largest field stays in that field ("75:30" for 75 minutes of m:ss values): the file never said whether
 * "1:47" is minutes or hours, so nothing is carried into a unit it did not write.
 */
export function formatDuration(seconds: number, shape: DurationShape): string {
  const sign = seconds < 0 ? "-" : "";
  const scale = 10 ** shape.decimals;
  const whole = Math.round(Math.abs(seconds) * scale);
  const fraction = shape.decimals > 0 ? `.${String(whole % scale).padStart(shape.decimals, "0")}` : "";
  const total = Math.floor(whole / scale);
  if (shape.fields === 1) return `${sign}${total}${fraction}${shape.suffix ?? ""}`;
  const secs = total % 60;
  const minutes = Math.floor(total / 60);
  if (shape.fields === 2) return `${sign}${shape.padded ? two(minutes) : minutes}:${two(secs)}${fraction}`;
  const hours = Math.floor(minutes / 60);
  return `${sign}${shape.padded ? two(hours) : hours}:${two(minutes % 60)}:${two(secs)}${fraction}`;
}

/** The form a column's durations take, for people: "m:ss.ss", "h:mm:ss", "hh:mm", "seconds". */
export function durationPattern(shape: DurationShape): string {
  const fraction = shape.decimals > 0 ? `.${"s".repeat(shape.decimals)}` : "";
  if (shape.fields === 1) return "seconds";
  const first = shape.fields === 3 ? "h" : "m";
  return `${shape.padded ? first + first : first}:${shape.fields === 3 ? "mm:" : ""}ss${fraction}`;
}
