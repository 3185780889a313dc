import { describe, expect, it } from "vitest";
import { StreamTextDecoder, decodeText } from "./decode";

function decodeInPieces(bytes: Uint8Array, size: number) {
  const decoder = new StreamTextDecoder();
  let text = "";
  for (let i = 0; i < bytes.length; i += size) text += decoder.decode(bytes.subarray(i, i + size));
  text += decoder.end();
  return { text, encoding: decoder.encoding };
}

const SAMPLE = "Straße,Café,Zürich,naïve — 12 € · 日本 🎉\n";

describe("StreamTextDecoder", () => {
  it("decodes UTF-8, dropping a BOM, whatever the chunk boundaries", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SAMPLE)]);
    for (const size of [1, 2, 3, 5, 7, 64]) expect(decodeInPieces(bytes, size)).toEqual({ text: SAMPLE, encoding: "utf-8" });
  });

  it("reads non-UTF-8 bytes as Windows-1252", () => {
    // "Café – 5€" in Windows-1252: é = E9, – = 96, € = 80
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x35, 0x80]);
    for (const size of [1, 4, 100]) expect(decodeInPieces(bytes, size)).toEqual({ text: "Café – 5€", encoding: "windows-1252" });
  });

  it("reads Latin-1 text (a subset of Windows-1252)", () => {
    const bytes = Uint8Array.from("Ñandú,Øre,Ærø", (c) => c.charCodeAt(0));
    expect(decodeText(bytes)).toEqual({ text: "Ñandú,Øre,Ærø", encoding: "windows-1252" });
  });

  it("reads a file mixing UTF-8 and Windows-1252 sequence by sequence", () => {
    const bytes = new Uint8Array([...new TextEncoder().encode("Café (utf-8)\n"), 0x43, 0x61, 0x66, 0xe9, 0x0a]);
    expect(decodeText(bytes)).toEqual({ text: "Café (utf-8)\nCafé\n", encoding: "mixed" });
  });

  it("decodes UTF-16 with a BOM and without one", () => {
    const le = (text: string) => Uint8Array.from([...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]));
    const be = (text: string) => Uint8Array.from([...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]));
    const text = "a,b\n1,2\nZoë,3\n";
    expect(decodeInPieces(new Uint8Array([0xff, 0xfe, ...le(text)]), 3)).toEqual({ text, encoding: "utf-16le" });
    expect(decodeInPieces(new Uint8Array([0xfe, 0xff, ...be(text)]), 5)).toEqual({ text, encoding: "utf-16be" });
    expect(decodeText(le(text))).toEqual({ text, encoding: "utf-16le" });
  });

  it("keeps surrogate pairs together across chunks in UTF-16", () => {
    const text = "x🎉y";
    const units = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
    const bytes = new Uint8Array([0xff, 0xfe, ...units.flatMap((u) => [u & 0xff, u >> 8])]);
    expect(decodeInPieces(bytes, 3).text).toBe(text);
  });

  it("handles tiny inputs", () => {
    expect(decodeText(new Uint8Array([]))).toEqual({ text: "", encoding: "utf-8" });
    expect(decodeText(new Uint8Array([0x61]))).toEqual({ text: "a", encoding: "utf-8" });
  });
});
