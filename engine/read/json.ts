// JSON read as a stream of records: an array of objects, an object holding one array of records
// ({"data": [...]}), an array of arrays whose first row is the header, or NDJSON (one value per
// line). A character scanner splits the text into record texts without building the whole
// document; each record is parsed with JSON.parse and flattened ({"a": {"b": 1}} → column "a.b").
// Keys go into Maps, never onto objects, so "__proto__" or "constructor" are just column names.
import { IngestError, ParseError } from "../errors";
import type { ByteInput } from "./bytes";
import { byteChunks } from "./bytes";
import type { Cell, Row, SourceInfo, TableSource } from "./cell";
import { StreamTextDecoder } from "./decode";
import { findJsonError, positionOf } from "./json-error";

/** Records per chunk handed to the table builder. */
const CHUNK_RECORDS = 2000;
/** A first top-level value shorter than this is inspected whole (to tell NDJSON from one object). */
const INSPECT_CHARS = 8 * 1024 * 1024;
/** Nested objects deeper than this are kept as JSON text in one column. */
const MAX_FLATTEN_DEPTH = 8;

type Mode = "array" | "lines" | "container";

interface Position {
  line: number;
  column: number;
}

/** Splits JSON text into the texts of its records, fed chunk by chunk. Plain data: a checkpoint carries it whole. */
export class RecordSplitter {
  private buffer = "";
  /** Offset in `buffer` of the record being read, or -1. */
  private start = -1;
  private startPosition: Position = { line: 1, column: 1 };
  private scanned = 0;
  private depth = 0;
  private inString = false;
  private escape = false;
  private line = 1;
  private column = 1;
  private inRecords: boolean;
  /** Container mode: the first list inside the object was found (later lists are not records). */
  private usedContainer = false;
  private closed = false;
  private readonly recordDepth: number;

  constructor(private readonly mode: Mode) {
    this.recordDepth = mode === "lines" ? 0 : mode === "array" ? 1 : 2;
    this.inRecords = mode !== "container";
  }

  private problem(message: string, position: Position = { line: this.line, column: this.column }): ParseError {
    return new ParseError(`The JSON is not valid at line ${position.line}, column ${position.column}: ${message}.`, { position });
  }

  /** Feeds text; returns complete records with where each starts. */
  feed(text: string, records: { text: string; at: Position }[]): void {
    this.buffer += text;
    const buffer = this.buffer;
    const n = buffer.length;
    const recordDepth = this.recordDepth;
    let { depth, inString, escape, line, column } = this;
    // Positions are counted as characters are read: the character at i sits at column - 1.
    const fail = (message: string) => this.problem(message, { line, column: column - 1 });
    for (let i = this.scanned; i < n; i++) {
      const c = buffer.charCodeAt(i);
      if (c === 10) {
        line++;
        column = 1;
      } else column++;
      if (inString) {
        if (escape) escape = false;
        else if (c === 92) escape = true;
        else if (c === 34) inString = false;
        continue;
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) continue;
      if (this.closed) throw fail(this.mode === "array" ? "there is more text after the closing ]" : "there is more text after the closing }");
      const atRecordLevel = depth === recordDepth && this.inRecords;
      if (c === 123 || c === 91) {
        if (atRecordLevel && this.start < 0) {
          this.start = i;
          this.startPosition = { line, column: column - 1 };
        }
        if (this.mode === "container" && depth === 1 && c === 91 && !this.inRecords && !this.usedContainer) {
          this.inRecords = true;
          this.usedContainer = true;
        }
        depth++;
      } else if (c === 125 || c === 93) {
        depth--;
        if (depth < 0) throw fail(`unexpected “${String.fromCharCode(c)}”`);
        if (this.start >= 0 && depth === recordDepth) {
          records.push({ text: buffer.slice(this.start, i + 1), at: this.startPosition });
          this.start = -1;
        } else if (this.mode === "container" && depth === 1 && this.inRecords && c === 93) this.inRecords = false;
        if (depth === 0 && this.mode !== "lines") this.closed = true;
      } else if (c === 34) {
        inString = true;
        if (atRecordLevel && this.start < 0) throw fail("each record must be an object {…} or a list […], not a single text value");
      } else if (atRecordLevel && c !== 44 && c !== 58) {
        throw fail(`each record must be an object {…} or a list […], not a single value (“${buffer.slice(i, i + 12)}”)`);
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escape = escape;
    this.line = line;
    this.column = column;
    // Keep only the unfinished record (or nothing) for the next chunk.
    if (this.start >= 0) {
      this.buffer = buffer.slice(this.start);
      this.scanned = this.buffer.length;
      this.start = 0;
    } else {
      this.buffer = "";
      this.scanned = 0;
    }
  }

  /** No record is open: the text fed so far ends between records. */
  get betweenRecords(): boolean {
    return this.start < 0;
  }

  end(): void {
    if (this.inString) throw this.problem("a text value is never closed (missing \")");
    if (this.depth > 0) throw this.problem(`the text ends before every { and [ is closed`);
  }
}

/** A record's values by flattened key ("a.b"); arrays of plain values become "x, y", others JSON text. */
function flatten(value: unknown, prefix: string, out: Map<string, Cell>, depth: number): void {
  if (value === null || typeof value !== "object") {
    out.set(prefix, value as Cell);
    return;
  }
  if (Array.isArray(value)) {
    out.set(prefix, value.every((v) => v === null || typeof v !== "object") ? value.map((v) => String(v)).join(", ") : JSON.stringify(value));
    return;
  }
  if (depth >= MAX_FLATTEN_DEPTH) {
    out.set(prefix, JSON.stringify(value));
    return;
  }
  const keys = Object.keys(value);
  if (keys.length === 0 && prefix) out.set(prefix, null);
  for (const key of keys) flatten((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key, out, depth + 1);
}

function parseRecord(record: { text: string; at: Position }): unknown {
  try {
    return JSON.parse(record.text);
  } catch (cause) {
    const problem = findJsonError(record.text);
    const position = positionOf(record.text, problem?.offset ?? 0, record.at);
    const expected = problem ? `expected ${problem.expected}` : "invalid value";
    throw new ParseError(`The JSON is not valid at line ${position.line}, column ${position.column}: ${expected}.`, { cause, position });
  }
}

/** Is text[i] (code `c`) whitespace as /\s/ sees it? */
function isSpace(text: string, i: number, c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return /\s/.test(text[i]);
}

/**
 * Finds, in text that grows at its end, where the first top-level value begins and ends and where the next
 * non-whitespace character after it is. It keeps where it stopped, so each character is examined once however many
 * pieces the head arrives in (rescanning the head per piece was quadratic in its 8 MB).
 */
export class FirstValueScan {
  /** Offset of the first non-whitespace character, or -1. */
  begin = -1;
  /** Offset just past the first value, or -1 while it has not ended. */
  end = -1;
  /** Offset of the first non-whitespace character after the first value, or -1. */
  after = -1;
  /** Characters examined so far: at most the text's length. */
  examined = 0;
  private at = 0;
  private depth = 0;
  private inString = false;
  private escape = false;

  /** Goes on through `text` (the text seen so far, longer than last time or the same). */
  scan(text: string): void {
    const n = text.length;
    let i = this.at;
    let { depth, inString, escape } = this;
    for (; i < n && this.after < 0; i++) {
      const c = text.charCodeAt(i);
      if (this.begin < 0 || this.end >= 0) {
        if (isSpace(text, i, c)) continue;
        if (this.begin < 0) {
          this.begin = i;
          i--; // the value's first character is read below
          continue;
        }
        this.after = i;
        break;
      }
      if (inString) {
        if (escape) escape = false;
        else if (c === 92) escape = true;
        else if (c === 34) inString = false;
      } else if (c === 34) inString = true;
      else if (c === 123 || c === 91) depth++;
      else if (c === 125 || c === 93) {
        depth--;
        if (depth === 0) this.end = i + 1;
      }
    }
    this.examined += i - this.at;
    this.at = i;
    this.depth = depth;
    this.inString = inString;
    this.escape = escape;
  }
}

/** The array of records inside a single object: its first property holding a list. */
function recordsOf(object: Record<string, unknown>): { key: string; records: unknown[] } | undefined {
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (Array.isArray(value)) return { key, records: value };
  }
  return undefined;
}

/** The columns records have named so far (in order of first use), and the records read: where a record's values go. */
export class RecordColumns {
  readonly names: string[] = [];
  private readonly index = new Map<string, number>();
  private arrayHeader: "pending" | "named" | "none" = "pending";
  /** Records read so far (the first is number 1). */
  records = 0;

  /** The next record as a row (undefined for the header row of an array of arrays). */
  toRow(value: unknown): Row | undefined {
    const number = ++this.records;
    const names = this.names;
    if (Array.isArray(value)) {
      if (this.arrayHeader === "pending") {
        // A first row of texts is the header; otherwise columns get positional names.
        if (value.length > 0 && value.every((v) => typeof v === "string")) {
          this.arrayHeader = "named";
          for (const name of value as string[]) names.push(name);
          return undefined;
        }
        this.arrayHeader = "none";
      }
      const row = value.map((v) => (v !== null && typeof v === "object" ? JSON.stringify(v) : (v as Cell)));
      while (names.length < row.length) names.push(this.arrayHeader === "named" ? "" : `Column ${names.length + 1}`);
      return row;
    }
    if (value === null || typeof value !== "object") throw new ParseError(`Record ${number} is a single value, not an object with named fields.`);
    const flat = new Map<string, Cell>();
    flatten(value, "", flat, 0);
    const row: Row = [];
    for (const [key, cell] of flat) {
      let j = this.index.get(key);
      if (j === undefined) {
        j = names.length;
        this.index.set(key, j);
        names.push(key);
      }
      row[j] = cell;
    }
    return row;
  }
}

/**
 * Where a JSON reading stands after the rows it handed on, at a point between records where every byte read is
 * decoded: enough for another run (a later queue message) to read on, given the file's bytes from `offset` on.
 */
export interface JsonPosition {
  kind: "json";
  /** Byte offset in the file of the first byte not read. */
  offset: number;
  /** The last rows were handed on (never so at a point a reading may stop: the file goes on past it). */
  final: boolean;
  splitter: RecordSplitter;
  decoder: StreamTextDecoder;
  columns: RecordColumns;
}

/** A piece of the file's text, and the file's byte offset after it when a reading may stop there (null otherwise). */
interface TextPiece {
  text: string;
  endsAt: number | null;
}

/**
 * The text of `input` (the file's bytes from `offset` on), each byte piece cut after its last line break with bytes
 * after it: after such a cut every byte read is decoded, and a record may have just ended. A UTF-16 little-endian line
 * break's second byte (0A 00) goes before the cut.
 */
async function* textPieces(input: ByteInput, decoder: StreamTextDecoder, offset: number): AsyncGenerator<TextPiece> {
  for await (const bytes of byteChunks(input)) {
    const breakBytes = decoder.encoding === "utf-16le" ? 2 : 1;
    const lastBreak = bytes.length > breakBytes ? bytes.lastIndexOf(10, bytes.length - 1 - breakBytes) : -1;
    const cut = lastBreak < 0 ? 0 : lastBreak + breakBytes;
    for (const piece of cut > 0 ? [bytes.subarray(0, cut), bytes.subarray(cut)] : [bytes]) {
      offset += piece.length;
      const text = decoder.decode(piece);
      const endsAt = cut > 0 && piece.length === cut && piece.byteOffset === bytes.byteOffset && decoder.idle ? offset : null;
      if (text || endsAt !== null) yield { text, endsAt };
    }
  }
  const rest = decoder.end();
  if (rest) yield { text: rest, endsAt: null };
}

/**
 * Reads JSON records as rows. `resume` reads on from where an earlier run's `position()` stood, `input` then being
 * the file's bytes from that position's offset on; `position()` is defined only between records, after the last rows
 * of a piece of text were handed on.
 */
export function readJson(
  input: ByteInput,
  /** `headScan`: the scan of the file's head to use (a test counts what it examines). */
  options: { resume?: { position: JsonPosition; info: SourceInfo }; headScan?: FirstValueScan } = {},
): TableSource & { position(): JsonPosition | undefined } {
  const info: SourceInfo = options.resume?.info ?? { format: "json", warnings: [] };
  const decoder = options.resume?.position.decoder ?? new StreamTextDecoder();
  const columns = options.resume?.position.columns ?? new RecordColumns();
  const names = columns.names;
  let position: JsonPosition | undefined;

  /** Rows of the records split from each piece of text, 2000 at a time; the last of a piece may be a place to stop. */
  async function* streamed(splitter: RecordSplitter, pieces: AsyncIterable<TextPiece>): AsyncGenerator<{ rows: Row[]; names: string[] }> {
    for await (const { text, endsAt } of pieces) {
      const records: { text: string; at: Position }[] = [];
      splitter.feed(text, records);
      const stop = endsAt !== null && splitter.betweenRecords ? endsAt : null;
      for (let i = 0; i < records.length; i += CHUNK_RECORDS) {
        const rows: Row[] = [];
        for (let k = i; k < Math.min(records.length, i + CHUNK_RECORDS); k++) {
          const row = columns.toRow(parseRecord(records[k]));
          if (row) rows.push(row);
        }
        if (rows.length === 0) continue;
        position = stop !== null && i + CHUNK_RECORDS >= records.length ? { kind: "json", offset: stop, final: false, splitter, decoder, columns } : undefined;
        yield { rows, names };
        position = undefined;
      }
    }
    splitter.end();
    info.encoding = decoder.encoding;
    if (columns.records === 0) throw new IngestError("no_rows", "The JSON holds no records.");
  }

  async function* chunks(): AsyncGenerator<{ rows: Row[]; names: string[] }> {
    if (options.resume) {
      const { splitter, offset } = options.resume.position;
      yield* streamed(splitter, textPieces(input, decoder, offset));
      return;
    }
    const texts = textPieces(input, decoder, 0);
    // Gather enough text to see the first value whole (or 8 MB of it).
    let head = "";
    /** Where the head's last piece ended, when a reading may stop there. */
    let headEndsAt: number | null = null;
    let done = false;
    const scan = options.headScan ?? new FirstValueScan();
    while (!done) {
      const next = await texts.next();
      if (next.done) done = true;
      else {
        head += next.value.text;
        headEndsAt = next.value.endsAt;
      }
      scan.scan(head);
      // Read on until something follows the first value (NDJSON) or the text ends.
      if (scan.after >= 0 || (scan.begin >= 0 && head.length > INSPECT_CHARS)) break;
    }
    const { begin, end: firstEnd, after } = scan;
    info.encoding = decoder.encoding;
    if (begin < 0) throw new IngestError("empty_file", "The JSON file is empty.");
    const first = head[begin];
    if (first !== "{" && first !== "[") {
      const position = positionOf(head, begin);
      throw new ParseError(`The JSON is not valid at line ${position.line}, column ${position.column}: a JSON data file must start with [ or {.`, { position });
    }
    if (firstEnd < 0 && done) {
      // The whole text is here and its first value never ends: say where it breaks.
      const problem = findJsonError(head);
      const position = positionOf(head, problem?.offset ?? head.length);
      throw new ParseError(`The JSON is not valid at line ${position.line}, column ${position.column}: expected ${problem?.expected ?? "more text"}.`, { position });
    }
    let mode: Mode = first === "[" ? "array" : "container";
    if (firstEnd >= 0) {
      if (after >= 0 && (head[after] === "{" || head[after] === "[")) mode = "lines";
      else if (first === "{" && (after >= 0 || done)) {
        // One whole object: its first list holds the records, or the object is the only record.
        if (after >= 0) {
          const position = positionOf(head, after);
          throw new ParseError(`The JSON is not valid at line ${position.line}, column ${position.column}: there is more text after the closing }.`, { position });
        }
        const object = parseRecord({ text: head.slice(begin, firstEnd), at: positionOf(head, begin) }) as Record<string, unknown>;
        const found = recordsOf(object);
        const records = found ? found.records : [object];
        if (found && Object.keys(object).length > 1) info.warnings.push(`The records were read from “${found.key}”; the object's other fields were not imported.`);
        if (records.length === 0) throw new IngestError("no_rows", `The JSON list “${found?.key}” is empty: there are no records to read.`);
        for (let i = 0; i < records.length; i += CHUNK_RECORDS) {
          const rows: Row[] = [];
          for (const record of records.slice(i, i + CHUNK_RECORDS)) {
            const row = columns.toRow(record);
            if (row) rows.push(row);
          }
          yield { rows, names };
        }
        return;
      }
    }
    if (mode === "container") info.warnings.push("The records were read from the first list inside the JSON object.");
    // The head goes first, as one piece of text, then the rest of the file.
    yield* streamed(
      new RecordSplitter(mode),
      (async function* () {
        yield { text: head, endsAt: headEndsAt };
        if (!done) yield* texts;
      })(),
    );
  }

  return { header: "names", chunks: chunks(), info, position: () => position };
}
