// The gold for "is X growing?" in DuckDB SQL, by the engine's one trend definition (engine/execute/trend.ts),
// written independently: rising only when the least-squares slope of the value over time (in days) is at least
// twice its standard error, with 4 or more points (a perfect line counts).

/** `SELECT <bool>` over a subquery `series` with columns `t` (a date) and `v` (the value). */
export function risingSql(series: string): string {
  const x = "epoch(t) / 86400";
  const sse = `(regr_syy(v, ${x}) - regr_slope(v, ${x}) * regr_sxy(v, ${x}))`;
  return `SELECT coalesce(regr_count(v, ${x}) >= 4 AND regr_slope(v, ${x}) > 0 AND (${sse} <= 1e-9 * regr_syy(v, ${x}) OR regr_slope(v, ${x}) >= 2 * sqrt(${sse} / (regr_count(v, ${x}) - 2) / regr_sxx(v, ${x}))), false) FROM (${series})`;
}
