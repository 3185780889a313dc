// The export request's schema, shared by the forms (report page, answer card), their action and POST /api/exports: what to
// export (a report, a dashboard, a saved analysis, or one answer of a conversation) and in which format.
import { z } from "zod";
import { ALL_EXPORT_FORMATS, type ExportFormat } from "~/lib/plans";

const id = z.string().trim().min(1).max(100).optional();

export const exportRequestSchema = z
  .object({
    format: z.enum(ALL_EXPORT_FORMATS as [ExportFormat, ...ExportFormat[]], { message: "Choose a format to export." }),
    reportId: id,
    dashboardId: id,
    analysisId: id,
    conversationId: id,
    messageId: id,
    /** The chart type the user switched to, for chart images. */
    chartKind: z.enum(["bar", "line", "pie"]).optional().catch(undefined),
  })
  .refine((v) => [v.reportId, v.dashboardId, v.analysisId, v.messageId].filter(Boolean).length === 1 && Boolean(v.messageId) === Boolean(v.conversationId), {
    message: "Choose a report, a dashboard or an answer to export.",
  });

export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** What the request exports: the one of report, dashboard, saved analysis or conversation answer it names. */
export function exportTargetOf(request: ExportRequest): { reportId: string } | { dashboardId: string } | { analysisId: string } | { conversationId: string; messageId: string } {
  const { reportId, dashboardId, analysisId, conversationId, messageId } = request;
  return reportId ? { reportId } : dashboardId ? { dashboardId } : analysisId ? { analysisId } : { conversationId: conversationId!, messageId: messageId! };
}
