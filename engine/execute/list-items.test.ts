import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { executePlan } from "./execute-plan";
import { listItems } from "./list-items";

describe("listItems", () => {
  it("reads list cells as people export them", () => {
    expect(listItems("[Spain, France]")).toEqual(["Spain", "France"]);
    expect(listItems("['Computer Science', 'Business']")).toEqual(["Computer Science", "Business"]);
    expect(listItems("[]")).toEqual([]);
    expect(listItems("[en:vegan]")).toEqual(["en:vegan"]);
  });
});

describe("plans over each item of a list column", () => {
  const schema = { rowCount: 4, columns: [{ id: "tags", name: "tags", type: "text" as const }, { id: "price", name: "price", type: "number" as const }] };
  const data = datasetFromColumns(schema, { tags: ["[Vegan, Organic]", "[Vegan]", "[]", "[Organic, Non-vegan]"], price: [2, 3, 4, 5] });

  it("counts rows per item, not per combination", async () => {
    const result = await executePlan(data, { kind: "aggregate", eachItemOf: "tags", groupBy: [{ column: "tags" }], measures: [{ id: "count", op: "count" }], filters: [{ column: "tags", op: "is_not_empty" }], sort: [{ by: "count", direction: "desc" }, { by: "tags", direction: "asc" }] });
    expect(result.table.rows).toEqual([["Organic", 2], ["Vegan", 2], ["Non-vegan", 1]]);
  });

  it("filters on one item exactly ('Vegan' is not 'Non-vegan') and counts distinct items", async () => {
    const vegan = await executePlan(data, { kind: "aggregate", eachItemOf: "tags", filters: [{ column: "tags", op: "eq", value: "vegan" }], measures: [{ op: "count" }, { op: "sum", column: "price" }] });
    expect(vegan.table.rows).toEqual([[2, 5]]);
    const distinct = await executePlan(data, { kind: "aggregate", eachItemOf: "tags", measures: [{ op: "count_distinct", column: "tags" }] });
    expect(distinct.table.rows).toEqual([[3]]);
  });

  it("refuses items of a column that is not text", async () => {
    await expect(executePlan(data, { kind: "aggregate", eachItemOf: "price", measures: [{ op: "count" }] })).rejects.toThrow(/not lists/);
  });
});
