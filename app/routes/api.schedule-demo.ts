// POST /api/schedule-demo {email} → 201 (SPEC §7: any ok response is success; the body is not read).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { demoRequestSchema } from "~/lib/schemas/demo";
import { DEMO_FIELD_LABELS, recordDemoRequest } from "~/server/demo-requests.server";
import { answerPublicFormApi, postOnlyResponse } from "~/server/public-form-api.server";

export const loader = () => postOnlyResponse("Use POST with a JSON body {email}.");

export function action({ request, context }: ActionFunctionArgs) {
  return answerPublicFormApi(request, {
    db: context.services.db,
    now: context.services.clock.now().getTime(),
    form: "demo",
    schema: demoRequestSchema,
    labels: DEMO_FIELD_LABELS,
    maxBodyBytes: 2048,
    save: (input) => recordDemoRequest(context.services.db, input),
    accepted: () => ({ status: 201, body: { message: "Demo request received." } }),
  });
}
