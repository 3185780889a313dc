// Issue #14, classes 7 and 10, planned from questions we wrote over our own sales fixture: one place in a ranking
// ("the second most common category"), "is the most common X Y?", and different values in the order they appear.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { validatePlan } from "../plan/validate";
import { planWithBuiltIn } from "./builtin";
import { ferryFacts, ferrySchema } from "./testing/real-file-fixtures";
import { salesFacts, salesSchema } from "./testing/sales-fixture";
import type { PlannerResult } from "./types";

const ask = (question: string): PlannerResult => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" });

function plan(question: string): AnalysisPlan {
  const result = ask(question);
  expect(result.clarification?.message, question).toBeUndefined();
  expect(validatePlan(result.plan, salesSchema).ok).toBe(true);
  return result.plan!;
}

function refused(question: string): string {
  const result = ask(question);
  expect(result.plan, question).toBeNull();
  return result.clarification!.message;
}

describe("one place in a ranking", () => {
  it("reads ordinal words and digits before a ranking word as the place", () => {
    expect(plan("What is the second most common category?")).toMatchObject({ groupBy: [{ column: "category" }], measures: [{ op: "count" }], top: { n: 1, place: 2 } });
    expect(plan("Which region has the 2nd highest revenue?")).toMatchObject({ groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 1, place: 2 } });
    expect(plan("Which region has the third largest revenue?")).toMatchObject({ top: { n: 1, place: 3 } });
    expect(plan("Which product has the second lowest revenue?")).toMatchObject({ groupBy: [{ column: "product" }], top: { n: 1, place: 2, direction: "bottom" } });
    expect(plan("What is the fourth most frequent country?")).toMatchObject({ groupBy: [{ column: "country" }], measures: [{ op: "count" }], top: { n: 1, place: 4 } });
  });

  it("reads a run of places ('the 2nd and 3rd most common', 'the second to fourth largest') as a list from that place", () => {
    expect(plan("What are the 2nd and 3rd most common channels?")).toMatchObject({ groupBy: [{ column: "channel" }], top: { n: 2, place: 2 } });
    expect(plan("Which are the second to fourth largest countries by revenue?")).toMatchObject({ groupBy: [{ column: "country" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 3, place: 2 } });
    expect(refused("What are the 2nd and 4th most common channels?")).toMatch(/can't yet read "2nd" in this ranking/);
  });

  it("reads a place said with a verb when the figure is named ('ranks second by revenue', 'in second place')", () => {
    expect(plan("Which region ranks second by revenue?")).toMatchObject({ groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 1, place: 2 } });
    expect(plan("Which region is in second place by revenue?")).toMatchObject({ groupBy: [{ column: "region" }], top: { n: 1, place: 2 } });
    expect(plan("Which product came third in revenue?")).toMatchObject({ groupBy: [{ column: "product" }], top: { n: 1, place: 3 } });
    // No figure named: ranked by what? Asked.
    expect(refused("Which channel ranks 2nd?")).toMatch(/2nd place/);
  });

  it("moves along the previous ranking in a follow-up ('and the third?'), and only along a one-group ranking", () => {
    const follow = (first: string, next: string) => {
      const before = plan(first);
      return planWithBuiltIn({ question: next, schema: salesSchema, profile: salesFacts, datasetName: "orders.csv", conversation: [{ question: first, plan: before }] });
    };
    expect(follow("What is the second most common category?", "and the third?").plan).toMatchObject({ groupBy: [{ column: "category" }], top: { n: 1, place: 3 } });
    expect(follow("Which region has the highest revenue?", "what about the 2nd one?").plan).toMatchObject({ measures: [{ op: "sum", column: "revenue" }], top: { n: 1, place: 2 } });
    expect((follow("What is the second most common category?", "and the first?").plan as { top?: object }).top).toEqual({ n: 1, by: "count" });
    expect(follow("Total revenue by region", "and the second?").clarification?.message).toMatch(/not a ranking of one group/);
    // Without an earlier question there is nothing to rank.
    expect(refused("and the third?")).toMatch(/couldn't tell what to calculate/);
  });

  it("counts 'second to last' and 'penultimate' from the bottom when the figure is named, and asks otherwise", () => {
    expect(plan("Which region is second to last by revenue?")).toMatchObject({ groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 1, place: 2, direction: "bottom" } });
    expect(plan("Which product is penultimate in revenue?")).toMatchObject({ groupBy: [{ column: "product" }], top: { n: 1, place: 2, direction: "bottom" } });
    expect(plan("Which region ranks third to last by revenue?")).toMatchObject({ top: { n: 1, place: 3, direction: "bottom" } });
    expect(refused("Which region is second to last?")).toMatch(/can't yet pick "second to last" here/);
    expect(refused("What is the second to last row?")).toMatch(/can't yet pick "second to last" here/);
  });

  it("asks when the ranking is by each group's extreme value (the 2nd highest reading may be the first group's again)", () => {
    expect(refused("Which channel had the second highest maximum discount?")).toMatch(/can't tell whether the 2nd highest Discount means the 2nd reading/);
  });

  it("words the place in what it understood", () => {
    expect(ask("Which region has the 2nd highest revenue?").understood).toMatch(/2nd from the top$/);
  });

  it("asks instead of answering when the place is among the values themselves, or the ranking keeps several", () => {
    expect(refused("What is the 2nd highest unit price?")).toMatch(/can't yet pick the 2nd place among the values themselves/);
    expect(refused("What are the top 3 regions by the second highest revenue?")).toMatch(/2nd place/);
  });
});

describe("is the top (or most common) value a particular one?", () => {
  it("checks which value the ranking puts first, without filtering on the value", () => {
    const common = plan("Is the most common channel Online?");
    expect(common).toMatchObject({ groupBy: [{ column: "channel" }], measures: [{ op: "count" }], top: { n: 1 }, check: { kind: "is_top", value: "Online" } });
    expect(common.filters).toEqual([{ column: "channel", op: "is_not_empty" }]);
    expect(plan("Is the top region by revenue North?")).toMatchObject({ groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], check: { kind: "is_top", value: "North" } });
    expect(plan("Is the least common channel Partner?")).toMatchObject({ top: { n: 1, direction: "bottom" }, check: { kind: "is_top", value: "Partner" } });
    expect(plan("Is the second most common channel Retail?")).toMatchObject({ top: { n: 1, place: 2 }, check: { kind: "is_top", value: "Retail" } });
    // Other conditions still narrow the rows.
    expect(plan("Is the most common channel in 2024 Online?")).toMatchObject({ filters: [{ column: "order_date", op: "eq", value: "2024" }, { column: "channel", op: "is_not_empty" }], check: { kind: "is_top" } });
  });

  it("takes a number after a numbered category as the value asked about, and asks about a comparison", () => {
    const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "tickets.csv" });
    expect(ferry("Is the most common Pclass 3?").plan).toMatchObject({ groupBy: [{ column: "pclass" }], top: { n: 1 }, check: { kind: "is_top", value: 3 } });
    expect(ferry("Is the most common Pclass above 2?").clarification?.message).toMatch(/can't yet check whether the top \(or most common\) Pclass is above or below a number/);
    expect(ferry("Is the most common class 1 or 2?").plan).toBeNull();
  });

  it("asks when two values are named, or the ranked column is not named", () => {
    for (const question of ["Is the most common channel Online or Retail?", "Is the most common product in North a Widget?", "Is the highest revenue in North?"])
      expect(refused(question)).toMatch(/can't yet check this about the top/);
  });
});

describe("different values in the order they first appear", () => {
  it("lists the first N different values of one column in file order, never the most common", () => {
    expect(plan("List the first 3 different values of Region")).toEqual({ kind: "rows", columns: ["region"], distinct: true, limit: 3 });
    expect(plan("List the first (by order of appearance) 2 distinct products")).toEqual({ kind: "rows", columns: ["product"], distinct: true, limit: 2 });
    expect(plan("Which are the first 5 unique customers in the file?")).toMatchObject({ kind: "rows", columns: ["customer_name"], distinct: true, limit: 5 });
    expect(plan("List the unique channels by order of appearance")).toEqual({ kind: "rows", columns: ["channel"], distinct: true });
  });

  it("reads the order said in other words ('in the order they appear', 'in order of first appearance', 'that appear')", () => {
    expect(plan("List the distinct regions in the order they appear")).toEqual({ kind: "rows", columns: ["region"], distinct: true });
    expect(plan("List the unique channels in order of first appearance")).toEqual({ kind: "rows", columns: ["channel"], distinct: true });
    expect(plan("List the unique channels in the order in which they first appear")).toEqual({ kind: "rows", columns: ["channel"], distinct: true });
    expect(plan("Give the first 2 regions that appear in the file")).toEqual({ kind: "rows", columns: ["region"], distinct: true, limit: 2 });
  });

  it("asks whether 'the first 5 regions' means the file's order or the most common, and ranks when a figure is named", () => {
    // How to ask each is said by the choices (refusal-choices.test.ts), not again in the sentence.
    expect(refused("List the first 5 regions")).toBe("Do you mean the first 5 different Region values as they appear in the file, or the 5 most common?");
    expect(plan("List the first 3 products by revenue")).toMatchObject({ groupBy: [{ column: "product" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 3 } });
    expect(plan("What are the first 2 most common channels?")).toMatchObject({ groupBy: [{ column: "channel" }], measures: [{ op: "count" }], top: { n: 2 } });
    expect(plan("List the first 10 orders")).toEqual({ kind: "rows", limit: 10 });
  });

  it("keeps only non-empty values when asked, and the other conditions", () => {
    expect(plan("List the first 4 different non-empty countries found in the dataset")).toEqual({ kind: "rows", columns: ["country"], distinct: true, limit: 4, filters: [{ column: "country", op: "is_not_empty" }] });
  });

  it("reads the values present in the file's first rows", () => {
    expect(plan("List all unique categories present in the first 5 rows")).toEqual({ kind: "rows", columns: ["category"], distinct: true, firstRows: 5 });
    expect(plan("List the unique products in the first 10 rows with revenue over 500")).toMatchObject({ kind: "rows", columns: ["product"], distinct: true, firstRows: 10, filters: [{ column: "revenue", op: "gt", value: 500 }] });
  });

  it("asks when a figure or a ranking comes with the order", () => {
    expect(refused("List the first 3 different regions by revenue")).toMatch(/in the order they appear together with a calculation/);
    expect(refused("How many different regions are in the first 5 rows?")).toMatch(/position in the file/);
  });
});
