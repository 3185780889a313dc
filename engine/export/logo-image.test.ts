import { describe, expect, it } from "vitest";
import { fitWithin, hexToRgb, jpegSize, readLogoImage } from "./logo-image";

/** A PNG signature and IHDR chunk declaring `width` × `height` (enough to be measured). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** SOI, an APP0 segment, then a baseline SOF0 declaring `width` × `height`. */
function jpegHeader(width: number, height: number, marker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, marker, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe("readLogoImage", () => {
  it("measures PNGs and JPEGs (baseline and progressive) from their headers", () => {
    expect(readLogoImage(pngHeader(400, 120))).toEqual({ type: "png", width: 400, height: 120 });
    expect(readLogoImage(jpegHeader(640, 200))).toEqual({ type: "jpeg", width: 640, height: 200 });
    expect(jpegSize(jpegHeader(300, 100, 0xc2))).toEqual({ width: 300, height: 100 });
  });

  it("refuses SVG, GIF, text, truncated and zero-sized images", () => {
    expect(readLogoImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readLogoImage(new TextEncoder().encode("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(readLogoImage(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(readLogoImage(jpegHeader(640, 200).subarray(0, 26))).toBeNull();
    expect(readLogoImage(pngHeader(0, 10))).toBeNull();
    expect(readLogoImage(new Uint8Array())).toBeNull();
  });
});

describe("fitWithin and hexToRgb", () => {
  it("keeps proportions inside the box", () => {
    expect(fitWithin({ width: 400, height: 100 }, { width: 200, height: 56 })).toEqual({ width: 200, height: 50 });
    const square = fitWithin({ width: 100, height: 100 }, { width: 200, height: 56 });
    expect(square.width).toBeCloseTo(56);
    expect(square.height).toBeCloseTo(56);
  });

  it("reads #rrggbb only", () => {
    expect(hexToRgb("#0EA5e9")).toEqual([14, 165, 233]);
    expect(hexToRgb("0ea5e9")).toBeNull();
    expect(hexToRgb("#fff")).toBeNull();
  });
});
