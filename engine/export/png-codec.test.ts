// The logo PNG codec against PNGs written here with Node's zlib (an encoder independent of the one under test):
// every colour type, bit depths 1 to 16, all five row filters, palettes with transparency, Adam7 interlacing, and
// data that inflates past what the header promises.
import { crc32, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodePng, encodePng, PngDecodeError, type RgbaImage } from "./png-codec";

type Pixel = [number, number, number, number];

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** Packs samples of `depth` bits into bytes, most significant first (PNG's order). */
function pack(samples: number[], depth: number): number[] {
  if (depth === 8) return samples;
  if (depth === 16) return samples.flatMap((s) => [s >> 8, s & 0xff]);
  const out = new Array(Math.ceil((samples.length * depth) / 8)).fill(0);
  samples.forEach((s, i) => (out[(i * depth) >> 3] |= s << (8 - depth - ((i * depth) & 7))));
  return out;
}

function filterRow(row: number[], prev: number[] | null, filter: number, bpp: number): number[] {
  return row.map((value, i) => {
    const left = i >= bpp ? row[i - bpp] : 0;
    const up = prev ? prev[i] : 0;
    const upLeft = prev && i >= bpp ? prev[i - bpp] : 0;
    const p = left + up - upLeft;
    const paeth = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft) ? left : Math.abs(p - up) <= Math.abs(p - upLeft) ? up : upLeft;
    const predicted = [0, left, up, (left + up) >> 1, paeth][filter];
    return (value - predicted) & 0xff;
  });
}

/** A PNG of `rows` of samples (per pixel, `channels` samples), each row with the filter `y % 5`. */
function writePng(o: { width: number; height: number; colour: number; depth: number; samples: number[][]; plte?: number[]; trns?: number[]; interlaced?: boolean }): Uint8Array {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[o.colour]!;
  const bpp = Math.max(1, (channels * o.depth) >> 3);
  const passes = o.interlaced
    ? [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]]
    : [[0, 0, 1, 1]];
  const raw: number[] = [];
  for (const [x0, y0, dx, dy] of passes) {
    let prev: number[] | null = null;
    for (let y = y0; y < o.height; y += dy) {
      const samples: number[] = [];
      for (let x = x0; x < o.width; x += dx) samples.push(...o.samples[y * o.width + x]);
      if (samples.length === 0) continue;
      const row = pack(samples, o.depth);
      const filter = y % 5;
      raw.push(filter, ...filterRow(row, prev, filter, bpp));
      prev = row;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(o.width, 0);
  ihdr.writeUInt32BE(o.height, 4);
  ihdr.set([o.depth, o.colour, 0, 0, o.interlaced ? 1 : 0], 8);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr)];
  if (o.plte) parts.push(chunk("PLTE", Uint8Array.from(o.plte)));
  if (o.trns) parts.push(chunk("tRNS", Uint8Array.from(o.trns)));
  parts.push(chunk("IDAT", deflateSync(Uint8Array.from(raw))), chunk("IEND", new Uint8Array(0)));
  return new Uint8Array(Buffer.concat(parts));
}

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
