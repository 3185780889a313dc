// robots.txt and sitemap.xml, with absolute URLs on the site's public origin.
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";

/** The public origin: APP_ORIGIN when configured (behind a proxy), otherwise the request's own. */
export function publicOrigin(request: Request, appOrigin?: string): string {
  return (appOrigin ?? new URL(request.url).origin).replace(/\/+$/, "");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /reset-password",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGE_PATHS.map(
    (path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc><changefreq>weekly</changefreq><priority>${path === "/" ? "1.0" : "0.7"}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
