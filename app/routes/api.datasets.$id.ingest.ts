// POST /api/datasets/:id/ingest {sheet?}: read the stored file (again, e.g. with another sheet).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireApiUser } from "~/server/auth/guards.server";
import { getDataset } from "~/server/datasets/datasets.server";
import { toDatasetSummary } from "~/server/datasets/dataset-view";
import { startIngest } from "~/server/datasets/ingest.server";
import { handleApi, readJsonInput } from "~/server/workspace-request.server";

const bodySchema = z.object({ sheet: z.string().trim().min(1).max(200).optional() });

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const { sheet } = await readJsonInput(request, bodySchema);
    const row = await getDataset(context.services.db, user.id, params.id ?? "");
    const { services } = context;
    const dataset = await startIngest(services, row, { sheet: sheet ?? row.sheet });
    return Response.json({ dataset: toDatasetSummary(dataset) });
  });
}
