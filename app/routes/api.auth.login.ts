// POST /api/auth/login {username (or email), password} (SPEC §7): the user as JSON and a session cookie; on failure the
// body is the error text (the client throws it as the message) with a matching status.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiLoginSchema } from "~/lib/schemas/auth";
import { createSession } from "~/server/auth/session.server";
import { signInWithPassword } from "~/server/auth/sign-in.server";
import { toSessionUser } from "~/server/auth/users.server";
import { JsonBodyError, readJsonBody } from "~/server/http/json-body.server";
import { clientIp, retryAfterHeaders } from "~/server/rate-limit.server";

const MAX_BODY_BYTES = 8 * 1024;

/** Errors are plain text: the spec's client throws the response text as the error message. */
function textResponse(message: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  let body: unknown;
  try {
    body = await readJsonBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof JsonBodyError) return textResponse(error.message, error.status);
    throw error;
  }
  const parsed = apiLoginSchema.safeParse(body);
  if (!parsed.success) return textResponse(parsed.error.issues[0]?.message ?? "Invalid request.", 400);

  const outcome = await signInWithPassword(context.services, {
    ...parsed.data,
    ip: clientIp(request),
  }, context.services.clock.now().getTime());
  if (!outcome.ok) {
    return textResponse(outcome.message, outcome.status, outcome.status === 429 ? retryAfterHeaders(outcome) : {});
  }
  return Response.json(toSessionUser(outcome.user), {
    headers: { "Set-Cookie": await createSession(context.services.db, request, outcome.user.id), "Cache-Control": "no-store" },
  });
}

export function loader() {
  return textResponse("Use POST.", 405, { Allow: "POST" });
}
