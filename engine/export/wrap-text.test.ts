import { describe, expect, it } from "vitest";
import { truncateText, wrapText } from "./wrap-text";

// One unit per character: widths are easy to reason about.
const measure = (text: string) => [...text].length;

describe("wrapText", () => {
  it("breaks at spaces so no line is wider than the width", () => {
    expect(wrapText("Revenue totals $27M across 5 regions", 16, measure)).toEqual(["Revenue totals", "$27M across 5", "regions"]);
  });
  it("keeps the text's own line breaks and blank lines", () => {
    expect(wrapText("one\n\ntwo three", 20, measure)).toEqual(["one", "", "two three"]);
  });
  it("breaks a word only when it is wider than a line, without splitting characters", () => {
    expect(wrapText("see https://example.com/very/long/path ok", 10, measure)).toEqual(["see", "https://ex", "ample.com/", "very/long/", "path ok"]);
    expect(wrapText("📈📈📈", 2, measure)).toEqual(["📈📈", "📈"]);
  });
  it("cuts a line with an ellipsis", () => {
    expect(truncateText("Filing Cabinet", 8, measure)).toBe("Filing…");
    expect(truncateText("Desk", 8, measure)).toBe("Desk");
  });
});
