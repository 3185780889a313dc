// Typed errors of the ingest half of the engine. `message` is written for the person who uploaded
// the file; `code` lets callers choose an HTTP status or a UI without parsing text; `cause` keeps
// the library error that led to it.

export type IngestErrorCode =
  /** Zero bytes, or only whitespace. */
  | "empty_file"
  /** A header row and nothing under it. */
  | "no_rows"
  /** Not a format InsightLab reads (binary data named .csv, an image, a PDF…). */
  | "unsupported_format"
  /** A program rather than data. */
  | "executable"
  /** The file's structure is broken (invalid JSON, a truncated workbook, an unreadable sheet). */
  | "malformed"
  /** The workbook is encrypted with a password. */
  | "password_protected"
  /** Over a size, column-count or decompression limit. */
  | "too_large"
  /** The named sheet does not exist, or the workbook has none with data. */
  | "sheet_not_found"
  /** A stored columnar dataset that this version cannot read. */
  | "storage_format";

/** Base class: every error the engine throws on bad input has a code and a user-readable message. */
export class IngestError extends Error {
  override readonly name: string = "IngestError";
  readonly code: IngestErrorCode;

  constructor(code: IngestErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Where in the text a parse error sits (1-based), when known. */
export interface TextPosition {
  line: number;
  column: number;
}

/** The file could not be parsed; `position` says where, for text formats. */
export class ParseError extends IngestError {
  override readonly name = "ParseError";
  readonly position?: TextPosition;

  constructor(message: string, options?: { cause?: unknown; position?: TextPosition; code?: IngestErrorCode }) {
    super(options?.code ?? "malformed", message, options);
    this.position = options?.position;
  }
}

/** The input exceeds a limit that keeps memory bounded. `limit` and `actual` are in `unit`. */
export class LimitError extends IngestError {
  override readonly name = "LimitError";
  readonly limit: number;
  readonly actual?: number;

  constructor(message: string, limit: number, actual?: number, options?: { cause?: unknown }) {
    super("too_large", message, options);
    this.limit = limit;
    this.actual = actual;
  }
}

/** A stored dataset is damaged or written by an unknown format version. */
export class StorageFormatError extends IngestError {
  override readonly name = "StorageFormatError";

  constructor(message: string, options?: { cause?: unknown }) {
    super("storage_format", message, options);
  }
}
