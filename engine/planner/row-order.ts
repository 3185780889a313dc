// Precision before coverage (issue #27): where a question places rows in the file's order. Plans read the file
// from its top ("the first 3 rows", a listing cut to n rows); they cannot read it from the bottom, so "the last
// 2 orders" or "the bottom 5 rows of the table" cut to n rows from the top answers for other rows. Asked back.
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";

/** Words that count rows from the end of the file (or of its order). */
const FROM_THE_END: ReadonlySet<string> = new Set(["last", "bottom", "final", "latest", "end", "tail"]);

/**
 * The word that asks for rows counted from the end, when the plan cuts a listing in file order (a limit with no
 * sort) and so would give the first rows instead; undefined otherwise. A listing sorted by a figure ("the
 * bottom 3 by revenue") is a ranking and unaffected.
 */
export function rowsFromTheEnd(read: ReadQuestion, plan: AnalysisPlan): string | undefined {
  if (plan.kind !== "rows" || plan.sort?.length || (plan.limit === undefined && plan.firstRows === undefined)) return undefined;
  return read.tokens.find((t) => FROM_THE_END.has(t.norm))?.raw;
}

/** Words that place rows by their position in the file when no figure ranks them: "the first 3 flights". */
const POSITION_WORDS: ReadonlySet<string> = new Set(["first", "last", "final"]);

/**
 * "The titles of the last 3 loans", "the first 3 flights": a place in the file's order read as a ranking (the 3
 * titles with the fewest rows, the 3 highest seat counts). Without "by", a superlative or a ranked figure, "first"
 * and "last" count rows from the file's top or end, which a ranking does not give. Returns the words, or undefined.
 */
export function fileOrderReadAsRanking(read: ReadQuestion, plan: AnalysisPlan): string | undefined {
  if (!(plan.kind === "aggregate" ? plan.top : plan.sort?.length)) return undefined;
  const place = read.mentions.find((m) => m.kind === "top" && POSITION_WORDS.has(read.tokens[m.start]?.norm ?? ""));
  if (!place) return undefined;
  const ranked = read.tokens.some((t) => t.norm === "by") || read.mentions.some((m) => m.kind === "cue" && m.cue.kind === "aggregate" && m.cue.superlative !== undefined);
  return ranked ? undefined : read.tokens.slice(place.start, place.end).map((t) => t.raw).join(" ");
}
