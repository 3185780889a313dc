// Property tests: random bytes never crash the ingest (a result or an IngestError, nothing else),
// and random tables written as CSV come back with every value intact.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IngestError } from "../errors";
import { scribbledStreamOf, streamOf } from "../read/test-helpers";
import { openStoredDataset } from "../store/read";
import { TEXT_MISSING } from "../types";
import { ingestFile } from "./ingest";

const NAMES = ["data.csv", "data.json", "data.xlsx", "data.xls", "data.txt", "data.ndjson", "noextension"];

async function outcome(bytes: Uint8Array, fileName: string): Promise<"ok" | "refused"> {
  try {
    const result = await ingestFile({ bytes, fileName });
    expect(result.profile.rowCount).toBe(result.schema.rowCount);
    const dataset = await openStoredDataset(result.stored as Uint8Array);
    let rows = 0;
    for await (const batch of dataset.batches()) rows += batch.length;
    expect(rows).toBe(result.schema.rowCount);
    return "ok";
  } catch (error) {
    if (!(error instanceof IngestError)) throw error;
    expect(error.message.length).toBeGreaterThan(10);
    return "refused";
  }
}

describe("ingest fuzzing", () => {
  it("answers random bytes with a dataset or a specific refusal", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom(...NAMES), async (bytes, name) => {
        await outcome(bytes, name);
      }),
      { numRuns: 300 },
    );
  });

  it("answers random text and JSON with a dataset or a specific refusal", async () => {
    const texts = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 400 }),
      fc.json({ maxDepth: 4 }),
      fc.array(fc.json({ maxDepth: 2 }), { maxLength: 20 }).map((lines) => lines.join("\n")),
    );
    await fc.assert(
      fc.asyncProperty(texts, fc.constantFrom(...NAMES), async (text, name) => {
        await outcome(new TextEncoder().encode(text), name);
      }),
      { numRuns: 300 },
    );
  });
});

type Kind = "int" | "money" | "date" | "bool" | "text";
type Value = number | boolean | string | null;

const KIND_TYPE: Record<Kind, string> = { int: "number", money: "number", date: "date", bool: "boolean", text: "text" };

function valueOf(kind: Kind): fc.Arbitrary<{ cell: string; value: Value }> {
  const blank = fc.constant({ cell: "", value: null });
  const filled: fc.Arbitrary<{ cell: string; value: Value }> = {
    int: fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => ({ cell: String(n), value: n })),
    money: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => ({ cell: String(cents / 100), value: cents / 100 })),
    date: fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map((d) => {
      const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      return { cell: new Date(day).toISOString().slice(0, 10), value: day };
    }),
    bool: fc.boolean().chain((b) => fc.constantFrom(...(b ? ["true", "TRUE", "True"] : ["false", "FALSE", "False"])).map((cell) => ({ cell, value: b }))),
    // "§" keeps random text from reading as a number, date or yes/no word.
    text: fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map((s) => {
      const cell = `§${s}`;
      return { cell, value: cell.trim() };
    }),
  }[kind];
  return fc.oneof({ arbitrary: filled, weight: 5 }, { arbitrary: blank, weight: 1 });
}

const table = fc
  .array(fc.constantFrom<Kind>("int", "money", "date", "bool", "text"), { minLength: 1, maxLength: 6 })
  .chain((kinds) =>
    fc.record({
      kinds: fc.constant(kinds),
      rows: fc.array(fc.tuple(...kinds.map(valueOf)), { minLength: 1, maxLength: 40 }),
      delimiter: fc.constantFrom(",", ";", "\t", "|"),
      newline: fc.constantFrom("\n", "\r\n"),
      chunk: fc.integer({ min: 1, max: 300 }),
    }),
  );

function field(cell: string): string {
  return /[",;\t|\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
}

describe("CSV round trip", () => {
  it("reads back every value of random tables, whatever the delimiter, line breaks and chunking", async () => {
    await fc.assert(
      fc.asyncProperty(table, async ({ kinds, rows, delimiter, newline, chunk }) => {
        const header = kinds.map((_, j) => `h${j}`);
        const text = [header, ...rows.map((row) => row.map((v) => field(v.cell)))].map((cells) => cells.join(delimiter)).join(newline) + newline;
        const kept = rows.filter((row) => row.some((v) => v.value !== null));
        const bytes = new TextEncoder().encode(text);
        if (kept.length === 0) {
          await expect(ingestFile({ bytes, fileName: "t.csv" })).rejects.toThrow(IngestError);
          return;
        }
        // Every other file as a byte stream read into one reused buffer that is scribbled over before each read.
        const result = await ingestFile({ stream: chunk % 2 ? scribbledStreamOf(bytes, chunk).stream : streamOf(bytes, chunk), fileName: "t.csv" });
        if (kinds.length > 1) expect(result.source.delimiter).toBe(delimiter);
        expect(result.schema.rowCount).toBe(kept.length);
        const dataset = await openStoredDataset(result.stored as Uint8Array);
        const batch = await dataset.batch(0);
        kinds.forEach((kind, j) => {
          const column = result.schema.columns[j];
          const expected = kept.map((row) => row[j].value);
          const allMissing = expected.every((v) => v === null);
          if (!allMissing) expect(column.type).toBe(KIND_TYPE[kind]);
          const data = batch.columns[column.id];
          const actual = expected.map((_, i) => {
            if (data.type === "text") return data.codes[i] === TEXT_MISSING ? null : data.dictionary[data.codes[i]];
            if (data.type === "boolean") return data.values[i] === 2 ? null : data.values[i] === 1;
            return Number.isNaN(data.values[i]) ? null : data.values[i];
          });
          expect(actual).toEqual(expected);
        });
      }),
      { numRuns: 150 },
    );
  });
});
