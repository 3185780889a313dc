// The report as a PowerPoint deck (pptxgenjs): a title slide (title, subtitle, date, datasets), then two slides
// per analysis, as the PDF has it: its title, the answer sentence, and the chart as a native, editable PowerPoint
// chart where the chart type allows (bar, line, pie with every value present), else the chart image, else the
// first rows of its table; then its table and "How this was answered". The receipt (and the author's note) are
// the speaker notes too.
import PptxGenJS from "pptxgenjs";
import type { ChartSpec } from "../../chart/chart-spec";
import { formatCell } from "../../format";
import { numberFormat } from "../excel-format";
import type { ReportDocument, ReportSection } from "../report-document";
import type { PngImage } from "../svg-to-png";
import { generatedAt } from "../generated-at";
import { fitWithin, hexToRgb, PPTX_LOGO_BOX_POINTS } from "../logo-image";
import { changedCells } from "../changed-cells";
import { base64 } from "../base64";
import { roundNumber } from "../precision";

export interface PptxAssets {
  /** Chart images by section index (PNG at 2×), used where a native chart cannot be drawn. */
  charts?: (PngImage | undefined)[];
}

const INK = "0F172A";
const MUTED = "64748B";
const ACCENT = "7C3AED";
/** The logo's box on the cover (inches), between the accent band and the "InsightLab report" line. */
const LOGO_BOX = { width: PPTX_LOGO_BOX_POINTS.width / 72, height: PPTX_LOGO_BOX_POINTS.height / 72 } as const;
const COLORS = ["7C3AED", "0EA5E9", "F59E0B", "10B981", "EF4444", "EC4899", "14B8A6", "64748B"];
const FONT = "Inter";
/** 16:9 slide, in inches. */
const W = 10;
const MARGIN = 0.5;
const TABLE_ROWS = 12;
const TABLE_ROWS_UNDER_CHANGES = 6;
/** Figures that differ from the previous file's (a report run on a newer file), as in the PDF. */
const CHANGED_FILL = "FFEDB3";
const CHANGED_MARK = "F59E0B";


/** The chart kind drawn: the user's choice when it fits the data, else the engine's. */
function drawnKind(section: ReportSection): "bar" | "line" | "pie" | null {
  const chart = section.chart;
  if (!chart || chart.type === "none" || chart.categories.length === 0) return null;
  return section.chartKind ?? chart.type;
}

/** A native chart can show the data exactly: every value present (a gap would have to be drawn as 0). */
function nativeChartFits(chart: ChartSpec, kind: "bar" | "line" | "pie"): boolean {
  if (chart.series.some((s) => s.values.some((v) => v === null))) return false;
  return kind !== "pie" || (chart.series.length === 1 && chart.series[0].values.every((v) => v !== null && v >= 0));
}

/**
 * Axis labels shortened like the app's ($2.5M, $400K) for amounts and plain figures in the thousands or more;
 * other formats (percentages, small figures) as the cells read.
 */
function axisFormat(chart: ChartSpec, cellFormat: string): string {
  const largest = Math.max(0, ...chart.series.flatMap((s) => s.values.map((v) => Math.abs(v ?? 0))));
  if (largest < 10_000 || (chart.valueFormat.kind !== "currency" && chart.valueFormat.kind !== "number" && chart.valueFormat.kind !== "integer")) return cellFormat;
  const prefix = /^"[^"]*"/.exec(cellFormat)?.[0] ?? "";
  return `[>=1000000]${prefix}#,##0.0,,"M";[>=1000]${prefix}#,##0,"K";${prefix}#,##0`;
}

function addNativeChart(pptx: PptxGenJS, slide: PptxGenJS.Slide, chart: ChartSpec, kind: "bar" | "line" | "pie", box: { x: number; y: number; w: number; h: number }): void {
  // The chart's data sheet holds the figures at their precision, not a sum's float noise.
  const data = chart.series.map((s) => ({ name: s.name, labels: chart.categories, values: (s.values as number[]).map((v) => roundNumber(v, chart.valueFormat)) }));
  const format = axisFormat(chart, numberFormat({ format: chart.valueFormat }, chart.series.flatMap((s) => s.values)));
  // One series is one colour, as in the app; several get the palette.
  const colors = kind === "pie" || chart.series.length > 1 ? COLORS : [COLORS[0]];
  const common = { ...box, chartColors: colors, fontFace: FONT, showLegend: chart.series.length > 1, legendPos: "b" as const };
  if (kind === "pie") {
    slide.addChart(pptx.ChartType.doughnut, data, { ...common, showLegend: true, legendPos: "r", showPercent: true, showValue: false, dataLabelColor: "FFFFFF", holeSize: 55 });
    return;
  }
  slide.addChart(kind === "bar" ? pptx.ChartType.bar : pptx.ChartType.line, data, {
    ...common,
    barDir: kind === "bar" && chart.orientation === "horizontal" ? "bar" : "col",
    valAxisLabelFormatCode: format,
    valAxisLabelColor: MUTED,
    catAxisLabelColor: MUTED,
    catAxisLabelFontSize: 9,
    valAxisLabelFontSize: 9,
    catAxisLabelRotate: chart.xAxis?.labelAngle === 45 ? 315 : 0,
    valGridLine: { color: "E2E8F0", size: 0.5 },
    lineSize: 2,
    lineDataSymbolSize: 5,
  });
}

function addTable(slide: PptxGenJS.Slide, section: ReportSection, box: { x: number; y: number; w: number; h: number }, noteY = 5.2): void {
  const { columns, rows, rowCount } = section.table;
  if (columns.length === 0) return;
  // Under a list of changes the table has less room: fewer rows, the note just below them.
  const compact = box.h < 3;
  const shown = rows.slice(0, compact ? TABLE_ROWS_UNDER_CHANGES : TABLE_ROWS);
  const align = (c: (typeof columns)[number]) => (c.type === "number" ? ("right" as const) : ("left" as const));
  const header = columns.map((c) => ({ text: c.name, options: { bold: true, color: INK, fill: { color: "F1F5F9" }, align: align(c) } }));
  const highlighted = section.changes ? changedCells(section.table, section.changes) : new Set<string>();
  const body = shown.map((row, r) =>
    columns.map((c, i) => ({ text: formatCell(row[i] ?? null, c, { compact: false }), options: { align: align(c), ...(highlighted.has(`${r}:${i}`) ? { fill: { color: CHANGED_FILL } } : {}) } })),
  );
  slide.addTable([header, ...body], { ...box, h: compact ? box.h - 0.35 : box.h, fontFace: FONT, fontSize: 9, color: INK, border: { type: "solid", color: "E2E8F0", pt: 0.5 }, autoPage: false });
  if (rowCount > shown.length) {
    slide.addText(`The first ${shown.length} of ${rowCount.toLocaleString("en-US")} rows; the Excel export has them all.`, { x: box.x, y: compact ? box.y + box.h - 0.3 : noteY, w: box.w, h: 0.3, fontFace: FONT, fontSize: 9, color: MUTED });
  }
}

/** The width of the receipt's column beside the table on an analysis's second slide. */
const RECEIPT_WIDTH = 3.1;

/**
 * An analysis's second slide, as the PDF's page has them: its table (unless the first slide already showed it) and
 * "How this was answered".
 */
function addDataSlide(pptx: PptxGenJS, section: ReportSection, index: number, accent: string, tableShown: boolean, notes: string): PptxGenJS.Slide {
  const slide = pptx.addSlide();
  slide.addText(`Analysis ${index + 1} · the data`, { x: MARGIN, y: 0.25, w: 6, h: 0.3, fontFace: FONT, fontSize: 10, bold: true, color: accent });
  slide.addText(section.title, { x: MARGIN, y: 0.5, w: W - 2 * MARGIN, h: 0.5, fontFace: FONT, fontSize: 18, bold: true, color: INK, fit: "shrink" });
  const withTable = !tableShown && section.table.columns.length > 0;
  const receiptX = withTable ? W - MARGIN - RECEIPT_WIDTH : MARGIN;
  if (withTable) addTable(slide, section, { x: MARGIN, y: 1.15, w: receiptX - MARGIN - 0.25, h: 3.7 }, 4.95);
  slide.addText(
    [
      { text: "How this was answered", options: { bold: true, breakLine: true } },
      ...section.receipt.map((line, k) => ({ text: line, options: { bullet: true, breakLine: k < section.receipt.length - 1 } })),
    ],
    { x: receiptX, y: 1.15, w: withTable ? RECEIPT_WIDTH : W - 2 * MARGIN, h: 3.9, fontFace: FONT, fontSize: 10, color: INK, valign: "top", fit: "shrink" },
  );
  slide.addNotes(notes);
  return slide;
}

/** The report as .pptx bytes. */
export async function renderPptx(report: ReportDocument, assets: PptxAssets = {}): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_16x9";
  pptx.title = report.title;
  if (report.subtitle) pptx.subject = report.subtitle;
  if (report.author) pptx.author = report.author;
  pptx.company = "InsightLab";

  // The owner's branding (Pro, Enterprise): their accent colour in place of InsightLab's, their logo on the cover.
  const accent = report.branding?.accentColor && hexToRgb(report.branding.accentColor) ? report.branding.accentColor.slice(1).toUpperCase() : ACCENT;
  const cover = pptx.addSlide();
  cover.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: W, h: 0.12, fill: { color: accent }, line: { color: accent } });
  const logo = report.branding?.logo;
  if (logo) {
    const size = fitWithin(logo, LOGO_BOX);
    const mime = logo.type === "png" ? "image/png" : "image/jpeg";
    cover.addImage({ data: `data:${mime};base64,${base64(logo.bytes)}`, x: MARGIN, y: 0.35, w: size.width, h: size.height, altText: "Logo" });
  }
  cover.addText("InsightLab report", { x: MARGIN, y: 1.3, w: W - 2 * MARGIN, h: 0.4, fontFace: FONT, fontSize: 14, bold: true, color: accent });
  cover.addText(report.title, { x: MARGIN, y: 1.7, w: W - 2 * MARGIN, h: 1.2, fontFace: FONT, fontSize: 36, bold: true, color: INK, valign: "top", fit: "shrink" });
  if (report.subtitle) cover.addText(report.subtitle, { x: MARGIN, y: 2.9, w: W - 2 * MARGIN, h: 0.6, fontFace: FONT, fontSize: 18, color: MUTED, valign: "top" });
  const facts = [`Generated ${generatedAt(report.createdAt)}`, report.author ? `By ${report.author}` : "", `${report.datasets.length === 1 ? "Dataset" : "Datasets"}: ${report.datasets.map((d) => d.name).join(", ") || "—"}`]
    .filter(Boolean)
    .join("\n");
  const rerun = report.rerun
    ? `\nPrevious file: ${report.rerun.previous.name} (highlighted figures differ from it)${report.rerun.renamed.length > 0 ? `\nRenamed: ${report.rerun.renamed.map((r) => `“${r.from}” is now “${r.to}”`).join(", ")}` : ""}`
    : "";
  cover.addText(facts + rerun, { x: MARGIN, y: 3.7, w: W - 2 * MARGIN, h: 1.4, fontFace: FONT, fontSize: 12, color: MUTED, valign: "top", fit: "shrink" });

  report.sections.forEach((section, i) => {
    const slide = pptx.addSlide();
    slide.addText(`Analysis ${i + 1}`, { x: MARGIN, y: 0.25, w: 4, h: 0.3, fontFace: FONT, fontSize: 10, bold: true, color: accent });
    slide.addText(section.title, { x: MARGIN, y: 0.5, w: W - 2 * MARGIN, h: 0.6, fontFace: FONT, fontSize: 22, bold: true, color: INK, fit: "shrink" });
    slide.addText(section.answer, { x: MARGIN, y: 1.1, w: W - 2 * MARGIN, h: 0.7, fontFace: FONT, fontSize: 13, color: INK, valign: "top", fit: "shrink" });
    // A report run on a newer file: what changed, on a band under the chart or table.
    const changes = section.changes && report.rerun ? section.changes.lines : null;
    const box = { x: MARGIN, y: 1.85, w: W - 2 * MARGIN, h: changes ? 2.55 : 3.4 };
    if (changes) {
      slide.addShape(pptx.ShapeType.rect, { x: MARGIN, y: 4.5, w: 0.05, h: 0.75, fill: { color: CHANGED_MARK }, line: { color: CHANGED_MARK } });
      slide.addText(
        [
          { text: `Changes since ${report.rerun!.previous.name}`, options: { bold: true, breakLine: true } },
          ...changes.slice(0, 4).map((line, k, shown) => ({ text: line, options: { bullet: true, breakLine: k < shown.length - 1 } })),
        ],
        { x: MARGIN + 0.12, y: 4.5, w: W - 2 * MARGIN - 0.12, h: 0.75, fontFace: FONT, fontSize: 9, color: INK, valign: "top", fit: "shrink" },
      );
    }
    const kind = drawnKind(section);
    const image = assets.charts?.[i];
    let tableShown = false;
    if (kind && section.chart && nativeChartFits(section.chart, kind)) addNativeChart(pptx, slide, section.chart, kind, box);
    else if (image) {
      const h = Math.min(box.h, (box.w * image.height) / image.width);
      const w = (h * image.width) / image.height;
      slide.addImage({ data: `data:image/png;base64,${base64(image.png)}`, x: MARGIN + (box.w - w) / 2, y: box.y, w, h });
    } else {
      addTable(slide, section, box);
      tableShown = true;
    }
    const notes = [
      section.note ? `Note: ${section.note}` : "",
      ...(changes ? [`Changes since ${report.rerun!.previous.name}:`, ...changes.map((line) => `• ${line}`)] : []),
      "How this was answered:",
      ...section.receipt.map((line) => `• ${line}`),
    ].filter(Boolean);
    slide.addNotes(notes.join("\n"));
    const total = 1 + 2 * report.sections.length;
    const footer = (n: number) => `${report.title} · ${n} / ${total}`;
    slide.addText(footer(2 + 2 * i), { x: MARGIN, y: 5.3, w: W - 2 * MARGIN, h: 0.25, fontFace: FONT, fontSize: 8, color: MUTED, align: "right" });
    addDataSlide(pptx, section, i, accent, tableShown, notes.join("\n")).addText(footer(3 + 2 * i), {
      x: MARGIN,
      y: 5.3,
      w: W - 2 * MARGIN,
      h: 0.25,
      fontFace: FONT,
      fontSize: 8,
      color: MUTED,
      align: "right",
    });
  });

  return (await pptx.write({ outputType: "uint8array" })) as Uint8Array;
}
