// GET /api/datasets/:id/download?format=csv|xlsx: the file's data as stored (a cleaned copy's cleaned values),
// to its owner only (anyone else gets 404); CSV by default.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireApiUser } from "~/server/auth/guards.server";
import { DOWNLOAD_FORMATS, datasetDownload } from "~/server/datasets/download.server";
import { handleApi } from "~/server/workspace-request.server";
import { WorkspaceError } from "~/server/workspace-error.server";

const formatSchema = z.enum(DOWNLOAD_FORMATS).default("csv");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const format = formatSchema.safeParse(new URL(request.url).searchParams.get("format") ?? undefined);
    if (!format.success) throw new WorkspaceError(400, "Choose the download's format: format=csv or format=xlsx.");
    return datasetDownload(context.services, user.id, params.id ?? "", format.data);
  });
}
