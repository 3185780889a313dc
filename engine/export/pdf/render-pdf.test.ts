import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { interWoff } from "../../../tests/fixtures/export-assets";
import { sampleReport } from "../../../tests/fixtures/sample-report";
import type { ReportDocument } from "../report-document";
import { renderPdf, type PdfAssets } from "./render-pdf";
import { woffToSfnt } from "./woff-to-sfnt";

const assets: PdfAssets = { fonts: { regular: [interWoff(400)], bold: [interWoff(600)] } };
// The text checks read the PDF back with poppler's pdftotext; without it they fail loudly rather than skip.
if (spawnSync("pdftotext", ["-v"]).status !== 0) {
  throw new Error("pdftotext is missing: install poppler with `apt-get update && apt-get install -y poppler-utils` (.ci/run does).");
}

/** The text of each page, through poppler's pdftotext (installed on the machines that have it). */
function pagesText(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), "report-pdf-"));
  try {
    const file = join(dir, "report.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe("renderPdf", () => {
  let report: ReportDocument;
  let bytes: Uint8Array;
  beforeAll(async () => {
    report = await sampleReport(5_000);
    bytes = await renderPdf(report, assets);
  });

  it("is a PDF with the report's metadata and a cover followed by a page or more per analysis", async () => {
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("Quarterly sales review");
    expect(doc.getAuthor()).toBe("Ana Pereira");
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-11-24T09:30:00.000Z");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1 + report.sections.length);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("numbers every page and lists the analyses with their pages on the cover", () => {
    const pages = pagesText(bytes);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages[0]).toContain("Quarterly sales review");
    expect(pages[0]).toContain("Nov 24, 2026 09:30 UTC");
    expect(pages[0]).toContain("Sales 2023–2024.csv");
    expect(pages[0]).toMatch(/1\. +Total revenue by region +2/);
    expect(pages[1]).toContain(report.sections[0].answer);
    expect(pages[1]).toContain("How this was answered");
    expect(pages[1]).toMatch(/North +\$[\d,.]+/);
  });

  it("repeats the header row on every page a long table runs onto, and wraps long text", async () => {
    const rows = report.sections[4];
    const long: ReportDocument = {
      ...report,
      title: "A report whose title is long enough that it has to wrap onto a second line on the cover page",
      sections: [{ ...rows, answer: `${rows.answer} `.repeat(12), table: { ...rows.table, rows: [...rows.table.rows, ...rows.table.rows] } }],
    };
    const pages = pagesText(await renderPdf(long, assets));
    const tablePages = pages.slice(1);
    expect(tablePages.length).toBeGreaterThanOrEqual(4);
    for (const page of tablePages) expect(page).toMatch(/Order ID +Order date +Region +Product +Units +Revenue/);
    expect(pages[0]).toContain("A report whose title is long enough that it has to wrap onto a second");
  });

  it("draws characters outside the first font from the next one", async () => {
    const named: ReportDocument = { ...report, title: "Łódź ₹ report", sections: [] };
    const pdf = await renderPdf(named, { fonts: { regular: [interWoff(400), interWoff(400, "latin-ext")], bold: [interWoff(600)] } });
    const [cover] = pagesText(pdf);
    // The footer's regular face has the Latin Extended file; the bold title face has not, so "?" stands in.
    expect(cover).toMatch(/Łódź ₹ report +Page 1 of 1/);
    expect(cover).toContain("?ód? ? report");
  });

  it("caps long tables and says where the rest is", async () => {
    const rows = report.sections[4];
    const pdf = await renderPdf({ ...report, sections: [rows] }, assets, { table: { maxRows: 10 } });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(2);
    expect(pagesText(pdf)[1]).toContain("The first 10 of 120 rows are shown");
  });
});

describe("woffToSfnt", () => {
  it("unwraps WOFF into a TrueType font with the same glyphs", async () => {
    const woff = interWoff(400);
    const ttf = await woffToSfnt(woff);
    expect([...ttf.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
    expect(fontkit.create(ttf).numGlyphs).toBe(fontkit.create(woff).numGlyphs);
    expect(await woffToSfnt(ttf)).toBe(ttf);
  });
});

describe("a dashboard's KPI and text tiles in the PDF", () => {
  it("prints a KPI tile as its figure, period and change (not a second chart and table), a text tile as its text, and lists each once", async () => {
    const report = await sampleReport(2_000);
    const [byRegion] = report.sections;
    const dashboard: ReportDocument = {
      ...report,
      title: "Sales dashboard",
      sections: [
        byRegion,
        { ...byRegion, chart: undefined, table: { columns: [], rows: [], rowCount: 0, truncated: false }, tile: { kind: "kpi", value: "$14.6K", label: "Total Revenue · Dec 2024", change: "−7.7% vs Nov 2024", why: null } },
        { title: "Read me", answer: "Figures exclude returns.", receipt: [], table: { columns: [], rows: [], rowCount: 0, truncated: false }, tile: { kind: "text", body: "Figures exclude returns." } },
      ],
    };
    const pages = pagesText(await renderPdf(dashboard, assets));
    const all = pages.join("\n");
    expect(all).toContain("$14.6K");
    expect(all).toContain("Total Revenue · Dec 2024");
    expect(all).toContain("−7.7% vs Nov 2024");
    expect(all).toContain("Figures exclude returns.");
    // The region table is printed once (the chart tile's), not again for the KPI.
    expect(all.match(/Data · \d+ rows?/g)).toHaveLength(1);
    const contents = pages[0].split("\n").filter((line) => /^\s*\d\.\s/.test(line)).map((line) => line.trim().replace(/\s+\d+$/, ""));
    expect(contents).toEqual(["1.  Total revenue by region", "2.  Total revenue by region (KPI)", "3.  Read me"].map((l) => l.replace(/\s+/g, " ")).map((l) => expect.stringMatching(new RegExp(`^${l.replace(/[.()]/g, "\\$&").replace(/ /g, "\\s+")}$`))));
    expect(new Set(contents).size).toBe(contents.length);
  });
});
