// A logo stored at the size covers draw it (LOGO_PIXEL_BOX), not at the size it was uploaded: a large logo would
// otherwise be decoded whole by every PDF and PowerPoint export. A PNG or JPEG larger than the box is decoded
// (JPEG by jpeg-js), averaged down and stored as a PNG (lossless, so the scaled logo loses nothing more).
import { decode as decodeJpegPixels } from "jpeg-js";
import { fitWithin, LOGO_PIXEL_BOX, type LogoImage } from "./logo-image";
import { decodePng, encodePng, type RgbaImage } from "./png-codec";

/** A JPEG the decoder could not read (corrupt, or not what its header says). */
export class JpegDecodeError extends Error {}

/** Decoding stops past this many megapixels or megabytes: the upload's own budget is 1 MP (4 MB of RGBA). */
const JPEG_DECODE_LIMITS = { maxResolutionInMP: 1.5, maxMemoryUsageInMB: 32 };

function decodeJpeg(bytes: Uint8Array): RgbaImage {
  try {
    const { width, height, data } = decodeJpegPixels(bytes, { useTArray: true, formatAsRGBA: true, ...JPEG_DECODE_LIMITS });
    return { width, height, pixels: data };
  } catch (error) {
    throw new JpegDecodeError(error instanceof Error ? error.message : String(error));
  }
}

/** The logo to store: `bytes` itself when it already fits the box, else a PNG scaled to fit. */
export async function fitLogoToCover(image: LogoImage, bytes: Uint8Array): Promise<{ image: LogoImage; bytes: Uint8Array }> {
  if (image.width <= LOGO_PIXEL_BOX.width && image.height <= LOGO_PIXEL_BOX.height) return { image, bytes };
  const fitted = fitWithin(image, LOGO_PIXEL_BOX);
  const width = Math.max(1, Math.floor(fitted.width));
  const height = Math.max(1, Math.floor(fitted.height));
  const pixels = image.type === "png" ? await decodePng(bytes) : decodeJpeg(bytes);
  return { image: { type: "png", width, height }, bytes: await encodePng(downscale(pixels, width, height)) };
}

/**
 * Area averaging: each output pixel is the mean of the source pixels it covers (fractional edges weighted), with
 * colours weighted by alpha so transparent pixels do not darken the edges. Only shrinks.
 */
export function downscale(source: RgbaImage, width: number, height: number): RgbaImage {
  const { pixels: src, width: sw, height: sh } = source;
  const out = new Uint8Array(width * height * 4);
  const xScale = sw / width;
  const yScale = sh / height;
  for (let y = 0; y < height; y++) {
    const top = y * yScale;
    const bottom = top + yScale;
    for (let x = 0; x < width; x++) {
      const left = x * xScale;
      const right = left + xScale;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let area = 0;
      for (let sy = Math.floor(top); sy < Math.min(sh, Math.ceil(bottom)); sy++) {
        const wy = Math.min(bottom, sy + 1) - Math.max(top, sy);
        for (let sx = Math.floor(left); sx < Math.min(sw, Math.ceil(right)); sx++) {
          const w = wy * (Math.min(right, sx + 1) - Math.max(left, sx));
          const at = (sy * sw + sx) * 4;
          const alpha = src[at + 3] * w;
          r += src[at] * alpha;
          g += src[at + 1] * alpha;
          b += src[at + 2] * alpha;
          a += alpha;
          area += w;
        }
      }
      const at = (y * width + x) * 4;
      if (a > 0) {
        out[at] = Math.round(r / a);
        out[at + 1] = Math.round(g / a);
        out[at + 2] = Math.round(b / a);
      }
      out[at + 3] = Math.round(a / area);
    }
  }
  return { width, height, pixels: out };
}
