// The import wizard's fields (header row, date order, decimal separator) read into engine ImportChoices; "auto"
// or a blank leaves a setting to detection.
import { z } from "zod";
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
export function importChoicesFrom(form: z.infer<typeof importFormSchema>): ImportChoices {
  const choices: ImportChoices = {};
  if (form.headerRow !== undefined) choices.headerRow = form.headerRow;
  if (form.dateOrder !== "auto") choices.dateOrder = form.dateOrder;
  if (form.decimal !== "auto") choices.decimalComma = form.decimal === "comma";
  return choices;
}
