import { describe, expect, it } from "vitest";
import type { AggregatePlan } from "../plan/schema";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });
const ops = (question: string) => (ask(question).plan as AggregatePlan).measures.map((m) => `${m.op}:${m.column}`);

describe("the default aggregate: amounts add up, prices and rates are averaged", () => {
  it("ranks and groups amounts by their total, and says so in the receipt notes", () => {
    expect(ops("top 3 products by units")).toEqual(["sum:quantity"]);
    expect(ops("which product sold the most units")).toEqual(["sum:quantity"]);
    expect(ops("revenue by region")).toEqual(["sum:revenue"]);
    expect(ask("top 3 products by units").notes).toContain("Quantity is added up (an amount: its rows add to a total); ask for the average to see it per row");
  });
  it("averages figures that do not add up across rows", () => {
    expect(ops("unit price by category")).toEqual(["mean:unit_price"]);
    expect(ask("unit price by category").notes).toContain("Unit Price is averaged, not added up (a price, rate, score or age does not add across rows)");
  });
  it("takes the average when the question says average, typical or per row", () => {
    expect(ops("average revenue by region")).toEqual(["mean:revenue"]);
    expect(ops("revenue per order")).toEqual(["mean:revenue"]);
    expect(ask("revenue per order").notes).toContain('Revenue is averaged over the rows, as "per" asked');
    // A named aggregate is the user's choice: no note about it.
    expect(ask("average revenue by region").notes ?? []).not.toContainEqual(expect.stringMatching(/Revenue is/));
  });
  it("a share is of a total: a figure averaged by default is added up", () => {
    expect(ops("share of unit price by category")).toEqual(["sum:unit_price", "sum:unit_price"]);
  });
});

