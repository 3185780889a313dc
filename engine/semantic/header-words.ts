// A header's words as people would say them: split on case, "_", brackets and symbols (emoji and units in
// brackets fall apart into words), a language suffix dropped, abbreviations expanded.
import { FUNCTION_WORDS, GENERIC_NAME_WORDS, UNIT_WORDS } from "../language/vocabulary";
import { stem } from "../language/lemmatize";
import { splitWords } from "../language/split-words";
import type { ColumnLike } from "./types";
import { wordTable } from "../word-table";

/** Acronyms and abbreviations in headers and what they stand for, so "recurring revenue" finds MRR. */
export const HEADER_ACRONYMS: Readonly<Record<string, string>> = wordTable({
  mrr: "monthly recurring revenue", arr: "annual recurring revenue", csat: "customer satisfaction", nps: "net promoter score",
  enps: "employee net promoter score", aov: "average order value", ctr: "click through rate", cac: "customer acquisition cost",
  ltv: "lifetime value", fte: "full time equivalent", kpi: "key performance indicator", sla: "service level agreement",
  roi: "return on investment", cogs: "cost of goods sold", ebitda: "ebitda", yoy: "year over year",
  rh: "relative humidity", temp: "temperature", se: "standard error", sd: "standard deviation", bmi: "body mass index",
  dob: "date of birth", qty: "quantity", amt: "amount", pct: "percent", avg: "average", num: "number", yr: "year",
  x: "horizontal axis", y: "vertical axis",
});

const LANGUAGE_SUFFIXES: ReadonlySet<string> = new Set(["en", "fr", "es", "de", "it", "pt", "nl"]);

const ORDINALS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
export const ORDINAL_WORDS: ReadonlySet<string> = new Set(ORDINALS);

/** Attribute words that headers glue to a one-letter subject: "Pclass" (passenger class), "Fsize", "Ptype". */
const GLUED_TAILS: ReadonlySet<string> = new Set(["class", "size", "type", "rank", "level", "grade", "group", "status", "code", "score", "count", "title"]);

/** "pclass" → "class": the attribute a glued one-letter prefix qualifies, or undefined. */
function gluedTail(words: readonly string[]): string | undefined {
  const match = words.length === 1 ? /^[a-z]([a-z]{4,})$/.exec(words[0]) : null;
  return match && GLUED_TAILS.has(match[1]) ? match[1] : undefined;
}

/**
 * A header's words: "labels_en", "countries_en" lose the language suffix, which says nothing about the column.
 * `base` is empty for a header without letters or digits; `words` then falls back to the column's id.
 */
export function headerWords(column: Pick<ColumnLike, "id" | "name">): { base: string[]; words: string[] } {
  const split = splitWords(column.name);
  const base = split.length > 1 && LANGUAGE_SUFFIXES.has(split.at(-1)!) ? split.slice(0, -1) : split;
  return { base, words: base.length > 0 ? base : [column.id] };
}

/**
 * Other spellings of a header: each abbreviation expanded ("qty_sold" → quantity sold), the attribute a glued
 * letter qualifies ("Pclass" → class), and "Tier 3" as "third tier".
 */
export function expandedSpellings(base: readonly string[]): string[][] {
  const spellings: string[][] = [];
  base.forEach((word, i) => {
    const expansion = HEADER_ACRONYMS[word];
    if (expansion) spellings.push([...base.slice(0, i), ...expansion.split(" "), ...base.slice(i + 1)]);
  });
  const glued = gluedTail(base);
  if (glued) spellings.push([glued]);
  const number = /^\d{1,2}$/.test(base.at(-1) ?? "") ? ORDINALS[Number(base.at(-1))] : undefined;
  if (number && base.length > 1) spellings.push([number, ...base.slice(0, -1)]);
  return spellings;
}

/**
 * Positions of the words that say something about the column: not "name", "id", "date", a unit after the first
 * word ("wind_kmh" is about wind), nor the grammar of a header that is a whole question. All positions when none do.
 */
export function contentPositions(words: readonly string[], question: boolean): number[] {
  const content = words
    .map((_, i) => i)
    .filter((i) => !GENERIC_NAME_WORDS.has(words[i]) && !GENERIC_NAME_WORDS.has(stem(words[i])) && (i === 0 || !UNIT_WORDS[words[i]]) && !(question && FUNCTION_WORDS.has(words[i])));
  if (content.length > 0) return content;
  // Only generic words and a unit ("Score %", "Rate (USD)"): the generic word is what the column is about, not its unit.
  const named = words.map((_, i) => i).filter((i) => !UNIT_WORDS[words[i]] && !HEADER_UNIT_WORDS.has(words[i]));
  return named.length > 0 ? named : words.map((_, i) => i);
}

/** Units a header states beside its name that are generic words too: a percent or a currency. */
const HEADER_UNIT_WORDS: ReadonlySet<string> = new Set(["percent", "pct", "usd", "eur", "gbp"]);
