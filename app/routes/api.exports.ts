// POST /api/exports {format, reportId | dashboardId | analysisId | conversationId + messageId, chartKind?} → 202 the
// queued export (poll GET /api/exports/:id until its signed link is ready). The same checks as the export form.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { exportRequestSchema, exportTargetOf } from "~/lib/export-request";
import { requireApiUser } from "~/server/auth/guards.server";
import { exportJson, requestExport } from "~/server/reports/exports.server";
import { handleApi, readJsonInput } from "~/server/workspace-request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const input = await readJsonInput(request, exportRequestSchema);
    const row = await requestExport(context.services, user, exportTargetOf(input), input.format, input.chartKind ?? null);
    const location = `/api/exports/${row.id}`;
    return Response.json({ export: await exportJson(context.services, user.id, row.id) }, { status: 202, headers: { Location: location, "Cache-Control": "no-store" } });
  });
}
