// "How many regions have total revenue over 1,000?", "how many categories have more than 50 orders?", "how many
// customers appear more than once?", "in how many regions is the average discount below 10%?": the number of groups
// of one column whose figure — a row count, or a total/average/… of a number column — passes a condition. Read from
// the question's shape right after the walk (the count word's column, a verb of having or appearing, the figure, one
// compared number), then settled into one grouping, one measure and one `having`, answered as a count of groups
// (plan.countGroups). Anything else around it is asked about rather than guessed.
import type { AggregateOp } from "../../plan/schema";
import { COLUMN_TAIL_WORDS } from "../lexicon";
import type { Mention } from "../match/mentions";
import type { ColumnEntry } from "../schema-index";
import { type Draft, type GroupCount, type MeasureCandidate, type NumberUse } from "./draft";
import { MONEY_VERBS } from "./money";
import { scaled } from "./number-filters";

/** Verbs joining the counted groups to their figure: "regions that have", "products with", "customers whose". */
const HAVE_VERBS = new Set(["have", "has", "had", "having", "with", "whose", "hold", "holds", "held", "show", "shows", "showed", "record", "records", "recorded", "see", "saw", "get", "gets", "got"]);
/** Verbs saying how often a group's value is in the rows: "appear more than once", "occur at least 3 times". */
const APPEAR_VERBS = new Set(["appear", "appears", "appeared", "occur", "occurs", "occurred", "feature", "features", "featured", "repeat", "repeats", "repeated"]);
/** "in how many regions is/was …". */
const BE_VERBS = new Set(["is", "are", "was", "were"]);
/** Words after the number naming rows: "at least 3 times", "more than 10 entries". */
const COUNT_NOUNS = new Set(["time", "times", "row", "rows", "entry", "entries", "record", "records", "occurrence", "occurrences", "instance", "instances", "line", "lines"]);
/** Words that may sit between the verb and the figure, or between the figure and its comparison. */
const LINK_WORDS = new Set(["a", "an", "the", "their", "its", "that", "which", "who", "is", "are", "was", "were", "of", "in", "up", "been", "than"]);
/** Aggregates a group's figure may be named with ("total revenue", "an average discount"). */
const FIGURE_OPS = new Set<AggregateOp>(["sum", "mean", "median", "min", "max", "std_dev", "range"]);

const CONDITION_WORDS = { gt: "over ", gte: "at least ", lt: "under ", lte: "at most ", eq: "", neq: "not " } as const;

const isFiller = (d: Draft, m: Mention) => m.kind === "word" && (m.filler || LINK_WORDS.has(m.norm));

/**
 * The column a counting word is about ("how many regions"): never a date, a flag or a list column.
 */
function countedColumn(d: Draft): { column: ColumnEntry; k: number; cueStart: number; threshold?: NumberUse } | undefined {
  const { mentions } = d;
  // "Are there more than 3 regions with …?": the number before the column is how many groups are asked about.
  const threshold = d.yesNo ? d.numbers[0] : undefined;
  const c = threshold ? mentions.indexOf(threshold.mention) : mentions.findIndex((m) => m.kind === "cue" && m.cue.kind === "aggregate" && (m.cue.op === "count" || m.cue.op === "count_distinct"));
  if (c < 0) return undefined;
  // "how many regions", "count the countries", "the number of distinct customers".
  let k = c + 1;
  const skip = (x: Mention | undefined) => (x?.kind === "word" && /^(the|all|distinct|different|unique)$/.test(x.norm)) || (x?.kind === "cue" && x.cue.kind === "aggregate" && x.cue.op === "count_distinct");
  while (skip(mentions[k])) k++;
  const m = mentions[k];
  if (m?.kind !== "column" || m.start - mentions[c].end !== k - c - 1) return undefined;
  const column = m.column;
  if (column.listValued || column.type === "date" || column.type === "boolean") return undefined;
  // "how many products" in products.csv counts the rows, not the values of a column named like them.
  if (d.tokens.slice(m.start, m.end).every((t) => d.fileWords.has(t.norm))) return undefined;
  return { column, k, cueStart: mentions[c].start, ...(threshold ? { threshold } : {}) };
}

/** Reads the shape; undefined when the question is not (plainly) a count of groups by a condition on their figure. */
function readGroupCount(d: Draft): GroupCount | { ask: ColumnEntry; measured: ColumnEntry; measuredAt: { start: number; end: number }; use: NumberUse } | undefined {
  if (d.numbers.length !== (d.yesNo ? 2 : 1)) return undefined;
  const counted = countedColumn(d);
  if (!counted) return undefined;
  const { mentions, tokens } = d;
  const threshold = counted.threshold;
  if (threshold && (threshold.op === "between" || threshold.mention.percent || threshold.mention.currency || !Number.isInteger(threshold.mention.value))) return undefined;
  const use = d.numbers[d.numbers.length - 1];
  // "regions that have", "customers who appear"; "parent ids appear": a word after the column saying what it holds.
  let v = counted.k + 1;
  const tail = mentions[v];
  if (tail?.kind === "word" && tail.start === mentions[counted.k].end && COLUMN_TAIL_WORDS.has(tail.norm)) v++;
  // "regions in 2024 that have", "products from North with": a period or a value between narrows the rows.
  const between = (m: Mention | undefined) => (m?.kind === "word" && /^(that|which|who|in|during|for|from|of)$/.test(m.norm)) || m?.kind === "time" || m?.kind === "value";
  while (between(mentions[v])) v++;
  const verb = mentions[v];
  const n = mentions.indexOf(use.mention);
  const last = use.to ? mentions.indexOf(use.to) : n;
  if (n <= v) return undefined;
  const after = mentions[last + 1];
  // After the number: nothing, or the rows' noun ("50 orders", "3 times", "twice").
  // "3 times" is read by the token: a column named "… Time" would claim the word otherwise.
  const rowsNoun = after !== undefined && after.start === use.mention.end && (COUNT_NOUNS.has(tokens[after.start].norm) || after.kind === "row" || (after.kind === "column" && after.column.isId));
  const oftenWord = /^(once|twice|thrice)$/i.test(tokens[use.mention.start]?.raw ?? "");
  const rest = mentions.slice(last + (rowsNoun ? 2 : 1));
  if (rest.some((m) => !isFiller(d, m) && m.kind !== "value" && m.kind !== "time")) return undefined;
  const rowsFigure = use.mention.percent || use.mention.currency || use.mention.unitSeconds || !Number.isInteger(use.mention.value) ? undefined : { column: counted.column, figure: { kind: "rows" as const }, use, threshold, consumed: rowsNoun ? [after] : [] };
  if (verb?.kind !== "word" || !(HAVE_VERBS.has(verb.norm) || APPEAR_VERBS.has(verb.norm) || BE_VERBS.has(verb.norm))) {
    // "customers who placed more than 20 orders", "products ordered more than 50 times": any verb before a number of rows.
    return rowsFigure && (rowsNoun || oftenWord) ? rowsVerb(d, v, n, rowsFigure) : undefined;
  }
  const inHowMany = tokens[counted.cueStart - 1]?.norm === "in";
  const appear = APPEAR_VERBS.has(verb.norm);
  // Ids and measured numbers are counted only by how often their values appear ("how many parent ids appear twice").
  if ((counted.column.isId || (counted.column.type === "number" && !counted.column.categorical)) && !appear) return undefined;
  // "products that were ordered more than 50 times", "products that have been sold 3 times".
  const been = HAVE_VERBS.has(verb.norm) && tokens[verb.end]?.norm === "been";
  if ((!inHowMany && BE_VERBS.has(verb.norm)) || been) return rowsFigure && (rowsNoun || oftenWord) ? rowsVerb(d, v + 1, n, rowsFigure) : undefined;
  if (!(inHowMany ? BE_VERBS.has(verb.norm) : HAVE_VERBS.has(verb.norm) || appear)) return undefined;
  // Between the verb and the number: fillers, the comparison, and at most an aggregation word and its column.
  let op: AggregateOp | undefined;
  let measured: { column: ColumnEntry; at: number; end: number } | undefined;
  for (let k = v + 1; k < n; k++) {
    const m = mentions[k];
    if (isFiller(d, m) || (m.kind === "cue" && m.cue.kind === "compare")) continue;
    if (m.kind === "cue" && m.cue.kind === "aggregate" && !op && !measured && FIGURE_OPS.has(m.cue.op)) {
      op = m.cue.op;
      continue;
    }
    if (m.kind === "column" && !measured && m.column.type === "number" && !m.column.isId) {
      measured = { column: m.column, at: m.start, end: m.end };
      continue;
    }
    return undefined;
  }
  if (op && !measured) return undefined;
  if (measured) {
    if (rowsNoun || oftenWord || appear) return undefined;
    // "how many regions have revenue over 1,000": each region's total, or regions with an order over 1,000? Ask.
    if (!op) return measured.column.intensive ? undefined : { ask: counted.column, measured: measured.column, measuredAt: { start: measured.at, end: measured.end }, use };
    return { column: counted.column, figure: { kind: "measure", op, column: measured.column, at: measured.at }, use, threshold, consumed: [] };
  }
  if (!(rowsNoun || (oftenWord && appear) || (appear && after === undefined && use.op !== "eq"))) return undefined;
  return rowsFigure;
}

/**
 * The words from `from` to the number are a verb of the rows ("placed", "were ordered", "have been sold"): plain
 * words, a comparison, or a money verb read as a column ("sold"), which then only says what the rows are. A negation
 * or anything else named there (a value, a flag, another column) is not read.
 */
function rowsVerb(d: Draft, from: number, to: number, figure: GroupCount): GroupCount | undefined {
  const consumed = [...figure.consumed];
  let words = 0;
  for (let k = from; k < to; k++) {
    const m = d.mentions[k];
    if (m.kind === "cue" && m.cue.kind === "compare") continue;
    const oneWord = m.end - m.start === 1;
    if (m.kind === "word" && !/^(not|never|no)$/.test(m.norm)) {
      if (!LINK_WORDS.has(m.norm)) words++;
      continue;
    }
    // "sold" read as the money column, "ordered" as the Order ID column or the rows (orders.csv): a verb of the rows.
    const norm = d.tokens[m.start].norm;
    if (oneWord && ((m.kind === "column" && (MONEY_VERBS.has(norm) || (m.column.isId && /ed$/.test(norm)))) || (m.kind === "row" && /ed$/.test(norm)))) {
      consumed.push(m);
      words++;
      continue;
    }
    return undefined;
  }
  return words >= 1 && words <= 2 ? { ...figure, consumed } : undefined;
}

/**
 * "How many regions in 2024 have total revenue over 1,000 and …": a count word, a category, then a total (average…)
 * of a number compared with a number, in a shape not read above. Placing the number as a row filter would answer
 * another question with confidence, so the planner asks. Returns the words for the question back.
 */
function aggregateComparedInCount(d: Draft): { groups: ColumnEntry; op: AggregateOp; measured: ColumnEntry } | undefined {
  const { mentions } = d;
  if (d.yesNo) return undefined;
  const c = mentions.findIndex((m) => m.kind === "cue" && m.cue.kind === "aggregate" && (m.cue.op === "count" || m.cue.op === "count_distinct"));
  if (c < 0) return undefined;
  for (const use of d.numbers) {
    let k = mentions.indexOf(use.mention) - 1;
    while (k > c && (isFiller(d, mentions[k]) || (mentions[k].kind === "cue" && (mentions[k] as { cue: { kind: string } }).cue.kind === "compare"))) k--;
    const measured = mentions[k];
    if (measured?.kind !== "column" || measured.column.type !== "number" || measured.column.isId) continue;
    k--;
    while (k > c && isFiller(d, mentions[k])) k--;
    const agg = mentions[k];
    if (agg?.kind !== "cue" || agg.cue.kind !== "aggregate" || !FIGURE_OPS.has(agg.cue.op)) continue;
    const groups = mentions.slice(c + 1, k).find((m) => m.kind === "column" && !m.column.isId && (m.column.type === "text" || m.column.categorical));
    if (groups?.kind === "column") return { groups: groups.column, op: agg.cue.op, measured: measured.column };
  }
  return undefined;
}

const OP_NAMES: Partial<Record<AggregateOp, string>> = { sum: "total", mean: "average", median: "median", min: "smallest", max: "largest", std_dev: "standard deviation", range: "range" };

/**
 * Settles a count of groups into the draft before the numbers are placed: the counted column is grouped, the figure
 * measured, the number becomes the condition on each group (having). placeGroupCount checks the result at the end.
 */
export function takeGroupCount(d: Draft): void {
  const read = readGroupCount(d);
  if (read === undefined) {
    const compared = aggregateComparedInCount(d);
    if (compared) {
      const what = `${OP_NAMES[compared.op] ?? compared.op} ${compared.measured.name}`;
      d.frame.refusal = `I can't yet count the ${compared.groups.name} values by their ${what} together with the rest of this question. Ask it on its own, for example "how many ${compared.groups.name} values have a ${what.toLowerCase()} over 1,000?", and add one period or value at the end.`;
    }
    return;
  }
  if ("ask" in read) {
    const { ask, measured, measuredAt, use } = read;
    const raw = (m: typeof use.mention) => d.tokens.slice(m.start, m.end).map((t) => t.raw).join(" ");
    const condition = use.op === "between" ? `between ${raw(use.mention)} and ${raw(use.to ?? use.mention)}` : `${CONDITION_WORDS[use.op]}${raw(use.mention)}`;
    d.frame.refusal = `Do you mean each ${ask.name}'s total ${measured.name}, or the ${ask.name} values with at least one row where ${measured.name} is ${condition}? Name the figure ("total ${measured.name.toLowerCase()}", "average ${measured.name.toLowerCase()}") to count them by each one's total or average.`;
    d.frame.refusalOptions = { refusal: d.frame.refusal, options: { kind: "total-or-any-row", groups: ask, measured, condition, ...measuredAt } };
    return;
  }
  const { column, figure, use, consumed } = read;
  d.numbers = [];
  for (const m of consumed) {
    if (m.kind !== "column" || m.column.isId) continue;
    // "3 times" beside a "Handling Time" column, "sold" read as Revenue: the words only say what the rows are.
    d.measureColumns = d.measureColumns.filter((x) => x.at !== m.start);
    d.moneyWords = d.moneyWords.filter((w) => w !== d.tokens[m.start].norm);
    d.mentions[d.mentions.indexOf(m)] = { kind: "word", start: m.start, end: m.end, norm: d.tokens[m.start].norm, raw: d.tokens[m.start].raw, filler: true };
  }
  d.measureColumns = d.measureColumns.filter((x) => x.column !== column && (figure.kind !== "measure" || x.column !== figure.column));
  d.looseText = d.looseText.filter((x) => x.column !== column);
  // Grouped here, not through placeGroups: a number column there would be measured rather than grouped.
  d.groupColumns = d.groupColumns.filter((x) => x.column !== column);
  d.frame.groups = [{ column }];
  if (figure.kind === "rows") d.countRows = { at: use.at };
  else {
    d.countRows = undefined;
    d.measureColumns.push({ column: figure.column, at: figure.at, op: figure.op, explicit: true } satisfies MeasureCandidate);
  }
  const value = (v: typeof use.mention) => (figure.kind === "measure" ? scaled(v, figure.column) : v.value);
  d.frame.having.push(use.op === "between" ? { measure: "count", op: "between", from: value(use.mention), to: value(use.to ?? use.mention) } : { measure: "count", op: use.op, value: value(use.mention) });
  // "Are there more than 3 regions with …?": the number of groups kept, checked against the first number.
  if (read.threshold) d.frame.check = { kind: "group_count", op: read.threshold.op === "between" ? "eq" : read.threshold.op, value: read.threshold.mention.value };
  d.groupCount = read;
}

/** After every step: the frame must be exactly the grouping, the figure and its condition, or the question is asked about. */
export function placeGroupCount(d: Draft): void {
  const read = d.groupCount;
  const { frame } = d;
  if (!read || frame.refusal) return;
  const [group] = frame.groups;
  const [measure] = frame.measures;
  const figureFits = read.figure.kind === "rows" ? frame.measures.length === 0 || (measure.op === "count" && !measure.column) : measure?.column === read.figure.column && measure.op === read.figure.op;
  const checked = read.threshold ? frame.check?.kind === "group_count" : !frame.check;
  const fits = frame.kind === "aggregate" && frame.groups.length === 1 && group.column === read.column && !group.bucket && !group.ranges && frame.measures.length <= 1 && figureFits && !measure?.transform && frame.having.length === 1 && !frame.top && checked && !frame.limit;
  if (!fits) {
    frame.refusal = `I can't yet count the ${read.column.name} values by that condition together with the rest of this question. Ask it on its own, for example "how many ${read.column.name} values have more than 10 rows?".`;
    return;
  }
  if (!read.threshold) frame.countGroups = true;
  // A blank is not a group: "how many customers appear twice" counts named customers.
  if (!frame.filters.some((f) => f.filter.column === read.column.id)) frame.filters.push({ filter: { column: read.column.id, op: "is_not_empty" }, columnName: read.column.name });
}
