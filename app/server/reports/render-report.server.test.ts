import { writeFileSync } from "node:fs";
import { PDFDocument, PDFName, PDFDict, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReportDocument } from "../../../engine/export/report-document";
import { interWoff, interWoff2, resvgWasm } from "../../../tests/fixtures/export-assets";
import { sampleReport } from "../../../tests/fixtures/sample-report";
import { renderReport, sectionChartImages, type RenderAssets } from "./render-report.server";

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

describe("renderReport", () => {
  let report: ReportDocument;
  beforeAll(async () => {
    report = await sampleReport(5_000);
  });

  it("draws each charted section's chart in the PDF, at 2× the size it takes on the page", async () => {
    const file = await renderReport(report, "pdf", assets);
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

  it("renders the workbook", async () => {
    const file = await renderReport(report, "xlsx", assets);
    expect(file.extension).toBe("xlsx");
    expect([...file.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });
});
