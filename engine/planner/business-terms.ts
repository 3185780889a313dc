// Business vocabulary that names a ratio of two figures — cost per click, conversion rate, click-through rate,
// return on ad spend, margin, and "<figure> per <figure>" — resolved against the columns' own words (never a
// dataset's names). The question is planned with the ratio's numerator in the term's place ("cost per click by
// channel" → "Spend by channel"), and the plan's measure of that column becomes the ratio of the two totals.
// The note says the formula ("Cost per click = total Spend ÷ total Clicks"). When the plan does not use the figure
// as one plain measure, the planner asks rather than answer something else.
import { describeFilter } from "../plan/describe";
import type { AnalysisPlan, Filter, Measure, RatioTerm } from "../plan/schema";
import { type ReadQuestion, readQuestion } from "./match/mentions";
import { inQuestionOrder } from "./roles/draft";
import type { ColumnEntry, SchemaIndex } from "./schema-index";
import { stem } from "../language/lemmatize";
import type { PlannerResult } from "./types";

/** A figure a term needs, named by the words its column's name may use, best first. */
type Role = readonly string[];

const SPEND: Role = ["spend", "spent", "spending", "cost", "costs"];
/** Advertising spend only: return on ad spend is not revenue over the cost of goods. */
const AD_SPEND: Role = ["spend", "spent", "spending"];
const CLICKS: Role = ["click", "clicks"];
const IMPRESSIONS: Role = ["impression", "impressions"];
const CONVERSIONS: Role = ["conversion", "conversions"];
const LEADS: Role = ["lead", "leads"];
const VISITS: Role = ["session", "sessions", "visit", "visits"];
const REVENUE: Role = ["revenue", "sales", "income", "turnover"];
const COST: Role = ["cost", "costs", "cogs", "expense", "expenses"];

interface Term {
  /** The words that name it, on a lower-case question. */
  pattern: RegExp;
  label: string;
  top: Role;
  /** Alternatives, first found wins: conversion rate is per click, or per visit, or per lead. */
  per: Role[];
  minus?: Role;
  percent?: boolean;
  /** Words of a column that is this figure already ("CTR", "Conversion Rate"): then the column answers. */
  ownColumn: RegExp;
  /** The columns it is worked out from, for the message when the data lacks them. */
  needs: string;
}

const TERMS: Term[] = [
  { pattern: /\b(cost per click|cpc)\b/, label: "Cost per click", needs: "spend and clicks", top: SPEND, per: [CLICKS], ownColumn: /\b(cpc|cost per click)\b/ },
  { pattern: /\bcost per conversion\b/, label: "Cost per conversion", needs: "spend and conversions", top: SPEND, per: [CONVERSIONS], ownColumn: /\bcost per conversion\b/ },
  { pattern: /\b(cost per lead|cpl)\b/, label: "Cost per lead", needs: "spend and leads", top: SPEND, per: [LEADS], ownColumn: /\b(cpl|cost per lead)\b/ },
  { pattern: /\b(click[- ]?through rates?|ctr)\b/, label: "Click-through rate", needs: "clicks and impressions", top: CLICKS, per: [IMPRESSIONS], percent: true, ownColumn: /\b(ctr|click[- ]?through)\b/ },
  { pattern: /\bconversion rates?\b/, label: "Conversion rate", needs: "conversions and clicks (or visits, or leads)", top: CONVERSIONS, per: [CLICKS, VISITS, LEADS], percent: true, ownColumn: /\bconversion rate\b/ },
  { pattern: /\b(return on ad spend|roas)\b/, label: "Return on ad spend", needs: "revenue and ad spend", top: REVENUE, per: [AD_SPEND], ownColumn: /\b(roas|return on ad spend)\b/ },
  { pattern: /\b((gross|profit) )?margins?\b/, label: "Margin", needs: "revenue and cost", top: REVENUE, minus: COST, per: [REVENUE], percent: true, ownColumn: /\b(margin|profit)\b/ },
];

/** A term the question names whose figures the columns do not have: the planner says what is missing. */
export interface MissingTerm {
  phrase: string;
  message: string;
}

/** What the question's term resolved to: the phrase, the ratio and the plan question with the numerator in its place. */
export interface BusinessTerm {
  phrase: string;
  question: string;
  label: string;
  top: ColumnEntry;
  per: { op: RatioTerm["op"]; column: ColumnEntry };
  minus?: ColumnEntry;
  percent: boolean;
}

const nameWords = (c: ColumnEntry) => c.words.map((w) => w.norm);

/** The one number column named by a role's words (the first word that names exactly one column wins). */
function columnFor(index: SchemaIndex, role: Role, except: ColumnEntry[] = []): ColumnEntry | undefined {
  for (const word of role) {
    // Header words and what their acronyms stand for ("MRR" is monthly recurring revenue).
    const names = (c: ColumnEntry) => [...c.words, ...c.aliases.flat()];
    const found = index.columns.filter((c) => c.type === "number" && !c.isId && !c.intensive && !except.includes(c) && names(c).some((w) => w.norm === word || w.stem === stem(word)));
    if (found.length === 1) return found[0];
    if (found.length > 1) return undefined;
  }
  return undefined;
}

function namedTerm(question: string, index: SchemaIndex): BusinessTerm | MissingTerm | undefined {
  const lower = question.toLowerCase();
  for (const term of TERMS) {
    const match = term.pattern.exec(lower);
    if (!match) continue;
    // "EBITDA margin", "net margin": a margin the columns do not make.
    if (term.label === "Margin" && !match[2] && /\b(ebitda|net|operating|contribution)\s+margins?\b/.test(lower)) return undefined;
    if (index.columns.some((c) => term.ownColumn.test(nameWords(c).join(" ")))) return undefined;
    const top = columnFor(index, term.top);
    const minus = top && term.minus ? columnFor(index, term.minus, [top]) : undefined;
    const per = top && (term.label === "Margin" ? top : term.per.map((role) => columnFor(index, role, [top])).find((c) => c !== undefined));
    if (!top || !per || (term.minus && !minus)) {
      // A bare acronym may abbreviate something else ("cost ctr" is a cost centre): only the words themselves are refused.
      if (/^[a-z]{3,4}$/.test(match[0]) && match[0] !== "margin") return undefined;
      return { phrase: match[0], message: `'${match[0]}' is ${term.label.toLowerCase()}, worked out from columns of ${term.needs}; I couldn't find one column for each in this data, so I can't work it out.` };
    }
    return { phrase: match[0], question: question.slice(0, match.index) + top.name + question.slice(match.index + match[0].length), label: term.label, top, per: { op: "sum", column: per }, ...(minus ? { minus } : {}), percent: term.percent === true };
  }
  return undefined;
}

/** "<figure> per <figure>" between two columns of amounts: "revenue per lead", "spend per conversion". */
function columnRatio(question: string, index: SchemaIndex): BusinessTerm | undefined {
  const read = readQuestion(question, index);
  const { mentions, tokens } = read;
  for (let k = 0; k + 1 < mentions.length; k++) {
    const a = mentions[k];
    const b = mentions.find((x) => x.kind === "column" && x.start === a.end + 1);
    if (!b) continue;
    if (a.kind !== "column" || b.kind !== "column" || a.column.type !== "number" || b.column.type !== "number" || a.column === b.column) continue;
    if (b.start !== a.end + 1 || tokens[a.end]?.norm !== "per" || a.column.intensive || b.column.intensive || a.column.isId || b.column.isId) continue;
    const start = tokens[a.start].start;
    const end = tokens[b.end - 1].end;
    // "Revenue per lead": the words the question used for the divisor.
    const label = `${a.column.name} per ${question.slice(tokens[b.start].start, end).toLowerCase()}`;
    return { phrase: question.slice(start, end), question: question.slice(0, start) + a.column.name + question.slice(end), label, top: a.column, per: { op: "sum", column: b.column }, percent: false };
  }
  return undefined;
}

const ORDERS: Role = ["order", "orders", "transaction", "transactions", "purchase", "purchases"];

/**
 * Average order value: total revenue ÷ total orders when a column counts orders; the rows' average when each row
 * is an order (left to the planner); refused when neither (average revenue per campaign is not an order value).
 */
function orderValue(question: string, index: SchemaIndex): BusinessTerm | MissingTerm | undefined {
  const match = /\b(average order value|aov)\b/.exec(question.toLowerCase());
  if (!match || index.columns.some((c) => /\b(aov|order value)\b/.test(nameWords(c).join(" ")))) return undefined;
  if (["order", "transaction", "purchase", "sale"].some((w) => index.rowStems.has(stem(w)))) return undefined;
  const revenue = columnFor(index, REVENUE);
  const orders = revenue && columnFor(index, ORDERS, [revenue]);
  if (!revenue || !orders) return { phrase: match[0], message: `'${match[0]}' is the revenue per order; this data has no column of orders and its rows are not orders, so I can't work it out.` };
  return { phrase: match[0], question: question.slice(0, match.index) + revenue.name + question.slice(match.index + match[0].length), label: "Average order value", top: revenue, per: { op: "sum", column: orders }, percent: false };
}

/** "revenue per employee" where no column holds revenue: refused, rather than read as something else. */
function unnamedFigurePer(question: string, index: SchemaIndex): MissingTerm | undefined {
  const match = /\b(revenue|income|turnover|profit) per (\w+)/.exec(question.toLowerCase());
  if (!match || columnFor(index, [match[1]]) || (match[1] !== "revenue" && columnFor(index, REVENUE))) return undefined;
  return { phrase: match[0], message: `I couldn't find a column of ${match[1]} in this data, so I can't work out '${match[0]}'.` };
}

/** The ratio the question names, if any (named terms first). */
export function findBusinessTerm(question: string, index: SchemaIndex): BusinessTerm | MissingTerm | undefined {
  return orderValue(question, index) ?? namedTerm(question, index) ?? unnamedFigurePer(question, index) ?? columnRatio(question, index);
}

/** "Cost per click = total Spend ÷ total Clicks". */
export function formulaOf(term: BusinessTerm): string {
  const top = term.minus ? `(total ${term.top.name} − total ${term.minus.name})` : `total ${term.top.name}`;
  return `${term.label} = ${top} ÷ total ${term.per.column.name}${term.percent ? ", as a percentage" : ""}`;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");

/**
 * The plan for the term's question, its measure of the numerator turned into the ratio; a refusal (null) when the
 * plan does not measure the numerator exactly once as a plain sum or average, or uses it any other way.
 */
export function applyBusinessTerm(plan: AnalysisPlan, term: BusinessTerm): AnalysisPlan | null {
  if (plan.kind !== "aggregate") return null;
  const uses = plan.measures.filter((m) => m.column === term.top.id);
  if (uses.length !== 1 || plan.measures.length !== 1) return null;
  const old = uses[0];
  if (old.transform || (old.op !== "sum" && old.op !== "mean")) return null;
  if ((plan.filters ?? []).some((f) => f.column === term.top.id) || plan.having?.length || plan.check?.kind === "threshold") return null;
  const id = slug(term.label);
  const ratio: Measure = {
    id,
    op: "sum",
    column: term.top.id,
    per: { op: term.per.op, column: term.per.column.id },
    ...(term.minus ? { minus: { op: "sum" as const, column: term.minus.id } } : {}),
    ...(term.percent ? { percent: true } : {}),
    label: term.label,
  };
  const oldId = old.id ?? `${old.op}_${old.column}`;
  const rename = (ref: string | undefined) => (ref === oldId ? id : ref);
  return {
    ...plan,
    measures: [ratio],
    ...(plan.top ? { top: { ...plan.top, by: rename(plan.top.by) } } : {}),
    ...(plan.sort ? { sort: plan.sort.map((s) => ({ ...s, by: rename(s.by)! })) } : {}),
    ...(plan.check && "measure" in plan.check && plan.check.measure ? { check: { ...plan.check, measure: rename(plan.check.measure) } } : {}),
  } as AnalysisPlan;
}

/** Plans a question that names a ratio: through `plan` with the numerator in the term's place, then the ratio. */
export function planBusinessTerm(term: BusinessTerm | MissingTerm, plan: (question: string) => PlannerResult): PlannerResult {
  if ("message" in term) return { plan: null, understood: "", confidence: 0, planner: "built-in", clarification: { message: term.message, suggestions: [], unknownWords: [term.phrase] } };
  const planned = plan(term.question);
  if (!planned.plan) return planned;
  const ratio = applyBusinessTerm(planned.plan, term);
  if (!ratio) {
    return {
      plan: null,
      understood: "",
      confidence: 0,
      planner: "built-in",
      clarification: { message: `I read '${term.phrase}' as ${formulaOf(term)}, but couldn't fit it into this question. Try asking for it on its own or by one grouping, for example "${term.label.toLowerCase()} by month".`, suggestions: [], unknownWords: [] },
    };
  }
  return { ...planned, plan: ratio, notes: [...(planned.notes ?? []).filter((n) => !n.startsWith(`${term.top.name} is `)), formulaOf(term)] };
}

const GROUPING_WORDS: ReadonlySet<string> = new Set(["by", "each", "per", "every", "across", "breakdown", "split"]);

/**
 * "What percentage of revenue came from North?": the share of one slice as one figure — the sum over the slice's
 * rows ÷ the sum over all rows (within the question's other filters) — rather than every group's share. Applies to
 * a plan that groups by one column only to take shares, when the question names a value of that column (or a yes/no
 * column itself) and no grouping word. Returns the plan unchanged otherwise, and the formula for the notes.
 */
export function shareOfSlice(plan: AnalysisPlan, read: ReadQuestion, index: SchemaIndex): { plan: AnalysisPlan; formula?: string } {
  if (plan.kind === "aggregate" && !plan.groupBy?.length && plan.filters?.length && !plan.check) return shareOfConditions(plan, read, index);
  if (plan.kind !== "aggregate" || plan.groupBy?.length !== 1 || plan.groupBy[0].bucket || plan.check) return { plan };
  const base = shareBase(plan);
  if (!base) return { plan };
  if (read.tokens.some((t) => GROUPING_WORDS.has(t.norm))) return shareOfSliceInEachGroup(plan, base, read, index);
  const column = index.byId.get(plan.groupBy[0].column);
  if (!column) return { plan };
  const values = [...new Set(read.mentions.flatMap((m) => (m.kind === "value" && m.column === column.id && m.match === "whole" ? [m.values[0].value] : [])))];
  let where: Filter | undefined;
  if (values.length === 1) where = { column: column.id, op: "eq", value: values[0] };
  else if (values.length > 1) where = { column: column.id, op: "in", values };
  else if (column.type === "boolean" && read.mentions.some((m) => m.kind === "column" && m.column === column)) where = { column: column.id, op: "eq", value: true };
  if (!where) return { plan };
  // "What percentage of urban households have more than 3 visits?": a condition named after the value is the slice,
  // and the value says which rows the share is of.
  const conditions = (plan.filters ?? []).filter((f) => f.column !== column.id && index.byId.get(f.column)?.type !== "date");
  if (conditions.length > 0) {
    const last = inQuestionOrder({ mentions: read.mentions }, [...conditions, where].map((filter) => ({ filter, columnName: "" }))).at(-1)!.filter;
    if (last !== where) return shareOfConditions({ ...plan, groupBy: undefined, filters: [...(plan.filters ?? []).filter((f) => f.column !== column.id), where] }, read, index);
  }
  const what = shareSubject(base, read, index);
  const slice = describeFilter(where, index.schema.columns.find((c) => c.id === column.id));
  const measure = sliceShare(base, where, `Share of ${what} (${slice})`);
  const { groupBy: _groups, top: _top, sort: _sort, limit: _limit, having: _having, chart: _chart, ...rest } = plan;
  const total = base.column ? `total ${what}` : `all ${what}`;
  return { plan: { ...rest, measures: [measure] }, formula: `Share = ${base.column ? `total ${what}` : what} where ${slice} ÷ ${total}, as a percentage` };
}

/**
 * "What percentage of women have heredity 1?", "what share of female passengers survived?" with no grouping: the
 * condition named last is the slice, the others say which rows the share is of (as for "the majority of").
 */
function shareOfConditions(plan: Extract<AnalysisPlan, { kind: "aggregate" }>, read: ReadQuestion, index: SchemaIndex): { plan: AnalysisPlan; formula?: string } {
  const base = shareBase(plan);
  if (!base) return { plan };
  // Dates say when, never which slice: "in 2024" narrows the rows wherever it is named.
  const isDate = (f: Filter) => index.byId.get(f.column)?.type === "date";
  const ordered = inQuestionOrder({ mentions: read.mentions }, plan.filters!.filter((f) => !isDate(f)).map((filter) => ({ filter, columnName: "" }))).map((f) => f.filter);
  const where = ordered.at(-1);
  if (!where) return { plan };
  const others = [...plan.filters!.filter(isDate), ...ordered.slice(0, -1)];
  const what = shareSubject(base, read, index);
  const slice = describeFilter(where, index.schema.columns.find((c) => c.id === where.column));
  const measure = sliceShare(base, where, `Share of ${what} (${slice})`);
  const { filters: _filters, groupBy: _groups, top: _top, sort: _sort, limit: _limit, having: _having, chart: _chart, ...rest } = plan;
  const of = others.length > 0 ? `${what} where ${others.map((f) => describeFilter(f, index.schema.columns.find((c) => c.id === f.column))).join(" and ")}` : base.column ? `total ${what}` : `all ${what}`;
  return { plan: { ...rest, ...(others.length ? { filters: others } : {}), measures: [measure] }, formula: `Share = ${base.column ? `total ${what}` : what} where ${slice} ÷ ${of}, as a percentage` };
}

/** What a share is of: the measured column's name, or the rows as the question calls them ("tickets", "orders"). */
function shareSubject(base: Measure, read: ReadQuestion, index: SchemaIndex): string {
  if (base.column) return index.byId.get(base.column)?.name ?? base.column;
  const rowWord = read.mentions.find((m) => m.kind === "row" || (m.kind === "column" && m.column.isId));
  return rowWord ? read.tokens[rowWord.start].raw.toLowerCase() : "rows";
}

/** The measure of a plan asking for shares — [figure, the same figure's share_of_total] — or undefined. */
function shareBase(plan: Extract<AnalysisPlan, { kind: "aggregate" }>): Measure | undefined {
  if (plan.measures.length !== 2) return undefined;
  const [base, share] = plan.measures;
  return base.transform || base.per || share.transform?.kind !== "share_of_total" || share.op !== base.op || share.column !== base.column ? undefined : base;
}

/** The slice's share: the figure over rows matching `where`, per the figure over all rows, as a percentage. */
function sliceShare(base: Measure, where: Filter, label: string): Measure {
  const column = base.column ? { column: base.column } : {};
  return { id: "share", op: base.op, ...column, where: [where], per: { op: base.op as RatioTerm["op"], ...column }, percent: true, label };
}

/**
 * "What share of revenue came from online orders in each region": within each group, the slice's total ÷ the
 * group's total — not the groups' shares of the slice, which is what a filter on the slice would give ("share of
 * online revenue by region" stays that). The slice is the one value filter named right after "from".
 */
function shareOfSliceInEachGroup(plan: Extract<AnalysisPlan, { kind: "aggregate" }>, base: Measure, read: ReadQuestion, index: SchemaIndex): { plan: AnalysisPlan; formula?: string } {
  const afterFrom = (start: number) => read.tokens[start - 1]?.norm === "from" || (read.tokens[start - 1]?.norm === "the" && read.tokens[start - 2]?.norm === "from");
  const named = (f: Filter) =>
    f.op === "eq" && read.mentions.some((m) => m.kind === "value" && m.column === f.column && m.values.some((v) => v.value === f.value) && afterFrom(m.start));
  const slices = (plan.filters ?? []).filter((f) => f.column !== plan.groupBy![0].column && named(f));
  if (slices.length !== 1) return { plan };
  const [where] = slices;
  const what = shareSubject(base, read, index);
  const slice = describeFilter(where, index.schema.columns.find((c) => c.id === where.column));
  const measure = sliceShare(base, where, `Share of ${what} (${slice})`);
  const { top: _top, sort: _sort, limit: _limit, having: _having, filters, ...rest } = plan;
  const others = (filters ?? []).filter((f) => f !== where);
  const group = index.byId.get(plan.groupBy![0].column)?.name ?? plan.groupBy![0].column;
  return {
    plan: { ...rest, ...(others.length ? { filters: others } : {}), measures: [measure], sort: [{ by: "share", direction: "desc" }] },
    formula: `Share = ${base.column ? `total ${what}` : what} where ${slice} ÷ ${base.column ? `total ${what}` : `all ${what}`}, within each ${group}, as a percentage`,
  };
}

const YEAR_OVER_YEAR = /\b(yoy|year[- ]over[- ]year|year[- ]on[- ]year)\b/i;

/**
 * "Revenue growth year over year by quarter": each quarter against the same quarter a year earlier — one date
 * grouping with the change's compareTo previous_year — not a grouping by year and by quarter whose change runs
 * from one quarter to the next within each year.
 */
export function yearOverYear(plan: AnalysisPlan, question: string): AnalysisPlan {
  if (plan.kind !== "aggregate" || !YEAR_OVER_YEAR.test(question)) return plan;
  if (!plan.measures.some((m) => m.transform?.kind === "percent_change")) return plan;
  const dated = (plan.groupBy ?? []).filter((g) => g.bucket && g.bucket !== "weekday");
  const finer = dated.filter((g) => g.bucket !== "year");
  if (finer.length !== 1 || dated.length > 2 || (dated.length === 2 && !dated.some((g) => g.bucket === "year" && g.column === finer[0].column))) return plan;
  const yearKey = dated.find((g) => g.bucket === "year");
  const yearId = yearKey ? (yearKey.id ?? `${yearKey.column}_year`) : undefined;
  return {
    ...plan,
    groupBy: (plan.groupBy ?? []).filter((g) => g !== yearKey),
    measures: plan.measures.map((m) => (m.transform?.kind === "percent_change" ? { ...m, transform: { kind: "percent_change" as const, compareTo: "previous_year" as const } } : m)),
    ...(plan.sort ? { sort: plan.sort.filter((s) => s.by !== yearId) } : {}),
  };
}
