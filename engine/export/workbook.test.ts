import * as XLSX from "xlsx";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleReport } from "../../tests/fixtures/sample-report";
import type { ReportDocument } from "./report-document";
import { sheetNames } from "./sheet-names";
import { renderWorkbook } from "./workbook";

describe("sheetNames", () => {
  it("keeps names Excel accepts: no : \\ / ? * [ ], at most 31 characters, unique regardless of case", () => {
    const names = sheetNames(["Revenue: by region [2024]?", "revenue: by region [2024]?", "A".repeat(40), "A".repeat(40), "'Quoted'", "", "History", "Report"], ["Report"]);
    expect(names).toEqual(["Revenue by region 2024", "revenue by region 2024 (2)", "A".repeat(31), `${"A".repeat(27)} (2)`, "Quoted", "Sheet", "History sheet", "Report (2)"]);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });

  it("never splits an emoji", () => {
    const [name] = sheetNames([`${"x".repeat(30)}📈 growth`]);
    expect(name).toBe("x".repeat(30));
  });
});

describe("renderWorkbook", () => {
  let report: ReportDocument;
  let workbook: XLSX.WorkBook;
  beforeAll(async () => {
    report = await sampleReport(5_000);
    workbook = XLSX.read(renderWorkbook(report), { type: "array", cellNF: true });
  });

  it("has a Report sheet first, then one sheet per analysis", () => {
    expect(workbook.SheetNames).toEqual(["Report", "Total revenue by region", "Monthly revenue", "Share of revenue by category", "Top 15 products by units sold", "The 120 largest orders of 2024"]);
    expect(workbook.Props?.Title).toBe("Quarterly sales review");
  });

  it("lists the title, date, datasets and each analysis's answer and receipt on the Report sheet", () => {
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Report, { header: 1, raw: false });
    expect(rows[0]).toEqual(["Quarterly sales review"]);
    expect(rows.flat()).toContain("Sales 2023–2024.csv");
    expect(rows.flat()).toContain(report.sections[0].answer);
    expect(rows.flat()).toContain(report.sections[4].receipt.join(" "));
    expect(workbook.Sheets.Report.B3).toMatchObject({ t: "n", z: "mmm d, yyyy hh:mm" });
    expect(workbook.Sheets.Report.B3.w).toBe("Nov 24, 2026 09:30");
  });

  it("writes numbers as numbers with the app's formats, and dates as Excel dates", () => {
    const region = workbook.Sheets["Total revenue by region"];
    expect(region.A1.v).toBe("Region");
    expect(region.B2).toMatchObject({ t: "n", z: '"$"#,##0.00', v: Math.round((report.sections[0].table.rows[0][1] as number) * 100) / 100 });
    const monthly = workbook.Sheets["Monthly revenue"];
    expect(monthly.A2).toMatchObject({ t: "n", z: "mmm yyyy", v: 44927, w: "Jan 2023" });
    const share = workbook.Sheets["Share of revenue by category"];
    expect(share.B2).toMatchObject({ t: "n", z: "0.0%" });
    expect(share.B2.w).toMatch(/^\d+\.\d%$/);
    const orders = workbook.Sheets["The 120 largest orders of 2024"];
    // Order IDs are identifiers: written as they are, without thousands separators.
    expect(orders.A2).toMatchObject({ t: "n", z: "0" });
    expect(orders.B2).toMatchObject({ t: "n", z: "mmm d, yyyy" });
    expect(orders.B2.w).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2024$/);
    expect(orders["!ref"]).toBe("A1:F121");
    expect(orders["!autofilter"]).toEqual({ ref: "A1:F121" });
  });

  it("keeps text that looks like a formula as text", () => {
    const base = report.sections[0];
    const table = { ...base.table, rows: [["=1+1", 5]] };
    const bytes = renderWorkbook({ ...report, sections: [{ ...base, table }] });
    const sheet = XLSX.read(bytes, { type: "array", cellFormula: true }).Sheets["Total revenue by region"];
    expect(sheet.A2).toMatchObject({ t: "s", v: "=1+1" });
    expect(sheet.A2.f).toBeUndefined();
  });
});
