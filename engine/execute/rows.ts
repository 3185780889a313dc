// Executes a rows plan ("show me …"): the matching rows themselves. With a sort, only the best
// `limit` (at most 5,000) rows are ever held: candidates are trimmed whenever the buffer doubles.
import { isoDateTime } from "../plan/calendar";
import type { RowsPlan } from "../plan/schema";
import { type Batch, BOOLEAN_MISSING, type ColumnSchema, type Dataset } from "../types";
import { intervalDays } from "./date-ranges";
import { type CompiledFilter, compileFilter, excludedByFilters, rowCountPhrase } from "./filters";
import { type OrderValue, compareOrder } from "./order";
import { type Cell, MAX_RESULT_ROWS, type QueryResult, type ResolvedDateRange, type ResultColumn, type ResultFigures } from "./result";
import { columnFormat } from "./measure-format";
import { scanFiltered } from "./scan";

export interface RowsContext {
  columns: Map<string, ColumnSchema>;
  latest: Map<string, number | undefined>;
}

/** Row `i` of a batch's column as a result cell (dates as ISO text, missing as null). */
export function cellAt(batch: Batch, column: ColumnSchema, i: number): Cell {
  const data = batch.columns[column.id];
  switch (data.type) {
    case "number": {
      const v = data.values[i];
      return v !== v ? null : v;
    }
    case "date": {
      const v = data.values[i];
      return v !== v ? null : isoDateTime(v);
    }
    case "boolean":
      return data.values[i] >= BOOLEAN_MISSING ? null : data.values[i] === 1;
    case "text":
      return data.codes[i] < 0 ? null : data.dictionary[data.codes[i]];
  }
}

/** Ordering value of a cell: dates compare as their ISO text, which sorts chronologically. */
function orderOf(cell: Cell): OrderValue {
  return cell;
}

interface Candidate {
  keys: OrderValue[];
  cells: Cell[];
}

/** The dataset's first `n` rows only ("in the first 5 rows"): later batches are never read. */
function firstRowsOf(dataset: Dataset, n: number): Dataset {
  return {
    schema: dataset.schema,
    async *batches(columns?: readonly string[]) {
      let left = n;
      for await (const batch of dataset.batches(columns)) {
        if (left <= 0) return;
        yield batch.length <= left ? batch : { ...batch, length: left };
        left -= batch.length;
      }
    },
  };
}

/** One key per combination of cells, for listing each different one once. */
function distinctKey(cells: readonly Cell[]): string {
  return cells.length === 1 ? `${typeof cells[0]}:${String(cells[0])}` : JSON.stringify(cells);
}

/** Keeps the first candidate of each combination of shown cells, in order. */
function firstOfEach(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = distinctKey(c.cells);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function executeRows(source: Dataset, plan: RowsPlan, context: RowsContext): Promise<QueryResult> {
  const dataset = plan.firstRows !== undefined ? firstRowsOf(source, plan.firstRows) : source;
  const column = (id: string) => context.columns.get(id)!;
  const shownColumns = (plan.columns ?? [...context.columns.keys()]).map(column);
  const sortKeys = (plan.sort ?? []).map((s) => ({ column: column(s.by), direction: s.direction }));
  const dateRanges: ResolvedDateRange[] = [];
  const filters: CompiledFilter[] = (plan.filters ?? []).map((f, i) => {
    const compiled = compileFilter(f, i, column(f.column), context.latest.get(f.column));
    if (compiled.interval) dateRanges.push({ column: f.column, source: { filter: i }, ...intervalDays(compiled.interval) });
    return compiled;
  });
  const keep = Math.min(plan.limit ?? Infinity, MAX_RESULT_ROWS);

  const compare = (a: Candidate, b: Candidate) => {
    for (let k = 0; k < sortKeys.length; k++) {
      const c = compareOrder(a.keys[k], b.keys[k], sortKeys[k].direction);
      if (c !== 0) return c;
    }
    return 0;
  };
  let candidates: Candidate[] = [];
  const sortsBefore = (batch: Batch, i: number, other: Candidate): boolean => {
    for (let k = 0; k < sortKeys.length; k++) {
      const c = compareOrder(orderOf(cellAt(batch, sortKeys[k].column, i)), other.keys[k], sortKeys[k].direction);
      if (c !== 0) return c < 0;
    }
    return false;
  };
  let worstKept: Candidate | undefined;
  let matched = 0;
  // distinct: every combination seen (memory grows with the different values, as count_distinct does), and the
  // matching rows whose shown columns are all blank, which name no value.
  const distinct = plan.distinct === true;
  const seen = new Set<string>();
  let blank = 0;

  const read = new Map<string, ColumnSchema>();
  for (const c of [...shownColumns, ...sortKeys.map((s) => s.column), ...(plan.filters ?? []).map((f) => column(f.column))]) read.set(c.id, c);

  const total = await scanFiltered(dataset, [...read.values()], filters, (batch, mask) => {
    const cellsAt = (i: number) => shownColumns.map((c) => cellAt(batch, c, i));
    for (let i = 0; i < batch.length; i++) {
      if (mask[i] === 0) continue;
      matched++;
      if (distinct) {
        const cells = cellsAt(i);
        if (cells.every((c) => c === null)) {
          blank++;
          continue;
        }
        const key = distinctKey(cells);
        if (seen.has(key)) continue;
        seen.add(key);
        if (sortKeys.length === 0) {
          if (candidates.length < keep) candidates.push({ keys: [], cells });
          continue;
        }
        // Sorted: a value seen before may still have a better row later, so every row stays a candidate.
        seen.delete(key);
      }
      if (sortKeys.length === 0) {
        if (candidates.length < keep) candidates.push({ keys: [], cells: cellsAt(i) });
        continue;
      }
      // Stable: a later row only displaces a kept one when it sorts strictly before it. Compared key by
      // key against the worst kept row first, so most rows are dismissed without building anything.
      if (worstKept && !sortsBefore(batch, i, worstKept)) continue;
      candidates.push({ keys: sortKeys.map((s) => orderOf(cellAt(batch, s.column, i))), cells: cellsAt(i) });
      if (candidates.length >= 2 * keep + 1024) {
        candidates.sort(compare);
        // Each value's best row is its first in the (stable) order; the keep-th different value bounds the rest.
        if (distinct) candidates = firstOfEach(candidates);
        if (candidates.length >= keep) {
          candidates.length = keep;
          worstKept = candidates[keep - 1];
        }
      }
    }
  });
  if (sortKeys.length > 0) {
    candidates.sort(compare);
    if (distinct) candidates = firstOfEach(candidates);
    candidates = candidates.slice(0, keep);
  }

  // distinct with a sort counts its different values among the kept candidates only (they are all it holds).
  const listed = distinct ? (sortKeys.length === 0 ? seen.size : candidates.length) : matched;
  const rowCount = Math.min(listed, plan.limit ?? Infinity);
  const columns: ResultColumn[] = shownColumns.map((c) => ({
    id: c.id,
    name: c.name,
    role: "column",
    type: c.type,
    format: columnFormat(c),
    sourceColumn: c.id,
    sourceName: c.name,
    ...(c.unit ? { unit: c.unit } : {}),
  }));
  const figures: ResultFigures = {};
  if (plan.check) figures.check = { kind: "exists", result: matched > 0, count: matched };
  const excluded = excludedByFilters(filters, plan.filters ?? []);
  if (blank > 0) {
    const names = shownColumns.map((c) => c.name).join(" or ");
    excluded.push({ reason: "missing_value", count: blank, ...(shownColumns.length === 1 ? { column: shownColumns[0].id } : {}), message: `${rowCountPhrase(blank)} with no ${names} ${blank === 1 ? "was" : "were"} left out of the different values.` });
  }
  // "in the first 5 rows": the rows after them were never read.
  const rowsInFile = plan.firstRows !== undefined ? Math.max(total, source.schema.rowCount ?? total) : total;
  if (rowsInFile > total)
    excluded.push({ reason: "position", count: rowsInFile - total, message: `Only the first ${rowCountPhrase(total)} of the file ${total === 1 ? "was" : "were"} read; the ${rowCountPhrase(rowsInFile - total)} after ${total === 1 ? "it" : "them"} were left out.` });

  return {
    plan,
    table: { columns, rows: candidates.map((c) => c.cells), rowCount, truncated: rowCount > candidates.length },
    figures,
    rows: { total: rowsInFile, used: matched, excluded },
    dateRanges,
  };
}
