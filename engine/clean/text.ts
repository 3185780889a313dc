// Text comparisons the detectors share: the normal form two spellings of one value have in common, and
// how many single-character edits separate two values.

/** Trimmed, lower-cased, inner whitespace (line breaks too) collapsed to one space: "  North  East " → "north east". */
export function normalText(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * Trimmed, with inner runs of spaces and tabs collapsed to one space and spaces around a line break dropped; case
 * and line breaks kept, since a break inside a quoted note is the writer's text, not a stray space.
 */
export function tidyText(text: string): string {
  return text.replace(/[^\S\r\n]+/g, " ").replace(/ ?(\r\n|\r|\n) ?/g, "$1").trim();
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("Widgte" → "Widget"), as people mistype
 * (optimal string alignment); gives up, returning `limit + 1`, once it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}
