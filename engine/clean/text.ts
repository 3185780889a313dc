// Text comparisons the detectors share: the normal form two spellings of one value have in common, and
// how many single-character edits separate two values.

/** Trimmed, lower-cased, inner whitespace collapsed to one space: "  North  East " → "north east". */
export function normalText(text: string): string {
  return tidyText(text).toLowerCase();
}

/** Trimmed with inner runs of whitespace collapsed to one space; case kept. */
export function tidyText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}
