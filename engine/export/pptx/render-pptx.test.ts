import { beforeAll, describe, expect, it } from "vitest";
import { sampleReport } from "../../../tests/fixtures/sample-report";
import { zipParts } from "../../../tests/fixtures/zip-parts";
import type { ReportDocument } from "../report-document";
import { renderPptx } from "./render-pptx";

/** A stand-in chart image (a PNG signature is all the deck needs to embed it). */
const PNG = { png: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), width: 2, height: 1 };


describe("renderPptx", () => {
  let report: ReportDocument;
  let deck: Map<string, string>;
  beforeAll(async () => {
    report = await sampleReport(5_000);
    deck = zipParts(await renderPptx(report, { charts: report.sections.map((s) => (s.chart?.type === "none" ? undefined : PNG)) }));
  });

  it("has a title slide and two slides per analysis, with the report's title in its properties", () => {
    const slides = [...deck.keys()].filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p));
    expect(slides).toHaveLength(1 + 2 * report.sections.length);
    expect(deck.get("ppt/slides/slide1.xml")).toContain("Quarterly sales review");
    expect(deck.get("docProps/core.xml")).toContain("<dc:title>Quarterly sales review</dc:title>");
    expect(deck.get("ppt/slides/slide2.xml")).toContain(report.sections[0].answer.replace("&", "&amp;").slice(0, 30));
  });

  it("draws bar, line and pie answers as native, editable charts with the values, and a table of rows as a table", () => {
    const charts = [...deck.keys()].filter((p) => /^ppt\/charts\/chart\d+\.xml$/.test(p)).map((p) => deck.get(p)!);
    expect(charts).toHaveLength(4);
    expect(charts.some((c) => c.includes("<c:barChart>") && c.includes("North"))).toBe(true);
    expect(charts.some((c) => c.includes("<c:lineChart>"))).toBe(true);
    expect(charts.some((c) => c.includes("<c:doughnutChart>"))).toBe(true);
    // The fifth analysis (a list of rows) shows its table on its first slide.
    expect(deck.get("ppt/slides/slide10.xml")).toContain("<a:tbl>");
  });

  it("gives each analysis a second slide with its table (when the first showed a chart) and How this was answered, as the PDF has", () => {
    const slide = (n: number) => deck.get(`ppt/slides/slide${n}.xml`)!;
    const texts = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join("\n");
    // Analysis 1 (revenue by region): the chart first, then its table with the regions and the receipt.
    expect(slide(2)).not.toContain("<a:tbl>");
    expect(slide(3)).toContain("<a:tbl>");
    expect(texts(slide(3))).toContain("North");
    expect(texts(slide(3))).toContain("How this was answered");
    for (const line of report.sections[0].receipt) expect(texts(slide(3))).toContain(line);
    // Analysis 5 showed its table already: its second slide has the receipt only.
    expect(slide(11)).not.toContain("<a:tbl>");
    expect(texts(slide(11))).toContain("How this was answered");
  });

  it("puts the note and the receipt in the speaker notes", () => {
    const notes = [...deck.entries()].filter(([p]) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(p)).map(([, xml]) => xml).join("\n");
    expect(notes).toContain("Note: Central includes the two stores opened in 2024.");
    expect(notes).toContain("How this was answered:");
    expect(notes).toContain("Planned by the built-in planner.");
  });

  it("uses the chart image where a value is missing", async () => {
    const [first] = report.sections;
    const gap = { ...first, chart: { ...first.chart!, series: [{ ...first.chart!.series[0], values: [1, null, 3, 4, 5] }] } };
    const one = zipParts(await renderPptx({ ...report, sections: [gap] }, { charts: [PNG] }));
    expect([...one.keys()].filter((p) => p.startsWith("ppt/charts/"))).toEqual([]);
    expect([...one.keys()].some((p) => p.startsWith("ppt/media/"))).toBe(true);
  });
});
