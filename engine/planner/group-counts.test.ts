// Issue #14, classes 4 and 10: "how many <groups> have/appear …" is the number of groups whose figure (a row count,
// or a total/average of a column) passes a condition (plan.countGroups), never a row filter. Questions we wrote over
// our own fixtures.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { validatePlan } from "../plan/validate";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";
import type { PlannerFacts, PlannerResult } from "./types";

// Support tickets: each ticket may answer a parent ticket; Parent Ref repeats, Ticket Ref does not.
const ticketSchema: DatasetSchema = {
  rowCount: 500,
  columns: [
    { id: "ticket_ref", name: "Ticket ID", type: "text" },
    { id: "parent_ref", name: "Parent ID", type: "text" },
    { id: "queue", name: "Queue", type: "text" },
    { id: "hours", name: "Hours Spent", type: "number" },
  ],
};
const ticketFacts: PlannerFacts = {
  rowCount: 500,
  columns: [
    { id: "ticket_ref", distinct: 500, missing: 0, values: ["T-1", "T-2", "T-3"] },
    { id: "parent_ref", distinct: 120, missing: 80, values: ["T-1", "T-2"] },
    { id: "queue", distinct: 4, missing: 0, values: ["Billing", "Access", "Hardware", "Other"] },
    { id: "hours", distinct: 90, min: 0.25, max: 40 },
  ],
};

function ask(question: string, schema = salesSchema, profile = salesFacts): PlannerResult {
  return planWithBuiltIn({ question, schema, profile, datasetName: schema === salesSchema ? "orders.csv" : "tickets.csv" });
}

function plan(question: string, schema = salesSchema, profile = salesFacts): AnalysisPlan {
  const result = ask(question, schema, profile);
  expect(result.clarification?.message, question).toBeUndefined();
  expect(validatePlan(result.plan, schema).ok).toBe(true);
  return result.plan!;
}

describe("how many groups pass a condition on their figure", () => {
  it("counts the groups whose total or average passes, not the rows", () => {
    expect(plan("How many regions have total revenue over 1000?")).toEqual({
      kind: "aggregate",
      filters: [{ column: "region", op: "is_not_empty" }],
      groupBy: [{ column: "region" }],
      measures: [{ id: "sum_revenue", op: "sum", column: "revenue" }],
      having: [{ measure: "sum_revenue", op: "gt", value: 1000 }],
      countGroups: true,
    });
    expect(plan("How many countries have an average unit price below 300?")).toMatchObject({ groupBy: [{ column: "country" }], measures: [{ op: "mean", column: "unit_price" }], having: [{ op: "lt", value: 300 }], countGroups: true });
    expect(plan("In how many channels is the average discount below 5%?")).toMatchObject({ groupBy: [{ column: "channel" }], measures: [{ op: "mean", column: "discount" }], having: [{ op: "lt" }], countGroups: true });
    expect(plan("Number of products with total quantity of at least 500")).toMatchObject({ groupBy: [{ column: "product" }], measures: [{ op: "sum", column: "quantity" }], having: [{ op: "gte", value: 500 }], countGroups: true });
  });

  it("counts the groups with more or fewer rows than a number ('orders', 'entries', 'times')", () => {
    expect(plan("How many categories have more than 50 orders?")).toMatchObject({ groupBy: [{ column: "category" }], measures: [{ op: "count" }], having: [{ measure: "count", op: "gt", value: 50 }], countGroups: true });
    expect(plan("How many sales reps have fewer than 20 entries?")).toMatchObject({ groupBy: [{ column: "sales_rep" }], having: [{ op: "lt", value: 20 }], countGroups: true });
    expect(plan("How many countries appear at least 3 times?")).toMatchObject({ groupBy: [{ column: "country" }], having: [{ op: "gte", value: 3 }], countGroups: true });
  });

  it("reads a verb of the rows before a number of rows ('placed', 'were ordered', 'have been sold')", () => {
    const rows = { measures: [{ op: "count" }], countGroups: true };
    expect(plan("How many customers placed more than 20 orders?")).toMatchObject({ ...rows, groupBy: [{ column: "customer_name" }], having: [{ op: "gt", value: 20 }] });
    expect(plan("How many products were ordered more than 50 times?")).toMatchObject({ ...rows, groupBy: [{ column: "product" }], having: [{ op: "gt", value: 50 }] });
    expect(plan("How many products have been sold at least 200 times?")).toMatchObject({ ...rows, groupBy: [{ column: "product" }], having: [{ op: "gte", value: 200 }] });
    expect(plan("Count the countries with more than 150 orders")).toMatchObject({ ...rows, groupBy: [{ column: "country" }] });
    expect(plan("How many distinct customers have more than 100 orders?")).toMatchObject({ ...rows, groupBy: [{ column: "customer_name" }] });
    // A negation, or a flag named in the verb's place, is not a plain count of each group's rows.
    expect(ask("How many customers were not served more than 3 times?").plan).not.toMatchObject({ countGroups: true });
    expect(ask("How many customers have returned more than 3 orders?").plan).not.toMatchObject({ countGroups: true });
  });

  it("reads 'once', 'twice' and 'more than once' after a verb of appearing", () => {
    expect(plan("How many products appear exactly once?")).toMatchObject({ groupBy: [{ column: "product" }], measures: [{ op: "count" }], having: [{ op: "eq", value: 1 }], countGroups: true });
    expect(plan("How many customers appear more than once?")).toMatchObject({ groupBy: [{ column: "customer_name" }], having: [{ op: "gt", value: 1 }], countGroups: true });
    expect(plan("how many channels occur twice?")).toMatchObject({ groupBy: [{ column: "channel" }], having: [{ op: "eq", value: 2 }], countGroups: true });
  });

  it("counts how often the values of a repeating id column appear; blanks are not a group", () => {
    expect(plan("how many Parent IDs appear exactly once", ticketSchema, ticketFacts)).toMatchObject({
      filters: [{ column: "parent_ref", op: "is_not_empty" }],
      groupBy: [{ column: "parent_ref" }],
      having: [{ op: "eq", value: 1 }],
      countGroups: true,
    });
    expect(plan("How many queues have total hours spent over 100?", ticketSchema, ticketFacts)).toMatchObject({ groupBy: [{ column: "queue" }], measures: [{ op: "sum", column: "hours" }], countGroups: true });
  });

  it("counts how often the values of a number column appear, with a word after it saying what it holds", () => {
    // A catalogue tree: each node names its parent node by number.
    const treeSchema: DatasetSchema = { rowCount: 300, columns: [{ id: "node_id", name: "Node ID", type: "number" }, { id: "parent", name: "Parent", type: "number" }, { id: "label", name: "Label", type: "text" }] };
    const treeFacts: PlannerFacts = {
      rowCount: 300,
      columns: [{ id: "node_id", distinct: 300, min: 1, max: 300 }, { id: "parent", distinct: 40, missing: 0, min: 1, max: 290 }, { id: "label", distinct: 300, missing: 0, values: ["Garden tools", "Kitchen", "Lighting"] }],
    };
    expect(plan("How many Parent IDs appear exactly once?", treeSchema, treeFacts)).toMatchObject({ groupBy: [{ column: "parent" }], measures: [{ op: "count" }], having: [{ op: "eq", value: 1 }], countGroups: true });
    expect(plan("How many parents appear more than 3 times?", treeSchema, treeFacts)).toMatchObject({ groupBy: [{ column: "parent" }], having: [{ op: "gt", value: 3 }], countGroups: true });
    // A measured number's values are grouped only by how often they appear.
    expect(ask("How many parents have total node id over 3?", treeSchema, treeFacts).plan).not.toMatchObject({ countGroups: true });
  });

  it("asks, rather than filtering rows by a total, when a total is compared in a count it cannot read", () => {
    for (const question of ["How many regions have a total revenue over 1000 and a total cost below 500?", "How many North countries have total revenue over 1000?", "How many countries with total revenue over 100000 are there?"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification!.message, question).toMatch(/^I can't yet count the (Region|Country) values by their total Revenue/);
    }
    // Rows are not groups: an order's total revenue is its revenue.
    const orders = plan("How many orders have a total revenue over 1000?");
    expect(orders.kind === "aggregate" && orders.measures[0].op).toBe("count");
    expect(orders.filters).toEqual([{ column: "revenue", op: "gt", value: 1000 }]);
  });

  it("keeps the question's other conditions as row filters", () => {
    expect(plan("How many regions in 2024 have total revenue over 300000?")).toMatchObject({ groupBy: [{ column: "region" }], having: [{ op: "gt", value: 300000 }], countGroups: true });
    expect(plan("How many products from North have more than 50 orders?")).toMatchObject({ groupBy: [{ column: "product" }], filters: [{ column: "region", op: "eq", value: "North" }, { column: "product", op: "is_not_empty" }], countGroups: true });
    expect(plan("How many regions have total revenue over 1000 in 2024?")).toMatchObject({ groupBy: [{ column: "region" }], having: [{ op: "gt", value: 1000 }], countGroups: true });
    expect(plan("How many products have more than 10 orders in North?").filters).toEqual(expect.arrayContaining([{ column: "region", op: "eq", value: "North" }]));
  });

  it("follow-ups keep the condition: another period, another column's groups, or the groups themselves", () => {
    const first = plan("How many regions have total revenue over 600000?");
    const next = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv", conversation: [{ question: "How many regions have total revenue over 600000?", plan: first }] }).plan;
    expect(next("what about countries?")).toMatchObject({ groupBy: [{ column: "country" }], filters: [{ column: "country", op: "is_not_empty" }], having: [{ op: "gt", value: 600000 }], countGroups: true });
    expect(next("by product instead")).toMatchObject({ groupBy: [{ column: "product" }], filters: [{ column: "product", op: "is_not_empty" }], countGroups: true });
    expect(next("and in 2024?")).toMatchObject({ groupBy: [{ column: "region" }], countGroups: true });
    const listed = next("list them");
    expect(listed).toMatchObject({ kind: "aggregate", groupBy: [{ column: "region" }], having: [{ op: "gt", value: 600000 }] });
    expect(listed).not.toHaveProperty("countGroups");
  });

  it("checks how many groups pass in a yes/no question ('are there more than 3 regions with …?')", () => {
    expect(plan("Are there more than 3 regions with total revenue over 600000?")).toMatchObject({
      groupBy: [{ column: "region" }],
      measures: [{ op: "sum", column: "revenue" }],
      having: [{ op: "gt", value: 600000 }],
      check: { kind: "group_count", op: "gt", value: 3 },
    });
    expect(plan("Do more than 5 countries have more than 150 orders?")).toMatchObject({ groupBy: [{ column: "country" }], measures: [{ op: "count" }], having: [{ op: "gt", value: 150 }], check: { kind: "group_count", op: "gt", value: 5 } });
    expect(plan("Are there at least 2 products that appear more than 250 times?")).toMatchObject({ groupBy: [{ column: "product" }], check: { kind: "group_count", op: "gte", value: 2 } });
    expect(plan("Are there more than 3 regions with total revenue over 600000?")).not.toHaveProperty("countGroups");
  });

  it("asks instead of choosing between a group's total and any one row's value", () => {
    const result = ask("How many regions have revenue over 1000?");
    expect(result.plan).toBeNull();
    expect(result.clarification!.message).toBe(
      "Do you mean each Region's total Revenue, or the Region values with at least one row where Revenue is over 1000?",
    );
  });

  it("leaves other counts as they were", () => {
    expect(plan("How many orders have revenue over 1000?")).not.toHaveProperty("countGroups");
    expect(plan("How many regions are there?")).not.toHaveProperty("countGroups");
    // A price belongs to each row: products with a row priced over 400.
    expect(plan("How many products have a unit price over 400?")).not.toHaveProperty("countGroups");
  });
});
