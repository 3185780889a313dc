import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicOrigin, sitemapXml } from "~/server/seo.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(publicOrigin(request, context.services.config.APP_ORIGIN)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
