// A KPI tile's figures from a saved analysis run again: one value and, when the analysis is over time (a date
// grouping), the latest period against the one before it. Plain data for the page and the tests.
import type { Cell, ResultColumn, ResultTable } from "../../../engine/execute/result";
import { formatCell } from "../../../engine/format";

export interface KpiFigures {
  /** The figure shown large: "$1.24M". */
  value: string;
  /** What the value is: "Total Revenue", with its period or group: "Total Revenue · Mar 2024". */
  label: string;
  /** Against the previous period, when the analysis has a time dimension and both values are numbers. */
  change: { fraction: number | null; text: string; previousLabel: string; direction: "up" | "down" | "flat" } | null;
  /** Why no change is shown, in words. */
  why: string | null;
}

const TIME_BUCKETS = new Set(["day", "week", "month", "quarter", "year"]);

function measureColumn(table: ResultTable): number {
  const at = table.columns.findIndex((c) => c.role === "measure" && !c.periodOf);
  return at >= 0 ? at : table.columns.findIndex((c) => c.role === "measure" || c.type === "number");
}

const label = (row: Cell[], column: ResultColumn, at: number) => formatCell(row[at], column);

/** The KPI for a result table; null when it has no figure to show (no measure, no rows). */
export function kpiFigures(table: ResultTable): KpiFigures | null {
  const m = measureColumn(table);
  if (m < 0 || table.rows.length === 0) return null;
  const measure = table.columns[m];
  const groups = table.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.role === "group");
  const time = groups.find(({ c }) => c.bucket && TIME_BUCKETS.has(c.bucket));
  if (time && groups.length === 1) {
    // Oldest to newest: ISO dates sort as text.
    const rows = table.rows.filter((r) => r[time.i] !== null).sort((a, b) => String(a[time.i]).localeCompare(String(b[time.i])));
    const latest = rows.at(-1);
    const previous = rows.at(-2);
    if (latest) {
      const value = formatCell(latest[m], measure);
      const head = `${measure.name} · ${label(latest, time.c, time.i)}`;
      if (!previous) return { value, label: head, change: null, why: "Only one period in the data, so there is no previous period to compare with." };
      const now = latest[m];
      const before = previous[m];
      const previousLabel = label(previous, time.c, time.i);
      if (typeof now !== "number" || typeof before !== "number") return { value, label: head, change: null, why: `No value to compare with ${previousLabel}.` };
      const delta = now - before;
      const direction = delta > 0 ? "up" : delta < 0 ? "down" : "flat";
      const fraction = before === 0 ? null : delta / Math.abs(before);
      const sign = delta > 0 ? "+" : delta < 0 ? "−" : "±";
      const text = fraction === null ? `${sign}${formatCell(Math.abs(delta), measure)}` : `${sign}${Math.abs(fraction * 100).toFixed(Math.abs(fraction) >= 1 ? 0 : 1)}%`;
      return { value, label: head, change: { fraction, text, previousLabel, direction }, why: null };
    }
  }
  const first = table.rows[0];
  const value = formatCell(first[m], measure);
  if (groups.length === 0) return { value, label: measure.name, change: null, why: "This analysis has no time dimension, so the value is shown without a change." };
  const group = groups.map(({ c, i }) => label(first, c, i)).join(", ");
  return {
    value,
    label: `${measure.name} · ${group}`,
    change: null,
    why: `This analysis has no single time dimension, so its first row (${group}) is shown without a change.`,
  };
}
