// Values and yes/no columns become filters: "in Germany", "North and South", "not widgets", "name contains
// 'USB'", "returned orders", "active" (the opposite of a Discontinued flag), "in stock", "with no email".
import { readNoneOfNumber } from "./none-of-number";
import type { Filter, Scalar } from "../../plan/schema";
import { type ColumnMention, type Draft, type ValueMention, spanText } from "./draft";
import { wordTable } from "../../word-table";
import { withListingCells } from "../marked-cells";

/** Words meaning "not <flag>": "active" is not discontinued/churned/closed, "open" is not closed/resolved. */
const ANTONYM_STEMS: Record<string, RegExp> = wordTable({
  active: /^(discontinu|churn|cancel|inactiv|terminat|archiv|delet|clos)/,
  open: /^(clos|resolv|complet|finish)/,
  current: /^(churn|cancel|terminat|archiv)/,
});

/** The filter for a run of values of one column ("North and South", "not widgets", a part of a value). */
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

export function placeValueFilters(d: Draft): void {
  const { mentions, tokens, index, frame, flags, valueRuns } = d;
  for (const run of valueRuns) {
    const column = index.byId.get(run.mentions[0].column)!;
    // "how many have Q" where some Notes cells read "Q, CR": those rows hold Q too (marked-cells.ts).
    const { filter, cells } = withListingCells(valueFilter(run.mentions, run.exclude), column);
    const phrase = run.mentions.map((v) => v.values[0]?.value ?? v.needle ?? "").join(", ");
    frame.filters.push({ filter, columnName: column.name, phrase });
    if (cells.length > 0) frame.notes.push(`${column.name} cells listing ${phrase} among other marks (${cells.slice(0, 3).map((c) => `'${c}'`).join(", ")}) count too`);
    for (const v of run.mentions) if (v.via === "typo") frame.notes.push(`'${spanText(tokens, v.start, v.end)}' read as '${v.values[0]?.value}'`);
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
  for (const b of d.boolFilters) {
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
    const columns = mentions.filter((x): x is ColumnMention => x.kind === "column");
    const cue = mentions.find((x) => x.kind === "cue" && x.start === flags.empty);
    // "households that have no income": the column right after the cue is what they lack, before any nearer one.
    const target = columns.find((x) => x.start === cue?.end) ?? columns.sort((a, b) => Math.abs(a.start - flags.empty) - Math.abs(b.start - flags.empty))[0];
    // "have no income", "with no children": a figure of 0, not a blank (none-of-number.ts).
    if (target?.column.type === "number" && cue && cue.end === target.start && d.tokens.slice(cue.start, cue.end).some((t) => t.norm === "no")) {
      readNoneOfNumber(d, target.column, cue.start, target.end);
      if (d.countCue) d.countRows ??= { at: flags.empty };
      return;
    }
    if (target) {
      // "non-null", "not missing", "non-empty": the rows that do have a value.
      const negated = ["non", "not", "no"].includes(d.tokens[flags.empty - 1]?.norm ?? "");
      frame.filters.push({ filter: { column: target.column.id, op: negated ? "is_not_empty" : "is_empty" }, columnName: target.column.name });
      // "how many … have no parent": a blank column is counted by its rows, not measured.
      if (!negated) {
        for (let i = d.measureColumns.length - 1; i >= 0; i--) if (d.measureColumns[i].column === target.column) d.measureColumns.splice(i, 1);
        if (d.countCue) d.countRows ??= { at: flags.empty };
      }
      const g = d.groupColumns.findIndex((x) => x.column === target.column);
      if (g >= 0) d.groupColumns.splice(g, 1);
    }
  }
}
