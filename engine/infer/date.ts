// Dates and date-times as business files write them: ISO ("2024-03-05", "2024-03-05T14:30:00Z"),
// numeric with the order decided per column ("03/05/2024" is March 5 in an m/d column and 3 May in
// a d/m one), month names ("Mar 5, 2024", "5-Mar-24", "March 2024") and Excel serial numbers.
// Values are epoch milliseconds; a date without a zone is read as UTC wall-clock time.
import { wordTable } from "../word-table";

export type DateOrder = "mdy" | "dmy";

/** What the last parsed date looked like. Reused to avoid allocation per value. */
export interface DateMarks {
  /** The text carried a time of day other than midnight. */
  hasTime: boolean;
  /** For numeric day/month dates: which order the value allows ("either" when both parts ≤ 12). */
  order: DateOrder | "either" | undefined;
}

export const DAY_MS = 86_400_000;

const TIME = String.raw`(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*([AaPp])\.?[Mm]\.?)?(?:\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?))?)?`;
const MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const WEEKDAY = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?`;

const YMD = new RegExp(String.raw`^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})${TIME}$`);
const NUMERIC = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`);
const MONTH_FIRST = new RegExp(String.raw`^${WEEKDAY}(${MONTHS})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})${TIME}$`, "i");
const DAY_FIRST = new RegExp(String.raw`^${WEEKDAY}(\d{1,2})(?:st|nd|rd|th)?[\s-]+(${MONTHS})\.?[\s,-]+(\d{4}|\d{2})${TIME}$`, "i");
const MONTH_YEAR = new RegExp(String.raw`^(${MONTHS})\.?[\s-]+(\d{4})$`, "i");
const YEAR_MONTH = /^(\d{4})[-/](\d{1,2})$/;

const MONTH_INDEX: Record<string, number> = wordTable({ jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 });

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (month 1–12); no Date object needed. Integer divisions (`/ k | 0`,
 * which truncates: the era is shifted down first when negative so that it floors), which the compiler turns into
 * multiplications, where Math.floor of a float division took most of a date column's time.
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = ((y >= 0 ? y : y - 399) / 400) | 0;
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = (((153 * mp + 2) / 5) | 0) + day - 1;
  const doe = yoe * 365 + ((yoe / 4) | 0) - ((yoe / 100) | 0) + doy;
  return era * 146097 + doe - 719468;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeap(year) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function fullYear(text: string): number {
  const y = +text;
  if (text.length === 4) return y;
  return y < 30 ? 2000 + y : 1900 + y; // Excel's two-digit year rule
}

function civilMs(year: number, month: number, day: number): number {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || year < 1000 || year > 9999) return NaN;
  return daysFromCivil(year, month, day) * DAY_MS;
}

/** Adds the time groups (h, m, s, fraction, am/pm, zone) starting at `g` of a match. */
function withTime(dayMs: number, m: RegExpExecArray, g: number, marks?: DateMarks): number {
  if (dayMs !== dayMs || m[g] === undefined) return dayMs;
  let hours = +m[g];
  const minutes = +m[g + 1];
  const seconds = m[g + 2] === undefined ? 0 : +m[g + 2];
  const fraction = m[g + 3] === undefined ? 0 : Math.round(+`0.${m[g + 3]}` * 1000);
  const meridiem = m[g + 4];
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return NaN;
    const pm = meridiem === "p" || meridiem === "P";
    hours = (hours % 12) + (pm ? 12 : 0);
  }
  if (hours > 24 || minutes > 59 || seconds > 60 || (hours === 24 && (minutes > 0 || seconds > 0))) return NaN;
  let offset = 0;
  const zone = m[g + 5];
  if (zone !== undefined && zone.length > 3) {
    const sign = zone[0] === "-" ? -1 : 1;
    const digits = zone.slice(1).replace(":", "");
    offset = sign * (+digits.slice(0, 2) * 60 + (digits.length > 2 ? +digits.slice(2) : 0));
  }
  const time = ((hours * 60 + minutes - offset) * 60 + seconds) * 1000 + fraction;
  if (marks && time !== 0) marks.hasTime = true;
  return dayMs + time;
}

/** Fast path for "YYYY-MM-DD" exactly (the most common form by far). */
function parseIsoDay(t: string): number {
  if (t.length !== 10 || t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45) return NaN;
  let y = 0;
  for (let i = 0; i < 4; i++) {
    const c = t.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    y = y * 10 + c;
  }
  const m1 = t.charCodeAt(5) - 48;
  const m2 = t.charCodeAt(6) - 48;
  const d1 = t.charCodeAt(8) - 48;
  const d2 = t.charCodeAt(9) - 48;
  if (m1 < 0 || m1 > 9 || m2 < 0 || m2 > 9 || d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return NaN;
  return civilMs(y, m1 * 10 + m2, d1 * 10 + d2);
}

/**
 * `parseIsoDay` straight from ASCII bytes: "YYYY-MM-DD" exactly, a real day, written to out[at] as `parseDate` reads
 * it (no time, no day/month order to note). False for everything else, including "2023-02-30", which the caller then
 * reads from text as before. Into the column's array rather than returned: see readPlainNumber.
 */
export function readIsoDay(bytes: Uint8Array, start: number, end: number, out: Float64Array, at: number): boolean {
  if (end - start !== 10 || bytes[start + 4] !== 45 || bytes[start + 7] !== 45) return false;
  const y1 = bytes[start] - 48;
  const y2 = bytes[start + 1] - 48;
  const y3 = bytes[start + 2] - 48;
  const y4 = bytes[start + 3] - 48;
  const m1 = bytes[start + 5] - 48;
  const m2 = bytes[start + 6] - 48;
  const d1 = bytes[start + 8] - 48;
  const d2 = bytes[start + 9] - 48;
  // All eight are digits in one test instead of sixteen branches: a value outside 0-15 has a bit above the low four
  // (a negative one all of them), and of 0-15, adding 6 reaches 16 only from 10-15.
  const all = y1 | y2 | y3 | y4 | m1 | m2 | d1 | d2;
  const carries = (y1 + 6) | (y2 + 6) | (y3 + 6) | (y4 + 6) | (m1 + 6) | (m2 + 6) | (d1 + 6) | (d2 + 6);
  if (((all & ~15) | (carries & 16)) !== 0) return false;
  const y = y1 * 1000 + y2 * 100 + y3 * 10 + y4;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  // Checked before the cache: year × 16 + month names one month only for months 1-12 ("1999-17" would be 2000-01).
  if (month < 1 || month > 12) return false;
  // A column's dates fall in few months: each month's first day and length are kept by (year, month).
  const key = y * 16 + month;
  const slot = key & (MONTH_SLOTS - 1);
  if (monthKeys[slot] !== key) {
    if (y < 1000) return false;
    monthKeys[slot] = key;
    monthFirstDays[slot] = daysFromCivil(y, month, 1);
    monthLengths[slot] = daysInMonth(y, month);
  }
  if (day < 1 || day > monthLengths[slot]) return false;
  out[at] = (monthFirstDays[slot] + day - 1) * DAY_MS;
  return true;
}

/** readIsoDay's months: by (year × 16 + month) modulo the slots; a key of 0 is no month. */
const MONTH_SLOTS = 1024;
const monthKeys = new Int32Array(MONTH_SLOTS);
const monthFirstDays = new Int32Array(MONTH_SLOTS);
const monthLengths = new Int32Array(MONTH_SLOTS);

/**
 * Parses a date or date-time; NaN when the text is not one. `order` settles numeric dates whose day
 * and month could be swapped. `marks` receives whether a time was present and which order the value allows.
 */
export function parseDate(text: string, order: DateOrder = "mdy", marks?: DateMarks): number {
  if (marks) {
    marks.hasTime = false;
    marks.order = undefined;
  }
  const fast = parseIsoDay(text);
  if (fast === fast) return fast;
  const t = text.trim();
  if (t.length < 6 || t.length > 48) return NaN;
  const c = t.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    let m = YMD.exec(t);
    if (m) return withTime(civilMs(+m[1], +m[3], +m[4]), m, 5, marks);
    m = NUMERIC.exec(t);
    if (m) {
      const a = +m[1];
      const b = +m[3];
      if (marks) marks.order = a > 12 ? "dmy" : b > 12 ? "mdy" : "either";
      const year = fullYear(m[4]);
      const ms = order === "mdy" ? civilMs(year, a, b) : civilMs(year, b, a);
      return withTime(ms, m, 5, marks);
    }
    m = DAY_FIRST.exec(t);
    if (m) return withTime(civilMs(fullYear(m[3]), MONTH_INDEX[m[2].slice(0, 3).toLowerCase()], +m[1]), m, 4, marks);
    m = YEAR_MONTH.exec(t);
    if (m) return civilMs(+m[1], +m[2], 1);
    return NaN;
  }
  let m = MONTH_FIRST.exec(t);
  if (m) return withTime(civilMs(+m[3], MONTH_INDEX[m[1].slice(0, 3).toLowerCase()], +m[2]), m, 4, marks);
  m = DAY_FIRST.exec(t);
  if (m) return withTime(civilMs(fullYear(m[3]), MONTH_INDEX[m[2].slice(0, 3).toLowerCase()], +m[1]), m, 4, marks);
  m = MONTH_YEAR.exec(t);
  if (m) return civilMs(+m[2], MONTH_INDEX[m[1].slice(0, 3).toLowerCase()], 1);
  return NaN;
}

/** Serial day numbers as Excel stores dates (1900 system, or 1904 for old Mac workbooks) → epoch ms. */
export function excelSerialToMs(serial: number, date1904 = false): number {
  if (date1904) return Math.round((serial + 1462 - 25569) * DAY_MS);
  // Excel counts a 29 February 1900 that never was: serials before it are one day later.
  return Math.round((serial < 60 ? serial - 25568 : serial - 25569) * DAY_MS);
}

/** Plausible Excel serials for business dates: 1954-10-03 (20000) to 2119-01-08 (80000). */
export function isPlausibleExcelSerial(value: number): boolean {
  return value >= 20000 && value <= 80000;
}

/** Formats a stored date back to text: "2024-03-05" or "2024-03-05 14:30:00". */
export function formatDateText(ms: number, hasTime: boolean): string {
  const iso = new Date(ms).toISOString();
  if (!hasTime) return iso.slice(0, 10);
  return iso.endsWith(".000Z") ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}

/** Swaps day and month of a date read in the wrong order (both were ≤ 12, so the result is valid). */
export function swapDayMonth(ms: number): number {
  if (ms !== ms) return ms;
  const date = new Date(ms);
  const day = date.getUTCDate();
  const month = date.getUTCMonth() + 1;
  const time = ms - Math.floor(ms / DAY_MS) * DAY_MS;
  const swapped = civilMs(date.getUTCFullYear(), day, month);
  return swapped === swapped ? swapped + time : ms;
}
