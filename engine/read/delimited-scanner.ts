// The byte-level scanner of delimited text in an ASCII-compatible encoding (UTF-8, Windows-1252 or a mix): it
// records where each field's bytes are (ScannedRows) instead of making strings, so a column builder reads numbers
// from the bytes and repeated labels by their bytes. It reads exactly as papaparse reads the decoded text with the
// same delimiter and line break — the differential test holds it to that: a quote opens a quoted value only at a
// field's start; "" inside one is a quote; a closing quote may be followed by whitespace before the delimiter or
// line break, and any other quote inside is kept as it is; a line break is only the file's own one ("\r\n", "\n" or
// "\r"), anything else is part of a value. Delimiters, quotes and line breaks are ASCII and never occur inside a
// UTF-8 or Windows-1252 character, so no decoding is needed to find them.
import { cp1252, utf8SequenceLength } from "./decode";
import { FIELD_ESCAPED, FIELD_HIGH, FIELD_NOT_UTF8, FIELD_QUOTED, ScannedRows } from "./scanned-rows";

const QUOTE = 0x22;
/** Byte classes of the value loop: an ordinary ASCII byte, a byte that may end a value, a byte above 0x7F. */
const ORDINARY = 0;
const STOP = 1;
const HIGH_BYTE = 2;
const LF = 0x0a;
const CR = 0x0d;

/** An unclosed quote met while scanning: where it opens (byte offset of the quote) and why the scanner stopped. */
export class UnclosedQuote {
  constructor(
    /** Byte offset of the quote. */
    readonly at: number,
    /** Byte offset of the row it is in, which starts on line `linesBefore + 1`. */
    readonly rowStart: number,
    readonly linesBefore: number,
    readonly reason: "end" | "too_long",
  ) {}
}

/** Is the character at buf[i] whitespace to String.prototype.trim? Returns its length in bytes, or 0 when it is not. */
function whitespaceAt(buf: Uint8Array, i: number, end: number): number {
  const c = buf[i];
  if (c === 32 || (c >= 9 && c <= 13)) return 1;
  if (c < 0x80) return 0;
  const size = utf8SequenceLength(buf, i, end);
  let code: number;
  if (size === 0) code = cp1252(c);
  else {
    code = size === 2 ? c & 0x1f : size === 3 ? c & 0x0f : c & 0x07;
    for (let k = 1; k < size; k++) code = (code << 6) | (buf[i + k] & 0x3f);
  }
  return /\s/.test(String.fromCodePoint(code)) ? Math.max(size, 1) : 0;
}

/** Scans rows from bytes; keeps the line count and the text-encoding evidence across pieces. */
export class DelimitedScanner {
  readonly out = new ScannedRows();
  /** Line breaks already passed: the next row starts on line `linesBefore + 1`. */
  linesBefore = 0;
  /** Some field held a valid multi-byte UTF-8 character / a byte that is not UTF-8. */
  sawMultibyte = false;
  sawInvalid = false;
  private readonly delimiter: number;
  private readonly newlineEnd: number;
  private readonly crlf: boolean;
  private readonly classes: Uint8Array;
  private viewed: Uint8Array | null = null;
  private view: DataView = new DataView(new ArrayBuffer(0));

  constructor(
    delimiter: string,
    private readonly newline: "\r\n" | "\n" | "\r",
    private readonly maxQuotedLines: number,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
    this.crlf = newline === "\r\n";
    this.newlineEnd = newline === "\r" ? CR : LF;
    this.classes = new Uint8Array(256);
    this.classes.fill(HIGH_BYTE, 0x80);
    this.classes[this.delimiter] = STOP;
    this.classes[this.crlf ? CR : this.newlineEnd] = STOP;
  }

  /** A DataView of `buf` (the reader's buffer, the same from piece to piece until it grows). */
  private viewOf(buf: Uint8Array): DataView {
    if (this.viewed !== buf) {
      this.viewed = buf;
      this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    return this.view;
  }

  /** 1 when the file's line break starts at buf[i], 0 when not, -1 when the bytes so far cannot say. */
  private newlineAt(buf: Uint8Array, i: number, end: number): number {
    const c = buf[i];
    if (!this.crlf) return c === this.newlineEnd ? 1 : 0;
    if (c !== CR) return 0;
    if (i + 1 >= end) return -1;
    return buf[i + 1] === LF ? 1 : 0;
  }

  /** The flags of field [start, end): `flags`, with the text encoding of a field with high bytes checked. */
  private fieldFlags(buf: Uint8Array, start: number, end: number, flags: number, high: number): number {
    if (high >= 0x80) {
      flags |= FIELD_HIGH;
      for (let i = start; i < end; ) {
        if (buf[i] < 0x80) {
          i++;
          continue;
        }
        const size = utf8SequenceLength(buf, i, end);
        if (size === 0) {
          flags |= FIELD_NOT_UTF8;
          this.sawInvalid = true;
          i++;
        } else {
          this.sawMultibyte = true;
          i += size;
        }
      }
    }
    return flags;
  }

  /**
   * Scans buf[from, end) into `out` (cleared first): every complete row. Returns where the first unfinished row
   * starts (end when none); with `final`, end is the end of the file and every row is complete. Throws an
   * UnclosedQuote when a quoted value never closes or spans more than `maxQuotedLines` line breaks. `buf[end]`
   * must exist: the scan puts a stop byte there while it runs.
   */
  scan(buf: Uint8Array, from: number, end: number, final: boolean): number {
    const out = this.out;
    out.reset(buf, this.linesBefore + 1, end - from);
    const classes = this.classes;
    // A stop byte just past the end lets the value loop below run without checking for the end.
    const saved = buf[end];
    buf[end] = this.delimiter;
    try {
      return this.scanRows(buf, from, end, final, classes);
    } finally {
      buf[end] = saved;
    }
  }

  private scanRows(buf: Uint8Array, from: number, end: number, final: boolean, classes: Uint8Array): number {
    const out = this.out;
    // The field and row arrays in locals, their counts written back after the loop.
    const starts = out.fieldStarts;
    const ends = out.fieldEnds;
    const flagsOf = out.fieldFlags;
    const rowFields = out.rowFields;
    let fieldCount = out.fieldCount;
    let rowCount = out.rowCount;
    const delimiter = this.delimiter;
    const newlineEnd = this.newlineEnd;
    const crlf = this.crlf;
    const newlineLength = this.newline.length;
    const view = this.viewOf(buf);
    /** Words start before here: within the buffer, never past the stop byte at `end`. */
    const wordEnd = Math.min(end + 1, buf.length) - 3;
    const delimiters = Math.imul(delimiter, 0x01010101);
    const stops = Math.imul(crlf ? CR : newlineEnd, 0x01010101);
    let rowStart = from;
    let rowLines = 0;
    let i = from;
    /** The last row ended with the file, not with a line break. */
    let endedAtEnd = false;
    rows: for (;;) {
      // At the start of a field.
      if (i >= end) {
        if (!final) break;
        if (i === rowStart) break; // nothing after the last line break
        // "a,b," at the end of the file: an empty last value
        starts[fieldCount] = i;
        ends[fieldCount] = i;
        flagsOf[fieldCount++] = 0;
        rowFields[++rowCount] = fieldCount;
        rowStart = i;
        endedAtEnd = true;
        break;
      }
      if (buf[i] !== QUOTE) {
        let j = i;
        let high = 0;
        /** The value ends at a delimiter (or at the stop byte past the end), not at a line break. */
        let delimited = false;
        for (;;) {
          if (j < wordEnd) {
            // Four bytes at a time while none of them is the delimiter, the line break's stop byte or above 0x7F: a
            // byte equal to b makes a zero byte in w ^ b, which (x - 0x01010101) & ~x & 0x80808080 flags. The lowest
            // flag is the first such byte (a false flag can only follow a true one), found by counting trailing
            // zeros instead of stepping to it byte by byte (a branch per byte, mispredicted at every value's end);
            // which test flagged it says what the byte is, without loading it.
            const w = view.getInt32(j, true);
            const x = w ^ delimiters;
            const y = w ^ stops;
            const atDelimiter = ((x - 0x01010101) | 0) & ~x;
            const flagged = (atDelimiter | (((y - 0x01010101) | 0) & ~y) | w) & 0x80808080;
            if (flagged === 0) {
              j += 4;
              continue;
            }
            const lowest = flagged & -flagged;
            j += (31 - Math.clz32(lowest)) >> 3;
            if ((w & lowest) !== 0) {
              high = 0x80;
              j++;
              continue;
            }
            if ((atDelimiter & lowest) !== 0) {
              delimited = true;
              break;
            }
          } else {
            let kind: number;
            while ((kind = classes[buf[j]]) === ORDINARY) j++;
            if (kind === HIGH_BYTE) {
              high = 0x80;
              j++;
              continue;
            }
            if (buf[j] === delimiter) {
              delimited = true;
              break;
            }
          }
          // The line break's stop byte; a CR is the line break only with the LF after it, otherwise part of the value.
          if (!crlf) break;
          if (j + 1 >= end) {
            if (final) {
              j = end;
              break;
            }
            break rows;
          }
          if (buf[j + 1] === LF) break;
          j++;
        }
        if (j >= end) {
          if (!final) break;
          starts[fieldCount] = i;
          ends[fieldCount] = end;
          flagsOf[fieldCount++] = this.fieldFlags(buf, i, end, 0, high);
          rowFields[++rowCount] = fieldCount;
          rowStart = i = end;
          endedAtEnd = true;
          break;
        }
        starts[fieldCount] = i;
        ends[fieldCount] = j;
        flagsOf[fieldCount++] = high === 0 ? 0 : this.fieldFlags(buf, i, j, 0, high);
        if (delimited) {
          i = j + 1;
          continue;
        }
        rowFields[++rowCount] = fieldCount;
        this.linesBefore += 1 + rowLines;
        rowLines = 0;
        rowStart = i = j + newlineLength;
        continue;
      }
      // A quoted value: find the quote that closes it.
      const open = i;
      let flags = FIELD_QUOTED;
      let high = 0;
      let lines = 0;
      let j = i + 1;
      for (;;) {
        while (j < end) {
          const c = buf[j];
          if (c === QUOTE) break;
          high |= c;
          if (c === newlineEnd && (!crlf || (j > open + 1 && buf[j - 1] === CR))) lines++;
          j++;
        }
        if (rowLines + lines > this.maxQuotedLines) throw new UnclosedQuote(this.firstQuote(buf, rowStart, open), rowStart, this.linesBefore, "too_long");
        if (j >= end) {
          if (!final) break rows;
          throw new UnclosedQuote(open, rowStart, this.linesBefore, "end");
        }
        const q = j;
        if (q === end - 1) {
          if (!final) break rows;
          starts[fieldCount] = open + 1;
          ends[fieldCount] = q;
          flagsOf[fieldCount++] = this.fieldFlags(buf, open + 1, q, flags, high);
          rowFields[++rowCount] = fieldCount;
          rowLines += lines;
          if (lines > 0) out.spansLines = true;
          rowStart = i = end;
          endedAtEnd = true;
          break rows;
        }
        if (buf[q + 1] === QUOTE) {
          flags |= FIELD_ESCAPED;
          j = q + 2;
          continue;
        }
        // After a closing quote, whitespace may come before the delimiter or the line break.
        let k = q + 1;
        let after = 0; // 1 delimiter, 2 line break, -1 neither
        while (k < end) {
          if (buf[k] === delimiter) {
            after = 1;
            break;
          }
          const newline = this.newlineAt(buf, k, end);
          if (newline === 1) {
            after = 2;
            break;
          }
          if (newline === -1) break;
          const space = whitespaceAt(buf, k, end);
          if (space === 0) {
            after = -1;
            break;
          }
          k += space;
        }
        if (after === 0) {
          if (!final) break rows;
          after = -1; // whitespace up to the end of the file: papaparse reads the quote as stray
        }
        if (after === -1) {
          // A stray quote: part of the value; look for the next one.
          j = q + 1;
          continue;
        }
        starts[fieldCount] = open + 1;
        ends[fieldCount] = q;
        flagsOf[fieldCount++] = this.fieldFlags(buf, open + 1, q, flags, high);
        rowLines += lines;
        if (lines > 0) out.spansLines = true;
        if (after === 1) {
          i = k + 1;
          continue rows;
        }
        rowFields[++rowCount] = fieldCount;
        this.linesBefore += 1 + rowLines;
        rowLines = 0;
        rowStart = i = k + newlineLength;
        continue rows;
      }
    }
    out.fieldCount = fieldCount;
    out.rowCount = rowCount;
    if (endedAtEnd) {
      // Papaparse leaves an empty last "row" for a file's final line break, and the reader drops a last row holding
      // one empty value; a quoted "" alone on the last line, without a line break after it, is such a row.
      const r = out.rowCount - 1;
      const k = out.rowFields[r];
      if (out.width(r) === 1 && out.fieldStarts[k] === out.fieldEnds[k]) out.dropLastRow();
    }
    return rowStart;
  }

  /** The first quote of the row starting at `rowStart` (where the text reader pointed for a runaway value). */
  private firstQuote(buf: Uint8Array, rowStart: number, open: number): number {
    for (let i = rowStart; i < open; i++) if (buf[i] === QUOTE) return i;
    return open;
  }
}
