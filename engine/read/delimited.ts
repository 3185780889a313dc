// Delimited text (CSV, TSV, ;-separated…) read as a stream: bytes are decoded chunk by chunk and
// parsed by papaparse's incremental Parser; each chunk's complete rows go on, and the unfinished
// last line waits for the next chunk. Quotes, embedded line breaks, BOM and CRLF are handled.
import Papa from "papaparse";
import type { ByteInput } from "./bytes";
import { byteChunks } from "./bytes";
import type { Row, SourceInfo, TableSource } from "./cell";
import { StreamTextDecoder } from "./decode";
import { detectDelimiter, detectNewline } from "./delimiter";

/** Text gathered before choosing the delimiter. */
const SAMPLE_CHARS = 64 * 1024;

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
    let unclosedQuote = false;
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
        const result = parser.parse(pending, 0, !finished) as { data: string[][]; errors: { code: string }[]; meta: { cursor: number } };
        pending = finished ? "" : pending.substring(result.meta.cursor);
        for (const error of result.errors) if (error.code === "MissingQuotes") unclosedQuote = true;
        const rows = result.data;
        // The line break ending the file leaves one empty "row" behind.
        if (finished && rows.length > 0 && rows[rows.length - 1].length === 1 && rows[rows.length - 1][0] === "") rows.pop();
        if (rows.length > 0) yield { rows };
      }
      info.encoding = decoder.encoding;
      if (finished) {
        if (unclosedQuote) info.warnings.push("A quoted value is never closed: everything from its opening quote to the end of the file was read as one value.");
        return;
      }
    }
  }

  return { header: "rows", chunks: chunks(), info };
}
