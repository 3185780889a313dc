import { describe, expect, it } from "vitest";
import { generateSales, salesBatches } from "../../tests/fixtures/generate-sales";
import { datasetFromBatches, datasetFromColumns } from "../dataset/from-columns";
import { ExecuteError, PlanError } from "../plan/errors";
import type { Filter } from "../plan/schema";
import type { Dataset, DatasetSchema } from "../types";
import { MAX_GROUPS } from "./accumulate";
import { executePlan } from "./execute-plan";
import { MAX_RESULT_ROWS, type QueryResult } from "./result";

const schema: DatasetSchema = {
  rowCount: 0,
  columns: [
    { id: "region", name: "Region", type: "text" },
    { id: "product", name: "Product", type: "text" },
    { id: "units", name: "Units", type: "number" },
    { id: "amount", name: "Amount", type: "number", unit: { kind: "currency", code: "USD" } },
    { id: "day", name: "Day", type: "date" },
    { id: "returned", name: "Returned", type: "boolean" },
  ],
};

// prettier-ignore
const rows: [string | null, string, number | null, number | null, string | null, boolean | null][] = [
  ["North", "Desk", 2, 100, "2024-01-05", false],
  ["North", "Chair", 1, 50, "2024-01-20", true],
  ["South", "Desk", 3, 150, "2024-02-10", false],
  ["South", "Lamp", 5, 25, "2024-02-11", null],
  ["East", "Desk", 1, 100, "2024-03-01", false],
  ["East", "Chair", null, null, "2024-03-15", false],
  ["West", "Lamp", 4, 40, null, true],
  ["North", "Lamp", 2, 20, "2023-12-31", false],
  [null, "Desk", 1, 75, "2024-04-02", false],
  ["south", "Chair", 6, 300, "2024-04-30", true],
];

// Batches of 3 rows: every query crosses batch boundaries with a dictionary shared between batches.
const dataset = datasetFromColumns(
  schema,
  Object.fromEntries(schema.columns.map((c, i) => [c.id, rows.map((r) => r[i])])),
  3,
);

async function run(plan: object, options?: Parameters<typeof executePlan>[2]): Promise<QueryResult> {
  return executePlan(dataset, plan, options);
}

async function count(filter: Filter): Promise<number> {
  const result = await run({ kind: "aggregate", filters: [filter], measures: [{ op: "count" }] });
  return result.table.rows[0][0] as number;
}

describe("filters", () => {
  it.each<[Filter, number]>([
    [{ column: "region", op: "eq", value: "north" }, 3],
    [{ column: "region", op: "eq", value: " SOUTH " }, 3],
    [{ column: "region", op: "neq", value: "North" }, 6],
    [{ column: "region", op: "in", values: ["East", "west"] }, 3],
    [{ column: "region", op: "not_in", values: ["North"] }, 6],
    [{ column: "product", op: "contains", value: "A" }, 6],
    [{ column: "product", op: "starts_with", value: "d" }, 4],
    [{ column: "amount", op: "gt", value: 50 }, 5],
    [{ column: "amount", op: "gte", value: 50 }, 6],
    [{ column: "amount", op: "lt", value: "50" }, 3],
    [{ column: "amount", op: "lte", value: 50 }, 4],
    [{ column: "amount", op: "between", from: 25, to: 100 }, 6],
    [{ column: "amount", op: "eq", value: 100 }, 2],
    [{ column: "amount", op: "neq", value: 100 }, 7],
    [{ column: "units", op: "in", values: [1, 2] }, 5],
    [{ column: "day", op: "eq", value: "2024-02" }, 2],
    [{ column: "day", op: "eq", value: 2023 }, 1],
    [{ column: "day", op: "lt", value: "2024" }, 1],
    [{ column: "day", op: "lte", value: "2024-01" }, 3],
    [{ column: "day", op: "gt", value: "2024-03" }, 2],
    [{ column: "day", op: "gte", value: "2024-Q2" }, 2],
    [{ column: "day", op: "between", from: "2024-01", to: "2024-02" }, 4],
    [{ column: "day", op: "in", values: ["2024-01", "2024-04"] }, 4],
    [{ column: "day", op: "neq", value: "2024-01" }, 7],
    [{ column: "day", op: "date_range", range: { kind: "last", n: 1, unit: "month" } }, 2],
    [{ column: "day", op: "date_range", range: { kind: "last", n: 2, unit: "month", calendar: true } }, 4],
    [{ column: "day", op: "date_range", range: { kind: "this", unit: "year" } }, 8],
    [{ column: "day", op: "date_range", range: { kind: "previous", unit: "year" } }, 1],
    [{ column: "day", op: "date_range", range: { kind: "between", from: "2024-03" } }, 4],
    [{ column: "region", op: "is_empty" }, 1],
    [{ column: "units", op: "is_not_empty" }, 9],
    [{ column: "day", op: "is_empty" }, 1],
    [{ column: "returned", op: "eq", value: true }, 3],
    [{ column: "returned", op: "neq", value: "yes" }, 6],
    [{ column: "returned", op: "is_empty" }, 1],
  ])("%j keeps %i rows", async (filter, expected) => {
    expect(await count(filter)).toBe(expected);
  });

  it("combines filters with AND and accounts for every removed row", async () => {
    const result = await run({
      kind: "aggregate",
      filters: [
        { column: "day", op: "eq", value: "2024" },
        { column: "region", op: "eq", value: "north" },
      ],
      measures: [{ op: "count" }],
    });
    expect(result.table.rows).toEqual([[2]]);
    expect(result.rows.used).toBe(2);
    expect(result.rows.total).toBe(10);
    expect(result.rows.excluded).toEqual([
      { reason: "filter", count: 2, filter: 0, column: "day", missing: 1, message: expect.stringMatching(/^2 rows left out by the filter "Day is in 2024" \(1 of them had no Day\)\.$/) },
      { reason: "filter", count: 6, filter: 1, column: "region", missing: 1, message: expect.stringContaining('"Region is north"') },
    ]);
    expect(result.dateRanges).toEqual([{ column: "day", source: { filter: 0 }, from: "2024-01-01", to: "2024-12-31" }]);
  });

  it("resolves relative ranges with a latest date given by the caller", async () => {
    const result = await run(
      { kind: "aggregate", filters: [{ column: "day", op: "date_range", range: { kind: "this", unit: "month" } }], measures: [{ op: "count" }] },
      { latestDates: { day: Date.UTC(2024, 1, 20) } },
    );
    expect(result.table.rows).toEqual([[2]]);
    expect(result.dateRanges[0]).toMatchObject({ from: "2024-02-01", to: "2024-02-29" });
  });
});

describe("measures over the whole table", () => {
  it.each<[object, unknown]>([
    [{ op: "count" }, 10],
    [{ op: "count", column: "units" }, 9],
    [{ op: "count_distinct", column: "region" }, 5],
    [{ op: "count_distinct", column: "product" }, 3],
    [{ op: "sum", column: "amount" }, 860],
    [{ op: "mean", column: "amount" }, 860 / 9],
    [{ op: "median", column: "amount" }, 75],
    [{ op: "median", column: "units" }, 2],
    [{ op: "min", column: "amount" }, 20],
    [{ op: "max", column: "amount" }, 300],
    [{ op: "min", column: "day" }, "2023-12-31"],
    [{ op: "max", column: "day" }, "2024-04-30"],
    [{ op: "sum", column: "returned" }, 3],
    [{ op: "mean", column: "returned" }, 1 / 3],
  ])("%j = %s", async (measure, expected) => {
    const result = await run({ kind: "aggregate", measures: [measure] });
    if (typeof expected === "number") expect(result.table.rows[0][0]).toBeCloseTo(expected, 10);
    else expect(result.table.rows[0][0]).toBe(expected);
  });

  it("computes the sample standard deviation", async () => {
    const values = [100, 50, 150, 25, 100, 40, 20, 75, 300];
    const mean = values.reduce((a, b) => a + b) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
    const result = await run({ kind: "aggregate", measures: [{ op: "std_dev", column: "amount" }] });
    expect(result.table.rows[0][0]).toBeCloseTo(sd, 10);
  });

  it("gives null, not zero, when no row has a value", async () => {
    const result = await run({ kind: "aggregate", filters: [{ column: "units", op: "is_empty" }], measures: [{ op: "sum", column: "amount" }, { op: "count" }, { op: "std_dev", column: "units" }] });
    expect(result.table.rows).toEqual([[null, 1, null]]);
    expect(result.figures.value).toBeNull();
  });

  it("reports values a measure skipped", async () => {
    const result = await run({ kind: "aggregate", measures: [{ op: "sum", column: "amount" }] });
    expect(result.figures).toMatchObject({ measure: "sum_amount", value: 860, total: 860, groups: 1 });
    expect(result.rows.excluded).toEqual([
      { reason: "missing_value", count: 1, column: "amount", measure: "sum_amount", message: "1 row with no Amount was not counted in Total Amount." },
    ]);
  });

  it("describes its columns", async () => {
    const result = await run({ kind: "aggregate", measures: [{ op: "sum", column: "amount" }, { op: "count" }, { op: "max", column: "day" }, { op: "mean", column: "returned", label: "Return rate" }] });
    expect(result.table.columns.map((c) => [c.id, c.name, c.type, c.format.kind])).toEqual([
      ["sum_amount", "Total Amount", "number", "currency"],
      ["count", "Count", "number", "integer"],
      ["max_day", "Maximum Day", "date", "date"],
      ["mean_returned", "Return rate", "number", "percent"],
    ]);
  });
});

describe("grouping", () => {
  it("groups by text exactly (case kept), missing as its own group, largest first by default", async () => {
    const result = await run({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] });
    expect(result.table.rows).toEqual([
      ["south", 300],
      ["South", 175],
      ["North", 170],
      ["East", 100],
      [null, 75],
      ["West", 40],
    ]);
    expect(result.figures.highest).toEqual({ label: "south", value: 300, share: 300 / 860 });
    expect(result.figures.lowest).toEqual({ label: "West", value: 40, share: 40 / 860 });
    expect(result.figures.total).toBe(860);
    expect(result.figures.groups).toBe(6);
  });

  it.each([
    ["month", [["2023-12-01", 1], ["2024-01-01", 2], ["2024-02-01", 2], ["2024-03-01", 2], ["2024-04-01", 2]]],
    ["quarter", [["2023-10-01", 1], ["2024-01-01", 6], ["2024-04-01", 2]]],
    ["year", [["2023-01-01", 1], ["2024-01-01", 8]]],
    ["week", [["2023-12-25", 1], ["2024-01-01", 1], ["2024-01-15", 1], ["2024-02-05", 2], ["2024-02-26", 1], ["2024-03-11", 1], ["2024-04-01", 1], ["2024-04-29", 1]]],
    ["weekday", [["Tuesday", 2], ["Friday", 3], ["Saturday", 2], ["Sunday", 2]]],
  ])("buckets dates by %s, chronologically, leaving out rows with no date", async (bucket, expected) => {
    const result = await run({ kind: "aggregate", groupBy: [{ column: "day", bucket }], measures: [{ op: "count" }] });
    expect(result.table.rows).toEqual(expected);
    expect(result.rows.used).toBe(9);
    expect(result.rows.excluded).toEqual([{ reason: "missing_date", count: 1, column: "day", message: "1 row with no Day was left out." }]);
  });

  it("groups by several keys, numbers and booleans", async () => {
    const result = await run({
      kind: "aggregate",
      filters: [{ column: "region", op: "in", values: ["North", "East"] }],
      groupBy: [{ column: "region" }, { column: "returned" }],
      measures: [{ op: "count" }],
      sort: [{ by: "region", direction: "asc" }],
    });
    expect(result.table.rows).toEqual([
      ["East", false, 2],
      ["North", false, 2],
      ["North", true, 1],
    ]);
    const byUnits = await run({ kind: "aggregate", groupBy: [{ column: "units" }], measures: [{ op: "count" }], sort: [{ by: "units", direction: "desc" }] });
    expect(byUnits.table.rows.map((r) => r[0])).toEqual([6, 5, 4, 3, 2, 1, null]);
  });

  it("labels groups of several keys for sentences", async () => {
    const result = await run({ kind: "aggregate", groupBy: [{ column: "region" }, { column: "day", bucket: "month" }], measures: [{ op: "sum", column: "amount" }] });
    expect(result.figures.highest?.label).toBe("south · Apr 2024");
  });
});

describe("transforms", () => {
  it("share of total", async () => {
    const result = await run({ kind: "aggregate", groupBy: [{ column: "product" }], measures: [{ op: "sum", column: "amount", transform: { kind: "share_of_total" }, id: "share" }] });
    expect(result.table.rows).toEqual([
      ["Desk", 425 / 860],
      ["Chair", 350 / 860],
      ["Lamp", 85 / 860],
    ]);
    expect(result.table.columns[1]).toMatchObject({ format: { kind: "percent" }, transform: "share_of_total", name: "Total Amount (share)" });
  });

  it("running total along the date bucket, and along the sort order without one", async () => {
    const byMonth = await run({ kind: "aggregate", groupBy: [{ column: "day", bucket: "month" }], measures: [{ op: "count", transform: { kind: "running_total" } }] });
    expect(byMonth.table.rows.map((r) => r[1])).toEqual([1, 3, 5, 7, 9]);
    const pareto = await run({ kind: "aggregate", groupBy: [{ column: "product" }], measures: [{ op: "sum", column: "amount", transform: { kind: "running_total" } }] });
    expect(pareto.table.rows).toEqual([
      ["Desk", 425],
      ["Chair", 775],
      ["Lamp", 860],
    ]);
  });

  it("percent change against the previous bucket (null when that bucket has no data)", async () => {
    const result = await run({
      kind: "aggregate",
      filters: [{ column: "day", op: "neq", value: "2024-02" }],
      groupBy: [{ column: "day", bucket: "month" }],
      measures: [{ op: "count" }, { op: "count", id: "change", transform: { kind: "percent_change" } }],
    });
    expect(result.table.rows).toEqual([
      ["2023-12-01", 1, null],
      ["2024-01-01", 2, 1],
      ["2024-03-01", 2, null],
      ["2024-04-01", 2, 0],
    ]);
  });

  it("percent change against the same bucket a year earlier", async () => {
    const data = datasetFromColumns(
      { rowCount: 0, columns: [{ id: "d", name: "D", type: "date" }, { id: "v", name: "V", type: "number" }] },
      { d: ["2023-03-10", "2023-04-01", "2024-03-05", "2024-04-20", "2024-04-21"], v: [10, 20, 15, 10, 20] },
    );
    const result = await executePlan(data, { kind: "aggregate", groupBy: [{ column: "d", bucket: "month" }], measures: [{ op: "sum", column: "v", transform: { kind: "percent_change", compareTo: "previous_year" } }] });
    expect(result.table.rows).toEqual([
      ["2023-03-01", null],
      ["2023-04-01", null],
      ["2024-03-01", 0.5],
      ["2024-04-01", 0.5],
    ]);
  });

  it("period change, with both period values", async () => {
    const result = await run({
      kind: "aggregate",
      measures: [{ op: "sum", column: "amount", id: "growth", transform: { kind: "period_change", column: "day", from: { kind: "between", from: "2024-01", to: "2024-01" }, to: { kind: "between", from: "2024-02", to: "2024-02" } } }],
    });
    expect(result.table.columns.map((c) => c.id)).toEqual(["growth_from", "growth_to", "growth"]);
    // The change names its two periods, so the chart title and the table header say what was compared.
    expect(result.table.columns.map((c) => c.name)).toEqual(["Total Amount (in Jan 2024)", "Total Amount (in Feb 2024)", "Total Amount (change from Jan 2024 to Feb 2024)"]);
    expect(result.table.rows[0][0]).toBe(150);
    expect(result.table.rows[0][1]).toBe(175);
    expect(result.table.rows[0][2]).toBeCloseTo(25 / 150, 12);
    expect(result.figures.periodChange).toEqual({ name: "Total Amount", from: { label: "in Jan 2024", value: 150 }, to: { label: "in Feb 2024", value: 175 }, change: 25 / 150 });
    expect(result.dateRanges.map((r) => [r.from, r.to])).toEqual([["2024-01-01", "2024-01-31"], ["2024-02-01", "2024-02-29"]]);
  });
});

describe("having, sort, top, limit", () => {
  const byRegion = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] };

  it("having keeps groups whose measure passes", async () => {
    const result = await run({ ...byRegion, having: [{ measure: "sum_amount", op: "between", from: 100, to: 200 }] });
    expect(result.table.rows.map((r) => r[0])).toEqual(["South", "North", "East"]);
    expect(result.figures.groups).toBe(3);
  });

  it("sorts by a group key or a measure, missing values last either way", async () => {
    const asc = await run({ ...byRegion, sort: [{ by: "region", direction: "asc" }] });
    expect(asc.table.rows.map((r) => r[0])).toEqual(["East", "North", "South", "West", "south", null]);
    const desc = await run({ ...byRegion, sort: [{ by: "region", direction: "desc" }] });
    expect(desc.table.rows.map((r) => r[0])).toEqual(["south", "West", "South", "North", "East", null]);
    const low = await run({ ...byRegion, sort: [{ by: "sum_amount", direction: "asc" }] });
    expect(low.table.rows.map((r) => r[1])).toEqual([40, 75, 100, 170, 175, 300]);
  });

  it("top n with the rest rolled into Others", async () => {
    const result = await run({ ...byRegion, top: { n: 2, others: true } });
    expect(result.table.rows).toEqual([
      ["south", 300],
      ["South", 175],
      ["Others", 385],
    ]);
    expect(result.figures.others).toEqual({ groups: 4 });
    expect(result.figures.top).toEqual({ n: 2, direction: "top", share: 475 / 860 });
  });

  it("Others recomputes non-additive measures from the rolled-up rows", async () => {
    const result = await run({ kind: "aggregate", groupBy: [{ column: "product" }], measures: [{ op: "median", column: "amount" }, { op: "count_distinct", column: "region" }], top: { n: 1, others: true } });
    // Chair (50, 300 → median 175) is the top; Desk + Lamp: 100, 150, 100, 75, 25, 40, 20 → median 75,
    // regions North, South, East, West (the missing one is not a region).
    expect(result.table.rows).toEqual([
      ["Chair", 175, 3],
      ["Others", 75, 4],
    ]);
  });

  it("bottom n, ordered by the plan's sort when given", async () => {
    const bottom = await run({ ...byRegion, top: { n: 3, direction: "bottom" } });
    expect(bottom.table.rows.map((r) => r[0])).toEqual(["West", null, "East"]);
    const sorted = await run({ ...byRegion, top: { n: 3, direction: "bottom" }, sort: [{ by: "region", direction: "asc" }] });
    expect(sorted.table.rows.map((r) => r[0])).toEqual(["East", "West", null]);
  });

  it("limit cuts the table, not the figures", async () => {
    const result = await run({ ...byRegion, limit: 2 });
    expect(result.table.rows).toHaveLength(2);
    expect(result.table.rowCount).toBe(2);
    expect(result.figures.groups).toBe(6);
  });

  it("caps the table at 5,000 rows and tells the true count", async () => {
    const n = MAX_RESULT_ROWS + 250;
    const ids = Array.from({ length: n }, (_, i) => i);
    const big = datasetFromColumns({ rowCount: 0, columns: [{ id: "id", name: "Id", type: "number" }] }, { id: ids }, 1000);
    const result = await executePlan(big, { kind: "aggregate", groupBy: [{ column: "id" }], measures: [{ op: "count" }] });
    expect(result.table.rows).toHaveLength(MAX_RESULT_ROWS);
    expect(result.table.rowCount).toBe(n);
    expect(result.table.truncated).toBe(true);
  });
});

describe("rows plans", () => {
  it("lists matching rows with chosen columns, sorted and limited (stable for ties)", async () => {
    const result = await run({ kind: "rows", columns: ["region", "product", "amount", "day"], filters: [{ column: "amount", op: "gte", value: 75 }], sort: [{ by: "amount", direction: "desc" }], limit: 3 });
    expect(result.table.rows).toEqual([
      ["south", "Chair", 300, "2024-04-30"],
      ["South", "Desk", 150, "2024-02-10"],
      ["North", "Desk", 100, "2024-01-05"],
    ]);
    expect(result.table.rowCount).toBe(3);
    expect(result.rows.used).toBe(5);
    expect(result.table.columns.map((c) => c.format.kind)).toEqual(["text", "text", "currency", "date"]);
  });

  it("keeps data order without a sort, and missing values last with one", async () => {
    const first = await run({ kind: "rows", columns: ["product"], limit: 2 });
    expect(first.table.rows).toEqual([["Desk"], ["Chair"]]);
    const byUnits = await run({ kind: "rows", columns: ["units"], sort: [{ by: "units", direction: "asc" }] });
    expect(byUnits.table.rows.map((r) => r[0])).toEqual([1, 1, 1, 2, 2, 3, 4, 5, 6, null]);
  });

  it("keeps only the best rows of a large sorted list", async () => {
    const values = Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 20_000);
    const big = datasetFromColumns({ rowCount: 0, columns: [{ id: "v", name: "V", type: "number" }] }, { v: values }, 4096);
    const result = await executePlan(big, { kind: "rows", sort: [{ by: "v", direction: "desc" }], limit: 4 });
    expect(result.table.rows).toEqual([[19_999], [19_998], [19_997], [19_996]]);
    const all = await executePlan(big, { kind: "rows" });
    expect(all.table.rows).toHaveLength(MAX_RESULT_ROWS);
    expect(all.table).toMatchObject({ rowCount: 20_000, truncated: true });
  });
});

describe("yes/no checks", () => {
  it("threshold on a single value and across groups", async () => {
    const single = await run({ kind: "aggregate", measures: [{ op: "sum", column: "amount" }], check: { kind: "threshold", op: "gt", value: 800 } });
    expect(single.figures.check).toMatchObject({ kind: "threshold", result: true, passing: 1, of: 1 });
    const groups = await run({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }], check: { kind: "threshold", op: "gte", value: 100, quantifier: "any" } });
    expect(groups.figures.check).toMatchObject({ result: true, passing: 4, of: 6, quantifier: "any" });
  });

  it("trend over the date bucket", async () => {
    const result = await run({ kind: "aggregate", groupBy: [{ column: "day", bucket: "month" }], measures: [{ op: "sum", column: "amount" }], check: { kind: "trend", direction: "up" } });
    expect(result.figures.check).toMatchObject({ kind: "trend", result: true, first: { label: "Dec 2023", value: 20 }, last: { label: "Apr 2024", value: 375 } });
  });

  it("compare two groups, by value matched loosely", async () => {
    const result = await run({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }], check: { kind: "compare", a: "north", b: "East", op: "gt" } });
    expect(result.figures.check).toMatchObject({ result: true, a: { label: "North", value: 170 }, b: { label: "East", value: 100 } });
    const missing = await run({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "count" }], check: { kind: "compare", a: "Mars", b: "East", op: "gt" } });
    expect(missing.figures.check).toMatchObject({ result: null, missing: ["Mars"] });
  });

  it("exists on a rows plan", async () => {
    const yes = await run({ kind: "rows", filters: [{ column: "amount", op: "gt", value: 250 }], check: { kind: "exists" } });
    expect(yes.figures.check).toEqual({ kind: "exists", result: true, count: 1 });
  });
});

describe("errors", () => {
  it("rejects invalid plans with a PlanError", async () => {
    await expect(run({ kind: "aggregate", measures: [{ op: "sum", column: "region" }] })).rejects.toThrow(PlanError);
  });

  it("explains a relative range on a column with no dates", async () => {
    const empty = datasetFromColumns({ rowCount: 0, columns: [{ id: "d", name: "Order date", type: "date" }] }, { d: [null, null] });
    const error = await executePlan(empty, { kind: "aggregate", filters: [{ column: "d", op: "date_range", range: { kind: "last", n: 3, unit: "month" } }], measures: [{ op: "count" }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecuteError);
    expect((error as ExecuteError).code).toBe("no_dates");
    expect((error as Error).message).toBe("'Order date' has no dates, so \"in the last 3 months\" cannot be worked out.");
  });

  it("refuses batches that do not match the schema", async () => {
    const broken: Dataset = {
      schema: { rowCount: 1, columns: [{ id: "x", name: "X", type: "number" }] },
      async *batches() {
        yield { length: 1, columns: { x: { type: "text", codes: new Int32Array([0]), dictionary: ["a"] } } };
      },
    };
    await expect(executePlan(broken, { kind: "aggregate", measures: [{ op: "sum", column: "x" }] })).rejects.toMatchObject({ code: "bad_dataset" });
  });

  it("answers on an empty dataset", async () => {
    const empty = datasetFromColumns(schema, Object.fromEntries(schema.columns.map((c) => [c.id, []])));
    const total = await executePlan(empty, { kind: "aggregate", measures: [{ op: "count" }, { op: "sum", column: "amount" }] });
    expect(total.table.rows).toEqual([[0, null]]);
    const grouped = await executePlan(empty, { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "count" }] });
    expect(grouped.table.rows).toEqual([]);
  });
});

describe("batches with their own dictionaries", () => {
  it("agrees with a direct computation over generated sales data", async () => {
    const data = generateSales(5_000, 7);
    const { schema: salesSchema, batches } = salesBatches(data, 1_000);
    const sales = datasetFromBatches(salesSchema, batches);
    const result = await executePlan(sales, { kind: "aggregate", groupBy: [{ column: "region" }, { column: "category" }], measures: [{ op: "sum", column: "revenue" }, { op: "count_distinct", column: "product" }] });
    const sums = new Map<string, number>();
    const products = new Map<string, Set<string>>();
    for (let i = 0; i < data.rowCount; i++) {
      const key = `${data.region[i]}|${data.category[i]}`;
      sums.set(key, (sums.get(key) ?? 0) + data.revenue[i]);
      if (!products.has(key)) products.set(key, new Set());
      products.get(key)!.add(data.product[i]);
    }
    expect(result.table.rows).toHaveLength(sums.size);
    for (const [region, category, sum, distinct] of result.table.rows) {
      const key = `${region}|${category}`;
      expect(sum).toBeCloseTo(sums.get(key)!, 6);
      expect(distinct).toBe(products.get(key)!.size);
    }
  });
});

describe("the group cap (a Worker has 128 MB)", () => {
  const sumByOrder = { kind: "aggregate", groupBy: [{ column: "order_id" }], measures: [{ op: "sum", column: "revenue" }] };

  it("refuses a query past maxGroups with a message naming the grouping, and answers one at the cap", async () => {
    const { schema: salesSchema, batches } = salesBatches(generateSales(3_000, 11), 1_000);
    const sales = datasetFromBatches(salesSchema, batches);
    const refusal = await executePlan(sales, sumByOrder, { maxGroups: 2_500 }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ExecuteError);
    expect(refusal).toMatchObject({
      code: "too_many_groups",
      message: "Grouping by 'order_id' makes more than 2,500 groups; InsightLab answers with at most 2,500. Group by a column with fewer different values, or add a filter.",
    });
    expect((await executePlan(sales, sumByOrder, { maxGroups: 3_000 })).table.rowCount).toBe(3_000);
  });

  it("holds at most MAX_GROUPS groups by default: 200,001 distinct orders are refused", async () => {
    expect(MAX_GROUPS).toBe(200_000);
    const { schema: salesSchema, batches } = salesBatches(generateSales(MAX_GROUPS + 1, 12), 65_536);
    const refusal = await executePlan(datasetFromBatches(salesSchema, batches), sumByOrder).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: "too_many_groups" });
  });
});
