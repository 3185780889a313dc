// Relations a table carries between its number columns: one column equal to the product or the sum of two others
// on almost every complete row (revenue = units × unit_price, total = net + tax; margin = revenue − cost is the
// sum read the other way). Cleaning fills a blank from its own row through them, treats a row that breaks one as
// the first sign of an outlier, and never changes one column of a row they tie together.
import type { ColumnSchema } from "../types";
import { isLabelNumber } from "../semantic/label-number";
import { numberRange } from "./rule-parts";
import type { Cell, CleanTable } from "./table";
import { rowCountOf } from "./table";

export interface Relation {
  /** target = left × right, or target = left + right. */
  kind: "product" | "sum";
  target: string;
  left: string;
  right: string;
  /** Rows with all three values, and how many of them the relation holds on. */
  complete: number;
  holding: number;
}

/** Share of complete rows a relation must hold on. */
export const RELATION_SHARE = 0.99;
/** Complete rows needed before a relation is believed. */
const RELATION_MIN_ROWS = 20;
/** Complete rows after which a candidate broken on more than one in ten is dropped. */
const EARLY_ROWS = 200;
/** Number columns compared, at most (pairs × targets grows with the cube). */
const MAX_COLUMNS = 40;

/** Equal up to cents rounding (and floating-point noise on large values). */
export function sameAmount(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.01 + 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

const combine = (kind: Relation["kind"], a: number, b: number) => (kind === "product" ? a * b : a + b);

/** Whether row `i` keeps the relation; null when one of its three values is blank. */
export function holdsOn(relation: Relation, table: CleanTable, i: number): boolean | null {
  const t = table.values[relation.target]?.[i];
  const a = table.values[relation.left]?.[i];
  const b = table.values[relation.right]?.[i];
  if (typeof t !== "number" || typeof a !== "number" || typeof b !== "number") return null;
  return sameAmount(t, combine(relation.kind, a, b));
}

/** The value `column` must have on row `i` for the relation to hold, from the two others; null when they cannot give it. */
export function solveFor(relation: Relation, column: string, table: CleanTable, i: number): number | null {
  const get = (id: string) => table.values[id]?.[i];
  const [t, a, b] = [get(relation.target), get(relation.left), get(relation.right)];
  const value =
    column === relation.target
      ? typeof a === "number" && typeof b === "number" ? combine(relation.kind, a, b) : null
      : typeof t !== "number" ? null
      : (() => {
          const other = get(column === relation.left ? relation.right : relation.left);
          if (typeof other !== "number") return null;
          if (relation.kind === "sum") return t - other;
          return other === 0 ? null : t / other;
        })();
  return value !== null && Number.isFinite(value) ? value : null;
}

/** How `column` follows from the other two, in words: "units × unit_price", "revenue ÷ unit_price", "revenue − cost". */
export function formulaFor(relation: Relation, column: string, names: ReadonlyMap<string, string>): string {
  const name = (id: string) => names.get(id) ?? id;
  if (column === relation.target) return `${name(relation.left)} ${relation.kind === "product" ? "×" : "+"} ${name(relation.right)}`;
  const other = column === relation.left ? relation.right : relation.left;
  return `${name(relation.target)} ${relation.kind === "product" ? "÷" : "−"} ${name(other)}`;
}

/** The relation as an equation: "revenue = units × unit_price". */
export function equationOf(relation: Relation, names: ReadonlyMap<string, string>): string {
  return `${names.get(relation.target) ?? relation.target} = ${formulaFor(relation, relation.target, names)}`;
}

/** Columns that can take part: numbers that measure (not identifiers, years or codes). */
function candidates(table: CleanTable, identifiers: ReadonlySet<string>): ColumnSchema[] {
  return table.columns
    .filter((c) => c.type === "number" && !identifiers.has(c.id) && !isLabelNumber(c, numberRange(table.values[c.id])))
    .slice(0, MAX_COLUMNS);
}

/**
 * Tests one candidate over every row, giving up as soon as more rows break it than 1 % of the table allows.
 * An operand that is the neutral value (1 for ×, 0 for +) on most rows makes the target a copy, not a relation.
 */
function test(kind: Relation["kind"], t: readonly Cell[], a: readonly Cell[], b: readonly Cell[], rows: number): { complete: number; holding: number } | null {
  const allowed = Math.floor((1 - RELATION_SHARE) * rows) + 1;
  const neutral = kind === "product" ? 1 : 0;
  let complete = 0;
  let holding = 0;
  let neutralA = 0;
  let neutralB = 0;
  for (let i = 0; i < rows; i++) {
    const x = t[i];
    const y = a[i];
    const z = b[i];
    if (typeof x !== "number" || typeof y !== "number" || typeof z !== "number") continue;
    complete++;
    if (y === neutral) neutralA++;
    if (z === neutral) neutralB++;
    if (sameAmount(x, combine(kind, y, z))) holding++;
    else if (complete - holding > allowed) return null;
    // Most candidates are no relation at all: one in ten of the first rows breaking it is enough to stop.
    if (complete === EARLY_ROWS && complete - holding > EARLY_ROWS / 10) return null;
  }
  if (complete < RELATION_MIN_ROWS || holding < RELATION_SHARE * complete) return null;
  if (neutralA * 2 > complete || neutralB * 2 > complete) return null;
  return { complete, holding };
}

/** Every product and sum relation between the table's measure columns, strongest evidence first. */
export function findRelations(table: CleanTable, identifiers: ReadonlySet<string>): Relation[] {
  const columns = candidates(table, identifiers);
  const rows = rowCountOf(table);
  const found: Relation[] = [];
  for (const target of columns) {
    for (let l = 0; l < columns.length; l++) {
      for (let r = l + 1; r < columns.length; r++) {
        const left = columns[l];
        const right = columns[r];
        if (left.id === target.id || right.id === target.id) continue;
        for (const kind of ["product", "sum"] as const) {
          const result = test(kind, table.values[target.id], table.values[left.id], table.values[right.id], rows);
          if (result) found.push({ kind, target: target.id, left: left.id, right: right.id, ...result });
        }
      }
    }
  }
  return found.sort((x, y) => y.holding - x.holding);
}

/** Relations found once per table as it stands (its column ids and types), for the rules that consult them. */
const cache = new WeakMap<CleanTable, { key: string; relations: Relation[] }>();

export function relationsOf(table: CleanTable, identifiers: ReadonlySet<string>): Relation[] {
  // Only number columns take part: a yes/no column cleaning adds ("revenue suspect") keeps the relations found.
  const key = table.columns.filter((c) => c.type === "number").map((c) => c.id).join("|");
  const hit = cache.get(table);
  if (hit && hit.key === key) return hit.relations;
  const relations = findRelations(table, identifiers);
  cache.set(table, { key, relations });
  return relations;
}

/** The relations a column takes part in. */
export function relationsWith(relations: readonly Relation[], column: string): Relation[] {
  return relations.filter((r) => r.target === column || r.left === column || r.right === column);
}
