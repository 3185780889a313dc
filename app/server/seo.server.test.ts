import { describe, expect, it } from "vitest";
import { publicOrigin, robotsTxt, sitemapXml } from "./seo.server";

describe("SEO files", () => {
  it("uses APP_ORIGIN when set, else the request's origin", () => {
    const request = new Request("http://127.0.0.1:8787/robots.txt");
    expect(publicOrigin(request)).toBe("http://127.0.0.1:8787");
    expect(publicOrigin(request, "https://insightlab.app/")).toBe("https://insightlab.app");
  });

  it("allows the public site, keeps crawlers out of the workspace and API, and names the sitemap", () => {
    const txt = robotsTxt("https://insightlab.app");
    expect(txt).toContain("Disallow: /dashboard");
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain("Sitemap: https://insightlab.app/sitemap.xml");
  });

  it("lists every public page with an absolute URL", () => {
    const xml = sitemapXml("https://insightlab.app");
    expect(xml).toContain("<loc>https://insightlab.app/</loc>");
    expect(xml).toContain("<loc>https://insightlab.app/privacy</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(12);
  });
});
