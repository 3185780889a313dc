import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { executePlan } from "../execute/execute-plan";
import { narrate } from "../narrate/answer";
import type { AggregatePlan } from "../plan/schema";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { collectPlannerFacts } from "./facts";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const schema: DatasetSchema = {
  rowCount: 4,
  columns: [
    { id: "campaign", name: "Campaign", type: "text" },
    { id: "channel", name: "Channel", type: "text" },
    { id: "spend", name: "Spend ($)", type: "number" },
    { id: "impressions", name: "Impressions", type: "number" },
    { id: "clicks", name: "Clicks", type: "number" },
    { id: "leads", name: "Leads", type: "number" },
    { id: "conversions", name: "Conversions", type: "number" },
    { id: "revenue", name: "Revenue", type: "number" },
  ],
};
const dataset = datasetFromColumns(schema, {
  campaign: ["A", "B", "C", "D"],
  channel: ["Search", "Search", "Social", "Email"],
  spend: [100, 300, 200, 10],
  impressions: [10_000, 30_000, 50_000, 1_000],
  clicks: [200, 600, 500, 40],
  leads: [40, 60, 50, 8],
  conversions: [20, 40, 10, 4],
  revenue: [1_000, 2_000, 400, 200],
});
const facts = await collectPlannerFacts(dataset);
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "campaigns.csv" });
const answer = async (question: string) => {
  const planned = ask(question);
  expect(planned.clarification?.message).toBeUndefined();
  return { planned, result: await executePlan(dataset, planned.plan) };
};

describe("business terms resolved against the columns' roles", () => {
  it("cost per click is total spend over total clicks, with the formula in the notes", async () => {
    const { planned, result } = await answer("what is the cost per click?");
    expect((planned.plan as AggregatePlan).measures).toEqual([{ id: "cost_per_click", op: "sum", column: "spend", per: { op: "sum", column: "clicks" }, label: "Cost per click" }]);
    expect(planned.notes).toContain("Cost per click = total Spend ($) ÷ total Clicks");
    expect(result.table.rows).toEqual([[610 / 1340]]);
    expect(narrate(result)).toBe("Cost per click is $0.46.");
  });
  it("rates are percentages, grouped and ranked by the ratio of totals", async () => {
    const ctr = await answer("CTR by channel");
    expect(ctr.result.table.rows).toContainEqual(["Search", 800 / 40_000]);
    expect(ctr.planned.notes).toContain("Click-through rate = total Clicks ÷ total Impressions, as a percentage");
    const best = await answer("which channel has the highest conversion rate");
    // Search 60/800 = 7.5%, Social 10/500 = 2%, Email 4/40 = 10%.
    expect(best.result.table.rows).toEqual([["Email", 0.1]]);
    expect(narrate(best.result)).toBe("Email has the highest Conversion rate: 10.0%.");
  });
  it("return on ad spend and a ratio of two named figures", async () => {
    expect((await answer("ROAS by channel")).result.table.rows).toContainEqual(["Social", 2]);
    const perLead = await answer("revenue per lead");
    expect(perLead.result.table.rows).toEqual([[3_600 / 158]]);
    expect(perLead.planned.notes).toContain("Revenue per lead = total Revenue ÷ total Leads");
  });
  it("refuses a term whose figures the data lacks, and one it cannot fit into the question", () => {
    expect(ask("what is our margin?").clarification?.message).toBe("'margin' is margin, worked out from columns of revenue and cost; I couldn't find one column for each in this data, so I can't work it out.");
    expect(ask("is the cost per click above 2?").plan).toBeNull();
  });
  it("the share of one slice is one figure; a share by a grouping stays a breakdown", async () => {
    const { planned, result } = await answer("what share of spend went to Search?");
    expect(result.table.rows).toEqual([[400 / 610]]);
    expect(narrate(result)).toBe("Share of Spend ($) (Channel is Search) is 65.6%.");
    expect(planned.notes).toContain("Share = total Spend ($) where Channel is Search ÷ total Spend ($), as a percentage");
    const breakdown = (await answer("share of spend by channel")).planned.plan as AggregatePlan;
    expect(breakdown.groupBy).toEqual([{ column: "channel" }]);
  });
  it("the share of a slice in each group: within each group, not the groups' shares of the slice", () => {
    const plan = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts }).plan as AggregatePlan;
    const within = plan("what share of revenue came from online orders in each region");
    expect(within.groupBy).toEqual([{ column: "region" }]);
    expect(within.filters ?? []).toEqual([]);
    expect(within.measures).toEqual([
      { id: "share", op: "sum", column: "revenue", where: [{ column: "channel", op: "eq", value: "Online" }], per: { op: "sum", column: "revenue" }, percent: true, label: "Share of Revenue (Channel is Online)" },
    ]);
    // The groups' shares of online revenue: a filter, and each region's share of what it keeps.
    const ofSlice = plan("share of online revenue by region");
    expect(ofSlice.filters).toContainEqual({ column: "channel", op: "eq", value: "Online" });
    expect(ofSlice.measures.some((m) => m.transform?.kind === "share_of_total")).toBe(true);
  });
  it("average order value needs orders: a column of them, or rows that are orders", async () => {
    expect(ask("average order value by channel").clarification?.message).toBe(
      "'average order value' is the revenue per order; this data has no column of orders and its rows are not orders, so I can't work it out.",
    );
    const ordersSchema: DatasetSchema = { rowCount: 2, columns: [{ id: "store", name: "Store", type: "text" }, { id: "orders", name: "Orders", type: "number" }, { id: "revenue", name: "Revenue", type: "number" }] };
    const stores = datasetFromColumns(ordersSchema, { store: ["A", "B"], orders: [10, 30], revenue: [500, 900] });
    const planned = planWithBuiltIn({ question: "average order value", schema: ordersSchema, profile: await collectPlannerFacts(stores) });
    expect((await executePlan(stores, planned.plan)).table.rows).toEqual([[1_400 / 40]]);
    expect(planned.notes).toContain("Average order value = total Revenue ÷ total Orders");
  });
  it("a figure per something is refused when no column holds the figure", async () => {
    const people: DatasetSchema = { rowCount: 1, columns: [{ id: "employee_id", name: "Employee ID", type: "text" }, { id: "department", name: "Department", type: "text" }, { id: "salary", name: "Salary", type: "number" }] };
    const data = datasetFromColumns(people, { employee_id: ["E1"], department: ["Sales"], salary: [100] });
    const planned = planWithBuiltIn({ question: "revenue per employee", schema: people, profile: await collectPlannerFacts(data) });
    expect(planned.clarification?.message).toBe("I couldn't find a column of revenue in this data, so I can't work out 'revenue per employee'.");
  });
  it("year over year compares each period with the same one a year earlier", () => {
    const salesLike = planWithBuiltIn({ question: "revenue growth year over year by quarter", schema: salesSchema, profile: salesFacts }).plan as AggregatePlan;
    expect(salesLike.groupBy).toEqual([{ column: "order_date", bucket: "quarter" }]);
    expect(salesLike.measures[1].transform).toEqual({ kind: "percent_change", compareTo: "previous_year" });
  });
});

