// Rows of delimited text as the byte scanner leaves them: where each field's bytes are, not strings. Column
// builders read numbers straight from the bytes and look repeated values up by their bytes, so most fields never
// become a string; `text` makes one when a value needs it, exactly as the text reader would have read it.
import { decodeMixed } from "./decode";

/** The field was quoted (its bytes are what lies between the quotes). */
export const FIELD_QUOTED = 1;
/** The field holds doubled quotes ("") that stand for one. */
export const FIELD_ESCAPED = 2;
/** The field holds bytes above 0x7F. */
export const FIELD_HIGH = 4;
/** …some of which are not valid UTF-8 (read as Windows-1252, as the text decoder does). */
export const FIELD_NOT_UTF8 = 8;

const utf8 = new TextDecoder("utf-8");
const DOUBLED_QUOTES = /""/g;

/** ASCII bytes as a string; short fields, the usual case, without a decoder call. */
function asciiText(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= 16) {
    let out = "";
    for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i]);
    return out;
  }
  return utf8.decode(bytes.subarray(start, end));
}

/**
 * One scanned piece of a file: `rowCount` rows, row r's fields being `rowFields[r]` up to `rowFields[r + 1]`,
 * field k the bytes `bytes[fieldStarts[k], fieldEnds[k])`. Valid until the reader is asked for its next piece
 * (the arrays are reused).
 */
export class ScannedRows {
  bytes: Uint8Array = new Uint8Array(0);
  rowCount = 0;
  rowFields: Int32Array = new Int32Array(1024);
  fieldStarts: Int32Array = new Int32Array(8192);
  fieldEnds: Int32Array = new Int32Array(8192);
  fieldFlags: Uint8Array = new Uint8Array(8192);
  fieldCount = 0;
  /** 1-based line of the file where the first row starts. */
  firstLine = 1;
  /** Some value holds a line break. */
  spansLines = false;

  /** Starts a piece of `size` bytes. */
  reset(bytes: Uint8Array, firstLine: number, size: number): void {
    this.reserve(size + 1);
    this.bytes = bytes;
    this.rowCount = 0;
    this.fieldCount = 0;
    this.rowFields[0] = 0;
    this.firstLine = firstLine;
    this.spansLines = false;
  }

  /** Room for `count` fields and rows (a scan of n bytes holds at most n + 1 of each), so the scanner never checks. */
  reserve(count: number): void {
    if (this.fieldStarts.length < count) {
      const size = count + (count >> 3);
      this.fieldStarts = new Int32Array(size);
      this.fieldEnds = new Int32Array(size);
      this.fieldFlags = new Uint8Array(size);
    }
    if (this.rowFields.length < count + 1) this.rowFields = new Int32Array(count + 1 + (count >> 3));
  }

  /** Drops the last row (the empty "row" after a file's final line break). */
  dropLastRow(): void {
    this.rowCount--;
    this.fieldCount = this.rowFields[this.rowCount];
  }

  /** Values in row r. */
  width(r: number): number {
    return this.rowFields[r + 1] - this.rowFields[r];
  }

  /** Field k as text, as the text reader gives it. */
  text(k: number): string {
    const start = this.fieldStarts[k];
    const end = this.fieldEnds[k];
    if (start === end) return "";
    const flags = this.fieldFlags[k];
    let text: string;
    if ((flags & FIELD_HIGH) === 0) text = asciiText(this.bytes, start, end);
    else if ((flags & FIELD_NOT_UTF8) === 0) text = utf8.decode(this.bytes.subarray(start, end));
    else text = decodeMixed(this.bytes.subarray(start, end), end - start).text;
    return (flags & FIELD_ESCAPED) === 0 ? text : text.replace(DOUBLED_QUOTES, '"');
  }

  /** Is field k empty or made of ASCII spaces, tabs and line breaks only? Undefined when only its text can say. */
  isAsciiBlank(k: number): boolean | undefined {
    if ((this.fieldFlags[k] & (FIELD_HIGH | FIELD_ESCAPED)) !== 0) return undefined;
    const bytes = this.bytes;
    for (let i = this.fieldStarts[k], end = this.fieldEnds[k]; i < end; i++) {
      const c = bytes[i];
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
    }
    return true;
  }

  row(r: number): string[] {
    const out: string[] = [];
    for (let k = this.rowFields[r], end = this.rowFields[r + 1]; k < end; k++) out.push(this.text(k));
    return out;
  }

  /** Every row as strings (tests, and the rare piece whose values span lines). */
  rows(): string[][] {
    const out: string[][] = [];
    for (let r = 0; r < this.rowCount; r++) out.push(this.row(r));
    return out;
  }
}
