// A sliced ingest (one queue message per slice, a checkpoint between them) must make exactly the dataset one run
// makes: the same stored bytes, schema, profile, layout and warnings, wherever the slices fall — inside a quoted value
// spanning lines, inside a multi-byte character's row, between CR and LF, before a column changes type, in the
// middle of a batch; for UTF-16 text, pieces of the file cut inside a code unit or between a surrogate pair's halves. Every checkpoint goes through its bytes (as it does through R2) before the next slice reads it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { scribbledStreamOf } from "../read/test-helpers";
import { CHECKPOINT_VERSION, StaleCheckpoint } from "./checkpoint";
import { encodeObjects } from "./checkpoint-codec";
import { ingestFile, ingestSlice } from "./ingest";
import { expectSame, expectSameFromCheckpointTwice, expectSameSlicedAtRandom, readSliced } from "./test-helpers";

interface FileShape {
  seed: number;
  rows: number;
  newline: "\n" | "\r\n" | "\r";
  delimiter: "," | ";" | "\t";
  encoding: "utf-8" | "utf-8-bom" | "windows-1252" | "mixed" | "utf-16le" | "utf-16be";
  /** Extra number columns: a wide table makes shorter batches, so slices fall on both sides of batch ends. */
  extraColumns: number;
  /** Row from which the "Units" column holds words too (its type is revised after batches were written). */
  codeTurnsText: number;
}

const PLACES = ["North", "South", "São Paulo", "Zürich", "Malmö", "Côte d'Ivoire", "東京", "Zoë's 🍰 shop"];
const LATIN_PLACES = ["North", "South", "São Paulo", "Zürich", "Malmö", "Côte d'Ivoire", "Ærø"];

/** Windows-1252 bytes of Latin-1 text (every character here is below U+0100). */
function latin1(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

/** UTF-16 bytes of `text`, with a byte order mark or (read by its zero bytes) without. */
function utf16(text: string, little: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array(2 * text.length + (bom ? 2 : 0));
  const view = new DataView(out.buffer);
  if (bom) view.setUint16(0, 0xfeff, little);
  for (let i = 0; i < text.length; i++) view.setUint16((bom ? 2 : 0) + 2 * i, text.charCodeAt(i), little);
  return out;
}

/** A generated sales file with quoted values spanning lines, doubled quotes, blank, short and long rows. */
function salesFile(shape: FileShape): Uint8Array {
  const random = seededRandom(shape.seed);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const { newline: nl, delimiter: d } = shape;
  const legacy = shape.encoding === "windows-1252";
  const places = legacy ? LATIN_PLACES : PLACES;
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const extra = Array.from({ length: shape.extraColumns }, (_, j) => `Measure ${j + 1}`);
  const lines: string[] = [];
  if (random() < 0.3) lines.push(`Sales export${d}${d}`, "");
  lines.push(["Order Date", "Region", "Amount", "Note", "Paid", "Units", ...extra].join(d));
  for (let r = 0; r < shape.rows; r++) {
    const roll = random();
    if (roll < 0.004) {
      lines.push("");
      continue;
    }
    const day = 1 + Math.floor(random() * 28);
    const date = `2024-${String(1 + Math.floor(random() * 12)).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    const amount = random() < 0.05 ? "" : random() < 0.5 ? quote(`$${(random() * 5000).toFixed(2)}`) : (random() * 5000).toFixed(2);
    let note = "";
    const kind = random();
    if (kind < 0.08) note = quote(`${pick(places)}${nl}floor ${Math.floor(random() * 9)}${nl}ring twice`);
    else if (kind < 0.12) note = quote(`said "${pick(places)}"${d} then left`);
    else if (kind < 0.3) note = pick(places);
    const code = r >= shape.codeTurnsText && random() < 0.01 ? `see note ${pick(["x", "y"])}` : String(1 + Math.floor(random() * 50));
    const cells = [date, pick(places).includes(d) ? quote(pick(places)) : pick(places), amount, note, pick(["yes", "no", ""]), code];
    for (let j = 0; j < shape.extraColumns; j++) cells.push(String(Math.floor(random() * 100)));
    if (roll > 0.9985) cells.push("surplus"); // a long row
    else if (roll > 0.997) cells.pop(); // a short one
    lines.push(cells.join(d));
  }
  const text = lines.join(nl) + (random() < 0.5 ? nl : "");
  if (legacy) return new Uint8Array(latin1(text));
  if (shape.encoding === "utf-16le" || shape.encoding === "utf-16be") return utf16(text, shape.encoding === "utf-16le", random() < 0.7);
  const utf8 = new TextEncoder().encode(text);
  if (shape.encoding === "utf-8-bom") return new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
  if (shape.encoding === "mixed") {
    // A Windows-1252 "é" (0xE9) pasted into some UTF-8 rows near the top: only the first slices see it.
    const out = Array.from(utf8);
    for (let k = 0; k < 20; k++) {
      const at = out.indexOf(0x4e, Math.floor(random() * Math.min(out.length, 100_000))); // an "N" of "North"
      if (at > 0) out[at] = 0xe9;
    }
    return new Uint8Array(out);
  }
  return utf8;
}

const shapes: fc.Arbitrary<FileShape> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  rows: fc.integer({ min: 2_000, max: 40_000 }),
  newline: fc.constantFrom("\n" as const, "\r\n" as const, "\r" as const),
  delimiter: fc.constantFrom("," as const, ";" as const, "\t" as const),
  encoding: fc.constantFrom("utf-8" as const, "utf-8-bom" as const, "windows-1252" as const, "mixed" as const, "utf-16le" as const, "utf-16be" as const),
  extraColumns: fc.constantFrom(0, 0, 12, 40),
  codeTurnsText: fc.integer({ min: 0, max: 40_000 }),
});

describe("a sliced ingest", () => {
  it("makes byte for byte the dataset one run makes, wherever the slices fall", async () => {
    await fc.assert(
      fc.asyncProperty(shapes, fc.double({ min: 0.2, max: 1, noNaN: true }), async (shape, pauseRate) => {
        const bytes = salesFile(shape);
        const fileName = shape.delimiter === "\t" ? "sales.tsv" : "sales.csv";
        const { asked } = await expectSameSlicedAtRandom(bytes, fileName, shape.seed, pauseRate);
        // A file of several scanned pieces (128 KB, of UTF-8: half as many UTF-16 characters) was asked at each.
        if (bytes.length > (shape.encoding.startsWith("utf-16") ? 800_000 : 400_000)) expect(asked).toBeGreaterThan(1);
      }),
      { numRuns: 10 },
    );
  }, 240_000);

  it("cuts a file into one slice per piece, across batches and a column revised to text, and a checkpoint read twice goes on the same way", async () => {
    const shape: FileShape = { seed: 7, rows: 90_000, newline: "\r\n", delimiter: ",", encoding: "utf-8", extraColumns: 0, codeTurnsText: 80_000 };
    const bytes = salesFile(shape);
    const single = await ingestFile({ bytes, fileName: "sales.csv" });
    expect(single.schema.rowCount).toBeGreaterThan(65_536);
    expect(single.schema.columns.find((c) => c.name === "Units")?.type).toBe("text");
    expect(single.warnings.join(" ")).toContain("Units");
    const sliced = await readSliced(bytes, "sales.csv", () => true);
    expect(sliced.slices).toBeGreaterThan(20);
    expectSame(sliced, single);

    // A redelivered message resumes from the same checkpoint: the rest of the file comes out the same again. Each
    // delivery reads its own copy from R2 (the decoded state views those bytes and writes on into them).
    await expectSameFromCheckpointTwice(bytes, "sales.csv", ({ rows }) => rows > 30_000);
  }, 120_000);

  it("makes the same dataset from a byte stream read into one reused buffer that is scribbled over before each read, in one run or in slices", async () => {
    const shapes: FileShape[] = [
      { seed: 11, rows: 6_000, newline: "\r\n", delimiter: ",", encoding: "utf-8-bom", extraColumns: 0, codeTurnsText: 15_000 },
      { seed: 12, rows: 12_000, newline: "\r", delimiter: ";", encoding: "mixed", extraColumns: 12, codeTurnsText: 40_000 },
      { seed: 13, rows: 15_000, newline: "\n", delimiter: "\t", encoding: "windows-1252", extraColumns: 0, codeTurnsText: 0 },
      // Odd-sized reads: code units and surrogate pairs (the 🍰) cut between pieces.
      { seed: 14, rows: 8_000, newline: "\r\n", delimiter: ",", encoding: "utf-16le", extraColumns: 0, codeTurnsText: 4_000 },
      { seed: 15, rows: 9_000, newline: "\n", delimiter: ";", encoding: "utf-16be", extraColumns: 12, codeTurnsText: 40_000 },
    ];
    for (const [k, shape] of shapes.entries()) {
      const bytes = salesFile(shape);
      const fileName = shape.delimiter === "\t" ? "sales.tsv" : "sales.csv";
      const single = await ingestFile({ bytes, fileName });
      const size = [7, 4093, 70_000, 4093, 7][k];
      const whole = scribbledStreamOf(bytes, size);
      const streamed = await ingestFile({ stream: whole.stream, fileName });
      expect(whole.reads.byob).toBeGreaterThan(0);
      expect(Buffer.compare(Buffer.from(streamed.stored!), Buffer.from(single.stored!))).toBe(0);
      expect(streamed).toEqual(single);
      const sliced = await readSliced(bytes, fileName, () => true, (from) => scribbledStreamOf(bytes.subarray(from), size).stream);
      expect(sliced.slices, `shape ${k}`).toBeGreaterThan(1);
      expectSame(sliced, single);
    }
  }, 240_000);

  it("cancels the file's stream when a slice pauses, so the rest of the file stops coming (R2 would keep it open)", async () => {
    const bytes = salesFile({ seed: 7, rows: 30_000, newline: "\n", delimiter: ",", encoding: "utf-8", extraColumns: 0, codeTurnsText: 0 });
    /** The file from `from` as a stream that says how much it sent and whether it was cancelled. */
    const streamFrom = (from: number) => {
      const seen = { sent: from, cancelled: false };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (seen.sent >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(seen.sent, seen.sent + 65_536));
          seen.sent += 65_536;
        },
        cancel() {
          seen.cancelled = true;
        },
      });
      return { stream, seen };
    };
    // The first slice (which sniffs the file first) and a resumed one.
    const first = streamFrom(0);
    const one = await ingestSlice({ stream: first.stream, fileName: "sales.csv" }, { sink: () => {}, pause: () => true });
    if (one.done) throw new Error("expected a checkpoint");
    expect(first.seen).toMatchObject({ cancelled: true });
    expect(first.seen.sent).toBeLessThan(bytes.length);
    const next = streamFrom(one.progress.bytesRead);
    const two = await ingestSlice({ stream: next.stream, fileName: "sales.csv" }, { sink: () => {}, resume: one.checkpoint, pause: () => true });
    expect(two.done).toBe(false);
    expect(next.seen).toMatchObject({ cancelled: true });
    expect(next.seen.sent).toBeLessThan(bytes.length);
  });

  it("refuses a checkpoint it cannot go on from (another version's, or not one at all) with StaleCheckpoint, letting the file's stream go", async () => {
    const bytes = salesFile({ seed: 3, rows: 2_000, newline: "\n", delimiter: ",", encoding: "utf-8", extraColumns: 0, codeTurnsText: 0 });
    for (const resume of [encodeObjects({ version: CHECKPOINT_VERSION - 1 }, []), new TextEncoder().encode("not a checkpoint")]) {
      let cancelled = false;
      const stream = new ReadableStream<Uint8Array>({
        pull: (controller) => controller.enqueue(bytes),
        cancel: () => void (cancelled = true),
      });
      await expect(ingestSlice({ stream, fileName: "sales.csv" }, { sink: () => {}, resume, pause: () => true })).rejects.toBeInstanceOf(StaleCheckpoint);
      expect(cancelled).toBe(true);
    }
  });

  it("reads a JSON object read whole, which it cannot stop part-way, in one slice", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ data: Array.from({ length: 5000 }, (_, i) => ({ id: i, region: PLACES[i % PLACES.length] })) }));
    let asked = 0;
    const slice = await ingestSlice({ bytes, fileName: "events.json" }, { sink: () => {}, pause: () => ++asked > 0 });
    expect(slice.done).toBe(true);
    expect(asked).toBe(0);
  });

  it("reads UTF-16 text as the same table as the same text in UTF-8, in one run or sliced at every piece", async () => {
    for (const encoding of ["utf-16le", "utf-16be"] as const) {
      const shape: FileShape = { seed: 21, rows: 12_000, newline: "\r\n", delimiter: ",", encoding, extraColumns: 0, codeTurnsText: 6_000 };
      const bytes = salesFile(shape);
      const fromUtf8 = await ingestFile({ bytes: salesFile({ ...shape, encoding: "utf-8" }), fileName: "sales.csv" });
      const single = await ingestFile({ bytes, fileName: "sales.csv" });
      expect(single.source.encoding).toBe(encoding);
      const { stored: _a, storedBytes: _b, source: sourceUtf8, ...tableUtf8 } = fromUtf8;
      const { stored: _c, storedBytes: _d, source, ...table } = single;
      expect(table).toEqual(tableUtf8);
      expect({ ...source, encoding: "utf-8" }).toEqual(sourceUtf8);
      const sliced = await readSliced(bytes, "sales.csv", () => true);
      expect(sliced.slices).toBeGreaterThan(3);
      expectSame(sliced, single);
    }
  }, 120_000);
});
