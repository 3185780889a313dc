// Growth between two named periods: "did revenue grow from 2023 to 2024?", "how much did spend grow from Q1 2024 to
// Q2 2024": the figure over the first period against the figure over the second (a period_change), not the trend
// of the months in between, and not the total over both.
import type { Draft } from "./draft";
import { moneyColumn } from "./money";

/** The precision of a period string: "2024" year, "2024-Q1" quarter, "2024-03" month; undefined for others. */
function precisionOf(period: string): string | undefined {
  if (/^\d{4}$/.test(period)) return "year";
  if (/^\d{4}-Q[1-4]$/.test(period)) return "quarter";
  if (/^\d{4}-\d{2}$/.test(period)) return "month";
  return undefined;
}

export function placePeriodGrowth(d: Draft): void {
  const { frame, flags, index } = d;
  if (!flags.trend && !flags.growth) return;
  const dated = frame.filters.filter((f) => index.byId.get(f.filter.column)?.type === "date");
  if (dated.length !== 1 || dated[0].filter.op !== "between") return;
  const { column, from, to } = dated[0].filter;
  const [a, b] = [String(from), String(to)];
  const precision = precisionOf(a);
  if (!precision || precision !== precisionOf(b) || a >= b) return;
  // Other groupings ("by region") would need the change per group: left to the trend reading.
  if (frame.groups.some((g) => !(g.bucket && g.column.id === column))) return;
  // "ticket volume" counts rows (placeMeasures put the count first); with nothing named, growth is of the money figure.
  const money = frame.measures.length === 0 && !d.countRows ? moneyColumn(index) : undefined;
  const measures = money ? [{ op: "sum" as const, column: money, explicitOp: false }] : frame.measures;
  if (measures.length !== 1) return;
  const base = measures[0];
  frame.filters = frame.filters.filter((f) => f !== dated[0]);
  frame.groups = [];
  frame.measures = [{ ...base, transform: { kind: "period_change", column, from: { kind: "between", from: a, to: a }, to: { kind: "between", from: b, to: b } } }];
  if (d.yesNo) frame.check = { kind: "threshold", op: flags.trend === "down" ? "lt" : "gt", value: 0 };
  flags.trend = undefined;
  flags.growth = false;
}
