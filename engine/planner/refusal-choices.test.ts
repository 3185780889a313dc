// The refusals that name their readings offer each as a choice (issue #27): the first N different values in the
// file or the N most common; groups by their total or average, or with any one row past the number; a blank value
// or one of 0. Each choice, asked again, is answered the way its label says. Tables are our own.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { planWithBuiltIn } from "./builtin";
import { choicesAnswered, type Table } from "./testing/choices-answered";
import { salesFacts, salesSchema } from "./testing/sales-fixture";

const sales: Table = { schema: salesSchema, profile: salesFacts, datasetName: "orders.csv" };
const members: Table = {
  datasetName: "members.csv",
  schema: { rowCount: 250, columns: [{ id: "member", name: "Member", type: "text" }, { id: "dependants", name: "Dependants", type: "number" }, { id: "savings", name: "Savings", type: "number" }] },
  profile: {
    rowCount: 250,
    columns: [
      { id: "member", distinct: 250, values: ["R. Okafor", "T. Lindqvist"] },
      { id: "dependants", distinct: 5, min: 0, max: 4, top: [{ value: 0, count: 90 }, { value: 2, count: 70 }] },
      { id: "savings", distinct: 240, min: 12.75, max: 48210.4, missing: 9 },
    ],
  },
};

const listsFirst = (column: string, n: number) => (plan: AnalysisPlan) => plan.kind === "rows" && plan.distinct === true && plan.limit === n && plan.columns?.[0] === column;
const mostCommon = (column: string, n: number) => (plan: AnalysisPlan) => plan.kind === "aggregate" && plan.top?.n === n && plan.groupBy?.[0].column === column && plan.measures[0].op === "count";
const groupsBy = (op: string) => (plan: AnalysisPlan) => plan.kind === "aggregate" && plan.countGroups === true && plan.groupBy?.[0].column === "region" && plan.measures[0].op === op && plan.measures[0].column === "revenue" && plan.having?.[0].op === "gt" && plan.having[0].value === 1000;
const anyRow = (plan: AnalysisPlan) => plan.kind === "aggregate" && plan.measures[0].op === "count_distinct" && plan.measures[0].column === "region" && (plan.filters ?? []).some((f) => f.column === "revenue" && f.op === "gt" && f.value === 1000);
const filtered = (op: string, value?: number) => (plan: AnalysisPlan) => (plan.filters ?? []).some((f) => f.column === "savings" && f.op === op && (value === undefined || ("value" in f && f.value === value)));

describe("the first N different values in the file, or the N most common", () => {
  it("offers both, each answered that way", () => {
    expect(choicesAnswered(sales, "List the first 5 regions", [listsFirst("region", 5), mostCommon("region", 5)])).toEqual([
      ["The first 5 different Region values in the file", "List the first 5 different Region values"],
      ["The 5 most common Region values", "List the 5 most common Region values"],
    ]);
    expect(choicesAnswered(sales, "What are the first 3 products?", [listsFirst("product", 3), mostCommon("product", 3)]).map(([, question]) => question)).toEqual([
      "What are the first 3 different Product values?",
      "What are the 3 most common Product values?",
    ]);
  });
});

describe("groups by their total or average, or with any one row past the number", () => {
  it("offers the three, each answered that way", () => {
    expect(choicesAnswered(sales, "How many regions have revenue over 1000?", [groupsBy("sum"), groupsBy("mean"), anyRow])).toEqual([
      ["Region values whose total Revenue is over 1000", "How many regions have total Revenue over 1000?"],
      ["Region values whose average Revenue is over 1000", "How many regions have average Revenue over 1000?"],
      ["Region values with a row where Revenue is over 1000", "How many regions have a row with Revenue over 1000?"],
    ]);
  });

  it("keeps a range in each label", () => {
    const [total] = planWithBuiltIn({ ...sales, question: "How many products have revenue between 100 and 500?" }).clarification?.choices ?? [];
    expect(total).toEqual({ label: "Product values whose total Revenue is between 100 and 500", question: "How many products have total Revenue between 100 and 500?" });
  });
});

describe("a blank value, or one of 0", () => {
  it("offers both for 'without' and 'never' before a figure with blank cells, each answered that way", () => {
    expect(choicesAnswered(members, "How many members are without any savings?", [filtered("is_empty"), filtered("eq", 0)])).toEqual([
      ["Savings is blank", "How many members with a blank Savings?"],
      ["Savings is 0", "How many members with Savings equal to 0?"],
    ]);
    // The verb and "that" before "never" go too: "any member that never had savings" → "any member with …".
    expect(choicesAnswered(members, "Is there any member that never had savings?", [filtered("is_empty"), filtered("eq", 0)]).map(([, question]) => question)).toEqual([
      "Is there any member with a blank Savings?",
      "Is there any member with Savings equal to 0?",
    ]);
  });

  it("still reads 'without' before a count column as 0, with nothing to choose", () => {
    const result = planWithBuiltIn({ ...members, question: "How many members are without dependants?" });
    expect(result.plan?.filters).toEqual([{ column: "dependants", op: "eq", value: 0 }]);
  });
});

describe("the message beside its choices", () => {
  it("leaves out its 'Ask …' sentence when choices say how to ask, and keeps it when none does", () => {
    const offered = planWithBuiltIn({ ...sales, question: "How many regions have revenue over 1000?" }).clarification;
    expect(offered?.message).toBe("Do you mean each Region's total Revenue, or the Region values with at least one row where Revenue is over 1000?");
    expect(offered?.choices).toHaveLength(3);
    const alone = planWithBuiltIn({ ...sales, question: "Is the most common product in North a Widget?" }).clarification;
    expect(alone?.choices).toBeUndefined();
    expect(alone?.message).toMatch(/ Ask for it instead, for example "what is the most common colour\?"\.$/);
  });
});
