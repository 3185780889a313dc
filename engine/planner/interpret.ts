// Turns the mentions of one question into a Frame: which columns are measured, grouped and
// filtered, with comparisons attached to the right columns and time expressions resolved against
// the chosen date column's own range. Never invents a column: words it cannot place are reported.
import type { AggregateOp, DateBucket, Filter, Scalar } from "../plan/schema";
import { describePeriod } from "../plan/describe";
import { type Frame, type FrameFilter, type FrameGroup, type FrameMeasure, emptyFollowUp } from "./frame";
import { type Comparison, SUPERLATIVE_SUBJECT, YES_NO_OPENERS } from "./lexicon";
import type { Cue } from "./match/cues";
import { type Mention, type ReadQuestion } from "./match/mentions";
import type { ColumnEntry, SchemaIndex } from "./schema-index";
import { stem } from "./text/lemmatize";
import type { TimeFilterRef, TimeMention } from "./time/expressions";
import { resolveTimeFilter } from "./time/resolve";

type Numeric = Extract<Mention, { kind: "number" }>;
type ColumnMention = Extract<Mention, { kind: "column" }>;
type ValueMention = Extract<Mention, { kind: "value" }>;

const MONEY_VERBS = new Set(["sell", "sold", "selling", "spend", "spent", "spending", "pay", "paid", "paying", "cost", "costs", "earn", "earned", "earning", "earns", "bill", "billed", "invoice", "invoiced", "charge", "charged", "make", "made", "bring", "brought"]);
const EARNING_WORDS = new Set(["sell", "sold", "selling", "sells", "earn", "earned", "earning", "earns", "make", "made", "bring", "brought", "revenue", "revenues", "income", "sales", "bill", "billed", "invoice", "invoiced", "charge", "charged"]);
const SPENDING_WORDS = new Set(["spend", "spent", "spending", "spends", "cost", "costs", "expense", "expenses", "opex", "fees", "fee", "payment", "payments"]);

/**
 * Whether a money word may be read as the dataset's money column: selling words need a revenue-like column,
 * spending words a cost-like one; a neutral "Amount" serves both. "Shipping cost" in a file with only Revenue is not Revenue.
 */
function moneyCompatible(word: string, column: ColumnEntry): boolean {
  const norms = column.words.map((w) => w.norm).concat(column.aliases.flat().map((w) => w.norm));
  const neutral = norms.some((w) => ["amount", "value", "total", "price", "mrr", "arr"].includes(w));
  if (neutral) return true;
  const revenueLike = norms.some((w) => ["revenue", "sales", "income", "turnover", "bookings", "gmv"].includes(w));
  const costLike = norms.some((w) => ["cost", "spend", "expense", "expenses", "salary", "pay", "budget", "wage", "payroll"].includes(w));
  if (EARNING_WORDS.has(word)) return revenueLike || norms.includes("salary");
  if (SPENDING_WORDS.has(word)) return costLike;
  return true;
}

/** Nouns that mean money without naming a column: "expenses", "costs", "spend". */
const MONEY_NOUNS = new Set(["expense", "expenses", "cost", "costs", "spend", "spending", "payment", "payments", "fees", "fee", "opex", "revenue", "revenues", "income", "sales", "money", "cash", "dollars"]);
const OPENERS_TO_SKIP = new Set(["so", "and", "ok", "okay", "hey", "hi", "well", "also", "now", "then", "but", "please"]);
/** Words meaning "not <flag>": "active" is not discontinued/churned/closed, "open" is not closed/resolved. */
const ANTONYM_STEMS: Record<string, RegExp> = {
  active: /^(discontinu|churn|cancel|inactiv|terminat|archiv|delet|clos)/,
  open: /^(clos|resolv|complet|finish)/,
  current: /^(churn|cancel|terminat|archiv)/,
};
const DAY_NOUNS = new Set(["day", "days", "date", "dates", "week", "weeks", "month", "months"]);
const COMPARISON_SUBJECT: Record<string, string> = { "older than": "age", "younger than": "age", "cheaper than": "price", "longer than": "time", "shorter than": "time" };

interface Pending {
  agg?: { op: AggregateOp; at: number; phrase: string };
  compare?: { op: Comparison; at: number };
  exclude?: number;
  group?: number;
  subject?: "which" | "top";
}

interface NumberUse {
  mention: Numeric;
  op: Comparison;
  /** Second number of "between". */
  to?: Numeric;
  at: number;
}

/** The first meaningful word of the question (skipping "so", "and", "ok"…). */
function firstWord(read: ReadQuestion): { norm: string; index: number } | undefined {
  for (let i = 0; i < read.tokens.length; i++) {
    const norm = read.tokens[i].norm;
    if (OPENERS_TO_SKIP.has(norm)) continue;
    return { norm, index: i };
  }
  return undefined;
}

function defaultOp(column: ColumnEntry): AggregateOp {
  if (column.type === "boolean") return "mean";
  return column.intensive ? "mean" : "sum";
}

function moneyColumn(index: SchemaIndex, currencyCode?: string): ColumnEntry | undefined {
  const money = index.columns.filter((c) => c.type === "number" && c.moneyRank !== undefined && !c.isId);
  if (money.length === 0) return undefined;
  if (currencyCode) {
    const coded = money.filter((c) => c.words.some((w) => w.norm === currencyCode));
    if (coded.length > 0) return coded.sort((a, b) => (a.moneyRank ?? 99) - (b.moneyRank ?? 99) || a.index - b.index)[0];
  }
  return [...money].sort((a, b) => (a.moneyRank ?? 99) - (b.moneyRank ?? 99) || a.words.length - b.words.length || a.index - b.index)[0];
}

/** A number as the column stores it: 15% → 0.15 for fraction columns, "4 hours" → 240 for a minutes column. */
function scaled(number: Numeric, column: ColumnEntry): number {
  let value = number.value;
  if (number.percent && column.fraction) value = value / 100;
  if (number.unitSeconds && column.secondsPerUnit) value = (value * number.unitSeconds) / column.secondsPerUnit;
  return Math.round(value * 1e9) / 1e9;
}

function valueFilter(mentions: ValueMention[], exclude: boolean): Filter {
  const column = mentions[0].column;
  const single = mentions.length === 1 ? mentions[0] : undefined;
  if (single && single.match === "part" && single.needle) return { column, op: "contains", value: single.needle };
  if (single && single.prefixOfOthers && !exclude) return { column, op: "starts_with", value: single.values[0].value };
  const values: Scalar[] = [];
  for (const m of mentions) {
    if (m.match === "part") continue;
    for (const v of m.values) if (!values.includes(v.value)) values.push(v.value);
  }
  if (values.length === 0 && mentions[0].needle) return { column, op: "contains", value: mentions[0].needle };
  if (values.length === 1) return exclude ? { column, op: "neq", value: values[0] } : { column, op: "eq", value: values[0] };
  return exclude ? { column, op: "not_in", values } : { column, op: "in", values };
}

function comparisonFilter(column: ColumnEntry, use: NumberUse): Filter {
  const value = scaled(use.mention, column);
  switch (use.op) {
    case "between":
      return { column: column.id, op: "between", from: value, to: use.to ? scaled(use.to, column) : value };
    case "eq":
    case "neq":
      return { column: column.id, op: use.op, value };
    default:
      return { column: column.id, op: use.op, value };
  }
}

function timeLabel(written: TimeFilterRef, firstDay: string | null, lastDay: string | null): string {
  const words = (d: string | null): string => (d ? describePeriod(d) : "");
  switch (written.kind) {
    case "since":
    case "after":
      return `from ${words(firstDay)}`;
    case "until":
    case "before":
      return `up to ${words(lastDay)}`;
    default:
      return firstDay === lastDay ? `on ${words(firstDay)}` : `${words(firstDay)} – ${words(lastDay)}`;
  }
}

/** Picks a bucket for "over time" from the span of the data: days for a few weeks, months for a few years. */
function autoBucket(column: ColumnEntry): DateBucket {
  const min = column.facts?.min;
  const max = column.facts?.max;
  if (min === undefined || max === undefined) return "month";
  const days = (max - min) / 86_400_000;
  if (days <= 62) return "day";
  if (days <= 180) return "week";
  if (days <= 365 * 4) return "month";
  return "year";
}

/**
 * Interprets a read question against the dataset. `datasetWords` are words of the dataset's name, which
 * are context ("marketing" in a marketing file), not unknown words.
 */
export function interpret(read: ReadQuestion, index: SchemaIndex, datasetWords: ReadonlySet<string> = new Set()): Frame {
  const { mentions, tokens } = read;
  const frame: Frame = {
    kind: "aggregate",
    measures: [],
    groups: [],
    filters: [],
    having: [],
    unknown: [],
    notes: [],
    followUp: emptyFollowUp(),
    confidence: 1,
  };
  const pending: Pending = {};
  let thresholdForCheck: NumberUse | undefined;
  const numbers: NumberUse[] = [];
  const valueRuns: { mentions: ValueMention[]; exclude: boolean; at: number }[] = [];
  const boolFilters: { column: ColumnEntry; value: boolean; at: number }[] = [];
  const timeFilters: { time: Extract<TimeMention, { kind: "filter" }>; at: number }[] = [];
  const buckets: { bucket: DateBucket | "auto"; at: number; change: boolean }[] = [];
  const measureColumns: { column: ColumnEntry; at: number; op?: AggregateOp; explicit: boolean; verb?: boolean; range?: boolean }[] = [];
  const groupColumns: { column: ColumnEntry; at: number }[] = [];
  const looseText: { column: ColumnEntry; at: number }[] = [];
  const dateHints: { column: ColumnEntry; at: number }[] = [];
  const superlatives: { direction: "top" | "bottom"; op: AggregateOp; at: number; phrase: string }[] = [];
  const flags = { share: false, growth: false, running: false, list: false, any: false, contains: -1, startsWith: -1, empty: -1, future: false, more: undefined as undefined | { op: "gt" | "lt"; faster: boolean; at: number }, trend: undefined as undefined | "up" | "down", which: false, stock: undefined as undefined | boolean };
  let countRows: { at: number; distinctDays?: boolean } | undefined;
  /** Money words not matched to a column or value ("spend", "costs"): the money column, if it fits them. */
  const moneyWords: string[] = [];
  /** "older than 55" is about age, "cheaper than" about price. */
  let compareSubject: string | undefined;
  /** A counting word was used ("how many", "number of", "count"), not just a grouping of rows. */
  let countCue = false;
  let rowSubject: { at: number } | undefined;

  /** "sold", "spent", "paid": a verb read as the money column; only a measure when nothing else is. */
  const isVerbMention = (m: Mention): boolean =>
    m.end - m.start === 1 && MONEY_VERBS.has(tokens[m.start].norm) && !(m.kind === "column" && m.column.words.some((w) => w.norm === tokens[m.start].norm));
  const endGroup = (): void => {
    pending.group = undefined;
  };
  const first = firstWord(read);
  const yesNo = first !== undefined && YES_NO_OPENERS.has(first.norm);
  const opener = first?.norm;

  const bindAgg = (op: AggregateOp, m: Mention, explicit = true): boolean => {
    if (op === "count" || op === "count_distinct") countCue = true;
    if (m.kind === "row") {
      if (op !== "count" && op !== "count_distinct") return false;
      countRows = { at: m.start };
      return true;
    }
    if (m.kind === "column") {
      const column = m.column;
      // "total orders", "total headcount": a total of rows is their count.
      if (column.isId) {
        if (op !== "count" && op !== "count_distinct" && op !== "sum") return false;
        countRows = { at: m.start };
        countCue = true;
        return true;
      }
      if (column.type === "boolean") {
        const k = mentions.indexOf(m);
        const numericNext = mentions.slice(k + 1, k + 3).some((x) => x.kind === "column" && x.column.type === "number");
        // "total won amount": the flag narrows the rows; the total is of the amount that follows.
        if (numericNext && op !== "count") return false;
        if (op === "count" || op === "count_distinct" || op === "sum") {
          boolFilters.push({ column, value: pending.exclude === undefined, at: m.start });
          pending.exclude = undefined;
          countRows = { at: m.start };
          countCue = true;
          return true;
        }
      }
      if (op === "count" || op === "count_distinct") {
        if (column.type === "number" && !column.isId && op === "count") {
          measureColumns.push({ column, at: m.start, op: "sum", explicit });
        } else if (column.isId || column.type === "date") {
          countRows = { at: m.start };
          if (column.type === "date") dateHints.push({ column, at: m.start });
        } else {
          measureColumns.push({ column, at: m.start, op: "count_distinct", explicit: true });
        }
        return true;
      }
      if (column.type === "text") return false;
      if (column.type === "date" && op !== "min" && op !== "max") return false;
      measureColumns.push({ column, at: m.start, op, explicit, verb: isVerbMention(m), range: pending.agg?.phrase === "range" });
      return true;
    }
    return false;
  };

  for (let k = 0; k < mentions.length; k++) {
    const m = mentions[k];
    const next = mentions[k + 1];
    switch (m.kind) {
      case "time": {
        const t = m.time;
        if (t.kind === "filter") {
          timeFilters.push({ time: t, at: m.start });
          endGroup();
        }
        else if (t.kind === "bucket") buckets.push({ bucket: t.bucket, at: m.start, change: false });
        else buckets.push({ bucket: t.bucket, at: m.start, change: true });
        if (t.kind !== "filter") pending.group = undefined;
        break;
      }
      case "top":
        frame.top = { n: m.n, direction: m.direction };
        pending.subject = "top";
        break;
      case "number": {
        const compare = pending.compare;
        pending.compare = undefined;
        // "2 or less", "10% or more", "500+"
        const after = next?.kind === "cue" && next.cue.kind === "compare" && next.cue.after ? next.cue.op : undefined;
        if (compare?.op === "between") {
          const second = mentions.slice(k + 1, k + 4).find((x): x is Numeric => x.kind === "number");
          if (second) {
            numbers.push({ mention: m, op: "between", to: second, at: m.start });
            k = mentions.indexOf(second);
            break;
          }
        }
        if (compare) numbers.push({ mention: m, op: compare.op, at: m.start });
        else if (after) {
          numbers.push({ mention: m, op: after, at: m.start });
          k++;
        } else {
          numbers.push({ mention: m, op: "eq", at: m.start });
        }
        break;
      }
      case "cue":
        if (pending.group !== undefined && m.cue.kind !== "conjunction" && m.cue.kind !== "group") endGroup();
        handleCue(m.cue, m, k);
        break;
      case "column": {
        const column = m.column;
        if (column.type === "date") dateHints.push({ column, at: m.start });
        if (pending.agg) {
          const agg = pending.agg;
          if (bindAgg(agg.op, m)) {
            pending.agg = undefined;
            break;
          }
        }
        // "win rate", "churn rate": the share of rows where the flag is set.
        if (column.type === "boolean" && next?.kind === "word" && /^(rate|rates|ratio|percentage|share)$/.test(next.norm)) {
          measureColumns.push({ column, at: m.start, op: "mean", explicit: true });
          break;
        }
        if (column.type === "boolean" && next?.kind === "column" && next.column.type === "number") {
          boolFilters.push({ column, value: pending.exclude === undefined, at: m.start });
          pending.exclude = undefined;
          break;
        }
        if (pending.group !== undefined && column.isId) {
          // "per order": the rows themselves, not a grouping.
          endGroup();
          break;
        }
        // "cost per conversion": a ratio of two columns, which plans cannot compute.
        if (pending.group !== undefined && column.type === "number" && tokens[pending.group]?.norm === "per") {
          frame.unknown.push(`per ${tokens.slice(m.start, m.end).map((t) => t.raw).join(" ")}`);
          endGroup();
          break;
        }
        // "biggest vendor", "top customer": a superlative right before a category ranks its groups.
        const before = mentions.slice(0, k).reverse().find((x) => !(x.kind === "word" && x.filler));
        if (column.type === "text" && !column.isId && before?.kind === "cue" && before.cue.kind === "aggregate" && before.cue.superlative && !pending.subject) {
          groupColumns.push({ column, at: m.start });
          flags.which = true;
          break;
        }
        if (pending.group !== undefined) {
          // "by product category": adjacent names are one concept, named by the last.
          const previous = mentions[k - 1];
          const last = groupColumns.at(-1);
          if (previous?.kind === "column" && last && last.at === previous.start) groupColumns.pop();
          groupColumns.push({ column, at: m.start });
          break;
        }
        // "shipping cost": a date column's word modifying a number that is not named so.
        if (column.type === "date" && next?.kind === "column" && next.column.type === "number" && !next.column.words.some((w) => column.words.some((c) => c.stem === w.stem))) {
          frame.unknown.push(tokens.slice(m.start, m.end).map((t) => t.raw).join(" "));
          dateHints.pop();
          break;
        }
        if (pending.subject) {
          if (column.isId) {
            rowSubject = { at: m.start };
          } else if (column.type !== "number" || pending.subject === "which") {
            groupColumns.push({ column, at: m.start });
          } else {
            measureColumns.push({ column, at: m.start, explicit: true });
          }
          pending.subject = undefined;
          break;
        }
        if (column.isId) {
          break;
        }
        if (column.type === "boolean") {
          const excluded = pending.exclude !== undefined;
          pending.exclude = undefined;
          boolFilters.push({ column, value: !excluded, at: m.start });
          break;
        }
        if (column.type === "number") {
          measureColumns.push({ column, at: m.start, explicit: false, verb: isVerbMention(m) });
          break;
        }
        if (column.type === "text") looseText.push({ column, at: m.start });
        break;
      }
      case "value": {
        endGroup();
        const exclude = pending.exclude !== undefined;
        pending.exclude = undefined;
        const run = valueRuns.at(-1);
        const prev = mentions[k - 1];
        const prev2 = mentions[k - 2];
        const joined = run && run.mentions.at(-1)!.column === m.column && (prev === run.mentions.at(-1) || (prev?.kind === "cue" && prev.cue.kind === "conjunction" && prev2 === run.mentions.at(-1)) || (prev?.kind === "word" && prev.filler && prev2 === run.mentions.at(-1)));
        if (pending.agg && pending.agg.op !== "count") {
          // "total expenses": a value in measure position filters, and the money column is measured.
          const money = moneyColumn(index);
          if (money) measureColumns.push({ column: money, at: m.start, op: pending.agg.op, explicit: true });
          pending.agg = undefined;
        }
        if (joined && run) run.mentions.push(m);
        else valueRuns.push({ mentions: [m], exclude, at: m.start });
        break;
      }
      case "negated-bool":
        boolFilters.push({ column: m.column, value: false, at: m.start });
        break;
      case "row":
        if (pending.agg && (pending.agg.op === "count" || pending.agg.op === "count_distinct")) {
          countRows = { at: m.start };
          pending.agg = undefined;
        } else if (pending.subject) {
          rowSubject = { at: m.start };
          pending.subject = undefined;
        } else if (pending.group !== undefined) {
          // "per order", "per campaign": the rows themselves, not a grouping.
          pending.group = undefined;
        }
        break;
      case "word": {
        if (pending.group !== undefined && !["the", "each", "every", "all", "their", "our", "its", "his", "her"].includes(m.norm)) {
          if (!m.filler && !datasetWords.has(m.norm)) frame.notes.push(`grouping:${m.raw}`);
          endGroup();
        }
        if (pending.agg?.op === "count" && DAY_NOUNS.has(m.norm)) {
          countRows = { at: m.start, distinctDays: true };
          pending.agg = undefined;
          break;
        }
        if (MONEY_VERBS.has(m.norm) || MONEY_NOUNS.has(m.norm)) {
          moneyWords.push(m.raw);
          break;
        }
        if (!m.filler && !datasetWords.has(m.norm) && !datasetWords.has(stem(m.norm))) {
          if (pending.group !== undefined) frame.notes.push(`grouping:${m.raw}`);
          frame.unknown.push(m.raw);
        }
        break;
      }
    }
  }

  function handleCue(cue: Cue, m: Mention, k: number): void {
    switch (cue.kind) {
      case "aggregate":
        if (cue.superlative) {
          superlatives.push({ direction: cue.superlative, op: cue.op, at: m.start, phrase: cue.phrase });
          if (cue.phrase === "most expensive" || cue.phrase === "cheapest") {
            const price = index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === "price"));
            if (price) measureColumns.push({ column: price, at: m.start, explicit: true, op: cue.op });
          }
          if (cue.phrase === "oldest" || cue.phrase === "youngest") {
            const age = index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === "age"));
            if (age && !mentions.some((x) => x.kind === "column" && x.column === age)) measureColumns.push({ column: age, at: m.start, explicit: true, op: cue.op });
          }
          return;
        }
        // "on average" after the measure ("do engineers earn more … on average?")
        if (cue.phrase === "on average") {
          const last = [...measureColumns].reverse().find((x) => !x.op);
          if (last) last.op = "mean";
          else pending.agg = { op: "mean", at: m.start, phrase: cue.phrase };
          return;
        }
        pending.agg = { op: cue.op, at: m.start, phrase: cue.phrase };
        if (cue.op === "count") countCue = true;
        if (cue.phrase === "headcount" || cue.phrase === "head count" || cue.phrase === "volume" || cue.phrase === "tally") {
          countRows = { at: m.start };
          pending.agg = undefined;
        }
        return;
      case "group":
        pending.group = m.start;
        return;
      case "compare": {
        if (cue.after) return;
        const following = mentions.slice(k + 1, k + 4).find((x) => !(x.kind === "word" && x.filler));
        // "more than sales people": a comparison of groups, not with a number.
        if (yesNo && following && following.kind !== "number" && (cue.op === "gt" || cue.op === "lt")) {
          flags.more = { op: cue.op, faster: false, at: m.start };
          return;
        }
        pending.compare = { op: cue.op, at: m.start };
        const subject = COMPARISON_SUBJECT[tokens.slice(m.start, m.end).map((t) => t.norm).join(" ")];
        if (subject) compareSubject = subject;
        return;
      }
      case "exclude":
        pending.exclude = m.start;
        return;
      case "conjunction":
        return;
      case "chart":
        frame.chart = { type: cue.chart, ...(cue.horizontal ? { horizontal: true } : {}) };
        frame.followUp.chart = true;
        return;
      case "sort":
        frame.sort = { direction: cue.direction };
        return;
      case "share":
        flags.share = true;
        return;
      case "growth":
        flags.growth = true;
        return;
      case "running":
        flags.running = true;
        return;
      case "trend":
        flags.trend = cue.direction;
        return;
      case "more": {
        const nextMention = mentions[k + 1];
        // "more than 100" is a comparison with a number; "more than sales people" compares groups.
        if (nextMention?.kind === "cue" && nextMention.cue.kind === "compare") return;
        flags.more = { op: cue.op, faster: cue.faster === true, at: m.start };
        return;
      }
      case "list":
        if (m.start <= 1) flags.list = true;
        return;
      case "contains":
        flags.contains = m.start;
        return;
      case "starts_with":
        flags.startsWith = m.start;
        return;
      case "empty":
        flags.empty = m.start;
        return;
      case "future":
        flags.future = true;
        return;
      case "which": {
        if (!(m.start === firstWord(read)?.index || (m.start <= 2 && !yesNo))) return;
        const subject = mentions.slice(k + 1).find((x) => !(x.kind === "word" && x.filler));
        if (subject && (subject.kind === "column" || subject.kind === "row" || (subject.kind === "time" && subject.time.kind === "bucket"))) {
          pending.subject = "which";
          flags.which = true;
        }
        return;
      }
      case "follow":
        if (cue.phrase === "instead") frame.followUp.instead = true;
        if (cue.phrase === "remove") frame.followUp.remove = true;
        if (cue.phrase === "also") frame.followUp.also = true;
        if (m.start === firstWord(read)?.index || m.start === 0) frame.followUp.opener = cue.phrase;
        return;
      case "change_to":
        if (m.start <= 1) frame.followUp.opener = "change to";
        return;
      case "stock":
        flags.stock = cue.in;
        return;
      case "any":
        flags.any = true;
        return;
    }
  }

  if (opener && (opener === "and" || opener === "what" || opener === "how") && frame.followUp.opener === undefined) {
    if (opener === "and") frame.followUp.opener = "and";
  }
  if (flags.future) {
    frame.refusal = "I can only describe the data you have; I can't forecast or predict future values.";
    return frame;
  }

  // ---- numbers → filters, having, thresholds -------------------------------------------------------
  const consumedMeasureColumns = new Set<ColumnEntry>();
  const rowsNamed = mentions.some((x) => x.kind === "row" || (x.kind === "column" && x.column.isId));
  for (const use of numbers) {
    // "did revenue in 2024 exceed $1M?": a check on the total, not a filter on rows.
    if (yesNo && !flags.any && !rowsNamed && use.op !== "eq" && use.op !== "between" && (measureColumns.length > 0 || moneyWords.length > 0 || pending.agg)) {
      thresholdForCheck = use;
      continue;
    }
    const target = numberTarget(use);
    if (target === "rows") {
      // "customers who placed more than 125 orders": a condition on each group's count.
      if (use.op !== "eq" || use.at !== undefined) havingCount(use);
      continue;
    }
    if (target) {
      frame.filters.push({ filter: comparisonFilter(target, use), columnName: target.name });
      consumedMeasureColumns.add(target);
      continue;
    }
    if (use.op !== "eq") {
      if (yesNo) thresholdForCheck = use;
      else frame.followUp.bareComparisons.push({ op: use.op === "between" ? "between" : use.op, value: use.mention.value, currency: use.mention.currency, percent: use.mention.percent });
    } else {
      frame.unknown.push(tokens.slice(use.mention.start, use.mention.end).map((t) => t.raw).join(" "));
    }
  }

  function havingCount(use: NumberUse): void {
    frame.having.push(use.op === "between" ? { measure: "count", op: "between", from: use.mention.value, to: use.to?.value ?? use.mention.value } : { measure: "count", op: use.op === "neq" ? "neq" : use.op, value: use.mention.value });
    countRows ??= { at: use.at };
  }

  /** The column a compared number is about, "rows" for a count of rows, or undefined. */
  function numberTarget(use: NumberUse): ColumnEntry | "rows" | undefined {
    const at = mentions.findIndex((x) => x === use.mention);
    const last = use.to ? mentions.findIndex((x) => x === use.to) : at;
    const unitSeconds = use.mention.unitSeconds ?? use.to?.unitSeconds;
    // "older than 55" → Age.
    if (compareSubject) {
      const subject = index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === compareSubject || w.stem === stem(compareSubject!)));
      if (subject) {
        removeMeasureMention(subject);
        return subject;
      }
    }
    // The number names its own unit: "500 conversions", "100 seats", "10 units on hand".
    const after = mentions[last + 1];
    if (after?.kind === "column" && after.column.type === "number" && !unitSeconds) {
      removeMeasureMention(after.column, after.start);
      return after.column;
    }
    if ((after?.kind === "row" || (after?.kind === "column" && after.column.isId)) && (groupColumns.length > 0 || flags.which || frame.groups.length > 0)) return "rows";
    // A numeric column shortly before ("discount of at least 15%", "acct 6300").
    let rowsBefore = false;
    for (let k = at - 1; k >= Math.max(0, at - 5); k--) {
      const x = mentions[k];
      if (x.kind === "column" && !x.column.isId) {
        const options = [x.column, ...x.alternatives].filter((c) => c.type === "number");
        if (options.length > 0) {
          removeMeasureMention(options[0], x.start);
          return options[0];
        }
        break;
      }
      if ((x.kind === "column" && x.column.isId) || x.kind === "row") {
        rowsBefore = true;
        break;
      }
      if (x.kind === "value" || x.kind === "time" || x.kind === "number") break;
      if (x.kind === "cue" && x.cue.kind === "aggregate") break;
    }
    // A numeric column a little after ("more than 100 active seats").
    for (let k = last + 1; k < Math.min(mentions.length, last + 4); k++) {
      const x = mentions[k];
      if (x.kind === "column" && x.column.type === "number" && !unitSeconds) {
        removeMeasureMention(x.column, x.start);
        return x.column;
      }
      if (x.kind === "column" || x.kind === "value" || x.kind === "number" || x.kind === "time") break;
    }
    if (unitSeconds) {
      const timed = index.columns.filter((c) => c.secondsPerUnit !== undefined);
      if (timed.length > 0) {
        // The one whose name the question echoes: "to resolve" → Resolution Time, "first response" → First Response.
        const echoes = (c: ColumnEntry) => tokens.filter((t) => c.words.some((w) => stem(t.norm) === w.stem || (stem(t.norm).length >= 5 && w.stem.startsWith(stem(t.norm).slice(0, 5))))).length;
        const chosen = [...timed].sort((a, b) => echoes(b) - echoes(a))[0];
        // The echoing words were about this column, not values ("to resolve" is not Status = Resolved).
        for (let r = valueRuns.length - 1; r >= 0; r--) {
          if (valueRuns[r].mentions.every((v) => tokens.slice(v.start, v.end).some((t) => chosen.words.some((w) => stem(t.norm).slice(0, 5) === w.stem.slice(0, 5))))) valueRuns.splice(r, 1);
        }
        removeMeasureMention(chosen);
        return chosen;
      }
    }
    const n = use.mention;
    if (n.currency || rowsBefore || tokens.some((t) => MONEY_VERBS.has(t.norm) || MONEY_NOUNS.has(t.norm))) {
      const money = moneyColumn(index, n.currencyCode);
      if (money && !n.percent && moneyWords.every((w) => moneyCompatible(w.toLowerCase(), money))) {
        removeMeasureMention(money);
        return money;
      }
    }
    if (n.percent) {
      const pct = index.columns.filter((c) => c.type === "number" && (c.fraction || c.unit?.kind === "percent"));
      if (pct.length === 1) return pct[0];
    }
    return undefined;
  }

  function removeMeasureMention(column: ColumnEntry, at?: number): void {
    const i = measureColumns.findIndex((x) => x.column === column && (at === undefined || x.at === at) && !x.op);
    if (i >= 0) measureColumns.splice(i, 1);
  }

  // ---- values and booleans → filters ---------------------------------------------------------------
  for (const run of valueRuns) {
    const column = index.byId.get(run.mentions[0].column)!;
    const filter = valueFilter(run.mentions, run.exclude);
    const phrase = run.mentions.map((v) => v.values[0]?.value ?? v.needle ?? "").join(", ");
    frame.filters.push({ filter, columnName: column.name, phrase });
    for (const v of run.mentions) if (v.via === "typo") frame.notes.push(`'${tokens.slice(v.start, v.end).map((t) => t.raw).join(" ")}' read as '${v.values[0]?.value}'`);
  }
  // "items whose name contains 'USB'": a quoted or leftover word after "contains".
  if (flags.contains >= 0 || flags.startsWith >= 0) {
    const at = Math.max(flags.contains, flags.startsWith);
    const before = mentions.filter((x) => x.end === at && x.kind === "word");
    for (const b of before) if (b.kind === "word" && /^(name|title|label|description|text)s?$/.test(b.norm)) frame.unknown.splice(frame.unknown.indexOf(b.raw), 1);
    const target = mentions.find((x) => x.start > at && (x.kind === "value" || (x.kind === "word" && !x.filler)));
    if (target && target.kind === "value") {
      const last = frame.filters.at(-1);
      if (last && (last.filter.op === "contains" || last.filter.op === "eq" || last.filter.op === "starts_with") && last.filter.column === target.column) {
        const needle = target.needle ?? target.values[0]?.value ?? "";
        last.filter = flags.startsWith >= 0 ? { column: target.column, op: "starts_with", value: needle } : { column: target.column, op: "contains", value: needle };
      }
    }
  }
  for (const b of boolFilters) {
    if (flags.share && frame.groups.length === 0) continue;
    frame.filters.push({ filter: { column: b.column.id, op: "eq", value: b.value }, columnName: b.column.name });
  }
  // "active" or "open" without such a value: the opposite of a yes/no column (not discontinued, not closed).
  for (const t of tokens) {
    const opposite = ANTONYM_STEMS[t.norm];
    if (!opposite || valueRuns.some((r) => r.mentions.some((v) => tokens[v.start] === t))) continue;
    const negative = index.columns.find((c) => c.type === "boolean" && c.words.some((w) => opposite.test(w.stem)));
    if (negative) {
      frame.filters.push({ filter: { column: negative.id, op: "eq", value: false }, columnName: negative.name, phrase: t.norm });
      const i = frame.unknown.indexOf(t.raw);
      if (i >= 0) frame.unknown.splice(i, 1);
    }
  }
  if (flags.stock !== undefined) {
    const stock = index.columns.find((c) => c.type === "number" && c.words.some((w) => ["hand", "stock", "inventory", "quantity", "qty"].includes(w.expandedStem ?? w.stem) || ["hand", "stock"].includes(w.norm)));
    if (stock) frame.filters.push({ filter: { column: stock.id, op: flags.stock ? "gt" : "eq", value: 0 }, columnName: stock.name, phrase: flags.stock ? "in stock" : "out of stock" });
    else frame.unknown.push(flags.stock ? "in stock" : "out of stock");
  }
  if (flags.empty >= 0) {
    const target = mentions.filter((x): x is ColumnMention => x.kind === "column").sort((a, b) => Math.abs(a.start - flags.empty) - Math.abs(b.start - flags.empty))[0];
    if (target) {
      frame.filters.push({ filter: { column: target.column.id, op: "is_empty" }, columnName: target.column.name });
      removeMeasureMention(target.column);
      const g = groupColumns.findIndex((x) => x.column === target.column);
      if (g >= 0) groupColumns.splice(g, 1);
    }
  }

  // ---- time: choose date columns, resolve, bucket --------------------------------------------------
  const dateColumnNear = (at: number): ColumnEntry | undefined => {
    if (index.dateColumns.length === 0) return undefined;
    if (dateHints.length > 0) return [...dateHints].sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0].column;
    // Verbs naming a date column: "hired", "started", "created", "restocked", "cancellations".
    const verbs = new Set(tokens.map((t) => stem(t.norm)));
    const byVerb = index.dateColumns.find((c) => c.content.some((p) => verbs.has(c.words[p].stem)));
    return byVerb ?? index.dateColumns[0];
  };
  for (const { time, at } of timeFilters) {
    const column = dateColumnNear(at);
    if (!column) {
      frame.unknown.push(tokens.slice(time.start, time.end).map((t) => t.raw).join(" "));
      frame.notes.push("no-date-column");
      continue;
    }
    const latest = column.facts?.max;
    const phrase = tokens.slice(time.start, time.end).map((t) => t.raw).join(" ");
    if (latest === undefined) {
      frame.filters.push({ filter: { column: column.id, op: "is_not_empty" }, columnName: column.name, phrase });
      frame.notes.push(`'${phrase}' could not be placed: '${column.name}' has no dates`);
      continue;
    }
    const resolved = resolveTimeFilter(column.id, time.filter, latest);
    frame.filters.push({
      filter: resolved.filter,
      columnName: column.name,
      phrase,
      range: { column: column.id, label: timeLabel(time.filter, resolved.firstDay, resolved.lastDay), firstDay: resolved.firstDay, lastDay: resolved.lastDay },
    });
  }
  for (const b of buckets) {
    const column = dateColumnNear(b.at);
    if (!column) {
      frame.unknown.push(b.bucket === "auto" ? "over time" : `by ${b.bucket}`);
      continue;
    }
    const bucket = b.bucket === "auto" ? autoBucket(column) : b.bucket;
    if (!frame.groups.some((g) => g.column === column && g.bucket === bucket)) frame.groups.push({ column, bucket });
    if (b.change) flags.growth = true;
  }

  // ---- groups --------------------------------------------------------------------------------------
  const ranking = frame.top !== undefined || superlatives.length > 0 || frame.sort !== undefined;
  for (const g of groupColumns) {
    const column = g.column;
    if (column.type === "number" && (ranking || measureColumns.length === 0) && !frame.groups.length) {
      // "top 5 vendors by spend": ranked by a number, not grouped by it.
      measureColumns.push({ column, at: g.at, explicit: true });
      continue;
    }
    if (column.type === "number" && ranking) {
      measureColumns.push({ column, at: g.at, explicit: true });
      continue;
    }
    if (column.type === "date") {
      if (!frame.groups.some((x) => x.column === column)) frame.groups.push({ column, bucket: autoBucket(column) });
      continue;
    }
    if (!frame.groups.some((x) => x.column === column && !x.bucket)) frame.groups.push({ column });
  }
  // Filters already fix a column to one value: grouping by it adds nothing ("compare North and South" keeps it).
  // Loose categorical columns with a grouping ("intent to stay by department") are grouped too.
  for (const t of looseText) {
    const filtered = frame.filters.some((f) => f.filter.column === t.column.id);
    const isSubjectOfValue = valueRuns.some((r) => r.mentions[0].column === t.column.id);
    if (filtered || isSubjectOfValue) continue;
    if (frame.groups.length > 0 && !frame.groups.some((g) => g.column === t.column) && t.at < Math.min(...groupColumns.map((g) => g.at), Infinity)) {
      frame.groups.unshift({ column: t.column });
    } else frame.followUp.looseColumns.push(t.column);
  }
  // "compare revenue for North and South", "North vs South": several values of one column → grouped.
  const comparing = tokens.some((t) => t.norm === "compare" || t.norm === "versus" || t.norm === "vs") || flags.more !== undefined;
  for (const run of valueRuns) {
    const values = run.mentions.filter((v) => v.match === "whole").length;
    if ((comparing && values >= 2) || (flags.share && frame.groups.length === 0)) {
      const column = index.byId.get(run.mentions[0].column)!;
      if (!frame.groups.some((g) => g.column === column)) frame.groups.push({ column });
      if (flags.share && values < 2) frame.filters = frame.filters.filter((f) => f.filter.column !== column.id);
    }
  }
  if (flags.share && frame.groups.length === 0) {
    for (const b of boolFilters) frame.groups.push({ column: b.column });
    for (const t of looseText) if (frame.groups.length === 0) frame.groups.push({ column: t.column });
  }

  // ---- measures ------------------------------------------------------------------------------------
  if (measureColumns.some((x) => !x.verb)) for (let i = measureColumns.length - 1; i >= 0; i--) if (measureColumns[i].verb) measureColumns.splice(i, 1);
  for (const mc of measureColumns) {
    if (consumedMeasureColumns.has(mc.column) && !mc.op) continue;
    if (frame.measures.some((x) => x.column === mc.column && x.op === (mc.op ?? defaultOp(mc.column)))) continue;
    const op = mc.op ?? (pending.agg ? pending.agg.op : defaultOp(mc.column));
    frame.measures.push({ op: op === "count" ? "sum" : op, column: mc.column, explicitOp: mc.op !== undefined });
    // "salary range": the smallest and the largest.
    if (mc.range) frame.measures.push({ op: "max", column: mc.column, explicitOp: true });
  }
  // An aggregation word left without an object ("and the average?", "how much did we sell").
  if (pending.agg) {
    const op = pending.agg.op;
    if (frame.measures.length > 0 && pending.agg.phrase === "range") {
      // "salary range by job title": the smallest and the largest.
      for (const measure of [...frame.measures]) if (!measure.explicitOp && measure.column) {
        measure.op = "min";
        measure.explicitOp = true;
        frame.measures.push({ op: "max", column: measure.column, explicitOp: true });
      }
    } else if (frame.measures.length > 0) {
      for (const measure of frame.measures) if (!measure.explicitOp) measure.op = op;
    } else if (op === "count" || op === "count_distinct") {
      countRows ??= { at: pending.agg.at };
    } else {
      frame.followUp.bareOp = op;
      const candidate = moneyColumn(index);
      const fits = candidate !== undefined && moneyWords.every((w) => moneyCompatible(w.toLowerCase(), candidate));
      const money = fits && tokens.some((t) => t.norm === "much" || MONEY_VERBS.has(t.norm) || MONEY_NOUNS.has(t.norm)) ? candidate : undefined;
      if (money) frame.measures.push({ op, column: money, explicitOp: true });
      else {
        // "average order value" where nothing is an order value: the words after the aggregation are unknown.
        const after = mentions.filter((x) => x.start > pending.agg!.at && x.kind === "word" && !/^(the|of|a|an|our|my|per|is|are|was|for|in)$/.test(x.norm));
        const stop = after.findIndex((x, i) => i > 0 && x.start !== after[i - 1].start + 1);
        const phrase = (stop > 0 ? after.slice(0, stop) : after).map((x) => (x.kind === "word" ? x.raw : "")).join(" ").trim();
        if (phrase && !frame.unknown.includes(phrase)) frame.unknown.push(phrase);
      }
    }
  }
  // "how much did we spend", "software subscription costs", "expenses in the last 30 days", "rent paid":
  // money words without a money column named measure the money column.
  const comparedNumber = frame.filters.some((f) => ["gt", "gte", "lt", "lte", "between"].includes(f.filter.op) && index.byId.get(f.filter.column)?.type === "number");
  const impliedMoney = moneyColumn(index);
  const moneyFits = impliedMoney !== undefined && moneyWords.every((w) => moneyCompatible(w.toLowerCase(), impliedMoney));
  // Money words matched as values ("expenses" → Account Type = Expense) still ask for the money figure.
  const moneyTokens = tokens.filter((t) => MONEY_VERBS.has(t.norm) || MONEY_NOUNS.has(t.norm));
  if (frame.measures.length === 0 && !countRows && moneyTokens.length > 0 && moneyFits && !rowSubject && !flags.list && !comparedNumber) {
    const money = impliedMoney;
    if (money) {
      const superlative = superlatives[0];
      const maxMin = superlative && frame.groups.length === 0 && !flags.which;
      frame.measures.push({ op: maxMin ? superlative.op : "sum", column: money, explicitOp: maxMin });
    }
  }
  if (countRows) {
    if (countRows.distinctDays) {
      const dateColumn = dateColumnNear(countRows.at);
      if (dateColumn) frame.measures.unshift({ op: "count_distinct", column: dateColumn, explicitOp: true });
    } else frame.measures.unshift({ op: "count", explicitOp: true });
  }
  // "which category takes longest to resolve": the superlative names the measure's kind (time, age, price).
  if (superlatives.length > 0 && frame.measures.length === 0 && !countRows) {
    const subject = SUPERLATIVE_SUBJECT[superlatives[0].phrase];
    const candidates = subject ? index.columns.filter((c) => c.type === "number" && c.words.some((w) => w.norm === subject || w.stem === stem(subject))) : [];
    if (candidates.length > 0) {
      const echoes = (c: ColumnEntry) => tokens.filter((t) => c.words.some((w) => stem(t.norm).slice(0, 5) === w.stem.slice(0, 5))).length;
      const chosen = [...candidates].sort((a, b) => echoes(b) - echoes(a))[0];
      // Words that echoed the column ("to resolve") were about it, not a Status value.
      frame.filters = frame.filters.filter((f) => !(f.phrase && tokens.some((t) => f.phrase!.toLowerCase().startsWith(t.norm.slice(0, 5)) && chosen.words.some((w) => stem(t.norm).slice(0, 5) === w.stem.slice(0, 5)))));
      frame.measures.push({ op: frame.groups.length > 0 ? "mean" : superlatives[0].op, column: chosen, explicitOp: frame.groups.length === 0 });
    }
  }
  // "biggest vendor", "top customer": ranked by the money figure when one exists; "most common" by count.
  if (superlatives.length > 0 && frame.measures.length === 0 && !countRows && (frame.groups.length > 0 || groupColumns.length > 0) && /^(biggest|largest|top|best|highest|greatest|leading|smallest|lowest|worst)$/.test(superlatives[0].phrase)) {
    const money = moneyColumn(index);
    if (money) frame.measures.push({ op: "sum", column: money, explicitOp: false });
  }
  // Superlatives: rank groups ("which X has the most Y") or take the max/min of a value.
  if (superlatives.length > 0) {
    const s = superlatives[0];
    const grouped = frame.groups.length > 0 || flags.which;
    if (grouped && frame.groups.length > 0) {
      frame.top ??= { n: 1, direction: s.direction };
    } else if (frame.measures.length > 0 && !frame.top) {
      const target = frame.measures[0];
      if (target.column && (s.phrase !== "most" && s.phrase !== "least") && !target.explicitOp) {
        target.op = s.op;
        target.explicitOp = true;
      } else if (target.column && !target.explicitOp) {
        target.op = s.op;
      }
    }
  }

  // Money words the data has no fitting column for ("shipping cost" with only Revenue) are unknown.
  for (const word of moneyWords) if (!impliedMoney || !moneyCompatible(word.toLowerCase(), impliedMoney)) frame.unknown.push(word);

  // ---- yes/no checks -------------------------------------------------------------------------------
  if ((flags.trend || flags.growth || flags.more) && frame.measures.length === 0 && !countRows) {
    const money = moneyColumn(index);
    if (money) frame.measures.push({ op: "sum", column: money, explicitOp: false });
  }
  if (yesNo) {
    if (flags.trend) {
      if (!frame.groups.some((g) => g.bucket)) {
        const column = dateColumnNear(0);
        if (column) frame.groups.push({ column, bucket: autoBucket(column) === "day" ? "day" : "month" });
      }
      frame.check = { kind: "trend", direction: flags.trend };
    } else if (flags.more) {
      // Two values of one column anywhere in the question: "do engineers earn more than sales people?"
      const byColumn = new Map<string, ValueMention[]>();
      for (const run of valueRuns) for (const v of run.mentions) if (v.match === "whole") byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
      const pair = [...byColumn.values()].find((list) => list.length >= 2);
      const compareRun = pair ? { mentions: pair } : undefined;
      const years = frame.filters.filter((f) => f.range && f.filter.op === "eq" && /^\d{4}$/.test(String((f.filter as { value: unknown }).value)));
      if (compareRun) {
        const column = index.byId.get(compareRun.mentions[0].column)!;
        const [a, b] = compareRun.mentions.filter((v) => v.match === "whole").map((v) => v.values[0].value);
        frame.groups = [{ column }];
        frame.filters = frame.filters.filter((f) => f.filter.column !== column.id);
        frame.filters.push({ filter: { column: column.id, op: "in", values: [a, b] }, columnName: column.name, phrase: `${a} and ${b}` });
        // "faster" compares times: lower is faster.
        frame.check = { kind: "compare", a, b, op: flags.more.op };
      } else if (years.length >= 2) {
        const column = index.byId.get(years[0].filter.column)!;
        const [a, b] = years.map((f) => String((f.filter as { value: string }).value));
        frame.filters = frame.filters.filter((f) => !years.includes(f));
        frame.filters.push({ filter: { column: column.id, op: "in", values: [a, b] }, columnName: column.name, phrase: `${a} and ${b}`, range: { column: column.id, label: `${a} and ${b}`, firstDay: `${b < a ? b : a}-01-01`, lastDay: `${b < a ? a : b}-12-31` } });
        frame.groups = [{ column, bucket: "year" }];
        // Year buckets are labelled by their first day.
        frame.check = { kind: "compare", a: `${a}-01-01`, b: `${b}-01-01`, op: flags.more.op };
      }
    }
    if (!frame.check && thresholdForCheck && (frame.measures.length > 0 || countRows)) {
      const use = thresholdForCheck;
      const measure = frame.measures[0];
      const value = measure?.column ? scaled(use.mention, measure.column) : use.mention.value;
      frame.check = use.op === "between" ? undefined : { kind: "threshold", op: use.op === "eq" ? "eq" : use.op === "neq" ? "neq" : use.op, value };
    }
    if (!frame.check) {
      // "are there any orders over $20,000?", "is anyone in support paid more than 100k?": do matching rows exist?
      frame.kind = "rows";
      frame.measures = [];
      frame.groups = [];
      frame.check = { kind: "exists" } as never;
    }
  }

  // ---- transforms ----------------------------------------------------------------------------------
  if (frame.measures.length === 0 && (frame.groups.length > 0 || flags.share)) frame.measures.push({ op: "count", explicitOp: false });
  // "percentage of promoters by department": the share of rows with the flag, per group.
  if (flags.share && boolFilters.length === 1 && frame.groups.length > 0 && !frame.groups.some((g) => g.column === boolFilters[0].column) && frame.measures.every((x) => !x.column)) {
    const flag = boolFilters[0];
    frame.filters = frame.filters.filter((f) => f.filter.column !== flag.column.id);
    frame.measures = [{ op: "mean", column: flag.column, explicitOp: true }];
    flags.share = false;
  }
  if (flags.share && frame.measures.length > 0 && frame.kind === "aggregate") {
    const base = frame.measures[0];
    const shareable = base.op === "count" || base.op === "sum";
    if (shareable) frame.measures.push({ op: base.op, column: base.column, transform: { kind: "share_of_total" }, explicitOp: true });
    else if (base.column?.type === "boolean") frame.notes.push("share-of-flag");
  }
  if (flags.growth && frame.measures.length > 0 && frame.kind === "aggregate") {
    if (!frame.groups.some((g) => g.bucket)) {
      const column = dateColumnNear(0);
      if (column) frame.groups.push({ column, bucket: autoBucket(column) === "day" ? "month" : autoBucket(column) });
    }
    const base = frame.measures[0];
    if (frame.groups.some((g) => g.bucket)) frame.measures.push({ op: base.op, column: base.column, transform: { kind: "percent_change" }, explicitOp: true });
  }
  if (flags.running && frame.measures.length > 0) {
    const base = frame.measures[0];
    if (base.op === "sum" || base.op === "count") frame.measures.push({ op: base.op, column: base.column, transform: { kind: "running_total" }, explicitOp: true });
  }

  // ---- rows or figures -----------------------------------------------------------------------------
  if (frame.kind === "aggregate" && !frame.check) {
    const noFigures = frame.measures.length === 0 && frame.groups.length === 0 && !countRows;
    if (noFigures) frame.kind = "rows";
    // "top 5 campaigns by revenue" where a campaign is a row: the rows, sorted.
    if (rowSubject && frame.groups.length === 0 && frame.measures.length === 1 && frame.measures[0].column && !frame.measures[0].explicitOp) {
      frame.kind = "rows";
      frame.sort = { direction: frame.top?.direction === "bottom" ? "asc" : "desc", byColumn: frame.measures[0].column };
      frame.limit = frame.top?.n;
      frame.top = undefined;
      frame.measures = [];
    }
  }
  if (flags.list && frame.groups.length === 0 && !countRows && !frame.measures.some((x) => x.explicitOp) && frame.kind === "aggregate" && !frame.check) {
    frame.kind = "rows";
  }
  if (frame.kind === "rows") {
    frame.followUp.listRows = tokens.some((t) => ["them", "those", "these", "rows", "records", "list"].includes(t.norm));
  }
  if (frame.sort && !frame.sort.byColumn && frame.kind === "rows") {
    const numeric = mentions.find((x): x is ColumnMention => x.kind === "column" && x.column.type === "number");
    if (numeric) frame.sort.byColumn = numeric.column;
  }
  frame.followUp.namedMeasure = measureColumns.length > 0 || (countRows !== undefined && countCue) || frame.measures.some((x) => x.column !== undefined && x.explicitOp);
  frame.followUp.groupOnly = frame.groups.length > 0 && frame.measures.every((x) => !x.explicitOp) && frame.filters.length === 0 && !countRows;
  return frame;
}

export type { FrameGroup, FrameMeasure, FrameFilter };
