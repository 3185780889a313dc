// Compares our engine's answer with the DuckDB gold table. Our tables may carry extra columns
// (a share beside the total, every column of a listed row) and label date buckets by their first day,
// so each gold row must appear, value for value, inside one of our rows; row counts must agree.
import type { GoldCell, GoldTable } from "./gold";

export type EngineCell = string | number | boolean | null;

const REL_TOLERANCE = 1e-6;

function numbersEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= REL_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Readings of one of our cells that a gold value may use: "2024-03-01" is also "2024-03", "2024-Q1", 2024. */
function readings(cell: EngineCell): EngineCell[] {
  if (typeof cell !== "string") return [cell];
  const out: EngineCell[] = [cell];
  const date = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00)?)?$/.exec(cell);
  if (date) {
    const [, y, m, d] = date;
    out.push(`${y}-${m}-${d}`);
    if (d === "01") {
      out.push(`${y}-${m}`);
      if (["01", "04", "07", "10"].includes(m)) out.push(`${y}-Q${(Number(m) + 2) / 3}`);
      if (m === "01") out.push(Number(y), y);
    }
  }
  return out;
}

function cellMatches(gold: GoldCell, ours: EngineCell): boolean {
  for (const reading of readings(ours)) {
    if (gold === null || reading === null) {
      if (gold === reading) return true;
      continue;
    }
    if (typeof gold === "number" && typeof reading === "number") {
      if (numbersEqual(gold, reading)) return true;
      continue;
    }
    if (typeof gold === "boolean" || typeof reading === "boolean") {
      if (String(gold) === String(reading)) return true;
      continue;
    }
    if (String(gold).trim().toLowerCase() === String(reading).trim().toLowerCase()) return true;
    if (typeof gold === "string" && typeof reading === "string" && /^\d{4}-\d{2}-\d{2}T/.test(reading) && reading.startsWith(gold.replace(" ", "T"))) return true;
  }
  return false;
}

/** Every gold value of the row matches a distinct cell of ours (greedy over cells, exact enough here). */
function rowContains(gold: GoldCell[], ours: EngineCell[]): boolean {
  const used = new Array<boolean>(ours.length).fill(false);
  return gold.every((value) => {
    const k = ours.findIndex((cell, i) => !used[i] && cellMatches(value, cell));
    if (k < 0) return false;
    used[k] = true;
    return true;
  });
}

export interface CompareOutcome {
  ok: boolean;
  reason?: string;
}

/**
 * Gold table vs ours. `groupCells` marks which of our columns are group keys: rows whose key is missing
 * are dropped when the gold has none (SQL's NULL group vs our "(blank)" group are both valid answers).
 */
export function compareTables(gold: GoldTable, ours: { rows: EngineCell[][]; groupColumns: number[] }, ordered: boolean): CompareOutcome {
  let rows = ours.rows;
  if (rows.length !== gold.rows.length && ours.groupColumns.length > 0) {
    rows = rows.filter((r) => ours.groupColumns.every((k) => r[k] !== null && r[k] !== "" && r[k] !== "(blank)"));
  }
  if (rows.length !== gold.rows.length) return { ok: false, reason: `${rows.length} rows, expected ${gold.rows.length}` };
  if (ordered) {
    for (let i = 0; i < gold.rows.length; i++) {
      if (!rowContains(gold.rows[i], rows[i])) return { ok: false, reason: `row ${i + 1}: expected ${JSON.stringify(gold.rows[i])}, got ${JSON.stringify(rows[i])}` };
    }
    return { ok: true };
  }
  const used = new Array<boolean>(rows.length).fill(false);
  for (const goldRow of gold.rows) {
    const k = rows.findIndex((row, i) => !used[i] && rowContains(goldRow, row));
    if (k < 0) return { ok: false, reason: `missing ${JSON.stringify(goldRow)}; ours start ${JSON.stringify(rows.slice(0, 3))}` };
    used[k] = true;
  }
  return { ok: true };
}
