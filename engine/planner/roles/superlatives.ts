// Superlatives ("which region sold the most", "biggest vendor", "longest to resolve", "highest salary"):
// the measure they imply when none is named, then a ranking of groups or the max/min of the measure.
import { HIGHER_IS_BETTER, LOWER_IS_BETTER, SUPERLATIVE_SUBJECT } from "../lexicon";
import type { ColumnEntry } from "../schema-index";
import { stem } from "../text/lemmatize";
import { type Draft, echoesColumn } from "./draft";
import { moneyColumn } from "./money";

export function rankBySuperlatives(d: Draft): void {
  const { frame, index, tokens, superlatives } = d;
  // "which category takes longest to resolve": the superlative names the measure's kind (time, age, price).
  if (superlatives.length > 0 && frame.measures.length === 0 && !d.countRows) {
    const subjects = SUPERLATIVE_SUBJECT[superlatives[0].phrase] ?? [];
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
  // Superlatives: rank groups ("which X has the most Y") or take the max/min of a value.
  if (superlatives.length > 0) {
    const s = { ...superlatives[0] };
    // "best"/"worst" depend on the figure: the worst mortality rate is the highest. When the words do not say
    // which way is better, the planner asks rather than guess.
    if (s.phrase === "best" || s.phrase === "worst") {
      const words = [...tokens.map((t) => t.norm), ...frame.measures.flatMap((m) => m.column?.words.map((w) => w.norm) ?? [])];
      const lowerBetter = words.some((w) => LOWER_IS_BETTER.has(w));
      const higherBetter = words.some((w) => HIGHER_IS_BETTER.has(w));
      if (lowerBetter === higherBetter && frame.measures.some((m) => m.column)) {
        frame.refusal = `I can't tell whether a higher or a lower ${frame.measures.find((m) => m.column)!.column!.name} is ${s.phrase === "best" ? "better" : "worse"} here. Ask for the highest or the lowest instead.`;
        return;
      }
      if (lowerBetter) {
        s.direction = s.direction === "top" ? "bottom" : "top";
        s.op = s.op === "max" ? "min" : "max";
      }
      if (frame.top) frame.top.direction = s.direction;
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
