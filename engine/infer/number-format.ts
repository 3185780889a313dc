// A number column's format — which mark is the decimal separator, which groups thousands — decided from all the
// evidence together: the column's own values ("12,5" settles it), the file's delimiter (";"-separated files are
// nearly always comma-decimal, ","-separated ones point-decimal), the currency, and the other number columns of
// the same file. "9.000" reads as nine or as nine thousand: when nothing but its shape speaks, or the evidence
// is split, the column is ambiguous and says so. Runs on the sample only (a few parses per value), never per row.
import type { Cell, Row } from "../read/cell";
import { type NumberMarks, decimalStyleOf, parseNumber } from "./number";

export type DecimalMark = "point" | "comma";

/** How a number column's values were read, and why: kept with the column's encoding for the file's page. */
export interface NumberFormat {
  /** The mark read as the thousands separator in the values ("." "," " " "'"), or null when none was seen. */
  thousands: string | null;
  /** The evidence was split or missing while some value reads both ways ("9.000"): the reading is a guess. */
  ambiguous: boolean;
  /** The evidence in words: "values like “12,5”", "the file is ;-separated", … */
  why: string;
  /** A value the choice changes ("9.000": 9 or 9,000), when there is one. */
  example?: string;
}

/** What the other number columns of the file say, for one column's decision. */
export interface SiblingEvidence {
  point: number;
  comma: number;
}

/** What the file and the person say about a column's numbers, beyond its values. */
export interface NumberFormatContext {
  /** The file's convention: true for ";"-separated text, false for other delimited text, undefined otherwise. */
  decimalComma?: boolean;
  /** The delimiter of delimited text: "," makes "1.234" a decimal point (an unquoted "1,5" could not be there). */
  delimiter?: string;
  /** The person chose the decimal separator (import choices): no guessing. */
  decimalCommaChosen?: boolean;
  /** The other number columns of the same file, asked only when the column's own values do not settle it. */
  siblings?: () => SiblingEvidence;
}

/** Currencies whose home formats write a decimal point or a decimal comma (the rest say nothing). */
const POINT_CURRENCIES = new Set("USD GBP INR JPY CNY AUD CAD NZD HKD SGD KRW PHP THB MXN ILS NGN KES CHF MYR TWD AED SAR".split(" "));
const COMMA_CURRENCIES = new Set("EUR BRL TRY RUB VND PLN CZK DKK NOK SEK ARS CLP COP IDR HUF RON BGN UAH".split(" "));

const GROUP_MARKS = ".,'\u2019 \u00a0\u202f";

/** What a column's values say, gathered in one pass. */
interface ValueEvidence {
  /** Values that read only with a decimal point ("12.5", "1,234.5") or only with a comma ("12,5", "1.234.567"). */
  point: number;
  comma: number;
  /** Values that read both ways and change with the choice: "9.000" (dot then three digits), "1,234". */
  dotGroups: number;
  commaGroups: number;
  /** The first value the choice changes. */
  example: string | undefined;
  /** Currency votes: codes whose home format writes a point or a comma. */
  currencyPoint: number;
  currencyComma: number;
}

const marks: NumberMarks = { currency: undefined, percent: false };

function valueEvidence(values: readonly Cell[]): ValueEvidence {
  const e: ValueEvidence = { point: 0, comma: 0, dotGroups: 0, commaGroups: 0, example: undefined, currencyPoint: 0, currencyComma: 0 };
  for (const value of values) {
    if (typeof value !== "string") continue;
    const style = decimalStyleOf(value);
    if (style === "point") e.point++;
    else if (style === "comma") e.comma++;
    else if (style === "both") {
      const dot = value.includes(".");
      const comma = value.includes(",");
      if (dot) e.dotGroups++;
      if (comma) e.commaGroups++;
      if ((dot || comma) && e.example === undefined) e.example = value.trim();
    } else continue;
    if (!isDigit(value.charCodeAt(0)) || !isDigit(value.charCodeAt(value.length - 1))) {
      parseNumber(value, style === "comma", marks);
      if (marks.currency && POINT_CURRENCIES.has(marks.currency)) e.currencyPoint++;
      else if (marks.currency && COMMA_CURRENCIES.has(marks.currency)) e.currencyComma++;
    }
  }
  return e;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The values' own verdict: a mark when some value reads only with it and none only with the other. */
function ownVerdict(e: ValueEvidence): DecimalMark | undefined {
  if (e.point > 0 && e.comma === 0) return "point";
  if (e.comma > 0 && e.point === 0) return "comma";
  return undefined;
}

/** The first thousands mark in values read with `decimal` ("1.234,5" → "."), or null. */
function thousandsMark(values: readonly Cell[], decimal: DecimalMark): string | null {
  const decimalChar = decimal === "comma" ? "," : ".";
  for (const value of values) {
    if (typeof value !== "string") continue;
    const text = value.trim();
    for (let i = 1; i < text.length - 1; i++) {
      const c = text[i];
      if (c === decimalChar || !GROUP_MARKS.includes(c) || !isDigit(text.charCodeAt(i - 1)) || !isDigit(text.charCodeAt(i + 1))) continue;
      // A mark between digits: a thousands mark if the value reads as a number this way ("1.5" under a comma does not).
      if (!Number.isNaN(parseNumber(text, decimal === "comma"))) return c;
      break;
    }
  }
  return null;
}

/**
 * The decimal mark of a number column and the evidence for it. `values` are the column's sample values, missing
 * ones left out.
 */
export function decideNumberFormat(values: readonly Cell[], context: NumberFormatContext): { decimalComma: boolean; format: NumberFormat } {
  const e = valueEvidence(values);
  const settled = (decimal: DecimalMark, ambiguous: boolean, why: string) => ({
    decimalComma: decimal === "comma",
    format: { thousands: thousandsMark(values, decimal), ambiguous, why, ...(e.example ? { example: e.example } : {}) },
  });
  if (context.decimalCommaChosen !== undefined) return settled(context.decimalCommaChosen ? "comma" : "point", false, "you chose it");
  const own = ownVerdict(e);
  if (e.point > 0 && e.comma > 0) {
    // Values that read only one way, both ways: the majority, said to be a guess.
    return settled(e.comma > e.point ? "comma" : "point", true, "some values read only with a decimal point, others only with a decimal comma");
  }
  const changing = e.dotGroups + e.commaGroups;
  if (own) return settled(own, false, own === "comma" ? "values read only with a decimal comma" : "values read only with a decimal point");
  if (changing === 0) return settled(context.decimalComma ? "comma" : "point", false, "no value has a separator that could be a decimal one");
  // Every value that reads both ways: the file, the currency and the other number columns decide.
  const votes: { mark: DecimalMark; why: string }[] = [];
  if (context.decimalComma === true) votes.push({ mark: "comma", why: "the file is ;-separated, where a decimal comma is usual" });
  else if (context.delimiter === ",") votes.push({ mark: "point", why: "the file is comma-separated, where a decimal point is usual" });
  if (e.currencyComma > e.currencyPoint) votes.push({ mark: "comma", why: "its currency is usually written with a decimal comma" });
  else if (e.currencyPoint > e.currencyComma) votes.push({ mark: "point", why: "its currency is usually written with a decimal point" });
  const siblings = context.siblings?.();
  if (siblings && siblings.comma > siblings.point) votes.push({ mark: "comma", why: "the file's other number columns use a decimal comma" });
  else if (siblings && siblings.point > siblings.comma) votes.push({ mark: "point", why: "the file's other number columns use a decimal point" });
  const comma = votes.filter((v) => v.mark === "comma");
  const point = votes.filter((v) => v.mark === "point");
  if (votes.length === 0) return settled("point", true, "nothing in the file says whether “.” or “,” is the decimal separator");
  if (comma.length > 0 && point.length > 0) {
    // Split: the values of the file's other columns outweigh conventions; the reading is a guess.
    const lead = siblings && siblings.comma !== siblings.point ? (siblings.comma > siblings.point ? "comma" : "point") : comma.length > point.length ? "comma" : "point";
    return settled(lead, true, `the evidence is split: ${votes.map((v) => v.why).join("; ")}`);
  }
  return settled(votes[0].mark, false, votes.map((v) => v.why).join("; "));
}

/**
 * The file's number columns' own verdicts from the sample rows, computed once and only when a column asks:
 * each column's count excludes itself.
 */
export class FileNumberEvidence {
  private verdicts: (DecimalMark | undefined)[] | null = null;

  constructor(
    private readonly rows: readonly Row[],
    private readonly width: number,
  ) {}

  /** What the number columns other than `column` say. */
  others(column: number): SiblingEvidence {
    this.verdicts ??= Array.from({ length: this.width }, (_, j) => ownVerdict(valueEvidence(this.rows.map((row) => row[j]))));
    const counts: SiblingEvidence = { point: 0, comma: 0 };
    this.verdicts.forEach((verdict, j) => {
      if (verdict && j !== column) counts[verdict]++;
    });
    return counts;
  }
}
