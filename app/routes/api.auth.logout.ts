// POST /api/auth/logout (SPEC §7): ends the session server-side and clears the cookie. Idempotent.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { destroySession } from "~/server/auth/session.server";
import { jsonError } from "~/server/http/json-body.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const clearCookie = await destroySession(context.services.db, request);
  return Response.json({ ok: true }, { headers: { "Set-Cookie": clearCookie, "Cache-Control": "no-store" } });
}

export function loader() {
  return jsonError(405, "Use POST.");
}
