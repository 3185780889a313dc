// /dashboard/settings/logo — the signed-in user's own branding logo, for the Settings preview (404 without one).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { logoObject } from "~/server/account/branding.server";
import { requireUser } from "~/server/auth/guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const object = await logoObject(context.services, user.id);
  if (!object) return new Response("You have no logo yet. Upload one in Settings, under Branding.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
