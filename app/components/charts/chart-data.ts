// What the chart components draw: categories along one axis and one or more numeric series.
// Built from the engine's renderer-agnostic chart spec (see to-chart-data.ts), so the components stay
// independent of how the engine describes a chart.
export type ChartKind = "bar" | "line" | "pie";

export interface ChartSeries {
  id: string;
  label: string;
  values: (number | null)[];
}

export interface ChartData {
  kind: ChartKind;
  /** Category (or time bucket) labels, in display order. */
  categories: string[];
  categoryLabel: string;
  series: ChartSeries[];
  valueLabel: string;
  /** Formats a value for axes, labels and tooltips ("$1.2M", "38.7%"). */
  format: (value: number) => string;
  /** Bars drawn sideways (long category names). */
  horizontal?: boolean;
  /** Category labels turned 45° (long labels on a vertical chart). */
  rotateLabels?: boolean;
}

/** The palette: InsightLab purple first, then colours that stay apart in light and dark themes. */
export const CHART_COLORS = ["#7c3aed", "#0ea5e9", "#f59e0b", "#10b981", "#ef4444", "#ec4899", "#14b8a6", "#64748b"];

/** Pie charts only make sense for a few shares (SPEC §9: at most 7 categories). */
export const MAX_PIE_SLICES = 7;

/** Which kinds this data can be shown as: a pie only for one series of ≤ 7 non-negative values. */
export function possibleKinds(data: Pick<ChartData, "series" | "categories">, isTimeSeries: boolean): ChartKind[] {
  const kinds: ChartKind[] = ["bar"];
  if (data.categories.length >= 2) kinds.push("line");
  const single = data.series.length === 1 ? data.series[0] : null;
  if (!isTimeSeries && single && data.categories.length <= MAX_PIE_SLICES && single.values.every((v) => v === null || v >= 0)) kinds.push("pie");
  return kinds;
}
