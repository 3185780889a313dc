import { writeFileSync } from "node:fs";
import { PDFDocument, PDFName, PDFDict, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { pngSize } from "../../../engine/export/png-header";
import type { ReportDocument } from "../../../engine/export/report-document";
import { interWoff, interWoff2, resvgWasm } from "../../../tests/fixtures/export-assets";
import { sampleReport } from "../../../tests/fixtures/sample-report";
import Papa from "papaparse";
import * as XLSX from "xlsx";
import { renderExport, sectionChartImages, type RenderAssets } from "./render-report.server";

const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

/** A zip's files by name, as bytes. */
function zipFilesOf(bytes: Uint8Array): Map<string, Uint8Array> {
  const zip = XLSX.CFB.read(bytes, { type: "array" });
  const files = new Map<string, Uint8Array>();
  zip.FullPaths.forEach((path: string, i: number) => {
    const entry = zip.FileIndex[i];
    // SheetJS's reader adds its own placeholder entry ("\u0001Sh33tJ5"), which is not in the zip.
    if (entry.type === 2 && !path.endsWith("/") && !path.includes("\u0001")) files.set(path.replace(/^[^/]*\//, ""), entry.content as Uint8Array);
  });
  return files;
}

const assets: RenderAssets = {
  resvgWasm: resvgWasm(),
  imageFonts: [interWoff2(400), interWoff2(600)],
  documentFonts: { regular: [interWoff(400)], bold: [interWoff(600)] },
};

/** The PNG images each page draws, as their pixel sizes. */
function pageImages(doc: PDFDocument): { width: number; height: number }[][] {
  return doc.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    if (!xObjects) return [];
    return xObjects.values().flatMap((ref) => {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) return [];
      const size = (key: string) => Number(stream.dict.get(PDFName.of(key))?.toString());
      return [{ width: size("Width"), height: size("Height") }];
    });
  });
}

describe("renderExport", () => {
  let report: ReportDocument;
  beforeAll(async () => {
    report = await sampleReport(5_000);
  });

  it("draws each charted section's chart in the PDF, at 2× the size it takes on the page", async () => {
    const file = await renderExport(report, "pdf", async () => assets);
    expect(file).toMatchObject({ contentType: "application/pdf", extension: "pdf" });
    if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, file.bytes);
    const doc = await PDFDocument.load(file.bytes);
    const images = pageImages(doc);
    expect(images[0]).toEqual([]);
    const charted = report.sections.filter((s) => s.chart && s.chart.type !== "none").length;
    expect(charted).toBeGreaterThanOrEqual(4);
    expect(images.flat()).toHaveLength(charted);
    for (const image of images.flat()) expect(image).toEqual({ width: 1440, height: 720 });
  });

  it("leaves out the chart of a section whose answer has none, and draws the kind the user chose", async () => {
    const [bars] = report.sections;
    const images = await sectionChartImages({ ...report, sections: [{ ...bars, chart: undefined }, { ...bars, chartKind: "pie" }, bars] }, assets);
    expect(images[0]).toBeUndefined();
    expect(images[1]!.png).not.toEqual(images[2]!.png);
  });

  it("renders a PowerPoint deck with native charts", async () => {
    const file = await renderExport(report, "pptx", async () => assets);
    expect(file.contentType).toBe("application/vnd.openxmlformats-officedocument.presentationml.presentation");
    if (process.env.REPORT_PPTX_OUT) writeFileSync(process.env.REPORT_PPTX_OUT, file.bytes);
    expect([...file.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it("renders the workbook without loading the drawing assets", async () => {
    const file = await renderExport(report, "xlsx", () => Promise.reject(new Error("not needed")));
    expect(file.extension).toBe("xlsx");
    expect([...file.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it("saves one analysis's table as CSV (with a BOM for Excel) and JSON, and its chart as SVG and a 2× PNG", async () => {
    const one: ReportDocument = { ...report, sections: [report.sections[0]] };
    const csv = await renderExport(one, "csv", async () => assets);
    expect(csv.contentType).toBe("text/csv; charset=utf-8");
    expect(decode(csv.bytes)).toMatch(/^\uFEFFRegion,Total Revenue\r\nNorth,2186315\.83\r\n/);
    const json = JSON.parse(decode((await renderExport(one, "json", async () => assets)).bytes)) as { rows: { region: string }[]; rowCount: number };
    expect(json.rowCount).toBe(5);
    expect(json.rows[0].region).toBe("North");
    const svg = decode((await renderExport(one, "svg", async () => assets)).bytes);
    expect(svg).toMatch(/^<svg[^>]* viewBox="0 0 800 500"/);
    // Inter travels with the file: regular and semibold as @font-face data.
    expect(svg.match(/@font-face\{font-family:"Inter";font-weight:(400|600);src:url\(data:font\/woff2;base64,[A-Za-z0-9+/=]{1000,}\) format\("woff2"\)\}/g)).toHaveLength(2);
    const png = await renderExport(one, "png", async () => assets);
    expect(png.contentType).toBe("image/png");
    expect(pngSize(png.bytes)).toEqual({ width: 1600, height: 1000 });
    await expect(renderExport({ ...one, sections: [{ ...one.sections[0], chart: undefined }] }, "png", async () => assets)).rejects.toThrow(/no chart/);
  });

  it("saves a whole report as CSV: a zip of one file per analysis, each read back by a CSV parser with numbers as numbers", async () => {
    const file = await renderExport(report, "csv", async () => assets, { wholeReport: true });
    expect(file).toMatchObject({ contentType: "application/zip", extension: "zip" });
    const files = zipFilesOf(file.bytes);
    expect([...files.keys()].sort()).toEqual(report.sections.map((s, i) => `${i + 1} ${s.title}.csv`).sort());
    const regions = Papa.parse<Record<string, unknown>>(decode(files.get("1 Total revenue by region.csv")!).replace(/^\uFEFF/, ""), { header: true, dynamicTyping: true, skipEmptyLines: true });
    expect(regions.data).toHaveLength(report.sections[0].table.rows.length);
    expect(typeof regions.data[0]["Total Revenue"]).toBe("number");
    expect(regions.data[0]["Total Revenue"]).toBeCloseTo(report.sections[0].table.rows[0][1] as number, 2);
  });

  it("saves a whole report as JSON: one file with a section per analysis", async () => {
    const file = await renderExport(report, "json", async () => assets, { wholeReport: true });
    const json = JSON.parse(decode(file.bytes)) as { title: string; analyses: { title: string; answer: string; howThisWasAnswered: string[]; rows: unknown[] }[] };
    expect(json.title).toBe(report.title);
    expect(json.analyses.map((a) => a.title)).toEqual(report.sections.map((s) => s.title));
    expect(json.analyses[0]).toMatchObject({ answer: report.sections[0].answer, howThisWasAnswered: report.sections[0].receipt });
    expect(json.analyses[4].rows).toHaveLength(120);
  });

  it("saves a whole report's charts as PNG and SVG: a zip of one image per chart", async () => {
    const charted = report.sections.flatMap((s, i) => (s.chart && s.chart.type !== "none" ? [`${i + 1} ${s.title}`] : []));
    const png = zipFilesOf((await renderExport(report, "png", async () => assets, { wholeReport: true })).bytes);
    expect([...png.keys()].sort()).toEqual(charted.map((name) => `${name}.png`).sort());
    for (const image of png.values()) expect(pngSize(image)).toEqual({ width: 1600, height: 1000 });
    const svg = zipFilesOf((await renderExport(report, "svg", async () => assets, { wholeReport: true })).bytes);
    expect([...svg.keys()].sort()).toEqual(charted.map((name) => `${name}.svg`).sort());
    const noCharts = { ...report, sections: report.sections.map((s) => ({ ...s, chart: undefined })) };
    await expect(renderExport(noCharts, "png", async () => assets, { wholeReport: true })).rejects.toThrow(/no charts/);
  }, 60_000);

  it("titles a chart image and labels its axes (measure and unit), with a source line: file, filters, date", async () => {
    const one: ReportDocument = { ...report, sections: [report.sections[0]] };
    const svg = decode((await renderExport(one, "svg", async () => assets)).bytes);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toContain("Total revenue by region");
    expect(texts).toContain("Total Revenue (USD)");
    expect(texts).toContain("Region");
    expect(texts).toContain("Source: Sales 2023–2024.csv · No filters · Nov 24, 2026 09:30 UTC");
    const filtered = { ...report.sections[0], receipt: ["Filter: Order date is in 2024 — Jan 1, 2024 to Dec 31, 2024.", ...report.sections[0].receipt] };
    const withFilter = decode((await renderExport({ ...report, sections: [filtered] }, "svg", async () => assets)).bytes);
    expect(withFilter).toContain("Filters: Order date is in 2024 — Jan 1, 2024 to Dec 31, 2024 · Nov 24, 2026");
  });
});
