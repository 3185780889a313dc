// Positions in the file: "the first 4 rows", "in the first 2 records", "the value that appears first". The rows
// are read in file order and only the first N are kept; nothing is ranked or added up. "The last N rows" is not
// read here (the planner asks), since a plan keeps rows from the start.
import type { Draft } from "./draft";
import { NUMBER_WORDS } from "../lexicon";

const POSITION_NOUNS: ReadonlySet<string> = new Set(["row", "rows", "record", "records", "entry", "entries", "line", "lines"]);

/** Marks the position phrase as grammar and returns how many leading rows it keeps, or undefined. */
export function readPositions(d: Draft): number | undefined {
  const { tokens, mentions } = d;
  let limit: number | undefined;
  let span: [number, number] | undefined;
  for (let i = 0; i < tokens.length && !span; i++) {
    const next = tokens[i + 1];
    if (tokens[i].norm === "first") {
      const n = next?.kind === "number" ? next.value : next ? NUMBER_WORDS[next.norm] : undefined;
      if (n !== undefined && Number.isInteger(n) && n >= 1 && n <= 1000 && POSITION_NOUNS.has(tokens[i + 2]?.norm ?? "")) [limit, span] = [n, [i, i + 3]];
      else if (next && POSITION_NOUNS.has(next.norm) && /^(row|record|entry|line)$/.test(next.norm)) [limit, span] = [1, [i, i + 2]];
    }
    // "the value that appears first", "the entry listed first".
    if (/^(appears|appearing|comes|listed|occurs)$/.test(tokens[i].norm) && next?.norm === "first") [limit, span] = [1, [i, i + 2]];
  }
  if (limit === undefined || !span) return undefined;
  const [from, to] = span;
  // "the names of the 2 …" read as a numbered column ("calendar_names_2") may be the count said again: unclear.
  if (mentions.some((m) => m.kind === "column" && tokens.slice(m.start, m.end).some((t) => t.kind === "number" && t.value === limit))) return undefined;
  mentions.forEach((m, k) => {
    const inside = m.start < to && m.end > from;
    // "the 4 first tier values … in the first 4 rows": the same count said again.
    const sameCount = m.kind === "number" && m.value === limit;
    if (inside || sameCount) mentions[k] = { kind: "word", start: m.start, end: m.end, norm: tokens[m.start].norm, raw: tokens[m.start].raw, filler: true };
  });
  return limit;
}
