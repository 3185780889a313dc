// What the planner knows about a dataset, prepared once per schema: each column's words (with
// abbreviations expanded and generic words marked) and an index of the values of text columns.
import type { ColumnSchema, ColumnType, ColumnUnit, DatasetSchema } from "../types";
import { FUNCTION_WORDS, GENERIC_NAME_WORDS, INTENSIVE_WORDS, MONEY_WORDS, TIME_UNIT_SECONDS, UNIT_WORDS } from "./lexicon";
import { stem } from "./text/lemmatize";
import { normalizeText } from "./text/tokenize";
import type { PlannerColumnFacts, PlannerFacts } from "./types";
import { type NameWord, prepareNameWord, splitWords } from "./words";

export interface ColumnEntry {
  id: string;
  name: string;
  type: ColumnType;
  unit?: ColumnUnit;
  hasTime?: boolean;
  index: number;
  words: NameWord[];
  /** Other spellings of the whole name with acronyms expanded ("MRR" → monthly recurring revenue). */
  aliases: NameWord[][];
  /** Positions of words that say something (not "name", "id", "date"…); all positions when none do. */
  content: number[];
  /** The header is a whole question ("What is the maximum level of studies you have achieved?"): it has no reliable head word. */
  question?: boolean;
  /** The last content word: "Gross Margin" is about margins, "Customer Tier" about tiers. */
  head: number;
  /** Identifies rows: named "… ID"/"SKU", or every value distinct. */
  isId: boolean;
  /** Averaged rather than summed when no aggregation is named (prices, rates, scores, ages). */
  intensive: boolean;
  /** Rank as "the money column" (lower is better), or undefined. */
  moneyRank?: number;
  /** Seconds per unit when the header names a time unit: "First Response (min)" → 60. */
  secondsPerUnit?: number;
  /**
   * A number that names a category rather than measuring an amount: whole numbers with few distinct values
   * under a name such as month, day, year, class, code, level or flag ("by month" on a numeric Month groups).
   */
  categorical: boolean;
  /** Text whose cells are lists written "[a, b]": grouping or counting them as whole cells would mislead. */
  listValued: boolean;
  /** Numbers stored as fractions (0.15 for 15%) rather than whole percentages. */
  fraction?: boolean;
  facts?: PlannerColumnFacts;
}

export interface ValueEntry {
  column: string;
  /** The value exactly as stored, used in filters. */
  value: string;
  norm: string;
  words: NameWord[];
}

export interface SchemaIndex {
  schema: DatasetSchema;
  columns: ColumnEntry[];
  byId: Map<string, ColumnEntry>;
  values: ValueEntry[];
  /** First word stem → values starting there or containing it (position given). */
  valuesByStem: Map<string, { entry: ValueEntry; position: number }[]>;
  /** Synonym group → values of at most three words with a word in that group ("women" → "Female"). */
  valuesByGroup: Map<number, { entry: ValueEntry; position: number }[]>;
  /** Values that begin other values of their column ("Standing Desk" of "Standing Desk Black"). */
  prefixValues: Set<ValueEntry>;
  /** Whole normalised value → entries (codes like "25-34", "/pricing", quoted text). */
  valuesByNorm: Map<string, ValueEntry[]>;
  /** The row noun(s) of this dataset, from its id column ("Order ID" → order). */
  rowStems: Set<string>;
  dateColumns: ColumnEntry[];
  rowCount: number;
}

const STRONG_ID_WORDS = new Set(["id", "sku", "uuid", "guid"]);
const ID_WORDS = new Set(["id", "sku", "uuid", "guid", "key", "ref", "reference", "no", "number", "code"]);
const VALUE_LIMIT = 5000;

/** Acronyms in headers and what they stand for, so "recurring revenue" finds MRR. */
const HEADER_ACRONYMS: Record<string, string> = {
  mrr: "monthly recurring revenue", arr: "annual recurring revenue", csat: "customer satisfaction", nps: "net promoter score",
  enps: "employee net promoter score", aov: "average order value", ctr: "click through rate", cac: "customer acquisition cost",
  ltv: "lifetime value", fte: "full time equivalent", kpi: "key performance indicator", sla: "service level agreement",
  roi: "return on investment", cogs: "cost of goods sold", ebitda: "ebitda", yoy: "year over year",
  rh: "relative humidity", temp: "temperature", se: "standard error", sd: "standard deviation", bmi: "body mass index",
  dob: "date of birth", qty: "quantity", amt: "amount", pct: "percent", avg: "average", num: "number", yr: "year",
  x: "horizontal axis", y: "vertical axis",
};

const LANGUAGE_SUFFIXES: ReadonlySet<string> = new Set(["en", "fr", "es", "de", "it", "pt", "nl"]);

const ORDINALS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
export const ORDINAL_WORDS: ReadonlySet<string> = new Set(ORDINALS);

/** Name words of numbers that label categories rather than measure amounts. */
const CATEGORY_NUMBER_WORDS = new Set(["month", "day", "weekday", "year", "quarter", "week", "class", "code", "level", "tier", "flag", "group", "zone", "category", "type", "grade", "hour"]);

function isListValued(column: ColumnSchema, facts: PlannerColumnFacts | undefined): boolean {
  const sample = (facts?.values ?? []).slice(0, 200);
  return column.type === "text" && sample.length > 0 && sample.filter((v) => /^\[.*\]$/s.test(v.trim())).length >= 0.8 * sample.length;
}

function isCategoricalNumber(column: ColumnSchema, norms: readonly string[], facts: PlannerColumnFacts | undefined): boolean {
  if (column.type !== "number" || facts?.distinct === undefined || facts.distinct > 60) return false;
  const wholeNumbers = (facts.top ?? []).every((t) => typeof t.value !== "number" || Number.isInteger(t.value));
  return wholeNumbers && norms.some((w) => CATEGORY_NUMBER_WORDS.has(w) || CATEGORY_NUMBER_WORDS.has(stem(w)));
}

/** Attribute words that headers glue to a one-letter subject: "Pclass" (passenger class), "Fsize", "Ptype". */
const GLUED_TAILS: ReadonlySet<string> = new Set(["class", "size", "type", "rank", "level", "grade", "group", "status", "code", "score", "count", "title"]);

/** "pclass" → "class": the attribute a glued one-letter prefix qualifies, or undefined. */
function gluedTail(words: readonly string[]): string | undefined {
  const match = words.length === 1 ? /^[a-z]([a-z]{4,})$/.exec(words[0]) : null;
  return match && GLUED_TAILS.has(match[1]) ? match[1] : undefined;
}

/** A header's words: "labels_en", "countries_en" lose the language suffix, which says nothing about the column. */
function headerWords(column: Pick<ColumnSchema, "id" | "name">): { baseWords: string[]; words: NameWord[] } {
  const split = splitWords(column.name);
  const baseWords = split.length > 1 && LANGUAGE_SUFFIXES.has(split.at(-1)!) ? split.slice(0, -1) : split;
  const words = baseWords.map(prepareNameWord);
  if (words.length === 0) words.push(prepareNameWord(column.id));
  return { baseWords, words };
}

/** Header words of time put in (added up: "Hours Worked", "Billable Hours"), unlike a time each row took (averaged). */
const WORKED_TIME_WORDS: ReadonlySet<string> = new Set(["worked", "billable", "billed", "logged", "overtime"]);

/** Averaged rather than added up by default: a price, rate, score, age, percentage ("Unit Cost" too; "Units" adds up). */
function isIntensive(column: Pick<ColumnSchema, "type" | "unit">, norms: readonly string[]): boolean {
  if (column.type !== "number") return false;
  const perUnit = norms.includes("unit") && norms.some((w) => MONEY_WORDS.includes(w) || w === "cost" || w === "price");
  // Header abbreviations count by what they stand for: "temp" is a temperature, averaged rather than added up.
  const meaning = [...norms, ...norms.flatMap((w) => HEADER_ACRONYMS[w]?.split(" ") ?? [])];
  const worked = norms.some((w) => WORKED_TIME_WORDS.has(w));
  const averagedWord = (w: string) => (INTENSIVE_WORDS.has(w) || INTENSIVE_WORDS.has(stem(w))) && !(worked && TIME_UNIT_SECONDS[stem(w)] !== undefined);
  return column.unit?.kind === "percent" || perUnit || meaning.some(averagedWord);
}

/**
 * Whether a number column's values add up across rows (amounts, counts, units: totalled by default) or not
 * (prices, rates, ratings, ages, percentages, scores: averaged). The ingest profile records it; the planner's
 * default aggregate follows the same rule.
 */
export function isAdditiveColumn(column: Pick<ColumnSchema, "id" | "name" | "type" | "unit">): boolean {
  return column.type === "number" && !isIntensive(column, headerWords(column).words.map((w) => w.norm));
}

function columnEntry(column: ColumnSchema, index: number, facts: PlannerColumnFacts | undefined, rowCount: number): ColumnEntry {
  const { baseWords, words } = headerWords(column);
  // Units say how a column is measured, not what it is about: "wind_kmh" is about wind.
  // A whole question as a header ("What is your hair color?"): its grammar words say nothing about the column.
  const question = column.name.includes("?");
  let content = words.map((_, i) => i).filter((i) => !GENERIC_NAME_WORDS.has(words[i].norm) && !GENERIC_NAME_WORDS.has(words[i].stem) && (i === 0 || !UNIT_WORDS[words[i].norm]) && !(question && FUNCTION_WORDS.has(words[i].norm)));
  if (content.length === 0) content = words.map((_, i) => i);
  const glued = gluedTail(baseWords);
  const norms = words.map((w) => w.norm);
  const last = norms.at(-1) ?? "";
  const everyValueDistinct = facts?.distinct !== undefined && rowCount > 0 && facts.distinct >= rowCount && !facts.missing;
  const isId = column.type !== "date" && (STRONG_ID_WORDS.has(last) || (ID_WORDS.has(last) && everyValueDistinct));
  const intensive = isIntensive(column, norms);
  const moneyIndex = column.type === "number" ? MONEY_WORDS.findIndex((m) => norms.includes(m) || words.some((w) => w.stem === stem(m))) : -1;
  const unitWord = norms.find((w) => TIME_UNIT_SECONDS[w] !== undefined && w !== "s" && w !== "h");
  const fraction =
    column.type === "number" && facts?.max !== undefined && facts.min !== undefined && facts.max <= 1 && facts.min >= 0 && /discount|rate|pct|percent|share|ratio|margin|probability|churn/.test(norms.join(" "))
      ? true
      : undefined;
  const aliases: NameWord[][] = [];
  baseWords.forEach((word, i) => {
    const expansion = HEADER_ACRONYMS[word];
    if (expansion) aliases.push([...baseWords.slice(0, i), ...expansion.split(" "), ...baseWords.slice(i + 1)].map(prepareNameWord));
  });
  if (glued) aliases.push([prepareNameWord(glued)]);
  // "Tier 3" is also "the third tier".
  const number = /^\d{1,2}$/.test(baseWords.at(-1) ?? "") ? ORDINALS[Number(baseWords.at(-1))] : undefined;
  if (number && baseWords.length > 1) aliases.push([number, ...baseWords.slice(0, -1)].map(prepareNameWord));
  return {
    id: column.id,
    name: column.name,
    aliases,
    type: column.type,
    unit: column.unit,
    hasTime: column.hasTime,
    index,
    words,
    content,
    head: headOf(words.map((w) => w.norm), content),
    ...(question ? { question: true } : {}),
    isId,
    intensive,
    moneyRank: moneyIndex >= 0 || column.unit?.kind === "currency" ? (moneyIndex >= 0 ? moneyIndex : MONEY_WORDS.length) : undefined,
    secondsPerUnit: column.type === "number" && unitWord ? TIME_UNIT_SECONDS[unitWord] : undefined,
    fraction,
    categorical: isCategoricalNumber(column, glued ? [...norms, glued] : norms, facts),
    listValued: isListValued(column, facts),
    facts,
  };
}

const PREPOSITIONS = new Set(["on", "of", "per", "in", "at", "by", "to", "for", "from", "with"]);

/** The word a name is about: the last content word, or the last before a preposition ("Qty On Hand" → qty). */
function headOf(norms: string[], content: number[]): number {
  const preposition = norms.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
  if (preposition > 0) {
    const before = content.filter((p) => p < preposition);
    if (before.length > 0) return before[before.length - 1];
  }
  return content[content.length - 1];
}

/** Words of a value as matched against questions: "Paid Search" → paid, search; "/blog/excel-vs-bi" → blog, excel, vs, bi. */
export function valueWords(value: string): string[] {
  return splitWords(value);
}

/** Values whose text, plus a space, starts another value of the same column. */
function findPrefixValues(values: ValueEntry[]): Set<ValueEntry> {
  const found = new Set<ValueEntry>();
  const byColumn = new Map<string, ValueEntry[]>();
  for (const v of values) byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
  for (const list of byColumn.values()) {
    const sorted = [...list].sort((a, b) => (a.norm < b.norm ? -1 : a.norm > b.norm ? 1 : 0));
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].norm.startsWith(sorted[i].norm); j++) {
        if (sorted[j].norm.startsWith(sorted[i].norm + " ")) {
          found.add(sorted[i]);
          break;
        }
      }
    }
  }
  return found;
}

function indexValues(columns: ColumnEntry[], rowCount: number): Pick<SchemaIndex, "values" | "valuesByStem" | "valuesByNorm" | "valuesByGroup"> {
  const values: ValueEntry[] = [];
  const valuesByGroup = new Map<number, { entry: ValueEntry; position: number }[]>();
  const valuesByStem = new Map<string, { entry: ValueEntry; position: number }[]>();
  const valuesByNorm = new Map<string, ValueEntry[]>();
  for (const column of columns) {
    if (column.type !== "text") continue;
    const list = column.facts?.values ?? [];
    // Identifiers (one value per row) are not filter words: "opps" must not match 420 opportunity ids.
    if (column.isId || (rowCount > 50 && list.length >= rowCount)) continue;
    // Long free-text columns (descriptions, e-mails) make poor filter values: index only columns whose values repeat.
    if (list.length === 0 || list.length > VALUE_LIMIT) continue;
    for (const value of list) {
      if (typeof value !== "string" || value.trim() === "" || value.length > 80) continue;
      const words = valueWords(value).map(prepareNameWord);
      if (words.length > 8) continue;
      const entry: ValueEntry = { column: column.id, value, norm: normalizeText(value).trim(), words };
      const byNorm = valuesByNorm.get(entry.norm) ?? [];
      byNorm.push(entry);
      valuesByNorm.set(entry.norm, byNorm);
      // Values without words ("/", "-") are found only by their exact text.
      if (words.length === 0) continue;
      values.push(entry);
      words.forEach((word, position) => {
        if (words.length <= 3)
          for (const group of word.groups) {
            const bucket = valuesByGroup.get(group) ?? [];
            bucket.push({ entry, position });
            valuesByGroup.set(group, bucket);
          }
        const bucket = valuesByStem.get(word.stem) ?? [];
        bucket.push({ entry, position });
        valuesByStem.set(word.stem, bucket);
      });
    }
  }
  return { values, valuesByStem, valuesByNorm, valuesByGroup };
}

/** Builds the planner's view of a dataset. Pure; callers cache it per dataset (see `schemaIndexFor`). */
export function buildSchemaIndex(schema: DatasetSchema, facts?: PlannerFacts): SchemaIndex {
  const factsById = new Map((facts?.columns ?? []).map((c) => [c.id, c]));
  const rowCount = facts?.rowCount ?? schema.rowCount;
  const columns = schema.columns.map((c, i) => columnEntry(c, i, factsById.get(c.id), rowCount));
  const rowStems = new Set<string>();
  for (const column of columns) {
    if (!column.isId) continue;
    for (const position of column.content) {
      const word = column.words[position];
      if (ID_WORDS.has(word.norm) && word.norm !== "sku") continue;
      rowStems.add(word.stem);
      if (word.expandedStem) rowStems.add(word.expandedStem);
    }
  }
  const values = indexValues(columns, rowCount);
  return {
    schema,
    columns,
    byId: new Map(columns.map((c) => [c.id, c])),
    ...values,
    prefixValues: findPrefixValues(values.values),
    rowStems,
    dateColumns: columns.filter((c) => c.type === "date"),
    rowCount,
  };
}

const cache = new WeakMap<DatasetSchema, WeakMap<object, SchemaIndex>>();
const NO_FACTS = {};

/** The index for a schema and its facts, built once per (schema, facts) object pair. */
export function schemaIndexFor(schema: DatasetSchema, facts?: PlannerFacts): SchemaIndex {
  let byFacts = cache.get(schema);
  if (!byFacts) {
    byFacts = new WeakMap();
    cache.set(schema, byFacts);
  }
  const key = facts ?? NO_FACTS;
  let index = byFacts.get(key);
  if (!index) {
    index = buildSchemaIndex(schema, facts);
    byFacts.set(key, index);
  }
  return index;
}
