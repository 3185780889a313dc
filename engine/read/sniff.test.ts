import { describe, expect, it } from "vitest";
import { IngestError } from "../errors";
import { detectFormat } from "./sniff";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (t: string) => new TextEncoder().encode(t);

function refusal(fileName: string, head: Uint8Array): string {
  try {
    detectFormat(fileName, head);
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError);
    return `${(error as IngestError).code}: ${(error as Error).message}`;
  }
  throw new Error("expected a refusal");
}

describe("detectFormat", () => {
  it("goes by content before name", () => {
    expect(detectFormat("data.csv", bytes(0x50, 0x4b, 0x03, 0x04, 0, 0)).format).toBe("xlsx");
    expect(detectFormat("data.csv", bytes(0x50, 0x4b, 0x03, 0x04, 0, 0)).note).toMatch(/Excel workbook/);
    expect(detectFormat("old.xls", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)).format).toBe("xls");
    expect(detectFormat("a.json", text('[{"a":1}]')).format).toBe("json");
    expect(detectFormat("a.jsonl", text('{"a":1}\n')).format).toBe("json");
    expect(detectFormat("export", text('[{"a":1}]')).format).toBe("json");
    expect(detectFormat("a.csv", text("a,b\n1,2")).format).toBe("csv");
    expect(detectFormat("a.xls", text("<table><tr><td>1</td></tr></table>")).format).toBe("xls");
    expect(detectFormat("a.xlsx", text("a,b\n1,2"))).toEqual({ format: "csv", note: expect.stringMatching(/plain text/) });
  });

  it("refuses programs", () => {
    const elf = bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0);
    expect(refusal("run.csv", elf)).toMatch(/^executable: “run.csv” is a program/);
    const pe = new Uint8Array(256);
    pe.set([0x4d, 0x5a]);
    pe[0x3c] = 0x80;
    pe.set(text("PE\0\0"), 0x80);
    expect(refusal("setup.xlsx", pe)).toMatch(/^executable/);
    expect(refusal("x.csv", text("#!/bin/sh\nrm -rf /\n"))).toMatch(/^executable/);
    expect(refusal("x.csv", bytes(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1))).toMatch(/^executable/);
  });

  it("refuses binary data and other document kinds by name", () => {
    expect(refusal("photo.csv", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBe(
      "unsupported_format: “photo.csv” is a PNG image, not a data file. Upload a CSV, Excel (.xlsx, .xls) or JSON file.",
    );
    expect(refusal("report.csv", text("%PDF-1.7\n"))).toMatch(/PDF document/);
    expect(refusal("noise.csv", bytes(1, 2, 3, 0, 5, 200, 7, 8))).toMatch(/binary data/);
    expect(refusal("empty.csv", new Uint8Array(0))).toMatch(/^empty_file/);
  });

  it("lets a CSV whose first column starts with MZ through", () => {
    expect(detectFormat("codes.csv", text("MZ_code,value\nA,1\n")).format).toBe("csv");
  });
});
