// Bands written in the question: "which fare range was the most common: (0-50, 50-100, 100-150, 150+)?",
// "the top 4 age ranges ('30-50', '18-30', '0-18', '50+') by survivors". The number column named right before
// "range(s)" is grouped into those bands (a group key with `ranges`): each band holds from ≤ value < next band's
// start, an open band ("150+") everything from its start, the last closed band its upper end too.
import type { NumberRange } from "../../plan/schema";
import type { ColumnEntry } from "../schema-index";
import type { Draft } from "./draft";

const BAND = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)$|^(\d+(?:\.\d+)?)\s*\+$/;
const RANGE_WORDS = /^(ranges?|bands?|brackets?|groups?|intervals?|buckets?|bins?)$/;

/** The bands a question spells out, sorted, with touching ends: undefined unless there are two or more and none overlap. */
export function bandsOf(texts: readonly string[]): NumberRange[] | undefined {
  const parsed = texts.map((t) => BAND.exec(t.trim())).filter((m): m is RegExpExecArray => m !== null);
  if (parsed.length < 2 || parsed.length !== texts.length) return undefined;
  const bands = parsed
    .map((m, i) => ({ from: Number(m[1] ?? m[3]), to: m[2] !== undefined ? Number(m[2]) : undefined, label: texts[i].trim() }))
    .sort((a, b) => a.from - b.from);
  const out: NumberRange[] = [];
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i];
    const next = bands[i + 1];
    if (band.to !== undefined && band.to < band.from) return undefined;
    if (band.to === undefined && next) return undefined;
    if (next && band.to !== undefined && next.from < band.to) return undefined;
    // "0-18, 18-30": 18 belongs to the band it starts; "0-17, 18-30": everything below 18 is in the first.
    const to = next ? next.from : band.to !== undefined ? band.to + Math.max(1e-9, Math.abs(band.to) * 1e-12) : undefined;
    out.push({ from: band.from, ...(to !== undefined ? { to } : {}), label: band.label });
  }
  return out;
}

/**
 * Before the walk: a number column, a range word and the bands after it become one grouping; the bands and the
 * range word are then grammar (not unknown words, nor "salary range" = min and max).
 */
export function readRanges(d: Draft): void {
  const { mentions, tokens } = d;
  for (let k = 0; k < mentions.length; k++) {
    const m = mentions[k];
    if (m.kind !== "column" || m.column.type !== "number") continue;
    const rangeWord = mentions[k + 1];
    if (!rangeWord || rangeWord.start !== m.end || !RANGE_WORDS.test(tokens[rangeWord.start].norm)) continue;
    // The bands: code or quoted tokens after the range word, separated by commas, "and", "or", brackets.
    const items: { text: string; k: number }[] = [];
    for (let j = k + 2; j < mentions.length; j++) {
      const x = mentions[j];
      const text = tokens.slice(x.start, x.end).map((t) => t.norm).join("");
      if (BAND.test(text)) items.push({ text: tokens.slice(x.start, x.end).map((t) => (t.kind === "quoted" ? t.norm : t.raw)).join(""), k: j });
      else if (!(x.kind === "cue" && x.cue.kind === "conjunction") && !(x.kind === "word" && (x.filler || /^[(),:'"[\]]+$/.test(x.raw)))) {
        if (items.length > 0) break;
        // Words between the range word and the list ("… was the most common: (0-50, …)") are read as usual.
        continue;
      }
    }
    const ranges = bandsOf(items.map((i) => i.text));
    if (!ranges) continue;
    d.rangeGroup = { column: m.column, ranges };
    const grammar = (x: (typeof mentions)[number]) => ({ kind: "word" as const, start: x.start, end: x.end, norm: tokens[x.start].norm, raw: tokens.slice(x.start, x.end).map((t) => t.raw).join(" "), filler: true });
    mentions[k + 1] = grammar(rangeWord);
    for (const item of items) mentions[item.k] = grammar(mentions[item.k]);
    return;
  }
}

/** After the groupings, before the measures: the banded column is grouped by its bands, not measured nor grouped by each value. */
export function placeRangeGroup(d: Draft): void {
  const group = d.rangeGroup;
  if (!group) return;
  const { frame } = d;
  const same = (c: ColumnEntry | undefined) => c === group.column;
  for (let i = d.measureColumns.length - 1; i >= 0; i--) if (same(d.measureColumns[i].column)) d.measureColumns.splice(i, 1);
  frame.measures = frame.measures.filter((m) => !same(m.column));
  frame.groups = [{ column: group.column, ranges: group.ranges }, ...frame.groups.filter((g) => !same(g.column))];
  if (frame.measures.length === 0 && d.measureColumns.length === 0) d.countRows ??= { at: 0 };
}
