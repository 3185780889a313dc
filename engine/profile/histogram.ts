// A small histogram: up to 10 equal-width bins with "nice" edges (1, 2 or 5 × a power of ten).

const MAX_BINS = 10;

function niceStep(span: number, bins: number): number {
  const raw = span / bins;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Bins sorted `values` (all of a column's values, or a uniform sample of them) between the column's
 * true `min` and `max`; counts are scaled to `total` when `values` is a sample.
 */
export function histogram(values: Float64Array, min: number, max: number, total: number): { start: number; end: number; count: number }[] {
  if (values.length === 0) return [];
  if (min === max) return [{ start: min, end: max, count: total }];
  const step = niceStep(max - min, MAX_BINS);
  const start = Math.floor(min / step) * step;
  const bins = Math.max(1, Math.ceil((max - start) / step));
  const counts = new Float64Array(bins);
  for (let i = 0; i < values.length; i++) {
    const b = Math.min(bins - 1, Math.floor((values[i] - start) / step));
    counts[b]++;
  }
  const scale = total / values.length;
  const out = Array.from(counts, (c, i) => ({ start: clean(start + i * step), end: clean(start + (i + 1) * step), count: Math.round(c * scale) }));
  // Scaled counts must still add up to the total.
  const drift = total - out.reduce((s, b) => s + b.count, 0);
  if (drift !== 0) out.reduce((a, b) => (b.count > a.count ? b : a)).count += drift;
  return out;
}

function clean(x: number): number {
  return Number(x.toPrecision(12));
}

const DAY = 86_400_000;
type CalendarStep = { months: number } | { days: number };
const CALENDAR_STEPS: CalendarStep[] = [{ days: 1 }, { days: 7 }, { months: 1 }, { months: 3 }, { months: 12 }, { months: 60 }, { months: 120 }, { months: 1200 }];

function stepStart(ms: number, step: CalendarStep): number {
  const date = new Date(ms);
  if ("days" in step) {
    const day = Math.floor(ms / DAY);
    // Weeks start on Monday (1970-01-01 was a Thursday).
    return step.days === 7 ? (day - ((day + 3) % 7)) * DAY : day * DAY;
  }
  const months = date.getUTCFullYear() * 12 + date.getUTCMonth();
  const start = months - (months % step.months);
  return Date.UTC(Math.floor(start / 12), start % 12, 1);
}

function nextStart(ms: number, step: CalendarStep): number {
  if ("days" in step) return ms + step.days * DAY;
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + step.months, 1);
}

/**
 * Bins sorted dates by the smallest calendar step (day, week, month, quarter, year, 5 and 10 years)
 * that needs at most 12 bins; counts scaled to `total` as in `histogram`.
 */
export function dateHistogram(values: Float64Array, min: number, max: number, total: number): { start: number; end: number; count: number }[] {
  if (values.length === 0) return [];
  let edges: number[] = [];
  for (const step of CALENDAR_STEPS) {
    edges = [stepStart(min, step)];
    while (edges[edges.length - 1] <= max && edges.length <= 13) edges.push(nextStart(edges[edges.length - 1], step));
    if (edges.length <= 13) break;
  }
  const counts = new Float64Array(edges.length - 1);
  let bin = 0;
  for (let i = 0; i < values.length; i++) {
    while (bin < counts.length - 1 && values[i] >= edges[bin + 1]) bin++;
    counts[bin]++;
  }
  const scale = total / values.length;
  const out = Array.from(counts, (c, i) => ({ start: edges[i], end: edges[i + 1], count: Math.round(c * scale) }));
  const drift = total - out.reduce((s, b) => s + b.count, 0);
  if (drift !== 0) out.reduce((a, b) => (b.count > a.count ? b : a)).count += drift;
  return out;
}
