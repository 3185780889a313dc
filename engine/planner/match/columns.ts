// Finds column mentions: spans of question words that name a column, exactly or through synonyms,
// abbreviations ("qty", "acct"), case styles ("OpportunityName"), compounds ("page views") and typos.
import { FUNCTION_WORDS, GENERIC_NAME_WORDS } from "../../language/vocabulary";
import { ORDINAL_WORDS } from "../../semantic/header-words";
import type { ColumnEntry, SchemaIndex } from "../schema-index";
import { MATCH_QUALITY, type NameWord, type QuestionWord, type WordMatch, inPhraseGroup, matchWord, synonymPhrases } from "../words";

export interface ColumnCandidate {
  column: ColumnEntry;
  start: number;
  /** Exclusive. */
  end: number;
  score: number;
  /** Worst word match used (a typo anywhere makes the whole mention a typo reading). */
  via: WordMatch | "compound";
  /** All content words of the column were named. */
  complete: boolean;
}

const MAX_SPAN = 4;
/** Below this a span is not taken as naming the column (but may still be suggested). */
export const COLUMN_THRESHOLD = 0.55;

interface WordHit {
  position: number;
  match: WordMatch;
}

/** One spelling of a column name: its words, which of them carry meaning, and the head word. */
interface NameView {
  words: NameWord[];
  content: number[];
  head: number;
  /** Below 1 for a name the values give ("day" for weekday names): a column whose header says it comes first. */
  weight: number;
}

/** A name the values give ranks with a synonym of the header: below the header's own word. */
const VALUE_NAME_WEIGHT = 0.9;

const views = new WeakMap<ColumnEntry, NameView[]>();

function viewsOf(column: ColumnEntry): NameView[] {
  let list = views.get(column);
  if (!list) {
    list = [{ words: column.words, content: column.content, head: column.head, weight: 1 }];
    const spellings = [...column.aliases.map((words) => ({ words, weight: 1 })), ...column.valueAliases.map((words) => ({ words, weight: VALUE_NAME_WEIGHT }))];
    for (const { words: alias, weight } of spellings) {
      // An ordinal in an alias ("second tier" for Tier 2) is content, though "second" is also a time unit.
      let content = alias.map((_, i) => i).filter((i) => !GENERIC_NAME_WORDS.has(alias[i].norm) || (i === 0 && ORDINAL_WORDS.has(alias[i].norm)));
      if (content.length === 0) content = alias.map((_, i) => i);
      list.push({ words: alias, content, head: content[content.length - 1], weight });
    }
    views.set(column, list);
  }
  return list;
}

/** For each question word, the name words it matches (with how). */
function wordHits(words: readonly (QuestionWord | undefined)[], view: NameView): WordHit[][] {
  return words.map((word) => {
    if (!word) return [];
    const hits: WordHit[] = [];
    view.words.forEach((nameWord, position) => {
      const match = matchWord(word, nameWord, word.norm.length >= 4);
      if (match) hits.push({ position, match });
    });
    return hits;
  });
}

/** Synonym phrases of the lexicon that a name's words spell out ("on hand" inside "Qty On Hand"). */
function phraseCoverage(word: QuestionWord, view: NameView): number[] | undefined {
  if (!inPhraseGroup(word)) return undefined;
  const stems = view.words.map((w) => w.stem);
  let best: number[] | undefined;
  for (const phrase of synonymPhrases()) {
    if (!word.groups.includes(phrase.group) || (best && best.length >= phrase.stems.length)) continue;
    for (let i = 0; i + phrase.stems.length <= stems.length; i++) {
      if (phrase.stems.every((s, k) => stems[i + k] === s)) {
        best = phrase.stems.map((_, k) => i + k);
        break;
      }
    }
  }
  return best;
}

function scoreCoverage(view: NameView, covered: Set<number>, question = false): { score: number; complete: boolean } {
  const contentCovered = view.content.filter((p) => covered.has(p)).length;
  const fraction = contentCovered / view.content.length;
  if (fraction === 1) return { score: 1, complete: true };
  // A question as a header has no head word: two of its content words, most of them, name it.
  if (covered.has(view.head) || (question && contentCovered >= 2 && fraction >= 0.5)) return { score: 0.6 + 0.3 * fraction, complete: false };
  return { score: 0.3 * fraction, complete: false };
}

function joinedForms(words: readonly QuestionWord[]): string[] {
  const plain = words.map((w) => w.norm).join("");
  const expanded = words.map((w) => (w.expandedStem ? w.expandedStem : w.norm)).join("");
  return [plain, expanded, words.map((w) => w.stem).join("")];
}

/** Small words a name may skip: "amount in USD" names amount_usd; "siblings or spouses" names Siblings_Spouses. */
const SKIPPABLE = new Set(["in", "of", "the", "on", "or", "and"]);
const CONJUNCTIONS: ReadonlySet<string> = new Set(["or", "and"]);

/**
 * Every span of up to four consecutive words that names a column with a score of at least the threshold.
 * `words[i]` is undefined for tokens that are not words (numbers, symbols) — spans never cross them.
 */
export function findColumnCandidates(index: SchemaIndex, words: readonly (QuestionWord | undefined)[]): ColumnCandidate[] {
  const candidates: ColumnCandidate[] = [];
  for (const column of index.columns) {
    for (const view of viewsOf(column)) {
      const hits = wordHits(words, view);
      const joined = view.words.map((w) => w.norm).join("");
      const joinedStem = view.words.map((w) => w.expandedStem ?? w.stem).join("");
      for (let start = 0; start < words.length; start++) {
        if (!words[start] || hits[start].length === 0 && !phraseCoverage(words[start]!, view)) continue;
        // Grammar words never open a column's name: "are" is not "If you are in a relationship…".
        if (FUNCTION_WORDS.has(words[start]!.norm)) continue;
        const covered = new Set<number>();
        let worst: WordMatch = "exact";
        // Across "and"/"or", the name's words keep their order: "siblings or spouses" names Siblings_Spouses, but
        // "driver and co(-driver)" is two columns, not Co-driver read backwards.
        let joinedAcross = false;
        let lastPosition = -1;
        for (let end = start + 1; end <= Math.min(words.length, start + MAX_SPAN); end++) {
          const word = words[end - 1];
          if (!word) break;
          const span = words.slice(start, end) as QuestionWord[];
          if (end - start >= 2 && joinedForms(span).some((j) => j === joined || j === joinedStem)) {
            candidates.push({ column, start, end, score: 0.97 * view.weight, via: "compound", complete: true });
          }
          const available = hits[end - 1].filter((h) => !covered.has(h.position));
          let extended = false;
          if (available.length > 0) {
            const best = available.reduce((a, b) => (MATCH_QUALITY[b.match] > MATCH_QUALITY[a.match] ? b : a));
            if (joinedAcross && best.position < lastPosition) break;
            lastPosition = best.position;
            covered.add(best.position);
            if (MATCH_QUALITY[best.match] < MATCH_QUALITY[worst]) worst = best.match;
            extended = true;
          } else {
            const phrase = phraseCoverage(word, view);
            if (phrase && phrase.every((p) => !covered.has(p))) {
              for (const p of phrase) covered.add(p);
              if (MATCH_QUALITY.synonym < MATCH_QUALITY[worst]) worst = "synonym";
              extended = true;
            }
          }
          if (!extended) {
            if (SKIPPABLE.has(word.norm) && end > start + 1 - 1 && end < words.length) {
              if (CONJUNCTIONS.has(word.norm)) joinedAcross = true;
              continue;
            }
            break;
          }
          // An adjective names what it measures only in a number column: "taller" is not a Height written "6–8".
          if (worst === "attribute" && column.type !== "number") break;
          const { score, complete } = scoreCoverage(view, covered, column.question);
          const weighted = score * MATCH_QUALITY[worst] * view.weight;
          if (weighted >= COLUMN_THRESHOLD) candidates.push({ column, start, end, score: weighted, via: worst, complete });
        }
      }
    }
  }
  return bestPerColumnAndSpan(candidates);
}

/** One candidate per column and span, the best of its spellings: a column is never its own alternative. */
function bestPerColumnAndSpan(candidates: ColumnCandidate[]): ColumnCandidate[] {
  const best = new Map<string, ColumnCandidate>();
  for (const c of candidates) {
    const key = `${c.column.index}:${c.start}:${c.end}`;
    const kept = best.get(key);
    if (!kept || c.score > kept.score) best.set(key, c);
  }
  return best.size === candidates.length ? candidates : [...best.values()];
}

/**
 * Multi-word synonyms in the question naming a one-word concept of a column: "order value" → Revenue,
 * "deal size" → Amount, "head count" → (none). Each occurrence covers the column word of its group.
 */
export function findPhraseCandidates(index: SchemaIndex, words: readonly (QuestionWord | undefined)[]): ColumnCandidate[] {
  const found: ColumnCandidate[] = [];
  for (const phrase of synonymPhrases()) {
    const length = phrase.stems.length;
    for (let start = 0; start + length <= words.length; start++) {
      if (!phrase.stems.every((s, k) => words[start + k]?.stem === s)) continue;
      for (const column of index.columns) {
        const view = viewsOf(column)[0];
        const covered = new Set<number>();
        view.words.forEach((w, p) => {
          if (w.groups.includes(phrase.group)) covered.add(p);
        });
        if (covered.size === 0) continue;
        const { score, complete } = scoreCoverage(view, covered);
        const weighted = score * MATCH_QUALITY.synonym;
        if (weighted >= COLUMN_THRESHOLD) found.push({ column, start, end: start + length, score: weighted, via: "synonym", complete });
      }
    }
  }
  return found;
}

/** How well a free word resembles a column at all (for "did you mean" suggestions), 0–1. */
export function columnResemblance(word: QuestionWord, column: ColumnEntry): number {
  let best = 0;
  for (const nameWord of column.words) {
    const match = matchWord(word, nameWord, true);
    if (match) best = Math.max(best, MATCH_QUALITY[match] * (column.content.length === 1 ? 1 : 0.9));
  }
  return best;
}
