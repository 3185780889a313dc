import { describe, expect, it } from "vitest";
import { selectColumnWindow } from "./column-window";

const columns = Array.from({ length: 2000 }, (_, i) => ({ id: `c${i}`, name: i === 1234 ? "Net Revenue (USD)" : `Metric ${i}` }));

describe("selectColumnWindow", () => {
  it("shows the first page of a wide file", () => {
    const w = selectColumnWindow(columns);
    expect(w).toMatchObject({ page: 1, pages: 84, matching: 2000, total: 2000, first: 0 });
    expect(w.ids).toHaveLength(24);
    expect(w.ids[0]).toBe("c0");
  });

  it("pages through and clamps pages that do not exist", () => {
    expect(selectColumnWindow(columns, { page: 2 }).ids[0]).toBe("c24");
    expect(selectColumnWindow(columns, { page: 84 }).ids).toEqual(["c1992", "c1993", "c1994", "c1995", "c1996", "c1997", "c1998", "c1999"]);
    expect(selectColumnWindow(columns, { page: 999 }).page).toBe(84);
    expect(selectColumnWindow(columns, { page: -3 }).page).toBe(1);
    expect(selectColumnWindow(columns, { page: Number.NaN }).page).toBe(1);
  });

  it("finds a column by part of its name, whatever the case", () => {
    const w = selectColumnWindow(columns, { query: "  revenue " });
    expect(w).toMatchObject({ query: "revenue", matching: 1, pages: 1, ids: ["c1234"] });
  });

  it("says when nothing matches", () => {
    expect(selectColumnWindow(columns, { query: "profit" })).toMatchObject({ matching: 0, pages: 1, ids: [] });
  });

  it("leaves a narrow file whole", () => {
    expect(selectColumnWindow(columns.slice(0, 8)).ids).toHaveLength(8);
  });
});
