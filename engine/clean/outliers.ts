// Outliers judged the way an analyst would: a relation the row carries is the first check (a revenue that equals
// its units × unit_price is explained by them, however large), money is compared on a log scale (orders grow by
// multiples), and each value is compared with the rows of its own category when one explains the spread (an
// order of the dearest product is ordinary among that product's orders). A value is flagged only when it lies
// far outside both by the interquartile fences (3 × IQR) and by the robust z-score (3.5 median absolute deviations).
import { moneyFormat } from "../execute/measure-format";
import type { ColumnSchema } from "../types";
import { formulaFor, holdsOn, type Relation, solveFor } from "./relations";
import { frequencies, quantile } from "./rule-parts";
import type { Cell, CleanTable } from "./table";

/** Values needed to judge what is ordinary, in the column or in one category's rows. */
export const OUTLIER_MIN_VALUES = 8;
/** A category explains the spread when its rows spread at most this share of the column's spread. */
const EXPLAINED_SPREAD = 0.5;
/** Categories with more distinct values than this are not used to group (names, free text). */
const MAX_GROUPS = 100;

export interface FlaggedValue {
  /** Index of the row in the table. */
  row: number;
  value: number;
  /** The category value whose rows judged it, when grouped. */
  group: string | null;
  /** The ordinary values around it (its category's, else the column's), in the column's own scale. */
  low: number;
  high: number;
  /** What the relation it breaks gives instead: "units × unit_price gives 540". */
  relation: { formula: string; expected: number } | null;
}

export interface OutlierFinding {
  column: ColumnSchema;
  flagged: FlaggedValue[];
  /** The category column whose values group the rows, if one explains the spread. */
  groupedBy: ColumnSchema | null;
  logScale: boolean;
}

interface Fences {
  outlier(x: number): boolean;
}

/** Fences of one set of (transformed) values; null when there are too few or they hardly vary. */
function fencesOf(values: number[]): Fences | null {
  if (values.length < OUTLIER_MIN_VALUES) return null;
  // Typed arrays sort numbers natively, several times faster than a comparator on a plain array.
  const sorted = Float64Array.from(values).sort();
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  if (iqr === 0) return null;
  const median = quantile(sorted, 0.5);
  const mad = quantile(sorted.map((v) => Math.abs(v - median)).sort(), 0.5);
  return {
    outlier(x) {
      const byIqr = x < q1 - 3 * iqr || x > q3 + 3 * iqr;
      const byZ = mad === 0 ? byIqr : Math.abs((0.6745 * (x - median)) / mad) > 3.5;
      return byIqr && byZ;
    },
  };
}

/** Median absolute deviation of values from their own group's median (one group: the plain MAD). */
function spreadWithin(values: readonly number[], groups: readonly (string | null)[]): number {
  const byGroup = new Map<string | null, number[]>();
  values.forEach((v, i) => {
    const list = byGroup.get(groups[i]);
    if (list) list.push(v);
    else byGroup.set(groups[i], [v]);
  });
  const deviations = new Float64Array(values.length);
  let at = 0;
  for (const list of byGroup.values()) {
    const median = quantile(Float64Array.from(list).sort(), 0.5);
    for (const v of list) deviations[at++] = Math.abs(v - median);
  }
  return quantile(deviations.sort(), 0.5);
}

/** The category column that best explains the spread of `values` (rows `rows`), if any explains it. */
function explainingCategory(table: CleanTable, identifiers: ReadonlySet<string>, rows: readonly number[], values: readonly number[]): ColumnSchema | null {
  let overall: number | null = null;
  let best: { column: ColumnSchema; spread: number } | null = null;
  for (const column of table.columns) {
    if (column.type !== "text" || identifiers.has(column.id)) continue;
    overall ??= spreadWithin(values, values.map(() => null));
    if (overall === 0) return null;
    const cells = table.values[column.id];
    const counts = frequencies(rows.map((i) => cells[i]));
    if (counts.size < 2 || counts.size > MAX_GROUPS || counts.size > rows.length / OUTLIER_MIN_VALUES) continue;
    const spread = spreadWithin(values, rows.map((i) => (typeof cells[i] === "string" ? (cells[i] as string) : null)));
    if (spread <= EXPLAINED_SPREAD * overall && (!best || spread < best.spread)) best = { column, spread };
  }
  return best?.column ?? null;
}

/** Whether a column holds money: its unit or its header ("revenue", "Unit Price"). */
export function isMoney(column: ColumnSchema): boolean {
  return column.unit?.kind === "currency" || moneyFormat(column) !== undefined;
}

/**
 * The values of a number column that lie far outside what is ordinary for their row. Rows where a relation
 * with `column` as its result holds are never flagged in it: the other columns of the row explain the value.
 */
export function findOutliers(table: CleanTable, column: ColumnSchema, identifiers: ReadonlySet<string>, relations: readonly Relation[], names: ReadonlyMap<string, string>): OutlierFinding | null {
  const cells = table.values[column.id];
  const rows: number[] = [];
  for (let i = 0; i < cells.length; i++) if (typeof cells[i] === "number") rows.push(i);
  if (rows.length < OUTLIER_MIN_VALUES) return null;
  const raw = rows.map((i) => cells[i] as number);
  const logScale = isMoney(column) && raw.every((v) => v > 0);
  const scaled = logScale ? raw.map(Math.log) : raw;
  const groupedBy = explainingCategory(table, identifiers, rows, scaled);
  const groupOf = (i: number): string | null => {
    const value: Cell = groupedBy ? table.values[groupedBy.id][i] : null;
    return typeof value === "string" ? value : null;
  };

  // Fences and ordinary range per group; a group too small to judge falls back to the whole column.
  const members = new Map<string | null, number[]>();
  rows.forEach((i, k) => {
    const key = groupOf(i);
    const list = members.get(key);
    if (list) list.push(k);
    else members.set(key, [k]);
  });
  const overall = fencesOf(scaled);
  const judged = new Map<string | null, { fences: Fences | null; own: boolean }>();
  for (const [key, ks] of members) {
    const own = groupedBy && ks.length >= OUTLIER_MIN_VALUES ? fencesOf(ks.map((k) => scaled[k])) : null;
    judged.set(key, { fences: own ?? (groupedBy && ks.length >= OUTLIER_MIN_VALUES ? null : overall), own: own !== null });
  }
  const results = relations.filter((r) => r.target === column.id);
  const flaggedKs: number[] = [];
  rows.forEach((i, k) => {
    if (results.some((r) => holdsOn(r, table, i) === true)) return;
    if (judged.get(groupOf(i))?.fences?.outlier(scaled[k])) flaggedKs.push(k);
  });
  if (flaggedKs.length === 0) return null;
  const flaggedSet = new Set(flaggedKs);
  const flagged = flaggedKs.map((k): FlaggedValue => {
    const i = rows[k];
    const key = groupOf(i);
    const { own } = judged.get(key)!;
    const around = (own ? members.get(key)! : rows.map((_, kk) => kk)).filter((kk) => !flaggedSet.has(kk)).map((kk) => raw[kk]);
    const broken = results.find((r) => holdsOn(r, table, i) === false);
    const expected = broken ? solveFor(broken, column.id, table, i) : null;
    return {
      row: i,
      value: raw[k],
      group: own ? key : null,
      low: around.reduce((a, b) => Math.min(a, b), Infinity),
      high: around.reduce((a, b) => Math.max(a, b), -Infinity),
      relation: broken && expected !== null ? { formula: formulaFor(broken, column.id, names), expected } : null,
    };
  });
  return { column, flagged, groupedBy, logScale };
}
