// Splits a question into tokens a planner can reason about: words, numbers (with currency, %, k/m/bn
// suffixes and thousands separators), quoted phrases, comparison symbols and hyphenated value codes.
import { parseDuration } from "../../infer/duration";
import { wordTable } from "../../word-table";

export type TokenKind = "word" | "number" | "quoted" | "symbol" | "code";

export interface Token {
  kind: TokenKind;
  /** The text as the user wrote it. */
  raw: string;
  /** Lower-cased, accent-free form used for matching. */
  norm: string;
  /** Numbers: the value after suffixes (150k → 150000); percentages keep the written figure (15% → 15). */
  value?: number;
  /** Numbers written with a currency symbol or code. */
  currency?: boolean;
  /** Numbers written with a percent sign or the word "percent". */
  percent?: boolean;
  /** Numbers written as ordinals: "3rd", "21st". */
  ordinal?: boolean;
  /** Part of a hyphenated word ("full-time" → "full", "time"). */
  hyphenated?: boolean;
  /** Numbers written as a duration ("1:47.32" → 107.32 seconds): how many colon-separated fields it has. */
  durationFields?: 2 | 3;
  /** Numbers followed by a currency code ("500k usd"): the code. */
  currencyCode?: string;
  /** Character offsets in the original question. */
  start: number;
  end: number;
}

const MAGNITUDE: Record<string, number> = wordTable({ k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 });
const CURRENCY_CODES = new Set(["usd", "eur", "gbp", "jpy", "cad", "aud", "chf", "dollars", "dollar", "euros", "euro", "pounds", "bucks"]);

/** Lower case, strip accents, unify quotes and dashes so "Müller’s – Q3" matches "muller's - q3". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .toLowerCase();
}

// Order matters: durations ("1:47.32", "2:03:15"), quoted text, then codes like "25-34", "5+" or "/pricing", then numbers (with optional
// currency prefix and suffixes, or an ordinal ending), then words (letters with inner apostrophes, hyphens, dots or ampersands), then symbols.
const TOKEN_PATTERN =
  /(\d{1,3}(?::[0-5]\d){1,2}(?:\.\d{1,3})?)(?![\d:])|"([^"]+)"|'([^']{2,})'(?![a-z])|(\/[\w\-/.]*|\d+(?:-\d+)+\+?|\d+\+(?!\d))|(?:([$€£¥])\s?)?(\d[\d,]*(?:\.\d+)?|\.\d+)(?:\s?(k|m|mm|mn|b|bn|thousand|million|billion)\b)?(\s?%)?((?:st|nd|rd|th)\b)?|([a-z][a-z0-9]*(?:['’][a-z]+)?(?:[-.&/][a-z0-9]+)*['’]?)|(>=|<=|!=|<>|[<>=%#&+,])/g;

export function tokenize(question: string): Token[] {
  const text = normalizeText(question);
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const start = match.index;
    const end = start + match[0].length;
    const raw = question.slice(start, end);
    if (match[1] !== undefined) {
      const value = parseDuration(match[1]);
      tokens.push({ kind: "number", raw, norm: match[1], value, durationFields: match[1].split(":").length as 2 | 3, start, end });
    } else if (match[2] !== undefined || match[3] !== undefined) {
      const inner = (match[2] ?? match[3]).trim();
      tokens.push({ kind: "quoted", raw: raw.slice(1, -1), norm: inner, start, end });
    } else if (match[4] !== undefined) {
      tokens.push({ kind: "code", raw, norm: match[4], start, end });
    } else if (match[6] !== undefined) {
      const digits = match[6].replace(/,/g, "");
      let value = Number(digits);
      const suffix = match[7];
      if (suffix) value *= MAGNITUDE[suffix];
      const token: Token = { kind: "number", raw, norm: match[0].trim(), value, start, end };
      if (match[5]) token.currency = true;
      if (match[8]) token.percent = true;
      // "the 3rd class", "2nd tier": the number, marked so it never reads as "the top 2".
      if (match[9]) token.ordinal = true;
      // "1,000" is a thousands separator but "1,2" is two numbers in a list: re-split those.
      if (/,\d{1,2}(?!\d)|,\d{4,}/.test(match[6])) {
        tokens.push(...splitList(match[0], start, question));
        continue;
      }
      tokens.push(token);
    } else if (match[10] !== undefined) {
      // Possessives and trailing apostrophes say nothing: "item's" → "item", "customers'" → "customers".
      // The plural of an acronym is the acronym: "BMIs", "KPIs", "SKUs".
      const norm = /^[A-Z]{2,}s$/.test(raw) ? raw.slice(0, -1).toLowerCase() : match[10].replace(/’/g, "'").replace(/'s$/, "").replace(/'$/, "");
      if (!norm.includes("-")) {
        tokens.push({ kind: "word", raw, norm, start, end });
        continue;
      }
      // "work-life", "full-time", "non-binary": separate words, as headers and values are split.
      let offset = start;
      for (const part of norm.split("-")) {
        tokens.push({ kind: "word", raw: question.slice(offset, offset + part.length), norm: part, start: offset, end: offset + part.length, hyphenated: true });
        offset += part.length + 1;
      }
    } else if (match[11] !== undefined) {
      tokens.push({ kind: "symbol", raw, norm: match[11], start, end });
    }
  }
  return attachUnits(tokens);
}

function splitList(text: string, offset: number, question: string): Token[] {
  const out: Token[] = [];
  for (const part of text.matchAll(/\d+(?:\.\d+)?/g)) {
    const start = offset + part.index;
    const end = start + part[0].length;
    out.push({ kind: "number", raw: question.slice(start, end), norm: part[0], value: Number(part[0]), start, end });
  }
  return out;
}

/** "500 dollars", "10 percent", "$2 million" written as separate words become properties of the number. */
function attachUnits(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const next = tokens[i + 1];
    if (token.kind === "number" && next?.kind === "word") {
      if (next.norm === "percent" || next.norm === "pct" || next.norm === "per-cent") {
        out.push({ ...token, percent: true, raw: token.raw + " " + next.raw, end: next.end });
        i++;
        continue;
      }
      if (MAGNITUDE[next.norm] !== undefined && next.norm.length > 2 && token.value !== undefined) {
        out.push({ ...token, value: token.value * MAGNITUDE[next.norm], end: next.end });
        i++;
        continue;
      }
      if (CURRENCY_CODES.has(next.norm)) {
        out.push({ ...token, currency: true, currencyCode: next.norm, end: next.end });
        i++;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}
