import { describe, expect, it } from "vitest";
import type { AggregatePlan } from "../../plan/schema";
import { planWithBuiltIn } from "../builtin";
import { salesFacts, salesSchema } from "../testing/sales-fixture";

const plan = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" }).plan as AggregatePlan;

describe("growth between two named periods", () => {
  it("a yes/no question compares the two periods, not the trend of the months between them", () => {
    const p = plan("did revenue grow from 2023 to 2024?");
    expect(p.measures).toEqual([
      { id: "sum_revenue_period_change", op: "sum", column: "revenue", transform: { kind: "period_change", column: "order_date", from: { kind: "between", from: "2023", to: "2023" }, to: { kind: "between", from: "2024", to: "2024" } } },
    ]);
    expect(p.check).toEqual({ kind: "threshold", op: "gt", value: 0 });
    expect(p.filters ?? []).toEqual([]);
    expect(p.groupBy).toBeUndefined();
  });
  it("\"how much did it grow\" is the change, not the total over both periods", () => {
    const p = plan("how much did revenue grow from Q1 2024 to Q2 2024");
    expect(p.measures[0].transform).toMatchObject({ kind: "period_change", from: { from: "2024-Q1" }, to: { from: "2024-Q2" } });
    expect(p.check).toBeUndefined();
  });
  it("a yes/no growth question naming no periods is still the trend", () => {
    expect(plan("is revenue growing?").check).toEqual({ kind: "trend", direction: "up" });
  });
  it("counts grow too: the count alone, once", () => {
    const p = plan("how much did the number of orders grow from 2023 to 2024");
    expect(p.measures).toHaveLength(1);
    expect(p.measures[0]).toMatchObject({ op: "count", transform: { kind: "period_change" } });
  });
});

