// The working state of interpreting one question: what the walk over its mentions gathered for each
// role, and the Frame the later steps (numbers, values, time, groups, measures, checks) settle it into.
// One mutable object because each step reads what earlier ones decided, in a fixed order (interpret.ts).
import type { AggregateOp, DateBucket, NumberRange } from "../../plan/schema";
import { type Frame, type FrameFilter, emptyFollowUp } from "../frame";
import { type Comparison, YES_NO_OPENERS } from "../lexicon";
import type { Mention, ReadQuestion } from "../match/mentions";
import type { ColumnEntry, SchemaIndex } from "../schema-index";
import { stem } from "../../language/lemmatize";
import type { Token } from "../text/tokenize";
import type { TimeMention } from "../time/expressions";

export type Numeric = Extract<Mention, { kind: "number" }>;
export type ColumnMention = Extract<Mention, { kind: "column" }>;
export type ValueMention = Extract<Mention, { kind: "value" }>;

/** What a counted group's figure is (group-counts.ts): its number of rows, or an aggregate of a column. */
export type Figure = { kind: "rows" } | { kind: "measure"; op: AggregateOp; column: ColumnEntry; at: number };

/** What the question counts the groups of, and the condition each group's figure must pass. */
export interface GroupCount {
  column: ColumnEntry;
  figure: Figure;
  use: NumberUse;
  /** A yes/no question's number of groups: "are there more than 3 regions with …?" (a group_count check). */
  threshold?: NumberUse;
  /** Mentions that only say what the rows are: the noun after the number ("orders", "times"), a verb ("sold"). */
  consumed: Mention[];
}

/** Cues still waiting for the mention they apply to ("total" → the next column). */
export interface Pending {
  agg?: { op: AggregateOp; at: number; phrase: string };
  compare?: { op: Comparison; at: number };
  exclude?: number;
  group?: number;
  subject?: "which" | "top";
}

/** A number and how it was compared ("over 500", "between 10 and 20"). */
export interface NumberUse {
  mention: Numeric;
  op: Comparison;
  /** Second number of "between". */
  to?: Numeric;
  at: number;
}

/** A numeric (or counted) column that may be measured. */
export interface MeasureCandidate {
  column: ColumnEntry;
  at: number;
  op?: AggregateOp;
  explicit: boolean;
  /** Read from a money verb ("sold"): only a measure when nothing else is. */
  verb?: boolean;
  /** "salary range": measured as the range (max − min), then min and max. */
  range?: boolean;
}

export interface Flags {
  share: boolean;
  growth: boolean;
  running: boolean;
  list: boolean;
  any: boolean;
  /** Token positions of the cue, -1 when absent. */
  contains: number;
  startsWith: number;
  empty: number;
  future: boolean;
  more: undefined | { op: "gt" | "lt"; faster: boolean; at: number };
  trend: undefined | "up" | "down";
  which: boolean;
  stock: undefined | boolean;
  /** "most common", "by frequency": values ranked by how many rows have them. */
  frequency: boolean;
  /** "list the unique ages": the distinct values of a column themselves. */
  distinctValues: boolean;
  /** "revenue per order": a figure per row, so the average of an amount rather than its total. */
  perRow: boolean;
}

export interface Draft {
  index: SchemaIndex;
  mentions: Mention[];
  tokens: Token[];
  /** Words of the dataset's name and their synonyms: context ("marketing" in a marketing file), not unknown words. */
  datasetWords: ReadonlySet<string>;
  /** The words the file's name itself uses (no synonyms): "products" in products.csv names the rows. */
  fileWords: ReadonlySet<string>;
  frame: Frame;
  pending: Pending;
  /** The first meaningful word, and whether it opens a yes/no question ("is", "did"…). */
  first: { norm: string; index: number } | undefined;
  yesNo: boolean;
  thresholdForCheck?: NumberUse;
  numbers: NumberUse[];
  valueRuns: { mentions: ValueMention[]; exclude: boolean; at: number }[];
  boolFilters: { column: ColumnEntry; value: boolean; at: number }[];
  timeFilters: { time: Extract<TimeMention, { kind: "filter" }>; at: number }[];
  buckets: { bucket: DateBucket | "auto"; at: number; change: boolean }[];
  measureColumns: MeasureCandidate[];
  groupColumns: { column: ColumnEntry; at: number }[];
  /** Text columns named without a role yet: grouped, or kept for follow-ups ("remove the channel filter"). */
  looseText: { column: ColumnEntry; at: number }[];
  /** Date columns named anywhere: time phrases are about the nearest one. */
  dateHints: { column: ColumnEntry; at: number }[];
  superlatives: { direction: "top" | "bottom"; op: AggregateOp; at: number; phrase: string }[];
  flags: Flags;
  countRows: { at: number; distinctDays?: boolean } | undefined;
  /** Money words not matched to a column or value ("spend", "costs"): the money column, if it fits them. */
  moneyWords: string[];
  /** "Which passenger …?", "Who …?": the question asks for a row's own label, not a group's. */
  whichRow?: boolean;
  /** "older than 55" is about age, "cheaper than" about price. */
  compareSubject: string | undefined;
  /** A counting word was used ("how many", "number of", "count"), not just a grouping of rows. */
  countCue: boolean;
  /** Where the first counting word and the first ranking word ("most frequent", "top 3", "highest") are. */
  countAt: number | undefined;
  rankAt: number | undefined;
  rowSubject: { at: number } | undefined;
  /** "which fare range … (0-50, 50-100, 150+)": a number column grouped into the bands the question writes (ranges.ts). */
  rangeGroup?: { column: ColumnEntry; ranges: NumberRange[] };
  /** "Do the majority of … ?": the share of rows meeting the last condition, checked against one half (majority.ts). */
  majority?: boolean;
  /** "the first 4 rows": how many rows from the start of the file the question is about. */
  positionLimit: number | undefined;
  /** "the second most common", "the 3rd highest": one place in the ranking (places.ts). */
  /** span: how many places from `n` ("the 2nd and 3rd most common": 2); fromBottom: "second to last", "penultimate". */
  place?: { n: number; at: number; raw: string; verb?: boolean; bare?: boolean; span?: number; fromBottom?: boolean };
  /** "the first 3 different values": how many different values to list in the order they appear (places.ts). */
  firstDifferent?: { n: number; at: number };
  /** "Is the most common class 3?": the number asked about as the top value of a numbered category (places.ts). */
  topValue?: { column: ColumnEntry; value: number };
  /** "the first 5 regions": a ranking to the matcher that may mean the file's order (places.ts). */
  firstTop?: { n: number; at: number };
  /** "by order of appearance", "by row number": the file's order, said in words (places.ts). */
  fileOrder?: boolean;
  /** "How many regions have total revenue over 1,000?": the groups counted by a condition on their figure (group-counts.ts). */
  groupCount?: GroupCount;
  /** Numeric columns a compared number was attached to: filtered, so not measured by default. */
  consumedMeasureColumns: Set<ColumnEntry>;
}

const OPENERS_TO_SKIP = new Set(["so", "and", "ok", "okay", "hey", "hi", "well", "also", "now", "then", "but", "please"]);

/** The first meaningful word of the question (skipping "so", "and", "ok"…). */
function firstWord(read: ReadQuestion): { norm: string; index: number } | undefined {
  for (let i = 0; i < read.tokens.length; i++) {
    const norm = read.tokens[i].norm;
    if (OPENERS_TO_SKIP.has(norm)) continue;
    return { norm, index: i };
  }
  return undefined;
}

/** "Could you list …", "Can you tell me …", "Would you show …": a request, not a yes/no question. */
function politeRequest(tokens: readonly Token[], at: number): boolean {
  return /^(could|can|would|will)$/.test(tokens[at]?.norm ?? "") && tokens[at + 1]?.norm === "you" && /^(please|list|tell|show|give|provide|name|find|calculate|compute|count|identify|determine|get|return|report|rank|sort|say|let)$/.test(tokens[at + 2]?.norm ?? "");
}

export function startDraft(read: ReadQuestion, index: SchemaIndex, datasetWords: ReadonlySet<string>, fileWords: ReadonlySet<string> = datasetWords): Draft {
  const first = firstWord(read);
  return {
    index,
    mentions: read.mentions,
    tokens: read.tokens,
    datasetWords,
    fileWords,
    frame: {
      kind: "aggregate",
      measures: [],
      groups: [],
      filters: [],
      having: [],
      unknown: [],
      notes: [],
      followUp: emptyFollowUp(),
      confidence: 1,
    },
    pending: {},
    first,
    yesNo: first !== undefined && YES_NO_OPENERS.has(first.norm) && !politeRequest(read.tokens, first.index),
    numbers: [],
    valueRuns: [],
    boolFilters: [],
    timeFilters: [],
    buckets: [],
    measureColumns: [],
    groupColumns: [],
    looseText: [],
    dateHints: [],
    superlatives: [],
    flags: { share: false, growth: false, running: false, list: false, any: false, contains: -1, startsWith: -1, empty: -1, future: false, more: undefined, trend: undefined, which: false, stock: undefined, frequency: false, distinctValues: false, perRow: false },
    countRows: undefined,
    moneyWords: [],
    compareSubject: undefined,
    countCue: false,
    countAt: undefined,
    rankAt: undefined,
    rowSubject: undefined,
    positionLimit: undefined,
    consumedMeasureColumns: new Set(),
  };
}

/** The question's own words for a span of tokens ("last quarter", "per conversion"). */
export function spanText(tokens: readonly Token[], start: number, end: number): string {
  return tokens.slice(start, end).map((t) => t.raw).join(" ");
}

/** A question word echoes a column's name when their stems share five letters: "resolve" → Resolution Time. */
export function echoesColumn(norm: string, column: ColumnEntry): boolean {
  return column.words.some((w) => stem(norm).slice(0, 5) === w.stem.slice(0, 5));
}

/** Drops a column from the measure candidates once it has another role (a number compared with it, a filter). */
export function removeMeasureMention(d: Draft, column: ColumnEntry, at?: number): void {
  const i = d.measureColumns.findIndex((x) => x.column === column && (at === undefined || x.at === at) && !x.op);
  if (i >= 0) d.measureColumns.splice(i, 1);
}

/**
 * Filters in the order the question names them: by the last mention of each filter's column, or for a comparison
 * whose column is implied ("older than 18" on Age) by the number it compares with.
 */
export function inQuestionOrder(d: Pick<Draft, "mentions">, filters: readonly FrameFilter[]): FrameFilter[] {
  const position = (f: FrameFilter) => {
    const named = d.mentions.filter((m) => (m.kind === "value" && m.column === f.filter.column) || ((m.kind === "column" || m.kind === "negated-bool") && m.column.id === f.filter.column));
    if (named.length > 0) return Math.max(...named.map((m) => m.start));
    const bound = "value" in f.filter ? f.filter.value : "from" in f.filter ? f.filter.from : undefined;
    const number = d.mentions.find((m) => m.kind === "number" && typeof bound === "number" && m.value === bound);
    return number ? number.start : -1;
  };
  return [...filters].sort((a, b) => position(a) - position(b));
}
