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
  /** Formats a value for labels and tooltips ("$1.24M", "38.7%"). */
  format: (value: number) => string;
  /** Formats the value axis's ticks, all in one style ("8K" beside "30K", never "8,000"). */
  axisFormat: (value: number) => string;
  /** The categories are time buckets (months, years): thinned ticks keep a regular step. */
  timeAxis?: boolean;
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

/** The width of a tick label at the charts' 11 px: Inter averages a little over 6 px a character. */
const TICK_CHARACTER_WIDTH = 6.6;
/** The space kept between two tick labels. */
const TICK_GAP = 12;
/** Turned 45°, neighbouring labels need only their line height apart. */
const ROTATED_TICK_SPACING = 18;
/** Steps a time axis thins to, so ticks land on regular periods (every 3rd month, every 6th, every year). */
const TIME_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120];

/**
 * The category ticks that fit side by side on an axis `width` pixels long: every one when they fit, else every
 * n-th (a regular period on a time axis), always starting with the first. undefined: all of them.
 */
export function fittingTicks(labels: string[], width: number, { timeAxis = false, rotated = false } = {}): string[] | undefined {
  if (labels.length <= 1 || width <= 0) return undefined;
  const widest = Math.max(...labels.map((l) => Math.min(l.length, 22))) * TICK_CHARACTER_WIDTH + TICK_GAP;
  const spacing = rotated ? ROTATED_TICK_SPACING : widest;
  // A point scale puts n labels width / (n - 1) apart; a band scale width / n: the smaller is the safe one.
  const fits = Math.max(1, Math.floor(width / spacing));
  if (fits >= labels.length) return undefined;
  const needed = Math.ceil(labels.length / fits);
  const step = timeAxis ? (TIME_STEPS.find((s) => s >= needed) ?? needed) : needed;
  return labels.filter((_, i) => i % step === 0);
}
