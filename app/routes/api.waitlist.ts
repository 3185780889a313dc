// POST /api/waitlist {name, email, country} → {position, message} (SPEC §7).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { waitlistSchema } from "~/lib/schemas/waitlist";
import { JsonBodyError, jsonError, readJsonBody } from "~/server/http/json-body.server";
import { submitPublicForm } from "~/server/public-forms.server";
import { tooManyRequestsResponse } from "~/server/rate-limit.server";
import { WAITLIST_FIELD_LABELS, joinWaitlist } from "~/server/waitlist.server";

const MAX_BODY_BYTES = 4096;

export function loader() {
  return new Response(JSON.stringify({ message: "Use POST with a JSON body {name, email, country}." }), {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "application/json" },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  let raw: unknown;
  try {
    raw = await readJsonBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof JsonBodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const outcome = await submitPublicForm({
    db: context.db,
    request,
    form: "waitlist",
    schema: waitlistSchema,
    labels: WAITLIST_FIELD_LABELS,
    raw,
    save: (entry) => joinWaitlist(context.db, entry),
  });
  switch (outcome.kind) {
    case "limited":
      return tooManyRequestsResponse(outcome.limit);
    case "invalid":
      return jsonError(400, outcome.message, { errors: outcome.errors });
    case "ok": {
      const { position, message, alreadyJoined } = outcome.result;
      return Response.json({ position, message }, { status: alreadyJoined ? 200 : 201, headers: { "Cache-Control": "no-store" } });
    }
  }
}
