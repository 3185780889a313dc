import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import type { AnalysisPlan } from "../plan/schema";
import type { Dataset } from "../types";
import { executePlan } from "./execute-plan";
import { tiedAtTop } from "./tied-at-top";

const schema = { rowCount: 6, columns: [{ id: "region", name: "Region", type: "text" as const }, { id: "sales", name: "Sales", type: "number" as const }] };
const data = datasetFromColumns(schema, { region: ["North", "North", "South", "South", "West", "West"], sales: [5, 5, 4, 6, 1, 2] });
const top = (by: "count" | "sum_sales"): AnalysisPlan => ({
  kind: "aggregate",
  groupBy: [{ column: "region" }],
  measures: by === "count" ? [{ id: "count", op: "count" }] : [{ id: "sum_sales", op: "sum", column: "sales" }],
  top: { n: 1, by },
});
const tie = async (dataset: Dataset, plan: AnalysisPlan) => tiedAtTop(await executePlan(dataset, plan));

describe("tiedAtTop", () => {
  it("says there is no single answer when the first two groups are level", async () => {
    // North and South both total 10, and every region has two rows.
    expect(await tie(data, top("sum_sales"))).toMatch(/^There is no single answer: North and South are level on Total Sales \(10\.00\)/);
    expect(await tie(data, top("count"))).toMatch(/are level on Count \(2\)/);
  });

  it("is silent when one group is ahead, or when the plan ranks nothing", async () => {
    const alone = datasetFromColumns(schema, { region: ["North", "North", "South"], sales: [5, 5, 4] });
    expect(await tie(alone, top("sum_sales"))).toBeUndefined();
    expect(await tie(data, { kind: "aggregate", measures: [{ op: "count" }] })).toBeUndefined();
    expect(await tie(data, { ...top("count"), top: { n: 3, by: "count" } } as AnalysisPlan)).toBeUndefined();
  });

  it("comes from the answer's own run: the data is read once", async () => {
    let passes = 0;
    const counted: Dataset = {
      schema: data.schema,
      batches() {
        passes++;
        return data.batches();
      },
    };
    const result = await executePlan(counted, top("count"));
    expect(tiedAtTop(result)).toMatch(/North and South are level/);
    expect(result.table.rows).toEqual([["North", 2]]);
    expect(passes).toBe(1);
  });
});

describe("figures.top.levelWithNext", () => {
  it("holds the N-th group and the first one left out when they are level, as table rows", async () => {
    const sales = datasetFromColumns(schema, { region: ["A", "B", "B", "C", "C", "D"], sales: [9, 3, 3, 2, 4, 1] });
    // Totals: A 9, B 6, C 6, D 1. The top 2 cut falls between B and C, which are level.
    const two = await executePlan(sales, { ...top("sum_sales"), top: { n: 2, by: "sum_sales" } });
    expect(two.table.rows).toEqual([["A", 9], ["B", 6]]);
    expect(two.figures.top?.levelWithNext).toEqual([["B", 6], ["C", 6]]);
    // Top 3 cuts between C (6) and D (1): not level. "Others" leaves nobody out, so there is no cut to report.
    expect((await executePlan(sales, { ...top("sum_sales"), top: { n: 3, by: "sum_sales" } })).figures.top?.levelWithNext).toBeUndefined();
    expect((await executePlan(sales, { ...top("sum_sales"), top: { n: 2, by: "sum_sales", others: true } })).figures.top?.levelWithNext).toBeUndefined();
    // A bottom ranking cuts from the other end: bottom 1 is D (1), then C or B (6).
    expect((await executePlan(sales, { ...top("sum_sales"), top: { n: 1, by: "sum_sales", direction: "bottom" } })).figures.top?.levelWithNext).toBeUndefined();
  });
});
