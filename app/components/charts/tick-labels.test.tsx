// The chart's tick labels never overlap and never run off the chart, measured on the server-rendered SVG: each
// label's box from its position and its width in Inter at the axis's 11 px (fontkit's advances), at a phone's
// width, a dashboard tile's and the report's.
import fontkit from "@pdf-lib/fontkit";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChartSpec } from "../../../engine/chart";
import { woffToSfnt } from "../../../engine/export/pdf/woff-to-sfnt";
import { interWoff } from "../../../tests/fixtures/export-assets";
import { chartSvg } from "./chart-svg";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const months = (n: number) => Array.from({ length: n }, (_, i) => `${MONTHS[i % 12]} ${2023 + Math.floor(i / 12)}`);

function spec(type: "line" | "bar", categories: string[], values: number[], extra: Partial<ChartSpec> = {}): ChartSpec {
  return {
    type,
    reason: "",
    title: "Units by month",
    orientation: "vertical",
    categories,
    series: [{ id: "units", name: "Total Units", values }],
    xAxis: { label: "Order date (month)", kind: "time", labelAngle: 45 },
    yAxis: { label: "Total Units" },
    valueFormat: { kind: "integer" },
    ...extra,
  };
}

interface Tick {
  text: string;
  /** The label's anchor point in the SVG's coordinates, and how it hangs from it. */
  x: number;
  y: number;
  anchor: string;
  rotate: number;
  axis: "category" | "value";
}

/**
 * The tick labels of the chart, placed: nivo draws each as <g translate(x,y)><line/><text translate(dx,dy) rotate(r)>
 * (x along the category axis, y along the value axis; each axis's own offset across it is not needed here).
 */
function ticks(svg: string, categories: string[]): Tick[] {
  const root = /<g transform="translate\(([\d.e+-]+),([\d.e+-]+)\)">/.exec(svg)!;
  const [ox, oy] = [Number(root[1]), Number(root[2])];
  const pattern = /<g transform="translate\(([\d.e+-]+),([\d.e+-]+)\)"[^>]*><line[^>]*><\/line><text dominant-baseline="([\w-]+)" text-anchor="(\w+)" transform="translate\(([\d.e+-]+),([\d.e+-]+)\) rotate\(([\d.e+-]+)\)"[^>]*>([^<]*)<\/text>/g;
  return [...svg.matchAll(pattern)].map((m) => ({
    text: m[8],
    x: ox + Number(m[1]) + Number(m[5]),
    y: oy + Number(m[2]) + Number(m[6]),
    anchor: m[4],
    rotate: Number(m[7]),
    // Long names are shortened with "…" on the axis.
    axis: categories.some((c) => c === m[8] || (m[8].endsWith("…") && c.startsWith(m[8].slice(0, -1)))) ? "category" : "value",
  }));
}

let measure: (text: string) => number;
beforeAll(async () => {
  const font = fontkit.create(await woffToSfnt(interWoff(400)));
  measure = (text) => (font.layout(text).advanceWidth / font.unitsPerEm) * 11;
});

const FONT_HEIGHT = 11 * 1.2;

/** Fails with the labels that collide or leave the chart. */
function expectReadable(svg: string, categories: string[], width: number, height: number): Tick[] {
  const all = ticks(svg, categories);
  const category = all.filter((t) => t.axis === "category");
  expect(category.length).toBeGreaterThan(1);
  for (const [a, b] of category.slice(1).map((t, i) => [category[i], t])) {
    if (a.rotate === 0) {
      // Side by side: the boxes, centred on their ticks, keep apart.
      const gap = b.x - measure(b.text) / 2 - (a.x + measure(a.text) / 2);
      expect(gap, `“${a.text}” and “${b.text}” overlap`).toBeGreaterThanOrEqual(2);
    } else {
      // Turned 45°: parallel boxes a line tall, apart by the ticks' distance across the slant.
      expect(Math.abs(b.x - a.x) * Math.SQRT1_2, `“${a.text}” and “${b.text}” overlap`).toBeGreaterThanOrEqual(FONT_HEIGHT);
    }
  }
  for (const t of category.filter((c) => c.rotate === 0)) {
    expect(t.x - measure(t.text) / 2, `“${t.text}” runs off the left`).toBeGreaterThanOrEqual(0);
    expect(t.x + measure(t.text) / 2, `“${t.text}” runs off the right`).toBeLessThanOrEqual(width);
  }
  const value = all.filter((t) => t.axis === "value").sort((a, b) => a.y - b.y);
  for (const [a, b] of value.slice(1).map((t, i) => [value[i], t])) expect(b.y - a.y, `“${a.text}” and “${b.text}” overlap`).toBeGreaterThanOrEqual(FONT_HEIGHT);
  for (const t of value) {
    expect(t.x - measure(t.text), `“${t.text}” runs off the left`).toBeGreaterThanOrEqual(0);
    expect(t.y).toBeLessThanOrEqual(height);
  }
  return category;
}

describe("tick labels on the server-rendered chart", () => {
  const units = months(24).map((_, i) => 8_000 + ((i * 7_919) % 23_000));

  for (const width of [340, 390, 560, 720, 800]) {
    it(`a 24-month line chart at ${width} px: thinned to a regular step, no label over another`, () => {
      const shown = expectReadable(chartSvg(spec("line", months(24), units), { width, height: 300 })!, months(24), width, 300);
      const step = months(24).indexOf(shown[1].text) - months(24).indexOf(shown[0].text);
      expect([1, 2, 3, 4, 6, 12]).toContain(step);
    });
  }

  it("a 24-month bar chart on a phone, and with axis titles (chart images)", () => {
    expectReadable(chartSvg(spec("bar", months(24), units), { width: 340, height: 300 })!, months(24), 340, 300);
    expectReadable(chartSvg(spec("bar", months(24), units), { width: 800, height: 500, frame: { title: "Units by month", source: "sales.csv" } })!, months(24), 800, 500);
  });

  it("long category names turned 45° on a narrow chart", () => {
    const names = Array.from({ length: 15 }, (_, i) => `Product with a long name ${i + 1}`);
    expectReadable(chartSvg(spec("bar", names, names.map((_, i) => 100 + i), { xAxis: { label: "Product", kind: "category", labelAngle: 45 } }), { width: 340, height: 360 })!, names, 340, 360);
  });

  it("one number style on the value axis: 8K beside 30K, not 8,000", () => {
    const value = ticks(chartSvg(spec("line", months(24), units), { width: 720, height: 360 })!, months(24)).filter((t) => t.axis === "value").map((t) => t.text);
    expect(value.length).toBeGreaterThan(2);
    for (const tick of value) expect(tick).toMatch(/^(0|\d+(\.\d+)?K)$/);
  });
});
