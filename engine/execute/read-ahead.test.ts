// Reads of a stored dataset run ahead of the scan's work (scan.ts): the byte ranges of later batches are asked for
// while earlier ones are visited, a bounded number at a time, and the answers stay those of reading one at a time.
import { describe, expect, it } from "vitest";
import { type RandomAccessSource, openStoredDataset } from "../store/read";
import { executePlan } from "./execute-plan";
import { READ_AHEAD_BATCHES } from "./scan";
import { BATCHES, TWO_BATCH_GROUPS, plans, stored } from "./stored-batches.fixture";

/**
 * A source whose reads answer later, like an object store's, counting how many are in flight: after a timer, or
 * (`quick`) after a few turns of the microtask queue that vary with the offset, so reads finish out of order.
 */
function slowSource(bytes: Uint8Array, options: { failAt?: number; quick?: boolean } = {}) {
  const state = { inFlight: 0, mostInFlight: 0, reads: 0 };
  const source: RandomAccessSource = {
    size: bytes.length,
    async read(offset, length) {
      const index = ++state.reads;
      state.inFlight++;
      state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
      if (options.quick) for (let turn = (offset >> 3) % 5; turn > 0; turn--) await Promise.resolve();
      else await new Promise((resolve) => setTimeout(resolve, 1));
      state.inFlight--;
      if (options.failAt !== undefined && index > options.failAt) throw new Error("the object store failed");
      return bytes.slice(offset, offset + length);
    },
  };
  return { source, state };
}

/** Batches asked for and not yet handed to the scan, at most, over a query. */
async function mostBatchesAhead(bytes: Uint8Array, plan: object): Promise<{ ahead: number; result: unknown }> {
  const { source } = slowSource(bytes);
  const dataset = await openStoredDataset(source, 0);
  // Read batch by batch (as a file whose columns are kept is): the scan's own read-ahead.
  const read = dataset.indexed!.read;
  let asked = 0;
  let handed = 0;
  let ahead = 0;
  dataset.indexed = {
    stats: dataset.indexed!.stats,
    read: async (index, columns) => {
      asked++;
      ahead = Math.max(ahead, asked - handed);
      const batch = await read(index, columns);
      handed++;
      return batch;
    },
  };
  const result = await executePlan(dataset, plan);
  return { ahead, result };
}

describe("reading ahead", () => {
  it("asks for later batches' byte ranges while earlier ones are worked on, a bounded number of batches at a time", async () => {
    const { bytes } = await stored(7, 0);
    const plan = { kind: "aggregate", groupBy: [{ column: "region" }, { column: "day", bucket: "month" }], measures: [{ op: "sum", column: "amount" }, { op: "mean", column: "units" }] };
    const { source, state } = slowSource(bytes);
    await executePlan(await openStoredDataset(source, 0), plan);
    // Written batch by batch, two runs of columns apart in the file: two range reads a batch, and several batches at once.
    expect(state.mostInFlight).toBeGreaterThan(2);
    expect(state.mostInFlight).toBeLessThanOrEqual(2 * READ_AHEAD_BATCHES);
    // Written in groups of two batches, column by column: day, amount, units and region of a group lie together, one
    // read a group, and the next groups' reads are asked for while a group is worked on.
    const grouped = slowSource((await stored(7, TWO_BATCH_GROUPS)).bytes);
    await executePlan(await openStoredDataset(grouped.source, 0), plan);
    expect(grouped.state.reads).toBe(3 + BATCHES / 2);
    expect(grouped.state.mostInFlight).toBeGreaterThan(1);
    expect(grouped.state.mostInFlight).toBeLessThanOrEqual(READ_AHEAD_BATCHES);
    expect((await mostBatchesAhead(bytes, plan)).ahead).toBe(READ_AHEAD_BATCHES);
  });

  it("gives every answer a full scan gives, with reads answering out of step with the work", async () => {
    const { bytes } = await stored(8);
    // A third of the fixture's plans (each filter with each kind of measure still meets several): run in full, the
    // reference scans take seconds.
    const all = plans().filter((_, i) => i % 3 === 0);
    for (const plan of all) {
      const full = await openStoredDataset(bytes, 0);
      const reference = await executePlan({ schema: full.schema, batches: (columns) => full.batches(columns) }, plan);
      const { source } = slowSource(bytes, { quick: true });
      expect(await executePlan(await openStoredDataset(source, 0), plan), JSON.stringify(plan)).toEqual(reference);
    }
    expect(all.length).toBeGreaterThan(BATCHES);
  });

  it("stops at a failed read with its error, and a query that stops early leaves no read unhandled", async () => {
    for (const groupBytes of [0, TWO_BATCH_GROUPS]) await stopsAtAFailedRead((await stored(9, groupBytes)).bytes);
  });
});

async function stopsAtAFailedRead(bytes: Uint8Array): Promise<void> {
  {
    const failing = slowSource(bytes, { failAt: 5 });
    await expect(executePlan(await openStoredDataset(failing.source, 0), { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] })).rejects.toThrow("the object store failed");
    // Too many groups stops at the first batch (after the footer's three reads) while later batches' reads, failing,
    // are in flight: vitest fails the run on an unhandled rejection.
    const { source, state } = slowSource(bytes, { failAt: 4 });
    await expect(executePlan(await openStoredDataset(source, 0), { kind: "aggregate", groupBy: [{ column: "seq" }], measures: [{ op: "count" }] }, { maxGroups: 10 })).rejects.toThrow(/more than 10 groups/);
    expect(state.reads).toBeGreaterThan(4);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
