// What each kind of question back offers to choose (issue #27): the question reworded with the exact column or
// the shape of answer it asks for — rows or different values, a total or rows, the column or the count, which
// money column, which column names the answer. Each rewording is planned once more before it is offered
// (choices.ts `checkedChoices`), so a choice that would not be answered as labelled is never shown.
import type { AnalysisPlan } from "../plan/schema";
import { both, countsDifferent, countsRows, type PlanTest, readsColumn, type Rewording, sums } from "./choices";
import { contradictsShape } from "./readings";
import type { Mention, ReadQuestion } from "./match/mentions";
import { moneyCompatible } from "./roles/money";
import type { ColumnEntry } from "./schema-index";

/** Columns tried as the one that names a "which"/"who" answer: each is planned once more, so only a few. */
const NAMING_CANDIDATES = 6;

/** "How many" and what it counts: the count cue and the first mention after it that is not grammar. */
export function countedAfterCue(read: ReadQuestion): { cue: Mention; counted: Mention } | undefined {
  const at = read.mentions.findIndex((m) => m.kind === "cue" && m.cue.kind === "aggregate" && m.cue.op === "count");
  if (at < 0) return undefined;
  const counted = read.mentions.slice(at + 1).find((m) => m.kind !== "cue" && !(m.kind === "word" && m.filler));
  return counted ? { cue: read.mentions[at], counted } : undefined;
}

/** The plan counts the rows whose `column` is above 0. */
function countsRowsWithAny(column: string): PlanTest {
  return both(countsRows, (plan: AnalysisPlan) => (plan.filters ?? []).some((f) => f.column === column && f.op === "gt" && f.value === 0));
}

/** "How many orders" — rows, or different Order ID values? The counted words as "rows", and as "different <column>". */
export function rowsOrDifferentRewordings(read: ReadQuestion, column: ColumnEntry): Rewording[] {
  const found = countedAfterCue(read);
  if (!found) return [];
  const { start, end } = found.counted;
  return [
    { label: "How many rows", start, end, text: "rows", accepts: countsRows },
    { label: `How many different ${column.name} values`, start, end, text: `different ${column.name}`, accepts: countsDifferent(column.id) },
  ];
}

/** "How many winners" over a column of figures — their total, or rows? "total <column>", and the counted words as "rows". */
export function totalOrRowsRewordings(read: ReadQuestion, column: ColumnEntry): Rewording[] {
  const found = countedAfterCue(read);
  if (!found) return [];
  return [
    { label: `Total ${column.name}`, start: found.cue.start, end: found.counted.end, text: `total ${column.name}`, accepts: sums(column.id) },
    { label: "How many rows", start: found.counted.start, end: found.counted.end, text: "rows", accepts: countsRows },
  ];
}

/** "How many scores above 9" — rows in that range, or the total over them? */
export function rowsInRangeOrTotalRewordings(read: ReadQuestion, column: ColumnEntry): Rewording[] {
  const found = countedAfterCue(read);
  if (!found) return [];
  return [
    { label: `How many rows have ${column.name} in that range`, start: found.counted.start, end: found.counted.end, text: `rows with ${column.name}`, accepts: both(countsRows, readsColumn(column.id)) },
    { label: `Total ${column.name} over those rows`, start: found.cue.start, end: found.counted.end, text: `total ${column.name}`, accepts: sums(column.id) },
  ];
}

/** "How many clubs have titles" — clubs with any title, or all titles added up? */
export function anyOrTotalRewordings(read: ReadQuestion, column: ColumnEntry): Rewording[] {
  const found = countedAfterCue(read);
  const named = read.mentions.find((m) => m.kind === "column" && m.column.id === column.id && (!found || m.start >= found.counted.start));
  if (!found || !named) return [];
  return [
    { label: `How many rows have any ${column.name}`, start: named.start, end: named.end, text: `more than 0 ${column.name}`, accepts: countsRowsWithAny(column.id) },
    { label: `Total ${column.name}`, start: found.cue.start, end: named.end, text: `total ${column.name}`, accepts: sums(column.id) },
  ];
}

/** "The highest number" beside a Shirt Number column — that column, or the number of rows? */
export function numberOrColumnRewordings(read: ReadQuestion, column: ColumnEntry): Rewording[] {
  const at = read.tokens.findIndex((t, i) => (t.norm === "number" || t.norm === "numbers") && read.tokens[i + 1]?.norm !== "of");
  // "Shirt Number" already names the column: no word of it to replace.
  if (at < 0 || read.mentions.some((m) => m.kind === "column" && m.start <= at && at < m.end)) return [];
  const countsAnyRows: PlanTest = (plan) => plan.kind === "aggregate" && plan.measures.some((m) => m.op === "count" && !m.column) && !readsColumn(column.id)(plan);
  return [
    { label: column.name, start: at, end: at + 1, text: column.name, accepts: readsColumn(column.id) },
    { label: "The number of rows", start: at, end: at + 1, text: "number of rows", accepts: countsAnyRows },
  ];
}

/** A money word no column of the plan explains ("the unit cost of a lamp" answered from Quantity): each money column it may mean. */
export function moneyColumnRewordings(read: ReadQuestion, word: string, columns: readonly ColumnEntry[]): Rewording[] {
  const at = read.mentions.find((m) => m.kind === "word" && m.raw === word);
  if (!at) return [];
  const money = columns.filter((c) => c.type === "number" && c.moneyRank !== undefined && !c.isId && moneyCompatible(word.toLowerCase(), c)).sort((a, b) => (a.moneyRank ?? 0) - (b.moneyRank ?? 0));
  return money.map((c) => {
    // "the unit cost" → "the Unit Price", not "the unit Unit Price": the column's own words just before go too.
    let start = at.start;
    while (start > 0 && c.words.some((w) => w.norm === read.tokens[start - 1].norm)) start--;
    return { label: c.name, start, end: at.end, text: c.name, accepts: readsColumn(c.id) };
  });
}

/** A word two columns fit equally ("team" for Home Team and Away Team): the words as each column's name. */
export function sameWordColumnsRewordings(at: { start: number; end: number }, columns: readonly ColumnEntry[]): Rewording[] {
  return columns.map((c) => ({ label: c.name, ...at, text: c.name, accepts: readsColumn(c.id) }));
}

/**
 * "Who paid the highest fare?" that could only be read as the fare: "which <column>" for each column that names
 * things (text, not an id), kept when the plan then names one.
 */
export function namingColumnRewordings(read: ReadQuestion, columns: readonly ColumnEntry[]): Rewording[] {
  const first = read.tokens[0]?.norm;
  if (first !== "which" && first !== "who") return [];
  // "which passenger …": the noun after "which" is replaced; "which has …", "who …": the column is put after it.
  const noun = first === "which" ? read.mentions.find((m) => m.start === 1 && (m.kind === "row" || m.kind === "column" || (m.kind === "word" && !m.filler))) : undefined;
  const end = noun ? noun.end : 1;
  const naming = columns.filter((c) => c.type === "text" && !c.isId && !c.listValued).slice(0, NAMING_CANDIDATES);
  const namesOne: PlanTest = (plan) => !contradictsShape("entity", plan);
  return naming.map((c) => ({ label: c.name, start: 0, end, text: `which ${c.name}`, accepts: both(readsColumn(c.id), namesOne) }));
}

/**
 * "How many grades does Ben Cho have?" where one row holds Ben Cho's one Grade: the question asking for that
 * value, "what is the <column> of <value>", for the row the plan pinned.
 */
export function valueOfOneRowRewordings(read: ReadQuestion, column: ColumnEntry, plan: AnalysisPlan): Rewording[] {
  const pinned = (plan.filters ?? []).find((f) => f.op === "eq");
  if (!pinned || pinned.op !== "eq" || read.tokens.length === 0) return [];
  return [{ label: `${column.name} of ${String(pinned.value)}`, start: 0, end: read.tokens.length, text: `what is the ${column.name} of ${String(pinned.value)}`, accepts: readsColumn(column.id) }];
}

/** "Best" and "worst" said of a figure that does not say which way is better: the question with each direction named. */
const DIRECTIONS: Readonly<Record<string, readonly [string, string]>> = { best: ["highest", "lowest"], worst: ["highest", "lowest"], better: ["higher", "lower"], worse: ["higher", "lower"] };

/**
 * "Which region has the best unit price?" where nothing says whether a higher or a lower price is better: the word
 * replaced by "highest" and by "lowest" ("higher"/"lower" for "better"/"worse"). Offered only for a refusal: a
 * rewording that then plans is one whose only doubt was that word.
 */
export function directionRewordings(read: ReadQuestion): Rewording[] {
  const at = read.tokens.findIndex((t) => DIRECTIONS[t.norm] !== undefined);
  if (at < 0) return [];
  const any: PlanTest = () => true;
  return DIRECTIONS[read.tokens[at].norm].map((word) => ({ label: `The ${word}`, start: at, end: at + 1, text: word, accepts: any }));
}
