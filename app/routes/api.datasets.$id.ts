// GET /api/datasets/:id: one file with its columns and profile. DELETE: remove it and everything derived.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/server/auth/guards.server";
import { deleteDataset, getDataset } from "~/server/datasets/datasets.server";
import { toDatasetDetail, withColumns } from "~/server/datasets/dataset-view";
import { parseColumnsPage } from "~/lib/column-window";
import { handleApi } from "~/server/workspace-request.server";
import { WorkspaceError } from "~/server/workspace-error.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const row = await getDataset(context.services.db, user.id, params.id ?? "");
    const detail = toDatasetDetail(row);
    const page = parseColumnsPage(new URL(request.url).searchParams, detail.schema?.columns.length ?? 0);
    const ids = (detail.schema?.columns ?? []).slice(page.offset, page.offset + page.limit).map((c) => c.id);
    const dataset = { ...withColumns(detail, ids), columnsPage: page };
    return Response.json({ dataset }, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") throw new WorkspaceError(405, "Use DELETE to remove a file.");
    const user = await requireApiUser(context.services, request);
    await deleteDataset(context.services.db, context.services.files, user.id, params.id ?? "");
    return Response.json({ deleted: true });
  });
}
