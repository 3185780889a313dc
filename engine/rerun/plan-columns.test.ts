import { describe, expect, it } from "vitest";
import { planColumnIds } from "./plan-columns";

describe("planColumnIds", () => {
  it("lists the columns an aggregate plan reads: filters, groups, measures, ratio terms and transforms", () => {
    expect(
      planColumnIds({
        kind: "aggregate",
        filters: [{ column: "region", op: "eq", value: "North" }],
        groupBy: [{ column: "order_date", bucket: "month" }],
        measures: [
          { op: "sum", column: "revenue", per: { op: "count_distinct", column: "customer" } },
          { op: "sum", column: "revenue", transform: { kind: "period_change", column: "order_date", from: { kind: "between", from: "2024", to: "2024" }, to: { kind: "between", from: "2025", to: "2025" } } },
        ],
        sort: [{ by: "sum_revenue", direction: "desc" }],
      }),
    ).toEqual(["region", "order_date", "revenue", "customer"]);
  });

  it("takes a rows plan's columns and sort keys, or every column when it lists none", () => {
    expect(planColumnIds({ kind: "rows", columns: ["order_id", "revenue"], sort: [{ by: "order_date", direction: "asc" }] })).toEqual(["order_id", "revenue", "order_date"]);
    expect(planColumnIds({ kind: "rows", filters: [{ column: "region", op: "eq", value: "North" }] })).toBe("all");
  });
});
