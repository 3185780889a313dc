import { describe, expect, it } from "vitest";
import { sniffFormat } from "./sniff";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);

describe("sniffFormat", () => {
  it("accepts files whose contents agree with their extension", () => {
    expect(sniffFormat(ZIP, "xlsx", "a.xlsx")).toEqual({ ok: true });
    expect(sniffFormat(OLE, "xls", "a.xls")).toEqual({ ok: true });
    expect(sniffFormat(text("region,revenue\nNorth,1\n"), "csv", "a.csv")).toEqual({ ok: true });
    expect(sniffFormat(text('\uFEFF  [{"a":1}]'), "json", "a.json")).toEqual({ ok: true });
    expect(sniffFormat(text('{"a":1}\n{"a":2}'), "json", "a.ndjson")).toEqual({ ok: true });
    expect(sniffFormat(bytes(0xff, 0xfe, 0x61, 0x00), "csv", "utf16.csv")).toEqual({ ok: true });
  });

  it("refuses mismatches with a message naming what the file really is", () => {
    const cases: [Uint8Array, "csv" | "xlsx" | "xls" | "json", string, RegExp][] = [
      [ZIP, "csv", "a.csv", /zip archive/],
      [bytes(0x4d, 0x5a, 0x90, 0), "csv", "setup.csv", /a program/],
      [text("a,b\n1,2"), "xlsx", "a.xlsx", /contents are a text file/],
      [ZIP, "xls", "a.xls", /Rename it to \.xlsx/],
      [OLE, "xlsx", "a.xlsx", /password-protected/],
      [text("region,revenue"), "json", "a.json", /does not look like JSON/],
      [bytes(0x61, 0x00, 0x62), "csv", "a.csv", /binary data/],
      [new Uint8Array(0), "csv", "empty.csv", /is empty/],
      [bytes(0x89, 0x50, 0x4e, 0x47), "json", "a.json", /PNG image/],
    ];
    for (const [head, format, name, message] of cases) {
      const result = sniffFormat(head, format, name);
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
    }
  });
});
