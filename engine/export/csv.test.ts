import { describe, expect, it } from "vitest";
import type { ResultTable } from "../execute/result";
import { csvField, tableToCsv } from "./csv";
import { tableToJson } from "./json";

const table: ResultTable = {
  columns: [
    { id: "region", name: "Region", role: "group", type: "text", format: { kind: "text" } },
    { id: "month", name: "Order date (month)", role: "group", type: "date", format: { kind: "date", bucket: "month" }, bucket: "month" },
    { id: "sum_revenue", name: "Total Revenue", role: "measure", type: "number", format: { kind: "currency", code: "USD" } },
    { id: "share", name: "Share", role: "measure", type: "number", format: { kind: "percent" } },
    { id: "returned", name: "Returned", role: "column", type: "boolean", format: { kind: "boolean" } },
  ],
  rows: [
    ["North, upper", "2024-03-01", 1_240_000.5, 0.387, true],
    ['The "big" one', "2024-04-01", -1500, -0.05, false],
    ["=HYPERLINK(\"http://evil\")", null, null, null, null],
    ["+1 555", "2024-05-01", 12, 1, null],
    ["-2+3", "2024-05-01", 12, 1, null],
    ["@SUM(A1)", "2024-05-01", 12, 1, null],
    ["\tTabbed", "2024-05-01", 12, 1, null],
    ["line\nbreak", "2024-05-01", 12, 1, null],
  ],
  rowCount: 8,
  truncated: false,
};

describe("tableToCsv", () => {
  const lines = tableToCsv(table, { values: "display" }).split("\r\n");

  it("writes a header and, on request, the figures as the app's table shows them, CRLF line ends", () => {
    expect(lines[0]).toBe("Region,Order date (month),Total Revenue,Share,Returned");
    expect(lines[1]).toBe('"North, upper",Mar 2024,"$1,240,000.50",38.7%,Yes');
    expect(tableToCsv(table, { values: "display" }).endsWith("\r\n")).toBe(true);
  });

  it("quotes commas, quotes and line breaks (RFC 4180), and leaves missing values empty", () => {
    expect(lines[2]).toBe('"The ""big"" one",Apr 2024,"-$1,500.00",-5.0%,No');
    expect(tableToCsv(table, { values: "display" })).toContain('"line\nbreak",May 2024');
    expect(lines[3]).toMatch(/,,,$/);
  });

  it("defuses text that a spreadsheet would run as a formula, but not the engine's own negative figures", () => {
    expect(lines[3].startsWith(`"'=HYPERLINK(""http://evil"")"`)).toBe(true);
    expect(lines[4].startsWith("'+1 555,")).toBe(true);
    expect(lines[5].startsWith("'-2+3,")).toBe(true);
    expect(lines[6].startsWith("'@SUM(A1),")).toBe(true);
    expect(lines[7].startsWith("'\tTabbed,")).toBe(true);
    expect(csvField("\rx", { defuse: true })).toBe(`"'\rx"`);
    expect(lines[2]).toContain('"-$1,500.00",-5.0%');
  });

  it("writes raw values by default, and a byte order mark for Excel", () => {
    const raw = tableToCsv(table, { bom: true });
    expect(raw.startsWith("\uFEFFRegion,")).toBe(true);
    expect(raw.split("\r\n")[1]).toBe('"North, upper",2024-03-01,1240000.5,0.387,true');
    expect(raw.split("\r\n")[2]).toBe('"The ""big"" one",2024-04-01,-1500,-0.05,false');
  });
});

describe("tableToJson", () => {
  it("keeps values typed, keyed by column id, with each column's type and format", () => {
    const json = JSON.parse(tableToJson(table));
    expect(json.columns[2]).toEqual({ id: "sum_revenue", name: "Total Revenue", type: "number", format: { kind: "currency", code: "USD" } });
    expect(json.rows[0]).toEqual({ region: "North, upper", month: "2024-03-01", sum_revenue: 1_240_000.5, share: 0.387, returned: true });
    expect(json.rows[2]).toEqual({ region: '=HYPERLINK("http://evil")', month: null, sum_revenue: null, share: null, returned: null });
    expect(json).toMatchObject({ rowCount: 8, truncated: false });
  });
});
