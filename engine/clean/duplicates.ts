// Rows that repeat an earlier row: compared as the import read them (one date however written, "$1,200" as 1200,
// spaces around a value trimmed, "N/A" as blank) and, for the exact rule, also as the file wrote them, so the
// recommendation says how many repeats are identical in the file and lists every pair (issue #25, decision 0025).
import type { Cell as FileCell } from "../read/cell";
import { normalText } from "./text";
import { type ChangeLog, type CleaningLevel, countWord, EXAMPLE_ROWS, type Fix, type RepeatPair, type Rule, type ActionKind, type FileRecords } from "./rule-parts";
import { type CleanTable, rowCountOf } from "./table";

/** Pairs a recommendation lists, at most (the page stays light; the count says how many there are). */
export const MAX_PAIRS = 1000;

/** Keeps only rows where `keep` holds; logs the rest as removed. */
function keepRows(table: CleanTable, keep: boolean[], log: ChangeLog): number {
  let removed = 0;
  for (const column of table.columns) table.values[column.id] = table.values[column.id].filter((_, i) => keep[i]);
  table.sourceRows = table.sourceRows.filter((source, i) => {
    if (!keep[i]) {
      removed++;
      log.removedRow(source);
    }
    return keep[i];
  });
  return removed;
}

function rowKey(table: CleanTable, row: number, normalise: boolean): string {
  return JSON.stringify(table.columns.map((c) => {
    const value = table.values[c.id][row];
    return normalise && typeof value === "string" ? normalText(value) : value;
  }));
}

/**
 * For each row, the first earlier row equal to it (compared as read, or after normalising text too), else null.
 * Exact copies are removed first (their own recommendation), so near duplicates are what is left once text is tidied.
 */
function duplicateRows(table: CleanTable, normalise: boolean): (number | null)[] {
  const first = new Map<string, number>();
  const earlier: (number | null)[] = [];
  for (let i = 0; i < rowCountOf(table); i++) {
    const key = rowKey(table, i, normalise);
    earlier.push(first.get(key) ?? null);
    if (!first.has(key)) first.set(key, i);
  }
  return earlier;
}

/** The source rows whose records the file is read again for: every row of a group of rows equal once read. */
export function rowsRepeatingAnother(table: CleanTable): Set<number> {
  const earlier = duplicateRows(table, false);
  const rows = new Set<number>();
  earlier.forEach((e, i) => {
    if (e === null) return;
    rows.add(table.sourceRows[i]);
    rows.add(table.sourceRows[e]);
  });
  return rows;
}

const recordKey = (record: readonly FileCell[]) => JSON.stringify(record.map((c) => (c instanceof Date ? { date: c.getTime() } : (c ?? null))));

/** A cell as the file wrote it, for the words of a pair: text in quotes (spaces visible), a stored date as its day. */
function writtenAs(cell: FileCell | undefined): string {
  if (cell === null || cell === undefined || cell === "") return "empty";
  if (cell instanceof Date) return cell.toISOString().slice(0, cell.getUTCHours() || cell.getUTCMinutes() ? 16 : 10).replace("T", " ");
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  return typeof cell === "number" ? String(cell) : `“${cell}”`;
}

/** The first column where two records differ in the file, and how each wrote it. */
function firstDifference(table: CleanTable, earlier: readonly FileCell[], here: readonly FileCell[]): RepeatPair["difference"] {
  for (let j = 0; j < Math.max(earlier.length, here.length); j++) {
    if (recordKey([earlier[j] ?? null]) === recordKey([here[j] ?? null])) continue;
    return { column: table.columns[j]?.name ?? `Column ${j + 1}`, earlier: writtenAs(earlier[j]), here: writtenAs(here[j]) };
  }
  return undefined;
}

/**
 * Each repeat with the earlier row it repeats. With the file's records, a repeat identical in the file to an earlier
 * row of its group is paired with that row; one that is not, with the group's first row and the first difference.
 */
function repeatPairs(table: CleanTable, normalise: boolean, records: FileRecords | undefined): RepeatPair[] {
  const earlier = duplicateRows(table, normalise);
  // Per group (its first row): the first row of each distinct record seen in it.
  const seen = new Map<number, Map<string, number>>();
  const recordOf = (i: number) => records?.get(table.sourceRows[i]);
  const label = (i: number) => table.sourceRows[i] + 1;
  const pairs: RepeatPair[] = [];
  earlier.forEach((e, i) => {
    const group = e ?? i;
    const record = recordOf(i);
    const firstOfGroup = recordOf(group);
    if (!record || !firstOfGroup) {
      if (e !== null) pairs.push({ row: label(i), earlier: label(e), identicalInFile: null });
      return;
    }
    const records = seen.get(group) ?? new Map([[recordKey(firstOfGroup), group]]);
    seen.set(group, records);
    if (e === null) return;
    const key = recordKey(record);
    const same = records.get(key);
    if (same !== undefined) pairs.push({ row: label(i), earlier: label(same), identicalInFile: true });
    else {
      records.set(key, i);
      pairs.push({ row: label(i), earlier: label(e), identicalInFile: false, difference: firstDifference(table, firstOfGroup, record) });
    }
  });
  return pairs;
}

/** "Row 14 repeats row 3", and for a pair compared with the file, how it stands there. */
function pairLine(pair: RepeatPair): string {
  const line = `Row ${pair.row.toLocaleString("en-US")} repeats row ${pair.earlier.toLocaleString("en-US")}`;
  if (pair.identicalInFile === true) return `${line}: identical in the file.`;
  if (pair.identicalInFile === false && pair.difference) return `${line} once read: ${pair.difference.column} is ${pair.difference.earlier} there and ${pair.difference.here} here.`;
  return `${line}.`;
}

function rowRule(kind: ActionKind, level: CleaningLevel, title: string, normalise: boolean, reason: (pairs: readonly RepeatPair[]) => string): Rule {
  return {
    kind,
    level,
    title,
    scope: "rows",
    find(table, context) {
      const pairs = repeatPairs(table, normalise, normalise ? undefined : context.records);
      if (pairs.length === 0) return null;
      return {
        count: pairs.length,
        reason: reason(pairs),
        // The pairs, so the person can check them: "Row 14 repeats row 3: identical in the file."
        examples: pairs.slice(0, EXAMPLE_ROWS).map(pairLine),
        pairs: pairs.slice(0, MAX_PAIRS),
        apply: (current, log) => keepRows(current, duplicateRows(current, normalise).map((e) => e === null), log),
      } satisfies Fix;
    },
  };
}

/** What the exact rule compared, and with the file's records, how many repeats are identical there. */
function exactReason(pairs: readonly RepeatPair[]): string {
  const n = pairs.length;
  const removing = `Removing ${n === 1 ? "it" : "them"} keeps one of each, so nothing is counted twice.`;
  const read = `${countWord(n, "row")} ${n === 1 ? "repeats" : "repeat"} an earlier row once dates, numbers and spaces are read the same way`;
  if (pairs.some((p) => p.identicalInFile === null)) {
    return `${read} (“03/01/2024” and “2024-03-01” are one day, “$1,200” is 1200, spaces around a value do not count); the file itself could not be compared. ${removing}`;
  }
  const identical = pairs.filter((p) => p.identicalInFile).length;
  const differing = pairs.find((p) => !p.identicalInFile && p.difference);
  const written = differing?.difference ? ` (${differing.difference.column}: ${differing.difference.earlier} and ${differing.difference.here})` : "";
  if (identical === n) return `${read}; ${n === 1 ? "it is" : `all ${n.toLocaleString("en-US")} are`} identical in the file. ${removing}`;
  const rest = n - identical;
  const others = `${identical === 0 ? (n === 1 ? "it differs" : "they differ") : `${rest.toLocaleString("en-US")} ${rest === 1 ? "differs" : "differ"}`} only in how a value is written${written}`;
  return `${read}; ${identical === 0 ? "none is" : `${identical.toLocaleString("en-US")} ${identical === 1 ? "is" : "are"}`} identical in the file, ${others}. ${removing}`;
}

// Exact copies go first, before tidying text could make rows equal that were not (that is near-duplicate removal).
export const exactDuplicatesRule = rowRule("remove-exact-duplicates", "conservative", "Remove repeated rows", false, exactReason);

export const nearDuplicatesRule = rowRule("remove-near-duplicates", "aggressive", "Remove near-duplicate rows", true, (pairs) => {
  const n = pairs.length;
  return `${countWord(n, "row")} match${n === 1 ? "es" : ""} an earlier row once spaces and capitals in text are ignored too. Removing ${n === 1 ? "it" : "them"} assumes ${n === 1 ? "it was" : "they were"} entered twice.`;
});
