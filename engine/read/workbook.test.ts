import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { IngestError } from "../errors";
import { ingestFile } from "../ingest/ingest";
import { openStoredDataset } from "../store/read";
import { MAX_SERVER_WORKBOOK_BYTES, formatHint, listSheets } from "./workbook";
import { zipWith } from "./test-helpers";
import { checkZip } from "./zip";

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

/** A sales workbook: a merged title, a blank row, then the table with dates, money and percents. */
function salesWorkbook(bookType: "xlsx" | "xls"): Uint8Array {
  const rows = [
    ["Quarterly sales"],
    [],
    ["Region", "Order date", "Revenue", "Margin", "Paid"],
    ["North", new Date(day(2024, 1, 5)), 1234.5, 0.125, true],
    ["South", new Date(day(2024, 2, 29)), 99, 0.5, false],
    ["East", new Date(day(2024, 3, 1)), null, 0.25, true],
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true, dateNF: "yyyy-mm-dd" });
  for (const r of [4, 5, 6]) {
    if (sheet[`C${r}`]) sheet[`C${r}`].z = '"$"#,##0.00';
    sheet[`D${r}`].z = "0.0%";
  }
  sheet["!merges"] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 4 } }];
  const notes = XLSX.utils.aoa_to_sheet([["Note"], ["Figures are unaudited"]]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Sales");
  XLSX.utils.book_append_sheet(book, notes, "Notes");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType }) as ArrayBuffer);
}

async function failure(promise: Promise<unknown>): Promise<IngestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError);
    return error as IngestError;
  }
  throw new Error("expected an error");
}

describe.each(["xlsx", "xls"] as const)("reading a .%s workbook", (bookType) => {
  it("finds the table under the title, with real dates, money and percents", async () => {
    const result = await ingestFile({ bytes: salesWorkbook(bookType), fileName: `sales.${bookType}` });
    expect(result.source).toMatchObject({ format: bookType, sheet: "Sales" });
    expect(result.schema).toEqual({
      rowCount: 3,
      columns: [
        { id: "region", name: "Region", type: "text" },
        { id: "order_date", name: "Order date", type: "date", hasTime: false },
        { id: "revenue", name: "Revenue", type: "number", unit: { kind: "currency", code: "USD" } },
        { id: "margin", name: "Margin", type: "number", unit: { kind: "percent" } },
        { id: "paid", name: "Paid", type: "boolean" },
      ],
    });
    expect(result.profile.preview.rows).toEqual([
      ["North", "2024-01-05", 1234.5, 0.125, true],
      ["South", "2024-02-29", 99, 0.5, false],
      ["East", "2024-03-01", null, 0.25, true],
    ]);
    expect(result.warnings).toContain("1 row above the table (titles or notes) was skipped; the header is row 3.");
  });

  it("lists sheets with their sizes and reads a chosen one", async () => {
    const bytes = salesWorkbook(bookType);
    expect(await listSheets({ bytes }, `s.${bookType}`, bookType)).toEqual([
      { name: "Sales", rows: 6, columns: 5, dataRows: 5, hidden: false },
      { name: "Notes", rows: 2, columns: 1, dataRows: 1, hidden: false },
    ]);
    const notes = await ingestFile({ bytes, fileName: `s.${bookType}`, sheet: "Notes" });
    expect(notes.schema.columns.map((c) => c.name)).toEqual(["Note"]);
    expect(notes.profile.preview.rows).toEqual([["Figures are unaudited"]]);
  });

  it("names the sheets when the requested one does not exist", async () => {
    const error = await failure(ingestFile({ bytes: salesWorkbook(bookType), fileName: `s.${bookType}`, sheet: "Summary" }));
    expect(error.code).toBe("sheet_not_found");
    expect(error.message).toBe(`“s.${bookType}” has no sheet named “Summary”. Its sheets are: “Sales”, “Notes”.`);
  });
});

describe("workbook layout", () => {
  it("combines merged group titles with the column names under them", async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ["Region", "Sales", null, "Costs", null],
      [null, "Q1", "Q2", "Q1", "Q2"],
      ["North", 1, 2, 3, 4],
      ["South", 5, 6, 7, 8],
    ]);
    sheet["!merges"] = [
      { s: { r: 0, c: 1 }, e: { r: 0, c: 2 } },
      { s: { r: 0, c: 3 }, e: { r: 0, c: 4 } },
      { s: { r: 0, c: 0 }, e: { r: 1, c: 0 } },
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "P&L");
    const bytes = new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
    const result = await ingestFile({ bytes, fileName: "pl.xlsx" });
    expect(result.schema.columns.map((c) => `${c.name}:${c.type}`)).toEqual(["Region:text", "Sales Q1:number", "Sales Q2:number", "Costs Q1:number", "Costs Q2:number"]);
    expect(result.schema.rowCount).toBe(2);
  });

  it("reads currency and percent from number formats", () => {
    expect(formatHint('"$"#,##0.00')).toEqual({ currency: "USD" });
    expect(formatHint("[$€-407] #,##0.00")).toEqual({ currency: "EUR" });
    expect(formatHint("#,##0 [$GBP]")).toEqual({ currency: "GBP" });
    expect(formatHint("0.00%")).toEqual({ percent: true });
    expect(formatHint('0.0" pct%"')).toBeUndefined();
    expect(formatHint("General")).toBeUndefined();
  });
});

describe("bad workbooks", () => {
  it("refuses a zip bomb that lies about its size, inflating no more than it declared", async () => {
    const bomb = await zipWith("xl/worksheets/sheet1.xml", new Uint8Array(50 * 1024 * 1024), 1000);
    const error = await failure(ingestFile({ bytes: bomb, fileName: "bomb.xlsx" }));
    expect(error.code).toBe("too_large");
    expect(error.message).toMatch(/zip bomb/);
  });

  it("refuses a zip bomb by its declared ratio before inflating anything", async () => {
    const bomb = await zipWith("xl/worksheets/sheet1.xml", new Uint8Array(1000), 0xf0000000);
    await expect(checkZip(bomb)).rejects.toThrow(/zip bomb/);
  });

  it("refuses a workbook that expands beyond the limit", async () => {
    const big = await zipWith("xl/worksheets/sheet1.xml", new Uint8Array(2_000_000));
    await expect(checkZip(big, 1_000_000)).rejects.toThrow("The workbook expands to 2 MB when opened; the limit is 1 MB.");
  });

  it("refuses a workbook whose sheets unpack to more than the server can parse", async () => {
    const rows: string[] = [];
    for (let size = 0, i = 0; size < 12_000_000; i++) {
      const row = `<row r="${i}"><c t="n"><v>${(i * 7919) % 100_003}</v></c></row>`;
      rows.push(row);
      size += row.length;
    }
    const xml = new TextEncoder().encode(rows.join("")).subarray(0, 12_000_000);
    const error = await failure(ingestFile({ bytes: await zipWith("xl/worksheets/sheet1.xml", xml), fileName: "wide.xlsx" }));
    expect(error.code).toBe("too_large");
    expect(error.message).toBe(
      "“wide.xlsx” holds 12 MB of spreadsheet data once unpacked; the server opens workbooks up to 8 MB (about 27,000 rows of 8 columns). Save the sheet as CSV in Excel (File › Save As › CSV) and upload that instead.",
    );
  });

  it("holds legacy .xls files to their own, lower ceiling", async () => {
    const error = await failure(ingestFile({ bytes: salesWorkbook("xls"), fileName: "old.xls" }, { maxWorkbookBytes: MAX_SERVER_WORKBOOK_BYTES / 1000 }));
    expect(error.message).toMatch(/^“old\.xls” is \d+(\.\d)? KB; Excel 97–2003 workbooks \(\.xls\) over 1 KB are too large to open on the server\./);
  });

  it("refuses a ZIP archive that is not a workbook", async () => {
    const zip = await zipWith("readme.txt", new TextEncoder().encode("hello"));
    const error = await failure(ingestFile({ bytes: zip, fileName: "data.xlsx" }));
    expect(error.message).toBe("“data.xlsx” is a ZIP archive, not an Excel workbook. Upload a CSV, Excel (.xlsx, .xls) or JSON file.");
  });

  it("says a truncated workbook is damaged", async () => {
    const bytes = salesWorkbook("xlsx");
    const error = await failure(ingestFile({ bytes: bytes.slice(0, Math.floor(bytes.length * 0.6)), fileName: "cut.xlsx" }));
    expect(error.code).toBe("malformed");
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it("says a password-protected workbook needs its password removed", async () => {
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, "EncryptionInfo", new Uint8Array(64));
    XLSX.CFB.utils.cfb_add(container, "EncryptedPackage", new Uint8Array(4096));
    const bytes = new Uint8Array(XLSX.CFB.write(container, { type: "array" }) as ArrayBuffer);
    const error = await failure(ingestFile({ bytes, fileName: "secret.xlsx" }));
    expect(error.code).toBe("password_protected");
    expect(error.message).toMatch(/protected with a password/);
  });

  it("refuses a workbook over the server ceiling with a way forward", async () => {
    const error = await failure(ingestFile({ bytes: salesWorkbook("xlsx"), fileName: "big.xlsx" }, { maxWorkbookBytes: 1000 }));
    expect(error.code).toBe("too_large");
    expect(error.message).toMatch(/^“big.xlsx” is \d+(\.\d)? KB; workbooks over 1 KB are too large to open on the server\. Save the sheet as CSV/);
  });

  it("reads an HTML table saved as .xls by Excel", async () => {
    const html = "<html><body><table><tr><td>City</td><td>Sales</td></tr><tr><td>Lyon</td><td>12</td></tr></table></body></html>";
    const result = await ingestFile({ bytes: new TextEncoder().encode(html), fileName: "export.xls" });
    expect(result.schema.columns.map((c) => c.type)).toEqual(["text", "number"]);
    const dataset = await openStoredDataset(result.stored as Uint8Array);
    expect(dataset.schema.rowCount).toBe(1);
  });

  it("infers a sheet's types from its whole first chunk of rows, as before delimited text's exact sample", async () => {
    const rows: (string | number)[][] = [["id", "code"]];
    for (let i = 1; i <= 1500; i++) rows.push([i, i === 1200 ? "A-17" : i]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Codes");
    const bytes = new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
    const result = await ingestFile({ bytes, fileName: "codes.xlsx" });
    expect(result.schema.columns.map((c) => c.type)).toEqual(["number", "text"]);
    // Read as text from the start (the sample saw "A-17"), not revised at row 1201 with a warning.
    expect(result.layout.mixedColumns).toEqual([{ column: "code", row: 1201, value: "A-17" }]);
    expect(result.warnings.filter((w) => w.includes("code"))).toEqual([]);
  });
});
