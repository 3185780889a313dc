// The UTF-16 → UTF-8 transcoder must give the bytes TextEncoder gives for the whole text, however the file's bytes are
// cut into pieces (inside a code unit, between a surrogate pair's halves), and map them back to the file's length.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Utf16Transcoder, utf16Units } from "./utf16-transcoder";

function utf16Bytes(text: string, little: boolean): Uint8Array {
  const out = new Uint8Array(2 * text.length);
  const view = new DataView(out.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(2 * i, text.charCodeAt(i), little);
  return out;
}

/** Text of ASCII, accented letters, CJK, emoji (surrogate pairs) and now and then a lone surrogate. */
const texts = fc
  .array(fc.oneof(fc.constantFrom("a", ",", "\n", "é", "東", "🍰", "\u{10FFFF}", "\uD800", "\uDFFF", "\uDBFF"), fc.string({ unit: "binary" })), { maxLength: 60 })
  .map((parts) => parts.join(""));

describe("the UTF-16 transcoder", () => {
  it("makes TextEncoder's UTF-8 wherever the pieces are cut, and its offsets map back to the file's", () => {
    fc.assert(
      fc.property(texts, fc.boolean(), fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 8 }), (text, little, cuts) => {
        const bytes = utf16Bytes(text, little);
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const transcoder = new Utf16Transcoder(little);
        const out: number[] = [];
        let from = 0;
        for (const to of [...at, bytes.length]) {
          out.push(...transcoder.transcode(bytes.subarray(from, to)));
          from = to;
        }
        out.push(...transcoder.end());
        const expected = new TextEncoder().encode(text);
        expect(out).toEqual(Array.from(expected));
        expect(2 * utf16Units(expected, 0, expected.length)).toBe(bytes.length);
      }),
      { numRuns: 500 },
    );
  });

  it("drops an odd last byte, which is no character", () => {
    const transcoder = new Utf16Transcoder(true);
    expect(Array.from(transcoder.transcode(new Uint8Array([0x61, 0, 0x62])))).toEqual([0x61]);
    expect(Array.from(transcoder.end())).toEqual([]);
  });
});
