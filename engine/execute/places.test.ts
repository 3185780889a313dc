// One place in a ranking (top.place), "is the top value X?" (check is_top) and different values in file order
// (rows distinct, firstRows): executor, tie check, sentence, answer value and receipt together.
import { describe, expect, it } from "vitest";
import { chooseChart } from "../chart";
import { datasetFromColumns } from "../dataset/from-columns";
import { answerValue, narrate } from "../narrate";
import type { AnalysisPlan } from "../plan/schema";
import { validatePlan } from "../plan/validate";
import { describeReceipt } from "../planner/receipt";
import { describeUnderstanding } from "../planner/understood";
import { executePlan } from "./execute-plan";
import { tiedAtTop } from "./tied-at-top";

const schema = {
  rowCount: 10,
  columns: [
    { id: "region", name: "Region", type: "text" as const },
    { id: "payment", name: "Payment Method", type: "text" as const },
    { id: "revenue", name: "Revenue", type: "number" as const },
    { id: "referrer", name: "Referrer ID", type: "text" as const },
  ],
};
// Revenue: North 900, South 700, East 400, West 100. Payment: Cash 4 rows, Card 3, Voucher 2, Transfer 1.
const columns = {
  region: ["North", "South", "North", "East", "South", "West", "North", "East", "South", "North"],
  payment: ["Cash", "Card", "Cash", "Voucher", "Card", "Cash", "Transfer", "Voucher", "Card", "Cash"],
  revenue: [300, 200, 200, 250, 300, 100, 100, 150, 200, 300],
  referrer: [null, "R-7", "R-2", null, "R-7", "R-9", "", "R-2", "R-4", "R-9"],
};
const orders = datasetFromColumns(schema, columns);
const byRegion = (top: object, measure: object = { op: "sum", column: "revenue" }): AnalysisPlan =>
  ({ kind: "aggregate", groupBy: [{ column: "region" }], measures: [measure], top }) as AnalysisPlan;

describe("top.place: one place in a ranking", () => {
  it("keeps the group at that place, and names it with its place", async () => {
    const second = await executePlan(orders, byRegion({ n: 1, place: 2 }));
    expect(second.table.rows).toEqual([["South", 700]]);
    expect(answerValue(second)).toBe("South");
    expect(narrate(second)).toBe("South has the 2nd highest Total Revenue: 700 (33.3% of the total).");
    expect(tiedAtTop(second)).toBeUndefined();
    const third = await executePlan(orders, byRegion({ n: 1, place: 3 }));
    expect(answerValue(third)).toBe("East");
    const secondLowest = await executePlan(orders, byRegion({ n: 1, place: 2, direction: "bottom" }));
    expect(answerValue(secondLowest)).toBe("East");
    expect(narrate(secondLowest)).toMatch(/^East has the 2nd lowest Total Revenue/);
  });

  it("keeps places 2 to 3 as a list, and says there is no place past the last group", async () => {
    const two = await executePlan(orders, byRegion({ n: 2, place: 2 }));
    expect(answerValue(two)).toEqual(["South", "East"]);
    expect(narrate(two)).toBe("The regions from 2nd to 3rd highest by Total Revenue are South (700) and East (400).");
    const fifth = await executePlan(orders, byRegion({ n: 1, place: 5 }));
    expect(fifth.table.rows).toEqual([]);
    expect(answerValue(fifth)).toBeNull();
    expect(narrate(fifth)).toBe("There is no 5th highest region: only 4 regions have a Total Revenue.");
  });

  it("has no single answer when the place is level with the group above or below it", async () => {
    // Row counts: North 4, South 3, East 2, West 1 — West's row moved to East makes South and East level at 3.
    const level = datasetFromColumns(schema, { ...columns, region: ["North", "South", "North", "East", "South", "East", "North", "East", "South", "North"] });
    const secondByCount = byRegion({ n: 1, place: 2 }, { op: "count" });
    const below = await executePlan(level, secondByCount);
    expect(tiedAtTop(below)).toMatch(/^There is no single answer: (South and East|East and South) are level on Count \(3\), so no one Region is 2nd alone/);
    // 3rd place: East (3) is level with South (3) above it.
    const above = await executePlan(level, byRegion({ n: 1, place: 3 }, { op: "count" }));
    expect(above.figures.top?.levelWithPrevious).toBeDefined();
    expect(tiedAtTop(above)).toMatch(/are level on Count \(3\)/);
    // Unlevelled data: 2nd by count (South, 3) stands alone.
    expect(tiedAtTop(await executePlan(orders, secondByCount))).toBeUndefined();
  });

  it("is validated, described and put in the receipt", async () => {
    expect(validatePlan(byRegion({ n: 1, place: 2, others: true }), schema).ok).toBe(false);
    expect(validatePlan(byRegion({ n: 1, place: 0 }), schema).ok).toBe(false);
    const plan = byRegion({ n: 1, place: 2 });
    expect(describeUnderstanding(plan, schema)).toBe("Total Revenue by Region — 2nd from the top");
    const result = await executePlan(orders, plan);
    expect(describeReceipt({ schema, result, chart: chooseChart(result) })).toContain("Kept the 2nd from the top.");
    expect(describeUnderstanding(byRegion({ n: 3, place: 2, direction: "bottom" }), schema)).toMatch(/2nd to 4th from the bottom$/);
  });
});

describe("check is_top: is the top value a particular one?", () => {
  const mostCommonPayment = (value: string, extra: object = {}): AnalysisPlan =>
    ({ kind: "aggregate", groupBy: [{ column: "payment" }], measures: [{ op: "count" }], top: { n: 1, ...extra }, check: { kind: "is_top", value } }) as AnalysisPlan;

  it("answers yes or no and names the top value with its figure", async () => {
    const no = await executePlan(orders, mostCommonPayment("card"));
    expect(answerValue(no)).toBe(false);
    expect(narrate(no)).toBe("No — the most common Payment Method is Cash (4 rows); Card has 3 rows.");
    const yes = await executePlan(orders, mostCommonPayment("CASH "));
    expect(answerValue(yes)).toBe(true);
    expect(narrate(yes)).toBe("Yes — the most common Payment Method is Cash (4 rows).");
    const second = await executePlan(orders, mostCommonPayment("Card", { place: 2 }));
    expect(narrate(second)).toBe("Yes — the 2nd most common Payment Method is Card (3 rows).");
    const revenue = await executePlan(orders, { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 1 }, check: { kind: "is_top", value: "South" } });
    expect(narrate(revenue)).toBe("No — the Region with the highest Revenue is North (900); South has 700.");
    expect(describeUnderstanding(revenue.plan, schema)).toBe("Total Revenue by Region — top 1 — checking whether it is South");
  });

  it("has no single answer when the top is level (the tie check applies before the verdict)", async () => {
    const level = datasetFromColumns(schema, { ...columns, payment: ["Cash", "Card", "Cash", "Card", "Card", "Cash", "Transfer", "Voucher", "Card", "Cash"] });
    expect(tiedAtTop(await executePlan(level, mostCommonPayment("Cash")))).toMatch(/^There is no single answer: (Card and Cash|Cash and Card) are level on Count \(4\)/);
  });

  it("needs one group key and a ranking that keeps one group", () => {
    const plan = { kind: "aggregate", groupBy: [{ column: "payment" }], measures: [{ op: "count" }], check: { kind: "is_top", value: "Cash" } };
    expect(validatePlan(plan, schema).ok).toBe(false);
    expect(validatePlan({ ...plan, top: { n: 2 } }, schema).ok).toBe(false);
    expect(validatePlan({ ...plan, top: { n: 1 } }, schema).ok).toBe(true);
  });
});

describe("rows distinct: different values in the order they first appear", () => {
  const list = (extra: object): AnalysisPlan => ({ kind: "rows", columns: ["referrer"], distinct: true, ...extra }) as AnalysisPlan;

  it("lists each value once in file order, leaves blanks out and says how many", async () => {
    const first3 = await executePlan(orders, list({ limit: 3 }));
    expect(answerValue(first3)).toEqual(["R-7", "R-2", "R-9"]);
    expect(first3.table.rowCount).toBe(3);
    expect(narrate(first3)).toBe("The first 3 different Referrer IDs (in the order they first appear) are R-7, R-2 and R-9.");
    const receipt = describeReceipt({ schema, result: first3, chart: chooseChart(first3) });
    expect(receipt).toContain("Listed each different Referrer ID once, in the order it first appears in the file.");
    expect(receipt).toContain("3 rows with no Referrer ID were left out of the different values.");
    const all = await executePlan(orders, list({}));
    expect(answerValue(all)).toEqual(["R-7", "R-2", "R-9", "R-4"]);
    expect(narrate(all)).toBe("There are 4 different Referrer IDs (in the order they first appear): R-7, R-2, R-9 and R-4.");
  });

  it("reads only the file's first rows with firstRows, before filters", async () => {
    const inFirst5 = await executePlan(orders, { kind: "rows", columns: ["region"], distinct: true, firstRows: 5 });
    expect(answerValue(inFirst5)).toEqual(["North", "South", "East"]);
    expect(inFirst5.rows).toMatchObject({ total: 10, used: 5 });
    const receipt = describeReceipt({ schema, result: inFirst5, chart: chooseChart(inFirst5) });
    expect(receipt).toContain("Only the first 5 rows of the file were read; the 5 rows after them were left out.");
    expect(describeUnderstanding(inFirst5.plan, schema)).toBe("Rows (Region) — in the first 5 rows — each different value once, in order of first appearance");
    const filtered = await executePlan(orders, { kind: "rows", columns: ["payment"], distinct: true, firstRows: 4, filters: [{ column: "revenue", op: "gte", value: 250 }] });
    expect(answerValue(filtered)).toEqual(["Cash", "Voucher"]);
  });

  it("follows a sort: the different values of the best rows", async () => {
    // Revenue from the top: 300 (North, South, North), 250 (East), 200 …
    const sorted = await executePlan(orders, { kind: "rows", columns: ["region"], distinct: true, sort: [{ by: "revenue", direction: "desc" }], limit: 3 });
    expect(answerValue(sorted)).toEqual(["North", "South", "East"]);
  });

  it("cannot be a yes/no check", () => {
    expect(validatePlan({ kind: "rows", columns: ["region"], distinct: true, check: { kind: "exists" } }, schema).ok).toBe(false);
  });
});
