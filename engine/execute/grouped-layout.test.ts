// Files written in groups (store/write.ts, decision 0052) lay consecutive batches' chunks out column by column, and a
// big file's scan fetches a column's chunks of a group in one range read (store/range-reads.ts, read.ts
// readSequence). Every answer must stay what the batch-by-batch layout and reader give, across group and read
// boundaries, and files written before groups must still read.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type RandomAccessSource, openStoredDataset } from "../store/read";
import { executePlan } from "./execute-plan";
import { BATCHES, TWO_BATCH_GROUPS, plans, stored } from "./stored-batches.fixture";

/** Written by the writer before groups (each batch's chunks together) from the fixture's seed 21. */
const BATCH_BY_BATCH = new Uint8Array(readFileSync(new URL("../../tests/fixtures/stored-version-2-batch-major.arrow", import.meta.url)));

/** A source counting its range reads, reading into given buffers when `into` (as the R2 source does). */
function counted(bytes: Uint8Array, into = false) {
  const state = { reads: 0 };
  const source: RandomAccessSource = {
    size: bytes.length,
    async read(offset, length) {
      state.reads++;
      return bytes.slice(offset, offset + length);
    },
    ...(into
      ? {
          async readInto(offset: number, length: number, buffer: Uint8Array) {
            state.reads++;
            await Promise.resolve();
            buffer.set(bytes.subarray(offset, offset + length));
            buffer.fill(0xff, length);
            return buffer;
          },
        }
      : {}),
  };
  return { source, state };
}

describe("files written in groups", () => {
  it("a writer with no room for a group writes, byte for byte, the file the batch-by-batch writer wrote", async () => {
    expect(Buffer.from((await stored(21, 0)).bytes).equals(BATCH_BY_BATCH)).toBe(true);
    expect(Buffer.from((await stored(21)).bytes).equals(BATCH_BY_BATCH)).toBe(false);
  });

  it("lays a group's chunks out column by column: a column's chunks of consecutive batches lie next to each other", async () => {
    const { bytes } = await stored(21, TWO_BATCH_GROUPS);
    const { footer } = await openStoredDataset(bytes, 0);
    const ids = footer.schema.columns.map((c) => c.id);
    for (let b = 0; b + 1 < footer.segments.length; b += 2) {
      const [first, second] = [footer.segments[b].columns!, footer.segments[b + 1].columns!];
      for (const [j, id] of ids.entries()) {
        expect(second[id].offset - (first[id].offset + first[id].length)).toBeLessThan(8);
        if (j + 1 < ids.length) expect(first[ids[j + 1]].offset - (second[id].offset + second[id].length)).toBeLessThan(8);
      }
    }
  });

  it("answers every plan as the batch-by-batch file does, in sequences of reads across groups, lent or not, however small the reads", async () => {
    const reference = await openStoredDataset(BATCH_BY_BATCH);
    const layouts = [(await stored(21)).bytes, (await stored(21, TWO_BATCH_GROUPS)).bytes, BATCH_BY_BATCH];
    const all = plans().filter((_, i) => i % 3 === 1);
    for (const plan of all) {
      const expected = await executePlan(reference, plan);
      const what = JSON.stringify(plan);
      for (const [l, bytes] of layouts.entries()) {
        // No room to keep decoded columns: the batches are read in sequences; reads of 9 kB split a column's group.
        const lent = await openStoredDataset(counted(bytes, true).source, 0);
        expect(await executePlan(lent, plan), `${what} layout ${l}`).toEqual(expected);
        const small = await openStoredDataset(counted(bytes).source, 0, { maxReadBytes: 9_000 });
        expect(await executePlan(small, plan), `${what} layout ${l}, small reads`).toEqual(expected);
        const oneRead = await openStoredDataset(counted(bytes).source, 0, { oneReadPerSegment: true });
        expect(await executePlan(oneRead, plan), `${what} layout ${l}, one read a segment`).toEqual(expected);
      }
    }
    expect(all.length).toBeGreaterThan(BATCHES);
  });

  it("fetches a column's chunks of a whole group in one range read", async () => {
    const plan = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] };
    const reads = async (bytes: Uint8Array, options = {}) => {
      const { source, state } = counted(bytes, true);
      const dataset = await openStoredDataset(source, 0, options);
      const before = state.reads;
      const answer = await executePlan(dataset, plan);
      return { reads: state.reads - before, answer };
    };
    // region and amount are not neighbours: two reads a batch written batch by batch, two a group in groups.
    const byBatch = await reads(BATCH_BY_BATCH);
    expect(byBatch.reads).toBe(2 * BATCHES);
    const grouped = await reads((await stored(21, TWO_BATCH_GROUPS)).bytes);
    expect(grouped.reads).toBe(2 * (BATCHES / 2));
    expect(grouped.answer).toEqual(byBatch.answer);
    // One group holds the whole (small) file: one read a column.
    expect((await reads((await stored(21)).bytes)).reads).toBe(2);
    // Reads bounded at about two batches' amounts: the column's group is fetched in several.
    const bounded = await reads((await stored(21)).bytes, { maxReadBytes: 5_000 });
    expect(bounded.reads).toBeGreaterThan(2);
    expect(bounded.answer).toEqual(byBatch.answer);
  });
});
