// A stored column of dates without a time is read as its day numbers (store/read.ts), and a date bucket groups
// them as they are (group-keys.ts) instead of from milliseconds: the answers must be those of the same dates as
// milliseconds, across batch edges, with blank dates, whole blank batches and filters that cut batches.
import { describe, expect, it } from "vitest";
import { openStoredDataset } from "../store/read";
import type { Batch, ColumnData, Dataset, DateColumnData } from "../types";
import { executePlan } from "./execute-plan";
import { stored } from "./stored-batches.fixture";

/** The same batches with every date column as milliseconds only, as a dataset built in memory has them. */
function asMilliseconds(dataset: Dataset): Dataset {
  return {
    schema: dataset.schema,
    async *batches(columns) {
      for await (const batch of dataset.batches(columns)) {
        const plain: Record<string, ColumnData> = {};
        for (const [id, data] of Object.entries(batch.columns)) plain[id] = data.type === "date" ? { type: "date", values: Float64Array.from(data.values) } : data;
        yield { length: batch.length, columns: plain } satisfies Batch;
      }
    },
  };
}

describe("date buckets from stored day numbers", () => {
  it("read a date-only column as day numbers, blanks included, equal to its milliseconds", async () => {
    const { bytes } = await stored(21);
    const dataset = await openStoredDataset(bytes, 0);
    // Batch 7 of the fixture has no date at all; the others a few blanks.
    for (const index of [0, 7, 12]) {
      const day = (await dataset.batch(index, ["day"])).columns.day as DateColumnData;
      expect(day.days).toBeInstanceOf(Int32Array);
      expect(Array.from(day.days!, (d) => (d === -2147483648 ? NaN : d * 86_400_000))).toEqual(Array.from(day.values));
    }
  });

  it("give every bucket's answer the milliseconds give, with and without filters that cut batches", async () => {
    const { bytes } = await stored(22);
    const filters = [[], [{ column: "amount", op: "gt", value: 500 }], [{ column: "day", op: "between", from: "2023-02-10", to: "2023-05-20" }], [{ column: "region", op: "eq", value: "north" }]];
    let plans = 0;
    for (const bucket of ["day", "week", "month", "quarter", "year", "weekday"])
      for (const f of filters) {
        const plan = { kind: "aggregate", ...(f.length ? { filters: f } : {}), groupBy: [{ column: "day", bucket }], measures: [{ op: "count" }, { op: "sum", column: "amount" }] };
        const fromDays = await executePlan(await openStoredDataset(bytes, 0), plan);
        const fromMs = await executePlan(asMilliseconds(await openStoredDataset(bytes, 0)), plan);
        expect(fromDays, JSON.stringify(plan)).toEqual(fromMs);
        expect(fromDays.table.rows.length).toBeGreaterThan(0);
        plans++;
      }
    expect(plans).toBe(24);
  });
});
