import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { findRelations, formulaFor, solveFor } from "./relations";
import { tableFromRows } from "./table";

const cents = (v: number) => Math.round(v * 100) / 100;

describe("relations between number columns (issue #25)", () => {
  it("finds total = net + tax and revenue = cost + margin (margin = revenue − cost), tolerant to cents rounding", () => {
    const random = seededRandom(7);
    const rows = Array.from({ length: 60 }, () => {
      const net = cents(10 + random() * 900);
      const tax = cents(net * 0.2);
      const cost = cents(5 + random() * 400);
      const margin = cents(random() * 300);
      return [net, tax, cents(net + tax), cost, margin, cents(cost + margin), Math.floor(random() * 50)];
    });
    const table = tableFromRows(
      ["net", "tax", "total", "cost", "margin", "revenue", "visits"].map((id) => ({ id, name: id, type: "number" as const })),
      rows,
    );
    const found = findRelations(table, new Set()).map((r) => `${r.target} = ${r.left} ${r.kind === "sum" ? "+" : "×"} ${r.right} (${r.holding}/${r.complete})`);
    expect(found.sort()).toEqual(["revenue = cost + margin (60/60)", "total = net + tax (60/60)"]);
    const margin = findRelations(table, new Set()).find((r) => r.target === "revenue")!;
    const names = new Map([["revenue", "revenue"], ["cost", "cost"], ["margin", "margin"]]);
    expect(formulaFor(margin, "margin", names)).toBe("revenue − cost");
    table.values.margin[3] = null;
    expect(solveFor(margin, "margin", table, 3)).toBeCloseTo(rows[3][4], 6);
  });

  it("finds a product only on 99 % of complete rows: two rows in a hundred that break it are too many", () => {
    const rows = Array.from({ length: 100 }, (_, i) => [1 + (i % 9), 2.5 + (i % 4), cents((1 + (i % 9)) * (2.5 + (i % 4)))]);
    const columns = ["units", "price", "revenue"].map((id) => ({ id, name: id, type: "number" as const }));
    expect(findRelations(tableFromRows(columns, rows), new Set())).toMatchObject([{ kind: "product", target: "revenue", left: "units", right: "price", complete: 100, holding: 100 }]);
    rows[10][2] = 999;
    expect(findRelations(tableFromRows(columns, rows), new Set())).toMatchObject([{ holding: 99 }]);
    rows[20][2] = 999;
    expect(findRelations(tableFromRows(columns, rows), new Set())).toEqual([]);
  });

  it("ignores identifiers, years and operands that are mostly 1 (a copy, not a relation)", () => {
    const rows = Array.from({ length: 40 }, (_, i) => [2015 + (i % 10), i % 3 === 0 ? 2 : 1, 100 + i, (100 + i) * (i % 3 === 0 ? 2 : 1)]);
    const columns = ["signup_year", "multiplier", "amount", "billed"].map((id) => ({ id, name: id, type: "number" as const }));
    expect(findRelations(tableFromRows(columns, rows), new Set())).toEqual([]);
  });
});
