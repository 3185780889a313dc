import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { executePlan } from "../execute/execute-plan";
import type { DatasetSchema } from "../types";
import { answerValue, narrate } from "./answer";

const schema: DatasetSchema = {
  rowCount: 0,
  columns: [
    { id: "region", name: "Region", type: "text" },
    { id: "revenue", name: "Revenue", type: "number", unit: { kind: "currency", code: "USD" } },
    { id: "month", name: "Month", type: "date" },
    { id: "units", name: "Units", type: "number" },
  ],
};

const dataset = datasetFromColumns(schema, {
  region: ["North", "North", "South", "East", "West", "South"],
  revenue: [200_000, 280_000, 150_000, 260_000, 200_000, 150_000],
  month: ["2024-01-10", "2024-02-10", "2024-03-10", "2024-04-10", "2024-05-10", "2024-06-10"],
  units: [10, 12, 7, 9, 4, 5],
});

const answer = async (plan: object) => {
  const result = await executePlan(dataset, plan);
  return { text: narrate(result), value: answerValue(result) };
};
const sum = [{ op: "sum", column: "revenue" }];
const byRegion = { kind: "aggregate", groupBy: [{ column: "region" }] };

describe("narrate", () => {
  it("never calls the groups a condition dropped part of the total it states for the groups kept (having)", async () => {
    // North 480K, East 260K and South 300K pass; West 200K does not. The kept groups add up to $1.04M, not $1.24M.
    const { text } = await answer({ ...byRegion, measures: sum, having: [{ measure: "sum_revenue", op: "gt", value: 250_000 }] });
    expect(text).not.toContain("$1.24M");
    expect(text).toMatch(/across 3 regions/i);
  });

  it("counts the groups a condition keeps, names them, and answers with the number (countGroups)", async () => {
    const over = (value: number, measures: object[] = sum, measure = "sum_revenue") => answer({ ...byRegion, measures, having: [{ measure, op: "gt", value }], countGroups: true });
    expect(await over(250_000)).toEqual({ text: "3 of 4 regions have Revenue above $250K: North, South and East.", value: 3 });
    expect(await over(300_000)).toEqual({ text: "1 of 4 regions has Revenue above $300K: North.", value: 1 });
    expect(await over(100_000)).toEqual({ text: "All 4 regions have Revenue above $100K: North, South, East and West.", value: 4 });
    expect(await over(500_000)).toEqual({ text: "None of the 4 regions has Revenue above $500K.", value: 0 });
    expect(await over(1, [{ op: "count" }], "count")).toEqual({ text: "2 of 4 regions have more than 1 row: North and South.", value: 2 });
    const between = await answer({ ...byRegion, measures: [{ op: "count" }], having: [{ measure: "count", op: "between", from: 1, to: 1 }], countGroups: true });
    expect(between).toEqual({ text: "2 of 4 regions have between 1 and 1 row: East and West.", value: 2 });
    const filtered = await answer({ ...byRegion, filters: [{ column: "units", op: "gt", value: 6 }], measures: sum, having: [{ measure: "sum_revenue", op: "gt", value: 250_000 }], countGroups: true });
    expect(filtered.text).toBe("2 of 3 regions (Units is over 6) have Revenue above $250K: North and East.");
    // "Are there more than 2 regions with revenue over $250K?": the same count, checked against the number asked.
    const check = (op: string, value: number) => answer({ ...byRegion, measures: sum, having: [{ measure: "sum_revenue", op: "gt", value: 250_000 }], check: { kind: "group_count", op, value } });
    expect(await check("gt", 2)).toEqual({ text: "Yes — 3 of 4 regions have Revenue above $250K, more than 2: North, South and East.", value: true });
    expect(await check("gt", 3)).toEqual({ text: "No — 3 of 4 regions have Revenue above $250K, not more than 3: North, South and East.", value: false });
  });

  it("sums across groups with the leader and its share", async () => {
    expect((await answer({ ...byRegion, measures: sum })).text).toBe("Revenue totals $1.24M across 4 regions; North is highest with $480K (38.7%).");
  });

  it("single values", async () => {
    expect(await answer({ kind: "aggregate", measures: sum })).toEqual({ text: "Revenue totals $1.24M.", value: 1_240_000 });
    expect((await answer({ kind: "aggregate", measures: [{ op: "count" }] })).text).toBe("There are 6 rows.");
    expect((await answer({ kind: "aggregate", filters: [{ column: "region", op: "eq", value: "north" }], measures: [{ op: "count" }] })).text).toBe("2 rows match (Region is north).");
    expect((await answer({ kind: "aggregate", measures: [{ op: "mean", column: "units" }] })).text).toBe("The average Units is 7.83.");
    expect((await answer({ kind: "aggregate", filters: [{ column: "region", op: "eq", value: "Mars" }], measures: sum })).text).toBe("No rows match the filters.");
  });

  it("counts across groups", async () => {
    expect((await answer({ ...byRegion, measures: [{ op: "count" }] })).text).toBe("6 rows across 4 regions; North has the most with 2 (33.3%).");
  });

  it("a range for measures that do not add up", async () => {
    expect((await answer({ ...byRegion, measures: [{ op: "mean", column: "units" }] })).text).toBe("Average Units ranges from 4 (West) to 11 (North) across 4 regions.");
  });

  it("a time series from first to last, with its peak", async () => {
    const { text } = await answer({ kind: "aggregate", groupBy: [{ column: "month", bucket: "month" }], measures: sum });
    expect(text).toBe("Revenue went from $200K in Jan 2024 to $150K in Jun 2024 (-25.0%); the peak was $280K in Feb 2024.");
  });

  it("month over month and year over year: the latest change is said beside the series", async () => {
    const byMonth = { kind: "aggregate", groupBy: [{ column: "month", bucket: "month" }] };
    const mom = await answer({ ...byMonth, measures: [...sum, { op: "sum", column: "revenue", id: "mom", transform: { kind: "percent_change" } }] });
    expect(mom.text).toBe("Revenue went from $200K in Jan 2024 to $150K in Jun 2024 (-25.0%); the peak was $280K in Feb 2024. Jun 2024 is 25.0% below the month before.");
    // No month a year earlier in the data: no change to state, and none invented.
    const yoy = await answer({ ...byMonth, measures: [...sum, { op: "sum", column: "revenue", id: "yoy", transform: { kind: "percent_change", compareTo: "previous_year" } }] });
    expect(yoy.text).toBe("Revenue went from $200K in Jan 2024 to $150K in Jun 2024 (-25.0%); the peak was $280K in Feb 2024.");
    const twoYears = datasetFromColumns(schema, { region: ["North", "North", "North"], revenue: [100, 120, 150], month: ["2023-03-10", "2023-08-10", "2024-02-10"], units: [1, 1, 1] });
    const byQuarter = { kind: "aggregate", groupBy: [{ column: "month", bucket: "quarter" }] };
    const quarterly = await executePlan(twoYears, { ...byQuarter, measures: [...sum, { op: "sum", column: "revenue", id: "yoy", transform: { kind: "percent_change", compareTo: "previous_year" } }] });
    expect(narrate(quarterly)).toMatch(/ Q1 2024 is 50\.0% above the same quarter a year earlier\.$/);
  });

  it("a last value level with the peak is called the peak", async () => {
    const level = datasetFromColumns(schema, { region: ["North", "North", "North"], revenue: [100, 300, 300], month: ["2024-01-10", "2024-02-10", "2024-03-10"], units: [1, 1, 1] });
    const result = await executePlan(level, { kind: "aggregate", groupBy: [{ column: "month", bucket: "month" }], measures: sum });
    expect(narrate(result)).toBe("Revenue went from $100 in Jan 2024 to $300 in Mar 2024 (+200%), its peak.");
  });

  it("top lists, with the value the answer names", async () => {
    expect(await answer({ ...byRegion, measures: sum, top: { n: 1 } })).toEqual({ text: "North has the highest Total Revenue: $480K (38.7% of the total).", value: "North" });
    expect(await answer({ ...byRegion, measures: sum, top: { n: 2, others: true } })).toEqual({
      text: "The top 2 regions by Total Revenue are North ($480K) and South ($300K), together 62.9% of the total.",
      value: ["North", "South"],
    });
    expect((await answer({ ...byRegion, measures: sum, top: { n: 1, direction: "bottom" } })).text).toBe("West has the lowest Total Revenue: $200K (16.1% of the total).");
  });

  it("top lists that ask for the figures answer with them, in rank order", async () => {
    expect((await answer({ ...byRegion, measures: [{ op: "count" }], top: { n: 2, answer: "figures" } })).value).toEqual([2, 2]);
    expect((await answer({ ...byRegion, measures: sum, top: { n: 2, answer: "figures" } })).value).toEqual([480_000, 300_000]);
  });

  it("shares", async () => {
    const { text } = await answer({ ...byRegion, measures: [{ op: "sum", column: "revenue", transform: { kind: "share_of_total" } }] });
    expect(text).toBe("North has the largest share of Revenue at 38.7%, and West the smallest at 16.1%.");
  });

  it("changes between periods", async () => {
    const { text, value } = await answer({
      kind: "aggregate",
      measures: [{ op: "sum", column: "revenue", transform: { kind: "period_change", column: "month", from: { kind: "between", from: "2024-Q1", to: "2024-Q1" }, to: { kind: "between", from: "2024-Q2", to: "2024-Q2" } } }],
    });
    expect(text).toBe("Revenue fell 3.2%, from $630K in Q1 2024 to $610K in Q2 2024.");
    expect(value).toBeCloseTo(-20_000 / 630_000, 10);
  });

  it("yes/no answers", async () => {
    expect(await answer({ kind: "aggregate", measures: sum, check: { kind: "threshold", op: "gt", value: 1_000_000 } })).toEqual({ text: "Yes — Revenue is $1.24M, above $1M.", value: true });
    expect((await answer({ kind: "aggregate", measures: [{ op: "count" }], check: { kind: "threshold", op: "gte", value: 10 } })).text).toBe("No — there are 6 rows, not at least 10.");
    expect((await answer({ ...byRegion, measures: sum, check: { kind: "threshold", op: "gt", value: 250_000 } })).text).toBe("No — only 3 of 4 regions have Revenue above $250K.");
    expect((await answer({ ...byRegion, measures: sum, check: { kind: "threshold", op: "gt", value: 250_000, quantifier: "any" } })).text).toBe("Yes — 3 of 4 regions have Revenue above $250K.");
    expect((await answer({ kind: "aggregate", groupBy: [{ column: "month", bucket: "month" }], measures: sum, check: { kind: "trend", direction: "up" } })).text).toBe(
      "No — there is no clear trend: Revenue swings between $150K and $280K from one month to the next; Jun 2024 is 25.0% below Jan 2024.",
    );
    expect((await answer({ ...byRegion, measures: sum, check: { kind: "compare", a: "north", b: "south", op: "gt" } })).text).toBe("Yes — North ($480K) is higher than South ($300K) on Revenue.");
    expect((await answer({ ...byRegion, measures: sum, check: { kind: "compare", a: "Mars", b: "south", op: "gt" } })).text).toBe("I couldn't compare them: there is no 'Mars' in Region.");
    expect(await answer({ kind: "rows", filters: [{ column: "revenue", op: "gt", value: 250_000 }], check: { kind: "exists" } })).toEqual({ text: "Yes — 2 rows match.", value: true });
  });

  it("lists of rows", async () => {
    expect((await answer({ kind: "rows", sort: [{ by: "revenue", direction: "desc" }], limit: 2 })).text).toBe("Showing 2 of 6 matching rows, highest Revenue first.");
    expect(await answer({ kind: "rows", columns: ["region"], filters: [{ column: "units", op: "gt", value: 9 }] })).toEqual({ text: "2 rows match.", value: ["North", "North"] });
    expect((await answer({ kind: "rows", filters: [{ column: "units", op: "gt", value: 99 }] })).text).toBe("No rows match.");
  });
});

describe("plural", () => {
  it("makes nouns plural once, whatever form the column name has", async () => {
    const { plural } = await import("./words");
    expect(["product", "products", "sales", "status", "category", "SKU", "SKUs", "analysis", "address", "units"].map(plural)).toEqual([
      "products", "products", "sales", "statuses", "categories", "SKUs", "SKUs", "analyses", "addresses", "units",
    ]);
  });

  it("states the scope: the period, the other filters and the top-N", async () => {
    const march = { column: "month", op: "eq", value: "2024-03" };
    expect((await answer({ kind: "aggregate", filters: [march], measures: [{ op: "mean", column: "revenue" }] })).text).toBe("The average Revenue in Mar 2024 is $150K.");
    const firstHalf = { column: "month", op: "between", from: "2024-01", to: "2024-06" };
    expect((await answer({ ...byRegion, filters: [firstHalf, { column: "units", op: "gt", value: 5 }], measures: sum })).text).toBe(
      "Revenue from Jan 1, 2024 to Jun 30, 2024 (Units is over 5) totals $890K across 3 regions; North is highest with $480K (53.9%).",
    );
    const top = await answer({ ...byRegion, filters: [{ column: "month", op: "date_range", range: { kind: "between", from: "2024" } }], measures: sum, top: { n: 2 } });
    expect(top.text).toBe("The top 2 regions by Total Revenue since Jan 1, 2024 are North ($480K) and South ($300K), together 62.9% of the total.");
  });

  it("calls a trend only when the fitted line clearly beats the swings around it", async () => {
    const trendSchema: DatasetSchema = { rowCount: 0, columns: [{ id: "month", name: "Month", type: "date" }, { id: "revenue", name: "Revenue", type: "number", unit: { kind: "currency", code: "USD" } }] };
    const months = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, "0")}-15`);
    const ask = async (revenue: number[], direction: "up" | "down") =>
      narrate(await executePlan(datasetFromColumns(trendSchema, { month: months, revenue }), { kind: "aggregate", groupBy: [{ column: "month", bucket: "month" }], measures: [{ op: "sum", column: "revenue" }], check: { kind: "trend", direction } }));
    // Noisy: December is 15.6% above January, but the months swing by far more than the line climbs.
    const noisy = [49_500, 66_000, 47_000, 61_000, 48_000, 65_000, 47_500, 63_000, 49_000, 64_000, 48_500, 57_200];
    expect(await ask(noisy, "up")).toBe("No — there is no clear trend: Revenue swings between $47K and $66K from one month to the next; Dec 2024 is 15.6% above Jan 2024.");
    const climbing = [40_000, 42_000, 41_000, 45_000, 47_000, 46_000, 50_000, 52_000, 51_000, 55_000, 57_000, 58_000];
    expect(await ask(climbing, "up")).toBe("Yes — Revenue is rising: it went from $40K in Jan 2024 to $58K in Dec 2024 (+45.0%).");
    expect(await ask(climbing, "down")).toBe("No — Revenue is rising, not falling: it went from $40K in Jan 2024 to $58K in Dec 2024 (+45.0%).");
  });
});


describe("narrate: an outlier driving a trend (issue #25)", () => {
  const months = ["2024-10-05", "2024-10-20", "2024-11-05", "2024-11-20", "2024-12-05", "2024-12-12", "2024-12-20"];
  const byMonth = { kind: "aggregate", measures: sum, groupBy: [{ column: "order_date", bucket: "month" }] };
  const orders = (revenue: number[]) =>
    datasetFromColumns(
      { rowCount: 0, columns: [{ id: "revenue", name: "Revenue", type: "number", unit: { kind: "currency", code: "USD" } }, { id: "order_date", name: "Order date", type: "date" }] },
      { revenue, order_date: months },
    );

  it("says when one row makes most of the period the sentence ends on", async () => {
    // December: 999,999 + 90,000 + 90,000 = 1,179,999; the one order is 84.7 % of it.
    const result = await executePlan(orders([60_000, 78_000, 70_000, 75_000, 90_000, 999_999, 90_000]), byMonth);
    expect(result.figures.series?.largestRow).toEqual({ label: "Dec 2024", value: 999_999, share: 999_999 / 1_179_999 });
    expect(narrate(result)).toBe("Revenue went from $138K in Oct 2024 to $1.18M in Dec 2024 (+755%), its peak. One row of $999,999.00 makes 84.7% of Dec 2024.");
  });

  it("says so when one row makes most of the period the change is measured from", async () => {
    // October: 60,000 + 500,000 = 560,000, the one order 89.3 % of it; December, the peak, has no such row.
    const result = await executePlan(orders([60_000, 500_000, 70_000, 75_000, 900_000, 950_000, 900_000]), byMonth);
    expect(result.figures.series?.largestRow).toEqual({ label: "Oct 2024", value: 500_000, share: 500_000 / 560_000 });
    expect(narrate(result)).toBe("Revenue went from $560K in Oct 2024 to $2.75M in Dec 2024 (+391%), its peak. One row of $500,000.00 makes 89.3% of Oct 2024.");
  });

  it("says nothing more when no row makes most of a period", async () => {
    const result = await executePlan(orders([60_000, 78_000, 70_000, 75_000, 90_000, 95_000, 90_000]), byMonth);
    expect(result.figures.series?.largestRow).toBeUndefined();
    expect(narrate(result)).toBe("Revenue went from $138K in Oct 2024 to $275K in Dec 2024 (+99.3%), its peak.");
  });
});
