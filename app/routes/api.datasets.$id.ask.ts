// POST /api/datasets/:id/ask {question, conversationId?, useOriginal?, pinned?} → the answer JSON (sentence, value, table, chart, plan…),
// or 202 {status: "queued", conversationId, jobId, message} for a question worked out in the background.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { pinnedChoiceObject } from "~/lib/pinned-choice";
import { requireApiUser } from "~/server/auth/guards.server";
import { askQuestion } from "~/server/conversations/ask.server";
import { handleApi, readJsonInput } from "~/server/workspace-request.server";

const bodySchema = z.object({
  question: z.string().trim().min(1, "Type a question first.").max(500, "Keep the question under 500 characters."),
  conversationId: z.string().min(1).optional(),
  /** Answer from the original file even when it has a cleaned copy. */
  useOriginal: z.boolean({ message: "useOriginal must be true or false." }).optional(),
  /** A choice that pins a plan (`choices[].pinned`): the question back's messageId and that place; answers with the kept plan. */
  pinned: pinnedChoiceObject.optional(),
});

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const input = await readJsonInput(request, bodySchema);
    const asked = await askQuestion(context.services, user, { ...input, datasetId: params.id ?? "" });
    // Too large to work out while the request waits: 202 with the job; the answer joins the conversation when done.
    if (asked.queued) return Response.json({ status: "queued", conversationId: asked.conversationId, jobId: asked.jobId, message: asked.reason }, { status: 202 });
    return Response.json({ conversationId: asked.conversationId, messageId: asked.messageId, ...asked.answer });
  });
}
