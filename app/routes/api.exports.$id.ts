// GET /api/exports/:id → the user's export: its status (queued, running, done, failed with a message) and, once
// done, a download link signed for 24 hours (a fresh one on every request). Anyone else's export is 404.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/server/auth/guards.server";
import { exportJson } from "~/server/reports/exports.server";
import { handleApi } from "~/server/workspace-request.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    return Response.json({ export: await exportJson(context.services, user.id, params.id ?? "") }, { headers: { "Cache-Control": "no-store" } });
  });
}
