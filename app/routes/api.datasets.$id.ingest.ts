// POST /api/datasets/:id/ingest {sheet?}: read the stored file (again, e.g. with another sheet). When something was
// made on the file, the reading goes to a new file (201, `readFrom` the file that stayed; reread.server.ts).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireApiUser } from "~/server/auth/guards.server";
import { getDataset } from "~/server/datasets/datasets.server";
import { readResponse } from "~/server/datasets/dataset-view";
import { startIngest } from "~/server/datasets/ingest.server";
import { readAgain } from "~/server/datasets/reread.server";
import { handleApi, readJsonInput } from "~/server/workspace-request.server";

const bodySchema = z.object({ sheet: z.string().trim().min(1).max(200).optional() });

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const { sheet } = await readJsonInput(request, bodySchema);
    const row = await getDataset(context.services.db, user.id, params.id ?? "");
    const { services } = context;
    const read = await readAgain(services, user, row, (target) => startIngest(services, target, { sheet: sheet ?? row.sheet }));
    return readResponse(row, read);
  });
}
