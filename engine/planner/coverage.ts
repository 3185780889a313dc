// Precision before recall: a plan must use everything the question names. A column, a value or a time phrase
// that was read but plays no part in the plan means the planner did not understand how it fits, and an
// answer without it would be an answer to another question — so the planner asks instead.
import type { AnalysisPlan } from "../plan/schema";
import type { Mention } from "./match/mentions";
import type { TimeFilterRef } from "./time/expressions";
import type { ColumnEntry } from "./schema-index";
import { echoesColumn } from "./roles/draft";
import { stem } from "../language/lemmatize";
import { MONEY_NOUNS, moneyCompatible } from "./roles/money";

/** Verbs that name the money a question is about without being a separate figure ("quantity sold"). */
const CONTEXT_VERBS: ReadonlySet<string> = new Set(["sold", "sell", "sells", "selling", "spent", "spend", "spending", "paid", "pay", "earned", "earn", "bought", "buy", "ordered"]);

/** Every column id the plan reads: measured, grouped, filtered, shown or sorted by. */
export function planColumns(plan: AnalysisPlan): { ids: Set<string>; allColumns: boolean } {
  const ids = new Set<string>();
  for (const f of plan.filters ?? []) ids.add(f.column);
  if (plan.kind === "rows") {
    for (const c of plan.columns ?? []) ids.add(c);
    for (const s of plan.sort ?? []) ids.add(s.by);
    // A listing shows every column; a yes/no check over rows uses only its filters.
    // A listing shows every column; a yes/no check over rows uses only its filters.
    return { ids, allColumns: !plan.columns && !plan.check };
  }
  for (const m of plan.measures) if (m.column) ids.add(m.column);
  for (const g of plan.groupBy ?? []) ids.add(g.column);
  for (const m of plan.measures) if (m.transform?.kind === "period_change") ids.add(m.transform.column);
  return { ids, allColumns: false };
}

/** The columns a mention (tokens [start, end)) could equally mean, when the plan uses one of them: the planner asks which. */
export function ambiguousColumn(mentions: readonly Mention[], plan: AnalysisPlan): { columns: ColumnEntry[]; start: number; end: number } | undefined {
  const { ids } = planColumns(plan);
  for (const m of mentions) {
    if (m.kind === "column" && m.ambiguous?.length && ids.has(m.column.id)) return { columns: [m.column, ...m.ambiguous], start: m.start, end: m.end };
  }
  return undefined;
}

/** The words of mentions the plan does not use: a column or value it never reads, a time phrase it never applies. */
export function unusedMentions(mentions: readonly Mention[], plan: AnalysisPlan, raw: (m: Mention) => string, datasetWords: ReadonlySet<string> = new Set(), together: ReadonlySet<number> = new Set(), yearColumns: ReadonlySet<string> = new Set()): string[] {
  const { ids, allColumns } = planColumns(plan);
  // A column of years grouped as it is stands for "each year" in a table without dates (roles/year-bounds.ts).
  const bucketed = plan.kind === "aggregate" && (plan.groupBy ?? []).some((g) => g.bucket !== undefined || yearColumns.has(g.column));
  const usesDates = (plan.filters ?? []).some((f) => f.op === "date_range" || [(f as { value?: unknown }).value, (f as { from?: unknown }).from].some((v) => typeof v === "string" && /^\d{4}/.test(v))) || bucketed || (plan.kind === "aggregate" && plan.measures.some((m) => m.transform !== undefined));
  // A year bound compared with a column of years ("built before 1970" on Year Built, roles/year-bounds.ts).
  const numbers = new Set((plan.filters ?? []).flatMap((f) => ["value", "from", "to"].map((key) => (f as Record<string, unknown>)[key]).filter((v) => typeof v === "number")));
  const comparesYear = (m: Mention) => m.kind === "time" && m.time.kind === "filter" && statedYears(m.time.filter).some((year) => numbers.has(year));
  const unused: string[] = [];
  const usedColumns = mentions.flatMap((m) => (m.kind === "column" && ids.has(m.column.id) ? [m.column] : []));
  const used = (m: Mention | undefined): boolean => m?.kind === "column" && (ids.has(m.column.id) || allColumns);
  mentions.forEach((m, k) => {
    if (m.kind === "column") {
      if (ids.has(m.column.id) || allColumns || m.alternatives.some((c) => ids.has(c.id))) return;
      // An id column stands for the rows themselves ("how many orders" → Order ID); a money verb ("sold",
      // "spent") is context for the measure; a word right before the column it modifies ("product category").
      if (m.column.isId || CONTEXT_VERBS.has(raw(m).toLowerCase())) return;
      // "won by all parties": the rows taken together (collective-all.ts).
      if (together.has(m.start)) return;
      // The rows' own noun, as the file names them ("any product" in products.csv), not the Product Name column.
      if (raw(m).toLowerCase().split(/\s+/).every((w) => datasetWords.has(w) || datasetWords.has(stem(w)))) return;
      if (m.end - m.start === 1 && mentions[k + 1]?.start === m.end && used(mentions[k + 1])) return;
      // The entity a value qualifies ("Enterprise customers", "strategic accounts").
      const before = mentions[k - 1];
      if (before?.kind === "value" && before.end === m.start && ids.has(before.column)) return;
      // Another reading of a column the plan uses ("to resolve" beside Resolution Hours).
      if (usedColumns.some((c) => echoesColumn(raw(m).toLowerCase(), c))) return;
      unused.push(raw(m));
    }
    else if (m.kind === "value" && !ids.has(m.column)) unused.push(raw(m));
    else if (m.kind === "time" && !usesDates && !comparesYear(m)) unused.push(raw(m));
  });
  return unused;
}

/** The calendar years a time bound states ("before 1970", "between 2001 and 2005"). */
function statedYears(bound: TimeFilterRef): number[] {
  const refs = bound.kind === "between" ? [bound.from, bound.to] : [bound.ref];
  return refs.flatMap((ref) => (ref.kind === "year" ? [ref.year] : []));
}

/**
 * Money nouns the plan leaves unexplained: "the unit cost of a lamp" answered with Quantity names a cost and reads
 * no column a cost could be. A money word is explained by a column the plan reads that it fits (money.ts); the
 * file's own words ("sales" in sales.csv) are context.
 */
export function unexplainedMoneyWords(mentions: readonly Mention[], plan: AnalysisPlan, columns: readonly ColumnEntry[], datasetWords: ReadonlySet<string> = new Set()): string[] {
  const { ids, allColumns } = planColumns(plan);
  if (allColumns) return [];
  const read = columns.filter((c) => ids.has(c.id));
  return mentions.flatMap((m) => {
    if (m.kind !== "word" || !MONEY_NOUNS.has(m.norm) || datasetWords.has(m.norm) || datasetWords.has(stem(m.norm))) return [];
    return read.some((c) => c.type === "number" && c.moneyRank !== undefined && moneyCompatible(m.norm, c)) ? [] : [m.raw];
  });
}
