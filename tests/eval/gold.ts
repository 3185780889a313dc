// Runs the hand-written gold SQL in DuckDB over the committed CSV files, independently of our engine.
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import { fileURLToPath } from "node:url";

export type GoldCell = string | number | boolean | null;
export interface GoldTable {
  columns: string[];
  rows: GoldCell[][];
}

const datasetsDir = fileURLToPath(new URL("./datasets/", import.meta.url));

export function datasetPath(dataset: string): string {
  return `${datasetsDir}${dataset}.csv`;
}

/** One DuckDB connection with a view per dataset, named like the dataset. */
export async function openGold(datasets: readonly string[]): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  for (const name of datasets) {
    await connection.run(`CREATE VIEW ${name} AS SELECT * FROM read_csv('${datasetPath(name)}', header = true)`);
  }
  return connection;
}

function toCell(value: unknown): GoldCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19);
  }
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
  return String(value);
}

export async function runGold(connection: DuckDBConnection, sql: string): Promise<GoldTable> {
  const reader = await connection.runAndReadAll(sql);
  return { columns: reader.columnNames(), rows: reader.getRowsJS().map((row) => row.map(toCell)) };
}
