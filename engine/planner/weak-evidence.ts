// Precision before coverage (issue #27): the plan's result must have the shape asked. "How many X" counted as
// the different figures of a measuring column becomes a question back, and a listing of whole rows asked
// "which/who X" shows X first.
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";

/** Words asking for different values explicitly: "how many different regions". */
const DISTINCT_WORDS: ReadonlySet<string> = new Set(["different", "distinct", "unique", "various", "separate", "diverse"]);

/**
 * "The number of winners" read as how many different figures a Winners column holds: a count of different values
 * of a measuring number column, asked without "different" or "unique", is not what anyone asks (they mean its
 * total, or rows). Returns the column's name when the plan should ask instead.
 */
export function unsureDistinctCount(read: ReadQuestion, plan: AnalysisPlan, columns: readonly ColumnEntry[]): string | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 1) return undefined;
  const measure = plan.measures[0];
  if (measure.op !== "count_distinct" || !measure.column) return undefined;
  if (read.tokens.some((t) => DISTINCT_WORDS.has(t.norm))) return undefined;
  const column = columns.find((c) => c.id === measure.column);
  if (!column || column.isId) return undefined;
  return column.type === "number" && !column.categorical ? column.name : undefined;
}

/** Openings that ask for one attribute of the rows found ("who …", "tell me the …"), not for the rows themselves ("show …"). */
const NAME_OPENERS: ReadonlySet<string> = new Set(["which", "who", "whose", "what", "tell", "name"]);

/**
 * A listing of whole rows for a question that names the attribute it wants ("the only player from New Zealand",
 * "built in which county"): the named columns first, then the columns the rows were chosen by, so the answer
 * leads with what was asked. Unchanged when the question names no column beyond its conditions.
 */
export function showAskedColumns(read: ReadQuestion, plan: AnalysisPlan): AnalysisPlan {
  if (plan.kind !== "rows" || plan.columns || plan.check) return plan;
  const conditions = [...new Set([...(plan.filters ?? []).map((f) => f.column), ...(plan.sort ?? []).map((s) => s.by)])];
  const columnMentions = read.mentions.filter((m) => m.kind === "column" && !conditions.includes(m.column.id));
  // "Who …", "tell me the …" at the start, or "in which county" anywhere: the column right after "which"/"what".
  const opened = NAME_OPENERS.has(read.tokens[0]?.norm ?? "");
  const chosen = opened ? columnMentions : columnMentions.filter((m) => ["which", "what"].includes(read.tokens[m.start - 1]?.norm ?? ""));
  const asked = [...new Set(chosen.flatMap((m) => (m.kind === "column" ? [m.column.id] : [])))];
  if (asked.length === 0) return plan;
  return { ...plan, columns: [...asked, ...conditions] };
}
