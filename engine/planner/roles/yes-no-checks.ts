// Yes/no questions become checks: a trend ("is revenue growing?"), a comparison of two values or years
// ("do engineers earn more than sales people?"), a threshold ("did revenue exceed $1M?"), or whether
// matching rows exist ("are there any orders over $20,000?").
import type { Filter } from "../../plan/schema";
import { type Draft, inQuestionOrder, type ValueMention } from "./draft";
import { autoBucket, dateColumnNear } from "./dates";
import { moneyColumn } from "./money";
import { scaled } from "./number-filters";
import { checkTopValue } from "./places";

const OPPOSITE: Partial<Record<Filter["op"], Filter["op"]>> = { gt: "lte", gte: "lt", lt: "gte", lte: "gt", eq: "neq", neq: "eq", in: "not_in", not_in: "in", is_empty: "is_not_empty", is_not_empty: "is_empty" };

/** The condition a row breaks: "younger than 40" → 40 or older; undefined for conditions without a plain opposite. */
function negatedFilter(filter: Filter): Filter | undefined {
  const op = OPPOSITE[filter.op];
  return op ? ({ ...filter, op } as Filter) : undefined;
}

export function placeCheck(d: Draft): void {
  const { frame, index, flags } = d;
  // Trends, growth and "more" without a measure are about the money figure.
  // "more single individuals than married ones": the rows' noun makes it a comparison of counts.
  const namesFigure = d.mentions.some((x) => x.kind === "column" && x.column.type === "number");
  if (flags.more && d.yesNo && frame.measures.length === 0 && !d.countRows && !namesFigure && d.mentions.some((x) => x.kind === "row")) d.countRows = { at: flags.more.at };
  if ((flags.trend || flags.growth || flags.more) && frame.measures.length === 0 && !d.countRows) {
    const money = moneyColumn(index);
    if (money) frame.measures.push({ op: "sum", column: money, explicitOp: false });
  }
  if (!d.yesNo) return;
  // "Are all products labelled vegan?" asks about every row; a check that some row matches would answer another question.
  const universal = d.tokens.slice(0, 4).some((t) => t.norm === "all" || t.norm === "every" || t.norm === "each");
  // "Are all names unique?", "Is every passenger's name unique?": each value that is there appears once.
  const named = d.mentions.filter((x) => x.kind === "column");
  if (universal && d.tokens.some((t) => t.norm === "unique" || t.norm === "distinct") && named.length === 1 && named[0].kind === "column" && frame.filters.length === 0 && !flags.more) {
    const column = named[0].column;
    frame.groups = [{ column }];
    frame.filters = [{ filter: { column: column.id, op: "is_not_empty" }, columnName: column.name }];
    frame.measures = [{ op: "count", explicitOp: true }];
    d.countRows = undefined;
    frame.check = { kind: "threshold", op: "eq", value: 1, quantifier: "all" };
    return;
  }
  // "Does any region appear more than 50 times?": a condition on the row count of each value of the column.
  const times = d.thresholdForCheck && d.tokens[d.thresholdForCheck.mention.end]?.norm === "times";
  if (times && named.length === 1 && named[0].kind === "column" && named[0].column.type !== "number" && frame.measures.length === 0 && d.thresholdForCheck!.op !== "between") {
    const column = named[0].column;
    frame.groups = [{ column }];
    frame.filters = [...frame.filters.filter((f) => f.filter.column !== column.id), { filter: { column: column.id, op: "is_not_empty" }, columnName: column.name }];
    frame.measures = [{ op: "count", explicitOp: true }];
    d.countRows = undefined;
    const op = d.thresholdForCheck!.op;
    frame.check = { kind: "threshold", op: op === "eq" ? "eq" : op === "neq" ? "neq" : op, value: d.thresholdForCheck!.mention.value, quantifier: universal ? "all" : "any" };
    return;
  }
  if (universal && !flags.more && d.measureColumns.every((x) => !x.op)) {
    // "Are all patients younger than 40?" holds when no row breaks the one condition: count the rows that do.
    // "Is every temp below 30?" reads its number as a threshold on the named column: a condition on each row here.
    const threshold = d.thresholdForCheck;
    const measured = d.measureColumns.length === 1 ? d.measureColumns[0].column : undefined;
    if (frame.filters.length === 0 && threshold && measured && threshold.op !== "between" && threshold.op !== "neq") {
      frame.filters.push({ filter: { column: measured.id, op: threshold.op, value: scaled(threshold.mention, measured) }, columnName: measured.name });
    }
    // "Do all orders have a ship date?", "Are all rows named?": one column named alone must hold a value in every row.
    const alone = d.looseText.length === 1 && named.length === 1 && d.valueRuns.length === 0 && !threshold ? d.looseText[0].column : undefined;
    if (frame.filters.length === 0 && alone && frame.groups.length === 0) frame.filters.push({ filter: { column: alone.id, op: "is_not_empty" }, columnName: alone.name });
    // "Are all products from brand X labelled vegan?": the condition named last is what every row must meet; the
    // others say which rows are asked about (as for "the majority of", majority.ts).
    const ordered = frame.groups.length === 0 ? inQuestionOrder(d, frame.filters) : [];
    const condition = ordered.at(-1);
    const negated = condition ? negatedFilter(condition.filter) : undefined;
    // A list cell ("[a, b]") breaks "labelled vegan" when none of its items is: not a per-item condition.
    if (!condition || !negated || index.byId.get(condition.filter.column)?.listValued) {
      frame.refusal = "I can't yet check whether every row matches a condition. Ask how many rows match it, or how many don't.";
      return;
    }
    frame.filters = [...ordered.slice(0, -1), { ...condition, filter: negated }];
    frame.measures = [{ op: "count", explicitOp: true }];
    d.countRows = undefined;
    frame.check = { kind: "threshold", op: "eq", value: 0 };
    return;
  }
  // "Is the most common colour black?": which value the ranking puts first (places.ts), when the words say it plainly.
  if ((flags.frequency || d.superlatives.length > 0) && (d.valueRuns.length > 0 || d.topValue)) {
    if (!checkTopValue(d)) frame.refusal = "I can't yet check this about the top (or most common) value. Ask for it instead, for example \"what is the most common colour?\".";
    return;
  }
  if (flags.trend) {
    if (!frame.groups.some((g) => g.bucket)) {
      const column = dateColumnNear(d, 0);
      if (column) frame.groups.push({ column, bucket: autoBucket(column) === "day" ? "day" : "month" });
    }
    frame.check = { kind: "trend", direction: flags.trend };
  } else if (flags.more) {
    // Two values of one column anywhere in the question: "do engineers earn more than sales people?"
    const byColumn = new Map<string, ValueMention[]>();
    for (const run of d.valueRuns) for (const v of run.mentions) if (v.match === "whole") byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
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
  // "Are there more cases in cities?" with nothing to compare with: not a question of whether rows exist.
  if (flags.more && !frame.check && !d.thresholdForCheck) {
    frame.refusal = "I couldn't tell what this is compared with. Name both sides, for example \"are there more orders in North than in South?\".";
    return;
  }
  // "Are there more than five first tier categories?": more than N of a text column's values is its distinct count.
  if (!frame.check && d.thresholdForCheck && frame.measures.length === 0 && !d.countRows && d.thresholdForCheck.op !== "between") {
    const n = d.thresholdForCheck.mention;
    const after = d.mentions.find((x) => x.start >= n.end && !(x.kind === "word" && x.filler));
    // "Are there products from brand X in more than one country?": the other columns' filters narrow the rows.
    if (after?.kind === "column" && after.column.type === "text" && !after.column.isId && frame.filters.every((f) => f.filter.column !== after.column.id)) {
      frame.measures.push({ op: "count_distinct", column: after.column, explicitOp: true });
      frame.groups = frame.groups.filter((g) => g.column !== after.column);
    }
  }
  if (!frame.check && d.thresholdForCheck && (frame.measures.length > 0 || d.countRows)) {
    const use = d.thresholdForCheck;
    const measure = frame.measures[0];
    const value = measure?.column ? scaled(use.mention, measure.column) : use.mention.value;
    frame.check = use.op === "between" ? undefined : { kind: "threshold", op: use.op === "eq" ? "eq" : use.op === "neq" ? "neq" : use.op, value };
  }
  if (!frame.check) {
    // "Are there any fourth tier entries?": a text column named alone asks whether it holds any value.
    if (frame.filters.length === 0 && d.valueRuns.length === 0 && d.boolFilters.length === 0 && d.looseText.length === 1 && frame.groups.length === 0 && d.measureColumns.length === 0) {
      const column = d.looseText[0].column;
      frame.filters.push({ filter: { column: column.id, op: "is_not_empty" }, columnName: column.name });
    }
    // "are there any orders over $20,000?", "is anyone in support paid more than 100k?": do matching rows exist?
    frame.kind = "rows";
    frame.measures = [];
    frame.groups = [];
    frame.check = { kind: "exists" } as never;
  }
}
