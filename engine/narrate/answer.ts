// The plain-English answer, written by code from the result's figures (never by a model), e.g.
// "Revenue totals $1.24M across 4 regions; North is highest with $480K (38.7%)."
import type { CheckOutcome, LabelledValue, QueryResult, ResultColumn } from "../execute/result";
import { formatCell } from "../format/cell";
import { formatNumber } from "../format/number";
import { isoDateTime } from "../plan/calendar";
import { ordinal } from "../plan/describe";
import { scopeWords } from "./scope";
import { capitalise, countOf, listWords, noun, plural } from "./words";

type Scalar = string | number | boolean | null;

function valueText(value: number | null, column: ResultColumn, signed = false): string {
  if (value === null) return "no value";
  if (column.format.kind === "date") return formatCell(isoDateTime(value), column);
  return formatNumber(value, column.format, { compact: true, signed });
}

function percentText(fraction: number, signed = false): string {
  return formatNumber(fraction, { kind: "percent" }, { compact: true, signed });
}

/** The noun for one group: "region", "month", "product · month" → "group". */
function groupNoun(groups: ResultColumn[]): string {
  if (groups.length !== 1) return "group";
  const g = groups[0];
  if (g.bucket) return g.bucket === "weekday" ? "weekday" : g.bucket;
  return noun(g.name);
}

/** What a measure is about, as a sentence subject: "Revenue" for a sum, else its full name. */
function subject(measure: ResultColumn): string {
  if (measure.op === "sum" && !measure.transform && measure.sourceName && measure.name === `Total ${measure.sourceName}`) return measure.sourceName;
  return measure.name;
}

/** What a share is a share of: "Revenue" for a sum, "rows" for a row count. */
function shareOf(measure: ResultColumn): string {
  if (measure.op === "sum" && measure.sourceName) return measure.sourceName;
  if (measure.op === "count" && !measure.sourceColumn) return "rows";
  return measure.name.replace(/ \(share\)$/, "");
}

function isRowCount(measure: ResultColumn): boolean {
  return measure.op === "count" && !measure.sourceColumn && !measure.transform;
}

const COUNT_WORDS = { gt: "more than", gte: "at least", lt: "fewer than", lte: "at most", eq: "exactly", neq: "other than" } as const;

/** "Count above 10,000" → "more than 10,000 rows" for row counts; otherwise "Total Revenue above $1M". */
function comparison(m: ResultColumn, op: keyof typeof OP_WORDS, target: number): string {
  if (isRowCount(m)) return `${COUNT_WORDS[op]} ${countOf(target, "row")}`;
  return `${subject(m)} ${OP_WORDS[op]} ${valueText(target, m)}`;
}

const OP_WORDS = { gt: "above", gte: "at least", lt: "below", lte: "at most", eq: "exactly", neq: "different from" } as const;

function checkSentence(check: CheckOutcome, result: QueryResult, measure: ResultColumn | undefined, groups: ResultColumn[]): string {
  const yes = check.result ? "Yes" : "No";
  const scope = scopeWords(result);
  switch (check.kind) {
    case "exists":
      return check.result ? `Yes — ${countOf(check.count, "row")} ${check.count === 1 ? "matches" : "match"}.` : "No — no rows match.";
    case "threshold": {
      const m = result.table.columns.find((c) => c.id === check.measure) ?? measure!;
      const op = check.op as keyof typeof OP_WORDS;
      const condition = comparison(m, op, check.value);
      // "Did revenue grow from 2023 to 2024?": the change between the two periods, said as a rise or a fall.
      if (groups.length === 0 && m.transform === "period_change" && check.value === 0 && result.figures.periodChange) return `${yes} — ${periodChangeSentence(result, m)}`;
      if (groups.length === 0) {
        const value = result.figures.value ?? null;
        if (value === null) return `No — there is no ${m.name} to compare with ${valueText(check.value, m)}.`;
        const actual = isRowCount(m) ? `${countOf(value, "row")}${scope}` : `${subject(m)}${scope} is ${valueText(value, m)}`;
        return isRowCount(m)
          ? `${yes} — there ${value === 1 ? "is" : "are"} ${actual}, ${check.result ? "" : "not "}${COUNT_WORDS[op]} ${check.value.toLocaleString("en-US")}.`
          : `${yes} — ${actual}, ${check.result ? "" : "not "}${OP_WORDS[op]} ${valueText(check.value, m)}.`;
      }
      const unit = groupNoun(groups);
      if (check.of === 0) return `No — there are no ${plural(unit)} to compare.`;
      const have = (n: number) => (n === 1 ? "has" : "have");
      if (check.quantifier === "all")
        return check.result
          ? `Yes — ${check.of === 1 ? `the one ${unit}` : `all ${countOf(check.of, unit)}`} ${have(check.of)} ${condition}.`
          : `No — ${check.passing === 0 ? "none" : `only ${check.passing.toLocaleString("en-US")}`} of ${countOf(check.of, unit)} ${have(check.passing)} ${condition}.`;
      return check.result
        ? `Yes — ${check.passing.toLocaleString("en-US")} of ${countOf(check.of, unit)} ${have(check.passing)} ${condition}.`
        : `No — none of the ${countOf(check.of, unit)} has ${condition}.`;
    }
    case "trend": {
      const m = result.table.columns.find((c) => c.id === check.measure) ?? measure!;
      const moving = (direction: "up" | "down") => (direction === "up" ? "rising" : "falling");
      const name = subject(m) + scope;
      // Results stored before the trend definition carry only the yes/no.
      const found = check.found ?? (check.result ? check.direction : "flat");
      if (check.first && check.last) {
        const { first, last } = check;
        const change = first.value !== 0 ? (last.value - first.value) / Math.abs(first.value) : null;
        const span = `it went from ${valueText(first.value, m)} in ${first.label} to ${valueText(last.value, m)} in ${last.label}${change !== null ? ` (${percentText(change, true)})` : ""}`;
        if (found === check.direction) return `Yes — ${name} is ${moving(check.direction)}: ${span}.`;
        if (found === "up" || found === "down") return `No — ${name} is ${moving(found)}, not ${moving(check.direction)}: ${span}.`;
        const bucket = groups.find((g) => g.bucket && g.bucket !== "weekday")?.bucket ?? "period";
        const ends = change === null || change === 0 ? `${last.label} is level with ${first.label}` : `${last.label} is ${percentText(Math.abs(change))} ${change > 0 ? "above" : "below"} ${first.label}`;
        if (!check.low || !check.high) return `No — there is no clear trend in ${name}: ${ends}.`;
        return `No — there is no clear trend: ${name} swings between ${valueText(check.low.value, m)} and ${valueText(check.high.value, m)} from one ${bucket} to the next; ${ends}.`;
      }
      const others = groups.filter((g) => !g.bucket || g.bucket === "weekday");
      const every = others.map((g) => noun(g.name)).join(" and ") || "group";
      return check.result ? `Yes — ${name} is ${moving(check.direction)} in every ${every}.` : `No — ${name} is not clearly ${moving(check.direction)} in every ${every}.`;
    }
    case "is_top": {
      // "No — the most common Payment Method is Cash (41 rows); Card has 30."
      const m = result.table.columns.find((c) => c.id === check.measure) ?? measure!;
      const place = check.place > 1 ? `${ordinal(check.place)} ` : "";
      const group = groups[0]?.name ?? "group";
      const figure = (v: LabelledValue) => (isRowCount(m) ? countOf(v.value, "row") : valueText(v.value, m));
      const ranked = isRowCount(m)
        ? `the ${place}${check.direction === "top" ? "most" : "least"} common ${group}${scope}`
        : `the ${group} with the ${place}${check.direction === "top" ? "highest" : "lowest"} ${subject(m)}${scope}`;
      if (!check.top) return `No — there is no ${ranked.replace(/^the /, "")}.`;
      const other = !check.result && check.asked ? `; ${check.asked.label} has ${figure(check.asked)}` : "";
      return `${yes} — ${ranked} is ${check.top.label} (${figure(check.top)})${other}.`;
    }
    case "group_count": {
      // "Yes — 4 of 5 regions have Revenue above 1,000, more than 3: North, South, East and West."
      const counted = result.figures.groupCount ?? { count: check.count, of: check.count };
      const asked = `${check.result ? "" : "not "}${COUNT_WORDS[check.op as keyof typeof COUNT_WORDS]} ${check.value.toLocaleString("en-US")}`;
      return `${yes} — ${groupCountSentence(result, groups, counted.count, counted.of, asked)}`;
    }
    case "compare": {
      const m = result.table.columns.find((c) => c.id === check.measure) ?? measure!;
      if (check.result === null || !check.a || !check.b)
        return `I couldn't compare them: there is no ${listWords((check.missing ?? []).map((x) => `'${x}'`))} in ${groups[0]?.name ?? "the results"}.`;
      const words = check.op === "gt" ? "higher" : "lower";
      return `${yes} — ${check.a.label} (${valueText(check.a.value, m)}) is ${check.result ? "" : "not "}${words} than ${check.b.label} (${valueText(check.b.value, m)}) on ${subject(m)}${scope}.`;
    }
  }
}

/** "Revenue rose 4.4%, from $343K in Q1 2024 to $358K in Q2 2024." */
function periodChangeSentence(result: QueryResult, m: ResultColumn): string {
  const { name, from, to, change } = result.figures.periodChange!;
  const base = result.table.columns.find((c) => c.periodOf?.measure === m.id)!;
  const what = (base.op === "sum" && base.sourceName && name === `Total ${base.sourceName}` ? base.sourceName : name) + scopeWords(result);
  if (!from) return `There is no ${what} ${to ? "in the earlier period" : "in either period"} to compare with.`;
  if (!to) return `There is no ${what} in the later period to compare with.`;
  // Period labels read "in 2024", "last year": after the value, in brackets only when they are not a phrase.
  const at = (v: LabelledValue) => `${valueText(v.value, base)} ${/^(in|last|this|since|up to|from) /.test(v.label) ? v.label : `(${v.label})`}`;
  if (change === null) return `${what} went from ${at(from)} to ${at(to)}.`;
  const verb = change > 0 ? `rose ${percentText(change)}` : change < 0 ? `fell ${percentText(-change)}` : "did not change";
  return `${what} ${verb}, from ${at(from)} to ${at(to)}.`;
}

function withShare(item: LabelledValue, column: ResultColumn): string {
  return `${valueText(item.value, column)}${item.share !== undefined ? ` (${percentText(item.share)})` : ""}`;
}

function singleValueSentence(result: QueryResult, measures: ResultColumn[]): string {
  const { figures } = result;
  const filtered = result.plan.filters && result.plan.filters.length > 0;
  if (result.rows.used === 0) return filtered ? "No rows match the filters." : "The dataset has no rows.";
  const row = result.table.rows[0] ?? [];
  const index = (c: ResultColumn) => result.table.columns.indexOf(c);
  // Every figure carries the scope: a second one without it would read as if it covered the whole file.
  const scope = scopeWords(result);
  const statement = (m: ResultColumn, first: boolean): string => {
    const raw = row[index(m)];
    const value = typeof raw === "string" ? Date.parse(/T/.test(raw) ? `${raw}Z` : raw) : (raw as number | null);
    const text = valueText(value, m);
    if (m.transform === "period_change" && figures.periodChange && first) return periodChangeSentence(result, m);
    if (value === null) return `There is no value for ${m.name}${filtered ? " in the matching rows" : ""}.`;
    switch (m.op) {
      case "count":
        if (!m.sourceColumn) return filtered ? `${countOf(value, "row")} ${value === 1 ? "matches" : "match"}${scope}.` : `There ${value === 1 ? "is" : "are"} ${countOf(value, "row")}.`;
        return `${m.name}${scope} is ${text}.`;
      case "sum":
        return m.transform ? `${m.name}${scope} is ${text}.` : `${capitalise(subject(m))}${scope} totals ${text}.`;
      case "mean":
      case "median":
      case "std_dev":
      case "min":
      case "max":
        return `The ${m.name.charAt(0).toLowerCase()}${m.name.slice(1)}${scope} is ${text}.`;
      default:
        return `${m.name}${scope} is ${text}.`;
    }
  };
  return measures
    .slice(0, 3)
    .map((m, i) => statement(m, i === 0))
    .join(" ");
}

/**
 * A month-over-month or year-over-year question asked for the changes: the latest one, said beside the series
 * ("Dec 2024 is 34.4% above the month before." / "Q4 2024 is 25.1% above the same quarter a year earlier.").
 */
function latestChangeSentence(result: QueryResult, time: ResultColumn, lastLabel: string): string | undefined {
  const index = result.table.columns.findIndex((c) => c.role === "measure" && c.transform === "percent_change");
  const change = result.table.rows.at(-1)?.[index];
  if (index < 0 || typeof change !== "number" || !time.bucket || time.bucket === "weekday") return undefined;
  const measure = result.plan.kind === "aggregate" ? result.plan.measures.find((m) => m.id === result.table.columns[index].id) : undefined;
  const yearEarlier = measure?.transform?.kind === "percent_change" && measure.transform.compareTo === "previous_year";
  const against = yearEarlier ? `the same ${time.bucket} a year earlier` : `the ${time.bucket} before`;
  return change === 0 ? `${lastLabel} is level with ${against}.` : `${lastLabel} is ${percentText(Math.abs(change))} ${change > 0 ? "above" : "below"} ${against}.`;
}

function groupedSentence(result: QueryResult, groups: ResultColumn[], primary: ResultColumn): string {
  const { figures } = result;
  const count = figures.groups ?? 0;
  const unit = groupNoun(groups);
  if (count === 0)
    return result.rows.used === 0 ? (result.plan.filters?.length ? "No rows match the filters." : "The dataset has no rows.") : `No ${plural(unit)} meet the conditions.`;
  const scope = scopeWords(result);
  const name = subject(primary) + scope;
  const highest = figures.highest!;
  const lowest = figures.lowest!;

  const top = figures.top;
  if (top) {
    const index = result.table.columns.indexOf(primary);
    const shown = result.table.rows
      .slice(0, figures.others ? result.table.rows.length - 1 : undefined)
      .slice(0, top.n)
      .map((r) => ({
        label: groups.map((g) => formatCell(r[result.table.columns.indexOf(g)], g, { compact: false })).join(" · "),
        value: r[index] as number | null,
      }));
    const word = top.direction === "top" ? "highest" : "lowest";
    // "the 3rd highest" of 2 regions: no group holds that place.
    if (top.place && shown.length === 0) return `There is no ${ordinal(top.place)} ${word} ${unit}: only ${countOf(count, unit)} ${count === 1 ? "has" : "have"} a ${primary.name}${scope}.`;
    const place = top.place ? `${ordinal(top.place)} ` : "";
    if (shown.length === 1)
      return `${shown[0].label} has the ${place}${word} ${primary.name}${scope}: ${valueText(shown[0].value, primary)}${top.share !== undefined ? ` (${percentText(top.share)} of the total)` : ""}.`;
    const items = shown.map((s) => `${s.label} (${valueText(s.value, primary)})`);
    if (top.place) return `The ${plural(unit)} from ${ordinal(top.place)} to ${ordinal(top.place + shown.length - 1)} ${word} by ${primary.name}${scope} are ${listWords(items)}.`;
    return `The ${top.direction} ${shown.length} ${plural(unit)} by ${primary.name}${scope} are ${listWords(items)}${top.share !== undefined ? `, together ${percentText(top.share)} of the total` : ""}.`;
  }

  if (figures.series && !primary.transform) {
    const { first, last, peak, change } = figures.series;
    if (first.label === last.label) return `${capitalise(name)} is ${valueText(first.value, primary)} in ${first.label}.`;
    const trend = `${capitalise(name)} went from ${valueText(first.value, primary)} in ${first.label} to ${valueText(last.value, primary)} in ${last.label}${change !== null ? ` (${percentText(change, true)})` : ""}`;
    const sentence = peak.label !== last.label && peak.value !== last.value ? `${trend}; the peak was ${valueText(peak.value, primary)} in ${peak.label}.` : `${trend}, its peak.`;
    const latest = latestChangeSentence(result, groups[0], last.label);
    const withLatest = latest ? `${sentence} ${latest}` : sentence;
    const row = figures.series.largestRow;
    // An outlier driving the trend is named, in full: "One row of $999,999.00 makes 84.7% of Dec 2024."
    return row?.share !== undefined ? `${withLatest} One row of ${formatNumber(row.value, primary.format, { compact: false })} makes ${percentText(row.share)} of ${row.label}.` : withLatest;
  }

  if (count === 1) return `${capitalise(primary.name)}${scope} for ${highest.label} is ${valueText(highest.value, primary)}.`;

  if (primary.transform === "share_of_total")
    return `${highest.label} has the largest share of ${shareOf(primary)}${scope} at ${percentText(highest.value)}, and ${lowest.label} the smallest at ${percentText(lowest.value)}.`;

  if (primary.transform === "period_change" || primary.transform === "percent_change")
    return `${capitalise(primary.name)}${scope} ranges from ${valueText(lowest.value, primary, true)} (${lowest.label}) to ${valueText(highest.value, primary, true)} (${highest.label}) across ${countOf(count, unit)}.`;

  if (figures.total !== undefined && figures.total !== null) {
    const isCount = primary.op === "count" && !primary.sourceColumn;
    if (isCount) return `${countOf(figures.total, "row")}${scope} across ${countOf(count, unit)}; ${highest.label} has the most with ${withShare(highest, primary)}.`;
    return `${capitalise(name)} totals ${valueText(figures.total, primary)} across ${countOf(count, unit)}; ${highest.label} is highest with ${withShare(highest, primary)}.`;
  }
  return `${capitalise(primary.name)}${scope} ranges from ${valueText(lowest.value, primary)} (${lowest.label}) to ${valueText(highest.value, primary)} (${highest.label}) across ${countOf(count, unit)}.`;
}

/** At most this many qualifying groups are named in a group-count sentence; the table lists them all. */
const NAMED_GROUPS = 12;

/** "4 of 5 regions have Revenue above 1,000: North, South, East and West." (countGroups) */
function groupCountSentence(result: QueryResult, groups: ResultColumn[], count: number, of: number, asked?: string): string {
  const unit = groupNoun(groups);
  const plan = result.plan.kind === "aggregate" ? result.plan : undefined;
  const conditions = (plan?.having ?? []).map((h) => {
    const m = result.table.columns.find((c) => c.id === h.measure)!;
    if (h.op !== "between") return comparison(m, h.op, h.value);
    return isRowCount(m) ? `between ${h.from.toLocaleString("en-US")} and ${countOf(h.to, "row")}` : `${subject(m)} between ${valueText(h.from, m)} and ${valueText(h.to, m)}`;
  });
  const condition = (conditions.length ? ` ${count === 1 ? "has" : "have"} ${listWords(conditions)}` : "") + (asked ? `, ${asked}` : "");
  const scope = scopeWords(result);
  if (of === 0) return result.rows.used === 0 ? (plan?.filters?.length ? "No rows match the filters." : "The dataset has no rows.") : `There are no ${plural(unit)}${scope}.`;
  if (count === 0) return `None of the ${countOf(of, unit)}${scope}${condition.replace(/^ have /, " has ")}.`;
  const labels = result.table.rows.map((r) => groups.map((g) => formatCell(r[result.table.columns.indexOf(g)], g, { compact: false })).join(" · "));
  const named = labels.length > NAMED_GROUPS ? `${labels.slice(0, NAMED_GROUPS).join(", ")} and ${(count - NAMED_GROUPS).toLocaleString("en-US")} more` : listWords(labels);
  const how = count === of ? (of === 1 ? `The one ${unit}` : `All ${countOf(of, unit)}`) : `${count.toLocaleString("en-US")} of ${countOf(of, unit)}`;
  return `${how}${scope}${condition}: ${named}.`;
}

function rowsSentence(result: QueryResult): string {
  const matched = result.rows.used;
  if (matched === 0) return "No rows match.";
  if (result.plan.kind === "rows" && result.plan.distinct) return distinctSentence(result);
  const shown = result.table.rows.length;
  const sort = result.plan.kind === "rows" ? result.plan.sort?.[0] : undefined;
  const sortColumn = sort ? result.table.columns.find((c) => c.id === sort.by)?.name ?? sort.by : undefined;
  const order = sort ? `, ${sort.direction === "desc" ? "highest" : "lowest"} ${sortColumn} first` : "";
  if (shown === matched) return `${countOf(matched, "row")} ${matched === 1 ? "matches" : "match"}${order}.`;
  return `Showing ${shown.toLocaleString("en-US")} of ${countOf(matched, "matching row")}${order}.`;
}

/** "The first 3 different Regions (in the order they appear) are North, South and East." */
function distinctSentence(result: QueryResult): string {
  const { table } = result;
  const shown = table.rows.length;
  const what = table.columns.length === 1 ? table.columns[0].name : "combination";
  if (shown === 0) return `No rows have a ${what}.`;
  const values = table.rows.map((r) => r.map((cell, i) => formatCell(cell, table.columns[i], { compact: false })).join(" · "));
  const sorted = result.plan.kind === "rows" && result.plan.sort?.length;
  const order = sorted ? "" : " (in the order they first appear)";
  const list = values.length > 12 ? `${values.slice(0, 12).join(", ")} and ${(values.length - 12).toLocaleString("en-US")} more` : listWords(values);
  if (shown === 1 && table.rowCount === 1) return `The only ${what} is ${list}.`;
  if (table.rowCount > shown || (result.plan.kind === "rows" && result.plan.limit !== undefined)) return `The first ${countOf(shown, `different ${what}`)}${order} ${shown === 1 ? "is" : "are"} ${list}.`;
  return `There ${shown === 1 ? "is" : "are"} ${countOf(shown, `different ${what}`)}${order}: ${list}.`;
}

/**
 * One or two sentences answering the question from the result: a yes/no verdict when the plan has a
 * check, a single value, a comparison across groups, a time series, a top list, or a count of rows.
 */
export function narrate(result: QueryResult): string {
  const groups = result.table.columns.filter((c) => c.role === "group");
  const measures = result.table.columns.filter((c) => c.role === "measure" && !c.periodOf);
  if (result.figures.check) return checkSentence(result.figures.check, result, measures[0], groups);
  if (result.plan.kind === "rows") return rowsSentence(result);
  if (result.figures.groupCount) return groupCountSentence(result, groups, result.figures.groupCount.count, result.figures.groupCount.of);
  if (groups.length === 0) return singleValueSentence(result, measures);
  return groupedSentence(result, groups, measures[0]);
}

/**
 * The answer as a value, when it is one: the yes/no of a check, the single figure of an ungrouped plan,
 * the name (top 1) or names (top n) of a top list, the number of groups counted (countGroups), or the values of a one-column list of rows.
 */
export function answerValue(result: QueryResult): Scalar | Scalar[] | undefined {
  const { figures, table } = result;
  if (figures.check) return figures.check.result;
  // "How many regions have revenue over 1,000?": the number of groups, not their names.
  if (figures.groupCount) return figures.groupCount.count;
  if (result.plan.kind === "rows") {
    if (table.columns.length === 1) return table.rows.map((r) => r[0]);
    // "the age of the youngest patient": one row picked by a ranking, the asked column first.
    return result.plan.limit === 1 && result.plan.sort?.length && table.rows.length === 1 ? table.rows[0][0] : undefined;
  }
  const groups = table.columns.filter((c) => c.role === "group");
  const primary = table.columns.find((c) => c.role === "measure" && !c.periodOf);
  if (groups.length === 0) return primary ? (table.rows[0]?.[table.columns.indexOf(primary)] ?? null) : undefined;
  if (figures.top) {
    const ranked = table.rows.filter((_, i) => !(figures.others && i === table.rows.length - 1));
    // "the counts of the 3 most common stores": the figures of the top groups, not their names.
    const ranking = result.plan.kind === "aggregate" ? result.plan.top : undefined;
    const byColumn = ranking?.answer === "figures" ? table.columns.find((c) => c.id === (ranking.by ?? primary?.id)) ?? primary : undefined;
    const labels = byColumn
      ? ranked.map((r) => r[table.columns.indexOf(byColumn)] ?? null)
      : ranked.map((r) => groups.map((g) => formatCell(r[table.columns.indexOf(g)], g, { compact: false })).join(" · "));
    return figures.top.n === 1 ? (labels[0] ?? null) : labels;
  }
  return undefined;
}
