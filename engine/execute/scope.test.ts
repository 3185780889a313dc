import { describe, expect, it } from "vitest";
import { validatePlan } from "../plan/validate";
import type { ColumnSchema, DatasetSchema } from "../types";
import { describeScope, periodWords } from "./scope";

describe("periodWords: a resolved date range in words", () => {
  it("names whole calendar periods", () => {
    expect(periodWords("2024-03-01", "2024-03-31")).toBe("in Mar 2024");
    expect(periodWords("2024-01-01", "2024-12-31")).toBe("in 2024");
    expect(periodWords("2024-04-01", "2024-06-30")).toBe("in Q2 2024");
    expect(periodWords("2024-02-01", "2024-02-29")).toBe("in Feb 2024");
    expect(periodWords("2024-03-05", "2024-03-05")).toBe("in Mar 5, 2024");
  });
  it("gives the first and last day of other ranges, and open ends", () => {
    expect(periodWords("2024-03-05", "2024-04-02")).toBe("from Mar 5, 2024 to Apr 2, 2024");
    expect(periodWords("2024-01-01", "2024-02-29")).toBe("from Jan 1, 2024 to Feb 29, 2024");
    expect(periodWords("2024-03-05", null)).toBe("since Mar 5, 2024");
    expect(periodWords(null, "2024-03-05")).toBe("up to Mar 5, 2024");
    expect(periodWords(null, null)).toBeUndefined();
  });
});

describe("describeScope: the filters of a result in words", () => {
  const schema: DatasetSchema = {
    rowCount: 0,
    columns: [
      { id: "region", name: "Region", type: "text" },
      { id: "day", name: "Order Date", type: "date" },
      { id: "shipped", name: "Ship Date", type: "date" },
    ],
  };
  const columns = new Map<string, ColumnSchema>(schema.columns.map((c) => [c.id, c]));
  const scopeOf = (filters: unknown[], ranges: [number, string, string][]) => {
    const checked = validatePlan({ kind: "aggregate", filters, measures: [{ op: "count" }] }, schema);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return describeScope(checked.plan, columns, ranges.map(([filter, from, to]) => ({ source: { filter }, from, to }) as never));
  };
  const q4 = { kind: "between", from: "2024-Q4", to: "2024-Q4" };

  it("says the period once, even when two filters keep the same one, and each other condition once", () => {
    const scope = scopeOf(
      [{ column: "day", op: "date_range", range: q4 }, { column: "region", op: "eq", value: "North" }, { column: "day", op: "date_range", range: q4 }, { column: "region", op: "eq", value: "North" }],
      [[0, "2024-10-01", "2024-12-31"], [2, "2024-10-01", "2024-12-31"]],
    );
    expect(scope).toEqual({ period: "in Q4 2024", conditions: ["Region is North"] });
  });

  it("names each column when two date filters keep different periods", () => {
    const scope = scopeOf(
      [{ column: "day", op: "date_range", range: q4 }, { column: "shipped", op: "date_range", range: { kind: "between", from: "2024-12", to: "2024-12" } }],
      [[0, "2024-10-01", "2024-12-31"], [1, "2024-12-01", "2024-12-31"]],
    );
    expect(scope.period).toBeUndefined();
    expect(scope.conditions).toHaveLength(2);
    expect(scope.conditions[0]).toMatch(/^Order Date/);
    expect(scope.conditions[1]).toMatch(/^Ship Date/);
  });
});
