// Precision before coverage (issue #27): a negation about whole groups. "Which regions don't have returned
// orders?" asks for the regions none of whose rows are returned; a plan filters rows, so it answers for the
// regions with some row that is not returned (nearly all of them), or for rows with a blank region. Asked back,
// unless the subject is the rows themselves ("which orders have no discount", one row per order).
import type { AnalysisPlan } from "../plan/schema";
import type { Mention, ReadQuestion } from "./match/mentions";
import { oneValuePerRow } from "./roles/ranked-rows-attribute";
import type { ColumnEntry } from "./schema-index";

/** Verbs of having: the negation after them is about what a group holds. */
const HAVING: ReadonlySet<string> = new Set(["have", "has", "had", "contain", "contains", "include", "includes", "record", "recorded", "get", "got", "see", "saw"]);
/** Negations, as the tokenizer keeps them ("don't" stays one token). */
const NEGATION = /^(not|no|never|none|without|(do|does|did|has|have|had|is|are|was|were)n[’']t)$/;
/** Words that open a question about which groups: "which regions", "list the customers", "name every rep". */
const ASKING: ReadonlySet<string> = new Set(["which", "what", "list", "name", "show", "find", "give", "are", "were", "is", "any"]);

/**
 * The subject and the negation's words when the question asks which groups lack something ("regions don't have
 * returned orders", "customers have never returned", "reps with no closed deals"), or undefined.
 */
export function negatedGroups(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[], rowCount: number): { subject: string; words: string } | undefined {
  const words = read.tokens.map((t) => t.norm);
  if (!words.some((w) => ASKING.has(w))) return undefined;
  const subject = read.mentions.find((m): m is Extract<Mention, { kind: "column" }> => m.kind === "column");
  if (!subject || oneValuePerRow(subject.column, rowCount)) return undefined;
  const usesSubject = plan.kind === "rows" ? true : (plan.groupBy ?? []).some((g) => g.column === subject.column.id);
  if (!usesSubject) return undefined;
  for (let k = subject.end; k < words.length; k++) {
    if (!NEGATION.test(words[k])) continue;
    // "don't have", "have no", "have never", "with no", "without": what the group holds is negated.
    const near = [words[k - 1], words[k + 1], words[k + 2]];
    const having = near.some((w) => w !== undefined && HAVING.has(w)) || words[k - 1] === "with" || words[k] === "without" || words[k] === "never";
    if (having) return { subject: subject.column.name, words: read.tokens.slice(k, Math.min(words.length, k + 3)).map((t) => t.raw).join(" ") };
  }
  return undefined;
}
