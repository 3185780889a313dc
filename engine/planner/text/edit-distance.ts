// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), with an early exit
// once the distance exceeds `max`: typos like "revnue", "salray" and "catgory" are one or two edits away.

export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let curr = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = curr[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2] + 1);
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, curr] = [prev, curr, prevPrev];
  }
  return prev[n];
}

/** How many typos a word of this length may carry and still match: none for short words. */
export function typoBudget(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Whether `short` abbreviates `long` the way people do: a prefix ("qty" is not, "dept" → "department",
 * "cat" → "category") or the consonant skeleton keeping the first letter ("cntry" → "country", "hnd" → "hand").
 */
export function isAbbreviation(short: string, long: string): boolean {
  if (short.length < 2 || short.length >= long.length || short[0] !== long[0]) return false;
  if (long.startsWith(short)) return short.length >= 3 || long.length <= 4;
  // Subsequence check: every letter of the short form appears in order in the long form.
  let j = 0;
  for (let i = 0; i < long.length && j < short.length; i++) if (long[i] === short[j]) j++;
  if (j < short.length) return false;
  // Abbreviations drop vowels, not consonant clusters: mostly consonants, and a final vowel only if the word ends so.
  const vowels = short.slice(1).replace(/[^aeiou]/g, "").length;
  if (/[aeiou]$/.test(short) && short.at(-1) !== long.at(-1)) return false;
  return short.length >= 3 && vowels <= 1;
}
