// A typeface for the PDF made of font files tried in order (e.g. Inter's Latin file, then its Latin
// Extended one), so a line mixing "North" and "Łódź ₹" is drawn with real glyphs from whichever file has
// them. Characters no file has become "?" rather than an empty box.
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { woffToSfnt } from "./woff-to-sfnt";

interface Run {
  font: PDFFont;
  text: string;
}

export interface Face {
  /** Width of `text` at `size` points. */
  width(text: string, size: number): number;
  /** Draws `text` with its baseline at (x, y). */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: RGB }): void;
}

/** Embeds the files (subset to the glyphs used) and returns the face that draws with them. */
export async function embedFace(doc: PDFDocument, files: Uint8Array[]): Promise<Face> {
  if (files.length === 0) throw new Error("A PDF face needs at least one font file.");
  doc.registerFontkit(fontkit);
  const plain = await Promise.all(files.map(woffToSfnt));
  const coverage = plain.map((bytes) => fontkit.create(bytes));
  const fonts = await Promise.all(plain.map((bytes) => doc.embedFont(bytes, { subset: true })));

  const fontIndex = new Map<string, number>();
  const fontIndexFor = (char: string): number => {
    let index = fontIndex.get(char);
    if (index === undefined) {
      const code = char.codePointAt(0) ?? 0;
      index = coverage.findIndex((font) => font.hasGlyphForCodePoint(code));
      fontIndex.set(char, index);
    }
    return index;
  };

  // Widths from each character's advance (cached), not pdf-lib's full text layout: wrapping and table
  // sizing measure thousands of candidate strings, and shaping each one took seconds per report.
  // Kerning is left out, which moves a line's end by a fraction of a point at most.
  const advances = new Map<string, number>();
  const advance = (char: string): number => {
    let width = advances.get(char);
    if (width === undefined) {
      let index = fontIndexFor(char);
      let code = char.codePointAt(0) ?? 0;
      if (index < 0) [index, code] = [0, 63]; // drawn as "?"
      const font = coverage[index];
      width = font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm;
      advances.set(char, width);
    }
    return width;
  };
  const width = (text: string, size: number): number => {
    let sum = 0;
    for (const char of text) sum += advance(char);
    return sum * size;
  };

  const runs = (text: string): Run[] => {
    const out: Run[] = [];
    let current = -1;
    let piece = "";
    for (const char of text) {
      let index = fontIndexFor(char);
      let drawn = char;
      if (index < 0) [index, drawn] = [0, "?"];
      if (index !== current && piece) {
        out.push({ font: fonts[current], text: piece });
        piece = "";
      }
      current = index;
      piece += drawn;
    }
    if (piece) out.push({ font: fonts[current], text: piece });
    return out;
  };

  return {
    width,
    draw(page, text, { x, y, size, color }) {
      let left = x;
      for (const run of runs(text)) {
        page.drawText(run.text, { x: left, y, size, font: run.font, color });
        left += width(run.text, size);
      }
    },
  };
}
