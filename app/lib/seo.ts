// Per-page title, description and Open Graph tags for the public pages.
import type { MetaDescriptor } from "@remix-run/cloudflare";

export const SITE_NAME = "InsightLab";

export function pageMeta({ title, description, type = "website" }: { title: string; description: string; type?: "website" | "article" }): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
