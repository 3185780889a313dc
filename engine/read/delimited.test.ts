import { describe, expect, it } from "vitest";
import { ParseError } from "../errors";
import { LONG_QUOTED_LINES, MAX_QUOTED_LINES, readDelimited } from "./delimited";
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

  it("refuses a quote that is never closed, naming its line and column, however the bytes arrive", async () => {
    const text = 'date,region,amount\n2024-01-01,"North,100\n2024-01-02,South,200\n2024-01-03,East,300\n';
    for (const pieceSize of [undefined, 1, 7, 64]) {
      const error = await read(text, pieceSize).catch((e: unknown) => e);
      expect(error, `pieces of ${pieceSize}`).toBeInstanceOf(ParseError);
      expect((error as ParseError).message).toMatch(/^Line 2 opens a quoted value \(“?"\)? that never closes/);
      expect((error as ParseError).position).toEqual({ line: 2, column: 12 });
    }
  });

  it("counts lines across earlier multi-line values when it names the line", async () => {
    const text = 'note,n\n"two\nlines",1\nplain,2\n"open,3\nmore,4\n';
    const error = (await read(text, 5).catch((e: unknown) => e)) as ParseError;
    expect(error.position).toEqual({ line: 5, column: 1 });
  });

  it("stops at a quote still open after MAX_QUOTED_LINES lines instead of holding the rest of the file", async () => {
    const rows = Array.from({ length: MAX_QUOTED_LINES + 50 }, (_, i) => `${i},x`).join("\n");
    const error = (await read(`a,b\n1,"stray\n${rows}\n`, 4096).catch((e: unknown) => e)) as ParseError;
    expect(error).toBeInstanceOf(ParseError);
    expect(error.message).toMatch(/^Line 2 opens a quoted value .* still open 10,000 lines later/);
  });

  it("still reads legitimate values that span lines, without a warning", async () => {
    const { rows, info } = await read('name,address\nAda,"1 Main St\nSpringfield"\nBo,"2 Side Rd\r\nUnit 4\nShelbyville"\n', 3);
    expect(rows).toEqual([["name", "address"], ["Ada", "1 Main St\nSpringfield"], ["Bo", "2 Side Rd\r\nUnit 4\nShelbyville"]]);
    expect(info.warnings).toEqual([]);
  });

  it("still reads addresses and notes over several lines without a warning, in a two-column file too", async () => {
    const text = [
      "id,address,note",
      '1,"1 Main St, Apt 4\nSpringfield, IL\nUSA","Call first,\nthen ring"',
      '2,"PO Box 9\nShelbyville","Line one\nLine two\nLine three\nLine four"',
    ].join("\n");
    for (const pieceSize of [undefined, 1, 9]) expect((await read(`${text}\n`, pieceSize)).info.warnings, `pieces of ${pieceSize}`).toEqual([]);
    expect((await read('name,address\nAda,"1 Main St, Apt 4\nSpringfield, IL\nUSA"\n')).info.warnings).toEqual([]);
  });

  it("warns which lines became one row when a stray quote closes lines later, however the bytes arrive", async () => {
    const text = 'date,region,amount\n2024-01-01,"North,100\n2024-01-02,South,200\n2024-01-03,East,300\n2024-01-04,West",400';
    for (const [pieceSize, ending] of [undefined, 1, 7, 30, 64].flatMap((size) => [[size, "\n2024-01-05,North,500\n"], [size, ""]] as const)) {
      const { rows, info } = await read(text + ending, pieceSize);
      expect(rows, `pieces of ${pieceSize}`).toHaveLength(ending ? 3 : 2);
      expect(info.warnings, `pieces of ${pieceSize}`).toEqual([
        "Lines 2–5 were read as one row: a quoted value opens on line 2 and closes on line 5, and 2 lines inside it look like rows of their own (line 3: “2024-01-02,South,200”). If that quote is a mistake, remove it and upload the file again.",
      ]);
    }
  });

  it("names the right lines after earlier multi-line values, and counts further merges", async () => {
    const merged = (n: number) => `${n},"x\n${n + 1},a,b\n${n + 2}",c`;
    const text = ['id,v,w', '1,"an\naddress",z', merged(4), "7,ok,fine", merged(10), merged(20), merged(30), merged(40)].join("\n");
    const { info } = await read(`${text}\n`, 11);
    expect(info.warnings).toHaveLength(1);
    expect(info.warnings[0]).toMatch(/^Lines 4–6 were read as one row: .*\(line 5: “5,a,b”\)\. .* The same happened 4 more times \(lines 8–10, 11–13, 14–16 and 17–19\)\.$/);
  });

  it("warns about a quoted value over LONG_QUOTED_LINES lines even when its lines do not look like rows", async () => {
    const lines = Array.from({ length: LONG_QUOTED_LINES + 1 }, (_, i) => `word ${i}`).join("\n");
    const { info } = await read(`a,b\n1,"${lines}"\n2,3\n`);
    expect(info.warnings).toEqual([expect.stringMatching(new RegExp(`^Lines 2–${LONG_QUOTED_LINES + 2} were read as one row: a quoted value opens on line 2 and closes on line ${LONG_QUOTED_LINES + 2}\\.`))]);
  });
});
