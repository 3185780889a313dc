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
  /**
   * A chart saved on its own (PNG, SVG): its title above, axis titles (the measure with its unit), and a small
   * source line below (file, filters, date), so the image still says what it shows when pasted into a deck.
   */
  frame?: { title: string; source: string };
}

/** The title band and the source line of a framed chart, in pixels. */
const TITLE_BAND = 40;
const SOURCE_BAND = 26;
/** Inter's average advance, as a fraction of the font size: enough to shorten a line before it runs off. */
const AVERAGE_ADVANCE = 0.56;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `text` shortened with "…" to about `width` pixels at `size`. */
function fitLine(text: string, width: number, size: number): string {
  const fits = Math.floor(width / (size * AVERAGE_ADVANCE));
  return text.length <= fits ? text : `${text.slice(0, Math.max(1, fits - 1)).trimEnd()}…`;
}

/** The value axis's title: the measure and its unit ("Total Revenue (USD)", "Share (%)"). */
function valueTitle(spec: ChartSpec, label: string): string {
  const format = spec.valueFormat;
  const unit = format.kind === "currency" ? format.code.toUpperCase() : format.kind === "percent" ? "%" : "";
  return unit && !label.includes(`(${unit})`) ? `${label} (${unit})` : label;
}

/** The chart as an SVG document (UTF-8 text), or null when the answer has no chart. */
export function chartSvg(spec: ChartSpec, { width, height, kind, background = true, frame }: ChartSvgOptions): string | null {
  const data = toChartData(spec, kind);
  if (!data) return null;
  const chartHeight = frame ? height - TITLE_BAND - SOURCE_BAND : height;
  const axisTitles = frame && data.kind !== "pie" ? { category: data.categoryLabel, value: valueTitle(spec, data.valueLabel) } : undefined;
  const markup = renderToStaticMarkup(
    <ChartBody data={data} interactive={false} size={{ width, height: chartHeight }} theme={printTheme} staticLegend axisTitles={axisTitles} />,
  );
  const start = markup.indexOf("<svg");
  const end = markup.lastIndexOf("</svg>");
  if (start < 0 || end < 0) return null;
  const svg = markup.slice(start, end + "</svg>".length);
  const open = svg.indexOf(">");
  const attributes = `${svg.slice(4, open).replace(/\s(xmlns|role)="[^"]*"/g, "")} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" font-family="${FONT}"`;
  const fill = background ? `<rect width="${width}" height="${height}" fill="#ffffff"/>` : "";
  if (!frame) return `<svg${attributes}>${fill}${svg.slice(open + 1)}`;
  // The chart's own <svg> nests inside, moved below the title band; the source line sits under it.
  const title = `<text x="16" y="26" font-size="16" font-weight="600" fill="${INK}">${escapeXml(fitLine(frame.title, width - 32, 16))}</text>`;
  const source = `<text x="16" y="${height - 9}" font-size="10" fill="${MUTED}">${escapeXml(fitLine(frame.source, width - 32, 10))}</text>`;
  const chart = `<svg x="0" y="${TITLE_BAND}" width="${width}" height="${chartHeight}"${svg.slice(4, open).replace(/\s(xmlns|role|width|height)="[^"]*"/g, "")}>${svg.slice(open + 1)}`;
  const outer = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`;
  return `${outer}${fill}${title}${chart}${source}</svg>`;
}
