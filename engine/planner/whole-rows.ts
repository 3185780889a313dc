// Precision before coverage (issue #27): "which has a distance under 3 km?" or "tell me the only player from New
// Zealand" planned as whole rows (every column) says nothing of which column answers it: the answer leads with
// the table's first column, which may be a season or a code, not the name asked for. A question opened by
// which/who/what/tell/name that the plan answers with every column of its rows is asked back. Listings asked as
// such ("show …", "list …", "what are the rows …") and the first rows of the file keep their plans.
import type { AnalysisPlan } from "../plan/schema";
import { ROW_POSITION_NOUNS, type ReadQuestion } from "./match/mentions";

/** Openings that ask for one thing about the rows found, not for the rows. */
const ASKING_OPENERS: ReadonlySet<string> = new Set(["which", "who", "what", "tell", "name"]);

/** Whether the plan answers a which/who question with whole rows, naming no column to answer with. */
export function wholeRowsForOneThing(read: ReadQuestion, plan: AnalysisPlan): boolean {
  if (plan.kind !== "rows" || plan.columns || plan.check || plan.limit) return false;
  if (!ASKING_OPENERS.has(read.tokens[0]?.norm ?? "")) return false;
  // "what about France?" narrows the rows, as a follow-up does.
  if (read.tokens[0].norm === "what" && ["about", "if"].includes(read.tokens[1]?.norm ?? "")) return false;
  return !read.tokens.some((t) => ROW_POSITION_NOUNS.has(t.norm));
}

/** The question back, with a column to name. */
export function wholeRowsMessage(example: string | undefined): string {
  return `I could only list whole rows here, not the column that answers your question. Name the column you want, for example "which ${example ?? "Name"} …".`;
}
