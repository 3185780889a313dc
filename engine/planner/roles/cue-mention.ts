// What a cue phrase sets: an aggregation or comparison waiting for its object, a superlative, a grouping,
// an exclusion, a chart, a sort, the share/growth/trend/list flags, and the signals of a follow-up.
import type { Cue } from "../match/cues";
import type { Mention } from "../match/mentions";
import type { Draft } from "./draft";
import { wordTable } from "../../word-table";

export const COMPARISON_SUBJECT: Readonly<Record<string, string>> = wordTable({
  "older than": "age", "younger than": "age", "cheaper than": "price", "longer than": "time", "shorter than": "time",
  "heavier than": "weight", "lighter than": "weight", "taller than": "height", "hotter than": "temperature",
  "warmer than": "temperature", "colder than": "temperature",
});

/** Columns where faster means a larger figure. */
const SPEED_WORDS: ReadonlySet<string> = new Set(["wind", "speed", "velocity", "mph", "kmh"]);

/**
 * "The average number of pregnancies", "the maximum number of siblings": right after an aggregation word, "number of"
 * before a count column asks for that figure of the column, not a count. "keep": the pending average stands;
 * max/min: a superlative's extreme (only outside "which …" and groupings). Undefined: "number of" counts.
 */
function figureOfCountColumn(d: Draft, m: Mention, k: number): "keep" | "max" | "min" | undefined {
  const { mentions, pending } = d;
  const previous = mentions[k - 1];
  const counted = mentions[k + 1];
  const countColumn = counted?.kind === "column" && counted.start === m.end && counted.column.type === "number" && !counted.column.isId;
  if (!countColumn || previous?.kind !== "cue" || previous.end !== m.start) return undefined;
  if (pending.agg && ["mean", "median", "max", "min"].includes(pending.agg.op)) return "keep";
  const cue = previous.cue;
  if (cue.kind === "aggregate" && cue.superlative && (cue.op === "max" || cue.op === "min") && !d.flags.which && pending.group === undefined) return cue.op;
  return undefined;
}

/** Reads the cue mention `m` at position `k` of the question's mentions. */
export function readCueMention(d: Draft, cue: Cue, m: Mention, k: number): void {
  const { mentions, tokens, pending, flags, frame, index } = d;
  switch (cue.kind) {
    case "aggregate":
      if (cue.superlative) {
        d.rankAt ??= m.start;
        d.superlatives.push({ direction: cue.superlative, op: cue.op, at: m.start, phrase: cue.phrase });
        if (cue.phrase === "most expensive" || cue.phrase === "cheapest") {
          const price = index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === "price"));
          if (price) d.measureColumns.push({ column: price, at: m.start, explicit: true, op: cue.op });
        }
        if (cue.phrase === "oldest" || cue.phrase === "youngest") {
          const age = index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === "age"));
          if (age && !mentions.some((x) => x.kind === "column" && x.column === age)) d.measureColumns.push({ column: age, at: m.start, explicit: true, op: cue.op });
        }
        return;
      }
      // "on average" after the measure ("do engineers earn more … on average?")
      if (cue.phrase === "on average") {
        const last = [...d.measureColumns].reverse().find((x) => !x.op);
        if (last) last.op = "mean";
        else pending.agg = { op: "mean", at: m.start, phrase: cue.phrase };
        return;
      }
      // "On average, how much fare …": "how much" only opens the question once an average was asked for.
      if (cue.phrase === "how much" && pending.agg && pending.agg.op !== "sum" && pending.agg.op !== "count") return;
      if (cue.op === "count" && cue.phrase === "number of") {
        const figure = figureOfCountColumn(d, m, k);
        if (figure === "keep") return;
        if (figure) {
          pending.agg = { op: figure, at: m.start, phrase: cue.phrase };
          return;
        }
      }
      pending.agg = { op: cue.op, at: m.start, phrase: cue.phrase };
      if (cue.op === "count") {
        d.countCue = true;
        d.countAt ??= m.start;
      }
      if (cue.phrase === "headcount" || cue.phrase === "head count" || cue.phrase === "volume" || cue.phrase === "tally") {
        d.countRows = { at: m.start };
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
      if (d.yesNo && following && following.kind !== "number" && (cue.op === "gt" || cue.op === "lt")) {
        flags.more = { op: cue.op, faster: false, at: m.start };
        return;
      }
      pending.compare = { op: cue.op, at: m.start };
      const subject = COMPARISON_SUBJECT[tokens.slice(m.start, m.end).map((t) => t.norm).join(" ")];
      if (subject) d.compareSubject = subject;
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
    // Words that only switch something on: "share of", "growth", "running total", "forecast", "any".
    case "share":
    case "growth":
    case "running":
    case "future":
    case "any":
      flags[cue.kind] = true;
      return;
    case "trend":
      flags.trend = cue.direction;
      return;
    case "frequency":
      flags.frequency = true;
      d.rankAt ??= m.start;
      d.countRows ??= { at: m.start };
      return;
    case "more": {
      const nextMention = mentions[k + 1];
      // "more than 100" is a comparison with a number; "more than sales people" compares groups.
      if (nextMention?.kind === "cue" && nextMention.cue.kind === "compare") return;
      // "faster than 5 mph", "older than 40": a comparison with a number. Faster is less time, but more speed.
      if (tokens[m.end]?.norm === "than" && mentions[k + 2]?.kind === "number" && mentions[k + 2].start === m.end + 1) {
        const speed = cue.faster && mentions.some((x) => x.kind === "column" && x.column.words.some((w) => SPEED_WORDS.has(w.norm)));
        pending.compare = { op: speed ? (cue.op === "gt" ? "lt" : "gt") : cue.op, at: m.start };
        return;
      }
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
    case "which": {
      if (!(m.start === d.first?.index || (m.start <= 2 && !d.yesNo))) return;
      // "Among those who survived": a relative clause, not a question about who.
      if (tokens[m.start].norm === "who" && m.start > 0 && m.start !== d.first?.index) return;
      const subject = mentions.slice(k + 1).find((x) => !(x.kind === "word" && x.filler));
      if (subject && (subject.kind === "column" || subject.kind === "row" || (subject.kind === "time" && subject.time.kind === "bucket"))) {
        pending.subject = "which";
        flags.which = true;
      }
      // "Which passenger paid …", "Who paid …": the answer is a row's own label (groups.ts picks the column).
      const opener = tokens[m.start].norm;
      if ((subject?.kind === "row" && opener === "which") || (opener === "who" && m.start === d.first?.index && subject?.kind !== "column")) d.whichRow = true;
      return;
    }
    case "follow":
      if (cue.phrase === "instead") frame.followUp.instead = true;
      if (cue.phrase === "remove") frame.followUp.remove = true;
      if (cue.phrase === "also") frame.followUp.also = true;
      if (m.start === d.first?.index || m.start === 0) frame.followUp.opener = cue.phrase;
      return;
    case "change_to":
      if (m.start <= 1) frame.followUp.opener = "change to";
      return;
    case "stock":
      flags.stock = cue.in;
      return;
  }
}
