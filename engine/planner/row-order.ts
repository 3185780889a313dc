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
