import { describe, expect, it } from "vitest";
import type { AggregatePlan, AnalysisPlan, RowsPlan } from "../plan/schema";
import { validatePlan } from "../plan/validate";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";
import type { PlannerResult } from "./types";

function ask(question: string): PlannerResult {
  return planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });
}

function plan(question: string): AnalysisPlan {
  const result = ask(question);
  expect(result.clarification?.message).toBeUndefined();
  expect(result.plan).not.toBeNull();
  expect(validatePlan(result.plan, salesSchema).ok).toBe(true);
  return result.plan!;
}

const aggregate = (question: string) => plan(question) as AggregatePlan;
const measures = (p: AggregatePlan) => p.measures.map((m) => `${m.op}:${m.column ?? "*"}${m.transform ? `:${m.transform.kind}` : ""}`);
const groups = (p: AggregatePlan) => (p.groupBy ?? []).map((g) => (g.bucket ? `${g.column}/${g.bucket}` : g.column));

describe("built-in planner: words for columns", () => {
  it("maps business synonyms to the column the data has", () => {
    for (const q of ["total revenue", "total sales", "total turnover", "how much did we sell"]) expect(measures(aggregate(q))).toEqual(["sum:revenue"]);
  });
  it("reads plurals, case styles, abbreviations and typos", () => {
    expect(groups(aggregate("revenue by regions"))).toEqual(["region"]);
    expect(groups(aggregate("REVENUE BY REGION"))).toEqual(["region"]);
    expect(measures(aggregate("avg qty per product"))).toEqual(["mean:quantity"]);
    expect(groups(aggregate("rev by cntry"))).toEqual(["country"]);
    expect(measures(aggregate("total revnue by catgory"))).toEqual(["sum:revenue"]);
    expect(groups(aggregate("total revnue by catgory"))).toEqual(["category"]);
  });
  it("reads multi-word column names and compounds", () => {
    expect(measures(aggregate("average unit price"))).toEqual(["mean:unit_price"]);
    expect(measures(aggregate("gross margin by sales rep"))).toEqual(["sum:gross_margin"]);
    expect(groups(aggregate("gross margin by sales rep"))).toEqual(["sales_rep"]);
    expect(groups(aggregate("revenue by product category"))).toEqual(["category"]);
  });
  it("averages rates, prices and percentages but sums amounts when no aggregation is named", () => {
    expect(measures(aggregate("discount by channel"))).toEqual(["mean:discount"]);
    expect(measures(aggregate("revenue by channel"))).toEqual(["sum:revenue"]);
  });
});

describe("built-in planner: values of text columns", () => {
  it("finds values and the column they belong to", () => {
    expect(aggregate("revenue in Germany").filters).toEqual([{ column: "country", op: "eq", value: "Germany" }]);
    expect(aggregate("revenue for widgets").filters).toEqual([{ column: "product", op: "eq", value: "Widget" }]);
    expect(aggregate("revenue in the North region").filters).toEqual([{ column: "region", op: "eq", value: "North" }]);
  });
  it("collects several values of one column into one filter", () => {
    expect(aggregate("revenue for widgets and gadgets").filters).toEqual([{ column: "product", op: "in", values: ["Widget", "Gadget"] }]);
  });
  it("excludes values", () => {
    expect(aggregate("revenue excluding Germany").filters).toEqual([{ column: "country", op: "neq", value: "Germany" }]);
  });
  it("reads yes/no columns as filters", () => {
    expect(aggregate("revenue from returned orders").filters).toEqual([{ column: "returned", op: "eq", value: true }]);
    expect(aggregate("revenue from orders that were not returned").filters).toEqual([{ column: "returned", op: "eq", value: false }]);
  });
});

describe("built-in planner: numbers and comparatives", () => {
  it("attaches comparisons to the column they are about", () => {
    expect(aggregate("how many orders over $500").filters).toEqual([{ column: "revenue", op: "gt", value: 500 }]);
    expect(aggregate("how many orders with a quantity of at least 10").filters).toEqual([{ column: "quantity", op: "gte", value: 10 }]);
    expect(aggregate("how many orders between $100 and $200").filters).toEqual([{ column: "revenue", op: "between", from: 100, to: 200 }]);
    expect(aggregate("number of orders with fewer than 5 units").filters).toEqual([{ column: "quantity", op: "lt", value: 5 }]);
  });
  it("converts percentages for columns stored as fractions and time units for columns in hours", () => {
    expect(aggregate("how many orders had a discount of at least 10%").filters).toEqual([{ column: "discount", op: "gte", value: 0.1 }]);
    expect(aggregate("how many orders took more than 90 minutes to handle").filters).toEqual([{ column: "resolution_time_hrs", op: "gt", value: 1.5 }]);
  });
  it("reads comparisons after the number", () => {
    expect(aggregate("orders with a quantity of 10 or more by region").filters).toEqual([{ column: "quantity", op: "gte", value: 10 }]);
  });
});

describe("built-in planner: time", () => {
  it("resolves time expressions against the data's own dates", () => {
    expect(aggregate("revenue in 2024").filters).toEqual([{ column: "order_date", op: "eq", value: "2024" }]);
    expect(aggregate("revenue in Q3").filters).toEqual([{ column: "order_date", op: "eq", value: "2024-Q3" }]);
    expect(aggregate("revenue last quarter").filters).toEqual([{ column: "order_date", op: "eq", value: "2024-Q4" }]);
    expect(aggregate("revenue since March").filters).toEqual([{ column: "order_date", op: "gte", value: "2024-03" }]);
    expect(aggregate("revenue in the last 30 days").filters).toEqual([{ column: "order_date", op: "between", from: "2024-12-02", to: "2024-12-31" }]);
  });
  it("groups by date buckets", () => {
    expect(groups(aggregate("revenue by month"))).toEqual(["order_date/month"]);
    expect(groups(aggregate("monthly revenue"))).toEqual(["order_date/month"]);
    expect(groups(aggregate("revenue over time"))).toEqual(["order_date/month"]);
    expect(groups(aggregate("orders by day of the week"))).toEqual(["order_date/weekday"]);
  });
  it("uses the date column the question names", () => {
    expect(aggregate("how many orders shipped in 2024").filters).toEqual([{ column: "ship_date", op: "eq", value: "2024" }]);
  });
  it("reads year over year as a yearly change", () => {
    const p = aggregate("revenue year over year");
    expect(groups(p)).toEqual(["order_date/year"]);
    expect(measures(p)).toEqual(["sum:revenue", "sum:revenue:percent_change"]);
  });
});

describe("built-in planner: aggregations", () => {
  it.each([
    ["total revenue", "sum:revenue"],
    ["sum of revenue", "sum:revenue"],
    ["average revenue", "mean:revenue"],
    ["mean discount", "mean:discount"],
    ["median unit price", "median:unit_price"],
    ["how many orders", "count:*"],
    ["number of orders", "count:*"],
    ["count of orders", "count:*"],
    ["how many distinct customers", "count_distinct:customer_name"],
    ["how many customers", "count_distinct:customer_name"],
    ["largest order value", "max:revenue"],
    ["smallest quantity", "min:quantity"],
    ["standard deviation of revenue", "std_dev:revenue"],
  ])("%s → %s", (question, expected) => {
    expect(measures(aggregate(question))).toEqual([expected]);
  });
  it("ranks groups: top and bottom N, highest and lowest", () => {
    expect(aggregate("top 3 products by revenue").top).toEqual({ n: 3, by: "sum_revenue" });
    expect(aggregate("bottom 2 regions by revenue").top).toEqual({ n: 2, by: "sum_revenue", direction: "bottom" });
    const highest = aggregate("which product had the highest average discount?");
    expect(groups(highest)).toEqual(["product"]);
    expect(highest.top).toEqual({ n: 1, by: "mean_discount" });
    expect(aggregate("which region sold the least?").top).toMatchObject({ n: 1, direction: "bottom" });
  });
  it("computes shares and growth", () => {
    expect(measures(aggregate("share of revenue by channel"))).toEqual(["sum:revenue", "sum:revenue:share_of_total"]);
    // One slice's share is one figure: returned orders ÷ all orders (business-terms.ts).
    expect(aggregate("what percentage of orders were returned").measures).toEqual([
      { id: "share", op: "count", where: [{ column: "returned", op: "eq", value: true }], per: { op: "count" }, percent: true, label: "Share of orders (Returned is yes)" },
    ]);
    expect(groups(aggregate("what percentage of orders were returned"))).toEqual([]);
    expect(measures(aggregate("monthly revenue growth"))).toEqual(["sum:revenue", "sum:revenue:percent_change"]);
    expect(measures(aggregate("running total of revenue by month"))).toEqual(["sum:revenue", "sum:revenue:running_total"]);
  });
});

describe("built-in planner: grouping", () => {
  it.each(["revenue by region", "revenue per region", "revenue for each region", "revenue across regions", "revenue broken down by region"])("%s", (question) => {
    expect(groups(aggregate(question))).toEqual(["region"]);
  });
  it("groups by several columns", () => {
    expect(groups(aggregate("revenue by region and category"))).toEqual(["region", "category"]);
  });
  it("compares values side by side", () => {
    const p = aggregate("compare revenue for North and South");
    expect(groups(p)).toEqual(["region"]);
    expect(p.filters).toEqual([{ column: "region", op: "in", values: ["North", "South"] }]);
  });
  it("reads 'per order' as the rows themselves, not a grouping", () => {
    expect(groups(aggregate("average quantity per order"))).toEqual([]);
  });
});

describe("built-in planner: yes/no questions", () => {
  it("is … growing → a trend check over months", () => {
    const p = aggregate("is the North region growing?");
    expect(p.check).toEqual({ kind: "trend", direction: "up" });
    expect(groups(p)).toEqual(["order_date/month"]);
    expect(p.filters).toEqual([{ column: "region", op: "eq", value: "North" }]);
  });
  it("did … more in one year than another → a comparison of two years", () => {
    const p = aggregate("did we sell more in 2024 than in 2023?");
    expect(p.check).toEqual({ kind: "compare", a: "2024-01-01", b: "2023-01-01", op: "gt" });
    expect(groups(p)).toEqual(["order_date/year"]);
  });
  it("does one group beat another → a comparison of groups", () => {
    const p = aggregate("does Germany have more revenue than France?");
    expect(p.check).toEqual({ kind: "compare", a: "Germany", b: "France", op: "gt" });
  });
  it("did … exceed a number → a threshold check", () => {
    expect(aggregate("did revenue in 2024 exceed $1M?").check).toEqual({ kind: "threshold", op: "gt", value: 1_000_000 });
  });
  it("are there any … → whether rows exist", () => {
    const p = plan("are there any orders over $20,000?") as RowsPlan;
    expect(p).toEqual({ kind: "rows", filters: [{ column: "revenue", op: "gt", value: 20000 }], check: { kind: "exists" } });
  });
});

describe("built-in planner: list and show", () => {
  it("returns rows for list questions", () => {
    expect(plan("list orders over 10000")).toEqual({ kind: "rows", filters: [{ column: "revenue", op: "gt", value: 10000 }] });
    expect(plan("show me the orders from Acme Corp in December 2024")).toEqual({
      kind: "rows",
      filters: [
        { column: "customer_name", op: "eq", value: "Acme Corp" },
        { column: "order_date", op: "eq", value: "2024-12" },
      ],
    });
  });
  it("keeps figures for 'show' questions that ask for figures", () => {
    expect(plan("show monthly revenue for 2024").kind).toBe("aggregate");
  });
});

describe("built-in planner: business idioms", () => {
  it("ranks periods: 'the best month'", () => {
    const p = aggregate("what was the best month for sales in 2024");
    expect(groups(p)).toEqual(["order_date/month"]);
    expect(p.top).toEqual({ n: 1, by: "sum_revenue" });
  });
  it("reads a range as the largest minus the smallest value, then the two ends", () => {
    expect(measures(aggregate("unit price range by product"))).toEqual(["range:unit_price", "min:unit_price", "max:unit_price"]);
    // A single figure asked of a range is the range, never the smallest value read first.
    expect(measures(aggregate("range of unit price"))).toEqual(["range:unit_price", "min:unit_price", "max:unit_price"]);
    expect(measures(aggregate("what is the unit price range?"))).toEqual(["range:unit_price", "min:unit_price", "max:unit_price"]);
    expect(measures(aggregate("the range (max - min) of unit price"))).toEqual(["range:unit_price"]);
  });
  it("reads a trend as a series over time", () => {
    expect(groups(aggregate("sales trend for widgets"))).toEqual(["order_date/month"]);
  });
  it("ranks a category named right after a superlative by the money figure", () => {
    const p = aggregate("biggest customer");
    expect(groups(p)).toEqual(["customer_name"]);
    expect(measures(p)).toEqual(["sum:revenue"]);
  });
  it("reads 'open' and 'active' as the opposite of a yes/no column", () => {
    const schema = {
      rowCount: 10,
      columns: [
        { id: "owner", name: "Owner", type: "text" as const },
        { id: "amount", name: "Amount", type: "number" as const },
        { id: "is_closed", name: "IsClosed", type: "boolean" as const },
      ],
    };
    const result = planWithBuiltIn({ question: "open amount by owner", schema, profile: { columns: [{ id: "owner", values: ["Ann", "Bo"] }] } });
    expect(result.plan?.filters).toEqual([{ column: "is_closed", op: "eq", value: false }]);
  });
  it("refuses ratios it cannot compute instead of answering something else", () => {
    const result = ask("cheapest region per unit");
    expect(result.plan).toBeNull();
    expect(result.clarification?.unknownWords).toContain("per unit");
  });
});

describe("built-in planner: never invents a column", () => {
  it("offers the closest columns for an unknown measure", () => {
    const result = ask("total profit by region");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toBe("I couldn't find 'profit' in this data. Did you mean 'Gross Margin' or 'Revenue'?");
    expect(result.clarification?.suggestions[0]).toBe("Gross Margin");
  });
  it("refuses unknown groupings and compound names the data does not have", () => {
    for (const q of ["revenue by store", "total shipping cost for 2024", "average customer age", "sales by weather"]) {
      const result = ask(q);
      expect(result.plan, q).toBeNull();
      expect(result.clarification?.unknownWords.length, q).toBeGreaterThan(0);
    }
  });
  it("refuses forecasts", () => {
    const result = ask("what will revenue be next year?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/can't forecast/);
  });
  it("asks for a question when there is none", () => {
    expect(ask("   ").clarification?.message).toBe("Please type a question about your data.");
  });
});

describe("built-in planner: explanation", () => {
  it("describes how the question was understood, with real dates", () => {
    expect(ask("total revenue by region last quarter").understood).toBe(
      "Total Revenue by Region — where Order Date is in Q4 2024 (Oct 1, 2024 – Dec 31, 2024)",
    );
  });
  it("records which planner answered", () => {
    expect(ask("total revenue").planner).toBe("built-in");
  });
});
