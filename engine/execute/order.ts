// One ordering rule for result rows: numbers numerically, text by code point, missing values last
// in both directions (as DuckDB and most spreadsheets do).

export type OrderValue = number | string | boolean | null;

export function compareOrder(a: OrderValue, b: OrderValue, direction: "asc" | "desc"): number {
  const aMissing = a === null || (typeof a === "number" && Number.isNaN(a));
  const bMissing = b === null || (typeof b === "number" && Number.isNaN(b));
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const c = a! < b! ? -1 : a! > b! ? 1 : 0;
  return direction === "asc" ? c : -c;
}
