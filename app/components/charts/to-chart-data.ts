// From the engine's renderer-agnostic chart spec to what the nivo components draw.
import type { ChartSpec } from "../../../engine/chart";
import { axisNumberFormat, formatNumber } from "../../../engine/format";
import { possibleKinds, type ChartData, type ChartKind } from "./chart-data";

/** The chart for an answer, drawn as `kind` when the user switched (default: the engine's choice); null for none. */
export function toChartData(spec: ChartSpec, kind?: ChartKind): ChartData | null {
  if (spec.categories.length === 0 || spec.series.length === 0) return null;
  const chosen = kind ?? (spec.type === "none" ? null : spec.type);
  if (!chosen) return null;
  const allowed = chartChoices(spec);
  const finalKind = allowed.includes(chosen) ? chosen : spec.type === "none" ? "bar" : spec.type;
  return {
    kind: finalKind,
    categories: spec.categories,
    categoryLabel: spec.xAxis?.label ?? "",
    series: spec.series.map((s) => ({ id: s.id, label: s.name, values: s.values })),
    valueLabel: spec.yAxis?.label ?? spec.series[0].name,
    format: (v) => formatNumber(v, spec.valueFormat, { compact: true }),
    axisFormat: axisNumberFormat(Math.max(0, ...spec.series.flatMap((s) => s.values.map((v) => Math.abs(v ?? 0)))), spec.valueFormat),
    timeAxis: spec.xAxis?.kind === "time",
    horizontal: finalKind === "bar" && spec.orientation === "horizontal",
    rotateLabels: spec.xAxis?.labelAngle === 45,
  };
}

/** The chart types that make sense for this answer (for the switcher); empty when it is not a chart. */
export function chartChoices(spec: ChartSpec): ChartKind[] {
  if (spec.type === "none" || spec.categories.length === 0 || spec.series.length === 0) return [];
  return possibleKinds({ categories: spec.categories, series: spec.series.map((s) => ({ id: s.id, label: s.name, values: s.values })) }, spec.xAxis?.kind === "time");
}
