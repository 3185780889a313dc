// The whole dataset as plain cells, column by column: cleaning looks at every value several times (duplicates
// across rows, frequencies within a column), so it works on one materialised table rather than on batches.
import { datasetFromColumns } from "../dataset/from-columns";
import { BOOLEAN_MISSING, type ColumnSchema, type Dataset, TEXT_MISSING } from "../types";

/** One value: numbers and dates (epoch ms) as numbers, text as strings, yes/no as booleans; null is missing. */
export type Cell = string | number | boolean | null;

export interface CleanTable {
  columns: ColumnSchema[];
  /** Values per column id, all `rowCount` long. */
  values: Record<string, Cell[]>;
  /** For each row, its position in the dataset cleaning started from (kept through removals). */
  sourceRows: number[];
}

export function rowCountOf(table: CleanTable): number {
  return table.sourceRows.length;
}

/** Reads every batch of `dataset` into a CleanTable. */
export async function tableFromDataset(dataset: Dataset): Promise<CleanTable> {
  const values: Record<string, Cell[]> = {};
  for (const column of dataset.schema.columns) values[column.id] = [];
  let rows = 0;
  for await (const batch of dataset.batches()) {
    for (const column of dataset.schema.columns) {
      const data = batch.columns[column.id];
      const out = values[column.id];
      for (let i = 0; i < batch.length; i++) {
        switch (data.type) {
          case "text":
            out.push(data.codes[i] === TEXT_MISSING ? null : data.dictionary[data.codes[i]]);
            break;
          case "boolean":
            out.push(data.values[i] === BOOLEAN_MISSING ? null : data.values[i] === 1);
            break;
          default:
            out.push(data.values[i] !== data.values[i] ? null : data.values[i]);
        }
      }
    }
    rows += batch.length;
  }
  return { columns: dataset.schema.columns.map((c) => ({ ...c })), values, sourceRows: Array.from({ length: rows }, (_, i) => i) };
}

/** The table as an engine Dataset (for profiling, storing and answering questions). */
export function datasetFromTable(table: CleanTable): Dataset {
  return datasetFromColumns({ columns: table.columns, rowCount: rowCountOf(table) }, table.values);
}

/** A table from plain rows of cells (tests and fixtures). */
export function tableFromRows(columns: ColumnSchema[], rows: Cell[][]): CleanTable {
  const values: Record<string, Cell[]> = {};
  columns.forEach((c, j) => (values[c.id] = rows.map((r) => r[j] ?? null)));
  return { columns, values, sourceRows: rows.map((_, i) => i) };
}
