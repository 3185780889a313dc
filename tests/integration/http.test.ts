// The app Worker over HTTP: statuses, case-insensitive routing, security headers on every kind of response.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, SECURITY_HEADERS } from "~/server/security-headers.server";
import { appFetch, CookieJar, createUser, signIn } from "./helpers";

/** The security headers, the CSP with this response's own nonce (security-headers.test.ts checks the nonce). */
function expectSecurityHeaders(response: Response) {
  const nonce = response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
  const expected = { ...SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy(nonce) };
  for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
}

describe("app Worker", () => {
  it("serves an HTML page with the security headers", async () => {
    const res = await appFetch("/documentation");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expectSecurityHeaders(res);
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("adds HSTS over HTTPS", async () => {
    const res = await appFetch("https://insightlab.test/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it("marks pages and route data for a signed-in visitor 'private, no-store', and leaves public pages alone", async () => {
    const jar = new CookieJar();
    await signIn(jar, await createUser());
    for (const path of ["/dashboard", "/", "/documentation", "/dashboard/reports.data?_routes=routes%2Fdashboard"]) {
      const res = await appFetch(path, { jar });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const signedOut = await appFetch("/documentation");
    expect(signedOut.headers.get("Cache-Control") ?? "").not.toMatch(/private|no-store/);
  });

  it("answers the JSON API with the security headers", async () => {
    const res = await appFetch("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    expectSecurityHeaders(res);
  });

  it("returns 404 with the not-found page for unknown paths, with the security headers", async () => {
    const res = await appFetch("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    expectSecurityHeaders(res);
  });

  it.each(["/DOCUMENTATION/", "/Documentation", "/documentation/"])("matches %s case-insensitively", async (path) => {
    const res = await appFetch(path);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("404 Page Not Found");
  });

  it("matches nested workspace paths case-insensitively (/Dashboard/Reports)", async () => {
    const [upper, lower] = await Promise.all([appFetch("/Dashboard/Reports"), appFetch("/dashboard/reports")]);
    // Whatever the workspace answers (a page now, a sign-in redirect later), both spellings answer the same.
    expect(upper.status).toBe(lower.status);
    expect(upper.status).not.toBe(404);
  });
});
