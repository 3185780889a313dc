// Follow-up questions continue the previous plan: "what about the South?" replaces a filter value,
// "only 2024" / "exclude returns" add filters, "remove the channel filter" drops one, "now by month"
// regroups, "and the average?" changes the measure, "top 3 instead" the N, "as a pie" the chart.
// A new complete question starts fresh.
import type { AggregateOp, AggregatePlan, AnalysisPlan, Filter, Measure, RowsPlan } from "../plan/schema";
import { planMeasures } from "./build-plan";
import type { Frame, FrameFilter, FrameMeasure } from "./frame";
import { FOLLOW_UP_OPENERS } from "./lexicon";
import type { ReadQuestion } from "./match/mentions";
import type { SchemaIndex } from "./schema-index";

export interface MergeResult {
  frame: Frame;
  /** Set when the question continued the previous plan. */
  plan?: AnalysisPlan;
  followUp: boolean;
}

const OPENER_PHRASES = [...FOLLOW_UP_OPENERS].sort((a, b) => b.split(" ").length - a.split(" ").length);

function startsWithOpener(read: ReadQuestion): string | undefined {
  const words = read.tokens.map((t) => t.norm);
  for (const phrase of OPENER_PHRASES) {
    const parts = phrase.split(" ");
    if (parts.every((p, k) => words[k] === p)) return phrase;
  }
  return undefined;
}

/** Does this question continue the previous one? */
export function isFollowUp(frame: Frame, read: ReadQuestion): boolean {
  const opener = startsWithOpener(read);
  const hasOwnMeasure = frame.followUp.namedMeasure;
  const yesNo = frame.check !== undefined;
  if (frame.followUp.instead || frame.followUp.remove || frame.followUp.chart) return true;
  if (opener && ["what about", "how about", "and what about", "and how about", "same for", "same but", "the same for", "and", "now", "also", "then", "instead", "but", "ok", "okay", "switch to", "change to", "change it to", "make it", "make that", "make this", "show it", "show that", "plot it", "draw it", "as a", "as an", "exclude", "excluding", "without", "remove", "drop", "include", "add", "sort", "use", "using", "only", "just"].includes(opener)) {
    // "only 12 people…" style fresh questions are rare; a named measure with its own grouping starts fresh.
    if ((opener === "only" || opener === "just") && hasOwnMeasure && frame.groups.length > 0) return false;
    return true;
  }
  if (yesNo) return false;
  if (hasOwnMeasure) return false;
  // A fragment: no measure of its own ("by channel", "in 2023 only", "top 3", "for mobile", "list them").
  return true;
}

function measureId(m: Measure): string {
  return m.id ?? (m.column ? `${m.op}_${m.column}` : m.op);
}

/** Re-derives measure ids after a change and points sort/top/having/check at the new ids. */
function reid(plan: AggregatePlan): void {
  const oldIds = plan.measures.map(measureId);
  const frames: FrameMeasure[] = plan.measures.map((m) => ({ op: m.op, column: m.column ? ({ id: m.column } as FrameMeasure["column"]) : undefined, transform: m.transform, explicitOp: true }));
  const fresh = planMeasures(frames);
  const map = new Map(oldIds.map((id, i) => [id, fresh[i].id!]));
  plan.measures = plan.measures.map((m, i) => ({ ...m, id: fresh[i].id }));
  const first = fresh.find((m) => !m.transform)?.id ?? fresh[0].id!;
  const remap = (id: string | undefined): string => (id !== undefined && map.has(id) ? map.get(id)! : first);
  if (plan.top) plan.top = { ...plan.top, by: remap(plan.top.by) };
  if (plan.sort) plan.sort = plan.sort.map((s) => (map.has(s.by) ? { ...s, by: map.get(s.by)! } : s));
  if (plan.having) plan.having = plan.having.map((h) => ({ ...h, measure: remap(h.measure) }));
  if (plan.check && "measure" in plan.check && plan.check.measure) plan.check = { ...plan.check, measure: remap(plan.check.measure) };
}

function isTimeFilter(f: FrameFilter, index: SchemaIndex): boolean {
  return index.byId.get(f.filter.column)?.type === "date";
}

function sameKind(a: Filter, b: Filter): boolean {
  const exclusion = (f: Filter) => f.op === "neq" || f.op === "not_in";
  const comparison = (f: Filter) => f.op === "gt" || f.op === "gte" || f.op === "lt" || f.op === "lte" || f.op === "between";
  return exclusion(a) === exclusion(b) && comparison(a) === comparison(b);
}

/** The operation asked for before "instead of …" ("average instead of total" → average). */
function opBeforeInstead(read: ReadQuestion): AggregateOp | undefined {
  const instead = read.tokens.findIndex((t, i) => t.norm === "instead" && read.tokens[i + 1]?.norm === "of");
  if (instead < 0) return undefined;
  for (const m of read.mentions) if (m.start < instead && m.kind === "cue" && m.cue.kind === "aggregate") return m.cue.op;
  return undefined;
}

function applyFilters(filters: Filter[], frame: Frame, index: SchemaIndex): Filter[] {
  let out = [...filters];
  const mentioned = new Set(frame.followUp.looseColumns.map((c) => c.id));
  if (frame.followUp.remove) {
    // "remove the channel filter": drop filters on the columns named (or on the values' columns).
    for (const f of frame.filters) mentioned.add(f.filter.column);
    const before = out.length;
    out = out.filter((f) => !mentioned.has(f.column));
    if (out.length === before && mentioned.size === 0) out = [];
    return out;
  }
  for (const f of frame.filters) {
    const column = f.filter.column;
    if (isTimeFilter(f, index)) {
      out = out.filter((x) => x.column !== column);
      out.push(f.filter);
      continue;
    }
    const existing = out.findIndex((x) => x.column === column && sameKind(x, f.filter));
    if (existing >= 0 && !frame.followUp.also) out[existing] = f.filter;
    else if (existing >= 0 && frame.followUp.also) {
      const old = out[existing];
      const values = [...("values" in old ? old.values : "value" in old ? [old.value] : []), ...("values" in f.filter ? f.filter.values : "value" in f.filter ? [f.filter.value] : [])];
      out[existing] = { column, op: "in", values: [...new Set(values)] } as Filter;
    } else out.push(f.filter);
  }
  // "make it over $5000": a bare comparison replaces the previous comparison's number.
  for (const c of frame.followUp.bareComparisons) {
    const k = out.findIndex((x) => x.op === "gt" || x.op === "gte" || x.op === "lt" || x.op === "lte");
    if (k >= 0 && c.op !== "between" && c.op !== "eq" && c.op !== "neq") out[k] = { column: out[k].column, op: c.op, value: c.value } as Filter;
  }
  return out;
}

/** Merges a follow-up into the previous plan; returns the fresh frame untouched when the question stands alone. */
export function mergeFollowUp(frame: Frame, previous: AnalysisPlan, index: SchemaIndex, read: ReadQuestion): MergeResult {
  if (!isFollowUp(frame, read) || frame.refusal) return { frame, followUp: false };
  if (frame.unknown.length > 0) return { frame, followUp: true };

  // "list them" after "how many regions have …": the groups counted, with their figures.
  if (frame.kind === "rows" && frame.followUp.listRows && previous.kind === "aggregate" && previous.countGroups) {
    const plan: AggregatePlan = structuredClone(previous);
    delete plan.countGroups;
    plan.filters = applyFilters(plan.filters ?? [], frame, index);
    return { frame, plan, followUp: true };
  }
  // "list them": the previous question's rows.
  if (frame.kind === "rows" && frame.followUp.listRows) {
    const plan: RowsPlan = { kind: "rows" };
    const filters = applyFilters(previous.filters ?? [], frame, index);
    if (filters.length) plan.filters = filters;
    return { frame, plan, followUp: true };
  }

  // "and the third?": another place in the previous one-group ranking; any other previous answer has no places.
  const place = frame.followUp.place;
  if (place !== undefined && (previous.kind !== "aggregate" || previous.top?.n !== 1 || previous.top.others)) {
    frame.refusal = "The previous answer is not a ranking of one group, so it has no places to move along. Ask for the place in full, for example \"the second most common category\".";
    return { frame, followUp: true };
  }

  if (previous.kind === "rows") {
    const plan: RowsPlan = structuredClone(previous);
    const filters = applyFilters(plan.filters ?? [], frame, index);
    if (filters.length) plan.filters = filters;
    else delete plan.filters;
    if (frame.top || frame.limit) plan.limit = frame.top?.n ?? frame.limit;
    if (frame.sort?.byColumn) plan.sort = [{ by: frame.sort.byColumn.id, direction: frame.sort.direction === "asc" ? "asc" : "desc" }];
    return { frame, plan, followUp: true };
  }

  const plan: AggregatePlan = structuredClone(previous);
  const filters = applyFilters(plan.filters ?? [], frame, index);
  if (filters.length) plan.filters = filters;
  else delete plan.filters;

  // Measures: a named measure replaces the previous one; a bare operation ("and the average?") changes it.
  const named = frame.measures.filter((m) => m.column !== undefined || m.explicitOp);
  const bareOp = opBeforeInstead(read) ?? frame.followUp.bareOp ?? (named.length === 1 && !named[0].column && named[0].op !== "count" ? named[0].op : undefined);
  if (frame.followUp.namedMeasure && named.some((m) => m.column)) {
    const op = opBeforeInstead(read);
    const base = named.filter((m) => !m.transform);
    plan.measures = planMeasures(base.map((m) => (op && m.column ? { ...m, op } : m)));
    for (const m of named.filter((x) => x.transform)) plan.measures.push(...planMeasures([m]).map((x) => ({ ...x, id: `${x.id}` })));
    reid(plan);
  } else if (bareOp) {
    plan.measures = plan.measures.map((m, i) => (i === 0 || !m.transform ? { ...m, op: m.column ? bareOp : m.op } : m));
    plan.measures = plan.measures.filter((m) => !m.transform || m.op === "sum" || m.op === "count");
    reid(plan);
  }

  // "How many regions have …?" then "what about countries?": the same condition counted over another column's groups.
  const regroup = plan.countGroups && frame.groups.length === 0 ? frame.followUp.looseColumns.filter((c) => c.type === "text" && !plan.filters?.some((f) => f.column === c.id && f.op !== "is_not_empty")) : [];
  if (regroup.length === 1) frame.groups = [{ column: regroup[0] }];
  if (plan.countGroups && frame.groups.length > 0) {
    // Blanks are no group of the new column either.
    const old = new Set((plan.groupBy ?? []).map((g) => g.column));
    plan.filters = [...(plan.filters ?? []).filter((f) => !(f.op === "is_not_empty" && old.has(f.column))), ...frame.groups.filter((g) => !g.bucket).map((g): Filter => ({ column: g.column.id, op: "is_not_empty" }))];
  }
  // Grouping: a new grouping replaces the old one ("by location instead", "now by quarter").
  if (frame.groups.length > 0) {
    const groups = frame.groups.map((g) => (g.bucket ? { column: g.column.id, bucket: g.bucket } : { column: g.column.id }));
    plan.groupBy = frame.followUp.also ? [...(plan.groupBy ?? []), ...groups] : groups;
    if (plan.check?.kind === "compare") delete plan.check;
  }
  if (frame.top) {
    plan.top = { n: frame.top.n, by: plan.top?.by ?? plan.measures.find((m) => !m.transform)?.id ?? measureId(plan.measures[0]), ...(frame.top.direction === "bottom" ? { direction: "bottom" as const } : {}) };
    delete plan.sort;
  }
  if (frame.sort) {
    const by = plan.measures.find((m) => !m.transform)?.id ?? measureId(plan.measures[0]);
    plan.sort = [{ by, direction: frame.sort.direction === "asc" ? "asc" : "desc" }];
    if (plan.top && !frame.top) plan.top = { ...plan.top, direction: frame.sort.direction === "asc" ? "bottom" : "top" };
  }
  if (frame.chart) plan.chart = frame.chart;
  if (place !== undefined && plan.top) plan.top = { ...plan.top, ...(place > 1 ? { place } : {}) };
  if (place === 1 && plan.top) delete plan.top.place;
  return { frame, plan, followUp: true };
}
