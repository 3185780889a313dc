// Delimited text (CSV, TSV, ;-separated…) read as a stream. The delimiter and line break are chosen from the
// first bytes, decoded. The bytes then go through the byte scanner (delimited-scanner.ts), which hands on field
// positions instead of strings: as they are in an ASCII-compatible encoding (UTF-8, Windows-1252, a mix), transcoded
// to UTF-8 piece by piece from UTF-16 (utf16-transcoder.ts), so every delimited file can be read in slices. Each
// chunk's complete rows go on and the unfinished last line waits for the next chunk; quotes, embedded line breaks, BOM
// and CRLF are handled. Papaparse's incremental Parser reads the decoded text the same way (`parser: "papaparse"`:
// the differential test holds the scanner to it).
import Papa from "papaparse";
import { ParseError } from "../errors";
import type { ByteInput } from "./bytes";
import { CHUNK_BYTES, byteChunks, concat } from "./bytes";
import type { SourceChunk, SourceInfo, TableSource } from "./cell";
import { DelimitedScanner, UnclosedQuote } from "./delimited-scanner";
import { StreamTextDecoder, decodeMixed, sniffEncoding } from "./decode";
import { detectDelimiter, detectNewline } from "./delimiter";
import { MergedLinesCheck } from "./merged-lines";
import { Utf16Transcoder, utf16Units } from "./utf16-transcoder";

export { LONG_QUOTED_LINES } from "./merged-lines";

/** Text gathered before choosing the delimiter. */
const SAMPLE_CHARS = 64 * 1024;
/** Bytes gathered before choosing it: twice the characters, enough for them in UTF-16 too. */
const SAMPLE_BYTES = 2 * SAMPLE_CHARS;
/**
 * Bytes scanned at a time. The scanner makes no garbage per value, so unlike the text parser (whose strings want
 * short-lived chunks) it gains from fewer, larger pieces.
 */
const SCAN_BYTES = 128 * 1024;

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

async function* decodedText(pieces: AsyncIterable<Uint8Array>, decoder: StreamTextDecoder): AsyncGenerator<string> {
  for await (const chunk of pieces) {
    const text = decoder.decode(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

export interface Layout {
  delimiter: string;
  newline: "\r\n" | "\n" | "\r";
}

/** Rows of decoded text through papaparse (the differential test's reference). */
async function* parsedText(pieces: AsyncIterable<Uint8Array>, { delimiter, newline }: Layout, info: SourceInfo): AsyncGenerator<SourceChunk> {
  const decoder = new StreamTextDecoder();
  const texts = decodedText(pieces, decoder);
  const parser = new Papa.Parser({ delimiter, newline, quoteChar: '"' });
  const merged = new MergedLinesCheck(delimiter, newline);
  let pending = "";
  let finished = false;
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

/** Where an unclosed quote the scanner met is, as a line and column of the text. */
function quotePosition(buf: Uint8Array, quote: UnclosedQuote, newline: string): { line: number; column: number } {
  const last = newline.charCodeAt(newline.length - 1);
  let line = quote.linesBefore + 1;
  let lineStart = quote.rowStart;
  for (let i = quote.rowStart; i < quote.at; i++) {
    if (buf[i] === last && (newline.length === 1 || (i > quote.rowStart && buf[i - 1] === 13))) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: decodeMixed(buf.subarray(lineStart, quote.at), quote.at - lineStart).text.length + 1 };
}

/**
 * Where the byte scanner stands after the rows it handed on: enough for another run (a later queue message) to read
 * on from there, given the file's bytes from `offset` on.
 */
export interface DelimitedPosition {
  kind: "delimited";
  /** Byte offset in the file of the first byte not handed on in a row (the start of the unfinished row). */
  offset: number;
  /** The last rows were handed on: nothing is left to read. */
  final: boolean;
  layout: Layout;
  /** A UTF-16 file's byte order: its text is transcoded to UTF-8 for the scanner, and `offset` counts the file's bytes. */
  utf16?: "utf-16le" | "utf-16be";
  /** The scanner's line count and text-encoding evidence so far. */
  linesBefore: number;
  sawMultibyte: boolean;
  sawInvalid: boolean;
  merged: MergedLinesCheck;
}

/** Rows of ASCII-compatible bytes through the byte scanner; `position` is kept up to date with each chunk handed on. */
async function* scannedBytes(pieces: AsyncIterable<Uint8Array>, layout: Layout, info: SourceInfo, position: DelimitedPosition): AsyncGenerator<SourceChunk> {
  const { delimiter, newline } = layout;
  const scanner = new DelimitedScanner(delimiter, newline, MAX_QUOTED_LINES);
  scanner.linesBefore = position.linesBefore;
  scanner.sawMultibyte = position.sawMultibyte;
  scanner.sawInvalid = position.sawInvalid;
  const merged = position.merged;
  const scanned = scanner.out;
  const chunk: SourceChunk = {
    scanned,
    get rows() {
      return scanned.rows();
    },
  };
  let buf = new Uint8Array(SCAN_BYTES + CHUNK_BYTES + 1);
  let length = 0;
  /** Bytes to gather before the next scan: more when an unfinished row is long, so it is not re-scanned per piece. */
  let wanted = SCAN_BYTES;
  const utf16 = position.utf16;
  /** A resumed read starts mid-file: no byte order mark there (a UTF-16 one is skipped before transcoding). */
  let first = position.offset === 0 && !utf16;
  /** Offset in the file of buf[0]. */
  let base = position.offset;
  /** File bytes of buf[0, end): two a UTF-16 unit when transcoded. */
  const fileBytes = (end: number) => (utf16 ? 2 * utf16Units(buf, 0, end) : end);
  const scan = (final: boolean): boolean => {
    let rest: number;
    try {
      rest = scanner.scan(buf, 0, length, final);
    } catch (error) {
      if (error instanceof UnclosedQuote) throw runawayQuote(quotePosition(buf, error, newline), error.reason);
      throw error;
    }
    if (scanned.spansLines) merged.observe(scanned.rows() as string[][], scanned.firstLine, true);
    else if (scanned.rowCount > 0) merged.observeWidth(scanned.width(scanned.rowCount - 1));
    info.encoding = utf16 ?? (scanner.sawInvalid ? (scanner.sawMultibyte ? "mixed" : "windows-1252") : "utf-8");
    // The rows' fields point into `buf`: what is left is moved down only once they have been read.
    length -= rest;
    position.offset = base + fileBytes(rest);
    position.final = final;
    position.linesBefore = scanner.linesBefore;
    position.sawMultibyte = scanner.sawMultibyte;
    position.sawInvalid = scanner.sawInvalid;
    wanted = Math.max(SCAN_BYTES, 2 * length);
    return scanned.rowCount > 0;
  };
  const keepRest = (rest: number) => {
    base = position.offset;
    buf.copyWithin(0, rest, rest + length);
  };
  for await (let piece of pieces) {
    if (first) {
      first = false;
      if (piece[0] === 0xef && piece[1] === 0xbb && piece[2] === 0xbf) {
        piece = piece.subarray(3);
        base = 3;
      }
    }
    // One byte to spare: the scanner puts a stop byte after the end.
    if (length + piece.length >= buf.length) {
      const grown = new Uint8Array(Math.max(2 * buf.length, length + piece.length + 1));
      grown.set(buf.subarray(0, length));
      buf = grown;
    }
    buf.set(piece, length);
    length += piece.length;
    if (length < wanted) continue;
    const total = length;
    const any = scan(false);
    if (any) yield chunk;
    keepRest(total - length);
  }
  if (scan(true)) yield chunk;
  const warning = merged.warning();
  if (warning) info.warnings.push(warning);
}

/** A UTF-16 file's pieces as UTF-8 bytes (each valid until the next is asked for). */
async function* transcoded(pieces: AsyncIterable<Uint8Array>, utf16: "utf-16le" | "utf-16be"): AsyncGenerator<Uint8Array> {
  const transcoder = new Utf16Transcoder(utf16 === "utf-16le");
  for await (const piece of pieces) yield transcoder.transcode(piece);
  yield transcoder.end();
}

/** Drops the first `skip` bytes of the pieces (a byte order mark). */
async function* skipped(pieces: AsyncIterable<Uint8Array>, skip: number): AsyncGenerator<Uint8Array> {
  for await (const piece of pieces) {
    const cut = Math.min(skip, piece.length);
    skip -= cut;
    if (cut < piece.length) yield piece.subarray(cut);
  }
}

/**
 * Reads delimited text; `fileName` lets ".tsv" prefer tabs. `resume` reads on from where an earlier run's `position()`
 * stood, `input` then being the file's bytes from that position's offset on.
 */
export function readDelimited(
  input: ByteInput,
  fileName: string,
  options: { parser?: "scanner" | "papaparse"; resume?: { position: DelimitedPosition; info: SourceInfo } } = {},
): TableSource & { position(): DelimitedPosition | undefined } {
  const info: SourceInfo = options.resume?.info ?? { format: "csv", warnings: [] };
  /** Where the byte scanner stands; undefined while it has not started, and for papaparse (which cannot resume). */
  let position: DelimitedPosition | undefined;

  async function* chunks(): AsyncGenerator<SourceChunk> {
    if (options.resume) {
      position = options.resume.position;
      const pieces = byteChunks(input, { reuse: true });
      yield* scannedBytes(position.utf16 ? transcoded(pieces, position.utf16) : pieces, position.layout, info, position);
      return;
    }
    // Pieces may share one buffer (see byteChunks): the scanner and the text decoder copy what they carry from one to
    // the next, and the sample is copied here.
    const pieces = byteChunks(input, { reuse: true });
    const head: Uint8Array[] = [];
    let size = 0;
    let finished = false;
    while (size < SAMPLE_BYTES) {
      const next = await pieces.next();
      if (next.done) {
        finished = true;
        break;
      }
      head.push(next.value.slice());
      size += next.value.length;
    }
    const sampleBytes = concat(head, size);
    const sampler = new StreamTextDecoder();
    const sample = sampler.decode(sampleBytes) + (finished ? sampler.end() : "");
    const layout: Layout = {
      delimiter: detectDelimiter(sample.slice(0, SAMPLE_CHARS * 2), finished, fileName.toLowerCase().endsWith(".tsv")),
      newline: detectNewline(sample),
    };
    info.delimiter = layout.delimiter;
    info.decimalComma = layout.delimiter === ";";
    info.encoding = sampler.encoding;
    async function* all(): AsyncGenerator<Uint8Array> {
      try {
        if (sampleBytes.length > 0) yield sampleBytes;
        if (!finished) yield* pieces;
      } finally {
        // Stopped while still in the sample (a slice paused early): `pieces` must hear it too, to let its stream go.
        await pieces.return(undefined);
      }
    }
    if (options.parser === "papaparse") {
      yield* parsedText(all(), layout, info);
      return;
    }
    const { encoding, bom } = sniffEncoding(sampleBytes);
    const utf16 = encoding === "utf-8" ? undefined : encoding;
    position = { kind: "delimited", offset: 0, final: false, layout, linesBefore: 0, sawMultibyte: false, sawInvalid: false, merged: new MergedLinesCheck(layout.delimiter, layout.newline) };
    if (utf16) {
      // The byte order mark is no text: the scanner starts after it.
      position.utf16 = utf16;
      position.offset = bom;
      yield* scannedBytes(transcoded(skipped(all(), bom), utf16), layout, info, position);
    } else yield* scannedBytes(all(), layout, info, position);
  }

  return { header: "rows", chunks: chunks(), info, position: () => position };
}
