// Files other programs read carry numbers as numbers, without a sum's float noise: CSV parsed by a CSV parser
// (papaparse, dynamic typing), JSON, the Excel cells and the PowerPoint chart's data, each read back.
import Papa from "papaparse";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { zipParts } from "../../tests/fixtures/zip-parts";
import type { ResultTable } from "../execute/result";
import { tableToCsv } from "./csv";
import { tableToJsonValue } from "./json";
import { renderPptx } from "./pptx/render-pptx";
import { roundNumber } from "./precision";
import type { ReportDocument } from "./report-document";
import { renderWorkbook } from "./workbook";

const NOISY_SUM = 1098295.4699999988;
const NOISY_MEAN = 99.99000000000134;
const table: ResultTable = {
  columns: [
    { id: "region", name: "Region", role: "group", type: "text", format: { kind: "text" } },
    { id: "sum_revenue", name: "Total Revenue", role: "measure", type: "number", format: { kind: "currency", code: "USD" } },
    { id: "mean_score", name: "Average Score", role: "measure", type: "number", format: { kind: "number" } },
  ],
  rows: [
    ["East", 1949831.57, NOISY_MEAN],
    ["West", NOISY_SUM, 12.5],
  ],
  rowCount: 2,
  truncated: false,
};
const report: ReportDocument = {
  title: "Noise",
  createdAt: "2026-11-24T09:30:00Z",
  datasets: [{ id: "d", name: "sales.csv" }],
  sections: [
    {
      title: "Revenue by region",
      answer: "East leads.",
      receipt: [],
      table,
      chart: {
        type: "bar",
        reason: "",
        title: "Total Revenue by Region",
        categories: ["East", "West"],
        series: [{ id: "sum_revenue", name: "Total Revenue", values: [1949831.57, NOISY_SUM] }],
        valueFormat: { kind: "currency", code: "USD" },
      },
    },
  ],
};

describe("numbers in exported files", () => {
  it("rounds to the column's precision: money to the cent, other figures past the noise", () => {
    expect(roundNumber(NOISY_SUM, { kind: "currency", code: "USD" })).toBe(1098295.47);
    expect(roundNumber(NOISY_MEAN, { kind: "number" })).toBe(99.99);
    expect(roundNumber(0.38700000000000007, { kind: "percent" })).toBe(0.387);
    expect(roundNumber(10245, { kind: "number", identifier: true })).toBe(10245);
  });

  it("CSV: a CSV parser reads the figures as numbers, not formatted text", () => {
    const csv = tableToCsv(table, { bom: true });
    expect(csv).not.toContain('"1,949,831.57"');
    const parsed = Papa.parse<Record<string, unknown>>(csv.replace(/^\uFEFF/, ""), { header: true, dynamicTyping: true, skipEmptyLines: true });
    expect(parsed.data).toEqual([
      { Region: "East", "Total Revenue": 1949831.57, "Average Score": 99.99 },
      { Region: "West", "Total Revenue": 1098295.47, "Average Score": 12.5 },
    ]);
  });

  it("JSON: raw numbers at their precision, the formatted figures in a display field", () => {
    const json = JSON.parse(JSON.stringify(tableToJsonValue(table)));
    expect(json.rows).toEqual([
      { region: "East", sum_revenue: 1949831.57, mean_score: 99.99 },
      { region: "West", sum_revenue: 1098295.47, mean_score: 12.5 },
    ]);
    expect(json.display[0]).toEqual({ region: "East", sum_revenue: "$1,949,831.57", mean_score: "99.99" });
  });

  it("Excel: the cell values themselves are rounded (the sheet XML holds 1098295.47)", () => {
    const bytes = renderWorkbook(report);
    const sheet = zipParts(bytes).get("xl/worksheets/sheet2.xml")!;
    expect(sheet).toContain("<v>1098295.47</v>");
    expect(sheet).toContain("<v>99.99</v>");
    expect(sheet).not.toContain("1098295.4699999988");
    const values = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(bytes, { type: "array" }).Sheets["Revenue by region"], { header: 1 });
    expect(values[2]).toEqual(["West", 1098295.47, 12.5]);
  });

  it("PowerPoint: the native chart's data holds the rounded figures", async () => {
    const parts = zipParts(await renderPptx(report));
    const chart = [...parts.entries()].find(([path]) => /^ppt\/charts\/chart\d+\.xml$/.test(path))![1];
    expect(chart).toContain("<c:v>1098295.47</c:v>");
    expect(chart).not.toContain("1098295.4699999988");
  });
});
