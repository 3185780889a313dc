import { describe, expect, it } from "vitest";
import { combinedHeaderText, detectHeader, makeColumnNames } from "./header";

describe("detectHeader", () => {
  it("finds a plain header in the first row", () => {
    expect(detectHeader([["Region", "Revenue"], ["North", "10"], ["South", "12"]])).toEqual({ headerRow: 0, headerRows: 1, dataStart: 1, skipped: 0 });
  });

  it("skips titles and notes above the table", () => {
    const rows = [["Sales report 2024"], [""], ["Prepared by finance", ""], ["Region", "Month", "Revenue"], ["North", "Jan", "10"], ["South", "Feb", "12"]];
    expect(detectHeader(rows)).toEqual({ headerRow: 3, headerRows: 1, dataStart: 4, skipped: 2 });
  });

  it("sees when the first row is already data", () => {
    expect(detectHeader([["1", "2024-01-05", "10.5"], ["2", "2024-01-06", "11"]])).toEqual({ headerRow: -1, headerRows: 0, dataStart: 0, skipped: 0 });
  });

  it("takes years over figures as titles", () => {
    expect(detectHeader([["Region", "2023", "2024"], ["North", "10.5", "12.25"], ["South", "9", "14.5"]]).headerRow).toBe(0);
  });

  it("combines a row of group titles with the names below", () => {
    const rows = [
      ["", "Sales", "Sales", "Costs", "Costs"],
      ["Region", "Q1", "Q2", "Q1", "Q2"],
      ["North", "1", "2", "3", "4"],
      ["South", "5", "6", "7", "8"],
    ];
    const layout = detectHeader(rows);
    expect(layout).toEqual({ headerRow: 0, headerRows: 2, dataStart: 2, skipped: 0 });
    const header = rows.slice(0, 2);
    expect([0, 1, 2, 3, 4].map((j) => combinedHeaderText(header, j))).toEqual(["Region", "Sales Q1", "Sales Q2", "Costs Q1", "Costs Q2"]);
  });

  it("keeps a first data row that starts with a year under a column of years as data", () => {
    // A year over revenue figures can be a title; a year over more years is the first row of the table.
    const rows = [
      ["Year", "Competition", "Venue", "Position"],
      ["1990", "Pan American Cup", "Xalapa", "1st"],
      ["1991", "World Cup", "Rome", "2nd"],
      ["1994", "Goodwill Games", "Saint Petersburg", "4th"],
    ];
    expect(detectHeader(rows)).toEqual({ headerRow: 0, headerRows: 1, dataStart: 1, skipped: 0 });
    const typed = rows.map((row, i) => (i === 0 ? row : [Number(row[0]), ...row.slice(1)]));
    expect(detectHeader(typed)).toEqual({ headerRow: 0, headerRows: 1, dataStart: 1, skipped: 0 });
  });

  it("still reads years as group titles over figures", () => {
    const rows = [
      ["", "2023", "2023", "2024", "2024"],
      ["Region", "Q1", "Q2", "Q1", "Q2"],
      ["North", "1", "2", "3", "4"],
      ["South", "5", "6", "7", "8"],
    ];
    expect(detectHeader(rows)).toEqual({ headerRow: 0, headerRows: 2, dataStart: 2, skipped: 0 });
  });
});

describe("makeColumnNames", () => {
  it("keeps display names, cleans ids, fills blanks and separates duplicates", () => {
    expect(makeColumnNames(["Order Date", "Revenue ($)", "", "Revenue ($)", "Región", "2023", "销售额", "__proto__", "constructor"])).toEqual([
      { name: "Order Date", id: "order_date" },
      { name: "Revenue ($)", id: "revenue" },
      { name: "Column 3", id: "column_3" },
      { name: "Revenue ($) (2)", id: "revenue_2" },
      { name: "Región", id: "region" },
      { name: "2023", id: "col_2023" },
      { name: "销售额", id: "销售额" },
      { name: "__proto__", id: "proto" },
      { name: "constructor", id: "constructor_2" },
    ]);
  });

  it("never produces an id that Object.prototype has", () => {
    for (const { id } of makeColumnNames(["toString", "valueOf", "hasOwnProperty", "__defineGetter__"])) expect(id in Object.prototype).toBe(false);
  });
});
