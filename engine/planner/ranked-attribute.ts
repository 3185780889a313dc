// Precision before coverage (issue #27): "the R of the N rows with the highest S" asks for one attribute (R) of rows
// ranked by another (S). When R finds no column ("the names of the 2 least popular tracks"), the plan collapsed to S
// listed and ranked by itself, which answers another question, so the planner asks. R ranked by itself stays where R is named
// ("the heights of the 3 tallest"). A generic word for R ("the size of the 3 greatest areas") is asked back too.
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import { rankedAfterOf } from "./match/ranked-after-of";

/** The words before "of the N …" that the plan did not answer, when it lists only the column it ranks by; undefined otherwise. */
export function rankedAttributeCollapsed(read: ReadQuestion, plan: AnalysisPlan): { asked: string; shown: string } | undefined {
  if (plan.kind !== "rows" || !plan.sort?.length || plan.limit === undefined || !plan.columns?.length) return undefined;
  const sorted = new Set(plan.sort.map((s) => s.by));
  if (!plan.columns.every((id) => sorted.has(id))) return undefined;
  const of = attributeOfRanked(read);
  if (of === undefined) return undefined;
  const namedBefore = (id: string) => read.mentions.some((m) => m.kind === "column" && m.column.id === id && m.end <= of);
  if (plan.columns.every(namedBefore)) {
    // "the energy of the 3 tracks with the most streams": the figure ranked by is named after "with the most" and
    // found no column, so R ranked by itself answers another ranking.
    const rankedBy = withTheMost(read, of);
    const namedAfter = (id: string) => read.mentions.some((m) => m.kind === "column" && m.column.id === id && m.start > of);
    if (rankedBy === undefined || [...sorted].some(namedAfter)) return undefined;
    return { asked: read.tokens.slice(rankedBy).map((t) => t.raw).join(" "), shown: plan.columns.join(", ") };
  }
  const asked = read.tokens.slice(0, of).map((t) => t.raw).join(" ");
  return { asked, shown: plan.columns.join(", ") };
}

/** The index of "of" in "… of (the) N …" or "… of (the) top/first N …", where the ranked rows begin; undefined without it. */
function attributeOfRanked(read: ReadQuestion): number | undefined {
  for (let k = 0; k < read.tokens.length; k++) if (rankedAfterOf(read.tokens, read.mentions, k)?.counted) return k;
  return undefined;
}

const RANKERS: ReadonlySet<string> = new Set(["most", "fewest", "least", "highest", "lowest"]);

/** Where "with the most …" begins after the ranked rows' "of", when no column is named in what follows it; undefined otherwise. */
function withTheMost(read: ReadQuestion, of: number): number | undefined {
  for (let k = of + 1; k < read.tokens.length; k++) {
    if (read.tokens[k].norm !== "with") continue;
    const ranker = read.tokens[k + 1]?.norm === "the" ? k + 2 : k + 1;
    if (!RANKERS.has(read.tokens[ranker]?.norm ?? "")) continue;
    return read.mentions.some((m) => m.kind === "column" && m.start > ranker) ? undefined : k;
  }
  return undefined;
}

export function rankedAttributeMessage(found: { asked: string; shown: string }): string {
  return `'${found.asked}' asks for something about rows ranked by ${found.shown}, and I found no column for it. Name both columns, for example "the <column> of the 3 rows with the highest <column>".`;
}
