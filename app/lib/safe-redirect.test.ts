import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirect } from "./safe-redirect";

/** Where a browser on https://insightlab.example/login goes when answered `Location: <location>`. */
function followedBy(location: string): URL {
  return new URL(location, "https://insightlab.example/login?redirectTo=x");
}

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/dashboard/reports")).toBe("/dashboard/reports");
    expect(safeRedirect("/dashboard/reports?tab=2#top")).toBe("/dashboard/reports?tab=2#top");
  });

  it.each([
    ["https://evil.example/"],
    ["http:evil.example"],
    ["//evil.example/path"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/..//evil.example"],
    ["/../..//evil.example/x?y#z"],
    ["/%2e%2e//evil.example"],
    ["/%2E%2E//evil.example"],
    ["/.%2e//evil.example"],
    ["/.//evil.example"],
    ["/%2e//evil.example"],
    ["/a/../..//evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    ["/dash\tboard"],
    ["/dash\nboard"],
    ["/\u0000/evil.example"],
    [" //evil.example"],
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)//"],
    ["data:text/html,hi"],
    ["dashboard"],
    ["/" + "a".repeat(2048)],
    ["/" + "%2e%2e/".repeat(300) + "/evil.example"],
    [""],
    [undefined],
    [null],
    [42],
  ])("falls back for %j", (input) => {
    expect(safeRedirect(input)).toBe("/dashboard");
    expect(safeRedirect(input, "/")).toBe("/");
  });

  it.each([
    ["/%5cevil.example", "/%5cevil.example"],
    ["/%5c%5cevil.example", "/%5c%5cevil.example"],
    ["/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/../../etc", "/etc"],
    ["/a/./b/../c", "/a/c"],
  ])("keeps %j as the on-site path %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "/..//x", "/%2e%2e//x", "/.//x", "/%5cx", "/\\x", "/\t/x", "/%09/evil", "/%2f%2fevil", "//evil", "https://evil",
    "/a/%2e%2e/%2e%2e//evil", "/;//evil", "/?//evil", "/#//evil", "/" + "x/".repeat(1000),
  ])("answers %j with a Location a browser follows on this site", (input) => {
    const followed = followedBy(safeRedirect(input));
    expect(followed.origin).toBe("https://insightlab.example");
    expect(followed.pathname.startsWith("//")).toBe(false);
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
