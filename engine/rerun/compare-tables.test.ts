import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { executePlan } from "../execute/execute-plan";
import type { ColumnSchema } from "../types";
import { aliasColumns } from "./alias-columns";
import { compareTables, describeChanges } from "./compare-tables";

const schema = (revenueName: string, revenueId: string): ColumnSchema[] => [
  { id: "region", name: "Region", type: "text" },
  { id: revenueId, name: revenueName, type: "number", unit: { kind: "currency", code: "USD" } },
];

const byRegion = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], sort: [{ by: "sum_revenue", direction: "desc" }] };

async function run(columns: ColumnSchema[], data: Record<string, (string | number)[]>, plan: unknown, mapping: Record<string, string> = {}) {
  const dataset = aliasColumns(datasetFromColumns({ columns, rowCount: data.region.length }, data), mapping);
  return (await executePlan(dataset, plan)).table;
}

describe("a report's table on a newer file", () => {
  it("runs the saved plan on a renamed column through the previous id and marks the figures that changed", async () => {
    const before = await run(schema("Revenue", "revenue"), { region: ["North", "South", "East"], revenue: [100, 50, 30] }, byRegion);
    // The new file calls the column "Net Sales" (id net_sales), has no East and a new West.
    const after = await run(schema("Net Sales", "net_sales"), { region: ["North", "South", "West"], net_sales: [100, 80, 5] }, byRegion, { revenue: "net_sales" });
    expect(after.rows).toEqual([
      ["North", 100],
      ["South", 80],
      ["West", 5],
    ]);
    const comparison = compareTables(before, after);
    expect(comparison).toEqual({ changed: [{ row: 1, column: 1, previous: 50 }], addedRows: [2], removedRows: ["East"] });
    expect(describeChanges(after, comparison)).toEqual(["South · Total Net Sales: $80.00 (was $50.00)", "New in this file: West.", "No longer in this file: East."]);
  });

  it("says when nothing changed, compares a total by its one row and listed rows by their place", async () => {
    const total = { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }] };
    const a = await run(schema("Revenue", "revenue"), { region: ["North", "South"], revenue: [10, 20] }, total);
    const b = await run(schema("Revenue", "revenue"), { region: ["South", "North"], revenue: [20, 10] }, total);
    expect(describeChanges(b, compareTables(a, b))).toEqual(["No figure changed."]);
    const c = await run(schema("Revenue", "revenue"), { region: ["North", "South"], revenue: [10, 25.5] }, total);
    expect(describeChanges(c, compareTables(a, c))).toEqual(["Total Revenue: $35.50 (was $30.00)"]);

    const rows = { kind: "rows", columns: ["region", "revenue"] };
    const r1 = await run(schema("Revenue", "revenue"), { region: ["North", "South"], revenue: [10, 20] }, rows);
    const r2 = await run(schema("Revenue", "revenue"), { region: ["North", "East", "West"], revenue: [10, 20, 1] }, rows);
    expect(compareTables(r1, r2)).toEqual({ changed: [{ row: 1, column: 0, previous: "South" }], addedRows: [2], removedRows: [] });
    expect(describeChanges(r2, compareTables(r1, r2))).toEqual(["1 of the 2 rows in both files differ.", "1 more row than before."]);
  });

  it("keeps a column of the new file whose id a renamed column takes, under another id", async () => {
    const columns: ColumnSchema[] = [...schema("Net Sales", "net_sales"), { id: "revenue", name: "Revenue", type: "text" }];
    const dataset = aliasColumns(datasetFromColumns({ columns, rowCount: 1 }, { region: ["North"], net_sales: [5], revenue: ["n/a"] }), { revenue: "net_sales" });
    expect(dataset.schema.columns.map((c) => [c.id, c.name])).toEqual([
      ["region", "Region"],
      ["revenue", "Net Sales"],
      ["revenue_2", "Revenue"],
    ]);
    const table = (await executePlan(dataset, { kind: "rows" })).table;
    expect(table.rows).toEqual([["North", 5, "n/a"]]);
  });
});
