// The export request form's schema, shared by the forms (report page, answer card) and the action.
import { z } from "zod";
import { ALL_EXPORT_FORMATS, type ExportFormat } from "~/lib/plans";

export const exportRequestSchema = z
  .object({
    format: z.enum(ALL_EXPORT_FORMATS as [ExportFormat, ...ExportFormat[]], { message: "Choose a format to export." }),
    reportId: z.string().trim().min(1).optional(),
    analysisId: z.string().trim().min(1).optional(),
  })
  .refine((v) => Boolean(v.reportId) !== Boolean(v.analysisId), { message: "Choose a report or an answer to export." });
