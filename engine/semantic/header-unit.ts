// The unit a column is measured in, from its type ("USD", percent) or its header ("Weight (kg)", "wind_kmh",
// "Total_Sales_USD", "Price ($)", "First Response (min)").
import { TIME_UNIT_SECONDS, UNIT_WORDS } from "../language/vocabulary";
import type { ColumnLike } from "./types";
import { wordTable } from "../word-table";

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = wordTable({ $: "usd", "€": "eur", "£": "gbp", "¥": "jpy" });
const PERCENT_WORDS: ReadonlySet<string> = new Set(["percent", "pct", "percentage"]);
const TIME_UNIT_NAMES: Readonly<Record<number, string>> = { 1: "seconds", 60: "minutes", 3600: "hours", 86400: "days", 604800: "weeks" };

/**
 * The unit, or undefined. A unit word counts after the first word only ("kg_price" is not in kilograms); a time
 * word counts only on a measure ("Hours Worked" is in hours, a numeric "day" column is a calendar label).
 */
export function headerUnit(column: Pick<ColumnLike, "name" | "type" | "unit">, words: readonly string[], calendarLabel: boolean): string | undefined {
  if (column.unit) return column.unit.kind === "currency" ? column.unit.code.toLowerCase() : column.unit.kind === "duration" ? "seconds" : "percent";
  if (words.some((w) => PERCENT_WORDS.has(w))) return "percent";
  const unitWord = words.find((w, i) => i > 0 && UNIT_WORDS[w] !== undefined);
  if (unitWord) return UNIT_WORDS[unitWord];
  const symbol = [...column.name].find((c) => CURRENCY_SYMBOLS[c] !== undefined);
  if (symbol) return CURRENCY_SYMBOLS[symbol];
  if (column.type !== "number" || calendarLabel) return undefined;
  const timeWord = words.find((w) => TIME_UNIT_SECONDS[w] !== undefined && w !== "s" && w !== "h");
  return timeWord ? TIME_UNIT_NAMES[TIME_UNIT_SECONDS[timeWord]] : undefined;
}
