import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnswerChart } from "./answer-chart";
import { possibleKinds, type ChartData } from "./chart-data";

const base: ChartData = {
  kind: "bar",
  categories: ["North", "South", "East"],
  categoryLabel: "Region",
  series: [{ id: "sum_revenue", label: "Revenue", values: [480_000, 300_000, 460_000] }],
  valueLabel: "Revenue",
  format: (v) => `$${Math.round(v / 1000)}K`,
  axisFormat: (v) => `$${Math.round(v / 1000)}K`,
};

describe("AnswerChart on the server (no JavaScript)", () => {
  it("renders a bar chart as inline SVG with one bar per category and formatted axis values", () => {
    const html = renderToStaticMarkup(<AnswerChart data={base} title="Revenue by region" />);
    expect(html).toContain("<svg");
    expect(html.match(/<rect /g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain("North");
    expect(html).toMatch(/\$\d+K/);
  });

  it("turns long category labels 45°", () => {
    const long = { ...base, categories: ["A very long product name one", "Another very long product name", "Third long name here"], rotateLabels: true };
    expect(renderToStaticMarkup(<AnswerChart data={long} title="t" />)).toMatch(/rotate\(-45\)/);
  });

  it("renders lines and pies", () => {
    const line = renderToStaticMarkup(<AnswerChart data={{ ...base, kind: "line" }} title="t" />);
    expect(line).toMatch(/<path[^>]*d="M/);
    const pie = renderToStaticMarkup(<AnswerChart data={{ ...base, kind: "pie" }} title="t" />);
    expect(pie.match(/<path/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe("possibleKinds", () => {
  it("offers a pie only for one series of at most 7 shares, and never for a time series", () => {
    expect(possibleKinds(base, false)).toEqual(["bar", "line", "pie"]);
    expect(possibleKinds(base, true)).toEqual(["bar", "line"]);
    const eight = { ...base, categories: "abcdefgh".split(""), series: [{ ...base.series[0], values: [1, 2, 3, 4, 5, 6, 7, 8] }] };
    expect(possibleKinds(eight, false)).toEqual(["bar", "line"]);
  });
});
