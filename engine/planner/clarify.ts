// When a question names something the data does not have, the planner says so and offers the
// closest columns — it never substitutes one silently ("I couldn't find 'profit'. Did you mean
// 'Gross Margin'?").
import type { Frame } from "./frame";
import { RELATED_TERMS } from "./lexicon";
import { columnResemblance } from "./match/columns";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry, SchemaIndex } from "./schema-index";
import type { Clarification } from "./types";
import { prepareWord } from "./words";
import { splitWords } from "../language/split-words";
import { lemma } from "../language/lemmatize";
import { broaderTerms } from "../language/lexical-relations";

const MAX_SUGGESTIONS = 3;

function quoteList(names: readonly string[]): string {
  const quoted = names.map((n) => `'${n}'`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}

/** Columns worth offering for an unknown word: related business terms first, then look-alike names. */
export function suggestColumns(word: string, index: SchemaIndex): ColumnEntry[] {
  return scoredSuggestions(word, index).map(({ column }) => column);
}

/** suggestColumns with each column's evidence score (higher is closer), best first. */
function scoredSuggestions(word: string, index: SchemaIndex): { column: ColumnEntry; score: number }[] {
  const scores = new Map<ColumnEntry, number>();
  const bump = (column: ColumnEntry, score: number): void => {
    if (score > (scores.get(column) ?? 0)) scores.set(column, score);
  };
  for (const part of splitWords(word)) {
    const base = lemma(part);
    const relatedTerms = [...(RELATED_TERMS[part] ?? []), ...(RELATED_TERMS[base] ?? [])];
    relatedTerms.forEach((related, rank) => {
      const relatedWords = splitWords(related).map(prepareWord);
      for (const column of index.columns) {
        const same = (cw: (typeof column.words)[number]) => relatedWords.some((rw) => cw.stem === rw.stem || (rw.groups.length > 0 && cw.groups.some((g) => rw.groups.includes(g))));
        // The related term must name what the column is about (its head word), not a modifier ("Sales Rep" is not revenue).
        // Earlier related terms are closer in meaning ("profit" → margin before revenue).
        if (same(column.words[column.head])) bump(column, 1 + (relatedTerms.length - rank) * 0.01);
        else if (column.words.some(same)) bump(column, 0.55);
      }
    });
    // WordNet's broader noun either way ("consumer" for a Customer column, "worker" for Employee): worth offering,
    // never matched.
    const broader = broaderTerms(base);
    for (const column of index.columns) {
      const head = column.words[column.head];
      if (head && (broader.includes(lemma(head.norm)) || broaderTerms(head.norm).includes(base))) bump(column, 0.7);
    }
    const prepared = prepareWord(part);
    for (const column of index.columns) {
      const resemblance = columnResemblance(prepared, column);
      if (resemblance > 0) bump(column, resemblance * 0.9);
    }
  }
  return [...scores.entries()]
    .filter(([, score]) => score >= 0.6)
    .sort((a, b) => b[1] - a[1] || a[0].index - b[0].index)
    .slice(0, MAX_SUGGESTIONS)
    .map(([column, score]) => ({ column, score }));
}

/** The columns offered for several unknown words, ranked by their evidence across all the words (each column once, at its best). */
function rankedSuggestions(words: readonly string[], index: SchemaIndex): ColumnEntry[] {
  const best = new Map<ColumnEntry, number>();
  for (const word of words) for (const { column, score } of scoredSuggestions(word, index)) if (score > (best.get(column) ?? 0)) best.set(column, score);
  return [...best.entries()].sort((a, b) => b[1] - a[1] || a[0].index - b[0].index).map(([column]) => column);
}

/** A clarification when the frame has words that map to nothing in the data; undefined when it is clear. */
export function clarify(frame: Frame, index: SchemaIndex, read: ReadQuestion, continuesPlan = false): Clarification | undefined {
  if (frame.notes.includes("no-date-column")) {
    return {
      message: "This data has no date column, so I can't answer questions about time periods. Try asking without a date.",
      suggestions: [],
      unknownWords: frame.unknown,
    };
  }
  // "over 100" with nothing to compare: it only makes sense as a change to the previous question's filter.
  const bare = frame.followUp.bareComparisons[0];
  if (bare && !continuesPlan) {
    const example = index.columns.find((c) => c.type === "number" && !c.isId)?.name ?? "Amount";
    return {
      message: `I couldn't tell which column the number ${bare.value} is compared with. Name it in the question, for example "${example} over ${bare.value}".`,
      suggestions: [],
      unknownWords: frame.unknown,
    };
  }
  const labels = frame.notes.find((n) => n.startsWith("category-number:"));
  if (labels) {
    const name = labels.slice("category-number:".length);
    return {
      message: `'${name}' holds numbers that label groups rather than amounts, so adding or averaging them would mislead. Ask for the number of rows by ${name}, or the most common ${name}.`,
      suggestions: [name],
      unknownWords: frame.unknown,
    };
  }
  if (frame.unknown.length === 0) {
    if (continuesPlan) return undefined;
    const nothing = frame.kind === "rows" && frame.filters.length === 0 && !frame.sort && !frame.limit && !read.mentions.some((m) => m.kind === "column" || m.kind === "row" || (m.kind === "cue" && m.cue.kind === "list"));
    if (!nothing) return undefined;
    return {
      message: `I couldn't tell what to calculate. Try naming a column, for example "total ${index.columns.find((c) => c.type === "number")?.name ?? "values"} by ${index.columns.find((c) => c.type === "text" && !c.isId)?.name ?? "category"}".`,
      suggestions: [],
      unknownWords: [],
    };
  }
  const unknown = [...new Set(frame.unknown)];
  const names = rankedSuggestions(unknown, index).slice(0, MAX_SUGGESTIONS).map((c) => c.name);
  const words = quoteList(unknown);
  const message =
    names.length > 0
      ? `I couldn't find ${words} in this data. Did you mean ${quoteList(names)}?`
      : `I couldn't find ${words} in this data. Its columns are ${index.columns
          .slice(0, 8)
          .map((c) => `'${c.name}'`)
          .join(", ")}${index.columns.length > 8 ? ", …" : ""}.`;
  return { message, suggestions: names, unknownWords: unknown };
}
