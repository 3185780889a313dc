// Cue phrases: the words that shape a plan rather than name data — aggregations, grouping,
// comparisons, exclusion, charts, sorting, share/growth/trend, list and follow-up signals.
import type { AggregateOp } from "../../plan/schema";
import { AGGREGATION_CUES, type Comparison, COMPARISON_AFTER, COMPARISON_BEFORE, EXCLUSION_CUES, GROUP_CUES } from "../lexicon";

export type Cue =
  | { kind: "aggregate"; op: AggregateOp; superlative?: "top" | "bottom"; phrase: string }
  | { kind: "group" }
  | { kind: "compare"; op: Comparison; after?: boolean }
  | { kind: "exclude" }
  | { kind: "conjunction" }
  | { kind: "chart"; chart: "bar" | "line" | "pie" | "none"; horizontal?: boolean }
  | { kind: "sort"; direction: "asc" | "desc" | "alpha" }
  | { kind: "share" }
  | { kind: "growth" }
  | { kind: "running" }
  | { kind: "trend"; direction: "up" | "down" }
  | { kind: "more"; op: "gt" | "lt"; faster?: boolean }
  | { kind: "list" }
  | { kind: "contains" }
  | { kind: "starts_with" }
  | { kind: "empty"; negated?: boolean }
  | { kind: "future" }
  | { kind: "which" }
  | { kind: "follow"; phrase: string }
  | { kind: "stock"; in: boolean }
  | { kind: "any" }
  | { kind: "frequency" }
  | { kind: "change_to" };

interface CueEntry {
  words: string[];
  cue: Cue;
}

function entry(phrase: string, cue: Cue): CueEntry {
  return { words: phrase.split(" "), cue };
}

const ENTRIES: CueEntry[] = [
  ...AGGREGATION_CUES.map((c) => entry(c.phrase, { kind: "aggregate", op: c.op, superlative: c.superlative, phrase: c.phrase })),
  entry("on average", { kind: "aggregate", op: "mean", phrase: "on average" }),
  entry("range", { kind: "aggregate", op: "min", phrase: "range" }), entry("range of", { kind: "aggregate", op: "min", phrase: "range" }),
  entry("per capita", { kind: "aggregate", op: "mean", phrase: "per capita" }),
  ...GROUP_CUES.map((p) => entry(p, { kind: "group" })),
  ...COMPARISON_BEFORE.filter(([p]) => p !== "from" && p !== "between").map(([p, op]) => entry(p, { kind: "compare", op })),
  entry("between", { kind: "compare", op: "between" }),
  ...COMPARISON_AFTER.map(([p, op]) => entry(p, { kind: "compare", op, after: true })),
  ...EXCLUSION_CUES.map((p) => entry(p, { kind: "exclude" })),
  entry("and", { kind: "conjunction" }), entry("or", { kind: "conjunction" }), entry(",", { kind: "conjunction" }),
  entry("&", { kind: "conjunction" }), entry("vs", { kind: "conjunction" }), entry("versus", { kind: "conjunction" }),
  entry("plus", { kind: "conjunction" }), entry("as well as", { kind: "conjunction" }), entry("compared to", { kind: "conjunction" }),
  entry("compared with", { kind: "conjunction" }),
  entry("pie", { kind: "chart", chart: "pie" }), entry("pie chart", { kind: "chart", chart: "pie" }), entry("donut", { kind: "chart", chart: "pie" }),
  entry("doughnut", { kind: "chart", chart: "pie" }), entry("line", { kind: "chart", chart: "line" }), entry("line chart", { kind: "chart", chart: "line" }),
  entry("line graph", { kind: "chart", chart: "line" }), entry("bar", { kind: "chart", chart: "bar" }), entry("bar chart", { kind: "chart", chart: "bar" }),
  entry("bars", { kind: "chart", chart: "bar" }), entry("column chart", { kind: "chart", chart: "bar" }), entry("bar graph", { kind: "chart", chart: "bar" }),
  entry("horizontal bar", { kind: "chart", chart: "bar", horizontal: true }), entry("horizontal bars", { kind: "chart", chart: "bar", horizontal: true }),
  entry("as a table", { kind: "chart", chart: "none" }), entry("no chart", { kind: "chart", chart: "none" }), entry("just the table", { kind: "chart", chart: "none" }),
  entry("sorted highest first", { kind: "sort", direction: "desc" }), entry("highest first", { kind: "sort", direction: "desc" }),
  entry("largest first", { kind: "sort", direction: "desc" }), entry("biggest first", { kind: "sort", direction: "desc" }),
  entry("most first", { kind: "sort", direction: "desc" }), entry("descending", { kind: "sort", direction: "desc" }),
  entry("desc", { kind: "sort", direction: "desc" }), entry("high to low", { kind: "sort", direction: "desc" }),
  entry("lowest first", { kind: "sort", direction: "asc" }), entry("smallest first", { kind: "sort", direction: "asc" }),
  entry("least first", { kind: "sort", direction: "asc" }), entry("ascending", { kind: "sort", direction: "asc" }),
  entry("asc", { kind: "sort", direction: "asc" }), entry("low to high", { kind: "sort", direction: "asc" }),
  entry("alphabetically", { kind: "sort", direction: "alpha" }), entry("alphabetical", { kind: "sort", direction: "alpha" }),
  entry("a to z", { kind: "sort", direction: "alpha" }),
  entry("from bottom to top", { kind: "sort", direction: "asc" }), entry("bottom to top", { kind: "sort", direction: "asc" }),
  entry("from top to bottom", { kind: "sort", direction: "desc" }), entry("top to bottom", { kind: "sort", direction: "desc" }),
  entry("lowest to highest", { kind: "sort", direction: "asc" }), entry("highest to lowest", { kind: "sort", direction: "desc" }),
  entry("smallest to largest", { kind: "sort", direction: "asc" }), entry("largest to smallest", { kind: "sort", direction: "desc" }),
  entry("share", { kind: "share" }), entry("percentage", { kind: "share" }), entry("percent", { kind: "share" }), entry("%", { kind: "share" }),
  entry("proportion", { kind: "share" }), entry("fraction", { kind: "share" }), entry("split", { kind: "share" }), entry("mix", { kind: "share" }),
  entry("distribution", { kind: "share" }), entry("percent of total", { kind: "share" }), entry("% of total", { kind: "share" }),
  entry("growth", { kind: "growth" }), entry("change", { kind: "growth" }), entry("changes", { kind: "growth" }), entry("growth rate", { kind: "growth" }),
  entry("delta", { kind: "growth" }), entry("increase", { kind: "growth" }), entry("decrease", { kind: "growth" }), entry("% change", { kind: "growth" }),
  entry("percent change", { kind: "growth" }), entry("percentage change", { kind: "growth" }),
  entry("running total", { kind: "running" }), entry("running sum", { kind: "running" }), entry("cumulative", { kind: "running" }),
  entry("cumulatively", { kind: "running" }), entry("cumulative total", { kind: "running" }),
  entry("growing", { kind: "trend", direction: "up" }), entry("increasing", { kind: "trend", direction: "up" }), entry("rising", { kind: "trend", direction: "up" }),
  entry("going up", { kind: "trend", direction: "up" }), entry("trending up", { kind: "trend", direction: "up" }), entry("improving", { kind: "trend", direction: "up" }),
  entry("climbing", { kind: "trend", direction: "up" }), entry("on the rise", { kind: "trend", direction: "up" }), entry("grow", { kind: "trend", direction: "up" }),
  entry("declining", { kind: "trend", direction: "down" }), entry("decreasing", { kind: "trend", direction: "down" }), entry("falling", { kind: "trend", direction: "down" }),
  entry("shrinking", { kind: "trend", direction: "down" }), entry("dropping", { kind: "trend", direction: "down" }), entry("going down", { kind: "trend", direction: "down" }),
  entry("trending down", { kind: "trend", direction: "down" }), entry("getting worse", { kind: "trend", direction: "down" }), entry("decline", { kind: "trend", direction: "down" }),
  entry("more", { kind: "more", op: "gt" }), entry("higher", { kind: "more", op: "gt" }), entry("bigger", { kind: "more", op: "gt" }),
  entry("larger", { kind: "more", op: "gt" }), entry("greater", { kind: "more", op: "gt" }), entry("better", { kind: "more", op: "gt" }),
  entry("outperform", { kind: "more", op: "gt" }), entry("beat", { kind: "more", op: "gt" }), entry("exceed", { kind: "more", op: "gt" }),
  entry("slower", { kind: "more", op: "gt", faster: true }), entry("longer", { kind: "more", op: "gt" }), entry("older", { kind: "more", op: "gt" }),
  entry("less", { kind: "more", op: "lt" }), entry("lower", { kind: "more", op: "lt" }), entry("fewer", { kind: "more", op: "lt" }),
  entry("smaller", { kind: "more", op: "lt" }), entry("worse", { kind: "more", op: "lt" }), entry("cheaper", { kind: "more", op: "lt" }),
  entry("faster", { kind: "more", op: "lt", faster: true }), entry("quicker", { kind: "more", op: "lt", faster: true }), entry("shorter", { kind: "more", op: "lt" }),
  entry("younger", { kind: "more", op: "lt" }),
  entry("list", { kind: "list" }), entry("show", { kind: "list" }), entry("show me", { kind: "list" }), entry("display", { kind: "list" }),
  entry("give me", { kind: "list" }), entry("find", { kind: "list" }), entry("pull", { kind: "list" }), entry("export", { kind: "list" }),
  entry("provide", { kind: "list" }), entry("enumerate", { kind: "list" }),
  entry("contains", { kind: "contains" }), entry("containing", { kind: "contains" }), entry("contain", { kind: "contains" }), entry("like", { kind: "contains" }),
  entry("includes", { kind: "contains" }), entry("including the word", { kind: "contains" }), entry("mentioning", { kind: "contains" }), entry("matching", { kind: "contains" }),
  entry("starts with", { kind: "starts_with" }), entry("starting with", { kind: "starts_with" }), entry("begins with", { kind: "starts_with" }), entry("beginning with", { kind: "starts_with" }),
  entry("missing", { kind: "empty" }), entry("blank", { kind: "empty" }), entry("empty", { kind: "empty" }), entry("null", { kind: "empty" }),
  entry("is missing", { kind: "empty" }), entry("no value", { kind: "empty" }), entry("no values", { kind: "empty" }),
  entry("without a value", { kind: "empty" }),
  // "elements that do not have a parent id", "products with no labels": the column is empty on those rows.
  entry("do not have a", { kind: "empty" }), entry("does not have a", { kind: "empty" }), entry("do not have", { kind: "empty" }),
  entry("does not have", { kind: "empty" }), entry("have no", { kind: "empty" }), entry("has no", { kind: "empty" }),
  entry("with no", { kind: "empty" }), entry("not set", { kind: "empty" }), entry("unknown", { kind: "empty" }),
  entry("will", { kind: "future" }), entry("forecast", { kind: "future" }), entry("predict", { kind: "future" }), entry("prediction", { kind: "future" }),
  entry("projection", { kind: "future" }), entry("project", { kind: "future" }), entry("projected", { kind: "future" }), entry("next year", { kind: "future" }),
  entry("next quarter", { kind: "future" }), entry("next month", { kind: "future" }), entry("next week", { kind: "future" }), entry("going to be", { kind: "future" }),
  entry("expected to", { kind: "future" }), entry("run out", { kind: "future" }), entry("runs out", { kind: "future" }),
  entry("running out", { kind: "future" }), entry("will run out", { kind: "future" }), entry("going to", { kind: "future" }),
  entry("which", { kind: "which" }), entry("what", { kind: "which" }), entry("who", { kind: "which" }), entry("whose", { kind: "which" }),
  entry("out of stock", { kind: "stock", in: false }), entry("in stock", { kind: "stock", in: true }), entry("stocked out", { kind: "stock", in: false }),
  // "the most common colour", "the 3 most frequent labels", "bottom 4 by frequency": ranked by how many rows have each value.
  ...["frequent", "frequently", "common", "commonly", "popular", "frequency", "frequencies", "often", "prevalent", "represented", "representation", "occurrences", "occurrence"].map((w) => entry(w, { kind: "frequency" })),
  entry("any", { kind: "any" }), entry("anyone", { kind: "any" }), entry("anybody", { kind: "any" }), entry("anything", { kind: "any" }),
  entry("are there", { kind: "any" }), entry("is there", { kind: "any" }),
  entry("instead", { kind: "follow", phrase: "instead" }), entry("what about", { kind: "follow", phrase: "what about" }),
  entry("how about", { kind: "follow", phrase: "how about" }), entry("and what about", { kind: "follow", phrase: "what about" }),
  entry("same for", { kind: "follow", phrase: "same for" }), entry("same but", { kind: "follow", phrase: "same for" }),
  entry("now", { kind: "follow", phrase: "now" }), entry("only", { kind: "follow", phrase: "only" }), entry("just", { kind: "follow", phrase: "only" }),
  entry("also", { kind: "follow", phrase: "also" }), entry("as well", { kind: "follow", phrase: "also" }), entry("too", { kind: "follow", phrase: "also" }),
  entry("remove", { kind: "follow", phrase: "remove" }), entry("drop", { kind: "follow", phrase: "remove" }), entry("clear", { kind: "follow", phrase: "remove" }),
  entry("get rid of", { kind: "follow", phrase: "remove" }), entry("take out", { kind: "follow", phrase: "remove" }),
  entry("switch to", { kind: "change_to" }), entry("change to", { kind: "change_to" }), entry("change it to", { kind: "change_to" }),
  entry("make it", { kind: "change_to" }), entry("make that", { kind: "change_to" }), entry("make this", { kind: "change_to" }),
  entry("use", { kind: "change_to" }), entry("use the", { kind: "change_to" }), entry("show it", { kind: "follow", phrase: "show it" }),
  entry("show that", { kind: "follow", phrase: "show it" }), entry("plot it", { kind: "follow", phrase: "show it" }), entry("as a", { kind: "follow", phrase: "as a" }),
  entry("as an", { kind: "follow", phrase: "as a" }), entry("in a", { kind: "follow", phrase: "as a" }),
];

/** Cue entries indexed by first word; longest phrases first. */
const BY_FIRST = new Map<string, CueEntry[]>();
for (const e of ENTRIES) {
  const list = BY_FIRST.get(e.words[0]) ?? [];
  list.push(e);
  BY_FIRST.set(e.words[0], list);
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b.words.length - a.words.length);

export interface CueCandidate {
  start: number;
  end: number;
  cue: Cue;
}

/**
 * All cue phrases in the question, by their (already abbreviation-expanded) word forms. Several cues may
 * start at one word ("top" is an aggregation and can start "top 5"); the longest per start comes first.
 */
export function findCues(forms: readonly string[]): CueCandidate[] {
  const found: CueCandidate[] = [];
  forms.forEach((form, i) => {
    for (const e of BY_FIRST.get(form) ?? []) {
      if (e.words.every((w, k) => forms[i + k] === w)) found.push({ start: i, end: i + e.words.length, cue: e.cue });
    }
  });
  return found;
}
