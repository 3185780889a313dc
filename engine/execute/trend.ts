// One definition of a trend, used by every yes/no answer about rising or falling: the least-squares line through
// the series (value against time), and whether its slope is clearly larger than the swings around it — at least
// twice its standard error. A series that climbs by 15% from its first to its last point while swinging more
// than that from one period to the next has no clear trend, and is never called rising.

export interface TrendPoint {
  /** Time, in days. */
  x: number;
  y: number;
}

export interface Trend {
  /** Change per day of the fitted line; null with fewer than two distinct times. */
  slope: number | null;
  /** The slope's standard error; null with fewer than three points. */
  standardError: number | null;
  /** up or down when the slope is at least TREND_T times its standard error; flat otherwise. */
  direction: "up" | "down" | "flat";
}

/** How many standard errors the slope must be from zero to count as a trend (about 95% confidence). */
export const TREND_T = 2;
/** Fewer points than this never make a clear trend: two or three values are a comparison, not a trend. */
export const TREND_MIN_POINTS = 4;

function fit(points: readonly TrendPoint[]): { slope: number; sxx: number; residual: number } | undefined {
  const n = points.length;
  if (n < 2) return undefined;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  if (sxx === 0) return undefined;
  const b = sxy / sxx;
  let residual = 0;
  for (const p of points) residual += (p.y - my - b * (p.x - mx)) ** 2;
  return { slope: b, sxx, residual };
}

/** The trend of a series by the definition above. */
export function trendOf(points: readonly TrendPoint[]): Trend {
  const line = fit(points);
  if (!line) return { slope: null, standardError: null, direction: "flat" };
  const n = points.length;
  const standardError = n > 2 ? Math.sqrt(line.residual / (n - 2) / line.sxx) : null;
  if (n < TREND_MIN_POINTS || line.slope === 0) return { slope: line.slope, standardError, direction: "flat" };
  // A perfect line has no error: any slope is clear.
  const clear = standardError === 0 || (standardError !== null && Math.abs(line.slope) >= TREND_T * standardError);
  return { slope: line.slope, standardError, direction: clear ? (line.slope > 0 ? "up" : "down") : "flat" };
}
