import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import type { AnalysisPlan } from "../plan/schema";
import { answerPlan } from "./answer-plan";

const schema = { rowCount: 5, columns: [{ id: "region", name: "Region", type: "text" as const }, { id: "sales", name: "Sales", type: "number" as const }] };
const data = datasetFromColumns(schema, { region: ["North", "North", "South", "South", "West"], sales: [5, 5, 4, 6, 3] });
const topBy = (n: number, op: "sum" | "count"): AnalysisPlan => ({
  kind: "aggregate",
  groupBy: [{ column: "region" }],
  measures: op === "sum" ? [{ op: "sum", column: "sales" }] : [{ op: "count" }],
  top: { n, by: op === "sum" ? "sum_sales" : "count" },
});

describe("answerPlan", () => {
  it("executes the plan and words the answer: sentence, value, chart, receipt with the planner", async () => {
    const answered = await answerPlan(datasetFromColumns(schema, { region: ["North", "North", "South"], sales: [5, 5, 4] }), topBy(1, "sum"), {}, { planner: "built-in" });
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.result.table.rows).toEqual([["North", 10]]);
    expect(answered.answer).toMatch(/North/);
    expect(answered.value).toBe("North");
    expect(answered.chart.type).toBeDefined();
    expect(answered.receipt[0]).toBe("Planned by the built-in planner.");
  });

  it("says there is no single answer when a top-1 ranking is level, and answers a longer list", async () => {
    // North and South both total 10.
    const tied = await answerPlan(data, topBy(1, "sum"));
    expect(tied).toEqual({ kind: "tie", message: expect.stringMatching(/^There is no single answer: North and South are level on Total Sales \(10\.00\)/) });
    const two = await answerPlan(data, topBy(2, "sum"));
    expect(two.kind).toBe("answer");
  });

  it("has no planner line in the receipt for a ready-made plan", async () => {
    const answered = await answerPlan(data, { kind: "aggregate", measures: [{ op: "count" }] });
    if (answered.kind !== "answer") throw new Error("expected an answer");
    expect(answered.value).toBe(5);
    expect(answered.receipt.some((line) => line.startsWith("Planned by"))).toBe(false);
  });
});
