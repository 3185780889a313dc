// Precision before coverage (issue #27): figures written with their unit in a text column ("2,610 sqft", "45 min",
// "3 bd") are read as text, so "the largest living area" ranked the areas by another figure — the money column a
// bare "largest" falls back to, or how many rows share each size — and answered with confidence. Such a column
// cannot be ranked, added up or averaged as numbers (its units may differ from cell to cell, and a figure shown
// must be exactly the cell's), so a superlative or an aggregate of it is a question back (decision 0045).
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry, SchemaIndex } from "./schema-index";
import { textHoldsFigures } from "./text-figures";

/** Ranking words that place rows in the file rather than rank a figure ("the first 3 floor areas"). */
const FILE_ORDER: ReadonlySet<string> = new Set(["first", "last"]);

/** Words that may stand between the ranking word and the column: "the largest total floor area", "largest of the". */
const BETWEEN: ReadonlySet<string> = new Set(["the", "a", "an", "of", "total", "overall", "average", "mean"]);

/** The text column of figures that a superlative or an aggregate in the question is about; undefined when none. */
export function figuresAsTextRanked(read: ReadQuestion, index: SchemaIndex): ColumnEntry | undefined {
  // Counting its cells ("the most common floor area", "how many different walks") reads them as labels, rightly.
  if (read.mentions.some((m) => m.kind === "cue" && m.cue.kind === "frequency")) return undefined;
  for (const [k, m] of read.mentions.entries()) {
    if (m.kind !== "column" || !textHoldsFigures(m.column)) continue;
    const column = index.byId.get(m.column.id) ?? m.column;
    // The mention before it, past words like "the" and "total": a superlative, a top-N or an aggregate.
    let j = k - 1;
    while (j >= 0 && read.mentions[j].kind === "word" && BETWEEN.has((read.mentions[j] as { norm: string }).norm)) j--;
    const before = read.mentions[j];
    if (!before || before.end < m.start - 3) continue;
    const words = read.tokens.slice(before.start, before.end).map((t) => t.norm);
    if (words.some((w) => FILE_ORDER.has(w))) continue;
    if (before.kind === "top") return column;
    if (before.kind === "cue" && before.cue.kind === "aggregate" && before.cue.op !== "count" && before.cue.op !== "count_distinct") return column;
  }
  return undefined;
}

export function figuresAsTextMessage(column: ColumnEntry): string {
  const example = column.facts?.values?.find((v) => /\d/.test(v));
  const shown = example ? ` ("${example}")` : "";
  return `'${column.name}' holds figures written as text${shown}, so I can't rank, add up or average them as numbers, and another column's figures would not answer this. Ask for the most common ${column.name}, or about a number column.`;
}
