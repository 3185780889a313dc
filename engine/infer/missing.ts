// What counts as "no value". Blank cells are missing everywhere; the placeholder words below are
// missing in number, date and yes/no columns, where they cannot be values (in a text column "None"
// may be a real answer, so there only blanks are missing).

const PLACEHOLDERS = new Set([
  "na",
  "n/a",
  "n.a.",
  "#n/a",
  "null",
  "none",
  "nil",
  "nan",
  "-",
  "--",
  "—",
  "–",
  "−",
  "?",
  ".",
  "missing",
  "unknown",
  "#value!",
  "#div/0!",
  "#ref!",
  "#name?",
  "#num!",
  "#null!",
]);

/** True for an empty or whitespace-only string. */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!(c === 32 || c === 9 || c === 10 || c === 13 || c === 160 || c === 0xfeff)) return false;
  }
  return true;
}

/** True for a blank string or a placeholder such as "N/A", "null", "-" or "#DIV/0!". */
export function isPlaceholder(text: string): boolean {
  if (text.length > 12) return false;
  return isBlank(text) || PLACEHOLDERS.has(text.trim().toLowerCase());
}
