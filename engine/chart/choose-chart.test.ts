import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { executePlan } from "../execute/execute-plan";
import type { DatasetSchema } from "../types";
import { MAX_BARS, MAX_PIE_SLICES, MAX_SERIES, chooseChart } from "./choose-chart";

const schema: DatasetSchema = {
  rowCount: 0,
  columns: [
    { id: "region", name: "Region", type: "text" },
    { id: "product", name: "Product", type: "text" },
    { id: "day", name: "Order date", type: "date" },
    { id: "amount", name: "Revenue", type: "number", unit: { kind: "currency", code: "USD" } },
    { id: "delta", name: "Delta", type: "number" },
  ],
};

const regions = ["North", "South", "East", "West"];
const n = 400;
const dataset = datasetFromColumns(schema, {
  region: Array.from({ length: n }, (_, i) => regions[i % 4]),
  product: Array.from({ length: n }, (_, i) => (i % 9 === 0 ? "An exceptionally long product name" : `P${i % 20}`)),
  day: Array.from({ length: n }, (_, i) => Date.UTC(2024, 0, 1) + (i % 300) * 86_400_000),
  amount: Array.from({ length: n }, (_, i) => 10 + (i % 37)),
  delta: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? -5 : 3)),
});

const chart = async (plan: object) => chooseChart(await executePlan(dataset, plan));
const sum = [{ op: "sum", column: "amount" }];

describe("chooseChart", () => {
  it("draws nothing for a single value or a list of rows", async () => {
    expect(await chart({ kind: "aggregate", measures: sum })).toMatchObject({ type: "none", reason: "A single value needs no chart." });
    expect(await chart({ kind: "rows", limit: 5 })).toMatchObject({ type: "none", reason: "A list of rows is shown as a table." });
    expect((await chart({ kind: "aggregate", filters: [{ column: "region", op: "eq", value: "Mars" }], groupBy: [{ column: "region" }], measures: sum })).type).toBe("none");
  });

  it("uses a line for a time series, in time order even when the table is sorted otherwise", async () => {
    const spec = await chart({ kind: "aggregate", groupBy: [{ column: "day", bucket: "month" }], measures: sum, sort: [{ by: "sum_amount", direction: "desc" }] });
    expect(spec).toMatchObject({ type: "line", xAxis: { kind: "time", label: "Order date (month)" }, yAxis: { label: "Total Revenue" }, valueFormat: { kind: "currency", code: "USD" } });
    expect(spec.categories.slice(0, 3)).toEqual(["Jan 2024", "Feb 2024", "Mar 2024"]);
    expect(spec.series).toHaveLength(1);
    expect(spec.series[0].values).toHaveLength(10);
  });

  it("draws one line per category for a time series by category", async () => {
    const spec = await chart({ kind: "aggregate", groupBy: [{ column: "region" }, { column: "day", bucket: "quarter" }], measures: sum });
    expect(spec.type).toBe("line");
    expect(spec.categories).toEqual(["Q1 2024", "Q2 2024", "Q3 2024", "Q4 2024"]);
    expect(spec.series.map((s) => s.name).sort()).toEqual(["East", "North", "South", "West"]);
  });

  it("uses vertical bars for short category labels, horizontal for long ones", async () => {
    const short = await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: sum });
    expect(short).toMatchObject({ type: "bar", orientation: "vertical", reason: "A bar chart: it compares categories.", xAxis: { labelAngle: 0 } });
    const long = await chart({ kind: "aggregate", groupBy: [{ column: "product" }], measures: sum });
    expect(long).toMatchObject({ type: "bar", orientation: "horizontal" });
    expect(await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: sum, chart: { horizontal: true } })).toMatchObject({ orientation: "horizontal" });
  });

  it("turns axis labels 45° when they are long or crowded", async () => {
    const spec = await chart({ kind: "aggregate", groupBy: [{ column: "day", bucket: "week" }], measures: sum });
    expect(spec.xAxis?.labelAngle).toBe(45);
    const few = await chart({ kind: "aggregate", groupBy: [{ column: "day", bucket: "year" }], measures: sum, chart: { type: "bar" } });
    expect(few.xAxis?.labelAngle).toBe(0);
  });

  it("uses a pie only for shares of a whole with at most 7 parts", async () => {
    const share = [{ op: "sum", column: "amount", transform: { kind: "share_of_total" } }];
    expect(await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: share })).toMatchObject({ type: "pie", categories: expect.arrayContaining(["North", "South", "East", "West"]) });
    const tooMany = await chart({ kind: "aggregate", groupBy: [{ column: "product" }], measures: share });
    expect(tooMany.type).toBe("bar");
    const asked = await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: sum, chart: { type: "pie" } });
    expect(asked).toMatchObject({ type: "pie", reason: "A pie chart, as asked: the parts add up to a whole." });
    const tooManyAsked = await chart({ kind: "aggregate", groupBy: [{ column: "product" }], measures: sum, chart: { type: "pie" } });
    expect(tooManyAsked.type).toBe("bar");
    expect(tooManyAsked.reason).toBe(`A bar chart instead of a pie: 21 parts are too many for a pie (at most ${MAX_PIE_SLICES}).`);
    const notAWhole = await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "mean", column: "amount" }], chart: { type: "pie" } });
    expect(notAWhole).toMatchObject({ type: "bar", reason: "A bar chart instead of a pie: these values are not parts of one whole." });
    const negative = await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "delta" }], chart: { type: "pie" } });
    expect(negative.type).toBe("bar");
  });

  it("honours line and none hints only where they make sense", async () => {
    expect(await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: sum, chart: { type: "line" } })).toMatchObject({
      type: "bar",
      reason: "A bar chart instead of a line: the categories have no order for a line to follow.",
    });
    expect((await chart({ kind: "aggregate", groupBy: [{ column: "day", bucket: "month" }], measures: sum, chart: { type: "none" } })).type).toBe("none");
    expect((await chart({ kind: "aggregate", groupBy: [{ column: "day", bucket: "month" }], measures: sum, chart: { type: "bar" } })).type).toBe("bar");
  });

  it("draws measures in the same unit side by side", async () => {
    const spec = await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [...sum, { op: "mean", column: "amount" }, { op: "count" }] });
    expect(spec.series.map((s) => s.name)).toEqual(["Total Revenue", "Average Revenue"]);
  });

  it("pivots a second category into series, keeping at most the largest few", async () => {
    const spec = await chart({ kind: "aggregate", groupBy: [{ column: "region" }, { column: "product" }], measures: sum });
    expect(spec.type).toBe("bar");
    expect(spec.categories.sort()).toEqual(["East", "North", "South", "West"]);
    expect(spec.series).toHaveLength(MAX_SERIES);
    expect(spec.reason).toMatch(/Only the 12 largest of 21 Product values are drawn/);
  });

  it("leaves bars beyond the limit off, saying so", async () => {
    const many = datasetFromColumns({ rowCount: 0, columns: [{ id: "k", name: "K", type: "number" }] }, { k: Array.from({ length: 80 }, (_, i) => i) });
    const spec = chooseChart(await executePlan(many, { kind: "aggregate", groupBy: [{ column: "k" }], measures: [{ op: "count" }] }));
    expect(spec.categories).toHaveLength(MAX_BARS);
    expect(spec.omitted).toBe(30);
    expect(spec.reason).toMatch(/The first 50 of 80 are drawn/);
  });

  it("does not chart dates as values", async () => {
    expect((await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "max", column: "day" }] })).type).toBe("none");
  });

  it("titles the chart by measure and groups", async () => {
    expect((await chart({ kind: "aggregate", groupBy: [{ column: "region" }], measures: sum })).title).toBe("Total Revenue by Region");
  });

  it("states the scope and the top-N in the title", async () => {
    const filters = [{ column: "region", op: "neq", value: "North" }];
    expect((await chart({ kind: "aggregate", filters, groupBy: [{ column: "region" }], measures: sum, top: { n: 2 } })).title).toBe("Total Revenue by Region (Region is not North), top 2");
  });
});
