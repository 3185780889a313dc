// The cleaning rules: each one finds a problem in a table (how many values or rows, and why it matters) and
// knows how to fix it. Finding and fixing are one function so the count a recommendation shows and the
// change applying it makes come from the same reading of the data.
import { parseDate } from "../infer/date";
import { isPlaceholder } from "../infer/missing";
import { type NumberMarks, parseNumber } from "../infer/number";
import type { ColumnSchema } from "../types";
import { isIdentifierColumn } from "./identifiers";
import { exactDuplicatesRule, nearDuplicatesRule } from "./duplicates";
import { editDistance, normalText, tidyText } from "./text";
import { type Cell, type CleanTable } from "./table";
import { fillFromRelationRule, fillMissingRule, keepBlankRule, relationNoteRule } from "./missing-rules";
import { capOutliersRule, markSuspectRule } from "./outlier-rules";
import { relationsOf, relationsWith } from "./relations";
import {
  ALMOST_EMPTY_SHARE,
  columnRule,
  countWord,
  type Fix,
  frequencies,
  plainNumber,
  quote,
  type Rule,
  type RuleContext,
  setCell,
} from "./rule-parts";

/** Maps some text values of a column to others (a spelling fix); null when nothing maps. */
function remapFix(column: ColumnSchema, mapping: Map<string, string>, values: readonly Cell[], reason: (count: number, example: [string, string]) => string): Fix | null {
  let count = 0;
  let example: [string, string] | null = null;
  for (const value of values) {
    if (typeof value === "string" && mapping.has(value)) {
      count++;
      example ??= [value, mapping.get(value)!];
    }
  }
  if (count === 0 || !example) return null;
  return {
    count,
    reason: reason(count, example),
    apply(table, log) {
      let changed = 0;
      const current = table.values[column.id];
      for (let i = 0; i < current.length; i++) {
        const value = current[i];
        if (typeof value === "string" && mapping.has(value)) {
          setCell(table, column.id, i, mapping.get(value)!, log);
          changed++;
        }
      }
      return changed;
    },
  };
}

/** The spelling of each group of values with one normal form: most frequent, then tidy, then first seen. */
function caseMapping(values: readonly Cell[]): Map<string, string> {
  const groups = new Map<string, [string, number][]>();
  for (const [value, count] of frequencies(values)) {
    const key = normalText(value);
    const group = groups.get(key) ?? [];
    group.push([value, count]);
    groups.set(key, group);
  }
  const mapping = new Map<string, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const tidy = (v: string) => (tidyText(v) === v ? 1 : 0);
    const [best] = [...group].sort((a, b) => b[1] - a[1] || tidy(b[0]) - tidy(a[0]));
    const target = tidyText(best[0]);
    for (const [value] of group) if (value !== target) mapping.set(value, target);
  }
  return mapping;
}

/** A value counts as a typo of another this many times more frequent. */
const TYPO_FREQUENCY_RATIO = 4;
/** Typos are looked for in columns with at most this many different values (categories, not free text). */
export const TYPO_MAX_DISTINCT = 200;

export function typoMapping(values: readonly Cell[]): Map<string, string> {
  const counts = [...frequencies(values)].sort((a, b) => b[1] - a[1]);
  const mapping = new Map<string, string>();
  if (counts.length > TYPO_MAX_DISTINCT) return mapping;
  for (const [rare, rareCount] of counts) {
    const rareNormal = normalText(rare);
    if (rareNormal.length < 4) continue;
    const limit = rareNormal.length >= 8 ? 2 : 1;
    for (const [common, commonCount] of counts) {
      if (commonCount < TYPO_FREQUENCY_RATIO * rareCount) break;
      const commonNormal = normalText(common);
      if (commonNormal === rareNormal || /\d/.test(commonNormal + rareNormal)) continue;
      if (editDistance(rareNormal, commonNormal, limit) <= limit) {
        mapping.set(rare, common);
        break;
      }
    }
  }
  return mapping;
}

/** A text column reads as numbers (or dates) when at least this share of its values parse. */
const CONVERT_SHARE = 0.8;

function convertRule(kind: "convert-text-numbers" | "convert-text-dates", title: string): Rule {
  const isNumbers = kind === "convert-text-numbers";
  return columnRule(kind, "moderate", title, ["text"], (table, column) => {
    const values = table.values[column.id];
    const marks: NumberMarks = { currency: undefined, percent: false };
    let present = 0;
    let parsed = 0;
    let unparsed: string | null = null;
    let example: string | null = null;
    const currencies = new Set<string>();
    let percents = 0;
    const dayFirst = isNumbers ? false : values.some((v) => typeof v === "string" && /^\s*(1[3-9]|2\d|3[01])[/.-](0?[1-9]|1[0-2])[/.-]\d{2,4}/.test(v));
    const parse = (text: string) => (isNumbers ? parseNumber(text, false, marks) : parseDate(text, dayFirst ? "dmy" : "mdy"));
    for (const value of values) {
      if (typeof value !== "string") continue;
      present++;
      // Codes with leading zeros ("00123") stay text.
      if (isNumbers && /^\s*0\d/.test(value)) return null;
      const result = parse(value);
      if (result === result) {
        parsed++;
        if (isNumbers && marks.currency) currencies.add(marks.currency);
        if (isNumbers && marks.percent) percents++;
        if (example === null || (isNumbers && !/^-?\d+(\.\d+)?$/.test(value.trim()) && /^-?\d+(\.\d+)?$/.test(example.trim()))) example = value;
      } else if (!isPlaceholder(value)) unparsed ??= value;
    }
    if (present === 0 || parsed < CONVERT_SHARE * present || example === null) return null;
    const blanks = present - parsed;
    const what = isNumbers ? "numbers" : "dates";
    const notWhat = blanks === 1 ? `is not ${isNumbers ? "a number" : "a date"}` : `are not ${what}`;
    const rest = blanks > 0 ? ` The ${countWord(blanks, "value")} that ${notWhat}${unparsed ? ` (${quote(unparsed)})` : ""} become${blanks === 1 ? "s" : ""} blank.` : "";
    return {
      count: present,
      reason: `${column.name}: ${countWord(parsed, "value")} of ${present.toLocaleString("en-US")} are ${what} stored as text (${quote(example)}). Converting them makes ${isNumbers ? "totals and averages" : "trends by month and year"} possible.${rest}`,
      apply(current, log) {
        const cells = current.values[column.id];
        for (let i = 0; i < cells.length; i++) {
          const value = cells[i];
          if (typeof value !== "string") continue;
          const result = parse(value);
          setCell(current, column.id, i, result === result ? result : null, log);
        }
        const schema = current.columns.find((c) => c.id === column.id)!;
        if (isNumbers) {
          schema.type = "number";
          if (currencies.size === 1) schema.unit = { kind: "currency", code: [...currencies][0] };
          else if (percents === parsed) schema.unit = { kind: "percent" };
        } else {
          schema.type = "date";
          schema.hasTime = cells.some((v) => typeof v === "number" && v % 86_400_000 !== 0);
        }
        return present;
      },
    };
  });
}

const QUANTITY_WORDS = /(^|[_\s])(qty|quantity|quantities|units|unit_count|count|items|stock|age|headcount|employees|price|unit_price)($|[_\s])/i;
const HISTORICAL_DATE_WORDS = /(order|sale|sold|created|signup|sign_up|joined|birth|transaction|invoice|purchase|paid|shipped|hired|date)/i;
const FORWARD_DATE_WORDS = /(due|expir|deadline|forecast|plan|target|renew|next|end|until|valid|scheduled|delivery_by)/i;

/** Values of a column that cannot be true: negative quantities, percentages over 100 %, future dates of past events. */
function impossibleValues(table: CleanTable, column: ColumnSchema, context: RuleContext): { test: (v: number) => boolean; reason: string } | null {
  const values = table.values[column.id].filter((v): v is number => typeof v === "number");
  if (values.length === 0) return null;
  if (column.type === "number" && QUANTITY_WORDS.test(column.id)) return { test: (v) => v < 0, reason: "negative, which a quantity or price cannot be" };
  if (column.type === "number" && column.unit?.kind === "percent" && !/(growth|change|increase|return|margin)/i.test(column.id)) {
    return { test: (v) => v > 1, reason: "percentages over 100 %" };
  }
  if (column.type === "date" && HISTORICAL_DATE_WORDS.test(column.id) && !FORWARD_DATE_WORDS.test(column.id)) {
    const future = (v: number) => v > context.now + 86_400_000;
    // A column that is mostly in the future is a schedule, not history.
    if (values.filter(future).length > values.length * 0.1) return null;
    return { test: future, reason: "in the future, in a column of past events" };
  }
  return null;
}

/** Every rule, in the order a recipe applies them: text tidied before it is compared, rows removed before filling. */
export const RULES: readonly Rule[] = [
  // Exact copies go first, before tidying text could make rows equal that were not (that is near-duplicate removal).
  exactDuplicatesRule,
  columnRule("trim-whitespace", "conservative", "Trim stray spaces", ["text"], (table, column) => {
    const mapping = new Map<string, string>();
    for (const value of table.values[column.id]) if (typeof value === "string" && tidyText(value) !== value && tidyText(value) !== "") mapping.set(value, tidyText(value));
    return remapFix(column, mapping, table.values[column.id], (count, [from]) =>
      `${column.name}: ${countWord(count, "value")} ${count === 1 ? "has" : "have"} spaces at the start or end, or doubled inside (${quote(from)}). Trimming them lets equal values match.`);
  }),
  columnRule("standardise-case", "conservative", "Standardise capitals and spacing", ["text"], (table, column) =>
    remapFix(column, caseMapping(table.values[column.id]), table.values[column.id], (count, [from, to]) =>
      `${column.name}: ${countWord(count, "value")} differ${count === 1 ? "s" : ""} from another only in capitals or spacing (${quote(from)} → ${quote(to)}). Each is written the most common way.`)),
  convertRule("convert-text-numbers", "Convert numbers stored as text"),
  convertRule("convert-text-dates", "Convert dates stored as text"),
  columnRule("merge-typos", "moderate", "Merge likely misspellings", ["text"], (table, column) =>
    remapFix(column, typoMapping(table.values[column.id]), table.values[column.id], (count, [from, to]) =>
      `${column.name}: ${countWord(count, "value")} look${count === 1 ? "s" : ""} like a misspelling of a much more common value (${quote(from)} → ${quote(to)}).`)),
  {
    kind: "merge-values",
    level: "moderate",
    title: "Merge values that name the same thing",
    scope: "column",
    suggestedOnly: true,
    find(table, context, column, merge) {
      if (!column || !merge || column.type !== "text" || context.identifiers.has(column.id) || !(column.id in table.values)) return null;
      const values = table.values[column.id];
      const from = new Set(merge.from.map(normalText));
      const mapping = new Map<string, string>();
      for (const value of frequencies(values).keys()) if (from.has(normalText(value)) && value !== merge.to) mapping.set(value, merge.to);
      return remapFix(column, mapping, values, (count, [was, to]) =>
        `${column.name}: ${countWord(count, "value")} ${count === 1 ? "is another name" : "are other names"} for ${quote(to)} (${quote(was)} → ${quote(to)}). Suggested by AI from the column's values and checked against your data; tick it only if they mean the same.`);
    },
  },
  nearDuplicatesRule,
  relationNoteRule,
  fillFromRelationRule,
  columnRule("clear-impossible", "aggressive", "Clear impossible values", ["number", "date"], (table, column, context) => {
    // A negative quantity that keeps units × unit_price = revenue is a return, and clearing it would break its row.
    if (relationsWith(relationsOf(table, context.identifiers), column.id).length > 0) return null;
    const rule = impossibleValues(table, column, context);
    if (!rule) return null;
    const bad = table.values[column.id].filter((v): v is number => typeof v === "number" && rule.test(v));
    if (bad.length === 0) return null;
    const example = column.type === "date" ? new Date(bad[0]).toISOString().slice(0, 10) : plainNumber(bad[0], column);
    return {
      count: bad.length,
      reason: `${column.name}: ${countWord(bad.length, "value")} ${bad.length === 1 ? "is" : "are"} ${rule.reason} (${example}). ${bad.length === 1 ? "It becomes" : "They become"} blank.`,
      apply(current, log) {
        const cells = current.values[column.id];
        let changed = 0;
        cells.forEach((v, i) => {
          if (typeof v === "number" && rule.test(v)) {
            setCell(current, column.id, i, null, log);
            changed++;
          }
        });
        return changed;
      },
    };
  }),
  markSuspectRule,
  capOutliersRule,
  fillMissingRule,
  keepBlankRule,
  columnRule("drop-empty-column", "aggressive", "Drop almost empty columns", ["number", "text", "date", "boolean"], (table, column) => {
    const values = table.values[column.id];
    const missing = values.filter((v) => v === null).length;
    if (values.length === 0 || missing < ALMOST_EMPTY_SHARE * values.length) return null;
    return {
      count: 1,
      reason: `${column.name}: ${Math.round((missing / values.length) * 100)} % of rows are blank, too few values to analyse. The column is dropped.`,
      apply(current) {
        current.columns = current.columns.filter((c) => c.id !== column.id);
        delete current.values[column.id];
        return 1;
      },
    };
  }),
];

/** The context rules run in: identifier columns found once, on the table cleaning starts from. */
export function ruleContext(table: CleanTable, now: number): RuleContext {
  return { identifiers: new Set(table.columns.filter((c) => isIdentifierColumn(c, table.values[c.id])).map((c) => c.id)), now };
}

