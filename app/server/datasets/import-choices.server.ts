// The import wizard's answers as kept in datasets.import_json: the corrections, and the column names detection
// found before them — so the next upload of the same file (same detected columns) is read the same way.
import type { ImportChoices } from "../../../engine/ingest/table-builder";
import type { Database } from "~/server/db/client.server";
import { listDatasets, type DatasetRow } from "./datasets.server";

interface StoredImport {
  choices: ImportChoices;
  /** Column names as detection read the file, before the corrections. */
  detectedColumns: string[];
}

export function storedImport(row: Pick<DatasetRow, "importJson">): StoredImport | null {
  return row.importJson ? (JSON.parse(row.importJson) as StoredImport) : null;
}

/** import_json for `choices` on `row` (null when nothing is corrected). */
export function importJsonFor(row: Pick<DatasetRow, "importJson" | "schemaJson">, choices: ImportChoices): string | null {
  if (Object.keys(choices).length === 0) return null;
  const detectedColumns = storedImport(row)?.detectedColumns ?? columnNames(row);
  return JSON.stringify({ choices, detectedColumns } satisfies StoredImport);
}

function columnNames(row: Pick<DatasetRow, "schemaJson">): string[] {
  return row.schemaJson ? (JSON.parse(row.schemaJson) as { columns: { name: string }[] }).columns.map((c) => c.name) : [];
}

/** The import_json of the owner's newest other file whose detected columns were `detected`, if any. */
export async function rememberedImport(db: Database, row: Pick<DatasetRow, "id" | "ownerId">, detected: string[]): Promise<string | null> {
  const key = JSON.stringify(detected);
  for (const other of await listDatasets(db, row.ownerId)) {
    const stored = other.id === row.id ? null : storedImport(other);
    if (stored && JSON.stringify(stored.detectedColumns) === key) return other.importJson;
  }
  return null;
}
