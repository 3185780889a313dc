import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { narrate } from "../narrate/answer";
import { validatePlan } from "../plan/validate";
import type { DatasetSchema } from "../types";
import { executePlan } from "./execute-plan";

const schema: DatasetSchema = {
  rowCount: 0,
  columns: [
    { id: "channel", name: "Channel", type: "text" },
    { id: "spend", name: "Spend ($)", type: "number" },
    { id: "clicks", name: "Clicks", type: "number" },
    { id: "conversions", name: "Conversions", type: "number" },
    { id: "revenue", name: "Revenue", type: "number" },
  ],
};
const data = datasetFromColumns(schema, {
  channel: ["Search", "Search", "Social", "Social", "Email"],
  spend: [100, 300, 50, 150, 0],
  clicks: [200, 600, 100, 300, 0],
  conversions: [20, 40, 5, 5, 0],
  revenue: [800, 1200, 100, 300, 50],
});
const run = (plan: object) => executePlan(data, plan);

describe("ratios of two aggregates", () => {
  it("divides the totals, not the average of row ratios, per group and overall", async () => {
    const cpc = { op: "sum", column: "spend", per: { op: "sum", column: "clicks" }, label: "Cost per click" };
    const overall = await run({ kind: "aggregate", measures: [cpc] });
    expect(overall.table.rows).toEqual([[0.5]]);
    expect(narrate(overall)).toBe("Cost per click is $0.50.");
    const byChannel = await run({ kind: "aggregate", groupBy: [{ column: "channel" }], measures: [{ ...cpc, label: undefined }], sort: [{ by: "channel", direction: "asc" }] });
    // Email has no clicks: no value rather than a division by zero.
    expect(byChannel.table.rows).toEqual([["Email", null], ["Search", 0.5], ["Social", 0.5]]);
    expect(byChannel.table.columns[1]).toMatchObject({ name: "Total Spend ($) ÷ Total Clicks", format: { kind: "currency", code: "USD" } });
    expect(byChannel.table.columns[1].op).toBeUndefined();
  });
  it("subtracts before dividing, shows rates as percentages and ranks by the ratio", async () => {
    const margin = { op: "sum", column: "revenue", minus: { op: "sum", column: "spend" }, per: { op: "sum", column: "revenue" }, percent: true };
    const result = await run({ kind: "aggregate", groupBy: [{ column: "channel" }], measures: [margin], top: { n: 1 } });
    expect(result.table.rows).toEqual([["Email", 1]]);
    expect(result.table.columns[1]).toMatchObject({ name: "(Total Revenue − Total Spend ($)) ÷ Total Revenue", format: { kind: "percent" } });
    const conversion = await run({ kind: "aggregate", measures: [{ op: "sum", column: "conversions", per: { op: "sum", column: "clicks" }, percent: true, label: "Conversion rate" }] });
    expect(narrate(conversion)).toBe("Conversion rate is 5.8%.");
    const perRow = await run({ kind: "aggregate", measures: [{ op: "sum", column: "revenue", per: { op: "count" } }] });
    expect(perRow.table.rows).toEqual([[490]]);
  });
  it("a share of one slice: only the numerator's rows are filtered", async () => {
    const share = { op: "sum", column: "revenue", where: [{ column: "channel", op: "eq", value: "search" }], per: { op: "sum", column: "revenue" }, percent: true, label: "Share of Revenue" };
    expect((await run({ kind: "aggregate", measures: [share] })).table.rows).toEqual([[2_000 / 2_450]]);
    const rowsShare = { op: "count", where: [{ column: "conversions", op: "gt", value: 10 }], per: { op: "count" }, percent: true };
    const byChannel = await run({ kind: "aggregate", groupBy: [{ column: "channel" }], measures: [rowsShare], sort: [{ by: "channel", direction: "asc" }] });
    expect(byChannel.table.rows).toEqual([["Email", 0], ["Search", 1], ["Social", 0]]);
  });
  it("validation: counts and sums only, no transform, minus and percent need per", () => {
    const check = (measure: object) => validatePlan({ kind: "aggregate", measures: [measure] }, schema);
    expect(check({ op: "sum", column: "spend", per: { op: "sum", column: "clicks" } }).ok).toBe(true);
    expect(check({ op: "mean", column: "spend", per: { op: "sum", column: "clicks" } }).ok).toBe(false);
    expect(check({ op: "sum", column: "spend", per: { op: "sum", column: "channel" } }).ok).toBe(false);
    expect(check({ op: "sum", column: "spend", per: { op: "sum", column: "clicks" }, transform: { kind: "share_of_total" } }).ok).toBe(false);
    expect(check({ op: "sum", column: "spend", minus: { op: "sum", column: "clicks" } }).ok).toBe(false);
    expect(check({ op: "sum", column: "spend", where: [{ column: "channel", op: "eq", value: "Search" }] }).ok).toBe(false);
    expect(check({ op: "sum", column: "spend", where: [{ column: "nope", op: "eq", value: "x" }], per: { op: "count" } }).ok).toBe(false);
  });
});
