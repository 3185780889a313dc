import { describe, expect, it } from "vitest";
import { readDelimited } from "./delimited";
import { detectDelimiter, detectNewline } from "./delimiter";
import { collectRows, streamOf, utf8 } from "./test-helpers";

async function read(text: string, pieceSize?: number, fileName = "data.csv") {
  const bytes = utf8(text);
  const source = readDelimited(pieceSize ? { stream: streamOf(bytes, pieceSize) } : { bytes }, fileName);
  const { rows } = await collectRows(source);
  return { rows, info: source.info };
}

describe("detectDelimiter", () => {
  it.each([
    ["a,b,c\n1,2,3\n4,5,6\n", ","],
    ["a;b;c\n1,5;2,5;3\n4;5;6\n", ";"],
    ["a\tb\n1\t2\n", "\t"],
    ["a|b|c\n1|2|3\n", "|"],
    ['name,city\n"Smith; John",Paris\n"Doe; Jane",Rome\n', ","],
    ["Report title\n\na;b;c\n1;2;3\n4;5;6\n7;8;9\n", ";"],
  ])("finds the delimiter of %j", (sample, expected) => {
    expect(detectDelimiter(sample, true)).toBe(expected);
  });

  it("prefers tabs for .tsv on a tie", () => {
    expect(detectDelimiter("a\tb,c\n1\t2,3\n", true, true)).toBe("\t");
  });

  it("finds the line break", () => {
    expect(detectNewline("a\r\nb")).toBe("\r\n");
    expect(detectNewline("a\nb\r\n")).toBe("\n");
    expect(detectNewline("a\rb")).toBe("\r");
  });
});

describe("readDelimited", () => {
  const tricky = '\ufeffid,note,amount\r\n1,"Hello, world",10\r\n2,"Line one\r\nline two",20\r\n\r\n3,"She said ""hi""",30\r\n';

  it("handles BOM, CRLF, quotes, embedded line breaks and blank lines", async () => {
    const { rows, info } = await read(tricky);
    expect(rows.filter((r) => !(r.length === 1 && r[0] === ""))).toEqual([
      ["id", "note", "amount"],
      ["1", "Hello, world", "10"],
      ["2", "Line one\r\nline two", "20"],
      ["3", 'She said "hi"', "30"],
    ]);
    expect(info).toMatchObject({ format: "csv", delimiter: ",", encoding: "utf-8" });
  });

  it("gives the same rows whatever the chunk boundaries", async () => {
    const whole = (await read(tricky)).rows;
    for (const size of [1, 2, 3, 7, 16]) expect((await read(tricky, size)).rows).toEqual(whole);
  });

  it("reads a 10 MB single line without re-parsing it for every chunk", async () => {
    const long = "x".repeat(10 * 1024 * 1024);
    const { rows } = await read(`text,n\n${long},1\n`, 256 * 1024);
    expect(rows.length).toBe(2);
    expect((rows[1][0] as string).length).toBe(long.length);
  });

  it("notes ;-files as decimal-comma files and decodes Windows-1252", async () => {
    const bytes = Uint8Array.from("Ville;Prix\nMontréal;1,5\n", (c) => c.charCodeAt(0));
    const source = readDelimited({ bytes }, "prix.csv");
    const { rows } = await collectRows(source);
    expect(rows).toEqual([["Ville", "Prix"], ["Montréal", "1,5"]]);
    expect(source.info).toMatchObject({ delimiter: ";", decimalComma: true, encoding: "windows-1252" });
  });

  it("warns about a quote that is never closed", async () => {
    const { rows, info } = await read('a,b\n1,"open\n2,3\n');
    expect(rows[1]).toEqual(["1", "open\n2,3\n"]);
    expect(info.warnings).toEqual([expect.stringMatching(/never closed/)]);
  });
});
