// Delimiter and line-break detection from the start of a delimited text file.
import Papa from "papaparse";

export const DELIMITERS = [",", ";", "\t", "|"] as const;

/** "\r\n", "\n" or "\r": the first line break in the sample. */
export function detectNewline(sample: string): "\r\n" | "\n" | "\r" {
  const lf = sample.indexOf("\n");
  const cr = sample.indexOf("\r");
  if (cr >= 0 && (lf < 0 || cr < lf)) return sample[cr + 1] === "\n" ? "\r\n" : "\r";
  return "\n";
}

/**
 * The delimiter that splits the sample's lines into the same number (>1) of fields most
 * consistently; quotes are respected, so a comma inside "Smith, John" does not count. `complete`
 * says the sample is the whole file (else its last line may be cut off and is ignored).
 */
export function detectDelimiter(sample: string, complete: boolean, preferTab = false): string {
  const newline = detectNewline(sample);
  let best = { delimiter: preferTab ? "\t" : ",", score: -1 };
  for (const delimiter of DELIMITERS) {
    const parsed = Papa.parse<string[]>(sample, { delimiter, newline, preview: 100, quoteChar: '"' });
    let rows = parsed.data.filter((row) => !(row.length === 1 && row[0].trim() === ""));
    if (!complete && rows.length > 1) rows = rows.slice(0, -1);
    if (rows.length === 0) continue;
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    let mode = 1;
    let modeRows = 0;
    for (const [fields, n] of counts) {
      if (n > modeRows || (n === modeRows && fields > mode)) {
        mode = fields;
        modeRows = n;
      }
    }
    if (mode < 2) continue;
    // Consistency first; a tab in a .tsv file wins ties.
    const score = modeRows / rows.length + (preferTab && delimiter === "\t" ? 0.05 : 0) + Math.min(mode, 50) / 10_000;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
