// The parts every cleaning rule is made of: levels, the kinds of action, what a rule finds (a Fix) and the
// helpers that keep its wording and its logging of changes alike across rules.
import { formatNumber } from "../format/number";
import type { Cell as FileCell } from "../read/cell";
import type { ColumnSchema } from "../types";
import type { Cell, CleanTable } from "./table";

export type CleaningLevel = "conservative" | "moderate" | "aggressive";

export const CLEANING_LEVELS: readonly CleaningLevel[] = ["conservative", "moderate", "aggressive"];

export type ActionKind =
  | "remove-exact-duplicates"
  | "trim-whitespace"
  | "standardise-case"
  | "convert-text-numbers"
  | "convert-text-dates"
  | "fill-missing"
  | "fill-from-relation"
  | "keep-blank"
  | "note-relation"
  | "mark-suspect"
  | "merge-typos"
  | "merge-values"
  | "remove-near-duplicates"
  | "cap-outliers"
  | "clear-impossible"
  | "drop-empty-column";

/** Source row (0-based) → its cells as the file wrote them (ingest/records.ts); only rows that repeat another. */
export type FileRecords = ReadonlyMap<number, readonly FileCell[]>;

/** What the table looks like around a rule: the columns never to touch, today's date, and the file as written. */
export interface RuleContext {
  identifiers: ReadonlySet<string>;
  /** Epoch ms of "now", for dates in the future. */
  now: number;
  /** The records of the rows that repeat another, as written; absent when the file was not read again. */
  records?: FileRecords;
}

/** A row that repeats an earlier one: both 1-based, as the preview numbers rows. */
export interface RepeatPair {
  row: number;
  earlier: number;
  /** Whether the two are the same record in the file; null when the file was not compared. */
  identicalInFile: boolean | null;
  /** For a pair that differs in the file: the first column that does, and how each row wrote it. */
  difference?: { column: string; earlier: string; here: string };
}

/** Records what a fix changed, for the preview. */
export interface ChangeLog {
  cell(sourceRow: number, columnId: string): void;
  removedRow(sourceRow: number): void;
}

export interface Fix {
  /** Values (column rules) or rows (row rules) the fix changes, as found. */
  count: number;
  /** Plain English, naming the column and giving an example. */
  reason: string;
  /** Changes `table` in place; returns how many values or rows it changed. */
  apply(table: CleanTable, log: ChangeLog): number;
  /** The rows it concerns, one line each ("Row 12: 23 × $45.00 = $1,035.00"), at most EXAMPLE_ROWS. */
  examples?: string[];
  /** Offered but not ticked until the person ticks it: a guess such as a median, or a change to a value. */
  unticked?: true;
  /** Says something about the data and changes nothing (a relation found, blanks left as they are): never a step. */
  informational?: true;
  /** Repeated rows: each with the earlier row it repeats. */
  pairs?: RepeatPair[];
}

/** Rows a recommendation names, at most. */
export const EXAMPLE_ROWS = 10;

/** "Row 12" — the 1-based row of the file as loaded, as the preview numbers them. */
export const rowLabel = (table: CleanTable, i: number) => `Row ${(table.sourceRows[i] + 1).toLocaleString("en-US")}`;

/** Values of one column that name the same thing (an AI suggestion the engine validated): `from` values become `to`. */
export interface ValueMerge {
  from: string[];
  to: string;
}

export interface Rule {
  kind: ActionKind;
  /** The gentlest level that applies it. */
  level: CleaningLevel;
  /** Short title for the list. */
  title: string;
  scope: "rows" | "column";
  /** Applied only as a reviewed suggestion carrying its own values (`merge`); never found by `recommend`. */
  suggestedOnly?: boolean;
  find(table: CleanTable, context: RuleContext, column: ColumnSchema | null, merge?: ValueMerge): Fix | null;
}

export const quote = (value: Cell) => `“${String(value)}”`;
export const countWord = (n: number, singular: string, pluralWord = `${singular}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? singular : pluralWord}`;
export const plainNumber = (value: number, column: ColumnSchema) =>
  formatNumber(value, column.unit?.kind === "currency" ? { kind: "currency", code: column.unit.code } : column.unit?.kind === "percent" ? { kind: "percent" } : { kind: "number" }, { compact: false });

/** Sets cells through one function so every change is logged. */
export function setCell(table: CleanTable, column: string, row: number, value: Cell, log: ChangeLog): void {
  table.values[column][row] = value;
  log.cell(table.sourceRows[row], column);
}

/** A rule over one column's values, only for the column types and roles it names. */
export function columnRule(
  kind: ActionKind,
  level: CleaningLevel,
  title: string,
  types: ColumnSchema["type"][],
  find: (table: CleanTable, column: ColumnSchema, context: RuleContext) => Fix | null,
): Rule {
  return {
    kind,
    level,
    title,
    scope: "column",
    find(table, context, column) {
      if (!column || !types.includes(column.type) || context.identifiers.has(column.id) || !(column.id in table.values)) return null;
      return find(table, column, context);
    },
  };
}

export function frequencies(values: readonly Cell[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) if (typeof value === "string") counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

export function sortedNumbers(values: readonly Cell[]): number[] {
  return values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
}

export function quantile(sorted: ArrayLike<number>, q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** Text columns whose most common value is filled in: categories, where few values repeat many times. */
export function isCategory(values: readonly Cell[]): boolean {
  const counts = frequencies(values);
  let present = 0;
  for (const n of counts.values()) present += n;
  return present > 0 && counts.size <= Math.max(2, present / 2);
}

/** Levels include the gentler ones: Moderate does everything Conservative does. */
export function levelIncludes(level: CleaningLevel, ruleLevel: CleaningLevel): boolean {
  return CLEANING_LEVELS.indexOf(ruleLevel) <= CLEANING_LEVELS.indexOf(level);
}

/** The lowest and highest number of a column (what the semantic rules call its facts). */
export function numberRange(values: readonly Cell[]): { min?: number; max?: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (typeof v !== "number") continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : {};
}

/** Column id → header, for the words of a recommendation. */
export const namesOf = (table: CleanTable): Map<string, string> => new Map(table.columns.map((c) => [c.id, c.name]));

/** A column this empty (share of rows) is dropped by Aggressive cleaning, and never filled. */
export const ALMOST_EMPTY_SHARE = 0.9;
