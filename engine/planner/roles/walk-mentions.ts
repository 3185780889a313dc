// One pass over the question's mentions, left to right, gathering candidates for each role: numbers with
// their comparison, runs of values of one column, time phrases and buckets, money words and unknown words.
// Columns and cues have their own readers; what the candidates become is settled by the later steps.
import { VALUE_KIND_NAMES } from "../../semantic/value-kind";
import type { ColumnEntry } from "../schema-index";
import { stem } from "../../language/lemmatize";
import { readColumnMention } from "./column-mention";
import { readCueMention } from "./cue-mention";
import { COLUMN_TAIL_WORDS } from "../lexicon";
import type { Draft, Numeric } from "./draft";
import { aggregateAsked, isMoneyWord, moneyColumn } from "./money";
import { readFlagWords } from "./flag-words";
import { readStatedFlagValues } from "./stated-flag-values";
import { readLifeStages } from "./life-stages";
import { readPositions } from "./positions";
import { convertQuantities, unitOfColumn } from "./units";

const DAY_NOUNS = new Set(["day", "days", "date", "dates", "week", "weeks", "month", "months"]);
/** Words that may sit between "by" and the grouped column without ending the grouping. */
const GROUP_FILLERS = ["the", "each", "every", "all", "their", "our", "its", "his", "her"];

/** A number and its comparison ("over 500", "2 or less", "between 10 and 20"); returns the position to go on from. */
function readNumber(d: Draft, m: Numeric, k: number): number {
  const { mentions, pending } = d;
  const next = mentions[k + 1];
  const compare = pending.compare;
  pending.compare = undefined;
  // "2 or less", "10% or more", "500+"
  const after = next?.kind === "cue" && next.cue.kind === "compare" && next.cue.after ? next.cue.op : undefined;
  if (compare?.op === "between") {
    const second = mentions.slice(k + 1, k + 4).find((x): x is Numeric => x.kind === "number");
    if (second) {
      d.numbers.push({ mention: m, op: "between", to: second, at: m.start });
      return mentions.indexOf(second);
    }
  }
  if (compare) d.numbers.push({ mention: m, op: compare.op, at: m.start });
  else if (after) {
    d.numbers.push({ mention: m, op: after, at: m.start });
    return k + 1;
  } else {
    // "attendance is not 35,000": a negation right before the number makes it "is not", never "is".
    const before = mentions[k - 1];
    const negated = pending.exclude !== undefined && before?.kind === "cue" && before.cue.kind === "exclude" && before.start === pending.exclude;
    if (negated) pending.exclude = undefined;
    d.numbers.push({ mention: m, op: negated ? "neq" : "eq", at: m.start });
  }
  return k;
}

/** "wind speed", "store names": a word right after a column that only says what the column holds. */
function describesColumn(d: Draft, k: number): boolean {
  const m = d.mentions[k];
  const before = d.mentions[k - 1];
  if (m.kind !== "word" || !COLUMN_TAIL_WORDS.has(m.norm)) return false;
  if (before?.kind === "column" && before.end === m.start) return true;
  // "the speed of the slowest wind", "the type of status", "the size of the top 3 areas".
  if (d.tokens[m.end]?.norm !== "of") return false;
  const next = d.mentions.slice(k + 1).find((x) => !(x.kind === "word" && x.filler) && x.kind !== "top" && !(x.kind === "cue" && x.cue.kind === "aggregate"));
  return next?.kind === "column" && next.start - m.end <= 6;
}

/**
 * Whether money is what an aggregation before a value asks for: the value is money ("total expenses") or the
 * question says money elsewhere ("average spend for books"). "The average rating of the books" or "average for
 * books" names no figure: the money column would be a guess (issue #27), so the aggregation stays without one.
 */
function moneyAsked(d: Draft): boolean {
  return d.tokens.some((t) => isMoneyWord(t.norm));
}

/** One-word names of what a column's values are: "day", "weekday" for weekday names. */
function namesOf(column: ColumnEntry): string[] {
  const kind = column.meaning.valueKind;
  return kind ? (VALUE_KIND_NAMES[kind] ?? []).filter((name) => name.length === 1).map((name) => name[0]) : [];
}

/**
 * "the name of the month", "the day names": a number column of codes (month 0–11) named beside "name(s)" asks for
 * the text column that labels the same codes — the one of the columns "name" could mean with as many distinct values.
 * The two mentions become one, of the label column; when no single column fits, nothing changes (and the planner asks).
 */
function readNamesOfCodes(d: Draft): void {
  const { mentions, tokens } = d;
  for (let k = 0; k < mentions.length; k++) {
    const names = mentions[k];
    // "names", "full names".
    if (names.kind !== "column" || !/^names?$/.test(tokens[names.end - 1].norm) || names.end - names.start > 2 || (names.end - names.start === 2 && tokens[names.start].norm !== "full")) continue;
    // "name of the month" (codes after, perhaps behind a superlative or a count: "the name of the windiest day",
    // "the names of the 3 days") or "day names" (codes just before).
    const after = mentions.slice(k + 1, k + 5).find((x) => !(x.kind === "word" && x.filler) && x.kind !== "top" && !(x.kind === "cue" && x.cue.kind === "aggregate" && x.cue.superlative));
    const before = mentions[k - 1];
    const codes = after?.kind === "column" && after.column.type === "number" ? after : before?.kind === "column" && before.end === names.start && before.column.type === "number" ? before : undefined;
    if (!codes || codes.kind !== "column") continue;
    const distinct = codes.column.facts?.distinct;
    const options = [names.column, ...names.alternatives, ...(names.ambiguous ?? [])].filter((c, i, all) => all.indexOf(c) === i && c.type === "text");
    // The column whose values are the names of what the codes count (weekday names for a day, month names for a
    // month: the semantic layer's value kinds), else the one with as many distinct values as there are codes.
    const named = options.filter((c) => namesOf(c).some((name) => codes.column.words.some((w) => w.norm === name)));
    const labels = named.length > 0 ? named : options.filter((c) => distinct !== undefined && c.facts?.distinct === distinct);
    if (labels.length !== 1) continue;
    mentions[k] = { ...names, column: labels[0], alternatives: [], ambiguous: [] };
    mentions[mentions.indexOf(codes)] = { kind: "word", start: codes.start, end: codes.end, norm: tokens[codes.start].norm, raw: tokens[codes.start].raw, filler: true };
  }
}

export function walkMentions(d: Draft): void {
  const { mentions, pending, frame, datasetWords } = d;
  // "the most products" in products.csv: the file's own noun, partly matching a column (product_name), is the rows.
  mentions.forEach((m, k) => {
    if (m.kind === "column" && m.column.words.length > m.end - m.start && d.tokens.slice(m.start, m.end).every((t) => d.fileWords.has(t.norm) || d.fileWords.has(stem(t.norm))))
      mentions[k] = { kind: "row", start: m.start, end: m.end, noun: d.tokens[m.start].norm };
  });
  d.positionLimit = readPositions(d);
  readNamesOfCodes(d);
  convertQuantities(d);
  readLifeStages(d);
  readFlagWords(d);
  readStatedFlagValues(d);
  for (let k = 0; k < mentions.length; k++) {
    const m = mentions[k];
    switch (m.kind) {
      case "time": {
        const t = m.time;
        if (t.kind === "filter") {
          d.timeFilters.push({ time: t, at: m.start });
          pending.group = undefined;
        }
        else if (t.kind === "bucket") d.buckets.push({ bucket: t.bucket, at: m.start, change: false });
        else d.buckets.push({ bucket: t.bucket, at: m.start, change: true });
        if (t.kind !== "filter") pending.group = undefined;
        break;
      }
      case "top":
        frame.top = { n: m.n, direction: m.direction };
        d.rankAt ??= m.start;
        pending.subject = "top";
        break;
      case "number":
        k = readNumber(d, m, k);
        break;
      case "cue":
        if (pending.group !== undefined && m.cue.kind !== "conjunction" && m.cue.kind !== "group") pending.group = undefined;
        readCueMention(d, m.cue, m, k);
        break;
      case "column":
        readColumnMention(d, m, k);
        break;
      case "value": {
        pending.group = undefined;
        const exclude = pending.exclude !== undefined;
        pending.exclude = undefined;
        const run = d.valueRuns.at(-1);
        const prev = mentions[k - 1];
        const prev2 = mentions[k - 2];
        const joined = run && run.mentions.at(-1)!.column === m.column && (prev === run.mentions.at(-1) || (prev?.kind === "cue" && prev.cue.kind === "conjunction" && prev2 === run.mentions.at(-1)) || (prev?.kind === "word" && prev.filler && prev2 === run.mentions.at(-1)));
        if (pending.agg && pending.agg.op !== "count" && moneyAsked(d)) {
          // "total expenses": a value in measure position filters, and the money column is measured.
          const money = moneyColumn(d.index);
          if (money) d.measureColumns.push({ column: money, at: m.start, ...aggregateAsked(pending.agg, money) });
          pending.agg = undefined;
        } else if (pending.agg && pending.agg.op === "count") {
          // "the number of women", "how many women": rows with the value are counted.
          d.countRows ??= { at: m.start };
          d.countCue = true;
          pending.agg = undefined;
        }
        if (joined && run) run.mentions.push(m);
        else d.valueRuns.push({ mentions: [m], exclude, at: m.start });
        break;
      }
      case "negated-bool":
        d.boolFilters.push({ column: m.column, value: false, at: m.start });
        break;
      case "row":
        if (pending.agg && (pending.agg.op === "count" || pending.agg.op === "count_distinct")) {
          d.countRows = { at: m.start };
          pending.agg = undefined;
        } else if (pending.subject) {
          d.rowSubject = { at: m.start };
          pending.subject = undefined;
        } else if (pending.group !== undefined) {
          // "per order", "per campaign": the rows themselves, not a grouping.
          if (d.tokens[pending.group]?.norm === "per") d.flags.perRow = true;
          pending.group = undefined;
        }
        break;
      case "word": {
        if (pending.group !== undefined && !GROUP_FILLERS.includes(m.norm)) {
          if (!m.filler && !datasetWords.has(m.norm)) frame.notes.push(`grouping:${m.raw}`);
          pending.group = undefined;
        }
        if (pending.agg?.op === "count" && DAY_NOUNS.has(m.norm)) {
          d.countRows = { at: m.start, distinctDays: true };
          pending.agg = undefined;
          break;
        }
        if (isMoneyWord(m.norm)) {
          d.moneyWords.push(m.raw);
          break;
        }
        if (describesColumn(d, k) || unitOfColumn(d, k)) break;
        if (!m.filler && !datasetWords.has(m.norm) && !datasetWords.has(stem(m.norm))) {
          if (pending.group !== undefined) frame.notes.push(`grouping:${m.raw}`);
          frame.unknown.push(m.raw);
        }
        break;
      }
    }
  }
}
