// Minimal RFC 4180 writer: quotes only the fields that need it, so the files read like real exports.

export type Cell = string | number | boolean | null | undefined;

function field(value: Cell): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  const lines = [header.map(field).join(",")];
  for (const row of rows) lines.push(row.map(field).join(","));
  return lines.join("\n") + "\n";
}

/** Two decimals without float noise ("12.3" not "12.299999"). */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

const DAY_MS = 86_400_000;

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

export function utc(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

export function daysBetween(a: number, b: number): number {
  return Math.round((b - a) / DAY_MS);
}

/** A flag as pandas writes it ("True"/"False"), the form DataBench's exports carry. */
export function pythonBool(value: boolean): string {
  return value ? "True" : "False";
}
