// Numbers that label things rather than measure them: years, ids, codes, zip codes, phone numbers. They are
// never added up and never written with thousands separators ("2015", not "2,015"; "ZIP 10245"). One rule
// serves the column card, the answers (default aggregate and formatting) and the cleaning preview.
import type { ColumnLike, ValueFacts } from "./types";

/** Header words of identifiers and codes: "order_id", "Product code", "ZIP", "phone". */
const ID_NAME = /(^|[_\s-])(id|ids|uuid|guid|key|code|sku|ref|reference|zip|zipcode|postcode|postal|phone|tel|iban|ean|upc|isbn|serial)($|[_\s-])/i;

/** Header words of a calendar year: "hire_year", "Year", "yr", "FY", "year_founded" — never "years" (a duration) or "per year" (a rate). */
const YEAR_NAME = /(^|[_\s-])(year|yr|fy)($|[_\s-])/i;
const NOT_A_YEAR = /(^|[_\s-])(per|years|yearly|annual)($|[_\s-])/i;

/** The first and last year a year column holds: a plausible calendar ("Year Built" 1890 is one), so that codes and counts are not taken for years. */
export const FIRST_YEAR = 1000;
export const LAST_YEAR = 2200;

/** A whole number a year column may hold: written as a year ("1890"), never with a thousands separator. */
export function isCalendarYear(value: number): boolean {
  return Number.isInteger(value) && value >= FIRST_YEAR && value <= LAST_YEAR;
}

/** The column's id or header says it identifies things: "order_id", "Product code", "ZIP". */
export function namesIdentifier(column: Pick<ColumnLike, "id" | "name">): boolean {
  return ID_NAME.test(column.id) || ID_NAME.test(column.name);
}

/** The header names a calendar year ("hire_year", "Year", "FY"): its values are read as labels, not amounts. */
export function namesYear(column: Pick<ColumnLike, "id" | "name">): boolean {
  const header = column.name.replace(/([a-z])([A-Z])/g, "$1_$2");
  return YEAR_NAME.test(header) && !NOT_A_YEAR.test(header);
}

/** Whole numbers between FIRST_YEAR and LAST_YEAR: what a year column holds (unknown facts do not rule it out). */
function yearShaped(facts: ValueFacts | undefined): boolean {
  if (facts?.min === undefined || facts.max === undefined) return true;
  const whole = (facts.top ?? []).every((t) => typeof t.value !== "number" || Number.isInteger(t.value));
  return whole && isCalendarYear(facts.min) && isCalendarYear(facts.max);
}

/**
 * A number column of calendar years, known from its values: a year header ("Year", "yr_built", "FY") over whole
 * numbers of a plausible calendar. The one test of "is this a year column" for every layer (the planner's year
 * bounds and time axis read it); unlike isLabelNumber, unknown facts rule it out, since a question is then answered
 * by comparing its values.
 */
export function isYearColumn(column: ColumnLike, facts: ValueFacts | undefined): boolean {
  if (column.type !== "number" || column.unit?.kind === "currency" || column.unit?.kind === "percent") return false;
  if (facts?.min === undefined || facts.max === undefined || namesIdentifier(column)) return false;
  return namesYear(column) && yearShaped(facts);
}

/**
 * A number column whose values label rather than measure: an identifier, code, zip or phone number by its header,
 * or a year — a year-like header over whole numbers of a plausible calendar (FIRST_YEAR to LAST_YEAR).
 */
export function isLabelNumber(column: ColumnLike, facts?: ValueFacts): boolean {
  if (column.type !== "number" || column.unit) return false;
  return namesIdentifier(column) || (namesYear(column) && yearShaped(facts));
}
