import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { PlanError } from "./errors";
import { assertValidPlan, validatePlan } from "./validate";

const schema: DatasetSchema = {
  rowCount: 100,
  columns: [
    { id: "region", name: "Region", type: "text" },
    { id: "revenue_text", name: "Revenue", type: "text" },
    { id: "amount", name: "Amount", type: "number", unit: { kind: "currency", code: "USD" } },
    { id: "order_date", name: "Order date", type: "date" },
    { id: "returned", name: "Returned", type: "boolean" },
  ],
};

function errors(plan: unknown, profile?: Parameters<typeof validatePlan>[2]) {
  const result = validatePlan(plan, schema, profile);
  if (result.ok) throw new Error("expected the plan to be rejected");
  return result.errors;
}

const sum = (column: string) => ({ kind: "aggregate", measures: [{ op: "sum", column }] });

describe("validatePlan", () => {
  it("explains summing text with the profile's evidence", () => {
    const [issue] = errors(sum("revenue_text"), { columns: [{ id: "revenue_text", nonNumeric: 12 }] });
    expect(issue).toMatchObject({ code: "type_mismatch", column: "revenue_text", path: ["measures", 0, "op"] });
    expect(issue.message).toBe("'Revenue' is text here, so it cannot be summed — 12 of its values are not numbers.");
  });

  it("explains summing text without a profile, and other type mismatches", () => {
    expect(errors(sum("revenue_text"))[0].message).toBe("'Revenue' is text here, so it cannot be summed.");
    expect(errors(sum("order_date"))[0].message).toBe("'Order date' holds dates, so it cannot be summed.");
    expect(errors({ kind: "aggregate", measures: [{ op: "max", column: "region" }] })[0].message).toBe(
      "'Region' is text here, so it cannot be used for a largest value.",
    );
    expect(errors({ kind: "aggregate", measures: [{ op: "mean", column: "region" }] })[0].message).toMatch(/cannot be averaged/);
  });

  it("accepts what each type supports", () => {
    for (const measure of [
      { op: "count" },
      { op: "count", column: "region" },
      { op: "count_distinct", column: "order_date" },
      { op: "mean", column: "returned" },
      { op: "max", column: "order_date" },
      { op: "median", column: "amount" },
      { op: "std_dev", column: "amount" },
    ])
      expect(validatePlan({ kind: "aggregate", measures: [measure] }, schema).ok, JSON.stringify(measure)).toBe(true);
  });

  it("rejects unknown columns wherever they appear", () => {
    const issues = errors({
      kind: "aggregate",
      filters: [{ column: "profit", op: "gt", value: 1 }],
      groupBy: [{ column: "country" }],
      measures: [{ op: "sum", column: "margin" }],
    });
    expect(issues.map((i) => [i.code, i.column])).toEqual([
      ["unknown_column", "profit"],
      ["unknown_column", "country"],
      ["unknown_column", "margin"],
    ]);
    expect(issues[0].message).toBe("There is no column 'profit' in this dataset.");
    expect(errors({ kind: "rows", columns: ["nope"] })[0].code).toBe("unknown_column");
    expect(errors({ kind: "rows", sort: [{ by: "nope", direction: "asc" }] })[0].code).toBe("unknown_column");
  });

  it("reports a malformed plan with where it is wrong", () => {
    const [issue] = errors({ kind: "aggregate", measures: [{ op: "total", column: "amount" }] });
    expect(issue.code).toBe("invalid_plan");
    expect(issue.path).toEqual(["measures", 0, "op"]);
    expect(issue.message).toMatch(/measures\.0\.op/);
    expect(errors({ kind: "aggregate", measures: [] })[0].code).toBe("invalid_plan");
    expect(errors({ kind: "aggregate", measures: [{ op: "count" }], extra: 1 })[0].code).toBe("invalid_plan");
    expect(errors(null)[0].code).toBe("invalid_plan");
    expect(errors({ kind: "aggregate", measures: [{ op: "sum" }] })[0].message).toBe("A sum needs a column to work on.");
  });

  it("checks filter values against the column type", () => {
    const issue = (filter: object) => errors({ kind: "aggregate", filters: [filter], measures: [{ op: "count" }] })[0];
    expect(issue({ column: "amount", op: "eq", value: "lots" }).message).toBe("'Amount' holds numbers, so it cannot be compared with 'lots'.");
    expect(issue({ column: "order_date", op: "eq", value: "2024-13" }).message).toMatch(/cannot be compared with '2024-13' \(write dates as/);
    expect(issue({ column: "region", op: "gt", value: 5 }).code).toBe("type_mismatch");
    expect(issue({ column: "returned", op: "eq", value: "maybe" }).message).toMatch(/\(use yes or no\)/);
    expect(issue({ column: "amount", op: "contains", value: "1" }).message).toBe("'Amount' holds numbers, so it cannot be searched for words.");
    expect(issue({ column: "region", op: "date_range", range: { kind: "this", unit: "year" } }).code).toBe("type_mismatch");
    expect(issue({ column: "order_date", op: "date_range", range: { kind: "between", from: "2024-05", to: "2024-02" } }).message).toMatch(/ends before it starts/);
  });

  it("accepts literal forms people write", () => {
    const ok = (filter: object) => validatePlan({ kind: "aggregate", filters: [filter], measures: [{ op: "count" }] }, schema).ok;
    expect(ok({ column: "amount", op: "gt", value: "500" })).toBe(true);
    expect(ok({ column: "order_date", op: "eq", value: 2024 })).toBe(true);
    expect(ok({ column: "order_date", op: "between", from: "2024-Q1", to: "2024-Q2" })).toBe(true);
    expect(ok({ column: "returned", op: "eq", value: "yes" })).toBe(true);
    expect(ok({ column: "region", op: "in", values: ["North", 3] })).toBe(true);
  });

  it("fills in ids and the default day bucket", () => {
    const plan = assertValidPlan(
      { kind: "aggregate", groupBy: [{ column: "order_date" }, { column: "region" }], measures: [{ op: "sum", column: "amount" }, { op: "count" }], sort: [{ by: "region", direction: "asc" }] },
      schema,
    );
    if (plan.kind !== "aggregate") throw new Error("kind");
    expect(plan.groupBy.map((g) => [g.id, g.bucket])).toEqual([["order_date_day", "day"], ["region", undefined]]);
    expect(plan.measures.map((m) => m.id)).toEqual(["sum_amount", "count"]);
    expect(plan.sort).toEqual([{ by: "region", direction: "asc" }]);
  });

  it("resolves a sort by a bucketed column's id to its group key", () => {
    const plan = assertValidPlan({ kind: "aggregate", groupBy: [{ column: "order_date", bucket: "month" }], measures: [{ op: "count" }], sort: [{ by: "order_date", direction: "desc" }] }, schema);
    expect(plan.sort).toEqual([{ by: "order_date_month", direction: "desc" }]);
  });

  it("rejects buckets on non-dates and duplicate ids", () => {
    expect(errors({ kind: "aggregate", groupBy: [{ column: "region", bucket: "month" }], measures: [{ op: "count" }] })[0].message).toBe(
      "'Region' is text here, not dates, so it cannot be grouped by month.",
    );
    expect(errors({ kind: "aggregate", measures: [{ op: "count" }, { op: "count" }] })[0].code).toBe("duplicate_id");
    expect(errors({ kind: "aggregate", groupBy: [{ column: "region", id: "x" }], measures: [{ op: "count", id: "x" }] })[0].code).toBe("duplicate_id");
  });

  it("rejects transforms that do not fit", () => {
    const transform = (op: string, t: object, extra: object = {}) => errors({ kind: "aggregate", measures: [{ op, column: "amount", transform: t }], ...extra })[0];
    expect(transform("mean", { kind: "share_of_total" }).message).toBe("A share of total only adds up counts or sums, not a mean.");
    expect(transform("max", { kind: "running_total" }).code).toBe("unsupported_combination");
    expect(transform("sum", { kind: "percent_change" }).message).toMatch(/needs the results grouped by a date/);
    expect(transform("sum", { kind: "percent_change" }, { groupBy: [{ column: "order_date", bucket: "weekday" }] }).code).toBe("unsupported_combination");
    expect(transform("sum", { kind: "percent_change", compareTo: "previous_year" }, { groupBy: [{ column: "order_date", bucket: "year" }] }).message).toMatch(/smaller than a year/);
    expect(transform("sum", { kind: "period_change", column: "region", from: { kind: "this", unit: "year" }, to: { kind: "this", unit: "year" } }).code).toBe("type_mismatch");
  });

  it("rejects references to measures or groups the plan does not define", () => {
    const base = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "count" }] };
    expect(errors({ ...base, having: [{ measure: "total", op: "gt", value: 1 }] })[0].message).toBe("The plan refers to a measure 'total' that it does not define.");
    expect(errors({ ...base, sort: [{ by: "amount", direction: "asc" }] })[0].code).toBe("unknown_reference");
    expect(errors({ ...base, top: { n: 3, by: "sum_amount" } })[0].code).toBe("unknown_reference");
    expect(errors({ ...base, check: { kind: "threshold", measure: "x", op: "gt", value: 1 } })[0].code).toBe("unknown_reference");
  });

  it("rejects combinations without meaning", () => {
    expect(errors({ kind: "aggregate", measures: [{ op: "count" }], top: { n: 3 } })[0].message).toMatch(/need something to rank/);
    expect(
      errors({ kind: "aggregate", groupBy: [{ column: "order_date", bucket: "month" }], measures: [{ op: "count", transform: { kind: "running_total" } }], top: { n: 3, others: true } })[0].code,
    ).toBe("unsupported_combination");
    expect(errors({ kind: "aggregate", measures: [{ op: "count" }], check: { kind: "trend", direction: "up" } })[0].message).toMatch(/grouped by a date/);
    expect(errors({ kind: "aggregate", measures: [{ op: "count" }], check: { kind: "compare", a: "North", b: "South", op: "gt" } })[0].message).toMatch(/grouped/);
  });

  it("counts groups only of a grouped plan, without a ranking or a check", () => {
    const counted = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }], having: [{ measure: "sum_amount", op: "gt", value: 1000 }], countGroups: true };
    expect(validatePlan(counted, schema).ok).toBe(true);
    expect(errors({ ...counted, groupBy: undefined, having: undefined })[0].message).toBe("Counting groups needs the results grouped, for example by region.");
    expect(errors({ ...counted, top: { n: 2 } })[0]).toMatchObject({ code: "unsupported_combination", path: ["countGroups"] });
    expect(errors({ ...counted, check: { kind: "threshold", op: "gt", value: 1 } })[0].message).toMatch(/cannot also be a yes\/no check/);
    // "Are there more than 3 regions with …?" is a group_count check, on a grouped plan without a ranking.
    const checked = { ...counted, countGroups: undefined, check: { kind: "group_count", op: "gt", value: 3 } };
    expect(validatePlan(checked, schema).ok).toBe(true);
    expect(errors({ ...checked, groupBy: undefined, having: undefined })[0].message).toMatch(/needs the results grouped/);
    expect(errors({ ...checked, top: { n: 2 } })[0].code).toBe("unsupported_combination");
  });

  it("throws a PlanError listing every issue", () => {
    expect(() => assertValidPlan({ kind: "aggregate", measures: [{ op: "sum", column: "region" }, { op: "sum", column: "nope" }] }, schema)).toThrow(PlanError);
    try {
      assertValidPlan({ kind: "aggregate", measures: [{ op: "sum", column: "region" }, { op: "sum", column: "nope" }] }, schema);
    } catch (error) {
      expect((error as PlanError).issues).toHaveLength(2);
      expect((error as PlanError).message).toBe("'Region' is text here, so it cannot be summed. There is no column 'nope' in this dataset.");
    }
  });
});
