import { describe, expect, it } from "vitest";
import { BOOLEAN_MISSING, type Batch, type DatasetSchema, TEXT_MISSING } from "../types";
import { datasetFromColumns } from "./from-columns";

const schema: DatasetSchema = {
  rowCount: 99,
  columns: [
    { id: "t", name: "T", type: "text" },
    { id: "n", name: "N", type: "number" },
    { id: "d", name: "D", type: "date" },
    { id: "b", name: "B", type: "boolean" },
  ],
};

async function batchesOf(dataset: ReturnType<typeof datasetFromColumns>): Promise<Batch[]> {
  const out: Batch[] = [];
  for await (const batch of dataset.batches()) out.push(batch);
  return out;
}

describe("datasetFromColumns", () => {
  it("encodes plain values by column type, with missing values as the engine stores them", async () => {
    const dataset = datasetFromColumns(schema, {
      t: ["a", null, "  ", "b", "a"],
      n: [1, null, NaN, "2.5", true],
      d: ["2024-03-05", new Date(Date.UTC(2024, 0, 1)), null, Date.UTC(2023, 5, 1), "2024-03-05T10:00:00Z"],
      b: [true, false, null, undefined, true],
    });
    expect(dataset.schema.rowCount).toBe(5);
    const [batch] = await batchesOf(dataset);
    const t = batch.columns.t as Extract<Batch["columns"][string], { type: "text" }>;
    expect(Array.from(t.codes)).toEqual([0, TEXT_MISSING, TEXT_MISSING, 1, 0]);
    expect(t.dictionary).toEqual(["a", "b"]);
    expect(Array.from((batch.columns.n as { values: Float64Array }).values)).toEqual([1, NaN, NaN, 2.5, 1]);
    expect(Array.from((batch.columns.d as { values: Float64Array }).values)).toEqual([
      Date.UTC(2024, 2, 5),
      Date.UTC(2024, 0, 1),
      NaN,
      Date.UTC(2023, 5, 1),
      Date.UTC(2024, 2, 5, 10),
    ]);
    expect(Array.from((batch.columns.b as { values: Uint8Array }).values)).toEqual([1, 0, BOOLEAN_MISSING, BOOLEAN_MISSING, 1]);
  });

  it("splits rows into batches sharing one growing dictionary per text column", async () => {
    const dataset = datasetFromColumns({ rowCount: 0, columns: [schema.columns[0]] }, { t: ["x", "y", "x", "z", "w"] }, 2);
    const batches = await batchesOf(dataset);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    const last = batches[2].columns.t as { codes: Int32Array; dictionary: string[] };
    expect(last.dictionary).toEqual(["x", "y", "z", "w"]);
    expect(Array.from(last.codes)).toEqual([3]);
  });

  it("rejects missing columns, uneven lengths and bad batch sizes", () => {
    expect(() => datasetFromColumns(schema, { t: [], n: [], d: [] })).toThrow("Column 'b' has no values");
    expect(() => datasetFromColumns(schema, { t: ["a"], n: [], d: [], b: [] })).toThrow("same number of values");
    expect(() => datasetFromColumns(schema, { t: [], n: [], d: [], b: [] }, 0)).toThrow(RangeError);
  });
});
