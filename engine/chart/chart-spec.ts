// A renderer-agnostic description of the chart for a result: type, why it was chosen, labelled
// categories and numeric series, axis labels and formats. Renderers (nivo in the app, PNG/PDF in
// reports) only draw what this says.
import type { ValueFormat } from "../execute/result";

export type ChartType = "bar" | "line" | "pie" | "none";

export interface ChartSeries {
  id: string;
  name: string;
  /** One value per category (null: no value there). */
  values: (number | null)[];
}

export interface ChartAxis {
  label: string;
}

export interface CategoryAxis extends ChartAxis {
  kind: "category" | "time";
  /** Tick labels are turned 45° when they would not fit side by side. */
  labelAngle: 0 | 45;
}

export interface ChartSpec {
  type: ChartType;
  /** Why this chart (or none), in words for the answer receipt. */
  reason: string;
  title: string;
  /** Bars only: horizontal when category labels are long. */
  orientation?: "vertical" | "horizontal";
  /** Formatted category labels (x axis, or pie slices). */
  categories: string[];
  series: ChartSeries[];
  xAxis?: CategoryAxis;
  yAxis?: ChartAxis;
  /** How values read (axis ticks, tooltips, slice labels). */
  valueFormat: ValueFormat;
  /** Categories left off because there were too many to draw. */
  omitted?: number;
}
