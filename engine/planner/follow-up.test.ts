import { describe, expect, it } from "vitest";
import type { AggregatePlan, AnalysisPlan } from "../plan/schema";
import { validatePlan } from "../plan/validate";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";
import type { ConversationTurn, PlannerResult } from "./types";

/** Asks the questions in turn, each with the conversation so far; returns every answer. */
function converse(...questions: string[]): PlannerResult[] {
  const conversation: ConversationTurn[] = [];
  return questions.map((question) => {
    const result = planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, conversation });
    conversation.push({ question, plan: result.plan });
    if (result.plan) expect(validatePlan(result.plan, salesSchema).ok).toBe(true);
    return result;
  });
}

const last = (...questions: string[]): AggregatePlan => {
  const results = converse(...questions);
  const final = results[results.length - 1];
  expect(final.clarification?.message).toBeUndefined();
  return final.plan as AggregatePlan;
};

describe("follow-ups", () => {
  it("replace a filter value: 'what about the South?'", () => {
    const results = converse("revenue in the North region by month", "what about the South?");
    expect(results[1].followUp).toBe(true);
    expect(results[1].plan?.filters).toEqual([{ column: "region", op: "eq", value: "South" }]);
    expect((results[1].plan as AggregatePlan).groupBy).toEqual([{ column: "order_date", bucket: "month" }]);
  });
  it("replace a time filter: 'what about 2023?'", () => {
    expect(last("total revenue by region in 2024", "what about 2023?").filters).toEqual([{ column: "order_date", op: "eq", value: "2023" }]);
  });
  it("add a filter: 'only 2024', 'just online orders'", () => {
    expect(last("total revenue by region", "only 2024").filters).toEqual([{ column: "order_date", op: "eq", value: "2024" }]);
    expect(last("total revenue by region", "just online orders").filters).toEqual([{ column: "channel", op: "eq", value: "Online" }]);
  });
  it("add an exclusion: 'exclude returns', 'excluding Germany'", () => {
    expect(last("average discount by channel", "exclude returns").filters).toEqual([{ column: "returned", op: "eq", value: false }]);
    expect(last("revenue by country", "excluding Germany").filters).toEqual([{ column: "country", op: "neq", value: "Germany" }]);
  });
  it("remove a filter: 'remove the channel filter'", () => {
    const plan = last("monthly revenue in 2024 for online orders", "remove the channel filter");
    expect(plan.filters).toEqual([{ column: "order_date", op: "eq", value: "2024" }]);
  });
  it("change the grouping: 'now by month', 'by country instead'", () => {
    expect(last("total revenue by region", "now by month").groupBy).toEqual([{ column: "order_date", bucket: "month" }]);
    expect(last("total revenue by region", "by country instead").groupBy).toEqual([{ column: "country" }]);
    expect(last("total revenue in 2024", "break it down by channel").groupBy).toEqual([{ column: "channel" }]);
  });
  it("change the measure: 'and the average?', 'use the median', 'and the quantity?'", () => {
    expect(last("total revenue by region", "and the average?").measures).toEqual([{ id: "mean_revenue", op: "mean", column: "revenue" }]);
    expect(last("average discount by channel", "use the median").measures).toEqual([{ id: "median_discount", op: "median", column: "discount" }]);
    expect(last("total revenue by region", "and the quantity?").measures).toEqual([{ id: "sum_quantity", op: "sum", column: "quantity" }]);
    expect(last("total revenue by region", "average instead of total").measures).toEqual([{ id: "mean_revenue", op: "mean", column: "revenue" }]);
  });
  it("change the N: 'top 3 instead', 'bottom 2'", () => {
    expect(last("top 5 products by revenue", "top 3 instead").top).toEqual({ n: 3, by: "sum_revenue" });
    expect(last("top 5 products by revenue", "bottom 2").top).toEqual({ n: 2, by: "sum_revenue", direction: "bottom" });
    expect(last("revenue by product", "top 3").top).toEqual({ n: 3, by: "sum_revenue" });
  });
  it("change the chart: 'as a pie', 'show it as a line'", () => {
    expect(last("total revenue by region", "as a pie").chart).toEqual({ type: "pie" });
    expect(last("monthly revenue", "show it as a line").chart).toEqual({ type: "line" });
    expect(last("total revenue by region", "as a pie").groupBy).toEqual([{ column: "region" }]);
  });
  it("change a compared number: 'make it over $5000'", () => {
    expect(last("how many orders over $1000", "make it over $5000").filters).toEqual([{ column: "revenue", op: "gt", value: 5000 }]);
  });
  it("list the rows behind an answer: 'list them'", () => {
    const results = converse("how many orders over $10000 in Germany", "list them");
    expect(results[1].plan).toEqual({
      kind: "rows",
      filters: [
        { column: "revenue", op: "gt", value: 10000 },
        { column: "country", op: "eq", value: "Germany" },
      ],
    });
  });
  it("a new complete question starts fresh", () => {
    const results = converse("total revenue by region in 2024", "how many orders were returned?");
    expect(results[1].followUp).toBe(false);
    const plan: AnalysisPlan | null = results[1].plan;
    expect(plan).toEqual({ kind: "aggregate", measures: [{ id: "count", op: "count" }], filters: [{ column: "returned", op: "eq", value: true }] });
  });
  it("a follow-up without an earlier answer is planned on its own", () => {
    const [result] = converse("what about France?");
    expect(result.plan?.filters).toEqual([{ column: "country", op: "eq", value: "France" }]);
  });
});
