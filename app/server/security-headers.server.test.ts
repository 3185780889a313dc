import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createCspNonce, SECURITY_HEADERS, sendsStrictTransportSecurity, staticAssetHeadersFile, withSecurityHeaders } from "./security-headers.server";

/** The sources of one CSP directive, e.g. directive(csp, "script-src") → ["'self'", "'nonce-…'"]. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found?.slice(1);
}

describe("contentSecurityPolicy", () => {
  it("allows scripts from our origin and, on a page, only the inline scripts carrying the nonce — never 'unsafe-inline'", () => {
    expect(directive(contentSecurityPolicy("abc123"), "script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directive(contentSecurityPolicy(), "script-src")).toEqual(["'self'"]);
    expect(directive(SECURITY_HEADERS["Content-Security-Policy"], "script-src")).toEqual(["'self'"]);
  });

  it("forbids framing by anyone, plugins and foreign base URLs", () => {
    const policy = contentSecurityPolicy("n");
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(SECURITY_HEADERS["X-Frame-Options"]).toBe("DENY");
  });
});

describe("createCspNonce", () => {
  it("makes a new 128-bit nonce each time, in characters a CSP source accepts", () => {
    const nonces = new Set(Array.from({ length: 50 }, createCspNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe("sendsStrictTransportSecurity", () => {
  it("is on for HTTPS to a real host, off over HTTP and for this machine", () => {
    expect(sendsStrictTransportSecurity(new URL("https://insightlab.example/"))).toBe(true);
    expect(sendsStrictTransportSecurity(new URL("http://insightlab.example/"))).toBe(false);
    expect(sendsStrictTransportSecurity(new URL("https://127.0.0.1:8443/"))).toBe(false);
    expect(sendsStrictTransportSecurity(new URL("https://localhost/"))).toBe(false);
  });
});

describe("withSecurityHeaders", () => {
  it("sets the page's nonce in the CSP, HSTS in production, and keeps a policy the route set itself", () => {
    const page = withSecurityHeaders(new Response("<p>hi</p>", { headers: { "Content-Type": "text/html" } }), {
      url: new URL("https://insightlab.example/"),
      cspNonce: "n0nce",
    });
    expect(page.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("n0nce"));
    expect(page.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    const sandboxed = withSecurityHeaders(new Response("x", { headers: { "Content-Security-Policy": "sandbox" } }), { url: new URL("http://127.0.0.1/") });
    expect(sandboxed.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(sandboxed.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("gives static files the nonce-less policy", () => {
    expect(staticAssetHeadersFile()).toContain(`Content-Security-Policy: ${contentSecurityPolicy()}`);
  });
});
