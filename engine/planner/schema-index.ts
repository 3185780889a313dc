// What the planner knows about a dataset, prepared once per schema: each column's words (with
// abbreviations expanded and generic words marked) and an index of the values of text columns. The words,
// expansions, roles and value kinds come from the semantic layer (engine/semantic), stored at ingest.
import { datasetMeaningFor } from "../semantic/dataset-meaning";
import { contentPositions } from "../semantic/header-words";
import type { ColumnMeaning, TableMeaning } from "../semantic/types";
import type { ColumnSchema, ColumnType, ColumnUnit, DatasetSchema } from "../types";
import { MONEY_WORDS, TIME_UNIT_SECONDS } from "../language/vocabulary";
import { stem } from "../language/lemmatize";
import { normalizeText } from "./text/tokenize";
import type { PlannerColumnFacts, PlannerFacts } from "./types";
import { type NameWord, prepareHeaderWord, prepareNameWord } from "./words";
import { splitWords } from "../language/split-words";

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
  /** What people call a column of its values ("day", "weekday" for weekday names): weaker than the header's own words. */
  valueAliases: NameWord[][];
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
  /** For a column of codes (1/2/3, "R1"): the column of names they map to one to one (labelled-codes.ts). */
  label?: ColumnEntry;
  /** The column's semantic layer (engine/semantic), stored at ingest or worked out from the facts. */
  meaning: ColumnMeaning;
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
  /** What one row is, from the id or name column, sheet and file name (the semantic layer's table meaning). */
  entities: TableMeaning["entities"];
  dateColumns: ColumnEntry[];
  rowCount: number;
}

const VALUE_LIMIT = 5000;

function columnEntry(column: ColumnSchema, index: number, facts: PlannerColumnFacts | undefined, meaning: ColumnMeaning): ColumnEntry {
  const words = meaning.words.map((word) => prepareHeaderWord(word, meaning.abbreviations?.[word]));
  const question = meaning.question === true;
  const content = contentPositions(meaning.words, question);
  const norms = meaning.words;
  const moneyIndex = column.type === "number" ? MONEY_WORDS.findIndex((m) => norms.includes(m) || words.some((w) => w.stem === stem(m))) : -1;
  const unitWord = norms.find((w) => TIME_UNIT_SECONDS[w] !== undefined && w !== "s" && w !== "h");
  const fraction =
    column.type === "number" && facts?.max !== undefined && facts.min !== undefined && facts.max <= 1 && facts.min >= 0 && /discount|rate|pct|percent|share|ratio|margin|probability|churn/.test(norms.join(" "))
      ? true
      : undefined;
  return {
    id: column.id,
    name: column.name,
    aliases: meaning.expanded.map((spelling) => spelling.map(prepareNameWord)),
    valueAliases: (meaning.valueNames ?? []).map((spelling) => spelling.map(prepareNameWord)),
    type: column.type,
    unit: column.unit,
    hasTime: column.hasTime,
    index,
    words,
    content,
    head: headOf(norms, content),
    ...(question ? { question: true } : {}),
    isId: meaning.role === "identifier",
    intensive: column.type === "number" && meaning.additive === false,
    moneyRank: moneyIndex >= 0 || column.unit?.kind === "currency" ? (moneyIndex >= 0 ? moneyIndex : MONEY_WORDS.length) : undefined,
    // A duration column ("1:47.32") is stored in seconds: "under 2 minutes" is compared as 120.
    secondsPerUnit: column.unit?.kind === "duration" ? 1 : column.type === "number" && unitWord ? TIME_UNIT_SECONDS[unitWord] : undefined,
    fraction,
    categorical: meaning.categorical === true,
    listValued: meaning.valueKind === "list",
    meaning,
    facts,
  };
}

// "aboard", "onboard" close headers like "Siblings_Spouses Aboard": where the counted things are, not what they are.
const PREPOSITIONS = new Set(["on", "of", "per", "in", "at", "by", "to", "for", "from", "with", "aboard", "onboard"]);

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

/** Values whose text, then a space or a slash ("Pending/On hold": a cell listing two), starts another value of the same column. */
function findPrefixValues(values: ValueEntry[]): Set<ValueEntry> {
  const found = new Set<ValueEntry>();
  const byColumn = new Map<string, ValueEntry[]>();
  for (const v of values) byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
  for (const list of byColumn.values()) {
    const sorted = [...list].sort((a, b) => (a.norm < b.norm ? -1 : a.norm > b.norm ? 1 : 0));
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].norm.startsWith(sorted[i].norm); j++) {
        const next = sorted[j].norm[sorted[i].norm.length];
        if (next === " " || next === "/") {
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
  // Stored at ingest with the profile (and carried by the facts); worked out here for profiles stored before it.
  const meaning = datasetMeaningFor(schema.columns, facts, rowCount);
  const columns = schema.columns.map((c, i) => columnEntry(c, i, factsById.get(c.id), meaning.columns[i]));
  for (const [code, label] of Object.entries(facts?.labels ?? {})) {
    const coded = columns.find((c) => c.id === code);
    const named = columns.find((c) => c.id === label);
    // Codes of a category only: never a measure whose figures happen to follow the names (a list price per product).
    if (coded && named && (coded.meaning.role === "code" || coded.meaning.role === "identifier" || (coded.type === "text" && coded.meaning.role === "dimension"))) coded.label = named;
  }
  const rowStems = new Set<string>();
  for (const entity of meaning.table.entities) {
    if (entity.from !== "id column") continue;
    const word = prepareNameWord(entity.noun);
    rowStems.add(word.stem);
    if (word.expandedStem) rowStems.add(word.expandedStem);
  }
  const values = indexValues(columns, rowCount);
  return {
    schema,
    columns,
    byId: new Map(columns.map((c) => [c.id, c])),
    ...values,
    prefixValues: findPrefixValues(values.values),
    rowStems,
    entities: meaning.table.entities,
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
