// GET /api/datasets: the signed-in user's files. POST /api/datasets: upload one (multipart, field "file").
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/server/auth/guards.server";
import { listDatasetsKept } from "~/server/datasets/plan-retention.server";
import { toDatasetSummary } from "~/server/datasets/dataset-view";
import { startIngest } from "~/server/datasets/ingest.server";
import { receiveUpload } from "~/server/datasets/upload.server";
import { handleApi } from "~/server/workspace-request.server";
import { WorkspaceError } from "~/server/workspace-error.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const rows = await listDatasetsKept(context.services.db, user.id);
    return Response.json({ datasets: rows.map(toDatasetSummary) }, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw new WorkspaceError(405, "Use POST to upload a file.");
    const user = await requireApiUser(context.services, request);
    const { services } = context;
    const received = await receiveUpload(services, user, request, services.clock.now());
    // ?ingest=deferred: the browser asks for ingest separately, so it can show each step.
    const deferred = new URL(request.url).searchParams.get("ingest") === "deferred";
    const dataset = deferred ? received.dataset : await startIngest(services, received.dataset, { sheet: received.sheet });
    return Response.json({ dataset: toDatasetSummary(dataset) }, { status: 201 });
  });
}
