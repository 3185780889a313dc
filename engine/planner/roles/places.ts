// Places: one place in a ranking ("the second most common category", "the 3rd highest revenue") and values in
// the order they first appear in the file ("the first 3 different regions", "the unique categories in the first
// 5 rows"). Read before the walk over mentions, so the ordinal and the order words are grammar, not unknown
// words; settled once the ranking or the listed column is known.
import { ordinal } from "../../plan/describe";
import { NUMBER_WORDS, ORDINAL_NUMBERS } from "../lexicon";
import type { ColumnEntry } from "../schema-index";
import type { Draft, NumberUse } from "./draft";
import { wordTable } from "../../word-table";

// "first" is read apart (ordinalAt's callers): "the first 3" is not a place.
const ORDINAL_PLACES: Readonly<Record<string, number>> = wordTable(Object.fromEntries(Object.entries(ORDINAL_NUMBERS).filter(([word]) => word !== "first")));

/** Words that rank right after an ordinal: "second most common", "3rd highest", "fourth largest". */
const RANK_AFTER_ORDINAL = /^(most|least|highest|lowest|largest|smallest|biggest|greatest|top|bottom|best|worst|maximum|minimum|max|min|busiest|popular|frequent|common)$/;

/** "second" → 2, "3rd" → 3; undefined for other tokens. */
function ordinalAt(t: Draft["tokens"][number] | undefined): number | undefined {
  if (!t) return undefined;
  return t.kind === "number" && t.ordinal && Number.isInteger(t.value) ? t.value! : ORDINAL_PLACES[t.norm];
}

/** Verbs that say a place: "ranks second", "came 3rd", "placed fourth". */
const RANK_VERBS = /^(ranks|rank|ranked|ranking|comes|come|came|placed|finishes|finished)$/;

/** "different", "unique", "distinct": each value once. */
const DIFFERENT = /^(different|unique|distinct)$/;

const APPEAR = /^(appear|appears|appeared|appearance|appearances|occur|occurs|occurred|occurrence|occurrences)$/;

/**
 * "(by) order of appearance", "in order of first appearance", "in the order they appear", "as they appear", "by row
 * number", "in file order": the file's order, said. Returns how many tokens the phrase takes from `i` (0: none).
 */
function orderPhraseAt(d: Draft, i: number): number {
  const w = (k: number) => d.tokens[k]?.norm ?? "";
  let at = w(i) === "by" || w(i) === "in" ? i + 1 : i;
  if (at > i && w(at) === "the") at++;
  // "order of (first) appearance", "order (in which) they (first) appear", "number of appearance".
  if (w(at) === "order" || (w(at) === "number" && w(at + 1) === "of")) {
    for (let k = at + 1; k <= at + 5 && k < d.tokens.length; k++) {
      if (APPEAR.test(w(k))) return k + 1 - i;
      if (!/^(of|in|which|they|it|first|the|were|was|are|is)$/.test(w(k))) break;
    }
  }
  if (w(at) === "first" && APPEAR.test(w(at + 1)) && at > i) return at + 2 - i;
  if (w(at) === "row" && /^(number|order|position)$/.test(w(at + 1))) return at + 2 - i;
  if (/^(file|row|original)$/.test(w(at)) && w(at + 1) === "order") return at + 2 - i;
  if (w(i) === "as" && /^(they|it)$/.test(w(i + 1)) && APPEAR.test(w(i + 2))) return 3;
  return 0;
}

/** Marks tokens from..to (exclusive) as grammar: any mention inside becomes a filler word. */
function asGrammar(d: Draft, from: number, to: number): void {
  d.mentions.forEach((m, k) => {
    if (m.start < to && m.end > from) d.mentions[k] = { kind: "word", start: m.start, end: m.end, norm: d.tokens[m.start].norm, raw: d.tokens[m.start].raw, filler: true };
  });
}

/**
 * "the second most common", "the 2nd highest": the ranking place, with the ordinal turned into grammar.
 * "the first 3 different values (by order of appearance)": how many values to list in file order.
 */
export function readPlaces(d: Draft): void {
  const { tokens } = d;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // "first" is a place only alone ("and the first?"); before a ranking word it is the ranking itself.
    if (t.norm === "penultimate") {
      d.place = { n: 2, at: i, raw: t.raw, verb: true, fromBottom: true };
      asGrammar(d, i, i + 1);
      break;
    }
    const place = ordinalAt(t) ?? (t.norm === "first" ? 1 : undefined);
    if (place === undefined || place < 1 || place > 1000) continue;
    if (place > 1 && RANK_AFTER_ORDINAL.test(tokens[i + 1]?.norm ?? "")) {
      d.place = { n: place, at: i, raw: t.raw };
      asGrammar(d, i, i + 1);
      break;
    }
    // "the 2nd and 3rd most common", "the second to fourth largest": a run of places.
    const last = ordinalAt(tokens[i + 2]);
    if (place > 1 && /^(and|to|through|thru)$/.test(tokens[i + 1]?.norm ?? "") && last !== undefined && last > place && last - place < 100 && RANK_AFTER_ORDINAL.test(tokens[i + 3]?.norm ?? "")) {
      if (tokens[i + 1].norm === "and" && last !== place + 1) break;
      d.place = { n: place, at: i, raw: t.raw, span: last - place + 1 };
      asGrammar(d, i, i + 3);
      break;
    }
    // "second to last by revenue", "third-to-last": counted from the bottom, like a place said with a verb.
    if (place > 1 && tokens[i + 1]?.norm === "to" && tokens[i + 2]?.norm === "last") {
      d.place = { n: place, at: i, raw: `${t.raw} to last`, verb: true, fromBottom: true };
      asGrammar(d, i, i + 3);
      break;
    }
    // "… and the third?", "what about the 4th one?": a place alone, for the previous question's ranking.
    const before = tokens[i - 1]?.norm ?? "";
    const rest = tokens.slice(i + 1).map((x) => x.norm);
    if (before === "the" && rest.every((w) => w === "one" || w === "place" || w === "please")) {
      d.place = { n: place, at: i, raw: t.raw, bare: true };
      asGrammar(d, i, tokens.length);
      break;
    }
    // "which region ranks second by revenue", "comes 3rd", "is in second place": the place said with a verb.
    const inPlace = before === "in" && /^(place|position)$/.test(tokens[i + 1]?.norm ?? "");
    if (place > 1 && (RANK_VERBS.test(before) || inPlace)) {
      d.place = { n: place, at: i, raw: t.raw, verb: true };
      asGrammar(d, i - 1, inPlace ? i + 2 : i + 1);
      break;
    }
  }
  // "first" then a number (an aside in brackets may come between), then different/unique/distinct.
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].norm !== "first") continue;
    let j = i + 1;
    const aside = orderPhraseAt(d, j);
    j += aside;
    const n = tokens[j]?.kind === "number" ? tokens[j].value : NUMBER_WORDS[tokens[j]?.norm ?? ""];
    if (n === undefined || !Number.isInteger(n) || n < 1 || n > 1000 || tokens[j]?.ordinal || !DIFFERENT.test(tokens[j + 1]?.norm ?? "")) continue;
    d.firstDifferent = { n, at: i };
    asGrammar(d, i, j + 1);
    break;
  }
  // "the first 5 regions": a ranking word to the matcher ("top 5"), but "first" may mean the file's order.
  const first = d.mentions.find((m) => m.kind === "top" && tokens[m.start].norm === "first");
  if (first?.kind === "top" && !d.firstDifferent) d.firstTop = { n: first.n, at: first.start };
  // The order said anywhere ("… by order of appearance"): grammar once the values are listed in file order.
  for (let i = 0; i < tokens.length; i++) {
    const length = orderPhraseAt(d, i);
    if (length > 0) {
      d.fileOrder = true;
      asGrammar(d, i, i + length);
    }
  }
}

/** After the ranking is built: the place goes on it, or the question is asked back when there is no one-group ranking. */
export function placeRankingPlace(d: Draft): void {
  const { frame, place } = d;
  if (!place || frame.refusal) return;
  // A place alone ("and the third?") changes the previous question's ranking (follow-up.ts); with nothing before it,
  // there is nothing to calculate and the planner says so.
  const empty = frame.measures.length === 0 && frame.groups.length === 0 && frame.filters.length === 0 && !frame.check && !frame.top;
  if (place.bare && empty) {
    frame.followUp.place = place.n;
    return;
  }
  // "Which region ranks second by revenue?": the verb ranks the groups by the figure named, largest first ("by
  // revenue" ranks by the figure, it does not group by it); without a figure named ("ranks 2nd") it is unclear.
  if (place.verb && !frame.top && frame.kind === "aggregate" && frame.measures.length === 1 && frame.measures[0].column && !frame.check) {
    const measured = frame.measures[0].column;
    const groups = frame.groups.filter((g) => g.column !== measured);
    if (groups.length === 1) {
      frame.groups = groups;
      frame.top = { n: 1, direction: place.fromBottom ? "bottom" : "top" };
    }
  } else if (place.fromBottom) {
    // No figure to rank by ("the second to last row"), or two ends of a ranking at once ("second-to-last highest").
    frame.refusal = `I can't yet pick "${place.raw}" here. Name the figure it is ranked by (for example "the region ${place.raw} by revenue"), or ask for the ${ordinal(place.n)} lowest.`;
    return;
  }
  // "Which station recorded the second highest temp?": ranked by each station's maximum, the 2nd place is another
  // station, though the 2nd highest reading may be the first station's again. Asked rather than guessed.
  const ranked = frame.measures.find((m) => !m.transform) ?? frame.measures[0];
  const oneGroupRanking = frame.kind === "aggregate" && frame.top !== undefined && frame.groups.length === 1;
  if (oneGroupRanking && place.n > 1 && (ranked?.op === "max" || ranked?.op === "min")) {
    frame.refusal = `I can't tell whether the ${ordinal(place.n)} ${ranked.op === "max" ? "highest" : "lowest"} ${ranked.column?.name ?? "value"} means the ${ordinal(place.n)} reading (which may be in the same group as the first) or the ${ordinal(place.n)} group by its ${ranked.op === "max" ? "highest" : "lowest"} value. Ask for "the top ${place.n + 2} rows by ${ranked.column?.name ?? "value"}" instead.`;
    return;
  }
  if (frame.kind === "aggregate" && frame.top && frame.top.n === 1 && frame.groups.length === 1 && !frame.top.answer) {
    frame.top.place = place.n;
    if (place.span) frame.top.n = place.span;
    return;
  }
  frame.refusal = `I can't yet pick the ${ordinal(place.n)} place among the values themselves or in this kind of ranking. Ask for the top ${place.n} instead; the last of them is the answer.`;
}

/** The column whose different values are listed: the one grouped for "different values", else the only one named. */
function listedColumn(d: Draft): ColumnEntry | undefined {
  const grouped = d.frame.groups.length === 1 && !d.frame.groups[0].bucket && !d.frame.groups[0].ranges ? d.frame.groups[0].column : undefined;
  if (grouped) return grouped;
  const named = [...new Set(d.mentions.flatMap((m) => (m.kind === "column" ? [m.column] : [])))];
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "List the first 3 different regions", "the unique categories in the first 5 rows": the different values of one
 * column where they first appear (a rows plan with distinct), never the most common ones. True when it settled
 * the question (or refused it).
 */
export function listInFileOrder(d: Draft): boolean {
  const { frame } = d;
  const different = d.flags.distinctValues || d.tokens.some((t) => DIFFERENT.test(t.norm));
  const inFirstRows = d.positionLimit !== undefined && different;
  // "the first 2 regions that appear in the file", "the first 3 countries by order of appearance".
  const appears = d.tokens.some((t) => APPEAR.test(t.norm));
  const firstInOrder = d.firstTop !== undefined && (d.fileOrder || appears);
  if (!d.firstDifferent && !inFirstRows && !(d.fileOrder && different) && !firstInOrder) return unclearFirst(d);
  const column = listedColumn(d);
  // Anything computed besides the values (a figure, a ranking by a figure, a check) is another question.
  // The row count "list the unique …" brings along is not asked for; "how many", "number of", "count" are.
  const words = d.tokens.map((t) => t.norm);
  const counting = words.some((w, i) => (w === "how" && words[i + 1] === "many") || (w === "number" && words[i + 1] === "of") || w === "count");
  const figures = counting || frame.measures.some((m) => m.explicitOp && m.column !== undefined && !(m.op === "count_distinct" && m.column === column)) || frame.check || d.superlatives.length > 0 || frame.having.length > 0;
  // "How many different regions are in the first 5 rows?": a calculation over a position (rows-or-figures asks).
  if (figures && inFirstRows) return false;
  if (!column || figures || frame.groups.length > 1 || frame.groups.some((g) => g.bucket)) {
    frame.refusal = "I can't yet list different values in the order they appear together with a calculation. Ask for the first different values of one column.";
    return true;
  }
  frame.kind = "rows";
  frame.columns = [column];
  frame.distinct = true;
  frame.measures = [];
  frame.groups = [];
  frame.top = undefined;
  frame.sort = undefined;
  // "the first 3 different …": how many values; "in the first 5 rows": which rows are read.
  frame.limit = d.firstDifferent?.n ?? (firstInOrder ? d.firstTop!.n : undefined);
  if (inFirstRows) frame.firstRows = d.positionLimit;
  return true;
}

/**
 * "List the first 5 regions" with no figure and no frequency word: the first 5 different regions in the file, or
 * the 5 most common? Asked rather than answered as the most common. True when it refused.
 */
function unclearFirst(d: Draft): boolean {
  const { frame } = d;
  if (!d.firstTop || !frame.top || frame.kind !== "aggregate" || frame.groups.length !== 1 || frame.check) return false;
  if (d.flags.frequency || d.superlatives.length > 0 || frame.measures.some((m) => m.column || m.explicitOp)) return false;
  const column = frame.groups[0].column;
  const n = d.firstTop.n;
  frame.refusal = `Do you mean the first ${n} different ${column.name} values as they appear in the file, or the ${n} most common? Ask for "the first ${n} different ${column.name} values" or "the ${n} most common ${column.name} values".`;
  // The words from "first" to the grouped column are what each choice rewords ("the first 5 regions").
  const named = d.mentions.find((m) => m.kind === "column" && m.column === column && m.start > d.firstTop!.at);
  if (named) frame.refusalOptions = { refusal: frame.refusal, options: { kind: "order-or-frequency", column, n, start: d.firstTop.at, end: named.end } };
  return true;
}

/**
 * "Is the most common class 3?", "Is the most frequent rating 5?": in a yes/no ranking question, a plain number
 * right after the ranked number column (one that labels categories) is the value asked about. Kept aside for the
 * check (checkTopValue); true when the number was taken.
 */
export function topValueNumber(d: Draft, use: NumberUse): boolean {
  const n = use.mention;
  if (!d.yesNo || n.ordinal || n.percent || n.currency || n.unitSeconds || !(d.flags.frequency || d.superlatives.length > 0)) return false;
  // The ranked column, then the number ("class 3"), or a comparison word between them ("class above 2").
  const grammar = (m: Draft["mentions"][number]) => m.kind === "cue" || (m.kind === "word" && m.filler === true);
  const before = d.mentions.filter((m) => m.end <= n.start && !grammar(m)).at(-1);
  if (before?.kind !== "column" || before.column.type !== "number" || !before.column.categorical || d.numbers.length !== 1) return false;
  if (use.op !== "eq") {
    d.frame.refusal = `I can't yet check whether the top (or most common) ${before.column.name} is above or below a number. Ask for the most common ${before.column.name} instead.`;
    return true;
  }
  d.topValue = { column: before.column, value: n.value };
  return true;
}

/**
 * "Is the most common payment method card?", "Is the top region by revenue North?": a yes/no on which value the
 * ranking puts first (check is_top). Only one whole value of the ranked column, and nothing else named about it;
 * false when the question does not have that shape (the caller refuses).
 */
export function checkTopValue(d: Draft): boolean {
  const { frame } = d;
  if (d.topValue) {
    const { column, value } = d.topValue;
    if (d.valueRuns.length > 0 || !rankedAlone(d, column)) return false;
    return rankedCheck(d, value);
  }
  if (d.valueRuns.length !== 1 || d.valueRuns[0].exclude) return false;
  const values = d.valueRuns[0].mentions;
  if (values.length !== 1 || values[0].match !== "whole" || values[0].values.length !== 1) return false;
  const column = d.index.byId.get(values[0].column);
  if (!column || column.type !== "text") return false;
  const value = values[0].values[0].value;
  // The value's own filter is the asked answer, not a condition on the rows.
  const own = frame.filters.filter((f) => f.filter.column === column.id);
  if (own.length !== 1 || own[0].filter.op !== "eq") return false;
  // The question names the ranked column itself ("the most common channel"): "is the highest revenue in North?"
  // may be about one row, so a value alone does not make its column the ranking.
  if (!rankedAlone(d, column)) return false;
  frame.filters = frame.filters.filter((f) => f !== own[0]);
  return rankedCheck(d, value);
}

/** The question groups by this column alone, its values themselves (no date bucket or bands). */
function rankedAlone(d: Draft, column: ColumnEntry): boolean {
  const groups = d.frame.groups;
  return groups.length === 1 && groups[0].column === column && !groups[0].bucket && !groups[0].ranges;
}

/** The ranking keeps one group and the check asks whether it is `value`; false when the ranking keeps several. */
function rankedCheck(d: Draft, value: string | number): boolean {
  const { frame } = d;
  const direction = d.superlatives[0]?.direction ?? frame.top?.direction ?? "top";
  frame.top ??= { n: 1, direction };
  if (frame.top.n !== 1 || frame.top.answer) return false;
  if (frame.measures.length === 0) frame.measures.push({ op: "count", explicitOp: false });
  d.countRows = undefined;
  frame.check = { kind: "is_top", value };
  return true;
}
