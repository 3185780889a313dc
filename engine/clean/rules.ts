// The cleaning rules: each one finds a problem in a table (how many values or rows, and why it matters) and
// knows how to fix it. Finding and fixing are one function so the count a recommendation shows and the
// change applying it makes come from the same reading of the data.
import { formatNumber } from "../format/number";
import { parseDate } from "../infer/date";
import { isPlaceholder } from "../infer/missing";
import { type NumberMarks, parseNumber } from "../infer/number";
import type { ColumnSchema } from "../types";
import { isIdentifierColumn } from "./identifiers";
import { editDistance, normalText, tidyText } from "./text";
import { type Cell, type CleanTable, rowCountOf } from "./table";

export type CleaningLevel = "conservative" | "moderate" | "aggressive";

export const CLEANING_LEVELS: readonly CleaningLevel[] = ["conservative", "moderate", "aggressive"];

export type ActionKind =
  | "remove-exact-duplicates"
  | "trim-whitespace"
  | "standardise-case"
  | "convert-text-numbers"
  | "convert-text-dates"
  | "fill-missing"
  | "merge-typos"
  | "merge-values"
  | "remove-near-duplicates"
  | "cap-outliers"
  | "clear-impossible"
  | "drop-empty-column";

/** What the table looks like around a rule: the columns never to touch and today's date. */
export interface RuleContext {
  identifiers: ReadonlySet<string>;
  /** Epoch ms of "now", for dates in the future. */
  now: number;
}

/** Records what a fix changed, for the preview. */
export interface ChangeLog {
  cell(sourceRow: number, columnId: string): void;
  removedRow(sourceRow: number): void;
}

export interface Fix {
  /** Values (column rules) or rows (row rules) the fix changes, as found. */
  count: number;
  /** Plain English, naming the column and giving an example. */
  reason: string;
  /** Changes `table` in place; returns how many values or rows it changed. */
  apply(table: CleanTable, log: ChangeLog): number;
}

/** Values of one column that name the same thing (an AI suggestion the engine validated): `from` values become `to`. */
export interface ValueMerge {
  from: string[];
  to: string;
}

export interface Rule {
  kind: ActionKind;
  /** The gentlest level that applies it. */
  level: CleaningLevel;
  /** Short title for the list. */
  title: string;
  scope: "rows" | "column";
  /** Applied only as a reviewed suggestion carrying its own values (`merge`); never found by `recommend`. */
  suggestedOnly?: boolean;
  find(table: CleanTable, context: RuleContext, column: ColumnSchema | null, merge?: ValueMerge): Fix | null;
}

const quote = (value: Cell) => `“${String(value)}”`;
const countWord = (n: number, singular: string, pluralWord = `${singular}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? singular : pluralWord}`;
const plainNumber = (value: number, column: ColumnSchema) =>
  formatNumber(value, column.unit?.kind === "currency" ? { kind: "currency", code: column.unit.code } : column.unit?.kind === "percent" ? { kind: "percent" } : { kind: "number" }, { compact: false });

/** Sets cells through one function so every change is logged. */
function setCell(table: CleanTable, column: string, row: number, value: Cell, log: ChangeLog): void {
  table.values[column][row] = value;
  log.cell(table.sourceRows[row], column);
}

/** Keeps only rows where `keep` holds; logs the rest as removed. */
function keepRows(table: CleanTable, keep: boolean[], log: ChangeLog): number {
  let removed = 0;
  for (const column of table.columns) table.values[column.id] = table.values[column.id].filter((_, i) => keep[i]);
  table.sourceRows = table.sourceRows.filter((source, i) => {
    if (!keep[i]) {
      removed++;
      log.removedRow(source);
    }
    return keep[i];
  });
  return removed;
}

function rowKey(table: CleanTable, row: number, normalise: boolean): string {
  return JSON.stringify(table.columns.map((c) => {
    const value = table.values[c.id][row];
    return normalise && typeof value === "string" ? normalText(value) : value;
  }));
}

/**
 * Rows equal to an earlier row, compared exactly or after normalising text. Exact copies are removed first (their
 * own recommendation), so near duplicates are what is left once text is tidied.
 */
function duplicateRows(table: CleanTable, normalise: boolean): boolean[] {
  const seen = new Set<string>();
  const duplicate: boolean[] = [];
  for (let i = 0; i < rowCountOf(table); i++) {
    const key = rowKey(table, i, normalise);
    duplicate.push(seen.has(key));
    seen.add(key);
  }
  return duplicate;
}

function rowRule(kind: ActionKind, level: CleaningLevel, title: string, normalise: boolean, reason: (n: number) => string): Rule {
  return {
    kind,
    level,
    title,
    scope: "rows",
    find(table) {
      const duplicate = duplicateRows(table, normalise);
      const count = duplicate.filter(Boolean).length;
      if (count === 0) return null;
      return {
        count,
        reason: reason(count),
        apply: (current, log) => keepRows(current, duplicateRows(current, normalise).map((d) => !d), log),
      };
    },
  };
}

/** A rule over one column's values, only for the column types and roles it names. */
function columnRule(
  kind: ActionKind,
  level: CleaningLevel,
  title: string,
  types: ColumnSchema["type"][],
  find: (table: CleanTable, column: ColumnSchema, context: RuleContext) => Fix | null,
): Rule {
  return {
    kind,
    level,
    title,
    scope: "column",
    find(table, context, column) {
      if (!column || !types.includes(column.type) || context.identifiers.has(column.id) || !(column.id in table.values)) return null;
      return find(table, column, context);
    },
  };
}

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

export function frequencies(values: readonly Cell[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) if (typeof value === "string") counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
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

function sortedNumbers(values: readonly Cell[]): number[] {
  return values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
}

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** A date column is a regular time series when its dates rise by one step (a day, a week or about a month). */
function regularSeries(table: CleanTable): boolean {
  const date = table.columns.find((c) => c.type === "date");
  if (!date) return false;
  const values = table.values[date.id];
  if (values.length < 4 || values.some((v) => typeof v !== "number")) return false;
  const steps = new Set<number>();
  for (let i = 1; i < values.length; i++) {
    const days = ((values[i] as number) - (values[i - 1] as number)) / 86_400_000;
    if (days <= 0) return false;
    steps.add(days >= 28 && days <= 31 ? 30 : days >= 89 && days <= 92 ? 91 : days);
  }
  return steps.size === 1;
}

/** Text columns whose most common value is filled in: categories, where few values repeat many times. */
export function isCategory(values: readonly Cell[]): boolean {
  const counts = frequencies(values);
  let present = 0;
  for (const n of counts.values()) present += n;
  return present > 0 && counts.size <= Math.max(2, present / 2);
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

/**
 * Text that stands for "no value" in a text column where it cannot be an answer: spreadsheet errors and null
 * markers ("#N/A", "#DIV/0!", "null", "NaN", "?", "-"). Words such as "N/A", "none" or "unknown" stay values:
 * in a category they can mean "not applicable" or a real "Unknown".
 */
const MISSING_MARKER = /^(#(n\/a|value!|div\/0!|ref!|name\?|num!|null!)|null|nan|\?|-{1,2}|—|–)$/i;

const isMissingMarker = (value: Cell) => typeof value === "string" && MISSING_MARKER.test(value.trim());

function fillMissing(table: CleanTable, column: ColumnSchema): Fix | null {
  const values = table.values[column.id];
  const isMissing = (v: Cell) => v === null || (column.type === "text" && isMissingMarker(v));
  const missing = values.filter(isMissing).length;
  // An almost empty column is not filled: invented values would outnumber real ones (Aggressive drops it).
  if (missing === 0 || missing >= ALMOST_EMPTY_SHARE * values.length) return null;
  let fill: ((i: number, cells: Cell[]) => Cell) | null = null;
  let how = "";
  if (column.type === "number") {
    if (regularSeries(table)) {
      how = "with the value of the row before (the rows form a regular time series)";
      fill = (i, cells) => (i > 0 ? cells[i - 1] : null);
    } else {
      const median = quantile(sortedNumbers(values), 0.5);
      how = `with the column's median, ${plainNumber(median, column)}`;
      fill = () => median;
    }
  } else if (column.type === "text") {
    const present = values.filter((v) => !isMissing(v));
    if (present.length > 0 && isCategory(present)) {
      const [mode] = [...frequencies(present)].sort((a, b) => b[1] - a[1])[0];
      how = `with the most common value, ${quote(mode)}`;
      fill = () => mode;
    }
  }
  if (!fill) return null;
  const share = Math.round((missing / values.length) * 100);
  // Why they are missing, when the file says: a marker written in place of a value.
  const markers = frequencies(values.filter(isMissingMarker));
  const written = [...markers].sort((a, b) => b[1] - a[1]);
  const why = written.length > 0 ? `; ${written.reduce((n, [, c]) => n + c, 0).toLocaleString("en-US")} written as ${written.slice(0, 3).map(([m]) => quote(m)).join(", ")}` : "";
  const filler = fill;
  return {
    count: missing,
    reason: `${column.name}: ${countWord(missing, "missing value")} (${share} % of rows${why}), filled ${how}.`,
    apply(current, log) {
      const cells = current.values[column.id];
      let changed = 0;
      for (let i = 0; i < cells.length; i++) {
        if (!isMissing(cells[i])) continue;
        const value = filler(i, cells);
        if (value === null) continue;
        setCell(current, column.id, i, value, log);
        changed++;
      }
      return changed;
    },
  };
}

/** Outliers need this many values to judge what is ordinary. */
const OUTLIER_MIN_VALUES = 8;

/** Ordinary range of a column: values outside it are far outside by both IQR (3×) and robust z-score (3.5). */
function ordinaryRange(values: readonly Cell[]): { low: number; high: number; outlier: (v: number) => boolean } | null {
  const sorted = sortedNumbers(values);
  if (sorted.length < OUTLIER_MIN_VALUES) return null;
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  if (iqr === 0) return null;
  const median = quantile(sorted, 0.5);
  const mad = quantile(sortedNumbers(sorted.map((v) => Math.abs(v - median))), 0.5);
  const outlier = (v: number) => {
    const byIqr = v < q1 - 3 * iqr || v > q3 + 3 * iqr;
    const byZ = mad === 0 ? byIqr : Math.abs((0.6745 * (v - median)) / mad) > 3.5;
    return byIqr && byZ;
  };
  const ordinary = sorted.filter((v) => !outlier(v));
  if (ordinary.length === sorted.length || ordinary.length === 0) return null;
  return { low: ordinary[0], high: ordinary[ordinary.length - 1], outlier };
}

/** A column this empty (share of rows) is dropped by Aggressive cleaning. */
const ALMOST_EMPTY_SHARE = 0.9;

/** Every rule, in the order a recipe applies them: text tidied before it is compared, rows removed before filling. */
export const RULES: readonly Rule[] = [
  // Exact copies go first, before tidying text could make rows equal that were not (that is near-duplicate removal).
  rowRule("remove-exact-duplicates", "conservative", "Remove exact duplicate rows", false, (n) =>
    `${countWord(n, "row")} ${n === 1 ? "is an exact copy" : "are exact copies"} of an earlier row. Removing ${n === 1 ? "it" : "them"} keeps one of each, so nothing is counted twice.`),
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
  rowRule("remove-near-duplicates", "aggressive", "Remove near-duplicate rows", true, (n) =>
    `${countWord(n, "row")} match${n === 1 ? "es" : ""} an earlier row once spaces and capitals are ignored. Removing ${n === 1 ? "it" : "them"} assumes ${n === 1 ? "it was" : "they were"} entered twice.`),
  columnRule("clear-impossible", "aggressive", "Clear impossible values", ["number", "date"], (table, column, context) => {
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
  columnRule("cap-outliers", "aggressive", "Cap outliers", ["number"], (table, column) => {
    const range = ordinaryRange(table.values[column.id]);
    if (!range) return null;
    const outliers = table.values[column.id].filter((v): v is number => typeof v === "number" && range.outlier(v));
    return {
      count: outliers.length,
      reason: `${column.name}: ${countWord(outliers.length, "value")} ${outliers.length === 1 ? "lies" : "lie"} far outside the rest (${plainNumber(outliers[0], column)}; the others are between ${plainNumber(range.low, column)} and ${plainNumber(range.high, column)}). ${outliers.length === 1 ? "It is" : "They are"} capped to the nearest ordinary value.`,
      apply(current, log) {
        const cells = current.values[column.id];
        const now = ordinaryRange(cells);
        if (!now) return 0;
        let changed = 0;
        cells.forEach((v, i) => {
          if (typeof v === "number" && now.outlier(v)) {
            setCell(current, column.id, i, v > now.high ? now.high : now.low, log);
            changed++;
          }
        });
        return changed;
      },
    };
  }),
  columnRule("fill-missing", "moderate", "Fill missing values", ["number", "text"], fillMissing),
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

/** Levels include the gentler ones: Moderate does everything Conservative does. */
export function levelIncludes(level: CleaningLevel, ruleLevel: CleaningLevel): boolean {
  return CLEANING_LEVELS.indexOf(ruleLevel) <= CLEANING_LEVELS.indexOf(level);
}
