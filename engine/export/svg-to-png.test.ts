import { beforeAll, describe, expect, it } from "vitest";
import { interWoff2, resvgWasm } from "../../tests/fixtures/export-assets";
import { pngSize } from "./png-header";
import { initSvgRenderer, svgToPng } from "./svg-to-png";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" viewBox="0 0 300 120">
  <rect width="300" height="120" fill="#fff"/><rect x="10" y="60" width="80" height="50" fill="#7c3aed"/>
  <text x="150" y="40" font-family="Inter, sans-serif" font-size="24" fill="#0f172a">Revenue $8.17M</text></svg>`;

describe("svgToPng", () => {
  beforeAll(() => initSvgRenderer(resvgWasm()));

  it("renders at twice the SVG's size by default", async () => {
    const image = await svgToPng(svg, { fonts: [interWoff2()] });
    expect(image).toMatchObject({ width: 600, height: 240 });
    expect(pngSize(image.png)).toEqual({ width: 600, height: 240 });
  });

  it("draws the text with the font it is given (none: no text)", async () => {
    const withText = await svgToPng(svg, { fonts: [interWoff2()], scale: 1 });
    const without = await svgToPng(svg, { fonts: [], scale: 1 });
    expect(withText.png.length).toBeGreaterThan(without.png.length + 1000);
  });

  it("reads no size from bytes that are not a PNG", () => {
    expect(pngSize(new TextEncoder().encode("<svg/> and more bytes than that"))).toBeNull();
  });
});
