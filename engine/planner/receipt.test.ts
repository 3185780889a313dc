import { describe, expect, it } from "vitest";
import { chooseChart } from "../chart";
import { datasetFromColumns } from "../dataset/from-columns";
import { executePlan } from "../execute/execute-plan";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { collectPlannerFacts } from "./facts";
import { describeReceipt } from "./receipt";

const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "order_date", name: "Order Date", type: "date" },
    { id: "region", name: "Region", type: "text" },
    { id: "revenue", name: "Revenue", type: "number" },
  ],
};
const dataset = datasetFromColumns(schema, {
  order_date: ["2023-03-01", "2024-01-15", "2024-02-20", null, "2024-07-07", "2024-12-31"],
  region: ["North", "North", "South", "South", "East", "North"],
  revenue: [100, 300, 200, 50, 80, 120],
});

async function receiptFor(question: string): Promise<string[]> {
  const facts = await collectPlannerFacts(dataset);
  const planned = planWithBuiltIn({ question, schema, profile: facts });
  const result = await executePlan(dataset, planned.plan);
  return describeReceipt({ schema, result, chart: chooseChart(result), planner: planned });
}

describe("describeReceipt", () => {
  it("tells the planner, the measure and grouping, the time range in real dates, the rows left out and the chart", async () => {
    const lines = await receiptFor("total revenue by region last quarter");
    expect(lines[0]).toBe("Planned by the built-in planner.");
    expect(lines[1]).toBe("Measured Total Revenue for each Region.");
    expect(lines[2]).toBe("Filter: Order Date is in Q4 2024 — Oct 1, 2024 to Dec 31, 2024.");
    expect(lines[3]).toBe("Used 1 of 6 rows.");
    expect(lines.some((l) => /had no Order Date/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Chart: (bar|none) — /);
  });

  it("says why the built-in planner answered when the hybrid planner gives a reason", () => {
    const lines = describeReceipt({
      schema,
      result: { plan: { kind: "rows" }, table: { columns: [], rows: [], rowCount: 0, truncated: false }, figures: {}, rows: { total: 6, used: 6, excluded: [] }, dateRanges: [] },
      chart: { type: "none", reason: "A list of rows." },
      planner: { planner: "built-in", answeredBecause: "its readings of your words were run and left one answer" },
    });
    expect(lines).toEqual(["Planned by the built-in planner (its readings of your words were run and left one answer).", "Listed the matching rows.", "Used all 6 rows.", "Chart: none — A list of rows."]);
  });

  it("says why a planner answered when the hybrid planner chose it", () => {
    const result = { plan: { kind: "rows" as const }, table: { columns: [], rows: [], rowCount: 0, truncated: false }, figures: {}, rows: { total: 6, used: 6, excluded: [] }, dateRanges: [] };
    const chart = { type: "none", reason: "A list of rows." };
    const first = (planner: Parameters<typeof describeReceipt>[0]["planner"]) => describeReceipt({ schema, result, chart, planner })[0];
    expect(first({ planner: "workers-ai", answeredBecause: "the built-in planner was not sure: it could not read 'crowds'" })).toBe(
      "Planned by Workers AI (the built-in planner was not sure: it could not read 'crowds'); the plan was checked against your columns before it ran.",
    );
    expect(first({ planner: "built-in", answeredBecause: "sure of this reading." })).toBe("Planned by the built-in planner (sure of this reading).");
    expect(first({ planner: "workers-ai" })).toBe("Planned by Workers AI; the plan was checked against your columns before it ran.");
  });

  it("says which groups a count of groups counted, and the condition each one met", async () => {
    const lines = await receiptFor("How many regions appear more than once?");
    expect(lines).toContain("Counted each Region where Count is over 1: 2 of 3 (North and South).");
    expect(lines).toContain("Filter: Region is not blank.");
  });

  it("states the one definition of a trend with every trend answer", async () => {
    const lines = await receiptFor("is revenue growing?");
    expect(lines).toContain("Trend: rising or falling only when the straight line fitted through the values climbs or drops by at least twice its standard error (more than the swings from one period to the next); otherwise there is no clear trend.");
  });
});

