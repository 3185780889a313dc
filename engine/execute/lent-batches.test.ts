// A scan over a stored file too big to keep reads each batch into buffers lent for it and gives them back once the
// batch is visited (store/read.ts lend, scan.ts), so the next reads reuse them: the answers must stay a full scan's,
// and the buffers in use must be bounded by the batches read ahead, not by the file.
import { describe, expect, it } from "vitest";
import { type RandomAccessSource, openStoredDataset } from "../store/read";
import { executePlan } from "./execute-plan";
import { READ_AHEAD_BATCHES } from "./scan";
import { BATCHES, TWO_BATCH_GROUPS, plans, stored } from "./stored-batches.fixture";

/**
 * A source that reads into the buffer it is given, answering after a few turns of the microtask queue that vary
 * with the offset (so reads finish out of order), and counts the reads, the bytes read and the buffers it was given.
 */
function lendingSource(bytes: Uint8Array) {
  const state = { reads: 0, readsInto: 0, bytesRead: 0, buffers: new Set<ArrayBufferLike>() };
  const source: RandomAccessSource = {
    size: bytes.length,
    async read(offset, length) {
      state.reads++;
      state.bytesRead += length;
      return bytes.slice(offset, offset + length);
    },
    async readInto(offset, length, into) {
      for (let turn = (offset >> 3) % 5; turn > 0; turn--) await Promise.resolve();
      state.readsInto++;
      state.bytesRead += length;
      state.buffers.add(into.buffer);
      into.set(bytes.subarray(offset, offset + length));
      // Stale bytes past the end, as a reused buffer holds: a reader must never look there.
      into.fill(0xff, length);
      return into;
    },
  };
  return { source, state };
}

describe("batches read into lent buffers", () => {
  it("gives every answer a full scan gives, with every batch's buffers reused by later ones", async () => {
    const { bytes } = await stored(12);
    const all = plans().filter((_, i) => i % 2 === 0);
    for (const plan of all) {
      const full = await openStoredDataset(bytes, 0);
      const reference = await executePlan({ schema: full.schema, batches: (columns) => full.batches(columns) }, plan);
      const { source } = lendingSource(bytes);
      // No room to keep decoded columns: every batch is lent.
      const dataset = await openStoredDataset(source, 0);
      expect(await executePlan(dataset, plan), JSON.stringify(plan)).toEqual(reference);
    }
    expect(all.length).toBeGreaterThan(BATCHES);
  });

  it("holds the buffers of the batches in use at once, whatever the number of batches", async () => {
    // Written batch by batch, so that the reads are many (in groups they are fewer: below).
    const { bytes } = await stored(13, 0);
    // Three columns in two runs a batch (day and amount are neighbours), dates decoded to milliseconds, blanks in
    // the text codes: up to four lent buffers a batch.
    const plan = { kind: "aggregate", groupBy: [{ column: "region" }, { column: "day", bucket: "month" }], measures: [{ op: "sum", column: "amount" }] };
    const { source, state } = lendingSource(bytes);
    const dataset = await openStoredDataset(source, 0);
    const footerBytes = state.bytesRead;
    const first = await executePlan(dataset, plan);
    const readsPerPass = state.readsInto;
    const bytesPerPass = state.bytesRead - footerBytes;
    const buffersMade = state.buffers.size;
    const bytesMade = dataset.lentBufferBytes();
    expect(readsPerPass).toBeGreaterThanOrEqual(2 * (BATCHES - 2));
    expect(buffersMade).toBeLessThanOrEqual(4 * (READ_AHEAD_BATCHES + 1));
    expect(buffersMade).toBeLessThan(readsPerPass / 2);
    // A second pass reads every byte again into the same buffers: nothing new is made.
    expect(await executePlan(dataset, plan)).toEqual(first);
    expect(state.bytesRead).toBe(footerBytes + 2 * bytesPerPass);
    expect(state.buffers.size).toBe(buffersMade);
    expect(dataset.lentBufferBytes()).toBe(bytesMade);
    expect(state.reads).toBe(3); // the header, trailer and footer only
  });

  it("reuses the buffers of reads that each hold a column's chunks of a group, once every batch of the read was visited", async () => {
    const { bytes } = await stored(13, TWO_BATCH_GROUPS);
    const plan = { kind: "aggregate", groupBy: [{ column: "region" }, { column: "day", bucket: "month" }], measures: [{ op: "sum", column: "amount" }] };
    const { source, state } = lendingSource(bytes);
    const dataset = await openStoredDataset(source, 0);
    const first = await executePlan(dataset, plan);
    // day and amount lie together in a group, region apart: two reads a group.
    expect(state.readsInto).toBe(2 * (BATCHES / 2));
    // A pool's buffer serves reads and decoded arrays alike: what is made is counted, not which buffer a read gets.
    const bytesMade = dataset.lentBufferBytes();
    expect(state.buffers.size).toBeLessThan(state.readsInto);
    expect(await executePlan(dataset, plan)).toEqual(first);
    expect(dataset.lentBufferBytes()).toBe(bytesMade);
    expect(first).toEqual(await executePlan(await openStoredDataset((await stored(13, 0)).bytes, 0), plan));
  });

  it("reads a file whose columns it keeps as before, lending nothing", async () => {
    const { bytes } = await stored(14);
    const { source, state } = lendingSource(bytes);
    const dataset = await openStoredDataset(source);
    const plan = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] };
    const answer = await executePlan(dataset, plan);
    expect(state.readsInto).toBe(0);
    expect(dataset.keptBytes()).toBeGreaterThan(0);
    expect(await executePlan(await openStoredDataset(bytes, 0), plan)).toEqual(answer);
  });
});
