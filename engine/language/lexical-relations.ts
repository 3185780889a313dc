// Lexical relations between English words from WordNet 3.1, compiled at build time into wordnet-table.generated.ts
// (scripts/build-lexicon.mjs): synonyms ("salary" / "wage"), derivations ("died" → death), attributes ("tall" →
// height) and hypernyms ("customer" → consumer). Synonyms, derivations and attributes are close enough to name a
// column; hypernyms are broader and only ever suggest one.
import { lemma } from "./lemmatize";
import { ATTRIBUTES, DERIVATIONS, HYPERNYMS, MEASURES, SYNONYM_GROUPS } from "./wordnet-table.generated";

/** How two words are related, closest first. */
export type LexicalRelation = "synonym" | "derivation" | "attribute";

interface LexicalTable {
  /** Base form → ids of the close relations it takes part in: a synonym group, a derivation or an attribute pair. */
  groups: Map<string, number[]>;
  /** Relation id → its kind. */
  kinds: LexicalRelation[];
  attributes: Map<string, string[]>;
  derivations: Map<string, string[]>;
  hypernyms: Map<string, string[]>;
  /** Adjective → the kind of the quality named after it ("expensive" → price, cost), for adjectives without an attribute. */
  measures: Map<string, string[]>;
}

let table: LexicalTable | undefined;

function decodeRelations(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const entry of text.split(";")) {
    const [word, related] = entry.split(":");
    if (word && related) map.set(word, related.split(","));
  }
  return map;
}

function loadTable(): LexicalTable {
  const groups = new Map<string, number[]>();
  const kinds: LexicalRelation[] = [];
  const join = (words: readonly string[], kind: LexicalRelation): void => {
    const id = kinds.push(kind) - 1;
    for (const word of words) {
      const list = groups.get(word) ?? [];
      list.push(id);
      groups.set(word, list);
    }
  };
  for (const group of SYNONYM_GROUPS.split(";")) join(group.split(","), "synonym");
  const derivations = decodeRelations(DERIVATIONS);
  // Each derivation is listed under both words: one id per pair.
  for (const [word, others] of derivations) for (const other of others) if (word < other) join([word, other], "derivation");
  const attributes = decodeRelations(ATTRIBUTES);
  for (const [adjective, nouns] of attributes) for (const noun of nouns) join([adjective, noun], "attribute");
  return { groups, kinds, attributes, derivations, hypernyms: decodeRelations(HYPERNYMS), measures: decodeRelations(MEASURES) };
}

function lexicon(): LexicalTable {
  table ??= loadTable();
  return table;
}

/** Inflection endings and what they replace, as WordNet's own lemmatiser ("morphy") detaches them. */
const DETACHMENTS: readonly (readonly [string, string])[] = [
  ["ies", "y"], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["es", "e"],
  ["es", ""], ["s", ""], ["ied", "y"], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""], ["iest", "y"], ["ier", "y"],
  ["est", "e"], ["est", ""], ["er", "e"], ["er", ""],
];

function isWord(word: string, known: (w: string) => boolean): boolean {
  return word.length >= 2 && known(word);
}

/** Endings of comparatives and superlatives: a word the table knows as written is read through them only to an adjective that measures something ("older" → old → age; "customer" is not "custom"). */
const COMPARATIVE = /^(er|est|ier|iest)$/;
/** Endings of past forms and gerunds: a word the table knows as written is not read through them ("aged" is not "age"). */
const VERB_FORM = /^(ed|ied|ing)$/;

/**
 * The word's base forms that the table knows: the word itself, then what detaching an inflection leaves
 * ("died" → die, "tallest" → tall, "hottest" → hot), then the planner's own lemma for irregular forms ("sold" → sell).
 * A word the table knows as written keeps its own reading: "rider" is not "ride", "seed" not "see", "news" not
 * "new" — only a plural of four letters or more is read through its singular too ("wages" → wage), and a
 * comparative through an adjective that measures something ("older" → old).
 */
export function lexicalBaseForms(word: string): string[] {
  const { groups, hypernyms, measures, attributes } = lexicon();
  const known = (w: string) => groups.has(w) || hypernyms.has(w) || measures.has(w);
  const forms: string[] = [];
  const add = (w: string) => {
    if (isWord(w, known) && !forms.includes(w)) forms.push(w);
  };
  add(word);
  const knownAsWritten = forms.length > 0;
  for (const [ending, replacement] of DETACHMENTS) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const base = word.slice(0, -ending.length) + replacement;
    if (base.length < 3) continue;
    if (knownAsWritten && (VERB_FORM.test(ending) || (COMPARATIVE.test(ending) ? !attributes.has(base) && !measures.has(base) : base.length < 4))) continue;
    add(base);
    // "shipped" → ship, "hottest" → hot, "biggest" → big.
    if (replacement === "" && base.length >= 3 && base.at(-1) === base.at(-2)) add(base.slice(0, -1));
  }
  add(lemma(word));
  return forms;
}

/** Ids of the close relations (synonym groups, derivations, attributes) any base form of the word takes part in. */
export function lexicalGroups(word: string): readonly number[] {
  const { groups } = lexicon();
  const ids = new Set<number>();
  for (const form of lexicalBaseForms(word)) for (const id of groups.get(form) ?? []) ids.add(id);
  return [...ids];
}

/** Whether a relation id from `lexicalGroups` links an adjective with the noun it measures ("tall" → height). */
export function isAttributeGroup(id: number): boolean {
  return lexicon().kinds[id] === "attribute";
}

/** How two words are closely related through WordNet, or undefined ("died" and "death": derivation). */
export function lexicalRelation(a: string, b: string): LexicalRelation | undefined {
  const other = new Set(lexicalGroups(b));
  const shared = lexicalGroups(a).filter((id) => other.has(id));
  if (shared.length === 0) return undefined;
  const { kinds } = lexicon();
  const order: LexicalRelation[] = ["synonym", "derivation", "attribute"];
  return order.find((kind) => shared.some((id) => kinds[id] === kind));
}

/**
 * What an adjective ranks by, closest first: the attribute it measures ("tallest" → height, stature; "oldest" →
 * age), the words derived from it ("windiest" → wind), the kind of its quality ("expensive" → price, cost).
 */
export function measuredBy(adjective: string): string[] {
  const { attributes, derivations, measures } = lexicon();
  const nouns: string[] = [];
  for (const form of lexicalBaseForms(adjective)) {
    for (const noun of [...(attributes.get(form) ?? []), ...(derivations.get(form) ?? []), ...(measures.get(form) ?? [])]) if (!nouns.includes(noun)) nouns.push(noun);
  }
  return nouns;
}

/** Broader nouns of a noun's first sense ("customer" → consumer): material for suggestions, never a match. */
export function broaderTerms(word: string): string[] {
  const { hypernyms } = lexicon();
  const terms: string[] = [];
  for (const form of lexicalBaseForms(word)) for (const term of hypernyms.get(form) ?? []) if (!terms.includes(term)) terms.push(term);
  return terms;
}
