// The cleaning form's fields, read the same way by the page's loader (GET: the preview) and action (POST: apply).
import { z } from "zod";
import { CLEANING_LEVELS, type CleaningLevel } from "../../engine/clean";

const levelSchema = z.enum(CLEANING_LEVELS as [CleaningLevel, ...CleaningLevel[]]);

/** The level in `?clean=` or the form's `level` field, or null when absent or not a level. */
export function cleaningLevelParam(value: string | null): CleaningLevel | null {
  const parsed = levelSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** An AI suggestion as the form carries it (a `suggestion` field of JSON): still to be validated against the data. */
export interface CarriedSuggestion {
  column: string;
  from: string[];
  to: string;
}

const carriedSuggestion = z.object({ column: z.string().max(300), from: z.array(z.string().max(300)).min(1).max(50), to: z.string().max(300) });

/** A `suggestion` field's value for the form. */
export const suggestionField = (s: CarriedSuggestion) => JSON.stringify({ column: s.column, from: s.from, to: s.to });

/** The form's `suggestion` fields that read as suggestions (others are ignored; the engine validates the rest). */
export function carriedSuggestions(fields: readonly string[]): CarriedSuggestion[] {
  return fields.flatMap((field) => {
    try {
      const parsed = carriedSuggestion.safeParse(JSON.parse(field));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The recommendations still ticked: the form's `keep` boxes count only when they were shown for this level
 * (`reviewed`), with the AI suggestions shown then (`suggestion`); a first look, or a change of level, starts
 * with every detector's recommendation ticked but the unticked offers (and asks the AI afresh).
 */
export function cleaningChoice(
  level: CleaningLevel,
  reviewed: string | null,
  keep: string[],
  suggestions: string[] = [],
): { level: CleaningLevel; keep?: string[]; suggestions?: CarriedSuggestion[] } {
  return reviewed === level ? { level, keep, suggestions: carriedSuggestions(suggestions) } : { level };
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
    for (const suggestion of form.getAll("suggestion")) query.append("suggestion", String(suggestion));
  }
  return `${datasetPath}?${query}#clean`;
}
