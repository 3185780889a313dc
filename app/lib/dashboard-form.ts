// The dashboard forms' schemas, shared by the pages and their actions. Each form posts an `intent`; the layout
// is posted as JSON by the page's arranging (drag or keyboard), which needs JavaScript.
import { z } from "zod";

const title = z.string().trim().min(1, "Give the dashboard a title.").max(120, "Keep the title under 120 characters.");
const id = z.string().trim().min(1).max(100);
const tileTitle = z.string().trim().max(120, "Keep the tile title under 120 characters.").optional();
const note = z.string().trim().max(500, "Keep the note under 500 characters.").optional();
const body = z.string().trim().max(2000, "Keep the text under 2,000 characters.").optional();

/** The list page: a new dashboard. */
export const createDashboardSchema = z.object({ title });

const cell = z.object({ id, x: z.number().int().min(0).max(1000), y: z.number().int().min(0).max(10_000), w: z.number().int().min(1).max(12), h: z.number().int().min(1).max(12) });

/** A layout as posted: JSON `[{id, x, y, w, h}]`, one entry per tile. */
const layoutJson = z.string().transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: "custom", message: "The layout could not be read. Reload the page and try again." });
    return z.NEVER;
  }
  const parsed = z.array(cell).max(200).safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", message: "The layout could not be read. Reload the page and try again." });
    return z.NEVER;
  }
  return parsed.data;
});

/** The dashboard page's forms, one per intent. */
export const dashboardActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("rename"), title }),
    z.object({ intent: z.literal("duplicate") }),
    // "yes" from the step that says what goes; without it the delete is held there.
    z.object({ intent: z.literal("delete"), confirm: z.string().optional() }),
    z.object({ intent: z.literal("add-analysis"), analysisId: id, kind: z.enum(["analysis", "kpi"], { message: "Choose a chart or a KPI tile." }), note }),
    z.object({ intent: z.literal("add-text"), title: tileTitle, body: z.string().trim().min(1, "Write the text for the tile.").max(2000, "Keep the text under 2,000 characters.") }),
    z.object({ intent: z.literal("edit-tile"), tileId: id, title: tileTitle, note, body }),
    z.object({ intent: z.literal("remove-tile"), tileId: id }),
    z.object({ intent: z.literal("layout"), layout: layoutJson }),
  ],
  { message: "Unknown action." },
);
