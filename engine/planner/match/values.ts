// Finds value mentions: question words that spell a value of a text column ("in Germany", "for
// widgets", "the North region", "paid search", "25-34"), whole or as part of longer values ("blog pages").
import { INTENT_WORDS } from "../lexicon";
import { FUNCTION_WORDS } from "../../language/vocabulary";

const INTENT_WORD_SET: ReadonlySet<string> = new Set(INTENT_WORDS);
/** "the first rows", "appears last": positions in the file, never part of a value ("First Aid"). */
const POSITION_WORDS: ReadonlySet<string> = new Set(["first", "last", "initial", "final", "earlier", "later", "next", "previous"]);
import type { SchemaIndex, ValueEntry } from "../schema-index";
import type { Token } from "../text/tokenize";
import { MATCH_QUALITY, type QuestionWord, type WordMatch, matchWord } from "../words";

export interface ValueCandidate {
  start: number;
  end: number;
  column: string;
  /** Whole values matched (one for an exact match; several when the words are part of many values). */
  values: ValueEntry[];
  /** "whole": the words are the value; "part": the words appear inside the value(s) → a contains filter. */
  kind: "whole" | "part";
  /** For "part": the matched text, as a contains/starts-with needle. */
  needle?: string;
  score: number;
  via: WordMatch;
}

/** Values so common in ordinary speech that they need the column named to count as a filter. */
const AMBIGUOUS_VALUES = new Set(["pipeline", "other", "others", "none", "all", "total", "standard", "unknown", "n/a", "na", "general", "default", "yes", "no", "true", "false", "new", "open", "high", "low", "medium", "free", "paid", "direct", "web", "first", "one", "single", "s", "m", "l", "x", "a", "b", "c", "us", "it", "may", "can", "will", "per", "by", "on", "in", "at", "to", "and", "or", "the", "of", "for", "up"]);
/** Words that alone never select values by partial match. */
const WEAK_PART_WORDS = new Set(["the", "of", "and", "a", "an", "in", "on", "for", "to", "by", "at", "with", "vs", "new", "total", "year", "month", "day", "week", "q1", "q2", "q3", "q4"]);

function matchSequence(words: readonly (QuestionWord | undefined)[], start: number, entry: ValueEntry, from: number): { length: number; worst: WordMatch } | undefined {
  let worst: WordMatch = "exact";
  let length = 0;
  for (let k = from; k < entry.words.length; k++) {
    const word = words[start + length];
    if (!word) break;
    // Function words ("are", "is", "it") match a value only as written: "are" is not the state "BE".
    // Words about the data set itself ("rows", "values", "entries") likewise: "rows" is not "Rowing".
    if ((FUNCTION_WORDS.has(word.norm) || INTENT_WORD_SET.has(word.norm)) && word.norm !== entry.words[k].norm) break;
    const match = matchWord(word, entry.words[k], false);
    // An adjective's attribute ("taller" → height) names a measure, never a value.
    if (!match || match === "abbreviation" || match === "attribute") break;
    if (MATCH_QUALITY[match] < MATCH_QUALITY[worst]) worst = match;
    length++;
  }
  return length === 0 ? undefined : { length, worst };
}

/**
 * Whole-value and part-of-value candidates starting at every word. Codes and quoted text (tokens that
 * are not words) match whole values by their normalised text.
 */
/**
 * The needle as the cells spell it: the question's form unifies dashes and accents ("2004-05"), and the filter
 * compares stored text ("2004–05[a]"), so the needle is cut from a matched value when every value holds that spelling.
 */
function storedSpelling(needle: string, values: readonly ValueEntry[]): string {
  const sample = values[0];
  const at = sample.norm.indexOf(needle);
  if (at < 0 || sample.norm.length !== sample.value.length) return needle;
  const stored = sample.value.slice(at, at + needle.length).toLowerCase();
  return values.every((v) => v.value.toLowerCase().includes(stored)) ? stored : needle;
}

export function findValueCandidates(index: SchemaIndex, tokens: readonly Token[], words: readonly (QuestionWord | undefined)[]): ValueCandidate[] {
  const candidates: ValueCandidate[] = [];
  tokens.forEach((token, i) => {
    if (token.kind === "code" || token.kind === "quoted" || token.kind === "number") {
      const norm = token.norm.trim();
      const exact = index.valuesByNorm.get(norm) ?? index.valuesByNorm.get(norm.replace(/^\//, ""));
      if (exact) {
        for (const column of new Set(exact.map((e) => e.column)))
          candidates.push({ start: i, end: i + 1, column, values: exact.filter((e) => e.column === column), kind: "whole", score: 1, via: "exact" });
      } else if (token.kind !== "number") {
        // "/pricing" in a question against stored "/pricing"; 'USB' inside "USB-C Hub".
        const needle = norm.replace(/^\/+|\/+$/g, "");
        if (needle.length >= 2) {
          const byColumn = new Map<string, ValueEntry[]>();
          for (const entry of index.values) if (entry.norm.includes(needle)) byColumn.set(entry.column, [...(byColumn.get(entry.column) ?? []), entry]);
          for (const [column, values] of byColumn) candidates.push({ start: i, end: i + 1, column, values, kind: "part", needle: token.kind === "quoted" ? token.raw : storedSpelling(needle, values), score: 0.85, via: "exact" });
        }
      }
      return;
    }
    const word = words[i];
    if (!word) return;
    // Words written with symbols ("R&D", "a/b") match a value of that exact spelling.
    if (/[&./]/.test(token.norm) && index.valuesByNorm.has(token.norm)) {
      const exact = index.valuesByNorm.get(token.norm)!;
      for (const column of new Set(exact.map((e) => e.column))) candidates.push({ start: i, end: i + 1, column, values: exact.filter((e) => e.column === column), kind: "whole", score: 1, via: "exact" });
      return;
    }
    // "the home page" is the site's root path "/".
    const home = word.norm === "homepage" ? 1 : word.norm === "home" && words[i + 1]?.norm === "page" ? 2 : 0;
    if (home && index.valuesByNorm.has("/")) {
      for (const entry of index.valuesByNorm.get("/")!) candidates.push({ start: i, end: i + home, column: entry.column, values: [entry], kind: "whole", score: 1, via: "synonym" });
      return;
    }
    const keys = [word.stem, word.expandedStem].filter((k): k is string => k !== undefined);
    const seen = new Set<string>();
    const whole = new Map<string, { values: ValueEntry[]; length: number; worst: WordMatch }>();
    const parts = new Map<string, { values: ValueEntry[]; length: number; worst: WordMatch }>();
    const consider = (entry: ValueEntry, position: number): void => {
      const id = `${entry.column}\u0000${entry.value}\u0000${position}`;
      if (seen.has(id)) return;
      seen.add(id);
      const seq = matchSequence(words, i, entry, position);
      if (!seq) return;
      const isWhole = position === 0 && seq.length === entry.words.length;
      const target = isWhole ? whole : parts;
      const key = `${entry.column}\u0000${seq.length}`;
      const found = target.get(key);
      if (found) {
        found.values.push(entry);
        if (MATCH_QUALITY[seq.worst] < MATCH_QUALITY[found.worst]) found.worst = seq.worst;
      } else target.set(key, { values: [entry], length: seq.length, worst: seq.worst });
    };
    for (const key of keys) for (const { entry, position } of index.valuesByStem.get(key) ?? []) consider(entry, position);
    // Synonyms of a one-word value: "women" → "Female", "men" → "Male".
    for (const group of word.groups) for (const { entry, position } of index.valuesByGroup.get(group) ?? []) consider(entry, position);
    for (const [key, found] of whole) {
      const column = key.split("\u0000")[0];
      // "by", "in", "is" are never a value by themselves (the state code "BY", the country code "IN").
      if (found.length === 1 && FUNCTION_WORDS.has(words[i]!.norm)) continue;
      const ambiguous = found.length === 1 && AMBIGUOUS_VALUES.has(words[i]!.norm);
      candidates.push({ start: i, end: i + found.length, column, values: found.values, kind: "whole", score: MATCH_QUALITY[found.worst] * (ambiguous ? 0.5 : 1), via: found.worst });
    }
    for (const [key, found] of parts) {
      const column = key.split("\u0000")[0];
      if (found.length === 1 && (WEAK_PART_WORDS.has(words[i]!.norm) || words[i]!.norm.length < 4 || FUNCTION_WORDS.has(words[i]!.norm) || INTENT_WORD_SET.has(words[i]!.norm) || POSITION_WORDS.has(words[i]!.norm))) continue;
      // A single word must appear as written (not just share a stem) inside longer values.
      if (found.length === 1 && !found.values.some((e) => e.words.some((w) => w.norm === words[i]!.norm || w.norm === words[i]!.norm.replace(/s$/, "")))) continue;
      if (whole.has(`${column}\u0000${found.length}`)) continue;
      const needle = tokens
        .slice(i, i + found.length)
        .map((t) => t.norm)
        .join(" ");
      // The stored spelling of the matched words, so a contains filter finds them ("standing desks" → "Standing Desk").
      const sample = found.values[0];
      const position = sample.words.findIndex((w) => matchWord(words[i]!, w, false));
      const stored = position >= 0 ? storedWords(sample, position, found.length) : needle;
      candidates.push({ start: i, end: i + found.length, column, values: found.values, kind: "part", needle: stored, score: 0.75 * MATCH_QUALITY[found.worst], via: found.worst });
    }
  });
  return candidates;
}

/** The original text of `length` words of a value starting at word `position` ("Standing Desk" from "Standing Desk Black"). */
function storedWords(entry: ValueEntry, position: number, length: number): string {
  const parts = entry.value.split(/([^A-Za-z0-9\u00C0-\u024F+]+)/);
  const words: string[] = [];
  const separators: string[] = [];
  for (let k = 0; k < parts.length; k++) {
    if (k % 2 === 0) {
      if (parts[k] !== "") words.push(parts[k]);
    } else if (words.length > 0) separators[words.length - 1] = parts[k];
  }
  if (words.length !== entry.words.length) return entry.words.slice(position, position + length).map((w) => w.norm).join(" ");
  let text = "";
  for (let k = position; k < position + length; k++) text += words[k] + (k < position + length - 1 ? (separators[k] ?? " ") : "");
  return text;
}
