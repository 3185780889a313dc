// Header and value text as lower-case words, for every layer that reads column names (semantic, planner).
/**
 * Splits a header or value into lower-case words: snake_case, kebab-case, camelCase ("OpportunityName",
 * "IsWon") and spaces; keeps acronyms whole ("eNPS Score" → enps, score; "MRR" → mrr).
 */
export function splitWords(text: string): string[] {
  const spaced = text
    .replace(/([a-z0-9])([A-Z][a-z])/g, "$1 $2")
    .replace(/([A-Z]{2,})([A-Z][a-z])/g, "$1 $2")
    .replace(/%/g, " percent ")
    .replace(/#/g, " number ");
  return spaced
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter((w) => w.length > 0);
}
