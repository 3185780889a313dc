// Precision before coverage (issue #27): words that name what the rows are, or rank them, read as part of a
// value. "How many buildings have more than 40 floors?" filtered to names containing 'Building' counts the
// buildings called so; "which is the tallest building?" read as notes containing 'Tallest building' lists the
// rows whose notes say it. Both answer another question, so the planner asks instead.
import { lexicalBaseForms } from "../language/lexical-relations";
import { lemma } from "../language/lemmatize";
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import type { SchemaIndex } from "./schema-index";

const RANKING_WORDS: ReadonlySet<string> = new Set(["most", "least", "first", "last", "top", "bottom", "best", "worst", "highest", "lowest", "largest", "smallest", "biggest"]);

const DEMONSTRATIVES: ReadonlySet<string> = new Set(["this", "these"]);

const CONTAINING: ReadonlySet<string> = new Set(["contain", "contains", "containing", "contained", "include", "includes", "including", "mention", "mentions", "mentioning", "say", "says", "saying", "word", "words", "called", "named"]);

/** A superlative or ranking word: "tallest" (WordNet knows "tall" and not "tallest" as a word), "most", "first". */
function ranks(norm: string): boolean {
  if (RANKING_WORDS.has(norm)) return true;
  if (!norm.endsWith("est")) return false;
  const forms = lexicalBaseForms(norm);
  return forms.length > 0 && !forms.includes(norm);
}

/** Whether every row's value of the column (all of them known, none blank) contains the part. */
function everyValueHolds(index: SchemaIndex, column: string, part: string): boolean {
  const entry = index.byId.get(column);
  const values = index.values.filter((v) => v.column === column);
  const distinct = entry?.facts?.distinct;
  const needle = part.toLowerCase();
  // Blank cells hold nothing: the filter would leave them out.
  if (distinct === undefined || (entry?.facts?.missing ?? 0) > 0) return false;
  return values.length >= distinct && values.every((v) => v.value.toLowerCase().includes(needle));
}

/**
 * The words of a part-of-value filter that rank the rows ("Tallest building", or "building" right after
 * "tallest") or name their kind ("buildings", a plural written in lower case, found inside names), with the
 * column they were read in; undefined otherwise.
 */
export function valuePartAsRowWords(read: ReadQuestion, plan: AnalysisPlan, index: SchemaIndex): { words: string; column: string; value: string } | undefined {
  // "names containing 'building'", "notes that mention the tallest": the part was asked for.
  if (read.tokens.some((t) => CONTAINING.has(t.norm))) return undefined;
  for (const m of read.mentions) {
    if (m.kind !== "value" || m.match !== "part") continue;
    const filter = (plan.filters ?? []).find((f) => f.column === m.column && f.op === "contains");
    if (!filter) continue;
    const tokens = read.tokens.slice(m.start, m.end);
    const words = tokens.map((t) => t.raw).join(" ");
    const value = String((filter as { value?: unknown }).value ?? "");
    // Every value holds the part ("Car" in each builder's name): the filter keeps every row, and misleads no one.
    if (everyValueHolds(index, m.column, value)) continue;
    if (tokens.some((t) => ranks(t.norm))) return { words, column: m.column, value };
    // "the tallest building" with 'building' read inside names: a ranked noun is the rows' kind, not a filter.
    const before = read.tokens[m.start - 1];
    if (before && ranks(before.norm)) return { words: `${before.raw} ${words}`, column: m.column, value };
    // "this actor", "these players": the word points at who the table is about, not at a part of a value.
    if (before && DEMONSTRATIVES.has(before.norm)) return { words: `${before.raw} ${words}`, column: m.column, value };
    const [only] = tokens;
    if (tokens.length === 1 && only.raw === only.norm && only.norm.endsWith("s") && lemma(only.norm) !== only.norm) return { words, column: m.column, value };
  }
  return undefined;
}
