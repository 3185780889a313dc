// What a column's values say about it whatever its header: weekday or month names, yes/no flags, lists.
import type { ColumnLike, ValueFacts, ValueKind } from "./types";

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const WEEKDAY_NAMES: ReadonlySet<string> = new Set([...WEEKDAYS, ...WEEKDAYS.map((d) => d.slice(0, 3)), "tues", "thur", "thurs"]);
const MONTH_NAMES: ReadonlySet<string> = new Set([...MONTHS, ...MONTHS.map((m) => m.slice(0, 3)), "sept"]);
/** Text a yes/no column is written with (compared lower-case). */
const FLAG_TEXT: ReadonlySet<string> = new Set(["y", "n", "yes", "no", "true", "false", "t", "f"]);

/** Values looked at: enough to tell a kind, few enough to stay cheap on a column of thousands of values. */
const SAMPLE = 200;

/** The column's distinct values (every one when known, else the most frequent), as text. */
export function sampleValues(facts: ValueFacts | undefined): string[] {
  const values = facts?.values ?? facts?.top?.flatMap((t) => (t.value === null ? [] : [String(t.value)])) ?? [];
  return values.slice(0, SAMPLE);
}

/** Most values (at least `least` different ones) belong to the set: "Mon", "Tuesday", "wed." are weekdays. */
function mostlyNamed(values: readonly string[], names: ReadonlySet<string>, least: number): boolean {
  const named = new Set(values.map((v) => v.trim().toLowerCase().replace(/\.$/, "")).filter((v) => names.has(v)));
  return named.size >= least && named.size >= 0.9 * values.length;
}

/** Lists written "[a, b]": four in five sampled cells at least. */
function isListCells(values: readonly string[]): boolean {
  return values.length > 0 && values.filter((v) => /^\[.*\]$/s.test(v.trim())).length >= 0.8 * values.length;
}

/** The kind of values a column holds, when the values say it. */
export function valueKindOf(column: Pick<ColumnLike, "type">, facts: ValueFacts | undefined): ValueKind | undefined {
  if (column.type === "boolean") return "flag";
  if (column.type === "number") {
    const top = facts?.top ?? [];
    const zeroOne = facts?.min !== undefined && facts.max !== undefined && facts.min >= 0 && facts.max <= 1 && (facts.distinct ?? 3) <= 2;
    return zeroOne && top.every((t) => t.value === null || t.value === 0 || t.value === 1) ? "flag" : undefined;
  }
  if (column.type !== "text") return undefined;
  const values = sampleValues(facts).filter((v) => v.trim() !== "");
  if (values.length === 0) return undefined;
  if (isListCells(values)) return "list";
  if (mostlyNamed(values, WEEKDAY_NAMES, 3)) return "weekday";
  if (mostlyNamed(values, MONTH_NAMES, 3)) return "month";
  if (values.length <= 2 && values.every((v) => FLAG_TEXT.has(v.trim().toLowerCase()))) return "flag";
  return undefined;
}

/** What people call a column of such values: weekday names are "the day", month names "the month". */
export const VALUE_KIND_NAMES: Readonly<Partial<Record<ValueKind, string[][]>>> = {
  weekday: [["day"], ["weekday"], ["day", "of", "the", "week"], ["day", "name"], ["weekday", "name"]],
  month: [["month"], ["month", "name"]],
};
