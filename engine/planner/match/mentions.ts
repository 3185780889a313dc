// Reads a question into mentions, left to right: columns, values, time expressions, numbers, cue
// phrases, row nouns and the words left over. Overlapping readings are settled by span length first,
// then by kind, then by match quality — so "units on hand" is one column, not three words.
import { AGGREGATION_CUES, FILLER_WORDS, NUMBER_WORDS, ORDINAL_NUMBERS, ROW_NOUNS } from "../lexicon";
import type { ColumnEntry, SchemaIndex, ValueEntry } from "../schema-index";
import { lemma, stem } from "../../language/lemmatize";
import { type Token, tokenize } from "../text/tokenize";
import { findTimeMentions, type TimeMention } from "../time/expressions";
import { type QuestionWord, type WordMatch, groupsOfStem, prepareWord } from "../words";
import { type ColumnCandidate, findColumnCandidates, findPhraseCandidates } from "./columns";
import { type Cue, findCues } from "./cues";
import { shareWordColumns } from "./share-column";
import { findValueCandidates } from "./values";
import { wordTable } from "../../word-table";

interface Span {
  start: number;
  /** Exclusive token index. */
  end: number;
}

export type Mention = Span &
  (
    | { kind: "column"; column: ColumnEntry; score: number; via: WordMatch | "compound"; complete: boolean; alternatives: ColumnEntry[]; ambiguous?: ColumnEntry[] }
    | {
        kind: "value";
        column: string;
        values: ValueEntry[];
        match: "whole" | "part";
        needle?: string;
        score: number;
        via: WordMatch;
        prefixOfOthers?: boolean;
        /** The same words read as values of other columns, ranked exactly as high: other readings of the question (readings.ts). */
        rivals?: { column: string; values: ValueEntry[] }[];
      }
    | { kind: "negated-bool"; column: ColumnEntry }
    | { kind: "row"; noun: string }
    | { kind: "time"; time: TimeMention }
    | { kind: "number"; value: number; currency?: boolean; currencyCode?: string; percent?: boolean; unitSeconds?: number; ordinal?: boolean; durationFields?: 2 | 3 }
    | { kind: "top"; n: number; direction: "top" | "bottom" }
    | { kind: "cue"; cue: Cue }
    | { kind: "word"; norm: string; raw: string; filler: boolean }
  );

export interface ReadQuestion {
  tokens: Token[];
  words: (QuestionWord | undefined)[];
  mentions: Mention[];
}

/**
 * "the number of wins", "how many wins": an inflected word right after a count is the noun counted, not the filler
 * verb its lemma is ("win" in "which region won the most"). Left as a filler, the count counted rows.
 */
function countedNoun(forms: readonly string[], i: number): boolean {
  if (FILLER_WORDS.has(forms[i])) return false;
  return forms[i - 1] === "many" || (forms[i - 1] === "of" && forms[i - 2] === "number");
}

/** Abbreviations and misspellings of cue words, expanded before cue matching. */
const CUE_FORMS: Record<string, string> = wordTable({
  avg: "average", av: "average", ave: "average", avrg: "average", averge: "average", "avg.": "average", tot: "total", ttl: "total",
  cnt: "count", hw: "how", hou: "how", wat: "what", wht: "what", whats: "what", "what's": "what", "whats'": "what",
  mny: "many", vs: "versus", "vs.": "versus", incl: "including", excl: "excluding", ex: "excluding", pls: "please",
  plz: "please", med: "median", "who's": "who", "which's": "which", "how's": "how", "where's": "where", "there's": "there",
  "isn't": "is", "aren't": "are", "didn't": "did", "doesn't": "does", "don't": "do", "wasn't": "was", "weren't": "were",
  totals: "total", averages: "average", counts: "count", sums: "sum", medians: "median",
});

const TOP_WORDS: Record<string, "top" | "bottom"> = wordTable({
  top: "top", best: "top", highest: "top", largest: "top", biggest: "top", first: "top", leading: "top",
  bottom: "bottom", worst: "bottom", lowest: "bottom", smallest: "bottom", last: "bottom",
  maximum: "top", greatest: "top", minimum: "bottom",
});
export const ROW_POSITION_NOUNS: ReadonlySet<string> = new Set(["row", "rows", "record", "records", "entry", "entries", "line", "lines"]);
/** After a number only: "the 3 most common", "the 2 least frequent" ("at least 3" is a comparison). */
const TOP_AFTER_NUMBER: Record<string, "top" | "bottom"> = wordTable({ most: "top", least: "bottom" });
/** How many rows a ranking keeps ("top 5", "3 largest"): a whole number from 1 to 1,000, never a percentage or an amount. */
function isRankSize(value: number | undefined, token: Token | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 1000 && !token?.percent && !token?.currency;
}
/** Punctuation that ends a phrase between two words: a comma, a semicolon or colon, a bracket, a dash. */
const CLAUSE_BREAK = /[,;:()[\]\u2013\u2014]|\s-\s/;
const UNIT_SECONDS: Record<string, number> = wordTable({
  second: 1, seconds: 1, sec: 1, secs: 1, minute: 60, minutes: 60, min: 60, mins: 60, hour: 3600, hours: 3600,
  hr: 3600, hrs: 3600, h: 3600, day: 86400, days: 86400, week: 604800, weeks: 604800,
});
const VALUE_PREPOSITIONS = new Set(["in", "for", "from", "with", "on", "at", "only", "just", "about", "excluding", "exclude", "except", "without", "than", "to", "is", "are", "was", "were", "not", "and", "or", "instead", "but", "via", "through", "of", "the"]);
const GROUPING_WORDS = new Set(["by", "per", "each", "across"]);
/** Prefixes that negate a yes/no column: "unapproved", "non-returned", "inactive". */
const NEGATING_PREFIXES = ["un", "non", "in", "dis"];

const PRIORITY = { quotedColumn: 95, time: 90, top: 85, code: 80, number: 78, valueNamed: 77.5, valueSurface: 77, columnExact: 74, valueStrong: 76, dateColumn: 73, valueWhole: 72, cue: 70, bucketWord: 71, valueWeak: 68, negatedBool: 66, columnPartial: 60, valuePart: 55, row: 50 } as const;

interface Candidate {
  mention: Mention;
  priority: number;
  score: number;
}

/** "isn't", "don't": a negation inside the question; as its opener ("isn't North the largest?") only a yes/no. */
const NEGATED_CONTRACTION = /^(is|are|was|were|do|does|did|has|have|had)n[’']t$/;

function cueForm(token: Token, at: number): string {
  if (token.kind === "symbol" && token.norm === "#") return "#";
  if (at > 0 && NEGATED_CONTRACTION.test(token.norm)) return "not";
  return CUE_FORMS[token.norm] ?? token.norm;
}

/** Prefer "Account Name" over "Account Code"/"Account Type" when a question only says "account". */
function genericRank(column: ColumnEntry): number {
  const last = column.words.at(-1)?.norm ?? "";
  if (column.isId) return -1;
  if (last === "name" || last === "title") return 0;
  if (column.content.length === column.words.length) return 1;
  if (last === "type" || last === "category" || last === "group") return 2;
  if (last === "date") return 3;
  return 4;
}

function bestColumns(candidates: ColumnCandidate[], forms: readonly string[], cueWords: ReadonlySet<string>): Candidate[] {
  const bySpan = new Map<string, ColumnCandidate[]>();
  for (const c of candidates) {
    const key = `${c.start}:${c.end}`;
    bySpan.set(key, [...(bySpan.get(key) ?? []), c]);
  }
  const out: Candidate[] = [];
  for (const list of bySpan.values()) {
    // On equal scores a category's names come before its codes ("region": Region, not Region ID with R1, R2).
    list.sort((a, b) => b.score - a.score || Number(a.column.label !== undefined) - Number(b.column.label !== undefined) || genericRank(a.column) - genericRank(b.column) || a.column.index - b.column.index);
    const best = list[0];
    // Columns the words fit exactly as well, with names of the same kind: the question does not say which it means.
    const alternatives = list.filter((c) => c !== best && Math.abs(c.score - best.score) < 1e-9 && c.column !== best.column).map((c) => c.column);
    // Columns the words fit as well, with names of the same kind: the question does not say which it means. A partial
    // reading ("name" of calendar_names_1 and calendar_names_2) is ambiguous within a small margin too.
    const margin = best.complete ? 1e-9 : 0.1;
    const ambiguous = list.filter((c) => c !== best && best.score - c.score < margin && c.column !== best.column && c.column.label !== best.column && genericRank(c.column) === genericRank(best.column)).map((c) => c.column);
    const exact = best.complete && (best.via === "exact" || best.via === "compound" || best.via === "synonym" || best.via === "attribute" || best.via === "abbreviation");
    // A date column's word ("resolved") yields to a value spelled the same ("Resolved"), not to one that only shares a stem ("Starter").
    // "unique" is the distinct-count word, not the "Unique ID" column it happens to name.
    const cueWord = best.column.isId && best.end - best.start === 1 && cueWords.has(forms[best.start]);
    const priority = exact && !cueWord ? (best.column.type === "date" ? PRIORITY.dateColumn : PRIORITY.columnExact) : PRIORITY.columnPartial;
    out.push({
      mention: { kind: "column", start: best.start, end: best.end, column: best.column, score: best.score, via: best.via, complete: best.complete, alternatives, ambiguous },
      priority,
      score: best.score,
    });
  }
  return out;
}

function isRowNoun(word: QuestionWord, index: SchemaIndex): boolean {
  const base = lemma(word.norm);
  if (index.rowStems.has(word.stem) || (word.expandedStem && index.rowStems.has(word.expandedStem))) return true;
  if (ROW_NOUNS.has(base) || ROW_NOUNS.has(word.norm)) return true;
  // Synonyms of the dataset's row noun: "staff" when rows are employees, "deals" when they are opportunities.
  for (const rowStem of index.rowStems) {
    const groups = groupsOfStem(rowStem);
    if (groups.some((g) => word.groups.includes(g))) return true;
  }
  return false;
}

/** Single-word aggregation cues ("unique", "total", "average"). */
const AGGREGATION_WORDS: ReadonlySet<string> = new Set(AGGREGATION_CUES.map((c) => c.phrase).filter((p) => !p.includes(" ")));

const squeeze = (text: string): string => text.toLowerCase().replace(/\s+/g, " ").trim();

/** A column named in quotes, exactly as its header is written ("the 'DMC' column"): the strongest reading of those words. */
function quotedColumns(tokens: readonly Token[], index: SchemaIndex): Candidate[] {
  const out: Candidate[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== "quoted") return;
    const column = index.columns.find((c) => squeeze(c.name) === squeeze(token.raw));
    if (column) out.push({ mention: { kind: "column", start: i, end: i + 1, column, score: 1, via: "exact", complete: true, alternatives: [] }, priority: PRIORITY.quotedColumn, score: 1 });
  });
  return out;
}

/** Words that join a column's name to its value ("home team was Ashby", "is not Brent"). */
const COPULA_WORDS: ReadonlySet<string> = new Set(["is", "was", "are", "were", "be", "not", "=", "equals"]);

/** A value mention with the same words read in other columns that rank exactly as high (no column named beside them). */
function withRivals(mention: Extract<Mention, { kind: "value" }>, chosen: Candidate, candidates: readonly Candidate[]): Mention {
  const rivals: { column: string; values: ValueEntry[] }[] = [];
  for (const other of candidates) {
    const m = other.mention;
    if (m.kind !== "value" || m.start !== mention.start || m.end !== mention.end || m.column === mention.column) continue;
    if (other.priority !== chosen.priority || Math.abs(other.score - chosen.score) > 1e-9 || m.match !== mention.match) continue;
    if (!rivals.some((r) => r.column === m.column)) rivals.push({ column: m.column, values: m.values });
  }
  return rivals.length > 0 ? { ...mention, rivals } : mention;
}

/** "2004-05", "1999-00": a year and the next year's last two digits, as seasons are written. */
function isSeasonSpan(norm: string): boolean {
  const span = /^(\d{4})-(\d{2})$/.exec(norm);
  return span !== null && (Number(span[1]) + 1) % 100 === Number(span[2]);
}

/** Reads the question into mentions over its tokens (see Mention). */
export function readQuestion(question: string, index: SchemaIndex): ReadQuestion {
  const tokens = tokenize(question);
  // Small whole numbers are words too, so "Tier 2" and "level 1" can name columns numbered like that.
  const words = tokens.map((t) => (t.kind === "word" || (t.kind === "number" && /^\d{1,2}$/.test(t.norm)) ? prepareWord(t.norm) : undefined));
  const forms = tokens.map((token, at) => cueForm(token, at));
  const candidates: Candidate[] = [];

  const timeMentions = findTimeMentions(tokens);
  for (const time of timeMentions) {
    const isAdjective = time.kind === "bucket" && time.end - time.start === 1;
    candidates.push({ mention: { kind: "time", start: time.start, end: time.end, time }, priority: isAdjective ? PRIORITY.bucketWord : PRIORITY.time, score: 1 });
  }

  tokens.forEach((token, i) => {
    // "top 5", "bottom three", "5 largest"
    const direction = TOP_WORDS[forms[i]];
    const next = tokens[i + 1];
    const nextValue = next?.kind === "number" ? next.value : next ? NUMBER_WORDS[next.norm] : undefined;
    // "the first 4 rows" is a position in the file, not a ranking.
    const positional = (forms[i] === "first" || forms[i] === "last") && ROW_POSITION_NOUNS.has(tokens[i + 2]?.norm ?? "");
    if (direction && !positional && !next?.ordinal && next?.norm !== "a" && next?.norm !== "single" && isRankSize(nextValue, next)) {
      candidates.push({ mention: { kind: "top", start: i, end: i + 2, n: nextValue, direction }, priority: PRIORITY.top, score: 1 });
    }
    const after = next ? (TOP_WORDS[forms[i + 1]] ?? TOP_AFTER_NUMBER[forms[i + 1]]) : undefined;
    // "3 largest" — but not "under 46, top 1" (a comma or dash ends the figure's phrase) nor "under 46 top 1" (the
    // ranking word has its own N), so a comparison's figure is never taken for the ranking's size.
    const afterHasOwnN = tokens[i + 2]?.kind === "number" || NUMBER_WORDS[tokens[i + 2]?.norm ?? ""] !== undefined;
    const joined = next !== undefined && !CLAUSE_BREAK.test(question.slice(token.end, next.start));
    if (token.kind === "number" && !token.ordinal && after && joined && !afterHasOwnN && forms[i + 1] !== "first" && forms[i + 1] !== "last" && isRankSize(token.value, token)) {
      candidates.push({ mention: { kind: "top", start: i, end: i + 2, n: token.value, direction: after }, priority: PRIORITY.top, score: 1 });
    }
    // Numbers, with a time unit after them ("4 hours") and number words after comparisons ("more than twice").
    if (token.kind === "number") {
      const unit = next?.kind === "word" ? UNIT_SECONDS[next.norm] : undefined;
      // "500 a month", "20 per day": a rate's period belongs to the number.
      const rate = !unit && next && (next.norm === "a" || next.norm === "per" || next.norm === "each") && tokens[i + 2] && /^(day|week|month|year|quarter|hour)s?$/.test(tokens[i + 2].norm) ? 2 : 0;
      const mention: Mention = { kind: "number", start: i, end: unit ? i + 2 : i + 1 + rate, value: token.value!, currency: token.currency, currencyCode: token.currencyCode, percent: token.percent, unitSeconds: unit ?? (token.durationFields ? 1 : undefined), ...(token.ordinal ? { ordinal: true } : {}), ...(token.durationFields ? { durationFields: token.durationFields } : {}) };
      candidates.push({ mention, priority: PRIORITY.number, score: 1 });
    } else if (token.kind === "word" && NUMBER_WORDS[token.norm] !== undefined && token.norm !== "a" && (token.norm !== "one" || tokens[i - 1]?.norm === "than") && token.norm !== "single") {
      // "one" is a pronoun ("which one", "at least one") except after "than" ("more than one country").
      candidates.push({ mention: { kind: "number", start: i, end: i + 1, value: NUMBER_WORDS[token.norm] }, priority: PRIORITY.number - 20, score: 1 });
    }
  });

  for (const cue of findCues(forms)) {
    candidates.push({ mention: { kind: "cue", start: cue.start, end: cue.end, cue: cue.cue }, priority: PRIORITY.cue, score: 1 });
  }

  // "the highest %" with a column headed "%": the column, above the share cue (share-column.ts).
  const shareColumns: Candidate[] = shareWordColumns(tokens, index).map(({ start, column }) => ({ mention: { kind: "column", start, end: start + 1, column, score: 1, via: "exact", complete: true, alternatives: [] }, priority: PRIORITY.columnExact, score: 1 }));
  const columnCandidates = [...bestColumns([...findColumnCandidates(index, words), ...findPhraseCandidates(index, words)], forms, AGGREGATION_WORDS), ...quotedColumns(tokens, index), ...shareColumns];
  candidates.push(...columnCandidates);

  const cueSpans = new Set(findCues(forms).map((c) => `${c.start}:${c.end}`));
  const aggregationSpans = new Set(findCues(forms).filter((c) => c.cue.kind === "aggregate").map((c) => `${c.start}:${c.end}`));
  // "closing in 2025": a word right before a time expression is about the date column, not a value.
  const timeStartsNear = (end: number): boolean => timeMentions.some((t) => t.kind === "filter" && (t.start === end || (t.start === end + 1 && ["in", "on", "during", "for"].includes(forms[end]))));
  for (const v of findValueCandidates(index, tokens, words)) {
    const isCode = tokens[v.start].kind !== "word";
    // A value next to its own column's name ("growth plan", "paid search channel") or after a preposition is a strong reading.
    // "the 'Mercadona' type of store": the column named after a word for kind in between.
    const kindOf = (p: number) => (/^(type|kind|sort|category)$/.test(forms[p] ?? "") && forms[p + 1] === "of" ? (forms[p + 2] === "the" ? 3 : 2) : 0);
    // "home team was Ashby", "away team is not Brent": the column named, then only a copula (and "not") before the value.
    // Only a whole column name counts there: "team" inside "away team" does not name Home Team.
    const copulaFrom = (c: Candidate) =>
      c.mention.end < v.start && v.start - c.mention.end <= 2 && tokens.slice(c.mention.end, v.start).every((t) => COPULA_WORDS.has(t.norm)) &&
      !columnCandidates.some((o) => o !== c && o.mention.start <= c.mention.start && o.mention.end >= c.mention.end && o.mention.end - o.mention.start > c.mention.end - c.mention.start);
    const columnNear = [v.start - 1, v.end, v.end + kindOf(v.end)].some((p) => columnCandidates.some((c) => c.mention.kind === "column" && c.mention.column.id === v.column && (c.mention.end === v.start || c.mention.start === p || copulaFrom(c))));
    const prepositionBefore = VALUE_PREPOSITIONS.has(forms[v.start - 1] ?? "");
    const clashesWithCue = cueSpans.has(`${v.start}:${v.end}`);
    // "open urgent tickets": adjectives before the row noun.
    const beforeRowNoun = [v.end, v.end + 1, v.end + 2].some((p) => words[p] !== undefined && isRowNoun(words[p]!, index));
    let priority: number;
    if (v.kind === "part") priority = PRIORITY.valuePart;
    else if (isCode) priority = PRIORITY.code;
    else if (v.via === "synonym") priority = columnNear ? PRIORITY.valueWhole : PRIORITY.valueWeak;
    // "average" is an aggregation even where a column has the value "Average", unless the question puts it there.
    else if (aggregationSpans.has(`${v.start}:${v.end}`) && !columnNear) priority = PRIORITY.valueWeak;
    // A value beside its own column's name wins over the same word in another column ("Mercadona stores", not brands).
    else if (columnNear && v.score >= 0.8) priority = PRIORITY.valueNamed;
    else if (columnNear || (prepositionBefore && v.score >= 0.8)) priority = PRIORITY.valueStrong;
    else if (
      v.end - v.start === 1 &&
      !GROUPING_WORDS.has(forms[v.start - 1] ?? "") &&
      !timeStartsNear(v.end) &&
      !columnCandidates.some((c) => c.mention.kind === "column" && c.mention.start === v.start && c.mention.end === v.end && c.mention.complete && c.mention.column.type !== "date") &&
      v.values.some((e) => e.words.length === 1 && lemma(e.words[0].norm) === lemma(tokens[v.start].norm))
    )
      priority = PRIORITY.valueSurface;
    else if (clashesWithCue || v.score < 0.6) priority = PRIORITY.valueWeak;
    else priority = PRIORITY.valueWhole;
    if (v.score < 0.6 && !columnNear && !prepositionBefore && !beforeRowNoun) continue;
    // The same (part of a) value or code in two columns: the one whose name is beside it wins.
    if (columnNear && priority !== PRIORITY.valueNamed) priority += 0.5;
    const prefixOfOthers = v.kind === "whole" && v.values.length === 1 ? index.prefixValues.has(v.values[0]) : undefined;
    // "lane 4", "heat 1": a number right after a number column's name is that column's figure, not a value of
    // another column that happens to hold "4" (a Rank written as text).
    const afterNumberColumn = tokens[v.start].kind === "number" && columnCandidates.some((c) => c.mention.kind === "column" && c.mention.end === v.start && c.mention.column.type === "number" && c.mention.column.id !== v.column);
    if (afterNumberColumn) priority = Math.min(priority, PRIORITY.number - 1);
    // "2004-05" that a text column holds as a season ("2004–05", "2004-05[a]"): the season, not May 2004.
    if (v.end - v.start === 1 && isSeasonSpan(tokens[v.start].norm)) priority = Math.max(priority, PRIORITY.time + 1);
    candidates.push({
      mention: { kind: "value", start: v.start, end: v.end, column: v.column, values: v.values, match: v.kind, needle: v.needle, score: v.score, via: v.via, prefixOfOthers },
      priority,
      score: v.score,
    });
  }

  words.forEach((word, i) => {
    if (!word) return;
    if (isRowNoun(word, index)) candidates.push({ mention: { kind: "row", start: i, end: i + 1, noun: lemma(word.norm) }, priority: PRIORITY.row, score: 1 });
    // "unapproved", "non-returned" (split as "non", "returned"), "inactive".
    for (const prefix of NEGATING_PREFIXES) {
      if (word.norm.startsWith(prefix) && word.norm.length > prefix.length + 3) {
        const rest = stem(word.norm.slice(prefix.length));
        const column = index.columns.find((c) => c.type === "boolean" && c.content.some((p) => c.words[p].stem === rest));
        if (column) candidates.push({ mention: { kind: "negated-bool", start: i, end: i + 1, column }, priority: PRIORITY.negatedBool, score: 1 });
      }
    }
  });
  // "direct reports" are the rows of an HR roster.
  words.forEach((word, i) => {
    if (word?.norm === "direct" && words[i + 1] && /^reports?$/.test(words[i + 1]!.norm) && index.rowStems.size > 0)
      candidates.push({ mention: { kind: "row", start: i, end: i + 2, noun: "direct report" }, priority: PRIORITY.row, score: 1 });
  });

  candidates.sort((a, b) => {
    const la = a.mention.end - a.mention.start;
    const lb = b.mention.end - b.mention.start;
    return lb - la || b.priority - a.priority || b.score - a.score || a.mention.start - b.mention.start;
  });
  const taken = new Array<boolean>(tokens.length).fill(false);
  const chosen: Mention[] = [];
  for (const candidate of candidates) {
    const { mention } = candidate;
    let free = true;
    for (let i = mention.start; i < mention.end; i++) if (taken[i]) free = false;
    if (!free) continue;
    for (let i = mention.start; i < mention.end; i++) taken[i] = true;
    chosen.push(mention.kind === "value" ? withRivals(mention, candidate, candidates) : mention);
  }
  tokens.forEach((token, i) => {
    if (taken[i]) return;
    const norm = forms[i];
    // "Name the top 3 …" opens like "List"; elsewhere "name" asks for a label the plan must give.
    const opener = i === 0 && norm === "name";
    const filler = opener || FILLER_WORDS.has(norm) || (FILLER_WORDS.has(lemma(norm)) && !countedNoun(forms, i)) || token.kind === "symbol" || /^[^a-z0-9]+$/.test(norm);
    chosen.push({ kind: "word", start: i, end: i + 1, norm, raw: token.raw, filler });
  });
  chosen.sort((a, b) => a.start - b.start);
  // "distinct HHS regions" where every Region is "HHS Region NN": a word all values share filters nothing.
  chosen.forEach((m, k) => {
    if (m.kind !== "value" || m.match !== "part" || m.values.length < 3) return;
    const all = index.values.filter((v) => v.column === m.column).length;
    const facts = index.byId.get(m.column)?.facts;
    const column = index.byId.get(m.column)!;
    if (m.values.length !== all || (facts?.distinct !== undefined && facts.distinct > all)) return;
    // "HHS regions" also names the column: it becomes that column; otherwise the shared word is grammar.
    const namesColumn = words.slice(m.start, m.end).some((w) => w && column.words.some((c) => c.stem === w.stem));
    // Blank cells do not share it: the word still tells the rows that have a value from those that have none.
    if (!namesColumn && (facts?.missing ?? 0) > 0) return;
    chosen[k] = namesColumn
      ? { kind: "column", column, start: m.start, end: m.end, score: 1, via: "compound", complete: true, alternatives: [] }
      : { kind: "word", start: m.start, end: m.end, norm: forms[m.start], raw: tokens[m.start].raw, filler: true };
  });
  // "third class", "first class": an ordinal word right before a column of numbered categories names that number,
  // as "3rd class" does — when the column holds it.
  chosen.forEach((m, k) => {
    const next = chosen[k + 1];
    const n = ORDINAL_NUMBERS[forms[m.start]];
    if (m.end - m.start !== 1 || n === undefined || next?.kind !== "column" || next.start !== m.end || !next.column.categorical) return;
    const { min, max } = next.column.facts ?? {};
    if (min === undefined || max === undefined || n < min || n > max) return;
    chosen[k] = { kind: "number", start: m.start, end: m.end, value: n, ordinal: true };
  });
  // "Name the top 3 …", "Name all …": an imperative, even in a file with a Name column.
  const first = chosen[0];
  if (first?.kind === "column" && first.start === 0 && first.end === 1 && forms[0] === "name" && /^(the|all|a|an|every|each|any|some|top|bottom|\d+)$/.test(forms[1] ?? ""))
    chosen[0] = { kind: "word", start: 0, end: 1, norm: "name", raw: tokens[0].raw, filler: true };
  // "passenger class", "customer segment": the rows' noun right before a column only says whose column it is —
  // unless it is what "how many" counts ("how many women weigh less than 60").
  chosen.forEach((m, k) => {
    const next = chosen[k + 1];
    const prev = chosen[k - 1];
    const counted = prev?.kind === "cue" && prev.cue.kind === "aggregate" && prev.cue.op === "count";
    if (m.kind === "row" && m.end - m.start === 1 && next?.kind === "column" && next.start === m.end && !counted)
      chosen[k] = { kind: "word", start: m.start, end: m.end, norm: forms[m.start], raw: tokens[m.start].raw, filler: true };
  });
  return { tokens, words, mentions: chosen };
}
