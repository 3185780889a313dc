// Bytes → text for the text formats. UTF-8 by default (BOM stripped); UTF-16 when a BOM or the
// byte pattern says so; Windows-1252 (a superset of Latin-1) when the bytes are not valid UTF-8.
// A file mixing both (UTF-8 rows pasted into a Windows-1252 export) is read sequence by sequence:
// valid UTF-8 as UTF-8, other bytes as Windows-1252. Own tables and loops, because TextDecoder in
// some runtimes knows only UTF-8 and UTF-16LE.
import { concat } from "./bytes";

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252" | "mixed";

/** Windows-1252 code points for bytes 0x80–0x9F (the rest of the byte range equals Latin-1). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function cp1252(byte: number): number {
  return byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : byte;
}

/** Builds a string from UTF-16 code units in slices (String.fromCharCode has an argument limit). */
function unitsToString(units: Uint16Array, length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 8192) out += String.fromCharCode.apply(null, units.subarray(i, Math.min(length, i + 8192)) as unknown as number[]);
  return out;
}

/** Length of the UTF-8 sequence starting at `i` if it is well-formed and complete, else 0. */
export function utf8SequenceLength(bytes: Uint8Array, i: number, end: number): number {
  const b0 = bytes[i];
  if (b0 < 0x80) return 1;
  let need: number;
  let lower = 0x80;
  let upper = 0xbf;
  if (b0 >= 0xc2 && b0 <= 0xdf) need = 1;
  else if (b0 >= 0xe0 && b0 <= 0xef) {
    need = 2;
    if (b0 === 0xe0) lower = 0xa0;
    if (b0 === 0xed) upper = 0x9f;
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    need = 3;
    if (b0 === 0xf0) lower = 0x90;
    if (b0 === 0xf4) upper = 0x8f;
  } else return 0;
  if (i + need >= end) return 0;
  for (let k = 1; k <= need; k++) {
    const b = bytes[i + k];
    if (k === 1 ? b < lower || b > upper : b < 0x80 || b > 0xbf) return 0;
  }
  return need + 1;
}

/** Decodes valid UTF-8 sequences as UTF-8 and every other byte as Windows-1252. */
export function decodeMixed(bytes: Uint8Array, end: number): { text: string; invalid: number; multibyte: number } {
  const units = new Uint16Array(end);
  let n = 0;
  let invalid = 0;
  let multibyte = 0;
  for (let i = 0; i < end; ) {
    const b0 = bytes[i];
    if (b0 < 0x80) {
      units[n++] = b0;
      i++;
      continue;
    }
    const size = utf8SequenceLength(bytes, i, end);
    if (size === 0) {
      units[n++] = cp1252(b0);
      invalid++;
      i++;
      continue;
    }
    multibyte++;
    let cp = size === 2 ? b0 & 0x1f : size === 3 ? b0 & 0x0f : b0 & 0x07;
    for (let k = 1; k < size; k++) cp = (cp << 6) | (bytes[i + k] & 0x3f);
    if (cp >= 0x10000) {
      cp -= 0x10000;
      units[n++] = 0xd800 + (cp >> 10);
      units[n++] = 0xdc00 + (cp & 0x3ff);
    } else units[n++] = cp;
    i += size;
  }
  return { text: unitsToString(units, n), invalid, multibyte };
}

/** Where a trailing, possibly incomplete UTF-8 sequence starts (bytes.length when none). */
function completeEnd(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = bytes[n - back];
    if (b < 0x80) return n;
    if (b >= 0xc0) {
      const size = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return size > back ? n - back : n;
    }
  }
  return n;
}

/** UTF-16 without a BOM: most ASCII characters then have a zero byte beside them. */
function utf16Guess(head: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const n = Math.min(head.length & ~1, 1024);
  if (n < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenZeros++;
    if (head[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return "utf-16le";
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return "utf-16be";
  return undefined;
}

/** The text encoding a file's first bytes announce (BOM or UTF-16 pattern); UTF-8 otherwise. */
export function sniffEncoding(head: Uint8Array): { encoding: "utf-8" | "utf-16le" | "utf-16be"; bom: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: "utf-8", bom: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: "utf-16le", bom: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: "utf-16be", bom: 2 };
  const guess = utf16Guess(head);
  return guess ? { encoding: guess, bom: 0 } : { encoding: "utf-8", bom: 0 };
}

/** Strict UTF-8 of one whole body at a time (no `stream` option, so it keeps no state between calls). */
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A streaming decoder: feed chunks in order, then call `end()`. `encoding` says what was found. Its fields are plain
 * data, so a sliced ingest's checkpoint carries it whole (checkpoint.ts).
 */
export class StreamTextDecoder {
  private pending: Uint8Array | null = null;
  private started = false;
  private utf16: "utf-16le" | "utf-16be" | undefined;
  private sawMultibyte = false;
  private sawInvalid = false;

  /** Every byte fed so far is in the text handed back (none waits for the rest of its character). */
  get idle(): boolean {
    return this.started && this.pending === null;
  }

  get encoding(): TextEncodingName {
    if (this.utf16) return this.utf16;
    if (!this.sawInvalid) return "utf-8";
    return this.sawMultibyte ? "mixed" : "windows-1252";
  }

  decode(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.pending) {
      const joined = new Uint8Array(this.pending.length + chunk.length);
      joined.set(this.pending);
      joined.set(chunk, this.pending.length);
      bytes = joined;
      this.pending = null;
    }
    if (!this.started) {
      if (bytes.length < 4) {
        // A copy: the caller may fill `chunk`'s buffer again.
        this.pending = bytes.slice();
        return "";
      }
      this.started = true;
      const { encoding, bom } = sniffEncoding(bytes);
      if (encoding !== "utf-8") this.utf16 = encoding;
      bytes = bytes.subarray(bom);
    }
    return this.utf16 ? this.decodeUtf16(bytes, false) : this.decodeUtf8(bytes, false);
  }

  end(): string {
    const rest = this.pending ?? new Uint8Array(0);
    this.pending = null;
    if (!this.started) {
      this.started = true;
      const { encoding, bom } = sniffEncoding(rest);
      if (encoding !== "utf-8") this.utf16 = encoding;
      return this.utf16 ? this.decodeUtf16(rest.subarray(bom), true) : this.decodeUtf8(rest.subarray(bom), true);
    }
    return this.utf16 ? this.decodeUtf16(rest, true) : this.decodeUtf8(rest, true);
  }

  private decodeUtf8(bytes: Uint8Array, final: boolean): string {
    const end = final ? bytes.length : completeEnd(bytes);
    if (end < bytes.length) this.pending = bytes.slice(end);
    const body = bytes.subarray(0, end);
    try {
      const text = STRICT_UTF8.decode(body);
      if (!this.sawMultibyte && text.length < body.length) this.sawMultibyte = true;
      return text;
    } catch {
      const { text, invalid, multibyte } = decodeMixed(body, body.length);
      if (invalid > 0) this.sawInvalid = true;
      if (multibyte > 0) this.sawMultibyte = true;
      return text;
    }
  }

  private decodeUtf16(bytes: Uint8Array, final: boolean): string {
    const even = bytes.length & ~1;
    if (!final && even < bytes.length) this.pending = bytes.slice(even);
    const units = new Uint16Array(even >> 1);
    const little = this.utf16 === "utf-16le";
    for (let i = 0, j = 0; i < even; i += 2, j++) units[j] = little ? bytes[i] | (bytes[i + 1] << 8) : (bytes[i] << 8) | bytes[i + 1];
    let length = units.length;
    // A high surrogate at the end waits for its pair.
    if (!final && length > 0 && units[length - 1] >= 0xd800 && units[length - 1] <= 0xdbff) {
      const carry = bytes.slice(even - 2, even);
      this.pending = this.pending ? concat([carry, this.pending]) : carry;
      length--;
    }
    return unitsToString(units, length);
  }
}

/** Decodes a whole byte array (small inputs, tests). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const decoder = new StreamTextDecoder();
  const text = decoder.decode(bytes) + decoder.end();
  return { text, encoding: decoder.encoding };
}
