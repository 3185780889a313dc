// GET /api/datasets/:id: one file with its columns and profile. DELETE: remove it and everything derived — when
// anything beyond the file would go, only with ?confirm=1 (409 with what would go otherwise).
// Its owner, and members of a team it is shared with as their role allows (app/server/access.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/server/auth/guards.server";
import { requireResource } from "~/server/access.server";
import { deleteDatasetConfirmed } from "~/server/datasets/delete-impact.server";
import { toDatasetDetail, withColumns } from "~/server/datasets/dataset-view";
import { parseColumnsPage } from "~/lib/column-window";
import { handleApi } from "~/server/workspace-request.server";
import { WorkspaceError } from "~/server/workspace-error.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const { row } = await requireResource(context.services.db, user.id, "dataset", params.id, "view");
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
    const confirmed = new URL(request.url).searchParams.get("confirm") === "1";
    const outcome = await deleteDatasetConfirmed(context.services.db, context.services.files, user.id, params.id ?? "", context.services.clock.now(), confirmed);
    if (!outcome.deleted) {
      const message = `Deleting “${outcome.row.name}” also deletes what is listed in "impact". Send the request again with ?confirm=1 to delete it all.`;
      return Response.json({ message, impact: outcome.impact }, { status: 409 });
    }
    return Response.json({ deleted: true });
  });
}
