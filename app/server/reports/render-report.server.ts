// A report document into the file a user downloads, in one of the formats the report Worker renders.
// Charts are the app's own nivo chart (chartSvg) rasterised by resvg, so the PDF shows what the app showed.
import { chartSvg } from "~/components/charts/chart-svg";
import type { ExportFormat } from "~/lib/plans";
import { WorkspaceError } from "~/server/workspace-error.server";
import { tableToCsv } from "../../../engine/export/csv";
import { tableToJson, tableToJsonValue } from "../../../engine/export/json";
import { renderPdf } from "../../../engine/export/pdf/render-pdf";
import { renderPptx } from "../../../engine/export/pptx/render-pptx";
import type { ReportDocument, ReportSection } from "../../../engine/export/report-document";
import { initSvgRenderer, svgToPng, type PngImage } from "../../../engine/export/svg-to-png";
import { renderWorkbook } from "../../../engine/export/workbook";
import { embedSvgFonts } from "../../../engine/export/svg-fonts";
import { generatedAt } from "../../../engine/export/generated-at";
import { zipFiles } from "../../../engine/export/zip-files";
import { safeFileName } from "./file-name";
import { isBundled } from "./bundled-formats";

/** What the renderers need besides the report: resvg's WebAssembly and the fonts. */
export interface RenderAssets {
  /** resvg's .wasm (workerd: the imported module; Node: the file's bytes). */
  resvgWasm: WebAssembly.Module | BufferSource;
  /** Fonts for chart images (WOFF2: resvg reads no WOFF): Inter regular (400), then semibold (600). */
  imageFonts: Uint8Array[];
  /** Fonts for the PDF's text (WOFF/TTF), regular and bold, each list tried in order per character. */
  documentFonts: { regular: Uint8Array[]; bold: Uint8Array[] };
}

export interface RenderedFile {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/** The chart's size in the report, in CSS pixels (drawn at 2×): the PDF page's content width, half as tall. */
const REPORT_CHART = { width: 720, height: 360 } as const;
/** A chart saved on its own (PNG, SVG): the app's answer chart size; the PNG at 2× is 1600 × 1000 pixels. */
const CHART_IMAGE = { width: 800, height: 500 } as const;

/** One section's chart as an SVG document, or null when its answer has no chart. */
export function sectionChartSvg(section: ReportSection, size: { width: number; height: number } = REPORT_CHART): string | null {
  if (!section.chart || section.chart.type === "none") return null;
  return chartSvg(section.chart, { ...size, kind: section.chartKind });
}

/** The small line under a chart saved on its own: the file it was drawn from, its filters, and when. */
export function chartSource(report: ReportDocument, section: ReportSection): string {
  const file = report.datasets.find((d) => d.id === section.datasetId)?.name ?? report.datasets[0]?.name;
  const filters = section.receipt.filter((line) => line.startsWith("Filter: ")).map((line) => line.slice("Filter: ".length).replace(/\.$/, ""));
  return [file ? `Source: ${file}` : "", filters.length > 0 ? `Filters: ${filters.join("; ")}` : "No filters", generatedAt(report.createdAt)].filter(Boolean).join(" · ");
}

/** A section's chart as an image of its own (PNG, SVG), titled, with axis titles and its source line; null without a chart. */
function framedChartSvg(report: ReportDocument, section: ReportSection): string | null {
  if (!section.chart || section.chart.type === "none") return null;
  return chartSvg(section.chart, { ...CHART_IMAGE, kind: section.chartKind, frame: { title: section.title, source: chartSource(report, section) } });
}

/** Each section's chart as a PNG at 2× (undefined where a section has no chart). */
export async function sectionChartImages(report: ReportDocument, assets: RenderAssets): Promise<(PngImage | undefined)[]> {
  await initSvgRenderer(assets.resvgWasm);
  const images: (PngImage | undefined)[] = [];
  for (const section of report.sections) {
    const svg = sectionChartSvg(section);
    images.push(svg ? await svgToPng(svg, { fonts: assets.imageFonts }) : undefined);
  }
  return images;
}

const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const text = (value: string) => new TextEncoder().encode(value);

/** "2 Monthly revenue.csv": a file in a bundle, numbered in the report's order. */
const bundledName = (index: number, section: ReportSection, extension: string) => safeFileName(`${index + 1} ${section.title}`, extension);

/** Renders one chart as an image file: SVG with Inter embedded, or PNG at 2×. */
async function chartImage(svg: string, format: "png" | "svg", loaded: RenderAssets): Promise<Uint8Array> {
  if (format === "svg") {
    const fonts = loaded.imageFonts.slice(0, 2).map((woff2, i) => ({ weight: i === 0 ? 400 : 600, woff2 }));
    return text(embedSvgFonts(svg, "Inter", fonts));
  }
  await initSvgRenderer(loaded.resvgWasm);
  return (await svgToPng(svg, { fonts: loaded.imageFonts })).png;
}

/**
 * A whole report in a format that holds one table or chart: CSV, PNG and SVG as a zip of one file per analysis
 * (per chart for images), JSON as one file with a section per analysis.
 */
async function renderBundle(report: ReportDocument, format: "csv" | "json" | "png" | "svg", assets: () => Promise<RenderAssets>): Promise<RenderedFile> {
  switch (format) {
    case "json": {
      const analyses = report.sections.map((s) => ({ title: s.title, note: s.note ?? null, answer: s.answer, howThisWasAnswered: s.receipt, ...tableToJsonValue(s.table) }));
      const body = { title: report.title, subtitle: report.subtitle ?? null, createdAt: report.createdAt, datasets: report.datasets.map((d) => d.name), analyses };
      return { bytes: text(`${JSON.stringify(body, null, 2)}\n`), contentType: "application/json; charset=utf-8", extension: "json" };
    }
    case "csv":
      return { bytes: zipFiles(report.sections.map((s, i) => ({ name: bundledName(i, s, "csv"), bytes: text(tableToCsv(s.table, { bom: true })) }))), contentType: "application/zip", extension: "zip" };
    case "png":
    case "svg": {
      const charts = report.sections.flatMap((s, i) => {
        const svg = framedChartSvg(report, s);
        return svg ? [{ svg, name: bundledName(i, s, format) }] : [];
      });
      if (charts.length === 0) throw new WorkspaceError(400, "This report has no charts to save as images. Export its tables as CSV or JSON instead.");
      const loaded = await assets();
      const files = [];
      for (const chart of charts) files.push({ name: chart.name, bytes: await chartImage(chart.svg, format, loaded) });
      return { bytes: zipFiles(files), contentType: "application/zip", extension: "zip" };
    }
  }
}

/**
 * The report as a file in `format`: PDF, PowerPoint and Excel hold every section; CSV, JSON, PNG and SVG hold the first
 * section's table or chart (a one-analysis export), or, with `wholeReport`, every section (renderBundle). `assets` is
 * called only for formats that draw or embed fonts.
 */
export async function renderExport(report: ReportDocument, format: ExportFormat, assets: () => Promise<RenderAssets>, { wholeReport = false } = {}): Promise<RenderedFile> {
  if (wholeReport && isBundled(format)) return renderBundle(report, format, assets);
  const [first] = report.sections;
  switch (format) {
    case "pdf": {
      const loaded = await assets();
      const charts = await sectionChartImages(report, loaded);
      return { bytes: await renderPdf(report, { fonts: loaded.documentFonts, charts }), contentType: "application/pdf", extension: "pdf" };
    }
    case "xlsx":
      return { bytes: renderWorkbook(report), contentType: XLSX_TYPE, extension: "xlsx" };
    case "csv":
      // With a byte order mark: Excel, where most CSV downloads are opened, needs it for accents and "€".
      return { bytes: text(tableToCsv(first.table, { bom: true })), contentType: "text/csv; charset=utf-8", extension: "csv" };
    case "json":
      return { bytes: text(tableToJson(first.table)), contentType: "application/json; charset=utf-8", extension: "json" };
    case "svg":
    case "png": {
      const svg = framedChartSvg(report, first);
      if (!svg) throw new Error("This answer has no chart to save as an image.");
      const bytes = await chartImage(svg, format, await assets());
      return { bytes, contentType: format === "svg" ? "image/svg+xml" : "image/png", extension: format };
    }
    case "pptx": {
      const charts = await sectionChartImages(report, await assets());
      return { bytes: await renderPptx(report, { charts }), contentType: PPTX_TYPE, extension: "pptx" };
    }
  }
}
