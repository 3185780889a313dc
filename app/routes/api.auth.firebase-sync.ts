// POST /api/auth/firebase-sync {firebaseUid, email, displayName} + "Authorization: Bearer <ID token>" (SPEC §7):
// verifies the identity provider's ID token, finds or creates the user, starts a session, returns the user.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { identitySyncSchema } from "~/lib/schemas/auth";
import { bearerToken, syncIdentityUser } from "~/server/auth/identity-sync.server";
import { createSession } from "~/server/auth/session.server";
import { toSessionUser } from "~/server/auth/users.server";
import { jsonError, readJsonBodyOrError } from "~/server/http/json-body.server";

const MAX_BODY_BYTES = 8 * 1024;

export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readJsonBodyOrError(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const parsed = identitySyncSchema.safeParse(read.body);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "Invalid request.");

  const outcome = await syncIdentityUser(context.services, { token: bearerToken(request), ...parsed.data });
  if (!outcome.ok) return jsonError(outcome.status, outcome.message);
  return Response.json(toSessionUser(outcome.user), {
    status: outcome.created ? 201 : 200,
    headers: { "Set-Cookie": await createSession(context.services.db, request, outcome.user.id), "Cache-Control": "no-store" },
  });
}

export function loader() {
  return jsonError(405, "Use POST.");
}
