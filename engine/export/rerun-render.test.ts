// A report run on a newer file: every report format highlights the figures that differ from the previous file's.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { interWoff } from "../../tests/fixtures/export-assets";
import { sampleRerunReport } from "../../tests/fixtures/sample-report";
import { renderPdf } from "./pdf/render-pdf";
import { renderPptx } from "./pptx/render-pptx";
import type { ReportDocument } from "./report-document";
import { renderWorkbook } from "./workbook";

describe("a report run on a newer file", () => {
  let report: ReportDocument;
  beforeAll(async () => {
    report = await sampleRerunReport();
  });

  it("compares each section with the previous file's figures", () => {
    const [byRegion] = report.sections;
    expect(byRegion.changes!.changed.length).toBeGreaterThan(0);
    expect(byRegion.changes!.lines[0]).toMatch(/^\w+ · Total Revenue: \$[\d,.]+ \(was \$[\d,.]+\)$/);
  });

  it("PDF: the cover names the previous file and each section lists its changes", async () => {
    const bytes = await renderPdf(report, { fonts: { regular: [interWoff(400)], bold: [interWoff(600)] } });
    const dir = mkdtempSync(join(tmpdir(), "rerun-pdf-"));
    try {
      writeFileSync(join(dir, "r.pdf"), bytes);
      const pages = execFileSync("pdftotext", ["-layout", join(dir, "r.pdf"), "-"], { encoding: "utf8" }).split("\f");
      expect(pages[0]).toMatch(/Previous file +Sales 2023–2024\.csv \(highlighted figures differ from it\)/);
      expect(pages[0]).toMatch(/Renamed +“Revenue” is now “Net revenue”/);
      expect(pages[1]).toContain("Changes since “Sales 2023–2024.csv”");
      expect(pages[1]).toContain(report.sections[0].changes!.lines[0]);
      expect(pages[1]).toContain("Highlighted: figures that differ from “Sales 2023–2024.csv”");
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("PowerPoint: changed cells of a table are filled, and the changes are on the slide and in the notes", async () => {
    const deck = XLSX.CFB.read(await renderPptx(report), { type: "array" });
    const files = new Map(deck.FullPaths.map((p: string, i: number) => [p.replace(/^[^/]*\//, ""), deck.FileIndex[i]] as const));
    const text = (path: string) => new TextDecoder().decode((files.get(path) as { content: Uint8Array }).content);
    expect(text("ppt/slides/slide1.xml")).toContain("Previous file: Sales 2023–2024.csv");
    expect(text("ppt/slides/slide2.xml")).toContain("Changes since Sales 2023–2024.csv");
    // The largest orders are a table: its changed cells carry the highlight fill.
    expect(text("ppt/slides/slide10.xml")).toContain('<a:srgbClr val="FFEDB3"/>');
    // A charted analysis shows its table on its second slide, highlighted too.
    expect(text("ppt/slides/slide3.xml")).toContain('<a:srgbClr val="FFEDB3"/>');
    expect(text("ppt/notesSlides/notesSlide2.xml")).toContain(report.sections[0].changes!.lines[0]);
  });

  it("Excel: a changed figure carries a comment with the previous value; the Report sheet lists the changes", () => {
    const book = XLSX.read(renderWorkbook(report), { type: "array" });
    const [first] = report.sections;
    const { row, column, previous } = first.changes!.changed[0];
    const cell = book.Sheets[book.SheetNames[1]][XLSX.utils.encode_cell({ r: row + 1, c: column })] as XLSX.CellObject;
    expect(cell.c?.[0].t).toBe(`Was $${(previous as number).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} in Sales 2023–2024.csv`);
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Report, { header: 1 });
    expect(sheet.find((r) => r[0] === "Previous file")?.[1]).toContain("Sales 2023–2024.csv");
    expect(sheet.find((r) => r[1] === first.title)?.[6]).toBe(first.changes!.lines.join("\n"));
  });
});
