// "the total number of seats won by all parties", "total points scored by all the players": after "by", "all" takes the
// rows together — the agent of a passive verb — so a total over them is one figure, not one per party. "By each",
// "by every" and "by region" still split (issue #27: a Wikipedia results table's "total Y of all X" had been split by X).
import type { ReadQuestion } from "./match/mentions";
import type { Token } from "./text/tokenize";

/** Words that ask for one figure over the rows taken together. */
const TOTAL_WORDS: ReadonlySet<string> = new Set(["total", "sum", "altogether", "combined", "together", "overall"]);

/** Whether "by" at `cueEnd - 1` is followed by "all" (and perhaps "the") up to `columnStart`, in a question asking a total. */
export function collectiveBy(tokens: readonly Token[], cueEnd: number, columnStart: number): boolean {
  if (tokens[cueEnd - 1]?.norm !== "by") return false;
  const between = tokens.slice(cueEnd, columnStart).map((t) => t.norm);
  if (between[0] !== "all" || !between.slice(1).every((w) => w === "the" || w === "of")) return false;
  return tokens.some((t) => TOTAL_WORDS.has(t.norm));
}

/** Where column mentions taken together by "by all" start: the plan need not read them (coverage.ts). */
export function collectiveMentions(read: ReadQuestion): Set<number> {
  const starts = new Set<number>();
  read.mentions.forEach((m, k) => {
    if (m.kind !== "cue" || m.cue.kind !== "group") return;
    const column = read.mentions.slice(k + 1).find((x) => x.kind === "column");
    if (column && collectiveBy(read.tokens, m.end, column.start)) starts.add(column.start);
  });
  return starts;
}
