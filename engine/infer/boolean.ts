// Yes/no values: true/false, yes/no, Y/N (any case), and the same words in German, French and
// Spanish exports (ja/nein, oui/non, sí/no). 1/0 stay numbers: they are usually counts.

const TRUE = new Set(["true", "yes", "y", "ja", "oui", "sí", "si"]);
const FALSE = new Set(["false", "no", "n", "nein", "non"]);

/** 1 for a true word, 0 for a false word, -1 for anything else. */
export function parseBoolean(text: string): 1 | 0 | -1 {
  if (text.length > 7) return -1;
  const t = text.trim().toLowerCase();
  return TRUE.has(t) ? 1 : FALSE.has(t) ? 0 : -1;
}
