// "Run this report on a new file": which column of the newer file stands for each column the report's plans
// read. A column with the same name (ignoring case, spaces and punctuation) and the same type matches; one
// whose name is gone may have been renamed — the best same-type column left over is suggested, and the user
// confirms it; nothing of that type left means the report cannot run on the file.
import type { ColumnSchema, ColumnType } from "../types";

/** "Order Date", "order_date" and "ORDER-DATE" are one name. */
export function columnNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export type ColumnMatch =
  /** The same name and type in the new file. */
  | { status: "same"; column: ColumnSchema; match: ColumnSchema }
  /**
   * Not found by name (or found with another type: `sameNameOtherType`): the new file's unclaimed columns of the
   * same type, best first. The user confirms one.
   */
  | { status: "renamed"; column: ColumnSchema; options: ColumnSchema[]; sameNameOtherType?: ColumnSchema }
  /** No column of this type is left in the new file. */
  | { status: "missing"; column: ColumnSchema; sameNameOtherType?: ColumnSchema };

export interface ColumnMatching {
  matches: ColumnMatch[];
  /** Every column has a match or a rename to confirm. */
  runnable: boolean;
  /** Some columns were renamed: the user has to confirm which new column stands for each. */
  needsConfirmation: boolean;
}

const words = (name: string) => new Set(columnNameKey(name).split(" ").filter(Boolean));

/** How alike two headers are: shared words over all words (Jaccard), 0 to 1. */
function nameSimilarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  const all = new Set([...x, ...y]).size;
  return all === 0 ? 0 : shared / all;
}

/**
 * Matches the columns `neededIds` of the `previous` schema (the ones the report reads) against the `next`
 * file's columns. A new column whose name matches any previous column is never offered as a rename of another.
 */
export function matchColumns(previous: readonly ColumnSchema[], next: readonly ColumnSchema[], neededIds: readonly string[]): ColumnMatching {
  const byName = new Map(next.map((c) => [columnNameKey(c.name), c]));
  // Columns the new file keeps under a previous name and type are taken; the rest may be renames.
  const unclaimed = next.filter((c) => !previous.some((p) => columnNameKey(p.name) === columnNameKey(c.name) && p.type === c.type));
  const matches: ColumnMatch[] = [];
  for (const id of neededIds) {
    const column = previous.find((c) => c.id === id);
    if (!column) continue;
    const named = byName.get(columnNameKey(column.name));
    if (named && named.type === column.type) {
      matches.push({ status: "same", column, match: named });
      continue;
    }
    const position = previous.indexOf(column);
    const options = unclaimed
      .filter((c) => c.type === column.type && c !== named)
      // Most alike name first; then the column in the same place in the file; then file order.
      .map((c, order) => ({ c, score: nameSimilarity(column.name, c.name) + (next.indexOf(c) === position ? 0.5 : 0), order }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map(({ c }) => c);
    const sameNameOtherType = named ? { sameNameOtherType: named } : {};
    matches.push(options.length > 0 ? { status: "renamed", column, options, ...sameNameOtherType } : { status: "missing", column, ...sameNameOtherType });
  }
  return {
    matches,
    runnable: matches.every((m) => m.status !== "missing"),
    needsConfirmation: matches.some((m) => m.status === "renamed"),
  };
}

const TYPE_WORDS: Record<ColumnType, string> = { number: "numbers", date: "dates", text: "text", boolean: "yes/no values" };

/** "numbers", "dates": what a column of this type holds, for messages. */
export function columnTypeWords(type: ColumnType): string {
  return TYPE_WORDS[type];
}

export type ColumnMapping =
  | { ok: true; mapping: Record<string, string>; renamed: { from: string; to: string }[] }
  | { ok: false; error: string };

/**
 * The previous column id → new column id map to run the report with, from a matching and the user's confirmed
 * renames (`confirmed[previous id] = new id`). Every renamed column must be confirmed with one of its options, and
 * no new column may stand for two previous ones.
 */
export function resolveColumnMapping(matching: ColumnMatching, confirmed: Readonly<Record<string, string>>): ColumnMapping {
  const mapping: Record<string, string> = {};
  const renamed: { from: string; to: string }[] = [];
  const usedBy = new Map<string, string>();
  for (const m of matching.matches) {
    let target: ColumnSchema | undefined;
    if (m.status === "missing") {
      const why = m.sameNameOtherType ? `“${m.sameNameOtherType.name}” holds ${columnTypeWords(m.sameNameOtherType.type)} there, not ${columnTypeWords(m.column.type)}` : `it has no column of ${columnTypeWords(m.column.type)} left`;
      return { ok: false, error: `The new file has no column for “${m.column.name}”: ${why}.` };
    }
    if (m.status === "same") target = m.match;
    else {
      const chosen = confirmed[m.column.id];
      if (!chosen) return { ok: false, error: `Confirm which column of the new file holds “${m.column.name}”.` };
      target = m.options.find((c) => c.id === chosen);
      if (!target) return { ok: false, error: `“${m.column.name}” can only be matched with a column of ${columnTypeWords(m.column.type)} the new file does not already use.` };
      renamed.push({ from: m.column.name, to: target.name });
    }
    const other = usedBy.get(target.id);
    if (other) return { ok: false, error: `“${target.name}” cannot stand for both “${other}” and “${m.column.name}”. Choose another column for one of them.` };
    usedBy.set(target.id, m.column.name);
    mapping[m.column.id] = target.id;
  }
  return { ok: true, mapping, renamed };
}
