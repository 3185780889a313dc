import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../../../engine/types";
import { starterQuestions } from "./starter-questions";

describe("starterQuestions", () => {
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
