// What a column named in the question is for: the object of an aggregation word ("average salary"),
// a measure, a grouping ("by region"), a yes/no filter ("returned orders"), the subject of "which"/"top",
// or a loose text column settled later. Reads the cues still pending before it.
import type { AggregateOp } from "../../plan/schema";
import type { Mention } from "../match/mentions";
import { type ColumnMention, type Draft, spanText } from "./draft";
import { MONEY_VERBS, aggregateAsked } from "./money";
import { readNoneOfNumber } from "./none-of-number";
import { stem } from "../../language/lemmatize";
import { collectiveBy } from "../collective-all";
import { labelsEachRow } from "../rows-label";

/** "sold", "spent", "paid": a verb read as the money column; only a measure when nothing else is. */
function isVerbMention(d: Draft, m: Mention): boolean {
  return m.end - m.start === 1 && MONEY_VERBS.has(d.tokens[m.start].norm) && !(m.kind === "column" && m.column.words.some((w) => w.norm === d.tokens[m.start].norm));
}

/** The question asks for values themselves: "list …", "provide a list …", "what are the …". */
export function listAsked(d: Draft): boolean {
  const words = d.tokens.map((t) => t.norm);
  return d.flags.list || words.includes("list") || (words[0] === "what" && words[1] === "are") || (words[0] === "which" && words[1] === "are");
}

/** Binds a pending aggregation word to the mention after it; false when it does not apply to it. */
function bindAgg(d: Draft, op: AggregateOp, m: Mention, explicit = true): boolean {
  if (op === "count" || op === "count_distinct") d.countCue = true;
  if (m.kind === "row") {
    if (op !== "count" && op !== "count_distinct") return false;
    d.countRows = { at: m.start };
    return true;
  }
  if (m.kind === "column") {
    const column = m.column;
    // "list the unique ages", "what are the different statuses": the values themselves, not how many.
    if (op === "count_distinct" && !column.isId && listAsked(d)) {
      d.groupColumns.push({ column, at: m.start });
      d.flags.distinctValues = true;
      d.countRows ??= { at: m.start };
      return true;
    }
    // "total orders", "total headcount": a total of rows is their count.
    if (column.isId) {
      if (op !== "count" && op !== "count_distinct" && op !== "sum") return false;
      d.countRows = { at: m.start };
      d.countCue = true;
      return true;
    }
    if (column.type === "boolean") {
      const k = d.mentions.indexOf(m);
      const numericNext = d.mentions.slice(k + 1, k + 3).some((x) => x.kind === "column" && x.column.type === "number");
      // "total won amount": the flag narrows the rows; the total is of the amount that follows.
      if (numericNext && op !== "count") return false;
      if (op === "count" || op === "count_distinct" || op === "sum") {
        d.boolFilters.push({ column, value: d.pending.exclude === undefined, at: m.start });
        d.pending.exclude = undefined;
        d.countRows = { at: m.start };
        d.countCue = true;
        return true;
      }
    }
    // A word of the file's name ("orders" in orders.csv), as written or by its stem: the rows' own noun.
    const isFileWord = (w: string) => d.fileWords.has(w) || d.fileWords.has(stem(w));
    if (op === "count" || op === "count_distinct") {
      // "how many products" in products.csv: the rows, not the distinct Product Name values.
      const noun = d.tokens.slice(m.start, m.end).map((t) => t.norm);
      if (op === "count" && noun.every(isFileWord)) {
        d.countRows = { at: m.start };
        return true;
      }
      if (column.type === "number" && !column.isId && op === "count" && column.categorical) {
        // Class 1–3, month 1–12 are labels: "how many classes" counts them; "how many women were in class 2" counts rows.
        const between = d.mentions.filter((x) => x.start > (d.pending.agg?.at ?? m.start) && x.start < m.start);
        if (between.every((x) => (x.kind === "word" && x.filler) || x.kind === "cue")) d.measureColumns.push({ column, at: m.start, op: "count_distinct", explicit: true });
        else d.countRows = { at: m.start };
      } else if (column.type === "number" && !column.isId && op === "count") {
        // "how many readings had wind above 40": the rows' noun is what is counted; the column only narrows them.
        const rowNoun = (x: (typeof d.mentions)[number]) => x.kind === "row" || (x.kind === "word" && !x.filler && isFileWord(x.norm));
        const countedRows = d.mentions.some((x) => x.start > (d.pending.agg?.at ?? m.start) && x.start < m.start && rowNoun(x));
        if (countedRows) d.countRows = { at: m.start };
        else d.measureColumns.push({ column, at: m.start, op: "sum", explicit });
      } else if (column.isId || column.type === "date") {
        d.countRows = { at: m.start };
        if (column.type === "date") d.dateHints.push({ column, at: m.start });
      } else {
        d.measureColumns.push({ column, at: m.start, op: "count_distinct", explicit: true });
      }
      return true;
    }
    if (column.type === "text") return false;
    if (column.type === "date" && op !== "min" && op !== "max") return false;
    d.measureColumns.push({ column, at: m.start, op, explicit, verb: isVerbMention(d, m), range: d.pending.agg?.phrase === "range" });
    return true;
  }
  return false;
}

/** Reads the column mention at position `k` of the question's mentions. */
export function readColumnMention(d: Draft, m: ColumnMention, k: number): void {
  const { mentions, tokens, pending } = d;
  const next = mentions[k + 1];
  const column = m.column;
  if (column.type === "date") d.dateHints.push({ column, at: m.start });
  // "the most common unique parent id": ranked by how many rows have each value, whatever aggregation word is pending.
  if (d.flags.frequency && !column.isId && column.type !== "date" && !d.groupColumns.length && pending.agg?.op !== "sum" && pending.agg?.op !== "mean") {
    d.groupColumns.push({ column, at: m.start });
    pending.agg = undefined;
    pending.subject = undefined;
    return;
  }
  if (pending.agg) {
    const agg = pending.agg;
    // "how much does the heaviest weigh" asks for a figure; it is a total only when nothing else says otherwise.
    // "How much is the price of a lamp?" asks what one costs: a price, rate or score is never added up for it.
    const asked = aggregateAsked(agg, column);
    if (bindAgg(d, asked.op, m, asked.explicit && (agg.phrase !== "how much" || d.superlatives.length === 0))) {
      pending.agg = undefined;
      return;
    }
  }
  // "win rate", "churn rate": the share of rows where the flag is set.
  if (column.type === "boolean" && next?.kind === "word" && /^(rate|rates|ratio|percentage|share)$/.test(next.norm)) {
    d.measureColumns.push({ column, at: m.start, op: "mean", explicit: true });
    return;
  }
  if (column.type === "boolean" && next?.kind === "column" && next.column.type === "number") {
    d.boolFilters.push({ column, value: pending.exclude === undefined, at: m.start });
    pending.exclude = undefined;
    return;
  }
  // "average votes per party" where each party is one row: per row, not one group per party (rows-label.ts).
  if (pending.group !== undefined && tokens[pending.group]?.norm === "per" && labelsEachRow(column, d.index.rowCount)) {
    d.flags.perRow = true;
    pending.group = undefined;
    return;
  }
  if (pending.group !== undefined && column.isId) {
    // "per order": the rows themselves, not a grouping.
    if (tokens[pending.group]?.norm === "per") d.flags.perRow = true;
    pending.group = undefined;
    return;
  }
  // "cost per conversion": a ratio of two columns, which plans cannot compute.
  if (pending.group !== undefined && column.type === "number" && tokens[pending.group]?.norm === "per") {
    d.frame.unknown.push(`per ${spanText(tokens, m.start, m.end)}`);
    pending.group = undefined;
    return;
  }
  // "biggest vendor", "top customer": a superlative right before a category ranks its groups.
  const before = mentions.slice(0, k).reverse().find((x) => !(x.kind === "word" && x.filler));
  if (column.type === "text" && !column.isId && before?.kind === "cue" && before.cue.kind === "aggregate" && before.cue.superlative && !pending.subject) {
    d.groupColumns.push({ column, at: m.start });
    d.flags.which = true;
    return;
  }
  // "total seats won by all parties": the parties together, one figure.
  if (pending.group !== undefined && collectiveBy(tokens, pending.group + 1, m.start)) {
    pending.group = undefined;
    return;
  }
  if (pending.group !== undefined) {
    // "by product category": adjacent names are one concept, named by the last.
    const previous = mentions[k - 1];
    const last = d.groupColumns.at(-1);
    if (previous?.kind === "column" && last && last.at === previous.start) d.groupColumns.pop();
    d.groupColumns.push({ column, at: m.start });
    return;
  }
  // "shipping cost": a date column's word modifying a number that is not named so.
  if (column.type === "date" && next?.kind === "column" && next.column.type === "number" && !next.column.words.some((w) => column.words.some((c) => c.stem === w.stem))) {
    d.frame.unknown.push(spanText(tokens, m.start, m.end));
    d.dateHints.pop();
    return;
  }
  if (pending.subject) {
    if (column.isId) {
      d.rowSubject = { at: m.start };
    } else if (column.type !== "number" || pending.subject === "which" || column.categorical) {
      // "the top 3 classes by survival rate": numbers that label categories are ranked like text (groups.ts decides).
      d.groupColumns.push({ column, at: m.start });
    } else {
      d.measureColumns.push({ column, at: m.start, explicit: true });
    }
    pending.subject = undefined;
    return;
  }
  if (column.isId) {
    return;
  }
  if (column.type === "boolean") {
    const excluded = pending.exclude !== undefined;
    pending.exclude = undefined;
    d.boolFilters.push({ column, value: !excluded, at: m.start });
    return;
  }
  // "never been pregnant", "without any siblings", "no income": the figure is 0 for the row (none-of-number.ts).
  const none = pending.exclude !== undefined && /^(never|no|without)$/.test(tokens[pending.exclude]?.norm ?? "");
  if (column.type === "number" && none) {
    const start = pending.exclude!;
    pending.exclude = undefined;
    readNoneOfNumber(d, column, start, m.end);
    return;
  }
  if (column.type === "number") {
    d.measureColumns.push({ column, at: m.start, explicit: false, verb: isVerbMention(d, m) });
    return;
  }
  if (column.type === "text") d.looseText.push({ column, at: m.start });
}
