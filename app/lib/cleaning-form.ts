// The cleaning form's fields, read the same way by the page's loader (GET: the preview) and action (POST: apply).
import { z } from "zod";
import { CLEANING_LEVELS, type CleaningLevel } from "../../engine/clean";

const levelSchema = z.enum(CLEANING_LEVELS as [CleaningLevel, ...CleaningLevel[]]);

/** The level in `?clean=` or the form's `level` field, or null when absent or not a level. */
export function cleaningLevelParam(value: string | null): CleaningLevel | null {
  const parsed = levelSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The recommendations still ticked: the form's `keep` boxes count only when they were shown for this level
 * (`reviewed`); a first look, or a change of level, starts with every recommendation ticked.
 */
export function cleaningChoice(level: CleaningLevel, reviewed: string | null, keep: string[]): { level: CleaningLevel; keep?: string[] } {
  return reviewed === level ? { level, keep } : { level };
}

/**
 * The cleaning step as an address (`?clean=<level>&reviewed=<level>&keep=…#clean`) holding what a posted cleaning
 * form chose: where signing in leads back when the session ended before Apply, with the same recommendations
 * ticked. Null for another form.
 */
export function cleaningStepPath(datasetPath: string, form: FormData): string | null {
  if (form.get("intent") !== "clean") return null;
  const level = cleaningLevelParam(String(form.get("level") ?? ""));
  if (!level) return null;
  const query = new URLSearchParams({ clean: level });
  const reviewed = form.get("reviewed");
  if (reviewed === level) {
    query.set("reviewed", level);
    for (const keep of form.getAll("keep")) query.append("keep", String(keep));
  }
  return `${datasetPath}?${query}#clean`;
}
