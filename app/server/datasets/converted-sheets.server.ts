// The sheet list of a workbook converted in the browser: the server cannot open such a workbook, so the
// browser sends the sheet names with each converted CSV and they are kept beside it in R2
// (`converted.json`), for the dataset page's sheet selector.
import { WorkspaceError } from "~/server/workspace-error.server";

/** Most sheet names kept; a workbook with more lists only the first ones. */
export const MAX_CONVERTED_SHEETS = 200;
/** Longest sheet name accepted (Excel allows 31 characters). */
export const MAX_SHEET_NAME_LENGTH = 100;
/** The form field holding the names is JSON; this bounds it before it is parsed. */
export const MAX_SHEETS_FIELD_BYTES = 64 * 1024;

export interface ConvertedInfo {
  /** The sheet the stored CSV was made from. */
  sheet: string | null;
  /** Every sheet with data in the workbook, in order. */
  sheets: string[];
}

function checkName(name: unknown, field: string): string {
  if (typeof name !== "string") throw new WorkspaceError(400, `${field}: sheet names must be strings.`);
  const trimmed = name.trim();
  if (!trimmed) throw new WorkspaceError(400, `${field}: a sheet name is empty.`);
  if (trimmed.length > MAX_SHEET_NAME_LENGTH) throw new WorkspaceError(400, `${field}: a sheet name is longer than ${MAX_SHEET_NAME_LENGTH} characters.`);
  return trimmed;
}

/** Validates the `sheet` form field (one name; empty means none). */
export function parseSheetName(text: string): string | null {
  return text.trim() ? checkName(text, "sheet") : null;
}

/**
 * Validates the `sheets` form field: a JSON array of sheet names. Duplicates are dropped and the list is
 * capped at MAX_CONVERTED_SHEETS; anything that is not a list of short strings is refused (400).
 */
export function parseSheetNames(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WorkspaceError(400, "sheets: send the sheet names as a JSON array of strings.");
  }
  if (!Array.isArray(value)) throw new WorkspaceError(400, "sheets: send the sheet names as a JSON array of strings.");
  const names: string[] = [];
  for (const item of value) {
    const name = checkName(item, "sheets");
    if (!names.includes(name)) names.push(name);
    if (names.length === MAX_CONVERTED_SHEETS) break;
  }
  return names;
}

/** The stored sheet list, or null when there is none (not converted, or converted before lists were kept). */
export async function readConvertedInfo(files: R2Bucket, key: string): Promise<ConvertedInfo | null> {
  const object = await files.get(key);
  if (!object) return null;
  try {
    const value = (await object.json()) as Partial<ConvertedInfo>;
    return { sheet: typeof value.sheet === "string" ? value.sheet : null, sheets: Array.isArray(value.sheets) ? value.sheets.filter((s) => typeof s === "string") : [] };
  } catch {
    return null;
  }
}

export async function writeConvertedInfo(files: R2Bucket, key: string, info: ConvertedInfo): Promise<void> {
  await files.put(key, JSON.stringify(info), { httpMetadata: { contentType: "application/json" } });
}
