// "heredity marked positively", "tested negative": on a 0/1 column, positive is 1 and negative is 0 — a filter,
// not a figure. Only for numbers whose values are exactly 0 and 1, so a score or a count is never read this way.
import type { Draft } from "./draft";
import { wordTable } from "../../word-table";

const FLAG_WORDS: Readonly<Record<string, 0 | 1>> = wordTable({ positive: 1, positively: 1, negative: 0, negatively: 0 });

export function readFlagWords(d: Draft): void {
  d.mentions.forEach((m, k) => {
    const value = m.kind === "word" ? FLAG_WORDS[m.norm] : undefined;
    if (value === undefined || m.kind !== "word") return;
    const column = d.mentions.slice(Math.max(0, k - 3), k).reverse().find((x) => x.kind === "column");
    if (column?.kind !== "column") return;
    const { type, facts } = column.column;
    if (type !== "number" || facts?.min !== 0 || facts.max !== 1 || (facts.distinct ?? 3) > 2) return;
    d.frame.filters.push({ filter: { column: column.column.id, op: "eq", value }, columnName: column.column.name, phrase: m.raw });
    d.frame.notes.push(`'${m.raw}' is read as ${column.column.name} = ${value}`);
    d.consumedMeasureColumns.add(column.column);
    d.mentions[k] = { ...m, filler: true };
  });
}
