import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../../../engine/types";
import { starterQuestions } from "./starter-questions";

describe("starterQuestions", () => {
  it("suggests the money measure first on a sales file, even when its values carry no currency sign", () => {
    const schema: DatasetSchema = {
      rowCount: 5000,
      columns: [
        { id: "order_date", name: "Order Date", type: "date" },
        { id: "region", name: "Region", type: "text" },
        { id: "units", name: "Units", type: "number" },
        { id: "revenue", name: "Revenue", type: "number" },
      ],
    };
    expect(starterQuestions(schema, 2024).slice(0, 3)).toEqual(["Total revenue by region", "Revenue by month", "Top 5 regions by revenue"]);
    const currency: DatasetSchema = { ...schema, columns: [...schema.columns, { id: "cost", name: "Cost", type: "number", unit: { kind: "currency", code: "USD" } } as DatasetSchema["columns"][number]] };
    expect(starterQuestions(currency)[0]).toBe("Total cost by region");
  });

  it("reads as English: a plural after 'Top 5', whatever the column's form", () => {
    const schema: DatasetSchema = {
      rowCount: 10,
      columns: [
        { id: "region", name: "Region", type: "text" },
        { id: "product", name: "Product", type: "text" },
        { id: "units", name: "Units", type: "number" },
      ],
    };
    expect(starterQuestions(schema)).toContain("Top 5 products by units");
    const plural = { ...schema, columns: schema.columns.map((c) => (c.id === "product" ? { ...c, name: "Products" } : c)) };
    expect(starterQuestions(plural)).toContain("Top 5 products by units");
  });
});
