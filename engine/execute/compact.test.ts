import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import type { Batch, ColumnSchema, DatasetSchema } from "../types";
import { compactBatch } from "./compact";
import { executePlan } from "./execute-plan";

const columns: ColumnSchema[] = [
  { id: "region", name: "Region", type: "text" },
  { id: "amount", name: "Amount", type: "number" },
  { id: "day", name: "Day", type: "date" },
  { id: "paid", name: "Paid", type: "boolean" },
];
const schema: DatasetSchema = { rowCount: 0, columns };

describe("compactBatch", () => {
  it("keeps exactly the rows with mask 1, in order, for every column type, and only the columns asked for", async () => {
    const source = datasetFromColumns(schema, {
      region: ["North", null, "South", "North", "East", "South"],
      amount: [1, 2, NaN, 4, 5, 6],
      day: ["2024-01-01", "2024-01-02", null, "2024-01-04", "2024-01-05", "2024-01-06"],
      paid: [true, false, null, true, false, true],
    });
    let batch: Batch | undefined;
    for await (const b of source.batches()) batch = b;
    const mask = Uint8Array.from([0, 1, 1, 0, 0, 1]);
    const kept = compactBatch(batch!, mask, 3, [columns[0], columns[1], columns[3]]);
    expect(kept.length).toBe(3);
    expect(Object.keys(kept.columns)).toEqual(["region", "amount", "paid"]);
    const region = kept.columns.region as { codes: Int32Array; dictionary: string[] };
    // The dictionary is the batch's own, so per-dictionary tables built for the batch still apply.
    expect(region.dictionary).toBe((batch!.columns.region as { dictionary: string[] }).dictionary);
    expect([...region.codes].map((c) => (c < 0 ? null : region.dictionary[c]))).toEqual([null, "South", "South"]);
    expect([...(kept.columns.amount as { values: Float64Array }).values]).toEqual([2, NaN, 6]);
    expect([...(kept.columns.paid as { values: Uint8Array }).values]).toEqual([0, (batch!.columns.paid as { values: Uint8Array }).values[2], 1]);
  });

  it("refuses a count that does not match the mask", async () => {
    const source = datasetFromColumns(schema, { region: ["a", "b"], amount: [1, 2], day: [null, null], paid: [null, null] });
    for await (const b of source.batches()) expect(() => compactBatch(b, Uint8Array.from([1, 0]), 2, columns)).toThrow(RangeError);
  });
});

describe("aggregates over filtered rows", () => {
  // 10,007 rows in batches of 4,099: batches and the total's 4,096-row blocks end in the middle of each other.
  const n = 10_007;
  const amount = Array.from({ length: n }, (_, i) => (i % 97 === 13 || i === n - 1 ? null : ((i * 37) % 1_000) / 4));
  const region = Array.from({ length: n }, (_, i) => (i % 89 === 5 ? null : ["North", "South", "East"][(i * 7) % 3]));
  const day = Array.from({ length: n }, (_, i) => (i % 71 === 3 ? null : Date.UTC(2023, 0, 1) + (i % 730) * 86_400_000));
  const paid = Array.from({ length: n }, (_, i) => (i % 5 === 0 ? null : i % 3 === 0));
  const dataset = datasetFromColumns(schema, { region, amount, day, paid }, 4_099);

  /** The plain-loop answer over the rows `keep` accepts. */
  function expected(keep: (i: number) => boolean) {
    let sum = 0;
    let used = 0;
    let missing = 0;
    const byRegion = new Map<string | null, number>();
    for (let i = 0; i < n; i++) {
      if (!keep(i)) continue;
      used++;
      const v = amount[i];
      if (v === null) missing++;
      else {
        sum += v;
        byRegion.set(region[i], (byRegion.get(region[i]) ?? 0) + v);
      }
    }
    return { sum, used, missing, byRegion };
  }

  it("a plain total counts every value and every missing one, with missing values in some blocks only", async () => {
    const result = await executePlan(dataset, { kind: "aggregate", measures: [{ op: "sum", column: "amount" }, { op: "mean", column: "amount" }] });
    const want = expected(() => true);
    expect(result.table.rows[0][0]).toBe(want.sum);
    expect(result.table.rows[0][1]).toBeCloseTo(want.sum / (want.used - want.missing), 9);
    expect(result.rows.used).toBe(n);
    expect(result.rows.excluded.find((e) => e.reason === "missing_value")?.count).toBe(want.missing);
  });

  it("filters on text (missing cells included), dates and booleans keep the same rows as a plain loop", async () => {
    const filters = [
      { column: "region", op: "neq", value: "East" },
      { column: "day", op: "eq", value: "2024" },
      { column: "paid", op: "eq", value: true },
    ];
    const keep = (i: number) =>
      region[i] !== null && region[i] !== "East" && day[i] !== null && new Date(day[i]!).getUTCFullYear() === 2024 && paid[i] === true;
    const want = expected(keep);
    const total = await executePlan(dataset, { kind: "aggregate", filters, measures: [{ op: "sum", column: "amount" }] });
    expect(total.table.rows[0][0]).toBe(want.sum);
    expect(total.rows.used).toBe(want.used);
    const removedByRegion = total.rows.excluded.find((e) => e.reason === "filter" && e.column === "region");
    expect(removedByRegion?.count).toBe(region.filter((r) => r === null || r === "East").length);
    expect(removedByRegion?.missing).toBe(region.filter((r) => r === null).length);

    const grouped = await executePlan(dataset, { kind: "aggregate", filters, groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] });
    expect(new Map(grouped.table.rows.map((r) => [r[0], r[1]]))).toEqual(want.byRegion);
    expect(grouped.rows.used).toBe(want.used);
  });

  it("is_empty on text keeps the missing cells", async () => {
    const result = await executePlan(dataset, { kind: "aggregate", filters: [{ column: "region", op: "is_empty" }], measures: [{ op: "count" }] });
    expect(result.table.rows[0][0]).toBe(region.filter((r) => r === null).length);
  });
});
