// GET /api/datasets/:id/original: the file as the user uploaded it, byte for byte, to its owner and to members
// of a team it is shared with (an export: every role may); anyone else gets 404. The browser fetches a workbook too large for the server to convert another sheet itself.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FORMAT_CONTENT_TYPES } from "~/lib/dataset-formats";
import { requireApiUser } from "~/server/auth/guards.server";
import { requireResource } from "~/server/access.server";
import { handleApi } from "~/server/workspace-request.server";
import { WorkspaceError } from "~/server/workspace-error.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const { row } = await requireResource(context.services.db, user.id, "dataset", params.id, "export");
    if (row.kind === "cleaned") throw new WorkspaceError(409, "A cleaned copy has no uploaded file of its own: download the original from its own file.");
    const object = await context.services.files.get(row.originalKey);
    if (!object) throw new WorkspaceError(410, "The stored file is gone (it may have expired). Please upload it again.");
    return new Response(object.body, {
      headers: {
        "Content-Type": FORMAT_CONTENT_TYPES[row.format],
        "Content-Length": String(object.size),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
