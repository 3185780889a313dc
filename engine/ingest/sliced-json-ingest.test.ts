// JSON read in slices (one queue message per slice) must make exactly the dataset one run makes, as delimited text
// does (sliced-ingest.test.ts): the same stored bytes, schema, profile, layout and warnings, wherever the slices fall —
// between records of JSON lines or of a list, after records spread over several lines, blank lines, CRLF, multi-byte
// characters cut between the file's pieces, a field first seen late, a field revised to text after batches were
// written. Every checkpoint goes through its bytes (as it does through R2) before the next slice reads it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { ingestFile } from "./ingest";
import { expectSame, expectSameFromCheckpointTwice, expectSameSlicedAtRandom, readSliced } from "./test-helpers";

interface JsonShape {
  seed: number;
  records: number;
  /** One record after another (JSON lines), or a list of records. */
  layout: "lines" | "list";
  newline: "\n" | "\r\n";
  encoding: "utf-8" | "utf-8-bom" | "mixed" | "utf-16le" | "utf-16be";
  /** Share of records written over several lines (pretty-printed). */
  spread: number;
  /** Extra number fields: a wide record makes shorter batches. */
  extraFields: number;
  /** Record from which "amount" sometimes holds words (its type is revised, maybe after batches were written). */
  amountTurnsText: number;
  /** Record from which a "coupon" field appears (a column first seen late). */
  couponFrom: number;
}

const PLACES = ["North", "South", "São Paulo", "Zürich", "Malmö", "東京", "Zoë's 🍰 shop"];

function utf16(text: string, little: boolean): Uint8Array {
  const out = new Uint8Array(2 + 2 * text.length);
  out.set(little ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[2 + 2 * i + (little ? 0 : 1)] = unit & 0xff;
    out[2 + 2 * i + (little ? 1 : 0)] = unit >> 8;
  }
  return out;
}

/** A generated file of sales records with nested values, lists, escaped line breaks and quotes in text. */
function salesJson(shape: JsonShape): Uint8Array {
  const random = seededRandom(shape.seed);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const nl = shape.newline;
  const texts: string[] = [];
  for (let i = 0; i < shape.records; i++) {
    const record: Record<string, unknown> = {
      id: i + 1,
      date: `2024-${String(1 + Math.floor(random() * 12)).padStart(2, "0")}-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`,
      region: pick(PLACES),
      amount: i >= shape.amountTurnsText && random() < 0.01 ? "n/a yet" : random() < 0.05 ? null : Math.round(random() * 500_000) / 100,
      customer: { name: pick(["Ann", "Bo", "Chloé", "Dağ"]), tier: { level: pick(["gold", "silver"]), since: 2000 + Math.floor(random() * 24) } },
      tags: random() < 0.3 ? [pick(["new", "vip"]), pick(["web", "shop"])] : [],
      paid: random() < 0.1 ? null : random() < 0.5,
    };
    if (random() < 0.1) record.note = `said "${pick(PLACES)}"\nthen left`;
    if (random() < 0.05) record.lines = [{ sku: `P-${Math.floor(random() * 40)}`, qty: 1 + Math.floor(random() * 5) }];
    if (i >= shape.couponFrom) record.coupon = pick(["SAVE10", "", "WELCOME"]);
    for (let j = 0; j < shape.extraFields; j++) record[`m${j}`] = Math.floor(random() * 100);
    const text = random() < shape.spread ? JSON.stringify(record, null, 2).replace(/\n/g, nl) : JSON.stringify(record);
    texts.push(text + (shape.layout === "lines" && random() < 0.02 ? nl : ""));
  }
  const text = shape.layout === "lines" ? texts.join(nl) + (random() < 0.5 ? nl : "") : `[${nl}${texts.join(`,${nl}`)}${nl}]${nl}`;
  if (shape.encoding === "utf-16le" || shape.encoding === "utf-16be") return utf16(text, shape.encoding === "utf-16le");
  const bytes = new TextEncoder().encode(text);
  if (shape.encoding === "utf-8-bom") return new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
  if (shape.encoding === "mixed") {
    // A Windows-1252 "é" (0xE9) in place of some "N"s of "North": text that is not all UTF-8.
    for (let k = 0, at = 0; k < 30; k++) {
      at = bytes.indexOf(0x4e, at + Math.floor(random() * 20_000));
      if (at < 0) break;
      bytes[at] = 0xe9;
    }
  }
  return bytes;
}

const shapes: fc.Arbitrary<JsonShape> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  records: fc.integer({ min: 500, max: 12_000 }),
  layout: fc.constantFrom("lines" as const, "lines" as const, "list" as const),
  newline: fc.constantFrom("\n" as const, "\r\n" as const),
  encoding: fc.constantFrom("utf-8" as const, "utf-8" as const, "utf-8-bom" as const, "mixed" as const, "utf-16le" as const, "utf-16be" as const),
  spread: fc.constantFrom(0, 0, 0.05, 1),
  extraFields: fc.constantFrom(0, 0, 40),
  amountTurnsText: fc.integer({ min: 0, max: 12_000 }),
  couponFrom: fc.integer({ min: 0, max: 12_000 }),
});

describe("a sliced ingest of JSON", () => {
  it("makes byte for byte the dataset one run makes, wherever the slices fall", async () => {
    await fc.assert(
      fc.asyncProperty(shapes, fc.double({ min: 0.2, max: 1, noNaN: true }), async (shape, pauseRate) => {
        const bytes = salesJson(shape);
        const fileName = shape.layout === "lines" ? "sales.ndjson" : "sales.json";
        const { asked } = await expectSameSlicedAtRandom(bytes, fileName, shape.seed, pauseRate);
        // JSON lines of several pieces whose text can stop between records are asked at each (UTF-16 little-endian too:
        // a line break's second byte goes before the cut). A list is read whole up to its first 8 MB, to tell it from
        // JSON lines of lists: the test below cuts a longer one.
        if (shape.layout === "lines" && bytes.length > 400_000 && shape.spread < 1) expect(asked).toBeGreaterThan(1);
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it("cuts a list of records past its first 8 MB into slices, the same as one run", async () => {
    const shape: JsonShape = { seed: 5, records: 50_000, layout: "list", newline: "\n", encoding: "utf-8", spread: 0, extraFields: 0, amountTurnsText: 59_000, couponFrom: 0 };
    const bytes = salesJson(shape);
    expect(bytes.length).toBeGreaterThan(9_000_000);
    const single = await ingestFile({ bytes, fileName: "sales.json" });
    const sliced = await readSliced(bytes, "sales.json", () => true);
    expect(sliced.slices).toBeGreaterThan(10);
    expectSame(sliced, single);
  }, 120_000);

  it("cuts JSON lines into many slices across batches, a field revised to text and one first seen late, and a checkpoint read twice goes on the same way", async () => {
    const shape: JsonShape = { seed: 11, records: 70_000, layout: "lines", newline: "\r\n", encoding: "utf-8", spread: 0.01, extraFields: 0, amountTurnsText: 67_000, couponFrom: 66_000 };
    const bytes = salesJson(shape);
    const single = await ingestFile({ bytes, fileName: "sales.ndjson" });
    expect(single.schema.rowCount).toBe(70_000);
    expect(single.schema.columns.find((c) => c.name === "amount")?.type).toBe("text");
    expect(single.schema.columns.some((c) => c.name === "coupon")).toBe(true);
    expect(single.warnings.join(" ")).toContain("amount");
    const sliced = await readSliced(bytes, "sales.ndjson", () => true);
    expect(sliced.slices).toBeGreaterThan(50);
    expectSame(sliced, single);

    await expectSameFromCheckpointTwice(bytes, "sales.ndjson", ({ rows }) => rows > 66_500);
  }, 120_000);

  it("keeps what the text decoder learned in earlier slices: a Windows-1252 byte near the top of a UTF-8 file", async () => {
    const bytes = salesJson({ seed: 9, records: 8_000, layout: "lines", newline: "\n", encoding: "mixed", spread: 0, extraFields: 0, amountTurnsText: 8_000, couponFrom: 8_000 });
    const single = await ingestFile({ bytes, fileName: "sales.ndjson" });
    expect(single.source.encoding).toBe("mixed");
    const sliced = await readSliced(bytes, "sales.ndjson", () => true);
    expect(sliced.slices).toBeGreaterThan(10);
    expectSame(sliced, single);
  });

  it("cuts UTF-16 little-endian JSON lines between records too (a line break's second byte before the cut)", async () => {
    const bytes = salesJson({ seed: 13, records: 8_000, layout: "lines", newline: "\r\n", encoding: "utf-16le", spread: 0, extraFields: 0, amountTurnsText: 8_000, couponFrom: 8_000 });
    const single = await ingestFile({ bytes, fileName: "sales.ndjson" });
    expect(single.source.encoding).toBe("utf-16le");
    const sliced = await readSliced(bytes, "sales.ndjson", () => true);
    expect(sliced.slices).toBeGreaterThan(10);
    expectSame(sliced, single);
  });

  it("says where a broken record is, counting lines and records from the file's start, in a later slice", async () => {
    const lines = Array.from({ length: 6000 }, (_, i) => JSON.stringify({ id: i + 1, region: PLACES[i % PLACES.length] }));
    lines[5000] = '{"id": 5001, "region": North}';
    const bytes = new TextEncoder().encode(lines.join("\n") + "\n");
    const single = await ingestFile({ bytes, fileName: "events.ndjson" }).catch((error: Error) => error.message);
    const sliced = await readSliced(bytes, "events.ndjson", () => true).catch((error: Error) => error.message);
    expect(single).toMatch(/^The JSON is not valid at line 5001, column \d+/);
    expect(sliced).toBe(single);
  });
});
