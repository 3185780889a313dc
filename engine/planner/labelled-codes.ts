// Coded categories (issue #27): a file often carries a category twice, as codes (1/2/3, "R1", "NE") and as names
// ("North"). Grouped by the codes, "which region sells most?" answers "R2" where a name was asked. A code column is
// paired with its label column when their values map one to one on every row; the planner then reads and answers
// the category by its names (schema-index.ts, match/mentions.ts, build of the plan in builtin.ts).
import type { AnalysisPlan } from "../plan/schema";
import type { Dataset } from "../types";

type DatasetBatchColumn = Awaited<ReturnType<Dataset["batches"]> extends AsyncIterable<infer B> ? B : never>["columns"][string];
import type { ReadQuestion } from "./match/mentions";
import type { SchemaIndex } from "./schema-index";

/** Categories with more different values than this are not checked: a label list is short. */
const MAX_CATEGORIES = 200;

/** Short codes: no lower-case letter, at most 4 characters ("R1", "NE", "B-2"), or whole numbers. */
function looksLikeCodes(values: readonly string[]): boolean {
  return values.length > 0 && values.every((v) => v.length <= 4 && !/[a-z]/.test(v));
}

/** Names: most values hold a lower-case letter or a space, and are longer than codes. */
function looksLikeNames(values: readonly string[]): boolean {
  const named = values.filter((v) => /[a-z]/.test(v) || v.includes(" ")).length;
  return values.length > 1 && named >= values.length * 0.8 && values.some((v) => v.length > 4);
}

interface Pairing {
  code: string;
  label: string;
  forward: Map<string, string>;
  backward: Map<string, string>;
}

/** A column as the pairing reads it: its type and, when the profile gives it, how many different values it has. */
export interface PairableColumn {
  id: string;
  type: string;
  distinct?: number;
  /** The semantic layer's role, when the profile carries it. */
  role?: string;
}

/**
 * Number columns the facts' pass reads for the pairing beyond its own (codes or ids with few values, as the profile's
 * semantic layer says):
 * part of what it reads (plannerFactsColumns), so the read stays estimable.
 */
export function codeNumberColumns(columns: readonly PairableColumn[]): string[] {
  return columns.filter((c) => c.type === "number" && (c.role === "code" || c.role === "identifier") && c.distinct !== undefined && c.distinct > 1 && c.distinct <= MAX_CATEGORIES).map((c) => c.id);
}

/**
 * Follows, batch by batch of the facts' pass, which columns of codes map one to one to a column of names on every
 * row (a row with only one of the two blank breaks the pairing). Pairs are only tried between columns with as
 * many different values when the profile says so.
 */
export class CodePairs {
  private open: Pairing[];

  constructor(columns: readonly PairableColumn[], read: ReadonlySet<string>) {
    const small = (c: PairableColumn) => read.has(c.id) && (c.distinct === undefined || (c.distinct > 1 && c.distinct <= MAX_CATEGORIES));
    const labels = columns.filter((c) => c.type === "text" && small(c));
    const codes = columns.filter((c) => (c.type === "text" || c.type === "number") && small(c));
    this.open = codes.flatMap((code) => labels.filter((label) => label.id !== code.id && (code.distinct === undefined || label.distinct === undefined || code.distinct === label.distinct)).map((label) => ({ code: code.id, label: label.id, forward: new Map(), backward: new Map() })));
  }

  add(batch: { length: number; columns: Record<string, DatasetBatchColumn | undefined> }): void {
    if (this.open.length === 0) return;
    // A cell as text; null for a number that is no code (a fraction: a measure, not a category).
    const cell = (id: string, i: number): string | null | undefined => {
      const data = batch.columns[id];
      if (data?.type === "text") return data.codes[i] >= 0 ? data.dictionary[data.codes[i]] : undefined;
      if (data?.type !== "number") return null;
      const value = data.values[i];
      return Number.isNaN(value) ? undefined : Number.isInteger(value) ? String(value) : null;
    };
    this.open = this.open.filter((p) => {
      for (let i = 0; i < batch.length; i++) {
        const a = cell(p.code, i);
        const b = cell(p.label, i);
        if (a === null || b === null) return false;
        if (a === undefined || b === undefined) {
          if (a !== b) return false;
          continue;
        }
        if ((p.forward.get(a) ?? b) !== b || (p.backward.get(b) ?? a) !== a) return false;
        p.forward.set(a, b);
        p.backward.set(b, a);
        if (p.forward.size > MAX_CATEGORIES) return false;
      }
      return true;
    });
  }

  /** Code column id → label column id, once every batch was added; `textValues`: the text columns' different values. */
  result(textValues: ReadonlyMap<string, readonly string[]>, types: ReadonlyMap<string, string>): Record<string, string> {
    const found: Record<string, string> = {};
    for (const p of this.open) {
      const names = textValues.get(p.label);
      const codes = types.get(p.code) === "number" ? ["0"] : textValues.get(p.code);
      if (p.forward.size < 2 || !names || !codes || !looksLikeNames(names) || !looksLikeCodes(codes)) continue;
      // A code column with two label columns (a name in two languages) keeps the first.
      found[p.code] ??= p.label;
    }
    return found;
  }
}

/**
 * `plan` grouped by a category's names instead of its codes, where the question asked for the category and not its
 * codes: no word of the code column's own header that the names' header lacks ("code", "id") is in the question.
 * A check names the codes it compares, so a plan with one keeps them.
 */
export function groupedByNames(plan: AnalysisPlan, read: ReadQuestion, index: SchemaIndex): AnalysisPlan {
  if (plan.kind !== "aggregate" || !plan.groupBy?.length || plan.check) return plan;
  const said = new Set(read.tokens.map((t) => t.norm));
  const swap = new Map<string, string>();
  for (const key of plan.groupBy) {
    const coded = index.byId.get(key.column);
    const named = coded?.label;
    if (!coded || !named || key.bucket || key.ranges || plan.groupBy.some((k) => k.column === named.id)) continue;
    const stems = new Set(named.words.flatMap((n) => [n.stem, n.expandedStem ?? n.stem]));
    const own = coded.words.filter((w) => !stems.has(w.stem) && !stems.has(w.expandedStem ?? w.stem));
    if (own.some((w) => said.has(w.norm))) continue;
    swap.set(coded.id, named.id);
  }
  if (swap.size === 0) return plan;
  return {
    ...plan,
    groupBy: plan.groupBy.map((k) => {
      const to = swap.get(k.column);
      if (!to) return k;
      const { id, ...rest } = k;
      return { ...rest, column: to, ...(id !== undefined && id !== k.column ? { id } : {}) };
    }),
    ...(plan.sort ? { sort: plan.sort.map((s) => (swap.has(s.by) ? { ...s, by: swap.get(s.by)! } : s)) } : {}),
  };
}
