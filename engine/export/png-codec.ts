// A small PNG decoder and encoder for logos (zlib: fflate to inflate, the web's CompressionStream to deflate): every
// colour type and bit depth PNG allows, interlaced or not, decoded to 8-bit RGBA; encoded back as 8-bit RGBA.
// Callers bound the size first (the header's pixel budget): decoding needs width × height × 4 bytes.
import { Unzlib } from "fflate";

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, rows top to bottom, straight (not premultiplied) alpha. */
  pixels: Uint8Array;
}

export class PngDecodeError extends Error {}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each colour type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

export async function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new PngDecodeError("Not a PNG file.");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | null = null;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length !== length) throw new PngDecodeError("The PNG file is cut short.");
    if (type === "IHDR") {
      header = { width: view.getUint32(at + 8), height: view.getUint32(at + 12), depth: body[8], colour: body[9], interlaced: body[12] === 1 };
    } else if (type === "PLTE") palette = body;
    else if (type === "tRNS") transparency = body;
    else if (type === "IDAT") data.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  if (!header || !(header.colour in CHANNELS) || ![1, 2, 4, 8, 16].includes(header.depth) || header.width < 1 || header.height < 1) {
    throw new PngDecodeError("The PNG header is not one this reader knows.");
  }
  if (header.colour === 3 && !palette) throw new PngDecodeError("The PNG has no palette.");
  const { width, height } = header;
  const bitsPerPixel = CHANNELS[header.colour] * header.depth;
  // What the header promises at most (Adam7 adds a filter byte per pass row): more than that is a bomb, not a PNG.
  const expected = (Math.ceil((width * bitsPerPixel) / 8) + 1) * height + (header.interlaced ? 7 * (height + 8) : 0);
  const raw = await inflate(concat(data), expected);
  const out: RgbaImage = { width, height, pixels: new Uint8Array(width * height * 4) };
  const pixelReader = samplesToRgba(header.colour, header.depth, palette, transparency);
  let offset = 0;
  const passes = header.interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  for (const [x0, y0, dx, dy] of passes) {
    const passWidth = Math.ceil((width - x0) / dx);
    const passHeight = Math.ceil((height - y0) / dy);
    if (passWidth <= 0 || passHeight <= 0) continue;
    const rowBytes = Math.ceil((passWidth * bitsPerPixel) / 8);
    const rows = unfilter(raw, offset, rowBytes, passHeight, Math.max(1, bitsPerPixel >> 3));
    offset += passHeight * (rowBytes + 1);
    for (let py = 0; py < passHeight; py++) {
      const row = rows.subarray(py * rowBytes, (py + 1) * rowBytes);
      for (let px = 0; px < passWidth; px++) pixelReader(row, px, out.pixels, ((y0 + py * dy) * width + x0 + px * dx) * 4);
    }
  }
  return out;
}

export async function encodePng(image: RgbaImage): Promise<Uint8Array> {
  const { width, height, pixels } = image;
  const rowBytes = width * 4;
  // Each row filtered with "Up" (its difference from the row above): logos compress far better than unfiltered.
  const filtered = new Uint8Array(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    filtered[at] = 2;
    for (let i = 0; i < rowBytes; i++) {
      const above = y > 0 ? pixels[(y - 1) * rowBytes + i] : 0;
      filtered[at + 1 + i] = (pixels[y * rowBytes + i] - above) & 0xff;
    }
  }
  const ihdr = new Uint8Array(13);
  const ihdrView = new DataView(ihdr.buffer);
  ihdrView.setUint32(0, width);
  ihdrView.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, not interlaced
  return concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", await deflate(filtered)), chunk("IEND", new Uint8Array(0))]);
}

/** Reverses PNG's per-row filters; returns the rows without their filter bytes. */
function unfilter(raw: Uint8Array, offset: number, rowBytes: number, rows: number, bpp: number): Uint8Array {
  const out = new Uint8Array(rows * rowBytes);
  if (offset + rows * (rowBytes + 1) > raw.length) throw new PngDecodeError("The PNG image data is cut short.");
  for (let y = 0; y < rows; y++) {
    const filter = raw[offset + y * (rowBytes + 1)];
    const src = offset + y * (rowBytes + 1) + 1;
    const at = y * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? out[at + i - bpp] : 0;
      const up = y > 0 ? out[at - rowBytes + i] : 0;
      const upLeft = y > 0 && i >= bpp ? out[at - rowBytes + i - bpp] : 0;
      const value = raw[src + i];
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = left;
          break;
        case 2:
          predicted = up;
          break;
        case 3:
          predicted = (left + up) >> 1;
          break;
        case 4:
          predicted = paeth(left, up, upLeft);
          break;
        default:
          throw new PngDecodeError("The PNG uses an unknown row filter.");
      }
      out[at + i] = (value + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

type PixelReader = (row: Uint8Array, x: number, out: Uint8Array, at: number) => void;

/** Reads pixel `x` of an unfiltered row into 8-bit RGBA, for one colour type and bit depth. */
function samplesToRgba(colour: number, depth: number, palette: Uint8Array | null, transparency: Uint8Array | null): PixelReader {
  const channels = CHANNELS[colour];
  const max = (1 << depth) - 1;
  const sample = (row: Uint8Array, index: number): number => {
    if (depth === 8) return row[index];
    if (depth === 16) return (row[index * 2] << 8) | row[index * 2 + 1];
    const bit = index * depth;
    return (row[bit >> 3] >> (8 - depth - (bit & 7))) & max;
  };
  const to8 = (value: number) => (depth === 16 ? value >> 8 : depth === 8 ? value : Math.round((value * 255) / max));
  const key = transparency && transparency.length >= 2 ? Array.from({ length: transparency.length >> 1 }, (_, i) => (transparency[i * 2] << 8) | transparency[i * 2 + 1]) : null;
  return (row, x, out, at) => {
    const s = (c: number) => sample(row, x * channels + c);
    if (colour === 3) {
      const index = s(0);
      out[at] = palette![index * 3] ?? 0;
      out[at + 1] = palette![index * 3 + 1] ?? 0;
      out[at + 2] = palette![index * 3 + 2] ?? 0;
      out[at + 3] = transparency && index < transparency.length ? transparency[index] : 255;
      return;
    }
    if (colour === 0 || colour === 4) {
      const grey = s(0);
      out[at] = out[at + 1] = out[at + 2] = to8(grey);
      out[at + 3] = colour === 4 ? to8(s(1)) : key && grey === key[0] ? 0 : 255;
      return;
    }
    const [r, g, b] = [s(0), s(1), s(2)];
    out[at] = to8(r);
    out[at + 1] = to8(g);
    out[at + 2] = to8(b);
    out[at + 3] = colour === 6 ? to8(s(3)) : key && key.length >= 3 && r === key[0] && g === key[1] && b === key[2] ? 0 : 255;
  };
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Inflates zlib data, refusing it as soon as it grows past `limit` bytes (never buffering a bomb whole). fflate
 * rather than the runtime's DecompressionStream: on damaged data workerd's stream also rejects a promise of its own
 * that no caller can handle (workerd issue 6061), logged as an unhandled rejection beside every refusal.
 */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let total = 0;
  const stream = new Unzlib((chunk) => {
    total += chunk.length;
    if (total > limit) throw new PngDecodeError("The PNG image data is larger than its header says.");
    parts.push(chunk);
  });
  if (bytes.length === 0) throw new PngDecodeError("The PNG image data is missing.");
  try {
    // In pieces, so a bomb is refused after at most one piece's worth of output past the limit.
    for (let at = 0; at < bytes.length; at += INFLATE_PIECE) stream.push(bytes.subarray(at, at + INFLATE_PIECE), at + INFLATE_PIECE >= bytes.length);
  } catch (error) {
    throw error instanceof PngDecodeError ? error : new PngDecodeError("The PNG image data is damaged.");
  }
  return concat(parts);
}

/** Compressed bytes given to the inflater at a time. */
const INFLATE_PIECE = 16 * 1024;

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
}
