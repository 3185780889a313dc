// The answer's chart with nivo. The server renders it as plain SVG at a fixed size (no animation, no
// interaction), which is all a browser without JavaScript gets; once React runs it becomes the responsive,
// interactive chart with tooltips and a legend.
import { Bar, type BarDatum } from "@nivo/bar";
import { Line } from "@nivo/line";
import { Pie } from "@nivo/pie";
import { ResponsiveWrapper } from "@nivo/core";
import { useEffect, useState } from "react";
import { CHART_COLORS, fittingTicks, type ChartData } from "./chart-data";

const STATIC_SIZE = { width: 720, height: 360 };

/** Colours read from the page's CSS variables, so text follows the light or dark theme. */
const pageTheme = {
  text: { fill: "var(--muted-foreground)", fontSize: 12 },
  axis: {
    domain: { line: { stroke: "var(--border)" } },
    ticks: { line: { stroke: "var(--border)" }, text: { fill: "var(--muted-foreground)", fontSize: 11 } },
    legend: { text: { fill: "var(--foreground)", fontSize: 12 } },
  },
  grid: { line: { stroke: "var(--border)", strokeDasharray: "3 3" } },
  legends: { text: { fill: "var(--foreground)" } },
  tooltip: { container: { background: "var(--popover)", color: "var(--popover-foreground)", fontSize: 12, borderRadius: 8 } },
  labels: { text: { fill: "#ffffff", fontSize: 11 } },
};

function shorten(label: string, max = 22): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** Room for the axis titles (measure and unit, category) when they are drawn (chart images). */
const AXIS_TITLE_ROOM = 18;

/** Category labels are turned 45° only on bar charts; a line chart thins its ticks instead. */
const rotates = (data: ChartData) => data.kind === "bar" && !data.horizontal && data.rotateLabels === true;

function margins(data: ChartData, legend: boolean, axisTitles: boolean) {
  const longest = Math.max(0, ...data.categories.map((c) => Math.min(c.length, 22)));
  const extra = axisTitles ? AXIS_TITLE_ROOM : 0;
  if (data.kind === "pie") return { top: 24, right: 24, bottom: legend ? 56 : 24, left: 24 };
  if (data.horizontal) return { top: 16, right: 24, bottom: 48 + extra, left: Math.min(180, 16 + longest * 6.5) + extra };
  return { top: 16, right: legend ? 120 : 24, bottom: (rotates(data) ? Math.min(140, 28 + longest * 5) : 48) + extra, left: 72 + extra };
}

export type ChartTheme = Omit<typeof pageTheme, "text"> & { text: typeof pageTheme.text & { fontFamily?: string } };

interface ChartBodyProps {
  data: ChartData;
  interactive: boolean;
  /** The static chart's size (default 720 × 360). */
  size?: { width: number; height: number };
  /** Default: the page's theme; images outside the page (reports) pass literal colours. */
  theme?: ChartTheme;
  /** A legend on the static chart too (images have no tooltips to tell series apart). */
  staticLegend?: boolean;
  /** Titles on the axes: the category, and the measure with its unit (chart images, which stand alone). */
  axisTitles?: { category: string; value: string };
}

/** The chart itself: static SVG at `size`, or the interactive one filling its box. Reports render it too (chart-svg.tsx). */
export function ChartBody(props: ChartBodyProps) {
  if (!props.interactive) return <SizedChart {...props} size={props.size ?? STATIC_SIZE} />;
  // Measured, so the ticks are thinned to what fits at the width the chart really has (a 390 px phone too).
  return <ResponsiveWrapper>{({ width, height }) => <SizedChart {...props} size={{ width, height }} />}</ResponsiveWrapper>;
}

function SizedChart({ data, interactive, size, theme = pageTheme, staticLegend = false, axisTitles }: ChartBodyProps & { size: { width: number; height: number } }) {
  const legend = (interactive || staticLegend) && data.series.length > 1;
  const margin = margins(data, legend, axisTitles !== undefined);
  const common = { theme, animate: false, isInteractive: interactive, margin };
  const innerWidth = size.width - margin.left - margin.right;
  const valueTitle = axisTitles ? { legend: axisTitles.value, legendPosition: "middle" as const } : {};
  const categoryTitle = axisTitles ? { legend: axisTitles.category, legendPosition: "middle" as const } : {};
  if (size.width <= 0 || size.height <= 0) return null;

  if (data.kind === "pie") {
    const series = data.series[0];
    const slices = data.categories.map((c, i) => ({ id: c, label: c, value: series.values[i] ?? 0 }));
    const props = {
      ...common,
      data: slices,
      colors: CHART_COLORS,
      innerRadius: 0.55,
      padAngle: 1,
      cornerRadius: 3,
      valueFormat: data.format,
      arcLinkLabelsTextColor: theme.legends.text.fill,
      arcLinkLabelsColor: { from: "color" },
      arcLabelsSkipAngle: 12,
      arcLinkLabelsSkipAngle: 8,
      arcLinkLabel: (d: { label: string | number }) => shorten(String(d.label), 18),
    };
    return <Pie {...props} {...size} />;
  }

  if (data.kind === "line") {
    const lines = data.series.map((s) => ({ id: s.label, data: data.categories.map((c, i) => ({ x: c, y: s.values[i] })) }));
    const props = {
      ...common,
      data: lines,
      colors: CHART_COLORS,
      xScale: { type: "point" as const },
      yScale: { type: "linear" as const, min: "auto" as const, max: "auto" as const },
      yFormat: (v: unknown) => data.format(Number(v)),
      axisLeft: { format: (v: unknown) => data.axisFormat(Number(v)), tickSize: 0, tickPadding: 8, ...valueTitle, legendOffset: -(margin.left - 14) },
      axisBottom: {
        format: (v: unknown) => shorten(String(v)),
        tickValues: fittingTicks(data.categories, innerWidth, { timeAxis: data.timeAxis }),
        ...categoryTitle,
        legendOffset: 40,
      },
      pointSize: data.categories.length > 40 ? 0 : 6,
      useMesh: interactive,
      enableGridX: false,
      legends: legend ? [{ anchor: "right" as const, direction: "column" as const, translateX: 110, itemWidth: 100, itemHeight: 20 }] : [],
    };
    return <Line {...props} {...size} />;
  }

  const rows: BarDatum[] = data.categories.map((c, i) => {
    const row: BarDatum = { category: c };
    for (const s of data.series) row[s.id] = s.values[i] ?? 0;
    return row;
  });
  const horizontal = data.horizontal === true;
  const innerHeight = size.height - margin.top - margin.bottom;
  const valueAxis = { format: (v: unknown) => data.axisFormat(Number(v)), tickSize: 0, tickPadding: 8, ...valueTitle, legendOffset: horizontal ? 40 : -(margin.left - 14) };
  const categoryAxis = {
    format: (v: unknown) => shorten(String(v)),
    tickRotation: rotates(data) ? -45 : 0,
    tickSize: 0,
    tickPadding: 8,
    // Sideways bars stack their labels a line apart; upright ones sit side by side (or turned, a line apart).
    tickValues: horizontal ? fittingTicks(data.categories, innerHeight, { rotated: true }) : fittingTicks(data.categories, innerWidth, { timeAxis: data.timeAxis, rotated: rotates(data) }),
    ...categoryTitle,
    legendOffset: horizontal ? -(margin.left - 14) : rotates(data) ? margin.bottom - 14 : 40,
  };
  const props = {
    ...common,
    data: horizontal ? [...rows].reverse() : rows,
    keys: data.series.map((s) => s.id),
    indexBy: "category",
    layout: horizontal ? ("horizontal" as const) : ("vertical" as const),
    groupMode: "grouped" as const,
    colors: CHART_COLORS,
    padding: 0.3,
    borderRadius: 3,
    valueFormat: data.format,
    enableLabel: false,
    enableGridX: horizontal,
    enableGridY: !horizontal,
    axisLeft: horizontal ? categoryAxis : valueAxis,
    axisBottom: horizontal ? valueAxis : categoryAxis,
    legendLabel: (d: { id: string | number }) => data.series.find((s) => s.id === d.id)?.label ?? String(d.id),
    legends: legend ? [{ dataFrom: "keys" as const, anchor: "right" as const, direction: "column" as const, translateX: 110, itemWidth: 100, itemHeight: 20 }] : [],
  };
  return <Bar {...props} {...size} />;
}

/** `size`: the static chart's size and the chart's height in CSS pixels (default 720 × 360; dashboard tiles pass their own). */
export function AnswerChart({ data, title, size = STATIC_SIZE }: { data: ChartData; title: string; size?: { width: number; height: number } }) {
  // The first render (server and hydration) is the static SVG; interaction switches on after hydration.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setInteractive(true));
    return () => cancelAnimationFrame(id);
  }, []);
  return (
    <figure className="w-full" data-testid="answer-chart" data-chart-kind={data.kind} data-interactive={interactive}>
      <figcaption className="sr-only">{title}</figcaption>
      {/* The static chart keeps its fixed size and scrolls sideways on narrow screens; the interactive one fills the width. */}
      <div role="img" aria-label={title} className="w-full overflow-x-auto overflow-y-hidden" style={{ height: size.height }}>
        <ChartBody data={data} interactive={interactive} size={size} />
      </div>
    </figure>
  );
}
