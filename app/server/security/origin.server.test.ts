import { describe, expect, it } from "vitest";
import { checkSameOrigin } from "./origin.server";

const post = (headers: Record<string, string>, url = "https://app.example/api/auth/login") =>
  new Request(url, { method: "POST", headers });

describe("checkSameOrigin", () => {
  it("lets safe methods through without any header", () => {
    expect(checkSameOrigin(new Request("https://app.example/login"))).toEqual({ ok: true });
    expect(checkSameOrigin(new Request("https://app.example/login", { method: "HEAD" }))).toEqual({ ok: true });
  });

  it("accepts a POST whose Origin is the request's origin", () => {
    expect(checkSameOrigin(post({ Origin: "https://app.example" }))).toEqual({ ok: true });
  });

  it("refuses a POST from another origin and names it", () => {
    const result = checkSameOrigin(post({ Origin: "https://evil.example" }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain("Origin https://evil.example is not allowed");
  });

  it("refuses an opaque origin (sandboxed frames, data: URLs)", () => {
    expect(checkSameOrigin(post({ Origin: "null" })).ok).toBe(false);
  });

  it("falls back to the Referer when Origin is missing", () => {
    expect(checkSameOrigin(post({ Referer: "https://app.example/login?x=1" }))).toEqual({ ok: true });
    expect(checkSameOrigin(post({ Referer: "https://evil.example/page" })).ok).toBe(false);
  });

  it("refuses a POST with neither Origin nor Referer", () => {
    const result = checkSameOrigin(post({}));
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("no Origin or Referer") });
  });

  it("accepts configured extra origins and the Host the browser used", () => {
    expect(checkSameOrigin(post({ Origin: "https://insightlab.example" }), ["https://insightlab.example/"])).toEqual({ ok: true });
    expect(checkSameOrigin(post({ Origin: "http://localhost:8787", Host: "localhost:8787" }, "http://127.0.0.1:9999/x"))).toEqual({ ok: true });
  });

  it("distrusts a matching Origin when the browser says the request is cross-site", () => {
    expect(checkSameOrigin(post({ Origin: "https://app.example", "Sec-Fetch-Site": "cross-site" })).ok).toBe(false);
  });

  it("compares whole origins, not prefixes", () => {
    expect(checkSameOrigin(post({ Origin: "https://app.example.evil.net" })).ok).toBe(false);
    expect(checkSameOrigin(post({ Origin: "http://app.example" })).ok).toBe(false);
  });
});
