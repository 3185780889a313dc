// The report as a PDF (pdf-lib): a cover (title, subtitle, date, author, datasets, contents with page
// numbers), then each analysis from a new page — title, note, answer sentence, chart image, receipt and its
// table — and a footer on every page with the report's title and "Page N of M". Fonts are embedded
// (subset), so the file reads the same everywhere.
import { PDFDocument, rgb, type PDFImage, type RGB } from "pdf-lib";
import { generatedAt } from "../generated-at";
import type { PngImage } from "../svg-to-png";
import { fitWithin, hexToRgb, PDF_LOGO_BOX_POINTS } from "../logo-image";
import type { KpiTile, ReportBranding, ReportDocument, ReportSection } from "../report-document";
import { truncateText } from "../wrap-text";
import { embedFace, type Face } from "./face";
import { ACCENT, INK, MUTED, PageFlow, RULE, type PageGeometry, type TextStyle } from "./page-flow";
import { CHANGED_MARK, drawTable, type TableLimits } from "./table";
import { changedCells } from "../changed-cells";

export interface PdfAssets {
  /**
   * Font files, each list tried in order for every character (e.g. Inter Latin, then Latin Extended).
   * TTF, OTF or WOFF: fontkit's WOFF2 reader breaks when subsetting.
   */
  fonts: { regular: Uint8Array[]; bold: Uint8Array[] };
  /** Chart images by section index (PNG, e.g. from svgToPng); a section without one gets no chart. */
  charts?: (PngImage | undefined)[];
}

export interface PdfOptions {
  /** "letter" (default) or "a4". */
  pageSize?: "letter" | "a4";
  /** Table limits; the Excel and CSV exports carry whole tables. Defaults: 1,000 rows, 12 columns, 3 lines a cell. */
  table?: Partial<TableLimits>;
}

const SIZES = { letter: [612, 792], a4: [595.28, 841.89] } as const;
const DEFAULT_LIMITS: TableLimits = { maxRows: 1_000, maxColumns: 12, maxCellLines: 3 };

interface Faces {
  regular: Face;
  bold: Face;
}

/** The cover's accent colour and logo: the owner's branding (Pro, Enterprise), else InsightLab's purple. */
interface Brand {
  accent: RGB;
  logo?: PDFImage;
}

/** The logo's box on the cover, below the accent band. */
const LOGO_BOX = PDF_LOGO_BOX_POINTS;

async function embedBrand(doc: PDFDocument, branding: ReportBranding | undefined): Promise<Brand> {
  const rgbValues = branding?.accentColor ? hexToRgb(branding.accentColor) : null;
  const accent = rgbValues ? rgb(rgbValues[0] / 255, rgbValues[1] / 255, rgbValues[2] / 255) : ACCENT;
  const logo = branding?.logo;
  if (!logo) return { accent };
  return { accent, logo: logo.type === "png" ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes) };
}

function drawCover(flow: PageFlow, report: ReportDocument, faces: Faces, brand: Brand): void {
  const page = flow.newPage();
  const { width, height } = flow.geometry;
  page.drawRectangle({ x: 0, y: height - 10, width, height: 10, color: brand.accent });
  if (brand.logo) {
    const size = fitWithin(brand.logo, LOGO_BOX);
    page.drawImage(brand.logo, { x: flow.left, y: height - 30 - size.height, ...size });
  }
  flow.gap(90);
  flow.paragraph("InsightLab report", { face: faces.bold, size: 11, color: brand.accent });
  flow.gap(10);
  flow.paragraph(report.title, { face: faces.bold, size: 28, color: INK, leading: 1.2 });
  if (report.subtitle) {
    flow.gap(8);
    flow.paragraph(report.subtitle, { face: faces.regular, size: 14, color: MUTED });
  }
  flow.gap(28);
  const facts: [string, string][] = [["Generated", generatedAt(report.createdAt)]];
  if (report.author) facts.push(["By", report.author]);
  facts.push([report.datasets.length === 1 ? "Dataset" : "Datasets", report.datasets.map((d) => d.name).join(", ") || "—"]);
  // A dashboard's tiles are not all analyses (KPIs, text).
  facts.push([report.sections.some((s) => s.tile) ? "Tiles" : "Analyses", String(report.sections.length)]);
  if (report.rerun) {
    facts.push(["Previous file", `${report.rerun.previous.name} (highlighted figures differ from it)`]);
    if (report.rerun.renamed.length > 0) facts.push(["Renamed", report.rerun.renamed.map((r) => `“${r.from}” is now “${r.to}”`).join(", ")]);
  }
  for (const [label, value] of facts) {
    const top = flow.y;
    flow.paragraph(label, { face: faces.bold, size: 10, color: MUTED });
    flow.y = top;
    flow.paragraph(value, { face: faces.regular, size: 10, color: INK }, { indent: 80 });
    flow.gap(4);
  }
}

/** The contents list on the cover, drawn once every section's first page is known. */
function drawContents(flow: PageFlow, cover: PageFlow["page"], y: number, report: ReportDocument, firstPages: number[], faces: Faces): void {
  const lineHeight = 16;
  const bottom = flow.geometry.margin + flow.geometry.footer;
  let top = y - 24;
  faces.bold.draw(cover, "Contents", { x: flow.left, y: top, size: 12, color: INK });
  top -= 8;
  const fits = Math.max(0, Math.floor((top - bottom) / lineHeight));
  const listed = report.sections.length > fits ? Math.max(0, fits - 1) : report.sections.length;
  report.sections.slice(0, listed).forEach((section, i) => {
    top -= lineHeight;
    const number = String(firstPages[i]);
    const numberWidth = faces.regular.width(number, 10);
    const kind = section.tile?.kind === "kpi" ? " (KPI)" : "";
    const title = truncateText(`${i + 1}.  ${section.title}${kind}`, flow.contentWidth - numberWidth - 24, (s) => faces.regular.width(s, 10));
    faces.regular.draw(cover, title, { x: flow.left, y: top, size: 10, color: INK });
    faces.regular.draw(cover, number, { x: flow.left + flow.contentWidth - numberWidth, y: top, size: 10, color: MUTED });
  });
  if (listed < report.sections.length) {
    top -= lineHeight;
    faces.regular.draw(cover, `… and ${report.sections.length - listed} more analyses`, { x: flow.left, y: top, size: 10, color: MUTED });
  }
}

/** A report run on a newer file: what changed against the previous one, on a tinted band. */
function drawChanges(flow: PageFlow, lines: string[], comparedWith: string, faces: Faces): void {
  flow.ensure(40);
  const top = flow.y;
  const page = flow.page;
  flow.gap(6);
  flow.paragraph(`Changes since “${comparedWith}”`, { face: faces.bold, size: 10, color: INK }, { indent: 8 });
  flow.gap(2);
  for (const line of lines) drawBullet(flow, line, { face: faces.regular, size: 9, color: INK }, 8);
  flow.gap(6);
  // Drawn behind the text once its height is known (the band stays on the page it started on).
  if (flow.page === page) {
    page.drawRectangle({ x: flow.left, y: flow.y, width: 3, height: top - flow.y, color: CHANGED_MARK });
  }
  flow.gap(12);
}

/** Room a KPI or text tile needs to share a page with the tile before it. */
const SMALL_TILE_ROOM = 200;

/** The section's kicker: "Analysis 2", or what a dashboard tile is. */
function kicker(section: ReportSection, index: number): string {
  if (section.tile?.kind === "kpi") return `KPI · item ${index + 1}`;
  if (section.tile?.kind === "text") return `Text · item ${index + 1}`;
  return `Analysis ${index + 1}`;
}

/** A dashboard's KPI tile as the tile shows it: the figure large, its period, and the change on the period before. */
function drawKpi(flow: PageFlow, kpi: KpiTile, faces: Faces, accent: RGB): void {
  flow.gap(6);
  flow.paragraph(kpi.value, { face: faces.bold, size: 32, color: INK, leading: 1.15 });
  flow.gap(2);
  flow.paragraph(kpi.label, { face: faces.regular, size: 11, color: MUTED });
  flow.gap(4);
  if (kpi.change) flow.paragraph(kpi.change, { face: faces.bold, size: 12, color: accent });
  else if (kpi.why) flow.paragraph(kpi.why, { face: faces.regular, size: 9, color: MUTED });
  flow.gap(14);
}

async function drawSection(flow: PageFlow, section: ReportSection, index: number, faces: Faces, chart: PngImage | undefined, limits: TableLimits, doc: PDFDocument, accent: RGB, comparedWith?: string): Promise<void> {
  flow.paragraph(kicker(section, index), { face: faces.bold, size: 9, color: accent });
  flow.gap(2);
  flow.paragraph(section.title, { face: faces.bold, size: 18, color: INK, leading: 1.25 });
  if (section.note) {
    flow.gap(4);
    flow.paragraph(section.note, { face: faces.regular, size: 10, color: MUTED });
  }
  flow.gap(10);
  if (section.tile?.kind === "kpi") drawKpi(flow, section.tile, faces, accent);
  else {
    flow.paragraph(section.answer, { face: faces.regular, size: 12, color: INK, leading: 1.45 });
    flow.gap(12);
  }
  if (section.changes && comparedWith) drawChanges(flow, section.changes.lines, comparedWith, faces);
  if (chart) await drawChart(flow, chart, doc);
  if (section.receipt.length > 0) {
    flow.ensure(40);
    flow.paragraph("How this was answered", { face: faces.bold, size: 10, color: INK });
    flow.gap(2);
    for (const line of section.receipt) drawBullet(flow, line, { face: faces.regular, size: 9, color: MUTED });
    flow.gap(14);
  }
  if (section.table.columns.length > 0) {
    flow.ensure(60);
    const rows = section.table.rowCount;
    flow.paragraph(`Data · ${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"}`, { face: faces.bold, size: 10, color: INK });
    flow.gap(4);
    const highlighted = section.changes ? changedCells(section.table, section.changes) : undefined;
    drawTable(flow, section.table, faces, limits, highlighted && ((row, column) => highlighted.has(`${row}:${column}`)));
    if (highlighted && highlighted.size > 0 && comparedWith) {
      flow.gap(4);
      const added = section.changes!.addedRows.length > 0 ? ", and rows new in this file" : "";
      flow.paragraph(`Highlighted: figures that differ from “${comparedWith}”${added}.`, { face: faces.regular, size: 8, color: MUTED });
    }
  }
}

/** A bullet and its wrapped text, hanging beside it. */
function drawBullet(flow: PageFlow, text: string, style: TextStyle, indent = 0): void {
  const lineHeight = style.size * 1.35;
  flow.ensure(lineHeight);
  const top = flow.y;
  style.face.draw(flow.page, "•", { x: flow.left + indent, y: top - lineHeight + lineHeight * 0.22, size: style.size, color: style.color });
  flow.paragraph(text, style, { indent: indent + 10 });
}

async function drawChart(flow: PageFlow, chart: PngImage, doc: PDFDocument): Promise<void> {
  const image = await doc.embedPng(chart.png);
  const width = Math.min(flow.contentWidth, image.width);
  const height = (width / image.width) * image.height;
  flow.ensure(height);
  flow.page.drawImage(image, { x: flow.left, y: flow.y - height, width, height });
  flow.y -= height;
  flow.gap(14);
}

function drawFooters(flow: PageFlow, title: string, faces: Faces): void {
  const total = flow.pages.length;
  const y = flow.geometry.margin / 2;
  flow.pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${total}`;
    const labelWidth = faces.regular.width(label, 8);
    page.drawLine({ start: { x: flow.left, y: y + 12 }, end: { x: flow.left + flow.contentWidth, y: y + 12 }, thickness: 0.5, color: RULE });
    const name = truncateText(title, flow.contentWidth - labelWidth - 24, (s) => faces.regular.width(s, 8));
    faces.regular.draw(page, name, { x: flow.left, y, size: 8, color: MUTED });
    faces.regular.draw(page, label, { x: flow.left + flow.contentWidth - labelWidth, y, size: 8, color: MUTED });
  });
}

/** The report as PDF bytes. */
export async function renderPdf(report: ReportDocument, assets: PdfAssets, options: PdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const created = new Date(report.createdAt);
  doc.setTitle(report.title, { showInWindowTitleBar: true });
  if (report.subtitle) doc.setSubject(report.subtitle);
  if (report.author) doc.setAuthor(report.author);
  doc.setCreator("InsightLab");
  doc.setProducer("InsightLab");
  doc.setLanguage("en");
  if (!Number.isNaN(created.getTime())) {
    doc.setCreationDate(created);
    doc.setModificationDate(created);
  }
  const faces: Faces = { regular: await embedFace(doc, assets.fonts.regular), bold: await embedFace(doc, assets.fonts.bold) };
  const [width, height] = SIZES[options.pageSize ?? "letter"];
  const geometry: PageGeometry = { width, height, margin: 40, footer: 16 };
  const flow = new PageFlow(doc, geometry);
  const limits = { ...DEFAULT_LIMITS, ...options.table };

  const brand = await embedBrand(doc, report.branding);
  drawCover(flow, report, faces, brand);
  const cover = flow.page;
  const contentsTop = flow.y;
  const firstPages: number[] = [];
  for (const [i, section] of report.sections.entries()) {
    // An analysis starts a page; a KPI or text tile shares the page of the tile before it when it fits.
    const small = section.tile !== undefined && i > 0;
    if (small && flow.y - SMALL_TILE_ROOM > flow.geometry.margin + flow.geometry.footer) flow.gap(24);
    else flow.newPage();
    firstPages.push(flow.pages.length);
    await drawSection(flow, section, i, faces, assets.charts?.[i], limits, doc, brand.accent, report.rerun?.previous.name);
  }
  drawContents(flow, cover, contentsTop, report, firstPages, faces);
  drawFooters(flow, report.title, faces);
  return doc.save();
}
