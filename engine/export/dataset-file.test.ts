import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import type { ColumnSchema } from "../types";
import { datasetCsvChunks, datasetToWorkbook, workbookRefusal } from "./dataset-file";

const columns: ColumnSchema[] = [
  { id: "region", name: "Region", type: "text" },
  { id: "order_date", name: "Order date", type: "date" },
  { id: "revenue", name: "Revenue", type: "number", unit: { kind: "currency", code: "USD" } },
  { id: "returned", name: "Returned", type: "boolean" },
];
const dataset = datasetFromColumns(
  { columns, rowCount: 4 },
  {
    region: ["North", "=HYPERLINK(\"http://evil\")", "South, east", null],
    order_date: ["2024-03-01", "2024-03-02", null, "2024-03-04"],
    revenue: [1200, -15.5, 3, null],
    returned: [true, false, null, true],
  },
);

async function csvOf(): Promise<string> {
  let text = "";
  for await (const chunk of datasetCsvChunks(dataset)) text += chunk;
  return text;
}

describe("datasetCsvChunks", () => {
  it("writes every row with its stored values, a byte order mark and the header", async () => {
    const lines = (await csvOf()).split("\r\n");
    expect(lines[0]).toBe("\uFEFFRegion,Order date,Revenue,Returned");
    expect(lines.slice(1)).toEqual(["North,2024-03-01,1200,true", `"'=HYPERLINK(""http://evil"")",2024-03-02,-15.5,false`, `"South, east",,3,`, ",2024-03-04,,true", ""]);
  });

  it("defuses formulas from the data but not the figures", async () => {
    const text = await csvOf();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(",-15.5,");
  });
});

describe("datasetToWorkbook", () => {
  it("writes one sheet of typed cells that reads back", async () => {
    const workbook = XLSX.read(await datasetToWorkbook(dataset, "Clean_sales.csv"), { type: "array", cellNF: true, cellDates: false });
    expect(workbook.SheetNames).toEqual(["Clean_sales.csv"]);
    const sheet = workbook.Sheets["Clean_sales.csv"];
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null })[0]).toEqual(["Region", "Order date", "Revenue", "Returned"]);
    expect(sheet.A3.v).toBe('=HYPERLINK("http://evil")');
    expect(sheet.A3.t).toBe("s");
    expect(sheet.A3.f).toBeUndefined();
    expect(sheet.B2).toMatchObject({ t: "n", v: 45352 });
    expect(sheet.C3).toMatchObject({ t: "n", v: -15.5 });
    expect(sheet.C2.z).toContain("$");
    expect(sheet.D2).toMatchObject({ t: "b", v: true });
    expect(sheet.A5).toBeUndefined();
  });

  it("refuses what a sheet cannot hold, pointing to CSV", () => {
    expect(workbookRefusal(1000, 10)).toBeNull();
    expect(workbookRefusal(1_048_576, 1)).toMatch(/more than an Excel sheet holds.*CSV/);
    expect(workbookRefusal(200_000, 3)).toMatch(/600,000 values.*CSV/);
  });
});
