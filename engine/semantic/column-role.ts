// A column's role: identifier, measure, dimension, time, flag, code or free text — from its header, type and values.
// Text with more distinct values than the planner indexes is free text (names, e-mails, comments).
import { stem } from "../language/lemmatize";
import type { ColumnLike, ColumnRole, ValueFacts, ValueKind } from "./types";

/** Text columns with more distinct values than this are free text (names, e-mails, comments): the planner does not index their values. */
export const MAX_VALUES_PER_COLUMN = 5000;

const STRONG_ID_WORDS: ReadonlySet<string> = new Set(["id", "sku", "uuid", "guid"]);
/** Last header words of identifiers ("Order No", "Invoice Number") when every value is different too. */
export const ID_WORDS: ReadonlySet<string> = new Set(["id", "sku", "uuid", "guid", "key", "ref", "reference", "no", "number", "code"]);

/** Name words of numbers that label categories rather than measure amounts. */
const CATEGORY_NUMBER_WORDS: ReadonlySet<string> = new Set(["month", "day", "weekday", "year", "quarter", "week", "class", "code", "level", "tier", "flag", "group", "zone", "category", "type", "grade", "hour"]);
/** Of those, the ones that name a time: "by month" on a numeric Month is a time axis. */
const CALENDAR_WORDS: ReadonlySet<string> = new Set(["month", "day", "weekday", "year", "quarter", "week", "hour"]);

/** Identifies rows: named "… ID"/"SKU", or "… No"/"… Code" with every value distinct. */
export function isIdentifier(column: Pick<ColumnLike, "type">, words: readonly string[], facts: ValueFacts | undefined, rowCount: number): boolean {
  const last = words.at(-1) ?? "";
  const everyValueDistinct = facts?.distinct !== undefined && rowCount > 0 && facts.distinct >= rowCount && !facts.missing;
  return column.type !== "date" && (STRONG_ID_WORDS.has(last) || (ID_WORDS.has(last) && everyValueDistinct));
}

/**
 * A number that names a category rather than measuring an amount: whole numbers with few distinct values under
 * a name such as month, day, year, class, code, level or flag ("by month" on a numeric Month groups).
 */
export function isCategoricalNumber(column: Pick<ColumnLike, "type">, words: readonly string[], facts: ValueFacts | undefined): boolean {
  if (column.type !== "number" || facts?.distinct === undefined || facts.distinct > 60) return false;
  const wholeNumbers = (facts.top ?? []).every((t) => typeof t.value !== "number" || Number.isInteger(t.value));
  return wholeNumbers && words.some((w) => CATEGORY_NUMBER_WORDS.has(w) || CATEGORY_NUMBER_WORDS.has(stem(w)));
}

/** `words` are the header's, `meant` the same with what abbreviations stand for ("yr" → year). */
export function columnRole(
  column: Pick<ColumnLike, "type">,
  words: readonly string[],
  meant: readonly string[],
  facts: ValueFacts | undefined,
  rowCount: number,
  found: { identifier: boolean; categorical: boolean; valueKind?: ValueKind },
): ColumnRole {
  if (column.type === "date") return "time";
  if (found.identifier) return "identifier";
  if (found.valueKind === "flag") return "flag";
  if (found.valueKind === "weekday" || found.valueKind === "month") return "time";
  if (column.type === "number") {
    if (!found.categorical) return "measure";
    return meant.some((w) => CALENDAR_WORDS.has(w) || CALENDAR_WORDS.has(stem(w))) ? "time" : "code";
  }
  if (found.valueKind === "list") return "dimension";
  if (words.at(-1) === "code") return "code";
  const distinct = facts?.distinct;
  const freeText = distinct !== undefined && (distinct > MAX_VALUES_PER_COLUMN || (rowCount > 50 && distinct >= 0.9 * rowCount));
  return freeText ? "text" : "dimension";
}
