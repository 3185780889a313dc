// A whole report in a format that holds one table or chart: what the file is (kept apart from the renderers,
// which only the report Worker loads, so the app can name the file when it queues the export).
import type { ExportFormat } from "~/lib/plans";

/** CSV, JSON, PNG and SVG of a whole report: a zip of one file per analysis (JSON: one file, a section per analysis). */
const BUNDLED_FORMATS = ["csv", "json", "png", "svg"] as const satisfies readonly ExportFormat[];

export const isBundled = (format: ExportFormat): format is (typeof BUNDLED_FORMATS)[number] => (BUNDLED_FORMATS as readonly string[]).includes(format);

/** The extension of an export's file: a report's CSV, PNG and SVG are zips of one file per analysis. */
export function exportExtension(format: ExportFormat, wholeReport: boolean): string {
  return wholeReport && isBundled(format) && format !== "json" ? "zip" : format;
}
