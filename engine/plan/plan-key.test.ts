// Plans compared field for field, whatever order their fields were written in (issue #27).
import { describe, expect, it } from "vitest";
import { planKey, samePlan } from "./plan-key";
import type { AnalysisPlan } from "./schema";

describe("planKey", () => {
  it("is the same for a plan written in another key order, and differs for another plan", () => {
    const builtIn: AnalysisPlan = { kind: "aggregate", measures: [{ id: "sum_revenue", op: "sum", column: "revenue" }], groupBy: [{ column: "region" }], top: { n: 1, by: "sum_revenue" } };
    // The same plan as a model's JSON might write it: fields and nested fields in another order.
    const model = JSON.parse('{"top":{"by":"sum_revenue","n":1},"groupBy":[{"column":"region"}],"measures":[{"column":"revenue","op":"sum","id":"sum_revenue"}],"kind":"aggregate"}') as AnalysisPlan;
    expect(JSON.stringify(model)).not.toBe(JSON.stringify(builtIn));
    expect(planKey(model)).toBe(planKey(builtIn));
    expect(samePlan(model, builtIn)).toBe(true);
    expect(samePlan(builtIn, { ...builtIn, top: { n: 2, by: "sum_revenue" } })).toBe(false);
    // Order inside a list is part of the plan: grouping by region then product is another table.
    const two: AnalysisPlan = { ...builtIn, groupBy: [{ column: "region" }, { column: "product" }] };
    expect(samePlan(two, { ...builtIn, groupBy: [{ column: "product" }, { column: "region" }] })).toBe(false);
  });

  it("ignores a field left undefined", () => {
    const plan: AnalysisPlan = { kind: "rows", limit: 5 };
    expect(samePlan(plan, { kind: "rows", limit: 5, filters: undefined })).toBe(true);
  });
});
