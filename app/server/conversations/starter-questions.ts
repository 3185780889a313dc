// Starter questions written from a dataset's own columns, so a new user sees what they can ask.
import { capitalise, plural } from "../../../engine/narrate/words";
import { MONEY_WORDS } from "../../../engine/language/vocabulary";
import type { ColumnSchema, DatasetSchema } from "../../../engine/types";

/** Identifier-like columns make poor groupings and measures ("Order ID", "customer_id"). */
function isIdentifier(column: ColumnSchema): boolean {
  return /(^|[\s_])(id|code|number|no|#)$/i.test(column.name.trim()) || /^id$/i.test(column.id);
}

/**
 * How surely a measure is money: 2 with a currency read from its values ("$1,200"), 1 when its header names a
 * money figure ("Revenue", "Total_Sales", "unit price"), else 0.
 */
function moneyRank(column: ColumnSchema): number {
  if (column.unit?.kind === "currency") return 2;
  const words = column.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  return words.some((w) => MONEY_WORDS.includes(w)) ? 1 : 0;
}

function lower(name: string): string {
  return name.replace(/_/g, " ").toLowerCase();
}

/** Up to four questions: a total by category, a trend over time, a top 5, and a count. */
export function starterQuestions(schema: DatasetSchema, latestYear?: number): string[] {
  const measures = schema.columns.filter((c) => c.type === "number" && !isIdentifier(c));
  // Money first: it is what business users ask about most (a sales file's revenue before its units).
  measures.sort((a, b) => moneyRank(b) - moneyRank(a));
  const categories = schema.columns.filter((c) => c.type === "text" && !isIdentifier(c));
  const date = schema.columns.find((c) => c.type === "date");
  const measure = measures[0];
  const category = categories[0];
  const questions: string[] = [];
  if (measure && category) questions.push(`Total ${lower(measure.name)} by ${lower(category.name)}`);
  if (measure && date) questions.push(`${capitalise(lower(measure.name))} by month`);
  const second = categories[1] ?? category;
  if (measure && second) questions.push(`Top 5 ${plural(lower(second.name))} by ${lower(measure.name)}`);
  if (date && latestYear) questions.push(`How many rows are from ${latestYear}?`);
  else if (category) questions.push(`How many rows per ${lower(category.name)}?`);
  if (questions.length === 0 && measure) questions.push(`Average ${lower(measure.name)}`);
  return questions.slice(0, 4);
}
