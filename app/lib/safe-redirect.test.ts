import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/dashboard/reports")).toBe("/dashboard/reports");
    expect(safeRedirect("/dashboard/reports?tab=2#top")).toBe("/dashboard/reports?tab=2#top");
  });

  it.each([
    ["https://evil.example/"],
    ["//evil.example/path"],
    ["/\\evil.example"],
    ["javascript:alert(1)"],
    ["dashboard"],
    ["/dash\nboard"],
    [""],
    [undefined],
    [42],
  ])("falls back for %j", (input) => {
    expect(safeRedirect(input)).toBe("/dashboard");
    expect(safeRedirect(input, "/")).toBe("/");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirect("/../../etc")).toBe("/etc");
  });
});

describe("loginPathFor", () => {
  it("carries the page to come back to", () => {
    expect(loginPathFor("/dashboard/reports")).toBe("/login?redirectTo=%2Fdashboard%2Freports");
  });
  it("leaves out the default target", () => {
    expect(loginPathFor("/dashboard")).toBe("/login");
  });
});
