// Differential: a stored dataset's batch statistics let a query skip batches and total others from their figures;
// every answer (values, table, the account of rows left out) must equal a full scan of the same stored data.
import { describe, expect, it } from "vitest";
import type { StoredDataset } from "../store/read";
import type { Dataset } from "../types";
import { executePlan } from "./execute-plan";
import { BATCHES, open, plans, stored } from "./stored-batches.fixture";

/** The same stored data scanned in full: no statistics. */
function fullScan(dataset: StoredDataset): Dataset {
  return { schema: dataset.schema, batches: (columns) => dataset.batches(columns) };
}

async function outcome(dataset: Dataset, plan: object): Promise<unknown> {
  try {
    return await executePlan(dataset, plan);
  } catch (error) {
    return { error: String(error) };
  }
}

describe("batch statistics in a query", () => {
  it.each([1, 2])("gives every answer a full scan gives, with the same account of rows (seed %i)", async (seed) => {
    const { bytes } = await stored(seed);
    const { dataset, batchesRead } = await open(bytes);
    const all = plans();
    let skipped = 0;
    const errors: unknown[] = [];
    for (const plan of all) {
      const before = batchesRead();
      const fast = await outcome(dataset, plan);
      const read = batchesRead() - before;
      const full = await outcome(fullScan(dataset), plan);
      expect(fast, JSON.stringify(plan)).toEqual(full);
      if (read < BATCHES) skipped++;
      if ((full as { error?: string }).error) errors.push(full);
    }
    // The statistics did their work on many of them, and the comparison is of answers, not of refusals.
    expect(skipped).toBeGreaterThan(all.length / 3);
    expect(errors).toEqual([]);
  });

  it("skips the batches a filter excludes", async () => {
    const { dataset, batchesRead } = await open((await stored(4)).bytes);
    // seq 0…999 lies in the first four batches of 250.
    await executePlan(dataset, { kind: "aggregate", filters: [{ column: "seq", op: "lt", value: 1000 }], groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] });
    expect(batchesRead()).toBe(4);
  });

  it("takes an ungrouped total, count, mean, minimum and maximum from the figures of batches kept whole", async () => {
    const { dataset, batchesRead } = await open((await stored(5)).bytes);
    const plan = { kind: "aggregate", measures: [{ op: "sum", column: "amount" }, { op: "mean", column: "amount" }, { op: "count" }, { op: "max", column: "day" }] };
    const result = await executePlan(dataset, plan);
    expect(batchesRead()).toBe(0);
    expect(result).toEqual(await executePlan(fullScan(dataset), plan));
    // With a filter: only the batches it cuts are read (seq 1000…1099 in batch 4).
    await executePlan(dataset, { kind: "aggregate", filters: [{ column: "seq", op: "between", from: 1000, to: 1099 }], measures: [{ op: "sum", column: "amount" }] });
    expect(batchesRead()).toBe(1);
  });

  it("never reads a byte of a column the query does not use", async () => {
    const { bytes } = await stored(6);
    const { dataset, reads } = await open(bytes);
    reads.length = 0;
    await executePlan(dataset, {
      kind: "aggregate",
      filters: [{ column: "day", op: "between", from: "2023-02", to: "2023-08" }],
      groupBy: [{ column: "region" }],
      measures: [{ op: "mean", column: "amount" }],
    });
    expect(reads.length).toBeGreaterThan(0);
    const unused = dataset.footer.segments.flatMap((segment) => ["seq", "units", "paid"].map((id) => segment.columns![id]));
    for (const [offset, length] of reads) for (const chunk of unused) expect(offset + length <= chunk.offset || chunk.offset + chunk.length <= offset).toBe(true);
  });
});
