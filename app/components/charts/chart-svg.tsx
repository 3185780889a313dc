// An answer's chart as a standalone SVG document, for reports and image downloads: the same nivo chart the
// app shows (ChartBody), drawn statically at a chosen size with literal colours instead of the page's CSS
// variables (an SVG outside the page, and resvg, know nothing of them) and the Inter font named.
import { renderToStaticMarkup } from "react-dom/server";
import type { ChartSpec } from "../../../engine/chart";
import { ChartBody, type ChartTheme } from "./answer-chart";
import type { ChartKind } from "./chart-data";
import { toChartData } from "./to-chart-data";

/** The light theme's colours (app.css) written out. */
const INK = "#0f172a";
const MUTED = "#64748b";
const RULE = "#e2e8f0";
const FONT = "Inter, sans-serif";

const printTheme: ChartTheme = {
  text: { fill: MUTED, fontSize: 12, fontFamily: FONT },
  axis: {
    domain: { line: { stroke: RULE } },
    ticks: { line: { stroke: RULE }, text: { fill: MUTED, fontSize: 11 } },
    legend: { text: { fill: INK, fontSize: 12 } },
  },
  grid: { line: { stroke: RULE, strokeDasharray: "3 3" } },
  legends: { text: { fill: INK } },
  tooltip: { container: { background: "#ffffff", color: INK, fontSize: 12, borderRadius: 8 } },
  labels: { text: { fill: "#ffffff", fontSize: 11 } },
};

export interface ChartSvgOptions {
  width: number;
  height: number;
  /** The chart type the user switched to (default: the engine's choice). */
  kind?: ChartKind;
  /** Paint a white background (PNG and PDF images); default true. */
  background?: boolean;
}

/** The chart as an SVG document (UTF-8 text), or null when the answer has no chart. */
export function chartSvg(spec: ChartSpec, { width, height, kind, background = true }: ChartSvgOptions): string | null {
  const data = toChartData(spec, kind);
  if (!data) return null;
  const markup = renderToStaticMarkup(<ChartBody data={data} interactive={false} size={{ width, height }} theme={printTheme} staticLegend />);
  const start = markup.indexOf("<svg");
  const end = markup.lastIndexOf("</svg>");
  if (start < 0 || end < 0) return null;
  const svg = markup.slice(start, end + "</svg>".length);
  const open = svg.indexOf(">");
  const attributes = `${svg.slice(4, open).replace(/\s(xmlns|role)="[^"]*"/g, "")} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" font-family="${FONT}"`;
  const fill = background ? `<rect width="${width}" height="${height}" fill="#ffffff"/>` : "";
  return `<svg${attributes}>${fill}${svg.slice(open + 1)}`;
}
