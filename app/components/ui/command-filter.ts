/**
 * SPEC §2 (country list): search is a case-insensitive substring filter, not cmdk's fuzzy ranking.
 * Matches the item's value or any of its keywords (1 = shown, 0 = hidden); items keep their order.
 */
export function substringFilter(value: string, search: string, keywords?: string[]): number {
  const needle = search.trim().toLowerCase();
  if (needle === "") return 1;
  return [value, ...(keywords ?? [])].some((text) => text.toLowerCase().includes(needle)) ? 1 : 0;
}
