import { describe, expect, it } from "vitest";
import type { ColumnSchema } from "../types";
import { columnNameKey, matchColumns, resolveColumnMapping } from "./match-columns";

const col = (id: string, name: string, type: ColumnSchema["type"]): ColumnSchema => ({ id, name, type });
const previous = [col("order_date", "Order Date", "date"), col("region", "Region", "text"), col("product", "Product", "text"), col("revenue", "Revenue", "number")];

describe("matchColumns", () => {
  it("matches the same name and type, ignoring case, spaces and punctuation", () => {
    expect(columnNameKey("  ORDER-date ")).toBe(columnNameKey("Order_Date"));
    const next = [col("region", "REGION", "text"), col("order_date", "order_date", "date"), col("revenue", "Revenue ", "number")];
    const matching = matchColumns(previous, next, ["order_date", "region", "revenue"]);
    expect(matching.matches.map((m) => [m.column.id, m.status, m.status === "same" ? m.match.id : null])).toEqual([
      ["order_date", "same", "order_date"],
      ["region", "same", "region"],
      ["revenue", "same", "revenue"],
    ]);
    expect(matching).toMatchObject({ runnable: true, needsConfirmation: false });
    // Only the columns the report reads count: Product is gone, and that is fine.
    expect(resolveColumnMapping(matching, {})).toEqual({ ok: true, mapping: { order_date: "order_date", region: "region", revenue: "revenue" }, renamed: [] });
  });

  it("offers a renamed column of the same type, most alike name first, and needs it confirmed", () => {
    const next = [col("order_date", "Order Date", "date"), col("sales_region", "Sales Region", "text"), col("net_revenue", "Net Revenue", "number"), col("units", "Units", "number"), col("product", "Product", "text")];
    const matching = matchColumns(previous, next, ["region", "revenue"]);
    expect(matching).toMatchObject({ runnable: true, needsConfirmation: true });
    const [region, revenue] = matching.matches;
    expect(region.status).toBe("renamed");
    // Product still exists under its own name, so it is never offered as the renamed Region.
    expect(region.status === "renamed" && region.options.map((c) => c.id)).toEqual(["sales_region"]);
    expect(revenue.status === "renamed" && revenue.options.map((c) => c.id)).toEqual(["net_revenue", "units"]);

    expect(resolveColumnMapping(matching, { region: "sales_region" })).toEqual({ ok: false, error: "Confirm which column of the new file holds “Revenue”." });
    expect(resolveColumnMapping(matching, { region: "sales_region", revenue: "product" })).toMatchObject({ ok: false, error: expect.stringContaining("can only be matched with a column of numbers") });
    expect(resolveColumnMapping(matching, { region: "sales_region", revenue: "units" })).toEqual({
      ok: true,
      mapping: { region: "sales_region", revenue: "units" },
      renamed: [
        { from: "Region", to: "Sales Region" },
        { from: "Revenue", to: "Units" },
      ],
    });
  });

  it("refuses a file without a column of the type needed, naming the column that changed type", () => {
    const next = [col("order_date", "Order Date", "date"), col("region", "Region", "text"), col("revenue", "Revenue", "text")];
    const matching = matchColumns(previous, next, ["region", "revenue"]);
    expect(matching.runnable).toBe(false);
    expect(matching.matches[1]).toMatchObject({ status: "missing", sameNameOtherType: { id: "revenue", type: "text" } });
    expect(resolveColumnMapping(matching, {})).toEqual({ ok: false, error: "The new file has no column for “Revenue”: “Revenue” holds text there, not numbers." });
    const none = matchColumns(previous, [col("region", "Region", "text")], ["order_date"]);
    expect(resolveColumnMapping(none, {})).toEqual({ ok: false, error: "The new file has no column for “Order Date”: it has no column of dates left." });
  });

  it("does not let one new column stand for two previous ones", () => {
    const prev = [col("spend", "Spend", "number"), col("revenue", "Revenue", "number")];
    const matching = matchColumns(prev, [col("amount", "Amount", "number")], ["spend", "revenue"]);
    expect(resolveColumnMapping(matching, { spend: "amount", revenue: "amount" })).toEqual({ ok: false, error: "“Amount” cannot stand for both “Spend” and “Revenue”. Choose another column for one of them." });
  });

  it("prefers the column in the same place when names share nothing", () => {
    const prev = [col("a", "Alpha", "number"), col("b", "Beta", "number")];
    const matching = matchColumns(prev, [col("x", "Xi", "number"), col("y", "Ypsilon", "number")], ["b"]);
    expect(matching.matches[0].status === "renamed" && matching.matches[0].options.map((c) => c.id)).toEqual(["y", "x"]);
  });
});
