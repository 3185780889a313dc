import { describe, expect, it } from "vitest";
import { IngestError, ParseError } from "../errors";
import { findJsonError } from "./json-error";
import { FirstValueScan, readJson } from "./json";
import { collectRows, streamOf, utf8 } from "./test-helpers";

async function read(text: string, pieceSize?: number) {
  const bytes = utf8(text);
  const source = readJson(pieceSize ? { stream: streamOf(bytes, pieceSize) } : { bytes });
  const result = await collectRows(source);
  return { ...result, info: source.info };
}

async function failure(text: string): Promise<IngestError> {
  try {
    await read(text);
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError);
    return error as IngestError;
  }
  throw new Error("expected an error");
}

describe("readJson", () => {
  it("reads an array of objects, flattening nested objects", async () => {
    const { rows, names } = await read('[{"id":1,"who":{"name":"Ann","city":"Oslo"},"tags":["a","b"]},{"id":2,"extra":true}]');
    expect(names).toEqual(["id", "who.name", "who.city", "tags", "extra"]);
    expect(rows).toEqual([[1, "Ann", "Oslo", "a, b"], [2, undefined, undefined, undefined, true]]);
  });

  it("reads the records inside a single object", async () => {
    const { rows, names, info } = await read('{"meta":{"v":1},"data":[{"a":1},{"a":2}]}');
    expect(names).toEqual(["a"]);
    expect(rows).toEqual([[1], [2]]);
    expect(info.warnings[0]).toMatch(/“data”/);
  });

  it("reads a single object as one record", async () => {
    expect((await read('{"a":1,"b":"x"}')).rows).toEqual([[1, "x"]]);
  });

  it("reads an array of arrays whose first row is the header", async () => {
    const { rows, names } = await read('[["region","sales"],["North",10],["South",12]]');
    expect(names).toEqual(["region", "sales"]);
    expect(rows).toEqual([["North", 10], ["South", 12]]);
  });

  it("names columns by position when the first array is data", async () => {
    const { names } = await read("[[1,2],[3,4]]");
    expect(names).toEqual(["Column 1", "Column 2"]);
  });

  it("reads NDJSON, whatever the chunk boundaries", async () => {
    const text = '{"a":1,"s":"x}"}\n{"a":2,"s":"y\\"{"}\n\n{"a":3}\n';
    const whole = await read(text);
    expect(whole.rows).toEqual([[1, "x}"], [2, 'y"{'], [3]]);
    for (const size of [1, 3, 10]) expect((await read(text, size)).rows).toEqual(whole.rows);
  });

  it("streams the records of a large array", async () => {
    const records = Array.from({ length: 5000 }, (_, i) => ({ i, name: `n${i}` }));
    const { rows } = await read(JSON.stringify(records), 4096);
    expect(rows.length).toBe(5000);
    expect(rows[4999]).toEqual([4999, "n4999"]);
  });

  it("examines each character of the head once while it decides the file's shape, however many pieces it comes in", async () => {
    const list = JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ id: i, region: i % 3 ? "North" : "São Paulo", note: 'a "quoted" [bracket]' })));
    const record = JSON.stringify({ id: 1, note: "[{".repeat(150) });
    const lines = `  \n${record}\n\n   ${record}\n`;
    for (const [text, rows] of [
      [list, 40_000],
      [lines, 2],
    ] as const) {
      const headScan = new FirstValueScan();
      const source = readJson({ stream: streamOf(utf8(text), 4096) }, { headScan });
      expect((await collectRows(source)).rows).toHaveLength(rows);
      expect(text.length).toBeGreaterThan(rows === 2 ? 400 : 2_000_000);
      // The list's head is all of it (under 8 MB), in hundreds of pieces: each character once, not once per piece.
      expect(headScan.examined).toBeLessThanOrEqual(text.length);
      expect(headScan.examined).toBeGreaterThan(rows === 2 ? 200 : text.length - 1);
    }
  });

  it("keeps __proto__ and constructor keys as plain columns without touching prototypes", async () => {
    const { names, rows } = await read('[{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"x":1}},"a":1}]');
    expect(names).toEqual(["__proto__.polluted", "constructor.prototype.x", "a"]);
    expect(rows).toEqual([["yes", 1, 1]]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("reports invalid JSON with its line and column", async () => {
    const error = await failure('[\n  {"a": 1},\n  {"a": 2,}\n]');
    expect(error).toBeInstanceOf(ParseError);
    expect(error.message).toBe('The JSON is not valid at line 3, column 11: expected a property name in double quotes.');
    expect((error as ParseError).position).toEqual({ line: 3, column: 11 });
  });

  it("reports other broken JSON specifically", async () => {
    expect((await failure('{"a": [1, 2')).message).toMatch(/line 1, column 12: expected a comma or "]"/);
    expect((await failure("[1, 2, 3]")).message).toMatch(/not a single value/);
    expect((await failure("hello")).message).toMatch(/must start with \[ or \{/);
    expect((await failure("[]")).code).toBe("no_rows");
    expect((await failure("   ")).code).toBe("empty_file");
    expect((await failure('[{"a":1}] x')).message).toMatch(/more text after/);
    expect((await failure('{"a":1}\n{"a":')).message).toMatch(/line 2/);
  });
});

describe("findJsonError", () => {
  it("accepts valid JSON and points at the first error otherwise", () => {
    expect(findJsonError('{"a":[1,2.5e3,true,null,"x\\u00e9"]}')).toBeNull();
    expect(findJsonError("[1,]")).toEqual({ offset: 3, expected: expect.stringMatching(/^a value/) });
    expect(findJsonError('{"a" 1}')).toEqual({ offset: 5, expected: '":" after the property name' });
    expect(findJsonError("[".repeat(100_000))?.offset).toBe(100_000);
  });
});
