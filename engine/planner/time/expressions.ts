// Recognises time expressions in a question — "in 2024", "Q3", "H1 2024", "since March", "last quarter",
// "the last 30 days", "by month", "weekly", "over time", "year over year" — without resolving them:
// resolution needs the chosen date column's range (see resolve.ts).
import type { DateBucket } from "../../plan/schema";
import type { Token } from "../text/tokenize";
import { wordTable } from "../../word-table";

export type TimeUnit = "day" | "week" | "month" | "quarter" | "year";

/** A point or stretch of calendar time as written, before resolution. */
export type TimeRef =
  | { kind: "year"; year: number }
  | { kind: "quarter"; quarter: number; year?: number }
  | { kind: "half"; half: 1 | 2; year?: number }
  | { kind: "month"; month: number; year?: number; day?: number }
  | { kind: "day"; iso: string }
  /** "the last 30 days", "past 3 months": a rolling window ending on the latest date. */
  | { kind: "rolling"; n: number; unit: TimeUnit }
  /** "last quarter": the latest complete one; offset 2 = the one before. */
  | { kind: "previous"; unit: TimeUnit; offset: number }
  /** "this year", "year to date": the period holding the latest date. */
  | { kind: "current"; unit: TimeUnit; toDate?: boolean };

export type TimeFilterRef =
  | { kind: "in"; ref: TimeRef }
  | { kind: "since"; ref: TimeRef }
  | { kind: "until"; ref: TimeRef }
  | { kind: "before"; ref: TimeRef }
  | { kind: "after"; ref: TimeRef }
  | { kind: "between"; from: TimeRef; to: TimeRef };

export type TimeMention =
  | { kind: "filter"; start: number; end: number; filter: TimeFilterRef }
  | { kind: "bucket"; start: number; end: number; bucket: DateBucket | "auto" }
  /** "year over year", "month-over-month": a bucket with change against the previous one. */
  | { kind: "change"; start: number; end: number; bucket: TimeUnit };

const MONTHS: Record<string, number> = wordTable({
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7,
  jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11,
  december: 12, dec: 12,
});
const UNIT_WORDS: Record<string, TimeUnit> = wordTable({
  day: "day", days: "day", week: "week", weeks: "week", wk: "week", wks: "week", month: "month", months: "month",
  mo: "month", mos: "month", quarter: "quarter", quarters: "quarter", qtr: "quarter", qtrs: "quarter", year: "year",
  years: "year", yr: "year", yrs: "year",
});
const BUCKET_ADJECTIVES: Record<string, DateBucket> = wordTable({
  daily: "day", weekly: "week", monthly: "month", quarterly: "quarter", yearly: "year", annually: "year",
  annual: "year", "day-by-day": "day", "month-by-month": "month", "week-by-week": "week",
});
const ORDINALS: Record<string, number> = wordTable({ first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: 4 });
const NUMBER_WORDS: Record<string, number> = wordTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, eighteen: 18, twenty: 20, thirty: 30, sixty: 60, ninety: 90 });
const GROUP_WORDS = new Set(["by", "per", "each", "every"]);
const RANKING_WORDS = new Set(["which", "what", "best", "worst", "busiest", "quietest", "biggest", "highest", "lowest", "top", "strongest", "weakest", "slowest", "peak", "record"]);
const PREPOSITION_BEFORE_MAY = new Set(["in", "since", "for", "of", "during", "until", "till", "from", "before", "after", "through", "to"]);

function yearOf(token: Token | undefined): number | undefined {
  if (!token) return undefined;
  if (token.kind === "number" && !token.currency && !token.percent && Number.isInteger(token.value) && token.value! >= 1900 && token.value! <= 2100 && /^\d{4}$/.test(token.norm))
    return token.value;
  const fy = /^(?:fy|cy)'?(\d{2}|\d{4})$/.exec(token.norm);
  if (fy) return fy[1].length === 2 ? 2000 + Number(fy[1]) : Number(fy[1]);
  return undefined;
}

/** A point in time starting at token i: returns the reference and how many tokens it used. */
function pointAt(tokens: readonly Token[], i: number): { ref: TimeRef; length: number } | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  const n = t.norm;
  const next = tokens[i + 1];
  const year = yearOf(t);
  if (year !== undefined) {
    // "2024 Q3" reads as Q3 2024.
    const q = next && /^q([1-4])$/.exec(next.norm);
    if (q) return { ref: { kind: "quarter", quarter: Number(q[1]), year }, length: 2 };
    return { ref: { kind: "year", year }, length: 1 };
  }
  if (t.kind === "code") {
    const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(n);
    // "2004–05" with an en or em dash is a season or a span of years, as tables write them, never a month.
    if (iso && !iso[3] && /[\u2013\u2014]/.test(t.raw)) return undefined;
    if (iso) {
      const month = Number(iso[2]);
      if (month < 1 || month > 12) return undefined;
      return iso[3] ? { ref: { kind: "day", iso: n }, length: 1 } : { ref: { kind: "month", month, year: Number(iso[1]) }, length: 1 };
    }
    const yq = /^(\d{4})-?q([1-4])$/.exec(n);
    if (yq) return { ref: { kind: "quarter", quarter: Number(yq[2]), year: Number(yq[1]) }, length: 1 };
    return undefined;
  }
  const quarter = /^q([1-4])(?:[-']?(\d{2}|\d{4}))?$/.exec(n);
  if (quarter) {
    const explicit = quarter[2] ? (quarter[2].length === 2 ? 2000 + Number(quarter[2]) : Number(quarter[2])) : undefined;
    const trailing = explicit ?? yearOf(next) ?? (next?.norm === "of" ? yearOf(tokens[i + 2]) : undefined);
    const length = explicit !== undefined ? 1 : yearOf(next) !== undefined ? 2 : next?.norm === "of" && yearOf(tokens[i + 2]) !== undefined ? 3 : 1;
    return { ref: { kind: "quarter", quarter: Number(quarter[1]), year: trailing }, length };
  }
  const half = /^h([12])$/.exec(n);
  if (half) {
    const y = yearOf(next);
    return { ref: { kind: "half", half: Number(half[1]) as 1 | 2, year: y }, length: y !== undefined ? 2 : 1 };
  }
  // "first quarter", "the second half of 2024", "Q2" spelled out.
  if (ORDINALS[n] !== undefined && (next?.norm === "quarter" || next?.norm === "half")) {
    let length = 2;
    let y = yearOf(tokens[i + 2]);
    if (y !== undefined) length = 3;
    else if (tokens[i + 2]?.norm === "of" && yearOf(tokens[i + 3]) !== undefined) {
      y = yearOf(tokens[i + 3]);
      length = 4;
    }
    if (next.norm === "quarter") return { ref: { kind: "quarter", quarter: ORDINALS[n], year: y }, length };
    const h = ORDINALS[n] === 1 ? 1 : ORDINALS[n] === 2 || n === "last" ? 2 : undefined;
    return h ? { ref: { kind: "half", half: h, year: y }, length } : undefined;
  }
  const month = MONTHS[n];
  if (month !== undefined) {
    if (n === "may" && !(PREPOSITION_BEFORE_MAY.has(tokens[i - 1]?.norm ?? "") || yearOf(next) !== undefined)) return undefined;
    if (n === "mar" || n === "jan" || n === "jun") {
      // Three-letter forms are months only next to a year, a day or a time preposition.
      if (!(yearOf(next) !== undefined || PREPOSITION_BEFORE_MAY.has(tokens[i - 1]?.norm ?? ""))) return undefined;
    }
    let length = 1;
    let day: number | undefined;
    if (next?.kind === "number" && Number.isInteger(next.value) && next.value! >= 1 && next.value! <= 31 && !/^\d{4}$/.test(next.norm)) {
      day = next.value;
      length++;
    }
    const y = yearOf(tokens[i + length]);
    if (y !== undefined) length++;
    return { ref: { kind: "month", month, year: y, day }, length };
  }
  return undefined;
}

/** "last 30 days", "past 3 months", "last quarter", "previous year", "this month", "year to date". */
function relativeAt(tokens: readonly Token[], i: number): { ref: TimeRef; length: number } | undefined {
  const n = tokens[i]?.norm;
  const next = tokens[i + 1];
  if (n === "ytd" || (n === "year" && tokens[i + 1]?.norm === "to" && tokens[i + 2]?.norm === "date")) return { ref: { kind: "current", unit: "year", toDate: true }, length: n === "ytd" ? 1 : 3 };
  if (n === "mtd") return { ref: { kind: "current", unit: "month", toDate: true }, length: 1 };
  if (n === "qtd") return { ref: { kind: "current", unit: "quarter", toDate: true }, length: 1 };
  if (n === "yesterday") return { ref: { kind: "previous", unit: "day", offset: 1 }, length: 1 };
  if (n === "today") return { ref: { kind: "current", unit: "day" as TimeUnit }, length: 1 };
  if (n === "this" || n === "current") {
    const unit = next ? UNIT_WORDS[next.norm] : undefined;
    if (unit && unit !== "day") return { ref: { kind: "current", unit }, length: 2 };
    return undefined;
  }
  if (n === "last" || n === "past" || n === "previous" || n === "prior" || n === "recent" || n === "trailing") {
    // "the last 30 days", "past three months"
    const count = next?.kind === "number" ? next.value : next ? NUMBER_WORDS[next.norm] : undefined;
    if (count !== undefined && Number.isInteger(count) && count > 0 && count <= 10000) {
      const unit = tokens[i + 2] ? UNIT_WORDS[tokens[i + 2].norm] : undefined;
      if (unit) return { ref: { kind: "rolling", n: count, unit }, length: 3 };
      return undefined;
    }
    const unit = next ? UNIT_WORDS[next.norm] : undefined;
    if (unit) return { ref: { kind: "previous", unit, offset: 1 }, length: 2 };
    return undefined;
  }
  // "the quarter before last"
  const unit = n ? UNIT_WORDS[n] : undefined;
  if (unit && next?.norm === "before" && tokens[i + 2]?.norm === "last") return { ref: { kind: "previous", unit, offset: 2 }, length: 3 };
  return undefined;
}

function refAt(tokens: readonly Token[], i: number): { ref: TimeRef; length: number } | undefined {
  return relativeAt(tokens, i) ?? pointAt(tokens, i);
}

const RANGE_OPENERS: Record<string, "since" | "until" | "before" | "after" | "from" | "between"> = wordTable({
  since: "since", from: "from", starting: "since", after: "after", until: "until", till: "until", through: "until",
  before: "before", between: "between", "up to": "until", prior: "before",
});

/**
 * Every time expression of the question, left to right, as spans over `tokens`. Bare numbers count
 * as years only when they look like one (1900–2100, four digits, no currency or percent sign).
 */
export function findTimeMentions(tokens: readonly Token[]): TimeMention[] {
  const found: TimeMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const n = tokens[i].norm;
    const next = tokens[i + 1]?.norm;
    // year over year / month-over-month / yoy
    const change = /^(year|month|quarter|week|day)-over-(year|month|quarter|week|day)$/.exec(n);
    if (change && change[1] === change[2]) {
      found.push({ kind: "change", start: i, end: i + 1, bucket: change[1] as TimeUnit });
      i++;
      continue;
    }
    if (UNIT_WORDS[n] && (next === "over" || next === "on") && tokens[i + 2] && UNIT_WORDS[tokens[i + 2].norm] === UNIT_WORDS[n]) {
      found.push({ kind: "change", start: i, end: i + 3, bucket: UNIT_WORDS[n] });
      i += 3;
      continue;
    }
    const shortChange = wordTable<TimeUnit>({ yoy: "year", mom: "month", qoq: "quarter", wow: "week" });
    if (shortChange[n]) {
      found.push({ kind: "change", start: i, end: i + 1, bucket: shortChange[n] });
      i++;
      continue;
    }
    // Buckets: "monthly", "by month", "per quarter", "each week", "over time", "day of the week", "by weekday".
    if (BUCKET_ADJECTIVES[n]) {
      found.push({ kind: "bucket", start: i, end: i + 1, bucket: BUCKET_ADJECTIVES[n] });
      i++;
      continue;
    }
    if ((n === "over" && next === "time") || (n === "time" && next === "series")) {
      found.push({ kind: "bucket", start: i, end: i + 2, bucket: "auto" });
      i += 2;
      continue;
    }
    if ((n === "day" || n === "days") && next === "of" && (tokens[i + 2]?.norm === "week" || (tokens[i + 2]?.norm === "the" && tokens[i + 3]?.norm === "week"))) {
      const end = tokens[i + 2]?.norm === "the" ? i + 4 : i + 3;
      found.push({ kind: "bucket", start: i, end, bucket: "weekday" });
      i = end;
      continue;
    }
    if (n === "weekday" || n === "weekdays") {
      found.push({ kind: "bucket", start: i, end: i + 1, bucket: "weekday" });
      i++;
      continue;
    }
    const dayOfWeek = (next === "day" || next === "days") && tokens[i + 2]?.norm === "of";
    if (GROUP_WORDS.has(n) && next && (UNIT_WORDS[next] || next === "date") && !dayOfWeek) {
      const unit = next === "date" ? "day" : UNIT_WORDS[next];
      found.push({ kind: "bucket", start: i, end: i + 2, bucket: unit });
      i += 2;
      continue;
    }
    if (GROUP_WORDS.has(n) && next === "the" && tokens[i + 2] && UNIT_WORDS[tokens[i + 2].norm]) {
      found.push({ kind: "bucket", start: i, end: i + 3, bucket: UNIT_WORDS[tokens[i + 2].norm] });
      i += 3;
      continue;
    }
    // "the best month", "which quarter", "busiest day": a period picked by a ranking is a grouping by it.
    const rankWord = (w: string | undefined) => w !== undefined && RANKING_WORDS.has(w);
    if (UNIT_WORDS[n] && !/s$/.test(n) && (rankWord(tokens[i - 1]?.norm) || (tokens[i - 1]?.norm === "the" && rankWord(tokens[i - 2]?.norm)))) {
      found.push({ kind: "bucket", start: i, end: i + 1, bucket: UNIT_WORDS[n] });
      i++;
      continue;
    }
    // "sales trend", "trends in revenue": a series over time.
    if (n === "trend" || n === "trends") {
      found.push({ kind: "bucket", start: i, end: i + 1, bucket: "auto" });
      i++;
      continue;
    }
    // "by close month": a unit word two words after a grouping word binds to the date column in between.
    if (UNIT_WORDS[n] && i >= 2 && GROUP_WORDS.has(tokens[i - 2].norm) && tokens[i - 1].kind === "word" && !UNIT_WORDS[tokens[i - 1].norm]) {
      found.push({ kind: "bucket", start: i, end: i + 1, bucket: UNIT_WORDS[n] });
      i++;
      continue;
    }
    // Ranges: "since March 2024", "from Jan to Mar", "between 2022 and 2023", "before 2024".
    const opener = RANGE_OPENERS[n] ?? (n === "up" && next === "to" ? "until" : undefined);
    if (opener) {
      const skip = n === "up" ? 2 : tokens[i + 1]?.norm === "the" ? 2 : 1;
      const first = refAt(tokens, i + skip);
      if (first) {
        let end = i + skip + first.length;
        if (opener === "from" || opener === "between") {
          const joiner = tokens[end]?.norm;
          if (joiner === "to" || joiner === "and" || joiner === "through" || joiner === "until" || joiner === "-") {
            const second = refAt(tokens, end + 1);
            if (second) {
              end = end + 1 + second.length;
              found.push({ kind: "filter", start: i, end, filter: { kind: "between", from: first.ref, to: second.ref } });
              i = end;
              continue;
            }
          }
          if (opener === "between") {
            i++;
            continue;
          }
          found.push({ kind: "filter", start: i, end, filter: { kind: "since", ref: first.ref } });
        } else {
          found.push({ kind: "filter", start: i, end, filter: { kind: opener, ref: first.ref } });
        }
        i = end;
        continue;
      }
    }
    const ref = refAt(tokens, i);
    if (ref) {
      // "Jan to Mar 2024", "2022-2023" (a code), "Q1-Q2".
      const joiner = tokens[i + ref.length]?.norm;
      if ((joiner === "to" || joiner === "through" || joiner === "-") && ref.ref.kind !== "rolling") {
        const second = refAt(tokens, i + ref.length + 1);
        if (second && second.ref.kind === ref.ref.kind) {
          const end = i + ref.length + 1 + second.length;
          found.push({ kind: "filter", start: i, end, filter: { kind: "between", from: ref.ref, to: second.ref } });
          i = end;
          continue;
        }
      }
      found.push({ kind: "filter", start: i, end: i + ref.length, filter: { kind: "in", ref: ref.ref } });
      i += ref.length;
      continue;
    }
    // "2022-2023" written as one code token.
    const yearRange = /^(\d{4})-(\d{4})$/.exec(n);
    if (yearRange && Number(yearRange[1]) >= 1900 && Number(yearRange[2]) <= 2100) {
      found.push({ kind: "filter", start: i, end: i + 1, filter: { kind: "between", from: { kind: "year", year: Number(yearRange[1]) }, to: { kind: "year", year: Number(yearRange[2]) } } });
      i++;
      continue;
    }
    i++;
  }
  return found;
}
