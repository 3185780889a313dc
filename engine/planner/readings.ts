// Candidate readings (issue #14): where the question's words fit two columns equally well ("name" of two name
// columns, "vegan" found in three columns), the planner plans each reading, scores it by how many of the
// question's content words it explains, and hands them all to the answer step, which executes them and keeps
// only those that match rows (engine/answer/answer-readings.ts). A reading is a small immutable value.
import { alignListedValues } from "./match/listed-values";
import type { AnalysisPlan, Filter } from "../plan/schema";
import type { Mention, ReadQuestion } from "./match/mentions";
import type { ColumnEntry, SchemaIndex } from "./schema-index";
import { hasChoice } from "./other-rows";
import { pinnedValue } from "./pinned-value";

/** A place in the question where the words fit several columns equally well, and the read for each option. */
export interface ChoicePoint {
  /** "column": the words name one of several columns (asked about when still tied); "value": they spell values of several columns. */
  readonly kind: "column" | "value";
  readonly options: readonly { readonly label: string; readonly column: ColumnEntry; readonly read: ReadQuestion; readonly values?: readonly string[] }[];
  /** The question's tokens [start, end) that hold the choice: the tied word or the value. */
  readonly start: number;
  readonly end: number;
}

/** At most this many readings are planned and executed: each costs one more plan and one more execution. */
const MAX_OPTIONS = 4;

function replaceMention(read: ReadQuestion, at: number, mention: Mention): ReadQuestion {
  return { ...read, mentions: read.mentions.map((m, k) => (k === at ? mention : m)) };
}

/** The first place where the read holds equally good readings, or undefined when the question reads one way. */
export function findChoicePoint(read: ReadQuestion, index: SchemaIndex): ChoicePoint | undefined {
  const raw = (m: Mention) => read.tokens.slice(m.start, m.end).map((t) => t.raw).join(" ");
  for (const [at, m] of read.mentions.entries()) {
    if (m.kind === "column" && m.ambiguous?.length) {
      const columns = [m.column, ...m.ambiguous].slice(0, MAX_OPTIONS);
      return {
        kind: "column",
        start: m.start,
        end: m.end,
        options: columns.map((column) => ({ label: `'${raw(m)}' as '${column.name}'`, column, read: replaceMention(read, at, { ...m, column, ambiguous: undefined, alternatives: [] }) })),
      };
    }
    if (m.kind === "value" && m.rivals?.length) {
      const readings = [{ column: m.column, values: m.values }, ...m.rivals].slice(0, MAX_OPTIONS);
      return {
        kind: "value",
        start: m.start,
        end: m.end,
        options: readings.flatMap((r) => {
          const column = index.byId.get(r.column);
          return column ? [{ label: `'${raw(m)}' in '${column.name}'`, column, values: r.values.map((v) => v.value), read: alignListedValues(replaceMention(read, at, { ...m, column: r.column, values: r.values, rivals: undefined })) }] : [];
        }),
      };
    }
  }
  return undefined;
}

/** The plan filters on a value the choice's words were read as: its answer depends on the choice. */
export function filtersOnChoice(plan: AnalysisPlan, choice: ChoicePoint): boolean {
  const compared = (f: Filter): unknown[] => ("values" in f && Array.isArray(f.values) ? f.values : "value" in f ? [f.value] : []);
  return (plan.filters ?? []).some((f) => choice.options.some((o) => o.column.id === f.column && compared(f).some((v) => typeof v === "string" && (o.values ?? []).some((value) => value === v || value.toLowerCase().includes(v.toLowerCase())))));
}

/** The stems a column answers to: its header's words, their expansions and its aliases. */
function stemsOf(column: ColumnEntry): Set<string> {
  const stems = new Set<string>();
  for (const word of [...column.words, ...column.aliases.flat()]) {
    stems.add(word.stem);
    if (word.expandedStem) stems.add(word.expandedStem);
  }
  return stems;
}

/**
 * How many content words of the question the chosen column explains beyond the words that chose it: words left
 * over by the read that name it by its header, its expansion or an alias. "How many products are labeled vegan" explains "labeled" only
 * in the reading that looks for "vegan" in the labels column.
 */
export function explainedWords(read: ReadQuestion, column: ColumnEntry): number {
  const stems = stemsOf(column);
  let explained = 0;
  // Only words the read left over: a word already read as another column ("vendors") explains that column.
  for (const m of read.mentions) {
    const word = m.kind === "word" ? read.words[m.start] : undefined;
    if (word && !word.known && (stems.has(word.stem) || (word.expandedStem !== undefined && stems.has(word.expandedStem)))) explained += 1;
  }
  return explained + (headerBeforeValue(read, column) ? 1 : 0);
}

/**
 * The word right before the column's value is the column's whole one-word header ("the players for Tottenham"
 * with columns For and Against, "games against Ajax"): the question names the column by the word it joins the
 * value with. Counted for words the loop above does not (prepositions are no content words).
 */
function headerBeforeValue(read: ReadQuestion, column: ColumnEntry): boolean {
  if (column.words.length !== 1) return false;
  const value = read.mentions.find((m) => m.kind === "value" && m.column === column.id);
  const before = value ? read.tokens[value.start - 1] : undefined;
  if (!before || before.norm !== column.words[0].norm) return false;
  return !read.mentions.some((m) => m.kind === "word" && m.start === value!.start - 1 && !read.words[m.start]?.known);
}

/** Comparatives and superlatives: with two values joined by "or" they ask which of the two ("did A or B score more?"). */
const COMPARING: ReadonlySet<string> = new Set([
  "more", "most", "less", "least", "fewer", "fewest", "higher", "highest", "lower", "lowest", "larger", "largest", "bigger", "biggest",
  "smaller", "smallest", "greater", "greatest", "better", "best", "worse", "worst", "longer", "longest", "shorter", "shortest", "older",
  "oldest", "younger", "youngest", "earlier", "earliest", "later", "latest", "faster", "fastest", "slower", "slowest", "taller", "tallest",
]);

/** Words after which "which" asks for a name mid-question ("than which", "in which", "for which"), not a relative clause. */
const WHICH_AFTER: ReadonlySet<string> = new Set(["than", "in", "for", "from", "to", "at", "by", "with", "on", "of", "into", "under", "against", "over"]);
/** First words that make the question a question already: a later "which" is then a relative clause. */
const QUESTION_OPENERS: ReadonlySet<string> = new Set(["what", "how", "when", "where", "why", "which", "who", "whose", "is", "are", "does", "do", "did", "was", "were", "has", "have", "had", "can", "could", "will", "would", "should", "list", "show", "give", "count", "find", "name", "tell"]);

/**
 * What kind of answer the question asks for: an entity ("which …", "who …"), one of two named values ("did A or B
 * have the higher …" — a name, not yes or no), yes/no, or anything.
 */
export function askedShape(read: ReadQuestion): "entity" | "choice" | "yes-no" | "any" {
  const first = read.tokens[0]?.norm;
  const second = read.tokens[1]?.norm;
  if (first === "which" || first === "who" || (first === "what" && second === "is" && read.tokens[3]?.norm === "name")) return "entity";
  // "X is larger than which venues?", "X was built in which county?": a statement whose question is a "which" after a
  // preposition asks for a name too. After an opening question word it is a relative clause ("what … in which …").
  const statement = first !== undefined && !QUESTION_OPENERS.has(first);
  if (statement && read.tokens.some((t, i) => i > 0 && t.norm === "which" && WHICH_AFTER.has(read.tokens[i - 1].norm))) return "entity";
  if (hasChoice(read) && read.tokens.some((t) => COMPARING.has(t.norm))) return "choice";
  if (first && ["is", "are", "does", "do", "did", "was", "were", "has", "have", "can"].includes(first)) return "yes-no";
  return "any";
}

/** The plan groups by a column it also filters to one value: its answer names what the question already named. */
function namesItsOwnFilter(plan: AnalysisPlan): boolean {
  if (plan.kind !== "aggregate" || plan.groupBy?.length !== 1) return false;
  const by = plan.groupBy[0].column;
  return (plan.filters ?? []).some((f) => f.column === by && pinnedValue(f) !== undefined);
}

/**
 * A reading whose answer cannot be what the question asks: a "which" question answered by one number or by the
 * value it named itself, a choice answered yes or no, a yes/no without a check.
 */
export function contradictsShape(shape: ReturnType<typeof askedShape>, plan: AnalysisPlan): boolean {
  if (shape === "entity" || shape === "choice") return (plan.kind === "aggregate" && !plan.groupBy?.length && !plan.check) || (shape === "choice" && !!plan.check) || namesItsOwnFilter(plan);
  if (shape === "yes-no") return !plan.check;
  return false;
}
