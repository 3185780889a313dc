import { readFileSync } from "node:fs";
import { tableFromIPC } from "@uwdata/flechette";
import { describe, expect, it } from "vitest";
import { StorageFormatError } from "../errors";
import type { ColumnEncoding } from "../infer/encoding";
import { BOOLEAN_MISSING, type Batch, type DatasetSchema, TEXT_MISSING } from "../types";
import { convertColumn } from "./convert";
import { openStoredDataset } from "./read";
import { StoredDatasetWriter, encodeChunk } from "./write";

const DAY = 86_400_000;
const columns = [
  { id: "amount", name: "Amount" },
  { id: "day", name: "Day" },
  { id: "at", name: "At" },
  { id: "paid", name: "Paid" },
  { id: "region", name: "Region" },
  { id: "notes", name: "Notes" },
];
const encodings: ColumnEncoding[] = [
  { type: "number", unit: { kind: "currency", code: "EUR" } },
  { type: "date", hasTime: false },
  { type: "date", hasTime: true },
  { type: "boolean" },
  { type: "text" },
  { type: "empty" },
];
const schema: DatasetSchema = {
  rowCount: 4,
  columns: [
    { id: "amount", name: "Amount", type: "number", unit: { kind: "currency", code: "EUR" } },
    { id: "day", name: "Day", type: "date", hasTime: false },
    { id: "at", name: "At", type: "date", hasTime: true },
    { id: "paid", name: "Paid", type: "boolean" },
    { id: "region", name: "Region", type: "text" },
    { id: "notes", name: "Notes", type: "text" },
  ],
};

function batch(): Batch {
  return {
    length: 4,
    columns: {
      amount: { type: "number", values: Float64Array.of(1.5, NaN, -2, 1e15) },
      day: { type: "date", values: Float64Array.of(19_800 * DAY, NaN, -DAY, 0) },
      at: { type: "date", values: Float64Array.of(19_800 * DAY + 3_600_000, NaN, 1, -1500) },
      paid: { type: "boolean", values: Uint8Array.of(1, 0, BOOLEAN_MISSING, 1) },
      region: { type: "text", codes: Int32Array.of(0, TEXT_MISSING, 1, 0), dictionary: ["North", "Süd 🌍"] },
      notes: { type: "text", codes: Int32Array.of(-1, -1, -1, -1), dictionary: [] },
    },
  };
}

/** The stored bytes of `batches`; `groupBytes` 0 writes batch by batch, each batch's chunks together. */
async function store(batches: { batch: Batch; encodings: ColumnEncoding[] }[], finalEncodings = encodings, finalSchema = schema, groupBytes?: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const writer = new StoredDatasetWriter((bytes) => void parts.push(bytes.slice()), groupBytes);
  for (const b of batches) await writer.writeBatch(b.batch, columns, b.encodings);
  const size = await writer.finish({ schema: finalSchema, encodings: finalEncodings });
  const out = new Uint8Array(size);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

describe("stored columnar format", () => {
  it("round-trips every column type, with missing values, batch by batch", async () => {
    const bytes = await store([{ batch: batch(), encodings }, { batch: batch(), encodings }]);
    const dataset = await openStoredDataset(bytes);
    expect(dataset.footer).toMatchObject({ format: "insightlab-columnar", version: 2, schema });
    const read = [];
    for await (const b of dataset.batches()) read.push(b);
    expect(read).toHaveLength(2);
    for (const b of read) expect(b).toEqual(batch());
    expect(bytes.subarray(0, 4)).toEqual(new TextEncoder().encode("ILCF"));
  });

  it("decodes only the columns asked for, with the same values", async () => {
    const dataset = await openStoredDataset(await store([{ batch: batch(), encodings }, { batch: batch(), encodings }]));
    const full = batch();
    for await (const b of dataset.batches(["day", "region"])) expect(b).toEqual({ length: 4, columns: { day: full.columns.day, region: full.columns.region } });
    // No column at all still counts the rows (a count of every row reads nothing else).
    expect(await dataset.batch(1, [])).toEqual({ length: 4, columns: {} });
  });

  it("writes each column of a segment as standard Arrow with proper types and nulls", () => {
    const tables = columns.map((c, j) => tableFromIPC(encodeChunk(batch().columns[c.id], c, encodings[j])));
    const table = { schema: { fields: tables.map((t) => t.schema.fields[0]) }, getChild: (id: string) => tables.find((t) => t.schema.fields[0].name === id)?.getChild(id) };
    expect(table.schema.fields.map((f) => [f.name, f.type.typeId])).toEqual([
      ["amount", 3],
      ["day", 8],
      ["at", 10],
      ["paid", 6],
      ["region", -1],
      ["notes", 1],
    ]);
    expect(table.getChild("region")?.toArray()).toEqual(["North", null, "Süd 🌍", "North"]);
    expect(table.getChild("paid")?.toArray()).toEqual([true, false, null, true]);
    expect(table.getChild("amount")?.nullCount).toBe(1);
  });

  it("stores a date column as days only when every value is a whole day, to the edges of the date range", async () => {
    const MAX = 8.64e15; // the latest and earliest times a Date holds, both whole days
    const wholeDays = Float64Array.of(MAX, -MAX, NaN, -DAY, 0, 19_800 * DAY);
    // One millisecond off, late in the chunk and at the range's edge: the chunk needs milliseconds.
    const oneOff = Float64Array.of(19_800 * DAY, -MAX, NaN, MAX - 1, -DAY - 1);
    const typeOf = (values: Float64Array) => tableFromIPC(encodeChunk({ type: "date", values }, columns[1], encodings[1])).schema.fields[0].type.typeId;
    expect(typeOf(wholeDays)).toBe(8); // date32, days
    expect(typeOf(oneOff)).toBe(10); // timestamp, milliseconds
    for (const values of [wholeDays, oneOff]) {
      const parts: Uint8Array[] = [];
      const writer = new StoredDatasetWriter((bytes) => void parts.push(bytes.slice()));
      const length = values.length;
      await writer.writeBatch({ length, columns: { day: { type: "date", values } } }, [columns[1]], [encodings[1]]);
      const size = await writer.finish({ schema: { rowCount: length, columns: [schema.columns[1]] }, encodings: [encodings[1]] });
      const bytes = new Uint8Array(size);
      parts.reduce((offset, part) => (bytes.set(part, offset), offset + part.length), 0);
      const read = await (await openStoredDataset(bytes)).batch(0);
      expect(read.columns.day).toEqual({ type: "date", values });
    }
  });

  it("converts batches stored before a type revision to the final type on read", async () => {
    const early: ColumnEncoding[] = encodings.map((e, j) => (j === 0 ? { type: "number" } : e));
    const final: ColumnEncoding[] = encodings.map((e, j) => (j === 0 ? { type: "text" } : j === 5 ? { type: "number" } : e));
    const finalSchema: DatasetSchema = {
      ...schema,
      columns: schema.columns.map((c, j) => (j === 0 ? { id: c.id, name: c.name, type: "text" } : j === 5 ? { ...c, type: "number" } : c)),
    };
    const dataset = await openStoredDataset(await store([{ batch: batch(), encodings: early }], final, finalSchema));
    const read = await dataset.batch(0);
    expect(read.columns.amount).toEqual({ type: "text", codes: Int32Array.of(0, -1, 1, 2), dictionary: ["1.5", "-2", "1000000000000000"] });
    expect(read.columns.notes).toEqual({ type: "number", values: Float64Array.of(NaN, NaN, NaN, NaN) });
  });

  it("refuses what it cannot read", async () => {
    const bytes = await store([{ batch: batch(), encodings }]);
    await expect(openStoredDataset(bytes.slice(0, bytes.length - 3))).rejects.toThrow(StorageFormatError);
    const newer = bytes.slice();
    newer[4] = 9;
    await expect(openStoredDataset(newer)).rejects.toThrow("The stored dataset uses format version 9; this version of InsightLab reads up to 2.");
    await expect(openStoredDataset(new TextEncoder().encode("a,b\n1,2\n3,4\n5,6\n"))).rejects.toThrow("This is not a stored InsightLab dataset.");
  });

  it("reads segments through byte-range reads only", async () => {
    const bytes = await store([{ batch: batch(), encodings }, { batch: batch(), encodings }], encodings, schema, 0);
    const reads: [number, number][] = [];
    const dataset = await openStoredDataset({
      size: bytes.length,
      read: async (offset, length) => {
        reads.push([offset, length]);
        return bytes.slice(offset, offset + length);
      },
    });
    expect(reads).toHaveLength(3); // header, trailer, footer
    expect(await dataset.batch(1)).toEqual(batch());
    // Neighbouring chunks are read together: one read for a whole batch.
    expect(reads).toHaveLength(4);
  });

  it("keeps decoded columns for the next query on the same dataset, within its memory bound", async () => {
    const bytes = await store([{ batch: batch(), encodings }, { batch: batch(), encodings }], encodings, schema, 0);
    const open = async (cacheBytes?: number) => {
      const reads: number[] = [];
      const source = { size: bytes.length, read: async (offset: number, length: number) => (reads.push(offset), bytes.slice(offset, offset + length)) };
      return { dataset: await openStoredDataset(source, cacheBytes), reads };
    };
    const kept = await open();
    expect(await kept.dataset.batch(1, ["day", "region"])).toEqual({ length: 4, columns: { day: batch().columns.day, region: batch().columns.region } });
    const afterFirst = kept.reads.length;
    // Columns already decoded are not read again; the others are read (amount; at and paid together; notes) and decoded.
    expect(await kept.dataset.batch(1, ["region", "day"])).toEqual({ length: 4, columns: { region: batch().columns.region, day: batch().columns.day } });
    expect(kept.reads).toHaveLength(afterFirst);
    expect(await kept.dataset.batch(1)).toEqual(batch());
    expect(kept.reads).toHaveLength(afterFirst + 3);
    expect(await kept.dataset.batch(1)).toEqual(batch());
    expect(kept.reads).toHaveLength(afterFirst + 3);
    // With no room to keep anything, every query reads the segment again, with the same values.
    const none = await open(0);
    expect(await none.dataset.batch(0)).toEqual(batch());
    expect(await none.dataset.batch(0)).toEqual(batch());
    expect(none.reads).toHaveLength(3 + 2);
  });

  it("keeps a column only when all its batches fit the bound: a bigger one is read again on every pass and nothing of it is held", async () => {
    const six = Array.from({ length: 6 }, () => ({ batch: batch(), encodings }));
    const bytes = await store(six, encodings, { ...schema, rowCount: 24 });
    /** A source counting the bytes it hands out. */
    const counted = () => {
      const state = { bytes: 0 };
      return { state, source: { size: bytes.length, read: async (offset: number, length: number) => ((state.bytes += length), bytes.slice(offset, offset + length)) } };
    };
    const pass = async (dataset: Awaited<ReturnType<typeof openStoredDataset>>, state: { bytes: number }) => {
      const before = state.bytes;
      for await (const b of dataset.batches(["amount"])) expect(b.columns.amount).toEqual(batch().columns.amount);
      return state.bytes - before;
    };
    // 24 rows of float64 are 192 bytes: with room for two batches' amount column (64 bytes) and a little more,
    // none of it is kept — every pass reads all six batches, and the dataset holds no decoded bytes between passes.
    const small = counted();
    const partly = await openStoredDataset(small.source, 2 * 4 * 8 + 8);
    const first = await pass(partly, small.state);
    expect(first).toBeGreaterThan(0);
    expect(partly.keptBytes()).toBe(0);
    expect(await pass(partly, small.state)).toBe(first);
    expect(partly.keptBytes()).toBe(0);
    // With room for the whole column it is kept after the first pass, and the next reads nothing.
    const roomy = counted();
    const whole = await openStoredDataset(roomy.source, 24 * 8);
    expect(await pass(whole, roomy.state)).toBe(first);
    expect(whole.keptBytes()).toBe(24 * 8);
    expect(await pass(whole, roomy.state)).toBe(0);
  });

  it("keeps only a kept column's own bytes, not the other chunks read in the same range", async () => {
    const bytes = await store([{ batch: batch(), encodings }]);
    let held = 0;
    const source = { size: bytes.length, read: async (offset: number, length: number) => ((held = length), bytes.slice(offset, offset + length)) };
    const dataset = await openStoredDataset(source, 1024, { oneReadPerSegment: true });
    await dataset.batch(0, ["amount", "region"]);
    // Both came from one read spanning the columns between them; what is kept is their values alone.
    const kept = await dataset.batch(0, ["amount", "region"]);
    const amount = kept.columns.amount as { values: Float64Array };
    const region = kept.columns.region as { codes: Int32Array };
    expect(held).toBeGreaterThan(amount.values.byteLength + region.codes.byteLength);
    expect(amount.values.buffer.byteLength).toBe(amount.values.byteLength);
    expect(region.codes.buffer.byteLength).toBe(region.codes.byteLength);
    expect(kept).toEqual({ length: 4, columns: { amount: batch().columns.amount, region: batch().columns.region } });
  });
});

describe("stored format version 2: chunks per column and batch statistics", () => {
  it("reads only the byte ranges of the columns a query asks for", async () => {
    const bytes = await store([{ batch: batch(), encodings }, { batch: batch(), encodings }]);
    const reads: [number, number][] = [];
    const dataset = await openStoredDataset({ size: bytes.length, read: async (offset, length) => (reads.push([offset, length]), bytes.slice(offset, offset + length)) });
    reads.length = 0;
    for await (const b of dataset.batches(["amount", "paid", "notes"])) expect(Object.keys(b.columns).sort()).toEqual(["amount", "notes", "paid"]);
    const unused = dataset.footer.segments.flatMap((s) => ["day", "at", "region"].map((id) => s.columns![id]));
    for (const [offset, length] of reads)
      for (const chunk of unused) expect(offset + length <= chunk.offset || chunk.offset + chunk.length <= offset, `read [${offset}, +${length}) touches an unused column`).toBe(true);
    // amount, paid and notes each lie between unused columns: three reads per batch.
    expect(reads).toHaveLength(6);
  });

  it("records each column's missing values, smallest and largest value and sum per batch", async () => {
    const other: Batch = { ...batch(), columns: { ...batch().columns, amount: { type: "number", values: Float64Array.of(3, 4, 5, 6) } } };
    const dataset = await openStoredDataset(await store([{ batch: batch(), encodings }, { batch: other, encodings }]));
    const stats = dataset.indexed!.stats;
    expect(stats.map((s) => s.rows)).toEqual([4, 4]);
    expect(stats[0].columns).toEqual({
      amount: { nulls: 1, min: -2, max: 1e15, sum: 1.5 - 2 + 1e15 },
      day: { nulls: 1, min: -DAY, max: 19_800 * DAY },
      at: { nulls: 1, min: -1500, max: 19_800 * DAY + 3_600_000 },
      paid: { nulls: 1, min: 0, max: 1 },
      region: { nulls: 1 },
      notes: { nulls: 4 },
    });
    expect(stats[1].columns.amount).toEqual({ nulls: 0, min: 3, max: 6, sum: 18 });
  });

  it("gives no statistics for a batch whose column was converted since it was written", async () => {
    const early: ColumnEncoding[] = encodings.map((e, j) => (j === 0 ? { type: "number" } : j === 1 ? { type: "date", dateOrder: "mdy" } : e));
    const final: ColumnEncoding[] = encodings.map((e, j) => (j === 0 ? { type: "text" } : j === 1 ? { type: "date", dateOrder: "dmy" } : j === 5 ? { type: "number" } : e));
    const finalSchema: DatasetSchema = { ...schema, columns: schema.columns.map((c, j) => (j === 0 ? { id: c.id, name: c.name, type: "text" } : j === 5 ? { ...c, type: "number" } : c)) };
    const dataset = await openStoredDataset(await store([{ batch: batch(), encodings: early }, { batch: batch(), encodings: final }], final, finalSchema));
    const [first, second] = dataset.indexed!.stats;
    // Numbers read as text and dates whose day and month swap: the figures written no longer describe them.
    expect(Object.keys(first.columns).sort()).toEqual(["at", "notes", "paid", "region"]);
    // A column blank when written is blank whatever its final type.
    expect(first.columns.notes).toEqual({ nulls: 4 });
    expect(Object.keys(second.columns).sort()).toEqual(["amount", "at", "day", "notes", "paid", "region"]);
  });

  it("still reads a dataset stored in format version 1, without statistics", async () => {
    // Written by version 1's writer (one Arrow stream per batch); its second batch turned the amounts to text.
    const dataset = await openStoredDataset(new Uint8Array(readFileSync(new URL("../../tests/fixtures/stored-version-1.arrow", import.meta.url))));
    expect(dataset.footer.version).toBe(1);
    expect(dataset.indexed).toBeUndefined();
    const read = [];
    for await (const b of dataset.batches()) read.push(b);
    expect(read.map((b) => b.length)).toEqual([3, 2]);
    expect(read[0].columns).toEqual({
      amount: { type: "text", codes: Int32Array.of(0, -1, 1), dictionary: ["1.5", "-2"] },
      day: { type: "date", values: Float64Array.of(Date.UTC(2024, 2, 4), NaN, Date.UTC(2024, 0, 5)) },
      paid: { type: "boolean", values: Uint8Array.of(1, BOOLEAN_MISSING, 0) },
      region: { type: "text", codes: Int32Array.of(0, TEXT_MISSING, 1), dictionary: ["North", "South"] },
    });
    expect((await dataset.batch(1, ["amount"])).columns).toEqual({ amount: { type: "text", codes: Int32Array.of(0, 1), dictionary: ["n/a", "7"] } });
  });
});

describe("convertColumn", () => {
  it("turns numbers, dates and yes/no values into text as the file would show them", () => {
    expect(convertColumn({ type: "number", values: Float64Array.of(0.125, NaN) }, 2, { type: "number", unit: { kind: "percent" } }, { type: "text" })).toEqual({
      type: "text",
      codes: Int32Array.of(0, -1),
      dictionary: ["12.5%"],
    });
    expect(convertColumn({ type: "boolean", values: Uint8Array.of(1, 0, 2) }, 3, { type: "boolean", trueText: "Y", falseText: "N" }, { type: "text" })).toEqual({
      type: "text",
      codes: Int32Array.of(0, 1, -1),
      dictionary: ["Y", "N"],
    });
    expect(convertColumn({ type: "date", values: Float64Array.of(Date.UTC(2024, 2, 5)) }, 1, { type: "date", hasTime: false }, { type: "text" })).toEqual({
      type: "text",
      codes: Int32Array.of(0),
      dictionary: ["2024-03-05"],
    });
  });

  it("swaps day and month when the order is settled the other way", () => {
    const data = convertColumn({ type: "date", values: Float64Array.of(Date.UTC(2024, 2, 5)) }, 1, { type: "date", dateOrder: "mdy" }, { type: "date", dateOrder: "dmy" });
    expect(data).toEqual({ type: "date", values: Float64Array.of(Date.UTC(2024, 4, 3)) });
  });

  it("refuses conversions that would invent values", () => {
    expect(() => convertColumn({ type: "text", codes: Int32Array.of(0), dictionary: ["x"] }, 1, { type: "text" }, { type: "number" })).toThrow(StorageFormatError);
  });
});
