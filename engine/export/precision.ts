// Figures written into files other programs read (CSV, JSON, Excel cells, PowerPoint chart data) without the
// floating-point noise of sums (1098295.4699999988, 99.99000000000134): rounded to the column's precision.
import type { Cell, ValueFormat } from "../execute/result";

/** Significant digits kept where a column has no fixed number of decimals: far beyond any measured figure, short of the noise. */
const SIGNIFICANT_DIGITS = 12;

/** The value at its column's precision: money to the cent, counts to the unit, other figures to 12 significant digits. */
export function roundNumber(value: number, format: ValueFormat): number {
  if (!Number.isFinite(value)) return value;
  if (format.kind === "number" && format.identifier) return value;
  const rounded =
    format.kind === "currency" ? Math.round(value * 100) / 100 : format.kind === "integer" ? Math.round(value) : Number(value.toPrecision(SIGNIFICANT_DIGITS));
  // A tiny negative rounded away is -0, which String() writes as "0" but some readers print as "-0".
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** A cell at its column's precision (numbers only; other cells as they are). */
export function roundCell(cell: Cell, format: ValueFormat): Cell {
  return typeof cell === "number" ? roundNumber(cell, format) : cell;
}
