// Superlatives ("which region sold the most", "biggest vendor", "longest to resolve", "highest salary"):
// the measure they imply when none is named, then a ranking of groups or the max/min of the measure.
import { HIGHER_IS_BETTER, LOWER_IS_BETTER, SUPERLATIVE_SUBJECT } from "../lexicon";
import { measuredBy } from "../../language/lexical-relations";
import type { ColumnEntry } from "../schema-index";
import { stem } from "../../language/lemmatize";
import { type Draft, echoesColumn } from "./draft";
import { moneyColumn } from "./money";

/** Whether more of the figure the question is about is better or worse, from its words and its columns' names; undefined when they do not say. */
export function moreIsBetter(d: Draft): boolean | undefined {
  const words = [...d.tokens.map((t) => t.norm), ...d.frame.measures.flatMap((m) => m.column?.words.map((w) => w.norm) ?? [])];
  // A time taken (a race time, "1:47.32") is better the shorter it is.
  if (d.frame.measures.some((m) => m.column?.unit?.kind === "duration")) return false;
  const lower = words.some((w) => LOWER_IS_BETTER.has(w));
  const higher = words.some((w) => HIGHER_IS_BETTER.has(w));
  if (lower !== higher) return higher;
  // Neither the question nor the figure says: the file's subject may ("the worst rate" in mortality_by_cause.csv).
  const subject = [...d.fileWords];
  const fileLower = subject.some((w) => LOWER_IS_BETTER.has(w));
  const fileHigher = subject.some((w) => HIGHER_IS_BETTER.has(w));
  return fileLower === fileHigher ? undefined : fileHigher;
}

/** "the 5 worst death rates", "worse than 200": best and worst turned into highest or lowest, or a refusal when the words do not say. */
export function orientBestWorst(d: Draft): void {
  const { frame, tokens } = d;
  const said = tokens.map((t) => t.norm).filter((w) => w === "best" || w === "worst" || w === "better" || w === "worse");
  if (said.length === 0) return;
  const better = moreIsBetter(d);
  if (better === undefined) {
    const figure = frame.measures.find((m) => m.column)?.column?.name ?? frame.filters.find((f) => f.filter.op === "gt" || f.filter.op === "lt")?.columnName;
    frame.refusal = `I can't tell whether a higher or a lower ${figure ?? "value"} is ${said[0] === "best" || said[0] === "better" ? "better" : "worse"} here. Ask for the highest or the lowest instead.`;
    return;
  }
  if (better) return;
  // More is worse: the worst are the highest, "worse than 200" is above 200 (the lexicon reads them as if more were better).
  if (frame.top && (said.includes("best") || said.includes("worst"))) frame.top.direction = frame.top.direction === "top" ? "bottom" : "top";
  if (said.includes("worse") || said.includes("better")) {
    for (const f of frame.filters) if (f.filter.op === "gt" || f.filter.op === "lt") f.filter = { ...f.filter, op: f.filter.op === "gt" ? "lt" : "gt" } as typeof f.filter;
    if (frame.check?.kind === "threshold" && (frame.check.op === "gt" || frame.check.op === "lt")) frame.check = { ...frame.check, op: frame.check.op === "gt" ? "lt" : "gt" };
  }
}

/** Superlatives that rank without saying by what: "highest" is not about height, nor "largest" about size. */
const RANK_ONLY = /^(most|least|highest|lowest|largest|smallest|biggest|greatest|maximum|max|minimum|min|top|bottom|best|worst|peak|latest|earliest|fewest)$/;

/** The column words a superlative ranks by, best first: WordNet's attribute of the adjective, then the hand-written ones. */
function superlativeSubjects(phrase: string): string[] {
  const adjective = phrase.split(" ").at(-1) ?? phrase;
  return [...(RANK_ONLY.test(adjective) ? [] : measuredBy(adjective)), ...(SUPERLATIVE_SUBJECT[phrase] ?? [])];
}

/** Superlatives of speed, which rank durations the other way round. */
const SPEED_WORDS = /^(fastest|slowest|quickest)$/;

export function rankBySuperlatives(d: Draft): void {
  const { frame, index, tokens, superlatives, flags } = d;
  // "the days of the 3 highest temperatures": groups ranked by their extreme value of a figure that is not added up.
  const extremeWords = /^(highest|lowest|largest|smallest|maximum|minimum|hottest|coldest|tallest|shortest|heaviest|lightest)$/;
  if (frame.top && frame.groups.length > 0 && d.mentions.some((m) => m.kind === "top" && tokens.slice(m.start, m.end).some((t) => extremeWords.test(t.norm)))) {
    for (const m of frame.measures) if (m.column?.intensive && !m.explicitOp) m.op = frame.top.direction === "top" ? "max" : "min";
  }
  // "which category takes longest to resolve": the superlative names the measure's kind (time, age, price).
  if (superlatives.length > 0 && frame.measures.length === 0 && !d.countRows) {
    const subjects = superlativeSubjects(superlatives[0].phrase);
    const names = (c: ColumnEntry) => [...c.words, ...c.aliases.flat()];
    const named = (c: ColumnEntry, subject: string) => names(c).some((w) => w.norm === subject || w.stem === stem(subject));
    const subject = subjects.find((s) => index.columns.some((c) => c.type === "number" && named(c, s)));
    const candidates = subject ? index.columns.filter((c) => c.type === "number" && named(c, subject)) : [];
    if (candidates.length > 0) {
      const echoes = (c: ColumnEntry) => tokens.filter((t) => echoesColumn(t.norm, c)).length;
      const chosen = [...candidates].sort((a, b) => echoes(b) - echoes(a))[0];
      // Words that echoed the column ("to resolve") were about it, not a Status value.
      frame.filters = frame.filters.filter((f) => !(f.phrase && tokens.some((t) => f.phrase!.toLowerCase().startsWith(t.norm.slice(0, 5)) && echoesColumn(t.norm, chosen))));
      frame.measures.push({ op: frame.groups.length > 0 ? "mean" : superlatives[0].op, column: chosen, explicitOp: frame.groups.length === 0 });
    }
  }
  // "biggest vendor", "top customer": ranked by the money figure when one exists; "most common" by count.
  if (superlatives.length > 0 && frame.measures.length === 0 && !d.countRows && (frame.groups.length > 0 || d.groupColumns.length > 0) && /^(biggest|largest|top|best|highest|greatest|leading|smallest|lowest|worst)$/.test(superlatives[0].phrase)) {
    const money = moneyColumn(index);
    if (money) frame.measures.push({ op: "sum", column: money, explicitOp: false });
  }
  // "the month names of the 4 lowest RH values": the N rows with the extreme values, one label each — not the
  // N groups with the lowest totals. Plans cannot list one column of the top rows without repeats yet.
  const valueWord = (at: number) => /^(values?|percentages?|readings?|measurements?|figures?|numbers?)$/.test(d.tokens[at]?.norm ?? "");
  const rankedValues = d.mentions.some((m, k) => {
    if (m.kind !== "column" || m.column.type !== "number") return false;
    const named = valueWord(m.end) || (d.tokens[m.start - 1]?.norm === "of" && valueWord(m.start - 2));
    return named && d.mentions.slice(0, k).some((x) => x.kind === "top" || (x.kind === "cue" && x.cue.kind === "aggregate" && x.cue.superlative));
  });
  if (rankedValues && !flags.frequency && frame.top && (frame.groups.length > 0 || d.groupColumns.length > 0)) {
    frame.refusal = "I can't yet list another column's values for the rows with the highest or lowest values. Ask for those rows instead, for example \"show the 4 rows with the lowest RH\".".replace("RH", frame.measures.find((x) => x.column)?.column?.name ?? "value");
    return;
  }
  // Superlatives: rank groups ("which X has the most Y") or take the max/min of a value.
  if (superlatives.length > 0) {
    const s = { ...superlatives[0] };
    // "best"/"worst" depend on the figure (the worst mortality rate is the highest): orientBestWorst settles them
    // once the ranking is built; here the superlative's own op follows the same reading.
    if ((s.phrase === "best" || s.phrase === "worst") && moreIsBetter(d) === false) s.op = s.op === "max" ? "min" : "max";
    // The fastest of durations is the shortest time, the slowest the longest (the lexicon reads speeds).
    if (SPEED_WORDS.test(s.phrase) && frame.measures.some((m) => m.column?.unit?.kind === "duration")) {
      s.op = s.op === "max" ? "min" : "max";
      s.direction = s.direction === "top" ? "bottom" : "top";
    }
    const grouped = frame.groups.length > 0 || d.flags.which;
    if (grouped && frame.groups.length > 0) {
      frame.top ??= { n: 1, direction: s.direction };
      // "which day had the minimum DMC", "the cause with the lowest rate": the extreme value of a figure that is
      // not added up (rates, prices, scores), or whenever the question says minimum/maximum.
      const target = frame.measures.find((x) => x.column && !x.explicitOp && x.column.type === "number");
      if (target?.column && (s.phrase === "minimum" || s.phrase === "maximum" || s.phrase === "min" || s.phrase === "max" || target.column.intensive)) target.op = s.op;
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
}

/**
 * "List the number of products for the 3 most frequent countries", "the counts of the top 5 stores": a counting
 * word before the ranking asks for the ranked groups' counts, not their names. A distinct count of the grouped
 * column itself ("the number of stores" per store) is 1 in every group, so it is the rows that are counted.
 */
export function answerRankedFigures(d: Draft): void {
  const { frame } = d;
  if (!frame.top || frame.groups.length === 0 || d.countAt === undefined || d.rankAt === undefined || d.countAt > d.rankAt || d.flags.which) return;
  frame.measures = frame.measures.filter((m) => !(m.op === "count_distinct" && frame.groups.some((g) => g.column === m.column)));
  if (frame.measures.length === 0) frame.measures.push({ op: "count", explicitOp: true });
  if (frame.measures[0].op !== "count" || frame.measures[0].column) return;
  frame.top.answer = "figures";
}
