import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { validatePlan } from "../plan/validate";
import type { DatasetSchema } from "../types";
import { executePlan } from "./execute-plan";

const schema: DatasetSchema = {
  rowCount: 0,
  columns: [
    { id: "age", name: "Age", type: "number" },
    { id: "city", name: "City", type: "text" },
  ],
};
const dataset = datasetFromColumns(schema, {
  age: [5, 17, 18, 25, 30, 31, 45, 50, 70, null, -3],
  city: ["Oslo", "Oslo", "Bergen", "Oslo", "Bergen", "Oslo", "Oslo", "Bergen", "Oslo", "Oslo", "Oslo"],
});
const ranges = [{ from: 0, to: 18, label: "0-18" }, { from: 18, to: 30, label: "18-30" }, { from: 30, to: 50, label: "30-50" }, { from: 50, label: "50+" }];

describe("grouping a number column into ranges", () => {
  it("counts each band: from ≤ value < to, an open last band, rows in no band left out", async () => {
    const result = await executePlan(dataset, { kind: "aggregate", groupBy: [{ column: "age", ranges }], measures: [{ op: "count" }], sort: [{ by: "age", direction: "asc" }] });
    expect(result.table.rows).toEqual([["0-18", 2], ["18-30", 2], ["30-50", 3], ["50+", 2]]);
    expect(result.table.columns[0]).toMatchObject({ type: "text", format: { kind: "text" } });
  });
  it("ranks bands and combines them with other keys", async () => {
    const top = await executePlan(dataset, { kind: "aggregate", groupBy: [{ column: "age", ranges }], measures: [{ op: "count" }], top: { n: 1 } });
    expect(top.table.rows).toEqual([["30-50", 3]]);
    const byCity = await executePlan(dataset, { kind: "aggregate", filters: [{ column: "city", op: "eq", value: "Bergen" }], groupBy: [{ column: "age", ranges }, { column: "city" }], measures: [{ op: "count" }] });
    expect(byCity.table.rows.map((r) => r.slice(0, 2))).toEqual(expect.arrayContaining([["18-30", "Bergen"], ["30-50", "Bergen"], ["50+", "Bergen"]]));
    expect(byCity.table.rows).toHaveLength(3);
  });
  it("is refused on a column that is not a number", () => {
    const checked = validatePlan({ kind: "aggregate", groupBy: [{ column: "city", ranges }], measures: [{ op: "count" }] }, schema);
    expect(checked.ok).toBe(false);
  });
});
