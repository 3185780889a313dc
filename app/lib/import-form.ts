// The import wizard's fields (header row, date order, decimal separator, column types) read into engine ImportChoices; "auto"
// or a blank leaves a setting to detection.
import { z } from "zod";
import type { ChosenColumnType } from "../../engine/infer/rules";
import type { ImportChoices } from "../../engine/ingest/table-builder";

export const importFormSchema = z.object({
  headerRow: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d+$/.test(v), "Give the header row as a row number, e.g. 3, or leave it blank to let InsightLab find it.")
    .transform((v) => (v === "" ? undefined : Number(v)))
    .refine((v) => v === undefined || (v >= 1 && v <= 1000), "The header row must be between 1 and 1,000."),
  dateOrder: z.enum(["auto", "mdy", "dmy"], { message: "Choose how dates are written." }),
  decimal: z.enum(["auto", "point", "comma"], { message: "Choose the decimal separator." }),
});

/** The form's answers as ImportChoices (only what was set). */
export function importChoicesFrom(form: z.infer<typeof importFormSchema>, columnTypes: Record<string, ChosenColumnType> = {}): ImportChoices {
  const choices: ImportChoices = {};
  if (form.headerRow !== undefined) choices.headerRow = form.headerRow;
  if (form.dateOrder !== "auto") choices.dateOrder = form.dateOrder;
  if (form.decimal !== "auto") choices.decimalComma = form.decimal === "comma";
  if (Object.keys(columnTypes).length > 0) choices.columnTypes = columnTypes;
  return choices;
}

/** The per-column type choices: "auto" leaves the column to detection; a category is read as text labels. */
export const COLUMN_TYPE_CHOICES = ["auto", "text", "number", "date", "category"] as const;
const columnTypeSchema = z.enum(COLUMN_TYPE_CHOICES);

/** Form field holding the chosen type of the column named after the prefix ("columnType:Store"). */
export const COLUMN_TYPE_FIELD = "columnType:";

/**
 * The per-column types in the form (fields `columnType:<name>`, and the pair `otherColumn` + `otherType` for
 * any other column), checked against the file's column names: a type for each named column, or the reason
 * they cannot be used.
 */
export function columnTypesFrom(
  form: Iterable<[string, FormDataEntryValue]>,
  columnNames: readonly string[],
): { ok: true; columnTypes: Record<string, ChosenColumnType> } | { ok: false; message: string } {
  const known = new Set(columnNames);
  const chosen: Record<string, ChosenColumnType> = {};
  const entries = [...form].filter(([, v]) => typeof v === "string") as [string, string][];
  const other = entries.find(([k]) => k === "otherColumn")?.[1].trim() ?? "";
  const otherType = entries.find(([k]) => k === "otherType")?.[1] ?? "auto";
  const pairs = entries.flatMap(([k, v]) => (k.startsWith(COLUMN_TYPE_FIELD) ? [[k.slice(COLUMN_TYPE_FIELD.length), v] as const] : []));
  if (other) pairs.push([other, otherType]);
  else if (otherType !== "auto") return { ok: false, message: "Choose the column whose type you set under “Another column”." };
  for (const [name, value] of pairs) {
    const type = columnTypeSchema.safeParse(value);
    if (!type.success) return { ok: false, message: `Choose a type for “${name}”: text, number, date or category.` };
    if (!known.has(name)) return { ok: false, message: `This file has no column “${name}”. Reload the page and choose from its columns.` };
    if (type.data === "auto") delete chosen[name];
    else chosen[name] = type.data;
  }
  return { ok: true, columnTypes: chosen };
}
