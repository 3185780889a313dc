// Precision before coverage (issue #27): a built plan that answers another question than the one asked is
// a question back, with the reason. Each check reads the question's words against the plan's result; the
// first that fails gives the message.
import type { AnalysisPlan } from "../plan/schema";
import { moneyColumnRewordings, rowsInRangeOrTotalRewordings, rowsOrDifferentRewordings } from "./back-choices";
import { readsColumn, type Rewording } from "./choices";
import { planColumns, unexplainedMoneyWords } from "./coverage";
import { uncountableSum, uncountableSumMessage } from "./counted-sum";
import { countOfOneRow, countOfOneRowMessage } from "./pinned-count";
import { distinctOfPinnedColumn, distinctOfPinnedColumnMessage } from "./distinct-of-pinned";
import { wholeRowsForOneThing, wholeRowsMessage } from "./whole-rows";
import { nearlyUniqueCount, nearlyUniqueCountMessage } from "./near-unique-count";
import { valuePartAsRowWords } from "./entity-words";
import { negatedGroups } from "./group-negation";
import type { ReadQuestion } from "./match/mentions";
import { fileOrderReadAsRanking, rowsFromTheEnd } from "./row-order";
import type { SchemaIndex } from "./schema-index";
import { guessedColumn } from "./weak-evidence";
import { droppedGrouping, droppedGroupingMessage } from "./dropped-grouping";
import { countOfRepeatedNames } from "./repeated-names";
import { attributeRankedByCount, attributeRankedByCountMessage } from "./attribute-superlative";
import { rankedAttributeCollapsed, rankedAttributeMessage } from "./ranked-attribute";
import { figuresAsTextMessage, figuresAsTextRanked } from "./figures-as-text";
import { distinctOfLaterColumn, distinctOfLaterColumnMessage } from "./counted-subject";
import { orAcrossColumns, orAcrossColumnsMessage } from "./or-across-columns";
import { shareOfCountedRows, shareOfCountedRowsMessage } from "./share-of-counted";

/** Why a plan does not answer the question as asked: the message, the columns worth naming and the rewordings that settle it (back-choices.ts). */
export interface Mismatch {
  message: string;
  suggestions: string[];
  rewordings?: Rewording[];
}

/** Why the plan does not answer the question as asked, for the user, with the columns worth naming; undefined when it does. */
export function planMismatch(read: ReadQuestion, plan: AnalysisPlan, index: SchemaIndex, rowCount: number, datasetWords: ReadonlySet<string>): Mismatch | undefined {
  const why = reason(read, plan, index, rowCount, datasetWords);
  if (why !== undefined) return typeof why === "string" ? { message: why, suggestions: [] } : why;
  const guessed = guessedColumn(read, planColumns(plan).ids);
  if (guessed) {
    const { column, start, end } = guessed;
    return { message: `Did you mean '${column.name}'? I took '${guessed.word}' for it from its letters alone, which is a guess.`, suggestions: [column.name], rewordings: [{ label: column.name, start, end, text: column.name, accepts: readsColumn(column.id) }] };
  }
  return undefined;
}

/** The first of the other checks that fails, in words (with its columns and rewordings when it has any to offer). */
function reason(read: ReadQuestion, plan: AnalysisPlan, index: SchemaIndex, rowCount: number, datasetWords: ReadonlySet<string>): string | Mismatch | undefined {
  const fromEnd = rowsFromTheEnd(read, plan);
  if (fromEnd) return `'${fromEnd}' counts rows from the end of the file, and I can only read rows from its top. Ask for the rows sorted by a column instead, for example "the 5 latest by date".`;
  const placed = fileOrderReadAsRanking(read, plan);
  if (placed) return `'${placed}' places rows by their order in the file, and I read it as a ranking instead. Ask for the rows ranked by a column, for example "the 3 latest by date", or "the first 3 rows".`;
  const figuresAsText = figuresAsTextRanked(read, index);
  if (figuresAsText) return { message: figuresAsTextMessage(figuresAsText), suggestions: [figuresAsText.name] };
  const collapsed = rankedAttributeCollapsed(read, plan);
  if (collapsed) return rankedAttributeMessage(collapsed);
  const either = orAcrossColumns(read, plan);
  if (either) return orAcrossColumnsMessage(either);
  const negated = negatedGroups(read, plan, index.columns, rowCount);
  if (negated) return `'${negated.words}' asks for each ${negated.subject} none of whose rows match, and I can only filter rows one at a time. Ask which ${negated.subject} values do have them, and compare with the full list.`;
  const part = valuePartAsRowWords(read, plan, index);
  if (part) {
    const column = index.byId.get(part.column)?.name ?? part.column;
    return `I read '${part.words}' as ${column} containing '${part.value}', but it may say what the rows are or how they rank. Ask "rows where ${column} contains '${part.value}'" for that filter, or name the column to rank by.`;
  }
  const dropped = droppedGrouping(read, plan);
  if (dropped) return droppedGroupingMessage(dropped);
  const attribute = attributeRankedByCount(read, plan);
  if (attribute) return attributeRankedByCountMessage(attribute);
  const names = countOfRepeatedNames(read, plan, index);
  if (names) return { message: `'${names.name}' repeats across rows: do you mean how many rows, or how many different ${names.name} values? Ask "how many rows …" or "how many different ${names.name} …".`, suggestions: [names.name], rewordings: rowsOrDifferentRewordings(read, names) };
  const sharedBy = shareOfCountedRows(read, plan, index.columns);
  if (sharedBy) return { message: shareOfCountedRowsMessage(sharedBy), suggestions: [sharedBy.name] };
  const laterColumn = distinctOfLaterColumn(read, plan, index.columns);
  if (laterColumn) return { message: distinctOfLaterColumnMessage(laterColumn), suggestions: [laterColumn.column.name] };
  const sum = uncountableSum(read, plan, index.columns, rowCount);
  if (sum) return { message: uncountableSumMessage(sum), suggestions: [sum.column.name], rewordings: sum.why === "compared" ? rowsInRangeOrTotalRewordings(read, sum.column) : rowsOrDifferentRewordings(read, sum.column) };
  const pinnedDistinct = distinctOfPinnedColumn(plan, index.columns);
  if (pinnedDistinct) return { message: distinctOfPinnedColumnMessage(pinnedDistinct), suggestions: [pinnedDistinct.column.name] };
  const pinned = countOfOneRow(read, plan, index.columns, rowCount);
  if (pinned) return countOfOneRowMessage(pinned);
  const nearlyUnique = nearlyUniqueCount(read, plan, index.columns, rowCount);
  if (nearlyUnique) return { message: nearlyUniqueCountMessage(nearlyUnique), suggestions: [nearlyUnique.column.name], rewordings: rowsOrDifferentRewordings(read, nearlyUnique.column) };
  if (wholeRowsForOneThing(read, plan)) return wholeRowsMessage(index.columns.find((c) => c.type === "text" && !c.isId)?.name);
  const money = unexplainedMoneyWords(read.mentions, plan, index.columns, datasetWords);
  if (money.length > 0) {
    const rewordings = moneyColumnRewordings(read, money[0], index.columns);
    const message = `I couldn't find a column for '${money[0]}' among the ones this answer would use. Name the column, for example "${index.columns.find((c) => c.moneyRank !== undefined)?.name ?? "Amount"}".`;
    return { message, suggestions: rewordings.map((r) => r.label), rewordings };
  }
  return undefined;
}
