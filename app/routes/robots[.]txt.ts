import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicOrigin, robotsTxt } from "~/server/seo.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request, context.services.config.APP_ORIGIN)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
