// Top-to-bottom layout over as many pages as it takes: a cursor that starts a new page when the next
// block does not fit, and paragraphs wrapped to the content width.
import { type PDFDocument, type PDFPage, type RGB, rgb } from "pdf-lib";
import { wrapText } from "../wrap-text";
import type { Face } from "./face";

export interface PageGeometry {
  width: number;
  height: number;
  margin: number;
  /** Room kept free at the bottom for the page footer. */
  footer: number;
}

export interface TextStyle {
  face: Face;
  size: number;
  color: RGB;
  /** Baseline-to-baseline distance as a multiple of the size. Default 1.35. */
  leading?: number;
}

export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.39, 0.45, 0.55);
export const RULE = rgb(0.89, 0.91, 0.94);
export const ACCENT = rgb(0.486, 0.227, 0.929);

export class PageFlow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The y of the top of the free space (PDF y grows upwards). */
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly geometry: PageGeometry,
  ) {}

  get left(): number {
    return this.geometry.margin;
  }
  get contentWidth(): number {
    return this.geometry.width - 2 * this.geometry.margin;
  }
  /** Space left on this page above the footer. */
  get room(): number {
    return this.y - this.geometry.margin - this.geometry.footer;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([this.geometry.width, this.geometry.height]);
    this.pages.push(this.page);
    this.y = this.geometry.height - this.geometry.margin;
    return this.page;
  }

  /** Starts a new page unless `height` fits on this one. Returns whether a page was started. */
  ensure(height: number): boolean {
    if (this.pages.length > 0 && height <= this.room) return false;
    this.newPage();
    return true;
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** Wrapped text, each line kept whole; continues on new pages as needed. */
  paragraph(text: string, style: TextStyle, { indent = 0, width }: { indent?: number; width?: number } = {}): void {
    const lineHeight = style.size * (style.leading ?? 1.35);
    const lines = wrapText(text, (width ?? this.contentWidth) - indent, (s) => style.face.width(s, style.size));
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      // The baseline sits about a fifth of the line height above the line's bottom.
      if (line) style.face.draw(this.page, line, { x: this.left + indent, y: this.y + lineHeight * 0.22, size: style.size, color: style.color });
    }
  }
}
