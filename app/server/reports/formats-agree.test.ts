// One figure, one look (issue #16): money reads as money and a share as a percentage in the answer's sentence,
// its table, its chart (axis ticks and the tooltips' format) and in every download — CSV, Excel, PDF and PowerPoint.
// The expected text is the answer table's own cell (formatCell), so the check is that every output agrees with it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { toChartData } from "~/components/charts/to-chart-data";
import type { ReportDocument } from "../../../engine/export/report-document";
import { formatCell } from "../../../engine/format";
import { interWoff, interWoff2, resvgWasm } from "../../../tests/fixtures/export-assets";
import { sampleReport } from "../../../tests/fixtures/sample-report";
import { zipParts } from "../../../tests/fixtures/zip-parts";
import { renderExport, sectionChartSvg, type RenderAssets } from "./render-report.server";

const assets: RenderAssets = {
  resvgWasm: resvgWasm(),
  imageFonts: [interWoff2(400), interWoff2(600)],
  documentFonts: { regular: [interWoff(400)], bold: [interWoff(600)] },
};

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "formats-agree-"));
  try {
    writeFileSync(join(dir, "report.pdf"), bytes);
    return execFileSync("pdftotext", ["-layout", join(dir, "report.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true });
  }
}


const MONEY = /^\$\d{1,3}(,\d{3})*\.\d\d$/;
/** Shortened from 10,000 up ($250K, $1.24M); below, grouped with cents unless whole ($1,234.50, $0). */
const MONEY_COMPACT = /^\$(\d{1,3}(,\d{3})*(\.\d\d)?|\d+(\.\d+)?[KMB])$/;
const PERCENT = /^\d+\.\d%$/;

describe("money and percentages read the same in the answer, its chart and every export", () => {
  let report: ReportDocument;
  /** Section 0: total revenue by region (money); 2: share of revenue by category (percent); 4: listed orders (money column). */
  let money: string;
  let share: string;
  let orderRevenue: string;
  beforeAll(async () => {
    report = await sampleReport(2_000);
    const cell = (s: number, r: number, c: number) => formatCell(report.sections[s].table.rows[r][c], report.sections[s].table.columns[c], { compact: false });
    money = cell(0, 0, 1);
    share = cell(2, 0, 1);
    const revenueColumn = report.sections[4].table.columns.findIndex((c) => c.id === "revenue");
    orderRevenue = cell(4, 0, revenueColumn);
  });

  it("the answer table: money with its symbol and cents, shares with one decimal and a % sign", () => {
    expect(money).toMatch(MONEY);
    expect(orderRevenue).toMatch(MONEY);
    expect(share).toMatch(PERCENT);
  });

  it("the sentence and the chart (axis ticks and tooltips share one format): money shortened with its symbol, shares as percentages", () => {
    const figures = (text: string) => text.match(/[$\d][\d,.]*[%KM]?/g) ?? [];
    expect(figures(report.sections[0].answer).filter((f) => f.startsWith("$")).length).toBeGreaterThan(0);
    expect(report.sections[2].answer).toMatch(/\d+\.\d%/);
    const revenueChart = toChartData(report.sections[0].chart!)!;
    for (const v of [0, 1234.5, 250_000, 1_240_000]) expect(revenueChart.format(v)).toMatch(MONEY_COMPACT);
    expect(toChartData(report.sections[2].chart!, "bar")!.format(0.387)).toBe("38.7%");
    // The drawn chart (the image every export embeds) labels its value axis with those ticks.
    const svg = sectionChartSvg(report.sections[0])!;
    const ticks = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).filter((t) => /^\$/.test(t));
    expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) expect(tick).toMatch(MONEY_COMPACT);
  });

  it("CSV writes the table's figures as numbers (at the cent), not its text", async () => {
    const csv = new TextDecoder().decode((await renderExport(report, "csv", async () => assets)).bytes);
    const revenue = report.sections[0].table.rows[0][1] as number;
    expect(csv).toContain(`,${Math.round(revenue * 100) / 100}`);
    expect(csv).not.toContain(`"${money}"`);
  });

  it("Excel keeps numbers with the same formats: money with its symbol and cents, shares as 0.0%", async () => {
    const workbook = XLSX.read((await renderExport(report, "xlsx", async () => assets)).bytes, { type: "array", cellNF: true });
    const revenue = workbook.Sheets["Total revenue by region"].B2;
    expect(revenue).toMatchObject({ t: "n", z: '"$"#,##0.00' });
    expect(revenue.w).toBe(money);
    const shareCell = workbook.Sheets["Share of revenue by category"].B2;
    expect(shareCell).toMatchObject({ t: "n", z: "0.0%" });
    expect(shareCell.w).toBe(share);
    const orders = workbook.Sheets["The 120 largest orders of 2024"];
    const header = XLSX.utils.sheet_to_json<string[]>(orders, { header: 1 })[0];
    const revenueCell = orders[XLSX.utils.encode_cell({ r: 1, c: header.indexOf("Revenue") })];
    expect(revenueCell.w).toBe(orderRevenue);
  });

  it("the PDF prints the table's text", async () => {
    const text = pdfText((await renderExport(report, "pdf", async () => assets)).bytes);
    expect(text).toContain(money);
    expect(text).toContain(share);
    expect(text).toContain(orderRevenue);
  }, 60_000);

  it("PowerPoint: tables print the table's text, native charts label money axes with the symbol", async () => {
    const deck = zipParts((await renderExport(report, "pptx", async () => assets)).bytes);
    const slides = [...deck.entries()].filter(([p]) => /^ppt\/slides\/slide\d+\.xml$/.test(p)).map(([, xml]) => xml).join("\n");
    expect(slides).toContain(orderRevenue);
    const charts = [...deck.entries()].filter(([p]) => /^ppt\/charts\/chart\d+\.xml$/.test(p)).map(([, xml]) => xml);
    const revenueChart = charts.find((xml) => xml.includes("<c:barChart>") && xml.includes(report.sections[0].table.rows[0][0] as string))!;
    expect(revenueChart).toMatch(/formatCode="[^"]*&quot;\$&quot;/);
  }, 60_000);
});
