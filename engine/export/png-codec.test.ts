// The logo PNG codec against PNGs written with Node's zlib (tests/fixtures/node-png.ts, independent of the codec):
// every colour type, bit depths 1 to 16, all five row filters, palettes with transparency, Adam7 interlacing, and
// data that inflates past what the header promises.
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chunk, writePng } from "../../tests/fixtures/node-png";
import { decodePng, encodePng, PngDecodeError, type RgbaImage } from "./png-codec";

type Pixel = [number, number, number, number];

const pixelsOf = (image: RgbaImage): Pixel[] => Array.from({ length: image.width * image.height }, (_, i) => Array.from(image.pixels.subarray(i * 4, i * 4 + 4)) as Pixel);
/** A 13 × 11 image (odd sizes exercise the partial bytes and every Adam7 pass) with some pattern per pixel. */
const W = 13;
const H = 11;
const at = (i: number) => ({ x: i % W, y: Math.floor(i / W) });
const N = W * H;

describe("decodePng", () => {
  it("reads RGBA 8-bit, filtered rows, interlaced or not", async () => {
    const samples = Array.from({ length: N }, (_, i) => [(at(i).x * 19) & 255, (at(i).y * 23) & 255, (i * 7) & 255, (i * 31) & 255]);
    for (const interlaced of [false, true]) {
      const image = await decodePng(writePng({ width: W, height: H, colour: 6, depth: 8, samples, interlaced }));
      expect(image).toMatchObject({ width: W, height: H });
      expect(pixelsOf(image)).toEqual(samples);
    }
  });

  it("reads 16-bit RGB (with a transparent colour key) and grey with alpha", async () => {
    const rgb = Array.from({ length: N }, (_, i) => [i * 400, 65535 - i * 300, (i % 3) * 20000]);
    const key = rgb[5];
    const decoded = pixelsOf(await decodePng(writePng({ width: W, height: H, colour: 2, depth: 16, samples: rgb, trns: key.flatMap((s) => [s >> 8, s & 255]) })));
    expect(decoded).toEqual(rgb.map((s, i) => [s[0] >> 8, s[1] >> 8, s[2] >> 8, i === 5 ? 0 : 255]));

    const greyAlpha = Array.from({ length: N }, (_, i) => [(i * 3) & 255, 255 - ((i * 5) & 255)]);
    expect(pixelsOf(await decodePng(writePng({ width: W, height: H, colour: 4, depth: 8, samples: greyAlpha, interlaced: true })))).toEqual(greyAlpha.map(([g, a]) => [g, g, g, a]));
  });

  it("reads 1-bit grey and a 4-bit palette with transparency, scaling samples to 8 bits", async () => {
    const bits = Array.from({ length: N }, (_, i) => [(at(i).x + at(i).y) % 2]);
    expect(pixelsOf(await decodePng(writePng({ width: W, height: H, colour: 0, depth: 1, samples: bits })))).toEqual(bits.map(([b]) => [b * 255, b * 255, b * 255, 255]));
    const twoBit = Array.from({ length: N }, (_, i) => [i % 4]);
    expect(pixelsOf(await decodePng(writePng({ width: W, height: H, colour: 0, depth: 2, samples: twoBit })))).toEqual(twoBit.map(([v]) => [v * 85, v * 85, v * 85, 255]));

    const plte = [255, 0, 0, 0, 255, 0, 0, 0, 255];
    const indices = Array.from({ length: N }, (_, i) => [i % 3]);
    const decoded = pixelsOf(await decodePng(writePng({ width: W, height: H, colour: 3, depth: 4, samples: indices, plte, trns: [255, 128], interlaced: true })));
    expect(decoded).toEqual(indices.map(([p]) => [plte[p * 3], plte[p * 3 + 1], plte[p * 3 + 2], [255, 128, 255][p]]));
  });

  it("refuses image data that inflates past what the header promises (a decompression bomb), and damaged files", async () => {
    const bomb = writePng({ width: 4, height: 4, colour: 6, depth: 8, samples: Array.from({ length: 16 }, () => [0, 0, 0, 0]) });
    // The same header, with image data of 50 MB of zeros (about 50 KB compressed).
    const header = bomb.subarray(0, 33);
    const idat = chunk("IDAT", deflateSync(new Uint8Array(50_000_000)));
    await expect(decodePng(new Uint8Array(Buffer.concat([header, idat, chunk("IEND", new Uint8Array(0))])))).rejects.toThrow(PngDecodeError);
    await expect(decodePng(bomb.subarray(0, bomb.length - 30))).rejects.toThrow(PngDecodeError);
    await expect(decodePng(new Uint8Array([1, 2, 3]))).rejects.toThrow(PngDecodeError);
  });
});

describe("encodePng", () => {
  it("writes a PNG that decodes to the same pixels", async () => {
    const pixels = Uint8Array.from({ length: N * 4 }, (_, i) => (i * 37) & 255);
    const bytes = await encodePng({ width: W, height: H, pixels });
    const again = await decodePng(bytes);
    expect(again).toMatchObject({ width: W, height: H });
    expect(Array.from(again.pixels)).toEqual(Array.from(pixels));
  });
});
