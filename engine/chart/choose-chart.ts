// Chooses and builds the chart for a plan's result:
// line for time series, bar for category comparisons (horizontal when labels are long), pie only for
// shares of a whole with at most 7 parts, none for a single value or a list of rows.
import type { QueryResult, ResultColumn } from "../execute/result";
import { formatCell } from "../format/cell";
import { scopeWords } from "../narrate/scope";
import { WEEKDAY_NAMES } from "../plan/calendar";
import type { ChartSpec, ChartType } from "./chart-spec";

/** Pie charts read well with at most this many slices. */
export const MAX_PIE_SLICES = 7;
/** Bars beyond this many are left off (the table still has them). */
export const MAX_BARS = 50;
/** Line points beyond this many are left off. */
export const MAX_LINE_POINTS = 1_000;
/** Separate lines or bar colours beyond this many become unreadable. */
export const MAX_SERIES = 12;
/** Labels longer than this make vertical bars horizontal. */
export const LONG_LABEL = 14;
/** Tick labels are turned 45° when longer than this, or crowded. */
export const TILT_LABEL = 8;

function none(reason: string, title: string, result: QueryResult): ChartSpec {
  const primary = result.table.columns.find((c) => c.role === "measure");
  return { type: "none", reason, title, categories: [], series: [], valueFormat: primary?.format ?? { kind: "number" } };
}

/** "Total Revenue by Region in 2024 (Channel is Online), top 3": the measure, its grouping, its scope and its top-N. */
function chartTitle(result: QueryResult, primary: ResultColumn | undefined, groups: ResultColumn[]): string {
  const scope = scopeWords(result);
  if (!primary) return `Rows${scope}`;
  const top = result.plan.kind === "aggregate" ? result.plan.top : undefined;
  const by = groups.length ? ` by ${groups.map((g) => g.name).join(" and ")}` : "";
  return `${primary.name}${by}${scope}${top ? `, ${top.direction === "bottom" ? "bottom" : "top"} ${top.n}` : ""}`;
}

function labelAngle(labels: string[]): 0 | 45 {
  const longest = labels.reduce((n, l) => Math.max(n, l.length), 0);
  const total = labels.reduce((n, l) => n + l.length + 2, 0);
  return longest > TILT_LABEL || total > 80 ? 45 : 0;
}

/**
 * The chart for a result. `result.plan.chart` is a hint: honoured when it suits the data, otherwise the
 * reason says why another chart was drawn.
 */
export function chooseChart(result: QueryResult): ChartSpec {
  const { plan, table } = result;
  const hint = plan.kind === "aggregate" ? plan.chart : undefined;
  const groups = table.columns.filter((c) => c.role === "group");
  const measures = table.columns.filter((c) => c.role === "measure" && !c.periodOf);
  const primary = measures[0];
  const title = chartTitle(result, primary, groups);

  if (plan.kind === "rows") return none("A list of rows is shown as a table.", title, result);
  if (hint?.type === "none") return none("No chart was asked for.", title, result);
  if (groups.length === 0) return none("A single value needs no chart.", title, result);
  if (table.rows.length === 0) return none("Nothing matched, so there is nothing to draw.", title, result);
  if (primary.type === "date") return none("Dates are listed in the table rather than charted.", title, result);

  const index = (column: ResultColumn) => table.columns.indexOf(column);
  const timeKey = groups.find((g) => g.bucket !== undefined && g.bucket !== "weekday");
  const orderedKey = groups.find((g) => g.bucket !== undefined || g.type === "number");
  const additive = primary.op === "count" || (primary.op === "sum" && !primary.transform) || primary.transform === "share_of_total";
  const isShare = primary.transform === "share_of_total";
  const primaryValues = table.rows.map((r) => r[index(primary)]);
  const nonNegative = primaryValues.every((v) => v === null || (typeof v === "number" && v >= 0));
  const pieFits = groups.length === 1 && table.rows.length <= MAX_PIE_SLICES && nonNegative;

  let type: ChartType;
  let reason: string;
  if (hint?.type === "pie") {
    if (pieFits && (additive || isShare)) [type, reason] = ["pie", "A pie chart, as asked: the parts add up to a whole."];
    else if (!pieFits && groups.length === 1 && table.rows.length > MAX_PIE_SLICES)
      [type, reason] = ["bar", `A bar chart instead of a pie: ${table.rows.length} parts are too many for a pie (at most ${MAX_PIE_SLICES}).`];
    else [type, reason] = ["bar", "A bar chart instead of a pie: these values are not parts of one whole."];
  } else if (hint?.type === "line") {
    if (orderedKey) [type, reason] = ["line", "A line chart, as asked."];
    else [type, reason] = ["bar", "A bar chart instead of a line: the categories have no order for a line to follow."];
  } else if (hint?.type === "bar") [type, reason] = ["bar", "A bar chart, as asked."];
  else if (timeKey && table.rows.length > 1) [type, reason] = ["line", "A line chart: the values follow time."];
  else if (isShare && pieFits) [type, reason] = ["pie", `A pie chart: shares of a whole in ${table.rows.length} parts.`];
  else [type, reason] = ["bar", "A bar chart: it compares categories."];

  // Categories along the axis; a second key (when it is not the axis) becomes one series per value.
  const axisKey = type === "line" ? (timeKey ?? orderedKey ?? groups[0]) : groups[0];
  const seriesKey = groups.length >= 2 ? groups.find((g) => g !== axisKey) : undefined;
  const label = (column: ResultColumn, row: (typeof table.rows)[number]) => formatCell(row[index(column)], column, { compact: false });

  type Row = (typeof table.rows)[number];
  const otherKeys = groups.filter((g) => g !== axisKey && g !== seriesKey);
  const categoryOf = (row: Row) => [axisKey, ...otherKeys].map((g) => label(g, row)).join(" · ");
  // A line runs along its axis in order, whatever order the table is in.
  const rows = type === "line" ? table.rows.slice().sort((a, b) => axisOrder(a[index(axisKey)]) - axisOrder(b[index(axisKey)]) || 0) : table.rows;
  function axisOrder(cell: Row[number]): number {
    if (typeof cell === "number") return cell;
    const order = typeof cell === "string" ? (axisKey.bucket === "weekday" ? WEEKDAY_NAMES.indexOf(cell) : Date.parse(cell)) : NaN;
    return Number.isNaN(order) || order < 0 ? Infinity : order;
  }

  const categoryIndex = new Map<string, number>();
  for (const row of rows) {
    const category = categoryOf(row);
    if (!categoryIndex.has(category)) categoryIndex.set(category, categoryIndex.size);
  }
  let categories = [...categoryIndex.keys()];
  const seriesMap = new Map<string, (number | null)[]>();
  if (seriesKey) {
    for (const row of rows) {
      const name = label(seriesKey, row);
      if (!seriesMap.has(name)) seriesMap.set(name, new Array<number | null>(categories.length).fill(null));
      seriesMap.get(name)![categoryIndex.get(categoryOf(row))!] = row[index(primary)] as number | null;
    }
    if (seriesMap.size > MAX_SERIES) {
      const size = (values: (number | null)[]) => values.reduce<number>((s, v) => s + Math.abs(v ?? 0), 0);
      const kept = [...seriesMap].sort((a, b) => size(b[1]) - size(a[1])).slice(0, MAX_SERIES);
      reason += ` Only the ${MAX_SERIES} largest of ${seriesMap.size} ${seriesKey.name} values are drawn.`;
      seriesMap.clear();
      for (const [name, values] of kept) seriesMap.set(name, values);
    }
  } else {
    // Several measures in the same unit are drawn side by side; otherwise only the first.
    const sameUnit = measures.filter((m) => JSON.stringify(m.format) === JSON.stringify(primary.format));
    for (const m of type === "pie" ? [primary] : sameUnit.slice(0, MAX_SERIES)) seriesMap.set(m.name, rows.map((r) => r[index(m)] as number | null));
  }

  const cap = type === "line" ? MAX_LINE_POINTS : MAX_BARS;
  const omitted = Math.max(0, categories.length - cap);
  if (omitted > 0) {
    categories = categories.slice(0, cap);
    for (const [name, values] of seriesMap) seriesMap.set(name, values.slice(0, cap));
    reason += ` The first ${cap} of ${categories.length + omitted} are drawn; the table has them all.`;
  }
  const series = [...seriesMap].map(([name, values], i) => ({ id: `s${i}`, name, values }));

  const longest = categories.reduce((n, c) => Math.max(n, c.length), 0);
  const spec: ChartSpec = { type, reason, title, categories, series, valueFormat: primary.format, ...(omitted ? { omitted } : {}) };
  if (type === "pie") return spec;
  if (type === "bar") spec.orientation = hint?.horizontal ?? longest > LONG_LABEL ? "horizontal" : "vertical";
  spec.xAxis = {
    label: [axisKey, ...otherKeys].map((g) => g.name).join(" · "),
    kind: type === "line" && axisKey.bucket !== undefined && axisKey.bucket !== "weekday" ? "time" : "category",
    labelAngle: spec.orientation === "horizontal" ? 0 : labelAngle(categories),
  };
  spec.yAxis = { label: series.length === 1 || seriesKey ? primary.name : measures.map((m) => m.name).join(", ") };
  return spec;
}
