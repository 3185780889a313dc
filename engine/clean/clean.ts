// Cleaning a table at a level: the recommendations (each rule's finding, per column), the recipe a person
// keeps after unticking some, applying it, and the preview of what it changes — including the effect on
// totals, computed on the full data.
import { formatNumber } from "../format/number";
import type { ValueFormat } from "../execute/result";
import type { ColumnSchema } from "../types";
import { type ActionKind, type CleaningLevel, type ChangeLog, type FileRecords, levelIncludes, type RepeatPair, type RuleContext, type ValueMerge } from "./rule-parts";
import { RULES, ruleContext } from "./rules";
import { type Cell, type CleanTable, rowCountOf } from "./table";
import { isAdditiveMeasure } from "./missing-rules";
import { numberRange } from "./rule-parts";
import { isLabelNumber } from "../semantic/label-number";

export interface Recommendation {
  /** Stable within a dataset: the action and its column, e.g. "fill-missing:revenue". */
  id: string;
  kind: ActionKind;
  title: string;
  /** The gentlest level that includes it. */
  level: CleaningLevel;
  column: { id: string; name: string } | null;
  /** Values (or rows, for row actions) it changes. */
  count: number;
  unit: "values" | "rows" | "column";
  reason: string;
  /** Set on an AI suggestion (validated by the engine): it is applied only when the person ticks it. */
  suggestedBy?: "ai";
  /** The values a merge-values suggestion merges. */
  merge?: ValueMerge;
  /** The rows it concerns, one line each ("Row 12: 23 × $45.00 = $1,035.00"). */
  examples?: string[];
  /** Offered unticked: a typical value for a blank, or a change to a recorded value (capping). */
  unticked?: true;
  /** Says something about the data and changes nothing: shown without a tick box, never a step of a recipe. */
  informational?: true;
  /** Repeated rows: every repeat (up to MAX_PAIRS) with the earlier row it repeats and how they stand in the file. */
  pairs?: RepeatPair[];
}

/** Ticked on a first look: every detector's recommendation but the unticked offers; never an AI suggestion. */
export function tickedByDefault(recommendation: Recommendation): boolean {
  return !recommendation.unticked && !recommendation.informational && recommendation.suggestedBy !== "ai";
}

export interface CleaningStep {
  kind: ActionKind;
  /** The column of a column action; null for row actions. */
  column: string | null;
  /** What a merge-values step merges (it is not found again from the data). */
  merge?: ValueMerge;
}

/** What was chosen, kept with the cleaned copy so it can be applied again to a newer upload with the same columns. */
export interface CleaningRecipe {
  level: CleaningLevel;
  steps: CleaningStep[];
}

/** The id of a step's recommendation, e.g. "fill-missing:revenue": a saved recipe's steps are ticked by it. */
export const stepId = (step: CleaningStep) =>
  step.merge ? `${step.kind}:${step.column}:${step.merge.to}` : step.column ? `${step.kind}:${step.column}` : step.kind;

function copyTable(table: CleanTable): CleanTable {
  const values: Record<string, Cell[]> = {};
  for (const column of table.columns) values[column.id] = table.values[column.id].slice();
  return { columns: table.columns.map((c) => ({ ...c })), values, sourceRows: table.sourceRows.slice() };
}

/**
 * Every problem the rules of `level` (and gentler levels) find in `table`, in the order they are applied. Each
 * rule looks at the table as the rules before it leave it, so a blank in numbers stored as text is found as a
 * missing number once they are converted.
 */
export function recommend(table: CleanTable, level: CleaningLevel, now: number, records?: FileRecords): Recommendation[] {
  const context = { ...ruleContext(table, now), ...(records ? { records } : {}) };
  const current = copyTable(table);
  const ignore: ChangeLog = { cell() {}, removedRow() {} };
  const out: Recommendation[] = [];
  for (const rule of RULES) {
    if (!levelIncludes(level, rule.level) || rule.suggestedOnly) continue;
    const columns: (ColumnSchema | null)[] = rule.scope === "rows" ? [null] : current.columns.slice();
    for (const column of columns) {
      const fix = rule.find(current, context, column && current.columns.find((c) => c.id === column.id)!);
      if (!fix) continue;
      out.push({
        id: stepId({ kind: rule.kind, column: column?.id ?? null }),
        kind: rule.kind,
        title: rule.title,
        level: rule.level,
        column: column ? { id: column.id, name: column.name } : null,
        count: fix.count,
        unit: rule.scope === "rows" ? "rows" : rule.kind === "drop-empty-column" ? "column" : "values",
        reason: fix.reason,
        ...(fix.examples?.length ? { examples: fix.examples } : {}),
        ...(fix.unticked ? { unticked: true as const } : {}),
        ...(fix.informational ? { informational: true as const } : {}),
        ...(fix.pairs ? { pairs: fix.pairs } : {}),
      });
      fix.apply(current, ignore);
    }
  }
  return out;
}

/** The recipe of the recommendations still ticked: all of them but the ids in `skipped` (and notes, which change nothing). */
export function recipeFrom(level: CleaningLevel, recommendations: readonly Recommendation[], skipped: Iterable<string> = []): CleaningRecipe {
  const skip = new Set(skipped);
  return {
    level,
    steps: recommendations.filter((r) => !skip.has(r.id) && !r.informational).map((r) => ({ kind: r.kind, column: r.column?.id ?? null, ...(r.merge ? { merge: r.merge } : {}) })),
  };
}

export interface AppliedCleaning {
  table: CleanTable;
  /** Per step id: values or rows changed. */
  counts: Map<string, number>;
  /** Source row → ids of the columns whose value changed. */
  changedCells: Map<number, Set<string>>;
  removedRows: Set<number>;
}

/**
 * Applies `recipe` to a copy of `table` (the input is not changed). Steps run in the rules' order whatever
 * the recipe's order; each finds its problem again on the table as earlier steps left it, so a recipe saved
 * from one upload applies to a newer one with the same columns. Steps whose column is gone are skipped.
 */
export function applyRecipe(table: CleanTable, recipe: CleaningRecipe, now: number, context: RuleContext = ruleContext(table, now)): AppliedCleaning {
  const current = copyTable(table);
  const counts = new Map<string, number>();
  const changedCells = new Map<number, Set<string>>();
  const removedRows = new Set<number>();
  const log: ChangeLog = {
    cell(sourceRow, columnId) {
      const set = changedCells.get(sourceRow) ?? new Set<string>();
      set.add(columnId);
      changedCells.set(sourceRow, set);
    },
    removedRow: (sourceRow) => removedRows.add(sourceRow),
  };
  for (const rule of RULES) {
    for (const step of recipe.steps) {
      if (step.kind !== rule.kind) continue;
      const column = step.column === null ? null : (current.columns.find((c) => c.id === step.column) ?? undefined);
      if (column === undefined) continue;
      const fix = rule.find(current, context, column, step.merge);
      if (fix) counts.set(stepId(step), fix.apply(current, log));
    }
  }
  return { table: current, counts, changedCells, removedRows };
}

export interface PreviewCell {
  column: string;
  before: Cell;
  after: Cell;
  changed: boolean;
}

export interface PreviewRow {
  /** 1-based row number in the file as loaded. */
  row: number;
  removed: boolean;
  cells: PreviewCell[];
}

export interface AnswerEffect {
  label: string;
  before: number | null;
  after: number | null;
  /** e.g. "$1,240,500"; "—" when the value cannot be computed (a column that was text before). */
  beforeText: string;
  afterText: string;
  /** e.g. "−0.4 %", or null when there is no change to give as a share. */
  changeText: string | null;
}

export interface CleaningPreview {
  recipe: CleaningRecipe;
  /** Per recommendation id still in the recipe: what applying changed. */
  counts: { id: string; count: number }[];
  rowsBefore: number;
  rowsAfter: number;
  columnsBefore: ColumnSchema[];
  columnsAfter: ColumnSchema[];
  /** The sample's columns: the file's, then those cleaning adds ("revenue suspect"). */
  sampleColumns: ColumnSchema[];
  /** A sample of affected rows with the columns they changed in. */
  sample: PreviewRow[];
  affectedRows: number;
  effects: AnswerEffect[];
}

/** Measures whose totals the preview compares, at most. */
const EFFECT_MEASURES = 3;

function formatOf(column: ColumnSchema): ValueFormat {
  if (column.unit?.kind === "currency") return { kind: "currency", code: column.unit.code };
  if (column.unit?.kind === "percent") return { kind: "percent" };
  return { kind: "number" };
}

function changeText(before: number | null, after: number | null): string | null {
  if (before === null || after === null || before === 0) return null;
  const change = ((after - before) / Math.abs(before)) * 100;
  const rounded = Math.abs(change) >= 10 ? change.toFixed(0) : change.toFixed(1);
  if (Number(rounded) === 0) return after === before ? "no change" : "< 0.1 %";
  return `${change > 0 ? "+" : "−"}${rounded.replace("-", "")} %`;
}

function effect(label: string, before: number | null, after: number | null, format: ValueFormat): AnswerEffect {
  const text = (v: number | null) => (v === null ? "—" : formatNumber(v, format, { compact: false }));
  return { label, before, after, beforeText: text(before), afterText: text(after), changeText: changeText(before, after) };
}

/** The column's total, or its average when `average` (a column that does not add up); null when it is not numbers. */
function summary(table: CleanTable, columnId: string, average: boolean): number | null {
  const column = table.columns.find((c) => c.id === columnId);
  if (!column || column.type !== "number") return null;
  let sum = 0;
  let n = 0;
  for (const v of table.values[columnId]) {
    if (typeof v !== "number") continue;
    sum += v;
    n++;
  }
  return average ? (n === 0 ? null : sum / n) : sum;
}

function missingCells(table: CleanTable): number {
  let n = 0;
  for (const column of table.columns) for (const v of table.values[column.id]) if (v === null) n++;
  return n;
}

/**
 * Rows, blanks and the main measures (currency first) before and after cleaning, each as the answers read it:
 * totalled when it adds up, averaged when it does not (a price, a rate), never a year or a code.
 */
function answerEffects(before: CleanTable, after: CleanTable, context: RuleContext): AnswerEffect[] {
  const measures = after.columns
    .filter((c) => c.type === "number" && !context.identifiers.has(c.id) && !isLabelNumber(c, numberRange(after.values[c.id])))
    .sort((a, b) => Number(b.unit?.kind === "currency") - Number(a.unit?.kind === "currency"))
    .slice(0, EFFECT_MEASURES);
  return [
    effect("Rows", rowCountOf(before), rowCountOf(after), { kind: "integer" }),
    effect("Blank cells", missingCells(before), missingCells(after), { kind: "integer" }),
    ...measures.map((m) => {
      const average = !isAdditiveMeasure(after, m);
      return effect(`${average ? "Average" : "Total"} ${m.name}`, summary(before, m.id, average), summary(after, m.id, average), formatOf(m));
    }),
  ];
}

/**
 * Up to `limit` affected rows, taken in turn from each kind of change (removed rows, then each changed column), so
 * one change touching every row does not hide the rarer ones; in row order.
 */
function sampleAffected(applied: AppliedCleaning, affected: readonly number[], limit: number): number[] {
  const groups = new Map<string, number[]>();
  const add = (key: string, row: number) => groups.set(key, [...(groups.get(key) ?? []), row]);
  for (const row of affected) {
    if (applied.removedRows.has(row)) add("", row);
    else for (const column of applied.changedCells.get(row) ?? []) add(column, row);
  }
  const chosen = new Set<number>();
  const queues = [...groups.values()];
  for (let round = 0; chosen.size < limit && queues.some((q) => round < q.length); round++) {
    for (const queue of queues) if (round < queue.length && chosen.size < limit) chosen.add(queue[round]);
  }
  return [...chosen].sort((a, b) => a - b);
}

/**
 * What applying `recipe` to `table` would do: counts per step, rows and totals before and after (over the
 * full table) and up to `sampleRows` affected rows with their changed cells.
 */
export function previewCleaning(table: CleanTable, recipe: CleaningRecipe, now: number, sampleRows = 12): { preview: CleaningPreview; applied: AppliedCleaning } {
  const context = ruleContext(table, now);
  const applied = applyRecipe(table, recipe, now, context);
  const after = applied.table;
  const afterRow = new Map(after.sourceRows.map((source, i) => [source, i]));
  const affected = [...new Set([...applied.changedCells.keys(), ...applied.removedRows])].sort((a, b) => a - b);
  const sampleColumns = [...table.columns, ...after.columns.filter((c) => !table.columns.some((b) => b.id === c.id))];
  const sample: PreviewRow[] = sampleAffected(applied, affected, sampleRows).map((source) => {
    const at = afterRow.get(source);
    const changed = applied.changedCells.get(source) ?? new Set<string>();
    const removed = at === undefined;
    return {
      row: source + 1,
      removed,
      cells: sampleColumns.map((c) => {
        const before = table.values[c.id]?.[source] ?? null;
        const after = removed || !(c.id in applied.table.values) ? null : applied.table.values[c.id][at];
        return { column: c.id, before, after, changed: !removed && changed.has(c.id) };
      }),
    };
  });
  return {
    applied,
    preview: {
      recipe,
      counts: recipe.steps.map((s) => ({ id: stepId(s), count: applied.counts.get(stepId(s)) ?? 0 })),
      rowsBefore: rowCountOf(table),
      rowsAfter: rowCountOf(after),
      columnsBefore: table.columns,
      columnsAfter: after.columns,
      sampleColumns,
      sample,
      affectedRows: affected.length,
      effects: answerEffects(table, after, context),
    },
  };
}
