// Static files as `wrangler dev` serves them (the assets layer answers before the Worker, from the build's
// `_headers`): content-hashed files cached for a year, every file with the site's security headers.
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../app/server/security-headers.server";
import { url } from "./harness";

async function hashedScriptPath(): Promise<string> {
  const html = await (await fetch(url("/"))).text();
  const path = html.match(/\/assets\/[\w.-]+-[\w-]{8}\.js/)?.[0];
  if (!path) throw new Error("The landing page links no content-hashed script under /assets/");
  return path;
}

describe("static assets", () => {
  it("caches content-hashed files under /assets/ for a year as immutable, with the security headers", async () => {
    const res = await fetch(url(await hashedScriptPath()));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  });

  it("gives files outside /assets/ the security headers without the long cache", async () => {
    const res = await fetch(url("/favicon.svg"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control") ?? "").not.toContain("immutable");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  });

  it("does not serve the _headers file itself", async () => {
    const res = await fetch(url("/_headers"));
    expect(await res.text()).not.toContain("Cache-Control: public");
  });
});
