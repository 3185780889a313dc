// Whether a number column's values add up across rows (amounts, counts, units) or are averaged (prices, rates,
// ratings, ages, percentages, scores): the default aggregate of both planners.
import { INTENSIVE_WORDS, MONEY_WORDS, TIME_UNIT_SECONDS } from "../language/vocabulary";
import { stem } from "../language/lemmatize";
import { HEADER_ACRONYMS, headerWords } from "./header-words";
import { isLabelNumber } from "./label-number";
import type { ColumnLike, ValueFacts } from "./types";

/** Header words of time put in (added up: "Hours Worked", "Billable Hours"), unlike a time each row took (averaged). */
const WORKED_TIME_WORDS: ReadonlySet<string> = new Set(["worked", "billable", "billed", "logged", "overtime"]);

/** Averaged rather than added up by default: a price, rate, score, age, percentage ("Unit Cost" too; "Units" adds up). */
function isIntensive(column: Pick<ColumnLike, "type" | "unit">, words: readonly string[]): boolean {
  if (column.type !== "number") return false;
  const perUnit = words.includes("unit") && words.some((w) => MONEY_WORDS.includes(w) || w === "cost" || w === "price");
  // Header abbreviations count by what they stand for: "temp" is a temperature, averaged rather than added up.
  const meaning = [...words, ...words.flatMap((w) => HEADER_ACRONYMS[w]?.split(" ") ?? [])];
  const worked = words.some((w) => WORKED_TIME_WORDS.has(w));
  const averagedWord = (w: string) => (INTENSIVE_WORDS.has(w) || INTENSIVE_WORDS.has(stem(w))) && !(worked && TIME_UNIT_SECONDS[stem(w)] !== undefined);
  // A duration ("1:47.32") is a time each row took, averaged unless a total is asked.
  return column.unit?.kind === "percent" || column.unit?.kind === "duration" || perUnit || meaning.some(averagedWord);
}

/**
 * Whether a number column's values add up across rows (amounts, counts, units: totalled by default) or not
 * (prices, rates, ratings, ages, percentages, scores: averaged).
 */
function isAdditiveColumn(column: ColumnLike): boolean {
  return column.type === "number" && !isIntensive(column, headerWords(column).words);
}

/**
 * The one rule of whether answers, the column card and the cleaning preview total a number column: additive by
 * its header, and not a label — a year, id, code, zip or phone number is never added up (see label-number.ts).
 */
export function addsUp(column: ColumnLike, facts?: ValueFacts): boolean {
  return isAdditiveColumn(column) && !isLabelNumber(column, facts);
}
