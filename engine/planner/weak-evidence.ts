// Precision before coverage (issue #27): the plan's result must have the shape asked. "How many X" counted as
// the different figures of a measuring column, or as a row count beside a total, becomes a question back; the
// different figures of one pinned row are that row's figure; a listing of whole rows asked "which/who X" shows X first.
import type { AnalysisPlan } from "../plan/schema";
import { lemma, stem } from "../language/lemmatize";
import { lexicalBaseForms, lexicalRelation, measuredBy } from "../language/lexical-relations";
import type { ReadQuestion } from "./match/mentions";
import { matchWord, type NameWord, type QuestionWord, type WordMatch } from "./words";
import { oneValuePerRow } from "./roles/ranked-rows-attribute";
import type { ColumnEntry } from "./schema-index";
import { textHoldsFigures } from "./text-figures";

/** Words asking for different values explicitly: "how many different regions". */
export const DISTINCT_WORDS: ReadonlySet<string> = new Set(["different", "distinct", "unique", "various", "separate", "diverse"]);

/**
 * "The number of winners" read as how many different figures a Winners column holds: a count of different values
 * of a measuring number column, asked without "different" or "unique", is not what anyone asks (they mean its
 * total, or rows); so is a text column whose cells are figures (text-figures.ts). Returns the column when the
 * plan should ask instead.
 */
export function unsureDistinctCount(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[]): ColumnEntry | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 1) return undefined;
  const measure = plan.measures[0];
  if (measure.op !== "count_distinct" || !measure.column) return undefined;
  if (read.tokens.some((t) => DISTINCT_WORDS.has(t.norm))) return undefined;
  const column = columns.find((c) => c.id === measure.column);
  if (!column || column.isId) return undefined;
  if (column.type === "number") return column.categorical ? undefined : column;
  return textHoldsFigures(column) ? column : undefined;
}

/** Openings that ask for one attribute of the rows found ("who …", "tell me the …"), not for the rows themselves ("show …"). */
const NAME_OPENERS: ReadonlySet<string> = new Set(["which", "who", "whose", "what", "tell", "name"]);

/**
 * A listing of whole rows for a question that names the attribute it wants ("the only player from New Zealand",
 * "built in which county"): the named columns first, then the columns the rows were chosen by, so the answer
 * leads with what was asked. Unchanged when the question names no column beyond its conditions.
 */
export function showAskedColumns(read: ReadQuestion, plan: AnalysisPlan): AnalysisPlan {
  if (plan.kind !== "rows" || plan.columns || plan.check) return plan;
  const conditions = [...new Set([...(plan.filters ?? []).map((f) => f.column), ...(plan.sort ?? []).map((s) => s.by)])];
  const columnMentions = read.mentions.filter((m) => m.kind === "column" && !conditions.includes(m.column.id));
  // "Who …", "tell me the …" at the start, or "in which county" anywhere: the column right after "which"/"what".
  const opened = NAME_OPENERS.has(read.tokens[0]?.norm ?? "");
  const chosen = opened ? columnMentions : columnMentions.filter((m) => ["which", "what"].includes(read.tokens[m.start - 1]?.norm ?? ""));
  const asked = [...new Set(chosen.flatMap((m) => (m.kind === "column" ? [m.column.id] : [])))];
  if (asked.length === 0) return plan;
  return { ...plan, columns: [...asked, ...conditions] };
}

/** Words that ask for a total, which a count beside it may then honestly sit next to. */
const TOTAL_WORDS: ReadonlySet<string> = new Set(["total", "sum", "altogether", "combined", "overall", "and"]);

/**
 * "How many clubs have titles?" planned as the row count beside the total of Titles, or "how many parties lost
 * seats?" as the number of different parties beside the total of Seats: the question asks for one number — the
 * rows with any title (or meeting the condition the verb states), or the titles added up — and the first figure
 * answers neither. Returns the figure's column when the plan should ask instead.
 */
export function countBesideTotal(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[]): ColumnEntry | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 2) return undefined;
  const isCount = (m: (typeof plan.measures)[number]) => (m.op === "count" && !m.column) || (m.op === "count_distinct" && m.column !== undefined);
  const [count, other] = isCount(plan.measures[0]) ? plan.measures : [plan.measures[1], plan.measures[0]];
  if (!isCount(count) || other.op !== "sum" || !other.column || other.column === count.column) return undefined;
  if (read.tokens.some((t) => TOTAL_WORDS.has(t.norm))) return undefined;
  return columns.find((c) => c.id === other.column);
}

/**
 * "How many years has Eli Moss worked?" read as how many different Years of Service one row holds (1): a row
 * pinned by a column with one value per row holds one figure. A measuring column's figure is what was asked: the
 * plan lists it for the pinned row. A numbered category's ("how many grades does Ben have" — his grade, or one?)
 * is asked back: `ask` is that column.
 */
export function figureOfOneRow(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[], rowCount: number): { plan: AnalysisPlan } | { ask: ColumnEntry } | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 1 || plan.top || plan.check) return undefined;
  const measure = plan.measures[0];
  if (measure.op !== "count_distinct" || !measure.column || read.tokens.some((t) => DISTINCT_WORDS.has(t.norm))) return undefined;
  const column = columns.find((c) => c.id === measure.column);
  if (!column || column.type !== "number") return undefined;
  const pinned = (plan.filters ?? []).some((f) => f.op === "eq" && columns.some((c) => c.id === f.column && oneValuePerRow(c, rowCount)));
  if (!pinned) return undefined;
  return column.categorical ? { ask: column } : { plan: { kind: "rows", columns: [column.id], filters: plan.filters } };
}

/** Base forms WordNet knows for a word ("released" → release); empty for a misspelling or a code. */
function baseForms(norm: string): string[] {
  return lexicalBaseForms(norm);
}

/**
 * The column's word names who does what the question's word names ("Riders" for "rides", "Winner" for "wins"):
 * derived, but another thing. The other way round reads the people by what they did ("survivors" → Survived).
 */
function agentOf(agents: readonly string[], actions: readonly string[]): boolean {
  return agents.some((x) => actions.some((y) => ["r", "er", "or", "ist", "ner"].some((suffix) => x === y + suffix || x === y.replace(/e$/, "") + suffix)));
}

/**
 * Whether matching this question word to this name word is a guess rather than named evidence: an English word
 * taken as a typo ("rides" → Riders' letters) or through the stemmer alone (two words with their own base forms),
 * or an acronym in capitals or an English word taken as the letters of a longer name word. Shared base forms
 * ("released" / Release) are one word inflected; a misspelling that is no word ("revnue") and an abbreviation
 * the lexicon or the header spells out are readings.
 */
function guessed(word: QuestionWord, raw: string, nameWord: NameWord, match: WordMatch): boolean {
  if (match === "synonym" || word.norm === nameWord.norm) return false;
  const own = baseForms(word.norm);
  const theirs = baseForms(nameWord.norm);
  const relation = lexicalRelation(word.norm, nameWord.norm);
  const related = own.some((b) => theirs.includes(b)) || lemma(word.norm) === lemma(nameWord.norm) || (relation !== undefined && !(relation === "derivation" && agentOf(theirs, own))) || measuredBy(word.norm).includes(nameWord.norm);
  if (related) return false;
  const english = own.length > 0;
  if (match === "exact") return english && theirs.length > 0;
  if (match === "typo") return english;
  // An abbreviation: spelled out by the lexicon or the header, or guessed from letters.
  if ((word.expandedStem ?? word.stem) === (nameWord.expandedStem ?? nameWord.stem)) return false;
  const acronym = raw.length >= 2 && raw === raw.toUpperCase() && /[A-Z]/.test(raw);
  return acronym || english;
}

/**
 * A column the plan reads on weak evidence (see guessed): the planner asks "Did you mean …?" instead of answering.
 * Returns the question's word, the column and the mention's tokens [start, end), or undefined.
 */
export function guessedColumn(read: ReadQuestion, planColumns: ReadonlySet<string>): { word: string; column: ColumnEntry; start: number; end: number } | undefined {
  for (const m of read.mentions) {
    if (m.kind !== "column" || m.via === "compound" || !planColumns.has(m.column.id)) continue;
    const spellings = [m.column.words, ...m.column.aliases, ...m.column.valueAliases];
    for (let i = m.start; i < m.end; i++) {
      const word = read.words[i];
      const raw = read.tokens[i]?.raw ?? "";
      if (!word) continue;
      let named = false;
      let guess = false;
      for (const nameWord of spellings.flat()) {
        const match = matchWord(word, nameWord, true);
        if (!match) continue;
        if (guessed(word, raw, nameWord, match)) guess = true;
        else named = true;
      }
      if (guess && !named) return { word: raw, column: m.column, start: m.start, end: m.end };
    }
  }
  return undefined;
}

/**
 * "How many different orders are there?" counted as rows in a file of order lines (an Order ID that repeats):
 * the rows are not the orders. Returns the plan counting the different ids when the question says "different"
 * ("unique", "distinct"), `ask` with the id column when it does not, or undefined when each id is one row.
 */
export function countOfRepeatedIds(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[], rowCount: number): { plan: AnalysisPlan } | { ask: ColumnEntry } | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 1 || plan.top || plan.check || plan.having?.length) return undefined;
  const [count] = plan.measures;
  if (count.op !== "count" || count.column || count.per) return undefined;
  const cue = read.mentions.findIndex((m) => m.kind === "cue" && m.cue.kind === "aggregate" && m.cue.op === "count");
  if (cue < 0) return undefined;
  const counted = read.mentions.slice(cue + 1).find((m) => m.kind === "column" || m.kind === "row" || (m.kind === "word" && !m.filler && !DISTINCT_WORDS.has(m.norm)));
  // The rows' noun ("orders" in order_lines.csv) is the id column it comes from ("Order ID").
  const id = counted?.kind === "column" ? counted.column : counted?.kind === "row" ? columns.find((c) => c.isId && c.words.some((w) => w.stem === stem(counted.noun))) : undefined;
  if (!id?.isId) return undefined;
  const distinct = id.facts?.distinct;
  if (distinct === undefined || distinct >= rowCount) return undefined;
  if (!read.tokens.some((t) => DISTINCT_WORDS.has(t.norm))) return { ask: id };
  return { plan: { ...plan, measures: [{ id: `distinct_${id.id}`, op: "count_distinct", column: id.id }] } };
}

/**
 * "Which team has the highest number?" counted as rows, in a file with a Jersey Number column: "number" without
 * "of" may be the count or that column. Returns the column when the plan counts rows and such a column exists, so
 * the planner asks which is meant.
 */
export function numberWordOrColumn(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[]): ColumnEntry | undefined {
  if (plan.kind !== "aggregate" || !plan.measures.some((m) => m.op === "count" && !m.column)) return undefined;
  const bare = read.tokens.some((t, i) => (t.norm === "number" || t.norm === "numbers") && read.tokens[i + 1]?.norm !== "of");
  if (!bare) return undefined;
  return columns.find((c) => c.words.some((w) => w.norm === "number"));
}
