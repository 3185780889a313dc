// English words that the semantic layer (reading headers) and the planner (reading questions) both use:
// they live below both so the semantic layer never imports the planner.
import { wordTable } from "../word-table";

/** Column name words that say nothing about the concept ("Customer Name" is about customers). */
export const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set([
  "name", "id", "code", "number", "no", "num", "nbr", "key", "ref", "reference", "label", "title", "category", "type",
  "value", "total", "amount", "count", "of", "the", "in", "at", "on", "per", "usd", "eur", "gbp", "pct", "percent",
  "flag", "is", "has", "score", "rate", "level", "group", "date", "status", "sec", "min", "hrs", "hour", "minute",
  "second", "day", "days", "mo", "field", "info", "path", "url", "cycle", "period", "frequency",
]);

/** Units written inside column names and how many seconds one unit is ("First Response (min)"). */
export const TIME_UNIT_SECONDS: Readonly<Record<string, number>> = wordTable({
  sec: 1, secs: 1, second: 1, s: 1, min: 60, mins: 60, minute: 60, hr: 3600, hrs: 3600, hour: 3600, h: 3600,
  day: 86400, days: 86400, week: 604800, weeks: 604800, wk: 604800,
});

/** Words whose measure is averaged, not summed, when the question names no aggregation. */
export const INTENSIVE_WORDS: ReadonlySet<string> = new Set([
  "rate", "ratio", "pct", "percent", "percentage", "%", "score", "rating", "satisfaction", "nps", "enps", "csat",
  "age", "price", "probability", "discount", "duration", "time", "minute", "hour", "second", "sec", "min", "hrs",
  "tenure", "salary", "wage", "margin%", "health", "support", "balance", "growth", "average", "avg", "mean", "per",
  "exchange", "likelihood", "index", "temperature", "days", "day", "point", "bounce", "ctr", "share",
]);

/** Column words naming the main money figure, best first: "$500", "how much did we sell/spend/pay". */
export const MONEY_WORDS: readonly string[] = ["amount", "revenue", "sales", "mrr", "arr", "spend", "cost", "salary", "price", "budget", "value", "fare", "fee", "premium", "rent", "payment", "charge"];

/** Units written after a number or a column ("50 kg", "height in cm"). Accepted only when the column's header states the same unit (or years for an age). */
export const UNIT_WORDS: Readonly<Record<string, string>> = wordTable({
  cm: "cm", centimeter: "cm", centimeters: "cm", centimetre: "cm", centimetres: "cm", kg: "kg", kgs: "kg", kilogram: "kg",
  kilograms: "kg", kilo: "kg", kilos: "kg", m: "m", meter: "m", meters: "m", metre: "m", metres: "m", km: "km",
  kilometers: "km", kilometres: "km", mph: "mph", kmh: "kmh", g: "g", gram: "g", grams: "g", lb: "lb",
  lbs: "lb", pounds: "lb", ha: "ha", hectare: "ha", hectares: "ha", year: "years", years: "years", yrs: "years",
  celsius: "c", fahrenheit: "f", euros: "eur", euro: "eur", dollars: "usd", usd: "usd", eur: "eur", mm: "mm",
});

/** Grammar words: never read as data values by a shared stem ("are" is not the state "BE"). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "the", "a", "an", "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "it", "its", "in", "on",
  "at", "to", "of", "for", "by", "and", "or", "as", "so", "if", "no", "not", "us", "we", "me", "my", "our", "you", "your",
  "he", "she", "they", "them", "this", "that", "these", "those", "there", "here", "has", "have", "had", "can", "could",
  "will", "would", "should", "may", "might", "must", "what", "which", "who", "how", "with", "from", "than", "then",
]);
