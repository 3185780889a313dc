import { describe, expect, it } from "vitest";
import type { ChartSpec } from "../../../engine/chart";
import { pngSize } from "../../../engine/export/png-header";
import { initSvgRenderer, svgToPng } from "../../../engine/export/svg-to-png";
import { interWoff2, resvgWasm } from "../../../tests/fixtures/export-assets";
import { chartSvg } from "./chart-svg";

const spec: ChartSpec = {
  type: "bar",
  reason: "A bar chart: it compares categories.",
  title: "Total Revenue by Region",
  orientation: "vertical",
  categories: ["North", "South", "East"],
  series: [{ id: "sum_revenue", name: "Total Revenue", values: [480_000, 300_000, 460_000] }],
  xAxis: { label: "Region", kind: "category", labelAngle: 0 },
  yAxis: { label: "Total Revenue" },
  valueFormat: { kind: "currency", code: "USD" },
};

describe("chartSvg", () => {
  it("is a standalone SVG document at the asked size, with literal colours and the Inter font", () => {
    const svg = chartSvg(spec, { width: 640, height: 320 })!;
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 640 320"');
    expect(svg).not.toContain("var(--");
    expect(svg).toContain("font-family:Inter, sans-serif");
    expect(svg).toContain("North");
    expect(svg).toContain("$400K");
  });

  it("draws the kind the user chose, and nothing for an answer without a chart", () => {
    expect(chartSvg(spec, { width: 400, height: 300, kind: "pie" })).not.toContain("<line");
    expect(chartSvg({ ...spec, type: "none", categories: [], series: [] }, { width: 400, height: 300 })).toBeNull();
  });

  it("becomes a PNG at 2× with the text drawn", async () => {
    await initSvgRenderer(resvgWasm());
    const image = await svgToPng(chartSvg(spec, { width: 720, height: 360 })!, { fonts: [interWoff2()] });
    expect(pngSize(image.png)).toEqual({ width: 1440, height: 720 });
    expect(image.png.length).toBeGreaterThan(10_000);
  });
});
