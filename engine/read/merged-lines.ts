// Quoted values that span lines. An address or a note spans a few lines that read as text; a stray quote
// that closes lines later (another stray quote) turns the rows in between into one value, and the file
// still parses. Such values are noticed as the rows stream past and reported in one warning.
import { countOf, listWords } from "../narrate/words";

/** Line breaks inside one quoted value from which it is reported, whatever its lines hold. */
export const LONG_QUOTED_LINES = 50;

/** Merges after the first listed by their lines in the warning; more are only counted. */
const LISTED_MERGES = 5;

/** Characters of a swallowed line quoted in the warning. */
const EXAMPLE_CHARS = 60;

interface Merge {
  /** 1-based lines where the quoted value opens and closes. */
  from: number;
  to: number;
  /** Whole lines inside the value that split into as many values as the rows around it. */
  rowLike: number;
  example?: { line: number; text: string };
}

export class MergedLinesCheck {
  private readonly merges: Merge[] = [];
  private count = 0;
  /** Values per row in the rows around (the last row without line breaks inside it). */
  private width = 0;

  constructor(
    private readonly delimiter: string,
    private readonly newline: string,
  ) {}

  /**
   * Looks at rows that start on line `firstLine`. `spansLines` says whether any value in them holds a
   * line break (the caller knows it from counting rows against lines): without one, only the width is noted.
   */
  observe(rows: readonly (readonly string[])[], firstLine: number, spansLines: boolean): void {
    if (!spansLines) {
      if (rows.length > 0) this.observeWidth(rows[rows.length - 1].length);
      return;
    }
    let line = firstLine;
    for (const row of rows) {
      let breaksInRow = 0;
      for (const value of row) {
        if (value.indexOf(this.newline) < 0) continue;
        const lines = value.split(this.newline);
        this.consider(lines, line + breaksInRow);
        breaksInRow += lines.length - 1;
      }
      if (breaksInRow === 0) this.width = row.length;
      line += breaksInRow + 1;
    }
  }

  /** Rows without line breaks in their values went past, the last of them `width` values wide. */
  observeWidth(width: number): void {
    this.width = width;
  }

  /** `lines`: a quoted value split at its line breaks, opening on line `from`. */
  private consider(lines: string[], from: number): void {
    const inner = lines.slice(1, -1);
    let rowLike = 0;
    let example: Merge["example"];
    if (this.width >= 2) {
      inner.forEach((text, i) => {
        if (text.split(this.delimiter).length !== this.width) return;
        rowLike++;
        example ??= { line: from + 1 + i, text: text.length > EXAMPLE_CHARS ? `${text.slice(0, EXAMPLE_CHARS)}…` : text };
      });
    }
    // In a two-column file one line with a comma is an ordinary address line ("Springfield, IL").
    const looksMerged = rowLike >= (this.width >= 3 ? 1 : 2) || lines.length - 1 >= LONG_QUOTED_LINES;
    if (!looksMerged) return;
    this.count++;
    if (this.merges.length <= LISTED_MERGES) this.merges.push({ from, to: from + lines.length - 1, rowLike, example });
  }

  /** One sentence or two about the merged lines, or null when nothing looked merged. */
  warning(): string | null {
    const [first, ...others] = this.merges;
    if (!first) return null;
    const inside =
      first.rowLike === 0 || !first.example
        ? ""
        : `, and ${first.rowLike === 1 ? "1 line inside it looks like a row of its own" : `${first.rowLike.toLocaleString("en-US")} lines inside it look like rows of their own`} (line ${first.example.line.toLocaleString("en-US")}: “${first.example.text}”)`;
    let text = `Lines ${span(first)} were read as one row: a quoted value opens on line ${first.from.toLocaleString("en-US")} and closes on line ${first.to.toLocaleString("en-US")}${inside}. If that quote is a mistake, remove it and upload the file again.`;
    const more = this.count - 1;
    if (more > 0) {
      const unlisted = more - others.length;
      const listed = listWords([...others.map(span), ...(unlisted > 0 ? [`${unlisted.toLocaleString("en-US")} others`] : [])]);
      text += ` The same happened ${more === 1 ? "once more" : countOf(more, "more time")} (lines ${listed}).`;
    }
    return text;
  }
}

function span({ from, to }: Merge): string {
  return `${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")}`;
}
