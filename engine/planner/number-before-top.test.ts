// "N largest", "3 most": a number right before a ranking word is its N — but not a comparison's figure that a
// comma or a dash ends ("quantity under 46, top 1"), nor one before a ranking word that has its own N, nor a figure
// past any ranking (46,000). Otherwise "under 46, top 1" became "under 1, top 46".
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });
const topOf = (plan: ReturnType<typeof ask>["plan"]) => (plan?.kind === "aggregate" ? plan.top : undefined);

describe("a number before a ranking word", () => {
  it("is the ranking's N when nothing else claims it", () => {
    expect(topOf(ask("the 3 largest regions by total revenue").plan)).toMatchObject({ n: 3 });
  });

  it.each([
    "total revenue by region where quantity is under 46, top 1",
    "total revenue by region where quantity is under 46 — top 1",
    "total revenue by region where quantity is under 46 top 1",
  ])("leaves a comparison's figure to the comparison: %s", (question) => {
    const plan = ask(question).plan;
    expect(plan?.filters).toContainEqual({ column: "quantity", op: "lt", value: 46 });
    expect(topOf(plan)).toMatchObject({ n: 1 });
  });

  it("never takes a figure past any ranking for its N", () => {
    const result = ask("total revenue by region where revenue is under 46,000 — top 1");
    expect(result.plan?.filters).toContainEqual({ column: "revenue", op: "lt", value: 46_000 });
    expect(topOf(result.plan)).toMatchObject({ n: 1 });
  });
});
