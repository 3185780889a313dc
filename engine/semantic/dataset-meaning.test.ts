import { describe, expect, it } from "vitest";
import { SEMANTIC_VERSION, datasetMeaningFor, describeDatasetMeaning } from "./dataset-meaning";
import type { ColumnLike } from "./types";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

describe("describeDatasetMeaning: what a row is", () => {
  const columns: ColumnLike[] = [
    { id: "order_id", name: "Order ID", type: "text" },
    { id: "customer", name: "Customer", type: "text" },
    { id: "amount", name: "Amount", type: "number" },
  ];
  it("takes the row noun from the id column, then the sheet and the file name", () => {
    const meaning = describeDatasetMeaning(columns, { columns: [{ id: "order_id", distinct: 50 }] }, 50, { fileName: "shop_orders_2024.csv", sheet: "Invoices" });
    expect(meaning.table.entities).toEqual([
      { noun: "order", from: "id column" },
      { noun: "invoice", from: "sheet name" },
    ]);
  });
  it("reads a file name without an id column, singular, skipping words about the file", () => {
    const meaning = describeDatasetMeaning([{ id: "name", name: "Passenger Name", type: "text" }, { id: "age", name: "Age", type: "number" }], { columns: [{ id: "name", distinct: 891 }] }, 891, { fileName: "titanic_passengers_data_v2.xlsx", sheet: "Sheet1" });
    expect(meaning.table.entities).toEqual([{ noun: "passenger", from: "name column" }]);
    expect(describeDatasetMeaning([{ id: "x", name: "Score", type: "number" }], undefined, 10, { fileName: "employees-export.csv" }).table.entities).toEqual([{ noun: "employee", from: "file name" }]);
  });
});

describe("describeDatasetMeaning: names the values give", () => {
  const text = (id: string): ColumnLike => ({ id, name: id, type: "text" });
  it("gives 'day' to the one weekday column, to the first of identical copies, and to none of two that differ", () => {
    const one = describeDatasetMeaning([text("a"), text("b")], { columns: [{ id: "a", values: WEEKDAYS }, { id: "b", values: ["x", "y"] }] }, 100);
    expect(one.columns[0].valueNames).toContainEqual(["day"]);
    const copies = describeDatasetMeaning([text("a"), text("b")], { columns: [{ id: "a", values: WEEKDAYS }, { id: "b", values: [...WEEKDAYS].reverse() }] }, 100);
    expect(copies.columns.map((c) => c.valueNames !== undefined)).toEqual([true, false]);
    const differ = describeDatasetMeaning([text("a"), text("b")], { columns: [{ id: "a", values: WEEKDAYS }, { id: "b", values: WEEKDAYS.map((d) => d.slice(0, 3)) }] }, 100);
    expect(differ.columns.map((c) => c.valueNames)).toEqual([undefined, undefined]);
    expect(differ.columns.map((c) => c.valueKind)).toEqual(["weekday", "weekday"]);
  });
});

describe("datasetMeaningFor", () => {
  const columns: ColumnLike[] = [{ id: "region", name: "Region", type: "text" }];
  it("uses a stored meaning made by these rules for these columns, and works it out otherwise", () => {
    const stored = { version: SEMANTIC_VERSION, table: { entities: [] }, columns: [{ id: "region", name: "Region", words: ["stored"], expanded: [], role: "dimension" as const }] };
    expect(datasetMeaningFor(columns, { columns: [], semantic: stored }, 10)).toBe(stored);
    expect(datasetMeaningFor(columns, { columns: [], semantic: { ...stored, version: SEMANTIC_VERSION - 1 } }, 10).columns[0].words).toEqual(["region"]);
    expect(datasetMeaningFor([{ ...columns[0], name: "Sales Region" }], { columns: [], semantic: stored }, 10).columns[0].words).toEqual(["sales", "region"]);
    expect(datasetMeaningFor(columns, undefined, 10).columns[0]).toMatchObject({ words: ["region"], role: "dimension" });
  });
});
