// Precision before coverage (issue #27): "which clinician has the longest appointments?" ranks by a length or a
// duration. When no column of it was found, the ranking fell back to counting rows ("the most appointments"),
// which answers another question, so the planner asks. Ranking words that say nothing of an attribute (most,
// highest, biggest, best) keep their reading.
import { measuredBy } from "../language/lexical-relations";
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";

/** Superlatives that rank by whatever figure the question gives, not by an attribute of their own. */
const PLAIN_RANKERS: ReadonlySet<string> = new Set([
  "most", "least", "fewest", "top", "bottom", "highest", "lowest", "biggest", "largest", "smallest", "greatest",
  "best", "worst", "max", "min", "maximum", "minimum", "first", "last", "more", "less", "higher", "lower",
]);

/** The superlative word and what it measures, when the plan ranks by a bare row count instead; undefined otherwise. */
export function attributeRankedByCount(read: ReadQuestion, plan: AnalysisPlan): { word: string; attribute: string } | undefined {
  if (plan.kind !== "aggregate" || !plan.top) return undefined;
  const ranked = plan.measures.find((m) => m.id === (plan.top?.by ?? plan.measures[0]?.id));
  if (!ranked || ranked.op !== "count" || ranked.column) return undefined;
  for (const m of read.mentions) {
    if (m.kind !== "cue" || m.cue.kind !== "aggregate" || !m.cue.superlative) continue;
    const word = read.tokens.slice(m.start, m.end).map((t) => t.norm).join(" ");
    if (PLAIN_RANKERS.has(word)) continue;
    const [attribute] = measuredBy(word);
    if (attribute) return { word: read.tokens.slice(m.start, m.end).map((t) => t.raw).join(" "), attribute };
  }
  return undefined;
}

export function attributeRankedByCountMessage(found: { word: string; attribute: string }): string {
  return `'${found.word}' ranks by ${found.attribute}, and I found no column of it, only the number of rows. Name the column to rank by, for example "the highest … by <column>".`;
}
