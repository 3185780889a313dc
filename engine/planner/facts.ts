// Gathers what the built-in planner needs to know about a dataset's values — every distinct value of
// text columns (so "in Germany" finds Country) and each column's range — from the profile plus one pass
// over the dataset's dictionaries. Computed once per dataset and reused for every question. The profile's
// semantic layer (column words, roles, value kinds, the rows' entity) is carried along as stored.
import { MAX_VALUES_PER_COLUMN } from "../semantic/column-role";
import type { DatasetMeaning } from "../semantic/types";
import type { ColumnSchema, Dataset, DatasetSchema } from "../types";
import { CodePairs, codeNumberColumns, type PairableColumn } from "./labelled-codes";
import type { PlannerColumnFacts, PlannerFacts } from "./types";

/** The subset of the ingest profile the planner reads (ColumnProfile satisfies it structurally). */
/**
 * The facts' shape: raised whenever collecting them learns something new the planner reads (code columns paired
 * with their names), so facts kept from an older build are collected again instead of read without it.
 */
export const PLANNER_FACTS_VERSION = 2;

export interface ProfileLike {
  rowCount: number;
  columns: { id: string; count?: number; missing?: number; distinct?: number; min?: number; max?: number; top?: { value: string | number | boolean | null; count: number }[] }[];
  semantic?: DatasetMeaning;
}

/** Number and date columns whose range the profile does not give: the facts' pass finds it. */
function rangesToScan(schema: DatasetSchema, profile?: ProfileLike): ColumnSchema[] {
  return schema.columns.filter((c) => (c.type === "number" || c.type === "date") && !profile?.columns.some((p) => p.id === c.id && p.max !== undefined));
}

/** The columns (ids) collectPlannerFacts reads from every batch: text columns and ranges the profile lacks. */
export function plannerFactsColumns(schema: DatasetSchema, profile?: ProfileLike): string[] {
  const needRange = new Set(rangesToScan(schema, profile));
  // Whole-number categories with few values, for pairing codes with their names (labelled-codes.ts).
  const codes = new Set(codeNumberColumns(pairable(schema, profile)));
  return schema.columns.filter((c) => c.type === "text" || needRange.has(c) || codes.has(c.id)).map((c) => c.id);
}

function pairable(schema: DatasetSchema, profile?: ProfileLike): PairableColumn[] {
  const distinct = new Map((profile?.columns ?? []).map((c) => [c.id, c.distinct]));
  const role = new Map((profile?.semantic?.columns ?? []).map((c) => [c.id, c.role]));
  return schema.columns.map((c) => ({ id: c.id, type: c.type, distinct: distinct.get(c.id), role: role.get(c.id) }));
}

/**
 * Planner facts from a dataset: the profile's figures plus the distinct values of every text column
 * (most frequent first). Scans dictionaries, not rows, for text; numbers and dates come from the
 * profile when given, otherwise from one scan.
 */
export async function collectPlannerFacts(dataset: Dataset, profile?: ProfileLike): Promise<PlannerFacts> {
  const counts = new Map<string, Map<string, number>>();
  const ranges = new Map<string, { min: number; max: number; missing: number }>();
  const overflow = new Set<string>();
  const needRange = rangesToScan(dataset.schema, profile);
  // Only the columns it looks at: on a stored dataset the others' bytes are never read.
  const read = plannerFactsColumns(dataset.schema, profile);
  const pairs = new CodePairs(pairable(dataset.schema, profile), new Set(read));
  for await (const batch of dataset.batches(read)) {
    pairs.add(batch);
    for (const column of dataset.schema.columns) {
      const data = batch.columns[column.id];
      if (!data) continue;
      if (data.type === "text") {
        if (overflow.has(column.id)) continue;
        const tally = counts.get(column.id) ?? new Map<string, number>();
        counts.set(column.id, tally);
        const perCode = new Int32Array(data.dictionary.length);
        for (let i = 0; i < batch.length; i++) {
          const code = data.codes[i];
          if (code >= 0) perCode[code]++;
        }
        for (let code = 0; code < perCode.length; code++) {
          if (perCode[code] === 0) continue;
          const value = data.dictionary[code];
          tally.set(value, (tally.get(value) ?? 0) + perCode[code]);
        }
        if (tally.size > MAX_VALUES_PER_COLUMN) {
          overflow.add(column.id);
          counts.delete(column.id);
        }
      } else if ((data.type === "number" || data.type === "date") && needRange.some((c) => c.id === column.id)) {
        const range = ranges.get(column.id) ?? { min: Infinity, max: -Infinity, missing: 0 };
        for (let i = 0; i < batch.length; i++) {
          const v = data.values[i];
          if (Number.isNaN(v)) range.missing++;
          else {
            if (v < range.min) range.min = v;
            if (v > range.max) range.max = v;
          }
        }
        ranges.set(column.id, range);
      }
    }
  }
  const profiled = new Map((profile?.columns ?? []).map((c) => [c.id, c]));
  const columns: PlannerColumnFacts[] = dataset.schema.columns.map((column) => {
    const known = profiled.get(column.id);
    const facts: PlannerColumnFacts = { id: column.id };
    if (known) {
      if (known.count !== undefined) facts.count = known.count;
      if (known.missing !== undefined) facts.missing = known.missing;
      if (known.distinct !== undefined) facts.distinct = known.distinct;
      if (known.min !== undefined) facts.min = known.min;
      if (known.max !== undefined) facts.max = known.max;
      if (known.top) facts.top = known.top;
    }
    const range = ranges.get(column.id);
    if (range && range.max >= range.min) {
      facts.min = range.min;
      facts.max = range.max;
      facts.missing ??= range.missing;
    }
    const tally = counts.get(column.id);
    if (tally) {
      facts.values = [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
      facts.distinct ??= tally.size;
    }
    return facts;
  });
  const textValues = new Map(columns.flatMap((c) => (c.values ? [[c.id, c.values] as const] : [])));
  const labels = pairs.result(textValues, new Map(dataset.schema.columns.map((c) => [c.id, c.type])));
  return { rowCount: profile?.rowCount ?? dataset.schema.rowCount, columns, ...(Object.keys(labels).length ? { labels } : {}), ...(profile?.semantic ? { semantic: profile.semantic } : {}) };
}
