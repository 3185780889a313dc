// The report forms' schemas, shared by the pages and their actions.
import { z } from "zod";

const NO_ANALYSES = "Choose at least one saved analysis for the report.";
const title = z.string().trim().min(1, "Give the report a title.").max(120, "Keep the title under 120 characters.");
const subtitle = z.string().trim().max(200, "Keep the subtitle under 200 characters.").optional();

/** New report: a title, an optional subtitle, and the saved analyses to start with (in the order listed). */
export const createReportSchema = z.object({
  title,
  subtitle,
  analysisId: z.array(z.string().min(1), { message: NO_ANALYSES }).min(1, NO_ANALYSES),
});

/** The report page's one form: title, subtitle, the analyses in order with their notes, and what to do. */
export const editReportSchema = z.object({
  title,
  subtitle,
  analysisId: z.array(z.string().min(1)).default([]),
  note: z.array(z.string().max(500, "Keep each note under 500 characters.")).default([]),
  /** "save", "up:<i>", "down:<i>", "remove:<i>", "add", "delete" */
  intent: z.string().regex(/^(save|add|delete|(up|down|remove):\d{1,3})$/, "Unknown action."),
  add: z.string().optional(),
  /** "yes": the delete was confirmed on the step that says what goes with the report. */
  confirm: z.literal("yes").optional(),
});

/** Applies a move or removal to the ordered list (keyboard: the buttons beside each analysis). */
export function applyItemIntent<T>(items: T[], intent: string): T[] {
  const [action, at] = intent.split(":");
  const i = Number(at);
  if (!Number.isInteger(i) || i < 0 || i >= items.length) return items;
  const next = [...items];
  if (action === "remove") next.splice(i, 1);
  const j = action === "up" ? i - 1 : action === "down" ? i + 1 : -1;
  if (j >= 0 && j < next.length) [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** Moves the item at `from` to `to` (drag and drop). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** "Run this report on a new file": the report's file, the newer upload, the format and the renamed columns confirmed. */
export const rerunReportSchema = z.object({
  from: z.string().min(1, "Choose which file of the report to replace."),
  to: z.string().min(1, "Choose the new file to run the report on."),
  format: z.enum(["pdf", "pptx", "xlsx"], { message: "Choose PDF, PowerPoint or Excel." }),
  /** The box confirming the renamed columns hold the same data. */
  confirm: z.literal("yes").optional(),
  /** Form fields "column.<previous column id>" = the new file's column id. */
  columns: z.record(z.string(), z.string()),
});

/** The rerun form's fields as rerunReportSchema reads them ("column.<id>" fields gathered into `columns`). */
export function rerunFormInput(form: FormData): Record<string, unknown> {
  const columns: Record<string, string> = {};
  const fields: Record<string, unknown> = { columns };
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name.startsWith("column.")) columns[name.slice("column.".length)] = value;
    else fields[name] = value;
  }
  return fields;
}
