// Word-level matching shared by column and value matching: synonym groups, abbreviations, typos.
import { splitWords } from "../language/split-words";
import { editDistance, isAbbreviation, typoBudget } from "./text/edit-distance";
import { stem } from "../language/lemmatize";
import { ABBREVIATIONS, AGGREGATION_CUES, FILLER_WORDS, SYNONYM_GROUPS } from "./lexicon";
import { FUNCTION_WORDS, GENERIC_NAME_WORDS } from "../language/vocabulary";
import { isAttributeGroup, lexicalGroups } from "../language/lexical-relations";

/** Words with a role in questions: never read as typos or abbreviations of column names. */
const QUESTION_WORDS = new Set([
  ...AGGREGATION_CUES.flatMap((c) => c.phrase.split(" ")),
  "more", "less", "fewer", "over", "under", "above", "below", "between", "than", "top", "bottom", "last", "next", "this",
  "show", "list", "give", "tell", "find", "each", "every", "only", "just", "also", "instead", "now", "same", "like",
  "growth", "change", "share", "percent", "percentage", "trend", "compare", "versus", "vs", "year", "month", "week",
  "quarter", "day", "daily", "weekly", "monthly", "yearly", "quarterly", "pie", "line", "bar", "chart", "sort", "sorted",
  "rate", "ratio", "any", "all", "none", "new", "per", "have", "make", "made", "get", "got", "see", "want", "need",
]);

/**
 * How a question word matched a name word, best first. "attribute" is an adjective naming what it measures
 * ("taller" → Height, "oldest" → Age): it names a number column only, never a text column or a value.
 */
export type WordMatch = "exact" | "synonym" | "attribute" | "abbreviation" | "typo";

export const MATCH_QUALITY: Record<WordMatch, number> = { exact: 1, synonym: 0.9, attribute: 0.89, abbreviation: 0.88, typo: 0.8 };

interface SynonymIndex {
  /** Stem of a one-word entry → the groups it belongs to. */
  wordGroups: Map<string, number[]>;
  /** Multi-word entries as stem sequences, with their group. */
  phrases: { stems: string[]; group: number }[];
}

let synonymIndex: SynonymIndex | undefined;

function buildSynonymIndex(): SynonymIndex {
  const wordGroups = new Map<string, number[]>();
  const phrases: { stems: string[]; group: number }[] = [];
  SYNONYM_GROUPS.forEach((group, index) => {
    for (const entry of group) {
      const stems = splitWords(entry).map(stem);
      if (stems.length === 1) {
        const list = wordGroups.get(stems[0]) ?? [];
        if (!list.includes(index)) list.push(index);
        wordGroups.set(stems[0], list);
      } else {
        phrases.push({ stems, group: index });
      }
    }
  });
  return { wordGroups, phrases };
}

function synonyms(): SynonymIndex {
  synonymIndex ??= buildSynonymIndex();
  return synonymIndex;
}

/**
 * WordNet's close relations of a word (synonyms, derivations, attributes), as group ids after the hand-written
 * groups. Words that carry grammar, name the data in general or say nothing about a column ("total", "number",
 * "name", "rate") get none: WordNet relates them to too much ("total" → number, "name" → call).
 */
function lexicalGroupsOf(norm: string): readonly number[] {
  if (norm.length < 3 || !/^[a-z]+$/.test(norm)) return [];
  if (FUNCTION_WORDS.has(norm) || GENERIC_NAME_WORDS.has(norm) || FILLER_WORDS.has(norm) || QUESTION_WORDS.has(norm)) return [];
  // Every value word of a file passes here when its index is built: words repeat, so each is looked up once.
  let groups = lexicalMemo.get(norm);
  if (!groups) {
    groups = lexicalGroups(norm).map((id) => SYNONYM_GROUPS.length + id);
    if (lexicalMemo.size >= MEMO_LIMIT) lexicalMemo.clear();
    lexicalMemo.set(norm, groups);
  }
  return groups;
}

const lexicalMemo = new Map<string, readonly number[]>();

/** Synonym groups of a single word (by stem). */
export function groupsOfStem(wordStem: string): readonly number[] {
  return synonyms().wordGroups.get(wordStem) ?? [];
}

/** Multi-word synonym phrases (stem sequences) and their group. */
export function synonymPhrases(): readonly { stems: string[]; group: number }[] {
  return synonyms().phrases;
}

let phraseGroups: Set<number> | undefined;

/** Whether a word belongs to a group that has multi-word phrases: only then can a phrase stand for it. */
export function inPhraseGroup(word: { groups: readonly number[] }): boolean {
  phraseGroups ??= new Set(synonymPhrases().map((p) => p.group));
  return word.groups.some((g) => phraseGroups!.has(g));
}

/** The expansion of an abbreviation, as words ("qty" → ["quantity"], "yoy" → ["year", "over", "year"]). */
export function expandAbbreviation(word: string): string[] | undefined {
  const expansion = ABBREVIATIONS[word];
  return expansion === undefined ? undefined : expansion.split(" ");
}

/** A question word prepared once for all comparisons. */
export interface QuestionWord {
  norm: string;
  /** An ordinary English word of questions ("are", "more", "total"): matched only as written, never as a typo or abbreviation. */
  known: boolean;
  stem: string;
  /** Stems of its expansion when it is a known abbreviation ("qty" → "quantity"). */
  expandedStem?: string;
  groups: readonly number[];
}

export function prepareWord(norm: string): QuestionWord {
  const wordStem = stem(norm);
  const expansion = expandAbbreviation(norm);
  const expandedStem = expansion && expansion.length === 1 ? stem(expansion[0]) : undefined;
  const groups = [...groupsOfStem(wordStem), ...(expandedStem ? groupsOfStem(expandedStem) : []), ...lexicalGroupsOf(expansion?.length === 1 ? expansion[0] : norm)];
  return { norm, stem: wordStem, expandedStem, groups, known: FUNCTION_WORDS.has(norm) || QUESTION_WORDS.has(norm) };
}

/** A name word (from a header or a value) prepared once. */
export interface NameWord {
  norm: string;
  stem: string;
  /** The long form when the header itself abbreviates ("qty", "acct", "num"). */
  expandedStem?: string;
  groups: readonly number[];
}

export function prepareNameWord(norm: string): NameWord {
  const wordStem = stem(norm);
  const expansion = expandAbbreviation(norm);
  const expandedStem = expansion && expansion.length === 1 ? stem(expansion[0]) : undefined;
  const groups = [...groupsOfStem(wordStem), ...(expandedStem ? groupsOfStem(expandedStem) : []), ...lexicalGroupsOf(expansion?.length === 1 ? expansion[0] : norm)];
  return { norm, stem: wordStem, expandedStem, groups };
}

/**
 * A header's word prepared once: as a name word, spelled out by the header's own abbreviation ("Dest" →
 * destination, from the semantic layer), so "destination" names Dest as an abbreviation: named evidence, not a
 * guess from letters. Only the full word (and its inflections) is evidence.
 */
export function prepareHeaderWord(norm: string, spelledOut: string | undefined): NameWord {
  const word = prepareNameWord(norm);
  if (spelledOut === undefined || word.expandedStem === stem(spelledOut)) return word;
  // The full word itself, not its synonyms: "cargo" is not a "Shp No." because WordNet relates it to shipment. The
  // header's own reading, settled by its table, wins over the question words' shorthand: "W" beside "L" is wins,
  // not the "w" of "w/ discount" (with).
  const groups = word.expandedStem === undefined ? word.groups : groupsOfStem(word.stem);
  return { ...word, expandedStem: stem(spelledOut), groups };
}

/** The closest relation two words' groups share: a synonym (hand-written, or WordNet's synonyms and derivations) or an attribute. */
function sharedGroup(a: readonly number[], b: readonly number[]): "synonym" | "attribute" | undefined {
  let found: "attribute" | undefined;
  for (const x of a) {
    if (!b.includes(x)) continue;
    if (x < SYNONYM_GROUPS.length || !isAttributeGroup(x - SYNONYM_GROUPS.length)) return "synonym";
    found = "attribute";
  }
  return found;
}

/**
 * How a question word matches a name word, or undefined. Typos are allowed only on longer words and
 * never on numbers, so "2023" never matches "2024" and "top" never matches "stop".
 */
const memo = new Map<string, WordMatch | null>();
const MEMO_LIMIT = 200_000;

export function matchWord(q: QuestionWord, n: NameWord, allowTypos = true): WordMatch | undefined {
  // A header's word may be spelled out where the same word of a value is not (prepareHeaderWord): key on both.
  const key = `${q.norm}\u0000${n.norm}\u0000${n.expandedStem ?? ""}\u0000${allowTypos ? 1 : 0}`;
  const known = memo.get(key);
  if (known !== undefined) return known ?? undefined;
  const result = matchWordUncached(q, n, allowTypos);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, result ?? null);
  return result;
}

function matchWordUncached(q: QuestionWord, n: NameWord, allowTypos: boolean): WordMatch | undefined {
  if (q.stem === n.stem || q.norm === n.norm) return "exact";
  const qLong = q.expandedStem ?? q.stem;
  const nLong = n.expandedStem ?? n.stem;
  if (qLong === nLong) return "abbreviation";
  const shared = q.groups.length > 0 && n.groups.length > 0 ? sharedGroup(q.groups, n.groups) : undefined;
  if (shared) return shared;
  if (/\d/.test(q.norm) || /\d/.test(n.norm)) return undefined;
  if (q.known) return undefined;
  if (isAbbreviation(q.norm, n.norm) || (n.expandedStem === undefined && isAbbreviation(q.norm, n.norm))) return "abbreviation";
  if (!allowTypos) return undefined;
  const budget = Math.min(typoBudget(q.norm.length), typoBudget(n.norm.length));
  if (budget > 0 && q.norm[0] === n.norm[0] && editDistance(q.norm, n.norm, budget) <= budget) return "typo";
  if (budget > 0 && editDistance(q.stem, n.stem, budget) <= budget && q.stem.length >= 4 && q.norm[0] === n.norm[0]) return "typo";
  return undefined;
}
