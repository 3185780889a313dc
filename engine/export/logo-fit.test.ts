// Logos are stored at the size covers draw them: a larger PNG is averaged down to LOGO_PIXEL_BOX, keeping its
// proportions, colours and transparency, and a larger JPEG becomes a PNG of that size; one that fits is kept byte for byte.
import { describe, expect, it } from "vitest";
import { encode as encodeJpeg } from "jpeg-js";
import { downscale, fitLogoToCover, JpegDecodeError } from "./logo-fit";
import { LOGO_PIXEL_BOX, readLogoImage } from "./logo-image";
import { decodePng, encodePng } from "./png-codec";

/** A generated logo: the left half opaque red, the right half transparent. */
function halfRed(width: number, height: number) {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width / 2; x++) pixels.set([220, 20, 60, 255], (y * width + x) * 4);
  return { width, height, pixels };
}

/** A JPEG of the image (jpeg-js's encoder; JPEG has no alpha, so transparent pixels come out black). */
function jpegOf(image: { width: number; height: number; pixels: Uint8Array }): Uint8Array {
  return Uint8Array.from(encodeJpeg({ width: image.width, height: image.height, data: image.pixels }, 90).data);
}

describe("fitLogoToCover", () => {
  it("scales a PNG wider than the box down to the box's width, in proportion, keeping colour and transparency", async () => {
    const bytes = await encodePng(halfRed(4000, 250));
    const fitted = await fitLogoToCover({ type: "png", width: 4000, height: 250 }, bytes);
    const expected = { width: LOGO_PIXEL_BOX.width, height: Math.floor((250 * LOGO_PIXEL_BOX.width) / 4000) };
    expect(fitted.image).toEqual({ type: "png", ...expected });
    expect(readLogoImage(fitted.bytes)).toEqual({ type: "png", ...expected });
    expect(fitted.bytes.length).toBeLessThan(bytes.length);
    const image = await decodePng(fitted.bytes);
    const pixel = (x: number, y: number) => Array.from(image.pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));
    expect(pixel(10, 10)).toEqual([220, 20, 60, 255]);
    expect(pixel(image.width - 10, 10)[3]).toBe(0);
  });

  it("scales a tall PNG to the box's height", async () => {
    const fitted = await fitLogoToCover({ type: "png", width: 300, height: 1000 }, await encodePng(halfRed(300, 1000)));
    expect(fitted.image).toEqual({ type: "png", width: Math.floor((300 * LOGO_PIXEL_BOX.height) / 1000), height: LOGO_PIXEL_BOX.height });
  });

  it("keeps a PNG or a JPEG that fits as uploaded", async () => {
    const small = await encodePng(halfRed(LOGO_PIXEL_BOX.width, 40));
    expect((await fitLogoToCover({ type: "png", width: LOGO_PIXEL_BOX.width, height: 40 }, small)).bytes).toBe(small);
    const jpeg = jpegOf(halfRed(300, 100));
    expect((await fitLogoToCover({ type: "jpeg", width: 300, height: 100 }, jpeg)).bytes).toBe(jpeg);
  });

  it("scales a JPEG larger than the box down to a PNG of the box's size, keeping its colours", async () => {
    const jpeg = jpegOf(halfRed(1000, 1000));
    const fitted = await fitLogoToCover(readLogoImage(jpeg)!, jpeg);
    const expected = { width: LOGO_PIXEL_BOX.height, height: LOGO_PIXEL_BOX.height };
    expect(fitted.image).toEqual({ type: "png", ...expected });
    expect(readLogoImage(fitted.bytes)).toEqual({ type: "png", ...expected });
    const image = await decodePng(fitted.bytes);
    // The left half was red and the right half (transparent in the source) black once JPEG dropped the alpha.
    const [r, g, b, a] = Array.from(image.pixels.subarray((10 * image.width + 10) * 4, (10 * image.width + 10) * 4 + 4));
    expect([Math.abs(r - 220) < 12, g < 40, b < 70, a]).toEqual([true, true, true, 255]);
    const right = Array.from(image.pixels.subarray((10 * image.width + image.width - 10) * 4, (10 * image.width + image.width - 10) * 4 + 3));
    expect(Math.max(...right)).toBeLessThan(20);
  });

  it("refuses a JPEG whose data cannot be decoded", async () => {
    const jpeg = jpegOf(halfRed(1000, 1000));
    // The header (and so its measured size) is intact; the scan data after it is cut off and garbled.
    const broken = Uint8Array.from(jpeg.subarray(0, 700)).map((byte, i) => (i > 620 ? 0x5a : byte));
    await expect(fitLogoToCover({ type: "jpeg", width: 1000, height: 1000 }, broken)).rejects.toBeInstanceOf(JpegDecodeError);
  });
});

describe("downscale", () => {
  it("averages the area each pixel covers, weighting colour by alpha", () => {
    // 2 × 2 → 1 × 1: black, white, and two transparent pixels whose colour must not count.
    const source = { width: 2, height: 2, pixels: Uint8Array.from([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 255, 0, 0]) };
    expect(Array.from(downscale(source, 1, 1).pixels)).toEqual([128, 128, 128, 128]);
    // 3 → 2 columns: the middle pixel is split between both outputs.
    const row = { width: 3, height: 1, pixels: Uint8Array.from([0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255]) };
    expect(Array.from(downscale(row, 2, 1).pixels)).toEqual([30, 30, 30, 255, 150, 150, 150, 255]);
  });
});
