// A report document into the file a user downloads, in one of the formats the report Worker renders.
// Charts are the app's own nivo chart (chartSvg) rasterised by resvg, so the PDF shows what the app showed.
import { chartSvg } from "~/components/charts/chart-svg";
import type { ExportFormat } from "~/lib/plans";
import { renderPdf } from "../../../engine/export/pdf/render-pdf";
import type { ReportDocument, ReportSection } from "../../../engine/export/report-document";
import { initSvgRenderer, svgToPng, type PngImage } from "../../../engine/export/svg-to-png";
import { renderWorkbook } from "../../../engine/export/workbook";

/** What the renderers need besides the report: resvg's WebAssembly and the fonts. */
export interface RenderAssets {
  /** resvg's .wasm (workerd: the imported module; Node: the file's bytes). */
  resvgWasm: WebAssembly.Module | BufferSource;
  /** Fonts for chart images (WOFF2/TTF: resvg reads no WOFF). */
  imageFonts: Uint8Array[];
  /** Fonts for the PDF's text (WOFF/TTF), regular and bold, each list tried in order per character. */
  documentFonts: { regular: Uint8Array[]; bold: Uint8Array[] };
}

/** Report formats: the whole report in one file. */
export type ReportFormat = Extract<ExportFormat, "pdf" | "xlsx">;

export interface RenderedFile {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/** The chart's size in the report, in CSS pixels (drawn at 2×): the PDF page's content width, half as tall. */
const REPORT_CHART = { width: 720, height: 360 } as const;

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

/** The whole report as a file in `format`. */
export async function renderReport(report: ReportDocument, format: ReportFormat, assets: RenderAssets): Promise<RenderedFile> {
  switch (format) {
    case "pdf": {
      const charts = await sectionChartImages(report, assets);
      return { bytes: await renderPdf(report, { fonts: assets.documentFonts, charts }), contentType: "application/pdf", extension: "pdf" };
    }
    case "xlsx":
      return {
        bytes: renderWorkbook(report),
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        extension: "xlsx",
      };
  }
}
