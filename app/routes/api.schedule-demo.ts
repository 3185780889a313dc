// POST /api/schedule-demo {email} → 201 (SPEC §7: any ok response is success; the body is not read).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { demoRequestSchema } from "~/lib/schemas/demo";
import { recordDemoRequest } from "~/server/demo-requests.server";
import { JsonBodyError, jsonError, readJsonBody } from "~/server/http/json-body.server";
import { submitPublicForm } from "~/server/public-forms.server";
import { tooManyRequestsResponse } from "~/server/rate-limit.server";

const MAX_BODY_BYTES = 2048;

export function loader() {
  return new Response(JSON.stringify({ message: "Use POST with a JSON body {email}." }), {
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
    form: "demo",
    schema: demoRequestSchema,
    labels: { email: "Email" },
    raw,
    save: (input) => recordDemoRequest(context.db, input),
  });
  switch (outcome.kind) {
    case "limited":
      return tooManyRequestsResponse(outcome.limit);
    case "invalid":
      return jsonError(400, outcome.message, { errors: outcome.errors });
    case "ok":
      return Response.json({ message: "Demo request received." }, { status: 201, headers: { "Cache-Control": "no-store" } });
  }
}
