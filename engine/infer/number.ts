// Numbers as business files write them: "1,234.50", "$1,234", "(1,234)", "12.5%", "EUR 12",
// "1.234,50 €" (decimal comma), "1 234,5", "1'234.50", "1,23,456.78" (Indian grouping). Leading zeros ("00123") mark codes, not numbers.
// Tables copied from the web add their own marks: a minus written as a dash ("−6", "–6") and footnote marks
// glued to the figure ("12[3]", "45*", "1,234†"), which say something about the cell, not its value.
import { wordTable } from "../word-table";

/** Facts about the last number parsed: the marks it carried. Reused to avoid allocation per value. */
export interface NumberMarks {
  /** ISO currency code when the text had a symbol or code. */
  currency: string | undefined;
  /** The text ended with "%": the value was divided by 100. */
  percent: boolean;
}

/** Currency symbols and the ISO code they stand for (ambiguous "kr" is left out on purpose). */
const SYMBOLS: Record<string, string> = wordTable({
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₩": "KRW",
  "₽": "RUB",
  "₺": "TRY",
  "₪": "ILS",
  "₫": "VND",
  "฿": "THB",
  "₦": "NGN",
  "₱": "PHP",
  R$: "BRL",
  C$: "CAD",
  CA$: "CAD",
  A$: "AUD",
  AU$: "AUD",
  NZ$: "NZD",
  HK$: "HKD",
  S$: "SGD",
  "zł": "PLN",
  "Kč": "CZK",
});

const CODES = new Set(
  "USD EUR GBP JPY CNY RMB INR CAD AUD NZD CHF SEK NOK DKK PLN CZK HUF RON BGN MXN BRL ARS CLP COP PEN ZAR SGD HKD KRW TWD THB IDR MYR PHP VND TRY RUB UAH ILS AED SAR QAR KWD EGP NGN KES".split(
    " ",
  ),
);

const SYMBOL_PATTERN = Object.keys(SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/[$]/g, "\\$"))
  .join("|");
const PREFIX = new RegExp(`^(${SYMBOL_PATTERN}|[A-Z]{3}(?=[\\s\\d.,(+-]))\\s*`);
const SUFFIX = new RegExp(`\\s*(${SYMBOL_PATTERN}|[A-Z]{3})$`);

// Integer part: plain digits without a leading zero, or digit groups of three (with a point, also the Indian
// lakh grouping "1,23,456.78": pairs, then a last group of three).
const POINT_NUMBER = /^(?:(?:0|[1-9]\d*)|[1-9]\d{0,2}(?:([,\u00a0\u202f'\u2019 ])\d{3})(?:\1\d{3})*|[1-9]\d?(?:,\d\d)+,\d{3})(?:\.\d+)?$|^\.\d+$/;
const COMMA_NUMBER = /^(?:(?:0|[1-9]\d*)|[1-9]\d{0,2}(?:([.\u00a0\u202f' ])\d{3})(?:\1\d{3})*)(?:,\d+)?$|^,\d+$/;
const SCIENTIFIC = /^(?:0|[1-9]\d*)(?:\.\d+)?[eE][+-]?\d+$/;
const GROUP_SEPARATORS = /[,.\u00a0\u202f'\u2019 ]/g;
/**
 * Footnote marks after a figure: bracketed references ("[3]", "[a]", "[note 2]") and the printer's marks * † ‡ §.
 * Superscript digits are left out: "10²" may be a power, not a note.
 */
const FOOTNOTE_MARKS = /(?:\s*(?:\[[^[\]]{1,12}\]|[*\u2020\u2021\u00a7]))+$/;
/** Characters written as a minus sign: hyphen-minus, the minus sign, the en dash and figure dash web tables use. */
function isMinusMark(c: number): boolean {
  return c === 45 || c === 0x2212 || c === 0x2013 || c === 0x2012 || c === 0xfe63 || c === 0xff0d;
}

/** ISO code for a currency symbol or code ("$" → "USD", "EUR" → "EUR"); undefined when unknown. */
export function currencyCodeFor(mark: string): string | undefined {
  return SYMBOLS[mark] ?? (CODES.has(mark) ? (mark === "RMB" ? "CNY" : mark) : undefined);
}

const POW10 = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * Fast path for plain numbers ("12", "-3.5", "1e6"): the value, or NaN when the text needs the full
 * parser (separators, symbols, leading zeros, hex-looking text…) or is not a number. Up to 15
 * digits are read by hand: digits / 10^k of two exact integers is the correctly rounded value, the
 * same double Number() gives, several times faster.
 */
export function parsePlainNumber(text: string): number {
  const length = text.length;
  if (length === 0 || length > 24) return NaN;
  let i = 0;
  let c = text.charCodeAt(0);
  const negative = c === 45;
  if (negative) {
    if (length === 1) return NaN;
    c = text.charCodeAt(++i);
  }
  if (c === 48) {
    // "0", "0.5": fine; "007", "0x1f": not plain.
    if (i + 1 < length && text.charCodeAt(i + 1) !== 46) return NaN;
  } else if (c < 49 || c > 57) return NaN;
  let mantissa = 0;
  let digits = 0;
  let decimals = -1;
  for (; i < length; i++) {
    c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (decimals >= 0) decimals++;
    } else if (c === 46 && decimals < 0) decimals = 0;
    else break;
  }
  if (i === length && digits <= 15 && decimals !== 0) {
    const value = decimals > 0 ? mantissa / POW10[decimals] : mantissa;
    return negative ? -value : value;
  }
  const last = text.charCodeAt(length - 1);
  if (last < 48 || last > 57) return NaN;
  // Exponents and long digit strings: Number() reads these digit/./e forms exactly; anything else is NaN.
  return +text;
}

/**
 * `parsePlainNumber`'s hand-read case straight from ASCII bytes: "12", "-3.5", "0.25" with up to 15 digits, read
 * to the same double, written to out[at]. False for everything else — blanks, exponents, longer digit strings,
 * separators, signs and symbols — which the caller then reads from text as before. The number goes into the
 * column's array rather than being returned: a double returned from a call that is not inlined is a heap number,
 * one per value (29 MB of garbage per million rows).
 */
export function readPlainNumber(bytes: Uint8Array, start: number, end: number, out: Float64Array, at: number): boolean {
  const length = end - start;
  // Fifteen digits, a sign and a point at most.
  if (length === 0 || length > 17) return false;
  let i = start;
  const negative = bytes[i] === 45;
  if (negative && ++i === end) return false;
  // A digit is the one byte whose distance from "0", unsigned, is at most 9: one test per byte, and one loop for
  // each part, where a single loop tested for the point and counted digits at every byte.
  let mantissa = bytes[i++] - 48;
  if (mantissa >>> 0 > 9) return false;
  if (mantissa === 0) {
    if (i < end && bytes[i] !== 46) return false; // "007" is not plain
  } else {
    for (; i < end; i++) {
      const digit = bytes[i] - 48;
      if (digit >>> 0 > 9) break;
      mantissa = mantissa * 10 + digit;
    }
  }
  let decimals = 0;
  if (i < end) {
    if (bytes[i] !== 46) return false;
    const point = ++i;
    for (; i < end; i++) {
      const digit = bytes[i] - 48;
      if (digit >>> 0 > 9) return false;
      mantissa = mantissa * 10 + digit;
    }
    decimals = i - point;
    if (decimals === 0) return false;
  }
  // Every byte but the sign and the point is a digit.
  if (length - (negative ? 1 : 0) - (decimals > 0 ? 1 : 0) > 15) return false;
  const value = decimals > 0 ? mantissa / POW10[decimals] : mantissa;
  out[at] = negative ? -value : value;
  return true;
}

/**
 * Parses a number as written in business files; NaN when the text is not a number.
 * `decimalComma`: "1.234,5" style (common in ;-separated files). `marks` receives the currency
 * and percent sign seen, when given.
 */
export function parseNumber(text: string, decimalComma = false, marks?: NumberMarks): number {
  if (marks) {
    marks.currency = undefined;
    marks.percent = false;
  }
  if (!decimalComma) {
    const plain = parsePlainNumber(text);
    if (plain === plain) return plain;
  }
  let t = text.trim();
  if (t.length === 0 || t.length > 64) return NaN;
  const footnote = FOOTNOTE_MARKS.exec(t);
  if (footnote) t = t.slice(0, footnote.index);
  let negative = false;
  let currency: string | undefined;
  let percent = false;
  // Peel marks from the outside in, in any order: "($1,234)", "-12 €", "(99,00) €", "USD -5", "12.5 %".
  for (let round = 0; round < 6; round++) {
    const first = t.charCodeAt(0);
    const last = t.charCodeAt(t.length - 1);
    if (first === 40 && last === 41) {
      negative = !negative;
      t = t.slice(1, -1).trim();
    } else if (isMinusMark(first)) {
      negative = !negative;
      t = t.slice(1).trimStart();
    } else if (first === 43) t = t.slice(1).trimStart();
    else if (last === 45 && t.length > 1) {
      negative = !negative; // accounting exports write 1,234- for negatives
      t = t.slice(0, -1).trimEnd();
    } else if (last === 37 && !percent) {
      percent = true;
      t = t.slice(0, -1).trimEnd();
    } else if (!currency && PREFIX.test(t)) {
      const m = PREFIX.exec(t) as RegExpExecArray;
      currency = currencyCodeFor(m[1]);
      if (!currency) return NaN;
      t = t.slice(m[0].length);
    } else if (!currency && SUFFIX.test(t)) {
      const m = SUFFIX.exec(t) as RegExpExecArray;
      currency = currencyCodeFor(m[1]);
      if (!currency) return NaN;
      t = t.slice(0, t.length - m[0].length);
    } else break;
  }
  let value: number;
  if (SCIENTIFIC.test(t)) value = +t;
  else if (decimalComma ? COMMA_NUMBER.test(t) : POINT_NUMBER.test(t)) {
    const comma = t.lastIndexOf(decimalComma ? "," : ".");
    const whole = (comma >= 0 ? t.slice(0, comma) : t).replace(GROUP_SEPARATORS, "");
    value = comma >= 0 ? +`${whole}.${t.slice(comma + 1)}` : +whole;
  } else return NaN;
  if (value !== value) return NaN;
  if (percent) value = toFraction(value);
  if (marks) {
    marks.currency = currency;
    marks.percent = percent;
  }
  return negative ? -value : value;
}

/** 12.5 → 0.125 without binary noise (12.5 / 100 is exact, but 7 / 100 is 0.07000000000000001). */
function toFraction(value: number): number {
  return Number((value / 100).toPrecision(15));
}


/**
 * Which decimal style a text supports: "point" only ("1.5", "1,234.5"), "comma" only ("1,5",
 * "1.234,5"), "both" ("1234", "1,234" — ambiguous) or "none" (not a number).
 */
export function decimalStyleOf(text: string): "point" | "comma" | "both" | "none" {
  const point = !Number.isNaN(parseNumber(text, false));
  const comma = !Number.isNaN(parseNumber(text, true));
  return point && comma ? "both" : point ? "point" : comma ? "comma" : "none";
}

/** Formats a stored number back to text (used when a column turns out to be text after all). */
export function formatNumberText(value: number, percent: boolean): string {
  if (percent) return `${Number((value * 100).toPrecision(15))}%`;
  return String(value);
}
