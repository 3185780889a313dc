// A report document into the file a user downloads, in one of the formats the report Worker renders.
// Charts are the app's own nivo chart (chartSvg) rasterised by resvg, so the PDF shows what the app showed.
import { chartSvg } from "~/components/charts/chart-svg";
import type { ExportFormat } from "~/lib/plans";
import { tableToCsv } from "../../../engine/export/csv";
import { tableToJson } from "../../../engine/export/json";
import { renderPdf } from "../../../engine/export/pdf/render-pdf";
import { renderPptx } from "../../../engine/export/pptx/render-pptx";
import type { ReportDocument, ReportSection } from "../../../engine/export/report-document";
import { initSvgRenderer, svgToPng, type PngImage } from "../../../engine/export/svg-to-png";
import { renderWorkbook } from "../../../engine/export/workbook";
import { embedSvgFonts } from "../../../engine/export/svg-fonts";

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

/**
 * The report as a file in `format`: PDF, PowerPoint and Excel hold every section; CSV, JSON, PNG and SVG hold the first
 * section's table or chart (a one-analysis export). `assets` is called only for formats that draw or embed fonts.
 */
export async function renderExport(report: ReportDocument, format: ExportFormat, assets: () => Promise<RenderAssets>): Promise<RenderedFile> {
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
      const svg = sectionChartSvg(first, CHART_IMAGE);
      if (!svg) throw new Error("This answer has no chart to save as an image.");
      const loaded = await assets();
      if (format === "svg") {
        const fonts = loaded.imageFonts.slice(0, 2).map((woff2, i) => ({ weight: i === 0 ? 400 : 600, woff2 }));
        return { bytes: text(embedSvgFonts(svg, "Inter", fonts)), contentType: "image/svg+xml", extension: "svg" };
      }
      await initSvgRenderer(loaded.resvgWasm);
      return { bytes: (await svgToPng(svg, { fonts: loaded.imageFonts })).png, contentType: "image/png", extension: "png" };
    }
    case "pptx": {
      const charts = await sectionChartImages(report, await assets());
      return { bytes: await renderPptx(report, { charts }), contentType: PPTX_TYPE, extension: "pptx" };
    }
  }
}
