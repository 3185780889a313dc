// What a result covers, in words a sentence or a chart title can carry: the period its date filters keep
// ("in Mar 2024", "from Mar 5, 2024 to Apr 2, 2024") and its other filters ("Region is North"), so that an
// answer never reads as if it were about the whole file when it is about a part of it.
import { describeFilter, describePeriod } from "../plan/describe";
import type { ValidPlan } from "../plan/validate";
import type { ColumnSchema } from "../types";
import type { ResolvedDateRange, ResultScope } from "./result";

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
const pad = (n: number) => String(n).padStart(2, "0");

/** A first and last day as the calendar period they make up, when they make up one: year, quarter, month or day. */
function wholePeriod(from: string, to: string): string | undefined {
  const a = new Date(dayOf(from));
  const b = new Date(dayOf(to) + DAY); // the day after the last
  const [y, m, d] = [a.getUTCFullYear(), a.getUTCMonth(), a.getUTCDate()];
  if (dayOf(from) === dayOf(to)) return `${y}-${pad(m + 1)}-${pad(d)}`;
  if (d !== 1 || b.getUTCDate() !== 1) return undefined;
  const months = (b.getUTCFullYear() - y) * 12 + b.getUTCMonth() - m;
  if (months === 12 && m === 0) return String(y);
  if (months === 3 && m % 3 === 0) return `${y}-Q${m / 3 + 1}`;
  if (months === 1) return `${y}-${pad(m + 1)}`;
  return undefined;
}

/** A resolved date range in words: "in Mar 2024", "from Mar 5, 2024 to Apr 2, 2024", "since Mar 5, 2024". */
export function periodWords(from: string | null, to: string | null): string | undefined {
  if (from && to) {
    const whole = wholePeriod(from, to);
    return whole ? `in ${describePeriod(whole)}` : `from ${describePeriod(from.slice(0, 10))} to ${describePeriod(to.slice(0, 10))}`;
  }
  if (from) return `since ${describePeriod(from.slice(0, 10))}`;
  if (to) return `up to ${describePeriod(to.slice(0, 10))}`;
  return undefined;
}

/**
 * The scope of a plan's result from its filters and their resolved date ranges. Filters that only keep
 * blanks out of a ranking ("Product is not blank") say nothing a reader needs and are left out.
 */
export function describeScope(plan: ValidPlan, columns: ReadonlyMap<string, ColumnSchema>, dateRanges: readonly ResolvedDateRange[]): ResultScope {
  const filters = plan.filters ?? [];
  const dated = dateRanges.filter((r) => "filter" in r.source);
  // One period (or the same period twice) reads as "in Mar 2024"; different date filters each keep their column's name.
  const onePeriod = new Set(dated.map((r) => `${r.from}|${r.to}`)).size === 1;
  let period: string | undefined;
  const conditions: string[] = [];
  filters.forEach((filter, i) => {
    if (filter.op === "is_not_empty") return;
    const range = dated.find((r) => "filter" in r.source && r.source.filter === i);
    const words = range && onePeriod ? periodWords(range.from, range.to) : undefined;
    if (words) period = words;
    else conditions.push(describeFilter(filter, columns.get(filter.column)));
  });
  return { ...(period ? { period } : {}), conditions: [...new Set(conditions)] };
}
