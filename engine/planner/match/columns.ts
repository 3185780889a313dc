// Finds column mentions: spans of question words that name a column, exactly or through synonyms,
// abbreviations ("qty", "acct"), case styles ("OpportunityName"), compounds ("page views") and typos.
import type { ColumnEntry, SchemaIndex } from "../schema-index";
import { MATCH_QUALITY, type QuestionWord, type WordMatch, matchWord, synonymPhrases } from "../words";

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

/** For each question word, the column words it matches (with how). */
function wordHits(words: readonly (QuestionWord | undefined)[], column: ColumnEntry): WordHit[][] {
  return words.map((word) => {
    if (!word) return [];
    const hits: WordHit[] = [];
    column.words.forEach((nameWord, position) => {
      const match = matchWord(word, nameWord, word.norm.length >= 4);
      if (match) hits.push({ position, match });
    });
    return hits;
  });
}

/** Synonym phrases of the lexicon that a column's words spell out ("on hand" inside "Qty On Hand"). */
function phraseCoverage(word: QuestionWord, column: ColumnEntry): number[] | undefined {
  if (word.groups.length === 0) return undefined;
  const stems = column.words.map((w) => w.stem);
  for (const phrase of synonymPhrases()) {
    if (!word.groups.includes(phrase.group)) continue;
    for (let i = 0; i + phrase.stems.length <= stems.length; i++) {
      if (phrase.stems.every((s, k) => stems[i + k] === s)) return phrase.stems.map((_, k) => i + k);
    }
  }
  return undefined;
}

function scoreCoverage(column: ColumnEntry, covered: Set<number>): { score: number; complete: boolean } {
  const contentCovered = column.content.filter((p) => covered.has(p)).length;
  const fraction = contentCovered / column.content.length;
  if (fraction === 1) return { score: 1, complete: true };
  if (covered.has(column.head)) return { score: 0.6 + 0.3 * fraction, complete: false };
  return { score: 0.3 * fraction, complete: false };
}

function joinedForms(words: readonly QuestionWord[]): string[] {
  const plain = words.map((w) => w.norm).join("");
  const expanded = words.map((w) => (w.expandedStem ? w.expandedStem : w.norm)).join("");
  return [plain, expanded, words.map((w) => w.stem).join("")];
}

/**
 * Every span of up to four consecutive words that names a column with a score of at least the threshold.
 * `words[i]` is undefined for tokens that are not words (numbers, symbols) — spans never cross them.
 */
export function findColumnCandidates(index: SchemaIndex, words: readonly (QuestionWord | undefined)[]): ColumnCandidate[] {
  const candidates: ColumnCandidate[] = [];
  for (const column of index.columns) {
    const hits = wordHits(words, column);
    const columnJoined = column.words.map((w) => w.norm).join("");
    const columnJoinedStem = column.words.map((w) => w.expandedStem ?? w.stem).join("");
    for (let start = 0; start < words.length; start++) {
      const first = words[start];
      if (!first) continue;
      const covered = new Set<number>();
      let worst: WordMatch = "exact";
      for (let end = start + 1; end <= Math.min(words.length, start + MAX_SPAN); end++) {
        const word = words[end - 1];
        if (!word) break;
        // Compound: "page views" → "pageviews", "pg views" → "pageviews".
        const span = words.slice(start, end) as QuestionWord[];
        if (end - start >= 2 && joinedForms(span).some((j) => j === columnJoined || j === columnJoinedStem)) {
          candidates.push({ column, start, end, score: 0.97, via: "compound", complete: true });
        }
        const available = hits[end - 1].filter((h) => !covered.has(h.position));
        let extended = false;
        if (available.length > 0) {
          const best = available.reduce((a, b) => (MATCH_QUALITY[b.match] > MATCH_QUALITY[a.match] ? b : a));
          covered.add(best.position);
          if (MATCH_QUALITY[best.match] < MATCH_QUALITY[worst]) worst = best.match;
          extended = true;
        } else {
          const phrase = phraseCoverage(word, column);
          if (phrase && phrase.every((p) => !covered.has(p))) {
            for (const p of phrase) covered.add(p);
            if (MATCH_QUALITY.synonym < MATCH_QUALITY[worst]) worst = "synonym";
            extended = true;
          }
        }
        if (!extended) break;
        const { score, complete } = scoreCoverage(column, covered);
        const weighted = score * MATCH_QUALITY[worst];
        if (weighted >= COLUMN_THRESHOLD) candidates.push({ column, start, end, score: weighted, via: worst, complete });
      }
    }
  }
  return candidates;
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
        const covered = new Set<number>();
        column.words.forEach((w, p) => {
          if (w.groups.includes(phrase.group)) covered.add(p);
        });
        if (covered.size === 0) continue;
        const { score, complete } = scoreCoverage(column, covered);
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
