// A result table drawn across pages: column widths from the content, numbers right-aligned, cells
// wrapped (a row is never split between pages), the header row repeated at the top of every page.
import { rgb, type RGB } from "pdf-lib";
import type { ResultTable } from "../../execute/result";
import { formatCell } from "../../format";
import { truncateText, wrapText } from "../wrap-text";
import type { Face } from "./face";
import { INK, MUTED, RULE, type PageFlow } from "./page-flow";

export interface TableFaces {
  regular: Face;
  bold: Face;
}

export interface TableLimits {
  /** Rows drawn at most; the rest are left to the Excel and CSV exports (a note says so). */
  maxRows: number;
  /** Columns drawn at most. */
  maxColumns: number;
  /** Lines a cell may wrap to before it is cut with "…". */
  maxCellLines: number;
}

const PAD_X = 4;
const PAD_Y = 3;
const HEADER_FILL = rgb(0.96, 0.96, 0.98);
/** A figure that differs from the previous file's (a report run on a newer file). */
export const CHANGED_FILL = rgb(1, 0.925, 0.7);
/** The edge of the "Changes since …" band beside a changed section. */
export const CHANGED_MARK = rgb(0.96, 0.62, 0.04);
const MIN_COLUMN = 36;
/** Rows sampled to size the columns: enough to be representative, few enough to stay fast. */
const SAMPLE_ROWS = 200;

interface Layout {
  widths: number[];
  size: number;
  lineHeight: number;
}

/** Natural widths (the widest header or sampled cell), shrunk to fit: wide columns give way first. */
function columnWidths(natural: number[], available: number): number[] {
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= available) return natural.map((w) => w + (available - total) * (w / total));
  // Each column keeps its natural width up to a fair share; what is left goes to the wider ones.
  let widths = natural.map((w) => Math.max(MIN_COLUMN, Math.min(w, available / natural.length)));
  const want = natural.map((w, i) => Math.max(0, w - widths[i]));
  const spare = available - widths.reduce((a, b) => a + b, 0);
  const wanting = want.reduce((a, b) => a + b, 0);
  if (spare > 0 && wanting > 0) widths = widths.map((w, i) => w + spare * (want[i] / wanting));
  return widths;
}

function layout(header: string[], rows: string[][], faces: TableFaces, available: number): Layout {
  const size = header.length > 8 ? 7 : header.length > 5 ? 8 : 9;
  const natural = header.map((name, i) => {
    let widest = faces.bold.width(name, size);
    for (const row of rows.slice(0, SAMPLE_ROWS)) widest = Math.max(widest, faces.regular.width(row[i], size));
    return widest + 2 * PAD_X;
  });
  return { widths: columnWidths(natural, available), size, lineHeight: size * 1.3 };
}

function cellLines(text: string, width: number, face: Face, size: number, maxLines: number): string[] {
  const measure = (s: string) => face.width(s, size);
  const lines = wrapText(text, width - 2 * PAD_X, measure);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncateText(`${kept[maxLines - 1]} ${lines[maxLines]}`, width - 2 * PAD_X, measure);
  return kept;
}

/** Draws one row of wrapped cells at the flow's cursor. */
function drawRow(flow: PageFlow, cells: string[][], numeric: boolean[], at: { layout: Layout; face: Face; height: number; fill?: RGB; cellFill?: (column: number) => RGB | undefined }) {
  const { layout: l, face, height } = at;
  const top = flow.y;
  if (at.fill) flow.page.drawRectangle({ x: flow.left, y: top - height, width: l.widths.reduce((a, b) => a + b, 0), height, color: at.fill });
  let x = flow.left;
  cells.forEach((lines, i) => {
    const fill = at.cellFill?.(i);
    if (fill) flow.page.drawRectangle({ x, y: top - height, width: l.widths[i], height, color: fill });
    lines.forEach((line, k) => {
      const baseline = top - PAD_Y - (k + 1) * l.lineHeight + l.lineHeight * 0.25;
      const textX = numeric[i] ? x + l.widths[i] - PAD_X - face.width(line, l.size) : x + PAD_X;
      face.draw(flow.page, line, { x: textX, y: baseline, size: l.size, color: INK });
    });
    x += l.widths[i];
  });
  flow.page.drawLine({ start: { x: flow.left, y: top - height }, end: { x, y: top - height }, thickness: 0.5, color: RULE });
  flow.y -= height;
}

/** Draws the table at the flow's cursor, continuing on new pages; `highlighted(row, column)` cells get CHANGED_FILL. */
export function drawTable(flow: PageFlow, table: ResultTable, faces: TableFaces, limits: TableLimits, highlighted?: (row: number, column: number) => boolean): void {
  const columns = table.columns.slice(0, limits.maxColumns);
  if (columns.length === 0) return;
  const shown = table.rows.slice(0, limits.maxRows);
  const header = columns.map((c) => c.name);
  const text = shown.map((row) => columns.map((c, i) => (row[i] === null ? "" : formatCell(row[i], c, { compact: false }))));
  const l = layout(header, text, faces, flow.contentWidth);
  const numeric = columns.map((c) => c.type === "number");
  const headerCells = header.map((h, i) => cellLines(h, l.widths[i], faces.bold, l.size, 3));
  const headerHeight = Math.max(...headerCells.map((c) => c.length)) * l.lineHeight + 2 * PAD_Y;
  const drawHeader = () => drawRow(flow, headerCells, numeric, { layout: l, face: faces.bold, height: headerHeight, fill: HEADER_FILL });

  // The header never ends a page on its own: it needs one row beneath it.
  flow.ensure(headerHeight + l.lineHeight + 2 * PAD_Y);
  drawHeader();
  text.forEach((row, r) => {
    const cells = row.map((cell, i) => cellLines(cell, l.widths[i], faces.regular, l.size, limits.maxCellLines));
    const height = Math.max(...cells.map((c) => c.length)) * l.lineHeight + 2 * PAD_Y;
    if (flow.ensure(height)) drawHeader();
    drawRow(flow, cells, numeric, { layout: l, face: faces.regular, height, cellFill: highlighted ? (i) => (highlighted(r, i) ? CHANGED_FILL : undefined) : undefined });
  });

  const notes: string[] = [];
  if (table.rowCount > shown.length) notes.push(`The first ${shown.length.toLocaleString("en-US")} of ${table.rowCount.toLocaleString("en-US")} rows are shown; the Excel and CSV exports have ${table.truncated ? "up to 5,000" : "all"} of them.`);
  if (table.columns.length > columns.length) notes.push(`${table.columns.length - columns.length} more columns are in the Excel and CSV exports.`);
  if (notes.length > 0) {
    flow.gap(6);
    flow.paragraph(notes.join(" "), { face: faces.regular, size: 8, color: MUTED });
  }
}
