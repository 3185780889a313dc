// The import wizard's fields (header row, date order, decimal separator, column types, a column's decimal mark) read
// into engine ImportChoices; "auto" or a blank leaves a setting to detection. `importFieldsOf` writes choices back as
// fields: each one-click correction posts the corrections in force with its own change.
import { z } from "zod";
import type { DecimalMark } from "../../engine/infer/number-format";
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
export function importChoicesFrom(
  form: z.infer<typeof importFormSchema>,
  columnTypes: Record<string, ChosenColumnType> = {},
  columnDecimals: Record<string, DecimalMark> = {},
): ImportChoices {
  const choices: ImportChoices = {};
  if (form.headerRow !== undefined) choices.headerRow = form.headerRow;
  if (form.dateOrder !== "auto") choices.dateOrder = form.dateOrder;
  if (form.decimal !== "auto") choices.decimalComma = form.decimal === "comma";
  if (Object.keys(columnTypes).length > 0) choices.columnTypes = columnTypes;
  if (Object.keys(columnDecimals).length > 0) choices.columnDecimals = columnDecimals;
  return choices;
}

/** The form fields that post `choices` (every field the schema needs, "auto" or blank where nothing is chosen). */
export function importFieldsOf(choices: ImportChoices | null): [string, string][] {
  const c = choices ?? {};
  return [
    ["intent", "import"],
    ["headerRow", c.headerRow === undefined ? "" : String(c.headerRow)],
    ["dateOrder", c.dateOrder ?? "auto"],
    ["decimal", c.decimalComma === undefined ? "auto" : c.decimalComma ? "comma" : "point"],
    ...Object.entries(c.columnTypes ?? {}).map(([name, type]): [string, string] => [`${COLUMN_TYPE_FIELD}${name}`, type]),
    ...Object.entries(c.columnDecimals ?? {}).map(([name, mark]): [string, string] => [`${COLUMN_DECIMAL_FIELD}${name}`, mark]),
  ];
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
/** Form field holding the decimal mark of the column named after the prefix ("columnDecimal:Betrag": point|comma|auto). */
export const COLUMN_DECIMAL_FIELD = "columnDecimal:";
const columnDecimalSchema = z.enum(["auto", "point", "comma"]);

/** `[column name, value]` of the form's fields named `<prefix><column name>`. */
function prefixedFields(form: Iterable<[string, FormDataEntryValue]>, prefix: string): [string, string][] {
  return [...form].flatMap(([k, v]) => (typeof v === "string" && k.startsWith(prefix) ? [[k.slice(prefix.length), v] as [string, string]] : []));
}

/** The per-column decimal marks in the form, checked against the file's column names. */
export function columnDecimalsFrom(
  form: Iterable<[string, FormDataEntryValue]>,
  columnNames: readonly string[],
): { ok: true; columnDecimals: Record<string, DecimalMark> } | { ok: false; message: string } {
  const known = new Set(columnNames);
  const chosen: Record<string, DecimalMark> = {};
  for (const [name, value] of prefixedFields(form, COLUMN_DECIMAL_FIELD)) {
    const mark = columnDecimalSchema.safeParse(value);
    if (!mark.success) return { ok: false, message: `Choose the decimal mark of “${name}”: a point or a comma.` };
    if (!known.has(name)) return { ok: false, message: `This file has no column “${name}”. Reload the page and choose from its columns.` };
    if (mark.data !== "auto") chosen[name] = mark.data;
  }
  return { ok: true, columnDecimals: chosen };
}

export function columnTypesFrom(
  form: Iterable<[string, FormDataEntryValue]>,
  columnNames: readonly string[],
): { ok: true; columnTypes: Record<string, ChosenColumnType> } | { ok: false; message: string } {
  const known = new Set(columnNames);
  const chosen: Record<string, ChosenColumnType> = {};
  const entries = [...form].filter(([, v]) => typeof v === "string") as [string, string][];
  const other = entries.find(([k]) => k === "otherColumn")?.[1].trim() ?? "";
  const otherType = entries.find(([k]) => k === "otherType")?.[1] ?? "auto";
  const pairs = prefixedFields(entries, COLUMN_TYPE_FIELD);
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
