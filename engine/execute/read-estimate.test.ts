// The read estimate must be what running the plan reads: for every plan of the batch-statistics fixture, the
// batches, byte ranges and bytes counted beforehand equal those a fresh open of the stored file then reads.
import { describe, expect, it } from "vitest";
import { openStoredDataset } from "../store/read";
import { executePlan } from "./execute-plan";
import { estimateRead } from "./read-estimate";
import { BATCHES, ROWS_PER_BATCH, TWO_BATCH_GROUPS, open, plans, stored } from "./stored-batches.fixture";

async function outcome(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch {
    // A plan the engine refuses reads what it read before refusing; both sides count the same.
  }
}

describe("read estimate", () => {
  it("counts exactly the batches, range reads and bytes each plan then reads", async () => {
    for (const groupBytes of [undefined, TWO_BATCH_GROUPS, 0]) await countsExactly((await stored(3, groupBytes)).bytes);
  });

  it("with one read per segment, reads each batch in one range", async () => {
    const { bytes } = await stored(4, 0);
    const plan = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }, { op: "max", column: "day" }] };
    const estimated = await estimateRead(await openStoredDataset(bytes, 0), [plan]);
    expect(estimated.rangeReads).toBeGreaterThan(BATCHES);
    expect(estimated.rangeReadsOnePerSegment).toBe(BATCHES);
    const reads: number[] = [];
    const dataset = await openStoredDataset({ size: bytes.length, read: async (offset, length) => (reads.push(length), bytes.slice(offset, offset + length)) }, 0, { oneReadPerSegment: true });
    const footerReads = reads.length;
    const merged = await executePlan(dataset, plan);
    expect(reads.length - footerReads).toBe(BATCHES);
    expect(merged).toEqual(await executePlan(await openStoredDataset(bytes, 0), plan));
    // Written in groups, a column's chunks of a group are one read already: fewer reads than batches either way.
    const grouped = await estimateRead(await openStoredDataset((await stored(4, TWO_BATCH_GROUPS)).bytes, 0), [plan]);
    expect(grouped.rangeReads).toBe(2 * (BATCHES / 2));
    expect(grouped.rangeReadsOnePerSegment).toBeLessThanOrEqual(BATCHES);
  });

  it("sums its plans and reads nothing itself", async () => {
    const { bytes } = await stored(5);
    const reads: number[] = [];
    const dataset = await openStoredDataset({ size: bytes.length, read: async (offset, length) => (reads.push(length), bytes.slice(offset, offset + length)) }, 0);
    const footerReads = reads.length;
    const total = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] };
    const one = await estimateRead(dataset, [total]);
    const two = await estimateRead(dataset, [total, total]);
    expect(two.values).toBe(2 * one.values);
    expect(one.values).toBe(BATCHES * ROWS_PER_BATCH * 2);
    expect(reads.length).toBe(footerReads);
  });
});

/** For every plan of the fixture, the estimate over `bytes` equals what running the plan then reads. */
async function countsExactly(bytes: Uint8Array): Promise<void> {
  const all = plans();
  let skipping = 0;
  for (const plan of all) {
    const estimated = await estimateRead(await openStoredDataset(bytes, 0), [plan]);
    const { dataset, reads, batchesRead } = await open(bytes);
    const footerReads = reads.length;
    await outcome(() => executePlan(dataset, plan));
    const ranges = reads.slice(footerReads);
    const what = JSON.stringify(plan);
    expect(estimated.exact, what).toBe(true);
    expect(estimated.batches, what).toBe(batchesRead());
    expect(estimated.rangeReads, what).toBe(ranges.length);
    expect(estimated.bytes, what).toBe(ranges.reduce((sum, [, length]) => sum + length, 0));
    expect(estimated.rows, what).toBe(estimated.batches * ROWS_PER_BATCH);
    if (estimated.batches < BATCHES) skipping++;
  }
  expect(skipping).toBeGreaterThan(all.length / 3);
}
