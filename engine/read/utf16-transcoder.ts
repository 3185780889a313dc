// UTF-16 text → UTF-8 bytes, piece by piece, so a UTF-16 delimited file goes through the byte scanner (which reads
// ASCII-compatible bytes) and can be read in slices like a UTF-8 one. A code unit cut between pieces (an odd byte) or
// a surrogate pair cut between its halves waits for the next piece; the byte order mark is the caller's to skip, at
// the start of the file only. `utf16Units` maps the scanner's offsets back to the file's: a slice stops at the start
// of a row, always a character boundary, and the next slice reads the file from there.

const REPLACEMENT = 0xfffd;

export class Utf16Transcoder {
  /** Bytes of the last piece not transcoded yet: an odd byte, a high surrogate waiting for its pair, or both. */
  private carry = new Uint8Array(0);
  /** Reused for each piece's output: valid until the next call. */
  private out = new Uint8Array(0);

  constructor(private readonly little: boolean) {}

  /** The UTF-8 bytes of `piece` (after what waited from the last one), less what must wait for the next. */
  transcode(piece: Uint8Array): Uint8Array {
    return this.run(piece, false);
  }

  /** The UTF-8 bytes of what still waits: a lone high surrogate as U+FFFD; an odd last byte is no character and is dropped. */
  end(): Uint8Array {
    return this.run(new Uint8Array(0), true);
  }

  private run(piece: Uint8Array, final: boolean): Uint8Array {
    let bytes = piece;
    if (this.carry.length > 0) {
      bytes = new Uint8Array(this.carry.length + piece.length);
      bytes.set(this.carry);
      bytes.set(piece, this.carry.length);
    }
    const even = bytes.length & ~1;
    // Each unit makes at most 3 bytes (a pair of units 4).
    if (this.out.length < (even >> 1) * 3) this.out = new Uint8Array((even >> 1) * 3);
    const out = this.out;
    const little = this.little;
    let n = 0;
    let i = 0;
    for (; i < even; i += 2) {
      const unit = little ? bytes[i] | (bytes[i + 1] << 8) : (bytes[i] << 8) | bytes[i + 1];
      if (unit < 0x80) {
        out[n++] = unit;
        continue;
      }
      if (unit < 0x800) {
        out[n++] = 0xc0 | (unit >> 6);
        out[n++] = 0x80 | (unit & 0x3f);
        continue;
      }
      let code = unit;
      if (unit >= 0xd800 && unit <= 0xdbff) {
        if (i + 2 >= even) {
          if (!final) break; // its pair may start the next piece
          code = REPLACEMENT;
        } else {
          const next = little ? bytes[i + 2] | (bytes[i + 3] << 8) : (bytes[i + 2] << 8) | bytes[i + 3];
          if (next >= 0xdc00 && next <= 0xdfff) {
            code = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
            i += 2;
          } else code = REPLACEMENT;
        }
      } else if (unit >= 0xdc00 && unit <= 0xdfff) code = REPLACEMENT;
      if (code >= 0x10000) {
        out[n++] = 0xf0 | (code >> 18);
        out[n++] = 0x80 | ((code >> 12) & 0x3f);
        out[n++] = 0x80 | ((code >> 6) & 0x3f);
        out[n++] = 0x80 | (code & 0x3f);
      } else {
        out[n++] = 0xe0 | (code >> 12);
        out[n++] = 0x80 | ((code >> 6) & 0x3f);
        out[n++] = 0x80 | (code & 0x3f);
      }
    }
    // A copy: the caller may fill `piece`'s buffer again.
    this.carry = final ? new Uint8Array(0) : bytes.slice(i);
    return out.subarray(0, n);
  }
}

/** UTF-16 code units of the UTF-8 bytes [from, to), a whole number of characters: the file bytes they came from, halved. */
export function utf16Units(utf8: Uint8Array, from: number, to: number): number {
  let units = 0;
  for (let i = from; i < to; i++) {
    const b = utf8[i];
    // A lead byte starts a character (four-byte ones are a surrogate pair); continuation bytes add nothing.
    if (b < 0x80 || b >= 0xc0) units += b >= 0xf0 ? 2 : 1;
  }
  return units;
}
