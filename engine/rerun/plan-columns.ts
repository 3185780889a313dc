// The dataset columns a plan reads, so a report is matched against a new file only on the columns it uses.
import type { AnalysisPlan } from "../plan/schema";

/** Keys whose value is a dataset column id anywhere in a plan (filters, groups, measures, ratio terms, transforms). */
const COLUMN_KEYS = new Set(["column", "eachItemOf"]);

/**
 * The column ids `plan` reads, in first-use order; "all" for a rows plan without its own column list (it shows
 * every column of the file).
 */
export function planColumnIds(plan: AnalysisPlan): string[] | "all" {
  if (plan.kind === "rows" && !plan.columns) return "all";
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) {
        if (COLUMN_KEYS.has(key) && typeof inner === "string") found.add(inner);
        else visit(inner);
      }
  };
  if (plan.kind === "rows") {
    plan.columns?.forEach((c) => found.add(c));
    // A rows plan sorts by column ids too.
    plan.sort?.forEach((s) => found.add(s.by));
  }
  visit(plan);
  return [...found];
}
