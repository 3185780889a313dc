// POST /api/waitlist {name, email, country} → {position, message} (SPEC §7).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { waitlistSchema } from "~/lib/schemas/waitlist";
import { answerPublicFormApi, postOnlyResponse } from "~/server/public-form-api.server";
import { WAITLIST_FIELD_LABELS, joinWaitlist } from "~/server/waitlist.server";

export const loader = () => postOnlyResponse("Use POST with a JSON body {name, email, country}.");

export function action({ request, context }: ActionFunctionArgs) {
  return answerPublicFormApi(request, {
    db: context.services.db,
    now: context.services.clock.now().getTime(),
    form: "waitlist",
    schema: waitlistSchema,
    labels: WAITLIST_FIELD_LABELS,
    maxBodyBytes: 4096,
    save: (entry) => joinWaitlist(context.services.db, entry),
    // A repeat sign-up keeps its place in line: 200 rather than 201.
    accepted: ({ position, message, alreadyJoined }) => ({ status: alreadyJoined ? 200 : 201, body: { position, message } }),
  });
}
