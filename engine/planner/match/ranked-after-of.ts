// "the names of the top 3 tracks", "the titles of the 4 loans with …", "the city of the club with …": the ranked
// rows begin after "of". One reader for the words there, shared by the check that the asked attribute was answered
// (ranked-attribute.ts) and the role that plans it (roles/ranked-rows-attribute.ts).
import type { Mention } from "./mentions";
import type { Token } from "../text/tokenize";

const ARTICLES: ReadonlySet<string> = new Set(["the", "a", "an"]);

/** What follows "of": how many rows, the direction of a "top/bottom N", whether a count was written, where the rows' words begin. */
export interface RankedAfterOf {
  n: number;
  direction?: "top" | "bottom";
  /** A "top N" or a plain whole count was written ("of the 4 loans"); false for "of the club …" (one row). */
  counted: boolean;
  /** The token where the rows' own words begin ("tracks", "loans", "club"). */
  rows: number;
}

/** Reads the words after the "of" at token `of`: articles, then an optional "top N" or whole count. Undefined when `of` is not "of". */
export function rankedAfterOf(tokens: readonly Token[], mentions: readonly Mention[], of: number): RankedAfterOf | undefined {
  if (tokens[of]?.norm !== "of") return undefined;
  let k = of + 1;
  while (ARTICLES.has(tokens[k]?.norm ?? "")) k++;
  const first = mentions.find((m) => m.start === k);
  if (first?.kind === "top") return { n: first.n, direction: first.direction, counted: true, rows: first.end };
  // "the titles of the 4 loans with the highest late fees": a count of rows, ranked by the superlative after them.
  if (first?.kind === "number" && !first.ordinal && !first.percent && !first.currency && Number.isInteger(first.value) && first.value >= 1) return { n: first.value, counted: true, rows: first.end };
  return { n: 1, counted: false, rows: k };
}
