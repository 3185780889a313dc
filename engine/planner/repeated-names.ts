// Precision before coverage (issue #27): "how many members …" counted as rows in a table whose Name column
// repeats (a table of terms of office, one row per term, the same person in several): the rows are not the
// members. When the counted noun is not what the table says its rows are, and a column of names repeats, the
// row count and the count of different names differ, so the planner asks which is meant. Only for people
// (WordNet: a kind of person), whom a Name column names.
import { stem } from "../language/lemmatize";
import { namesPeople } from "./people-nouns";
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry, SchemaIndex } from "./schema-index";

/** The repeating column of names, when a bare row count of a noun the table does not name its rows by may mean different names. */
export function countOfRepeatedNames(read: ReadQuestion, plan: AnalysisPlan, index: SchemaIndex): ColumnEntry | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 1 || plan.top || plan.check || plan.having?.length) return undefined;
  const [count] = plan.measures;
  if (count.op !== "count" || count.column || count.per) return undefined;
  const cue = read.mentions.findIndex((m) => m.kind === "cue" && m.cue.kind === "aggregate" && m.cue.op === "count");
  if (cue < 0) return undefined;
  const counted = read.mentions.slice(cue + 1).find((m) => m.kind !== "word" || !m.filler);
  if (counted?.kind !== "row" || index.rowStems.has(stem(counted.noun)) || index.entities.some((e) => stem(e.noun) === stem(counted.noun))) return undefined;
  // People counted where a column names people: "items" with a repeating Product Name are the rows, not the names.
  if (!namesPeople(counted.noun)) return undefined;
  const names = index.columns.find((c) => c.type === "text" && !c.isId && c.words.some((w) => w.norm === "name" || w.norm === "names"));
  const distinct = names?.facts?.distinct;
  if (!names || distinct === undefined || distinct >= index.rowCount - (names.facts?.missing ?? 0)) return undefined;
  return names;
}
