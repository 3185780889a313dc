// Delimited text (CSV, TSV, ;-separated…) read as a stream: bytes are decoded chunk by chunk and
// parsed by papaparse's incremental Parser; each chunk's complete rows go on, and the unfinished
// last line waits for the next chunk. Quotes, embedded line breaks, BOM and CRLF are handled.
import Papa from "papaparse";
import { ParseError } from "../errors";
import type { ByteInput } from "./bytes";
import { byteChunks } from "./bytes";
import type { Row, SourceInfo, TableSource } from "./cell";
import { StreamTextDecoder } from "./decode";
import { detectDelimiter, detectNewline } from "./delimiter";
import { MergedLinesCheck } from "./merged-lines";

export { LONG_QUOTED_LINES } from "./merged-lines";

/** Text gathered before choosing the delimiter. */
const SAMPLE_CHARS = 64 * 1024;

/**
 * Line breaks one quoted value may span. Addresses and notes span a few; a quote that is still open after
 * this many is a stray one swallowing the rest of the file, and reading on would hold all of it in memory.
 */
export const MAX_QUOTED_LINES = 10_000;

/** Occurrences of `newline` in text[from, to). */
function countLines(text: string, newline: string, from = 0, to = text.length): number {
  let n = 0;
  for (let i = text.indexOf(newline, from); i >= 0 && i < to; i = text.indexOf(newline, i + newline.length)) n++;
  return n;
}

/** 1-based line and column of text[at], `linesBefore` lines into the file. */
function positionOf(text: string, at: number, newline: string, linesBefore: number): { line: number; column: number } {
  const previousBreak = text.lastIndexOf(newline, at - 1);
  const lineStart = previousBreak < 0 ? 0 : previousBreak + newline.length;
  return { line: linesBefore + countLines(text, newline, 0, at) + 1, column: at - lineStart + 1 };
}

/** The refusal for a quote that never closes: silently merging the rest of the file would make every answer wrong. */
function runawayQuote({ line, column }: { line: number; column: number }, reason: "end" | "too_long"): ParseError {
  const what =
    reason === "end"
      ? "so everything after it would be read as one value"
      : `and is still open ${MAX_QUOTED_LINES.toLocaleString("en-US")} lines later, so the rest of the file would be read as one value`;
  return new ParseError(
    `Line ${line} opens a quoted value (") that never closes, ${what}. Close or remove that quote and upload the file again.`,
    { position: { line, column } },
  );
}

async function* decodedText(input: ByteInput, decoder: StreamTextDecoder): AsyncGenerator<string> {
  for await (const chunk of byteChunks(input)) {
    const text = decoder.decode(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Reads delimited text; `fileName` lets ".tsv" prefer tabs. */
export function readDelimited(input: ByteInput, fileName: string): TableSource {
  const info: SourceInfo = { format: "csv", warnings: [] };
  const decoder = new StreamTextDecoder();

  async function* chunks(): AsyncGenerator<{ rows: Row[] }> {
    const texts = decodedText(input, decoder);
    let pending = "";
    let finished = false;
    while (pending.length < SAMPLE_CHARS) {
      const next = await texts.next();
      if (next.done) {
        finished = true;
        break;
      }
      pending += next.value;
    }
    const delimiter = detectDelimiter(pending.slice(0, SAMPLE_CHARS * 2), finished, fileName.toLowerCase().endsWith(".tsv"));
    const newline = detectNewline(pending);
    info.delimiter = delimiter;
    info.decimalComma = delimiter === ";";
    info.encoding = decoder.encoding;
    const parser = new Papa.Parser({ delimiter, newline, quoteChar: '"' });
    const merged = new MergedLinesCheck(delimiter, newline);
    /** Line breaks in the text already handed on as rows (everything before `pending`). */
    let linesBefore = 0;
    for (;;) {
      if (!finished) {
        const next = await texts.next();
        if (next.done) finished = true;
        else {
          const text = next.value;
          // A line longer than a chunk: wait for its end rather than re-parsing it for every chunk.
          if (text.indexOf(newline) < 0 && pending.length > 0) {
            pending += text;
            continue;
          }
          pending += text;
        }
      }
      if (pending.length > 0) {
        const result = parser.parse(pending, 0, !finished) as { data: string[][]; errors: { code: string; index?: number }[]; meta: { cursor: number } };
        const unclosed = result.errors.find((error) => error.code === "MissingQuotes");
        if (unclosed) {
          // Papaparse points just past the opening quote.
          throw runawayQuote(positionOf(pending, Math.max(0, (unclosed.index ?? 1) - 1), newline, linesBefore), "end");
        }
        const consumed = finished ? pending.length : result.meta.cursor;
        const lines = countLines(pending, newline, 0, consumed);
        const firstLine = linesBefore + 1;
        linesBefore += lines;
        pending = finished ? "" : pending.substring(consumed);
        // What waits is one unfinished row; past a few lines only an open quote keeps a row unfinished.
        if (countLines(pending, newline) > MAX_QUOTED_LINES) {
          throw runawayQuote(positionOf(pending, Math.max(0, pending.indexOf('"')), newline, linesBefore), "too_long");
        }
        const rows = result.data;
        // The line break ending the file leaves one empty "row" behind.
        // Each row ends at a line break (the file's last row may not): more breaks than that sit inside values.
        merged.observe(rows, firstLine, lines > rows.length - (finished ? 1 : 0));
        if (finished && rows.length > 0 && rows[rows.length - 1].length === 1 && rows[rows.length - 1][0] === "") rows.pop();
        if (rows.length > 0) yield { rows };
      }
      info.encoding = decoder.encoding;
      if (finished) {
        const warning = merged.warning();
        if (warning) info.warnings.push(warning);
        return;
      }
    }
  }

  return { header: "rows", chunks: chunks(), info };
}
