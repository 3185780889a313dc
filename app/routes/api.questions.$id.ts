// GET /api/questions/:id → a question worked out in the background (POST /api/datasets/:id/ask answered 202 with
// its jobId): status (queued, running, done, failed), progress, and once done the answer as the ask gives it.
// Anyone else's question is 404.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/server/auth/guards.server";
import { questionJobStatus } from "~/server/conversations/pending-question.server";
import { handleApi } from "~/server/workspace-request.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    return Response.json({ question: await questionJobStatus(context.services.db, user.id, params.id ?? "") }, { headers: { "Cache-Control": "no-store" } });
  });
}
