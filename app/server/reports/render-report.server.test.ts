import { writeFileSync } from "node:fs";
import { PDFDocument, PDFName, PDFDict, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { pngSize } from "../../../engine/export/png-header";
import type { ReportDocument } from "../../../engine/export/report-document";
import { interWoff, interWoff2, resvgWasm } from "../../../tests/fixtures/export-assets";
import { sampleReport } from "../../../tests/fixtures/sample-report";
import { renderExport, sectionChartImages, type RenderAssets } from "./render-report.server";

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
    const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const csv = await renderExport(one, "csv", async () => assets);
    expect(csv.contentType).toBe("text/csv; charset=utf-8");
    expect(decode(csv.bytes)).toMatch(/^\uFEFFRegion,Total Revenue\r\nNorth,"\$2,186,315\.83"\r\n/);
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
});
