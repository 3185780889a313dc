// Breaking text into lines that fit a width, for renderers that place text themselves (PDF): at spaces
// where possible, inside a word only when the word alone is too wide, and at every line break in the text.

/** Width of a piece of text in the renderer's units (points at the chosen font size). */
export type MeasureText = (text: string) => number;

function breakWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function wrapParagraph(paragraph: string, maxWidth: number, measure: MeasureText): string[] {
  const words = paragraph.split(/ +/).filter(Boolean);
  if (words.length === 0) return [""];
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word) <= maxWidth) {
      line = word;
    } else {
      const pieces = breakWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? "";
    }
  }
  lines.push(line);
  return lines;
}

/** The lines of `text` no wider than `maxWidth` (a single character wider than that gets a line of its own). */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  return text
    .replace(/\t/g, " ")
    .split(/\r\n|\r|\n/)
    .flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure));
}

/** The first line of `text` that fits, ending in "…" when text was cut. */
export function truncateText(text: string, maxWidth: number, measure: MeasureText): string {
  if (measure(text) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}…`) > maxWidth) end--;
  return end > 0 ? `${text.slice(0, end).trimEnd()}…` : "";
}
