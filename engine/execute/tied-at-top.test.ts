import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import type { AnalysisPlan } from "../plan/schema";
import { tiedAtTop } from "./tied-at-top";

const schema = { rowCount: 6, columns: [{ id: "region", name: "Region", type: "text" as const }, { id: "sales", name: "Sales", type: "number" as const }] };
const data = datasetFromColumns(schema, { region: ["North", "North", "South", "South", "West", "West"], sales: [5, 5, 4, 6, 1, 2] });
const top = (by: "count" | "sum_sales"): AnalysisPlan => ({
  kind: "aggregate",
  groupBy: [{ column: "region" }],
  measures: by === "count" ? [{ id: "count", op: "count" }] : [{ id: "sum_sales", op: "sum", column: "sales" }],
  top: { n: 1, by },
});

describe("tiedAtTop", () => {
  it("says there is no single answer when the first two groups are level", async () => {
    // North and South both total 10, and every region has two rows.
    expect(await tiedAtTop(data, top("sum_sales"))).toMatch(/^There is no single answer: North and South are level on Total Sales \(10\.00\)/);
    expect(await tiedAtTop(data, top("count"))).toMatch(/are level on Count \(2\)/);
  });

  it("is silent when one group is ahead, or when the plan ranks nothing", async () => {
    const alone = datasetFromColumns(schema, { region: ["North", "North", "South"], sales: [5, 5, 4] });
    expect(await tiedAtTop(alone, top("sum_sales"))).toBeUndefined();
    expect(await tiedAtTop(data, { kind: "aggregate", measures: [{ op: "count" }] })).toBeUndefined();
    expect(await tiedAtTop(data, { ...top("count"), top: { n: 3, by: "count" } } as AnalysisPlan)).toBeUndefined();
  });
});
