// Measures: the numeric columns named (summed, or averaged when intensive), an aggregation word's object,
// the money column for money words ("how much did we spend"), and counts of rows or of distinct days.
import type { AggregateOp } from "../../plan/schema";
import type { ColumnEntry } from "../schema-index";
import type { Draft } from "./draft";
import { dateColumnNear } from "./dates";
import { MONEY_VERBS, aggregateAsked, fittingMoneyColumn, isMoneyWord, moneyColumn, moneyCompatible } from "./money";

function defaultOp(column: ColumnEntry): AggregateOp {
  if (column.type === "boolean") return "mean";
  return column.intensive ? "mean" : "sum";
}

/** An aggregation word left without an object ("and the average?", "how much did we sell"). */
function placeBareAggregation(d: Draft, agg: NonNullable<Draft["pending"]["agg"]>): void {
  const { frame, index, tokens, mentions } = d;
  const op = agg.op;
  if (frame.measures.length > 0 && agg.phrase === "range") {
    // "salary range by job title": the range (largest − smallest), then the smallest and the largest.
    for (const measure of [...frame.measures]) if (!measure.explicitOp && measure.column) {
      measure.op = "range";
      measure.explicitOp = true;
      frame.measures.push({ op: "min", column: measure.column, explicitOp: true }, { op: "max", column: measure.column, explicitOp: true });
    }
  } else if (frame.measures.length > 0) {
    for (const measure of frame.measures) if (!measure.explicitOp) measure.op = op;
  } else if (op === "count" || op === "count_distinct") {
    d.countRows ??= { at: agg.at };
  } else {
    frame.followUp.bareOp = op;
    const candidate = fittingMoneyColumn(index, d.moneyWords);
    const money = candidate && tokens.some((t) => t.norm === "much" || isMoneyWord(t.norm)) ? candidate : undefined;
    if (money) {
      // "How much does a lamp cost?" with only a price: what one costs, never the prices of every lamp added up.
      const asked = aggregateAsked(agg, money);
      frame.measures.push({ op: asked.op, column: money, explicitOp: asked.explicit });
    }
    else {
      // "average order value" where nothing is an order value: the words after the aggregation are unknown.
      const after = mentions.filter((x) => x.start > agg.at && x.kind === "word" && !/^(the|of|a|an|our|my|per|is|are|was|for|in)$/.test(x.norm));
      const stop = after.findIndex((x, i) => i > 0 && x.start !== after[i - 1].start + 1);
      const phrase = (stop > 0 ? after.slice(0, stop) : after).map((x) => (x.kind === "word" ? x.raw : "")).join(" ").trim();
      if (phrase && !frame.unknown.includes(phrase)) frame.unknown.push(phrase);
    }
  }
}

export function placeMeasures(d: Draft): void {
  const { frame, index, tokens, measureColumns, pending, flags } = d;
  if (measureColumns.some((x) => !x.verb)) for (let i = measureColumns.length - 1; i >= 0; i--) if (measureColumns[i].verb) measureColumns.splice(i, 1);
  for (const mc of measureColumns) {
    if (d.consumedMeasureColumns.has(mc.column) && !mc.op) continue;
    if (frame.measures.some((x) => x.column === mc.column && x.op === (mc.op ?? defaultOp(mc.column)))) continue;
    // "revenue per order", "how many units per order": the average over the rows.
    const op = mc.op ?? (pending.agg && !(flags.perRow && pending.agg.op === "count") ? pending.agg.op : flags.perRow ? "mean" : defaultOp(mc.column));
    // Class 1–3, month 1–12: a total or an average of labels nobody asked for would be a wrong answer.
    if (!mc.op && !pending.agg && !flags.perRow && mc.column.categorical && d.positionLimit === undefined) frame.notes.push(`category-number:${mc.column.name}`);
    // "the range of goals": one figure, the largest value minus the smallest (what a single number asked of a
    // range is), then the two ends it spans — never the smallest alone as the answer.
    if (mc.range) frame.measures.push({ op: "range", column: mc.column, explicitOp: true }, { op: "min", column: mc.column, explicitOp: true }, { op: "max", column: mc.column, explicitOp: true });
    else frame.measures.push({ op: op === "count" ? "sum" : op, column: mc.column, explicitOp: mc.op !== undefined && mc.explicit });
  }
  if (pending.agg) placeBareAggregation(d, pending.agg);
  // "how much did we spend", "software subscription costs", "expenses in the last 30 days", "rent paid":
  // money words without a money column named measure the money column.
  const comparedNumber = frame.filters.some((f) => ["gt", "gte", "lt", "lte", "between"].includes(f.filter.op) && index.byId.get(f.filter.column)?.type === "number");
  // Money words matched as values ("expenses" → Account Type = Expense) still ask for the money figure.
  // A money word inside another column's name ("Sales Rep") names that column, not the money figure.
  const inColumnName = (i: number) => d.mentions.some((x) => x.kind === "column" && x.start <= i && i < x.end && x.column.moneyRank === undefined);
  const moneyTokens = tokens.filter((t, i) => isMoneyWord(t.norm) && !inColumnName(i));
  const money = fittingMoneyColumn(index, d.moneyWords);
  if (frame.measures.length === 0 && !d.countRows && moneyTokens.length > 0 && money && !d.rowSubject && !flags.list && !comparedNumber) {
    const superlative = d.superlatives[0];
    const maxMin = superlative && frame.groups.length === 0 && !flags.which;
    // "What does a desk cost?" read as a price is what one costs, not the prices of every desk added up.
    frame.measures.push({ op: maxMin ? superlative.op : defaultOp(money), column: money, explicitOp: maxMin });
  }
  // "the range (max - min) of DC": one figure, the largest value minus the smallest.
  const norms = new Set(tokens.map((t) => t.norm));
  if (norms.has("range") && (norms.has("max") || norms.has("maximum")) && (norms.has("min") || norms.has("minimum"))) {
    for (const low of frame.measures.filter((x) => x.op === "min" && x.column)) {
      const high = frame.measures.findIndex((x) => x.op === "max" && x.column === low.column);
      if (high < 0) continue;
      frame.measures.splice(high, 1);
      // Already measured as a range ("range of"): the two ends go, the range stays alone.
      if (frame.measures.some((x) => x.op === "range" && x.column === low.column)) frame.measures.splice(frame.measures.indexOf(low), 1);
      else low.op = "range";
    }
  }
  if (d.countRows) {
    if (d.countRows.distinctDays) {
      const dateColumn = dateColumnNear(d, d.countRows.at);
      if (dateColumn) frame.measures.unshift({ op: "count_distinct", column: dateColumn, explicitOp: true });
    } else frame.measures.unshift({ op: "count", explicitOp: true });
  }
}

/** Money words the data has no fitting column for ("shipping cost" with only Revenue) are unknown. */
export function reportUnfitMoneyWords(d: Draft): void {
  const money = moneyColumn(d.index);
  for (const word of d.moneyWords) {
    if (money ? moneyCompatible(word.toLowerCase(), money) : placeOfCountedRows(d, word)) continue;
    d.frame.unknown.push(word);
  }
}

/**
 * "How many products are sold in Mercadona stores?" in a file with no money column: the verb only says where the
 * counted rows are offered (a value follows "in"/"at"), so it is grammar, not a missing figure.
 */
function placeOfCountedRows(d: Draft, word: string): boolean {
  // "more than 3 brands sold at …": the number counts the rows or values named right after it.
  const n = d.thresholdForCheck?.mention;
  const countedAfter = n ? d.mentions.find((m) => m.start >= n.end && !(m.kind === "word" && m.filler)) : undefined;
  const counted = d.countRows !== undefined || countedAfter?.kind === "row" || (countedAfter?.kind === "column" && countedAfter.column.type === "text");
  if (!counted || !MONEY_VERBS.has(word.toLowerCase())) return false;
  const at = d.tokens.findIndex((t) => t.raw === word);
  if (at < 0 || !/^(in|at|through|by|on|from)$/.test(d.tokens[at + 1]?.norm ?? "")) return false;
  return d.mentions.some((m) => m.kind === "value" && m.start > at + 1 && m.start <= at + 3);
}
