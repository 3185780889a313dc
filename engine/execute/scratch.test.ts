import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import type { Batch, Dataset } from "../types";
import { executePlan } from "./execute-plan";

// The working arrays are shared between queries: queries interleaving at their awaits must not disturb each other.
describe("shared working arrays", () => {
  it("give the same results when queries run interleaved, batch by batch, as one after another", async () => {
    const n = 9_000;
    const source = datasetFromColumns(
      { rowCount: n, columns: [{ id: "region", name: "Region", type: "text" }, { id: "kind", name: "Kind", type: "text" }, { id: "amount", name: "Amount", type: "number" }] },
      {
        region: Array.from({ length: n }, (_, i) => ["North", "South", "East", null][i % 4]),
        kind: Array.from({ length: n }, (_, i) => ["a", "b", "c"][(i * 7) % 3]),
        amount: Array.from({ length: n }, (_, i) => (i % 11 === 0 ? null : (i * 37) % 101)),
      },
    );
    const all: Batch[] = [];
    for await (const b of source.batches()) all.push(b);
    // Small batches of different lengths, and a pause before each one so the other queries run in between.
    const rebatched: Batch[] = [];
    for (let start = 0, size = 700; start < n; start += size, size = size === 700 ? 1_300 : 700) {
      const end = Math.min(n, start + size);
      const columns: Batch["columns"] = {};
      for (const b of all) for (const [id, data] of Object.entries(b.columns)) columns[id] = data.type === "text" ? { ...data, codes: data.codes.slice(start, end) } : { ...data, values: data.values.slice(start, end) } as never;
      rebatched.push({ length: end - start, columns });
    }
    expect(all).toHaveLength(1);
    const interleaved: Dataset = {
      schema: source.schema,
      async *batches() {
        for (const b of rebatched) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          yield b;
        }
      },
    };
    const plans = [
      { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }, { op: "count" }] },
      { kind: "aggregate", groupBy: [{ column: "region" }, { column: "kind" }], measures: [{ op: "mean", column: "amount" }], filters: [{ column: "amount", op: "gt", value: 20 }] },
      { kind: "aggregate", groupBy: [{ column: "kind" }], measures: [{ op: "median", column: "amount" }], filters: [{ column: "region", op: "is_not_empty" }], top: { n: 1 } },
      { kind: "aggregate", measures: [{ op: "count" }], filters: [{ column: "kind", op: "eq", value: "b" }] },
    ];
    const oneByOne = [];
    for (const plan of plans) oneByOne.push(await executePlan(interleaved, plan));
    const together = await Promise.all(plans.map((plan) => executePlan(interleaved, plan)));
    expect(together).toEqual(oneByOne);
    expect(oneByOne[3].table.rows).toEqual([[3_000]]);
  });
});
