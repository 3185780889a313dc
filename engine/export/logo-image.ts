// A brand logo for report covers: PNG or JPEG only, recognised by its bytes (never by its name or declared
// type) and measured without decoding, so a cover can lay it out and an upload can be refused with a reason.
// SVG is refused: it can carry scripts and external references, and neither PDF nor PowerPoint covers need it.
import { pngSize } from "./png-header";

export type LogoImageType = "png" | "jpeg";

export interface LogoImage {
  type: LogoImageType;
  width: number;
  height: number;
}

/** The box a cover draws the logo in, in points: the PDF cover's, and the PowerPoint cover's (2.6 × 0.85 inches). */
export const PDF_LOGO_BOX_POINTS = { width: 200, height: 56 } as const;
export const PPTX_LOGO_BOX_POINTS = { width: 187.2, height: 61.2 } as const;
/**
 * The largest logo worth storing, in pixels: three pixels per point of the larger of the two boxes, sharp on paper and
 * on high-density screens. A larger logo is scaled down to fit it when it is uploaded.
 */
export const LOGO_PIXEL_BOX = {
  width: Math.ceil(3 * Math.max(PDF_LOGO_BOX_POINTS.width, PPTX_LOGO_BOX_POINTS.width)),
  height: Math.ceil(3 * Math.max(PDF_LOGO_BOX_POINTS.height, PPTX_LOGO_BOX_POINTS.height)),
} as const;

/** JPEG start-of-frame markers (baseline, extended, progressive, lossless…) that carry the image size. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Width and height of a JPEG from its start-of-frame segment, or null when the bytes are not a readable JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The logo's type and size from its bytes, or null when it is neither a PNG nor a JPEG that can be measured. */
export function readLogoImage(bytes: Uint8Array): LogoImage | null {
  const png = pngSize(bytes);
  if (png) return png.width > 0 && png.height > 0 ? { type: "png", ...png } : null;
  const jpeg = jpegSize(bytes);
  if (jpeg) return jpeg.width > 0 && jpeg.height > 0 ? { type: "jpeg", ...jpeg } : null;
  return null;
}

/** The largest box of `max` that keeps the image's proportions. */
export function fitWithin(image: { width: number; height: number }, max: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(max.width / image.width, max.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/** "#7c3aed" → [124, 58, 237]; null for anything else. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)] : null;
}
