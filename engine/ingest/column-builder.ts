// Builds one column of the current batch from cells, parsing them under the column's encoding into
// typed arrays. When a value does not fit (text in a number column, "13/05/2024" in a column read
// month-first), the column is revised: the values built so far are re-encoded and reading goes on.
import { type DateMarks, parseDate, readIsoDay } from "../infer/date";
import type { ColumnEncoding } from "../infer/encoding";
import { isPlaceholder } from "../infer/missing";
import { parseNumber, parsePlainNumber, readPlainNumber } from "../infer/number";
import { parseTiedRank } from "../infer/tied-rank";
import { parseDuration } from "../infer/duration";
import { type InferContext, inferColumn, isMissingCell, parseBooleanCell, parseDateCell } from "../infer/rules";
import type { Cell, Row } from "../read/cell";
import { FIELD_ESCAPED, FIELD_HIGH, type ScannedRows } from "../read/scanned-rows";
import { convertColumn } from "../store/convert";
import { BOOLEAN_MISSING, type ColumnData, TEXT_MISSING } from "../types";
import { ByteMemo } from "./byte-memo";

const INITIAL_CAPACITY = 1024;

/** A note for the user about a revision: which row changed the column's type and why. */
export interface Revision {
  row: number;
  value: string;
  from: ColumnEncoding;
  to: ColumnEncoding;
}

function cellText(cell: Cell): string {
  if (typeof cell === "string") return cell;
  if (cell instanceof Date) return cell.toISOString().replace("T00:00:00.000Z", "");
  return String(cell);
}

/** Is this UTF-16 unit whitespace as String.prototype.trim sees it? (ASCII fast, the rest by regex.) */
function isSpace(code: number): boolean {
  return code <= 32 || (code >= 0x80 && /\s/.test(String.fromCharCode(code)));
}

function needsTrim(text: string): boolean {
  return isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1));
}

/** A yes/no cell's stored flag: 1, 0, BOOLEAN_MISSING, or -1 when it is neither yes, no nor missing. */
function booleanFlag(cell: Cell): number {
  const value = parseBooleanCell(cell);
  if (value !== -1) return value;
  return isMissingCell(cell) ? BOOLEAN_MISSING : -1;
}

/** Maps a row index of the current chunk to its row number in the file (for messages). */
export type RowNumberOf = (index: number) => number;

/** A date memo entry's tag: the value was missing, or read with these marks. */
const DATE_MISSING = 0;
const DATE_READ = 1;
const DATE_HAS_TIME = 2;
const DATE_ORDERS = [undefined, "mdy", "dmy", "either"] as const;

function dateTag(marks: DateMarks): number {
  return DATE_READ | (marks.hasTime ? DATE_HAS_TIME : 0) | (DATE_ORDERS.indexOf(marks.order) << 2);
}

/** Row r's value in `column` as the text reader would have given it (undefined past the row's end). */
function scannedCell(scan: ScannedRows, r: number, column: number): Cell {
  const k = scan.rowFields[r] + column;
  return k < scan.rowFields[r + 1] ? scan.text(k) : undefined;
}

export class ColumnBuilder {
  encoding: ColumnEncoding;
  /** Rows in the current batch. */
  length = 0;
  readonly revisions: Revision[] = [];
  private numbers: Float64Array | null = null;
  private flags: Uint8Array | null = null;
  private codes: Int32Array | null = null;
  private dictionary: string[] = [];
  private index = new Map<string, number>();
  /** Values already read in this batch, by their bytes (scanned rows). */
  private readonly memo = new ByteMemo();
  private readonly marks: DateMarks = { hasTime: false, order: undefined };
  private batchesTaken = 0;

  /**
   * For a column whose type the person chose: values that do not read as that type, stored as missing instead
   * of changing the column's type. Null for detected columns, which are revised instead.
   */
  readonly unreadable: { count: number; row: number; value: string } | null;

  constructor(
    encoding: ColumnEncoding,
    private readonly capacity: number,
    private context: InferContext,
    chosen = false,
  ) {
    this.encoding = encoding;
    this.unreadable = chosen ? { count: 0, row: 0, value: "" } : null;
  }

  /** A builder decoded from a checkpoint gets its reading context again (it holds a callback, which is not stored). */
  resumeWith(context: InferContext): void {
    this.context = context;
  }

  /** Appends cells `rows[from..to)[column]`, revising the encoding as often as the values require. */
  append(rows: Row[], column: number, from: number, to: number, rowNumber: RowNumberOf): void {
    this.reserve(this.length + (to - from));
    let i = from;
    while (i < to) {
      switch (this.encoding.type) {
        case "number":
          i = this.appendNumbers(rows, column, i, to);
          break;
        case "date":
          i = this.appendDates(rows, column, i, to);
          break;
        case "boolean":
          i = this.appendBooleans(rows, column, i, to);
          break;
        case "text":
          i = this.appendTexts(rows, column, i, to);
          break;
        case "empty":
          i = this.appendBlanks(rows, column, i, to);
          break;
      }
      if (i < to && this.unreadable) {
        this.skipUnreadable(rows[i][column], rowNumber(i));
        i++;
      } else if (i < to) {
        this.revise(rows[i][column], rowNumber(i));
        this.reserve(this.length + (to - i));
      }
    }
  }

  /**
   * Appends the values in `column` of scanned rows `rows[from..to)` (indexes into `scan`), read from their bytes:
   * the same values `append` makes of the same rows as strings, without a string per value.
   */
  appendScanned(scan: ScannedRows, column: number, rows: Int32Array, from: number, to: number, rowNumber: RowNumberOf): void {
    this.reserve(this.length + (to - from));
    let i = from;
    while (i < to) {
      switch (this.encoding.type) {
        case "number":
          i = this.scannedNumbers(scan, column, rows, i, to);
          break;
        case "date":
          i = this.scannedDates(scan, column, rows, i, to);
          break;
        case "boolean":
          i = this.scannedBooleans(scan, column, rows, i, to);
          break;
        case "text":
          i = this.scannedTexts(scan, column, rows, i, to);
          break;
        case "empty":
          i = this.scannedBlanks(scan, column, rows, i, to);
          break;
      }
      if (i >= to) break;
      const cell = scannedCell(scan, rows[i], column);
      if (this.unreadable) {
        this.skipUnreadable(cell, rowNumber(i));
        i++;
      } else {
        this.revise(cell, rowNumber(i));
        this.reserve(this.length + (to - i));
      }
    }
  }

  /** Adds `count` missing values (a column that appeared after rows were already built). */
  appendMissing(count: number): void {
    this.reserve(this.length + count);
    const start = this.length;
    const end = start + count;
    if (this.numbers) this.numbers.fill(NaN, start, end);
    else if (this.flags) this.flags.fill(BOOLEAN_MISSING, start, end);
    else if (this.codes) this.codes.fill(TEXT_MISSING, start, end);
    this.length = end;
  }

  /**
   * The finished column of the current batch, with the encoding it was built under; starts a new batch. The data
   * views this builder's arrays, which the next batch reuses (an allocation per batch and column is what filled
   * an ingest's memory with garbage): it is valid until the next append.
   */
  take(): { data: ColumnData; encoding: ColumnEncoding } {
    const data = this.current();
    this.batchesTaken++;
    this.dictionary = [];
    this.index = new Map();
    this.memo.clear();
    this.length = 0;
    return { data, encoding: this.encoding };
  }

  private current(): ColumnData {
    const n = this.length;
    switch (this.encoding.type) {
      case "number":
      case "date":
        return { type: this.encoding.type, values: (this.numbers ?? new Float64Array(0)).subarray(0, n) };
      case "boolean":
        return { type: "boolean", values: (this.flags ?? new Uint8Array(0)).subarray(0, n) };
      case "text":
        return { type: "text", codes: (this.codes ?? new Int32Array(0)).subarray(0, n), dictionary: this.dictionary };
      case "empty":
        return { type: "text", codes: new Int32Array(n).fill(TEXT_MISSING), dictionary: [] };
    }
  }

  private reserve(size: number): void {
    const type = this.encoding.type;
    if (type === "empty") return;
    const have = this.numbers?.length ?? this.flags?.length ?? this.codes?.length ?? 0;
    if (have >= size) return;
    // After one full batch the next ones will fill too: allocate them whole instead of growing.
    let next = Math.max(have, this.batchesTaken > 0 ? this.capacity : INITIAL_CAPACITY);
    while (next < size) next *= 2;
    next = Math.min(Math.max(next, size), Math.max(this.capacity, size));
    if (type === "number" || type === "date") {
      const grown = new Float64Array(next);
      if (this.numbers) grown.set(this.numbers.subarray(0, this.length));
      this.numbers = grown;
    } else if (type === "boolean") {
      const grown = new Uint8Array(next);
      if (this.flags) grown.set(this.flags.subarray(0, this.length));
      this.flags = grown;
    } else {
      const grown = new Int32Array(next);
      if (this.codes) grown.set(this.codes.subarray(0, this.length));
      this.codes = grown;
    }
  }

  private appendNumbers(rows: Row[], column: number, from: number, to: number): number {
    const out = this.numbers as Float64Array;
    const decimalComma = this.encoding.decimalComma === true;
    // A duration column reads every value as a duration: "59" there is no plain number of seconds or minutes.
    const plain = !decimalComma && this.encoding.unit?.kind !== "duration";
    let n = this.length;
    for (let i = from; i < to; i++) {
      const cell = rows[i][column];
      let value: number;
      if (typeof cell === "string") {
        value = plain ? parsePlainNumber(cell) : NaN;
        if (value !== value && !this.readsAsNumber(cell, decimalComma)) {
          this.length = n;
          return i;
        }
        if (value !== value) value = this.parsed;
      } else if (typeof cell === "number") value = cell;
      else if (cell === null || cell === undefined) value = NaN;
      else {
        this.length = n;
        return i;
      }
      out[n++] = value;
    }
    this.length = n;
    return to;
  }

  /** The last value `readsAsNumber` read. */
  private parsed = NaN;

  /** Reads a text as a number (into `parsed`; NaN for a placeholder); false when it is no number. */
  private readsAsNumber(text: string, decimalComma: boolean): boolean {
    if (this.encoding.unit?.kind === "duration") {
      this.parsed = parseDuration(text);
      return this.parsed === this.parsed || isPlaceholder(text);
    }
    this.parsed = parseNumber(text, decimalComma);
    if (this.parsed !== this.parsed && this.encoding.tiedRanks) this.parsed = parseTiedRank(text);
    return this.parsed === this.parsed || isPlaceholder(text);
  }

  private scannedNumbers(scan: ScannedRows, column: number, rows: Int32Array, from: number, to: number): number {
    const out = this.numbers as Float64Array;
    const decimalComma = this.encoding.decimalComma === true;
    const plain = !decimalComma && this.encoding.unit?.kind !== "duration";
    const { bytes, rowFields, fieldStarts, fieldEnds, fieldFlags } = scan;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const r = rows[i];
      const k = rowFields[r] + column;
      if (k >= rowFields[r + 1] || fieldStarts[k] >= fieldEnds[k]) out[n] = NaN;
      else if (!plain || (fieldFlags[k] & (FIELD_HIGH | FIELD_ESCAPED)) !== 0 || !readPlainNumber(bytes, fieldStarts[k], fieldEnds[k], out, n)) {
        if (!this.readsAsNumber(scan.text(k), decimalComma)) {
          this.length = n;
          return i;
        }
        out[n] = this.parsed;
      }
      n++;
    }
    this.length = n;
    return to;
  }

  private appendDates(rows: Row[], column: number, from: number, to: number): number {
    const out = this.numbers as Float64Array;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const cell = rows[i][column];
      let value = NaN;
      if (cell !== null && cell !== undefined) {
        const tag = this.readDate(cell);
        if (tag < 0) {
          this.length = n;
          return i;
        }
        if (tag !== DATE_MISSING) value = this.parsed;
      }
      out[n++] = value;
    }
    this.length = n;
    return to;
  }

  /**
   * Reads a date cell under the column's encoding, its value into `parsed`; returns how (a date memo tag, with
   * the marks it left applied to the encoding), or -1 when the cell is not a date.
   */
  private readDate(cell: Cell): number {
    const encoding = this.encoding;
    const value = !encoding.excelSerial && typeof cell === "string" ? parseDate(cell, encoding.dateOrder ?? "mdy", this.marks) : parseDateCell(cell, encoding, this.marks);
    if (value !== value) return isMissingCell(cell) ? DATE_MISSING : -1;
    this.parsed = value;
    this.applyDateMarks();
    return dateTag(this.marks);
  }

  /** A date read with `marks` may show the column has times, or settle its day/month order. */
  private applyDateMarks(): void {
    const encoding = this.encoding;
    const marks = this.marks;
    if (marks.hasTime && !encoding.hasTime) this.encoding = { ...encoding, hasTime: true };
    if (this.encoding.dateOrderAssumed && marks.order === (this.encoding.dateOrder ?? "mdy")) this.encoding = { ...this.encoding, dateOrderAssumed: false };
  }

  private scannedDates(scan: ScannedRows, column: number, rows: Int32Array, from: number, to: number): number {
    const out = this.numbers as Float64Array;
    const memo = this.memo;
    const marks = this.marks;
    // "YYYY-MM-DD" is read from its bytes (it leaves no mark on the encoding); other forms through the memo.
    const isoDays = !this.encoding.excelSerial;
    const { bytes, rowFields, fieldStarts, fieldEnds, fieldFlags } = scan;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const r = rows[i];
      const k = rowFields[r] + column;
      let value = NaN;
      const start = fieldStarts[k];
      const end = fieldEnds[k];
      if (k < rowFields[r + 1] && start < end) {
        if (isoDays && readIsoDay(bytes, start, end, out, n)) {
          n++;
          continue;
        }
        const escaped = (fieldFlags[k] & FIELD_ESCAPED) !== 0;
        const entry = escaped ? -1 : memo.find(bytes, start, end);
        if (entry >= 0) {
          const tag = memo.tags[entry];
          if (tag !== DATE_MISSING) {
            value = memo.values[entry];
            marks.hasTime = (tag & DATE_HAS_TIME) !== 0;
            marks.order = DATE_ORDERS[tag >> 2];
            this.applyDateMarks();
          }
        } else {
          const tag = this.readDate(scan.text(k));
          if (tag < 0) {
            this.length = n;
            return i;
          }
          if (tag !== DATE_MISSING) value = this.parsed;
          if (!escaped) memo.add(bytes, start, end, value, tag);
        }
      }
      out[n++] = value;
    }
    this.length = n;
    return to;
  }

  private appendBooleans(rows: Row[], column: number, from: number, to: number): number {
    const out = this.flags as Uint8Array;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const flag = booleanFlag(rows[i][column]);
      if (flag < 0) {
        this.length = n;
        return i;
      }
      out[n++] = flag;
    }
    this.length = n;
    return to;
  }

  private scannedBooleans(scan: ScannedRows, column: number, rows: Int32Array, from: number, to: number): number {
    const out = this.flags as Uint8Array;
    const memo = this.memo;
    const { bytes, rowFields, fieldStarts, fieldEnds, fieldFlags } = scan;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const r = rows[i];
      const k = rowFields[r] + column;
      let flag: number = BOOLEAN_MISSING;
      if (k < rowFields[r + 1] && fieldStarts[k] < fieldEnds[k]) {
        const escaped = (fieldFlags[k] & FIELD_ESCAPED) !== 0;
        const entry = escaped ? -1 : memo.find(bytes, fieldStarts[k], fieldEnds[k]);
        if (entry >= 0) flag = memo.values[entry];
        else {
          flag = booleanFlag(scan.text(k));
          if (flag < 0) {
            this.length = n;
            return i;
          }
          if (!escaped) memo.add(bytes, fieldStarts[k], fieldEnds[k], flag);
        }
      }
      out[n++] = flag;
    }
    this.length = n;
    return to;
  }

  private appendTexts(rows: Row[], column: number, from: number, to: number): number {
    const out = this.codes as Int32Array;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const cell = rows[i][column];
      if (typeof cell === "string") out[n++] = this.textCode(cell);
      else if (cell === null || cell === undefined || (typeof cell === "number" && cell !== cell)) out[n++] = TEXT_MISSING;
      else out[n++] = this.code(cellText(cell));
    }
    this.length = n;
    return to;
  }

  /** A text value's code: blank is missing, spaces around it are dropped. */
  private textCode(cell: string): number {
    if (cell.length === 0) return TEXT_MISSING;
    const text = needsTrim(cell) ? cell.trim() : cell;
    return text.length === 0 ? TEXT_MISSING : this.code(text);
  }

  /** The dictionary code of `text`, added when new. */
  private code(text: string): number {
    let code = this.index.get(text);
    if (code === undefined) {
      code = this.dictionary.length;
      this.dictionary.push(text);
      this.index.set(text, code);
    }
    return code;
  }

  private scannedTexts(scan: ScannedRows, column: number, rows: Int32Array, from: number, to: number): number {
    const out = this.codes as Int32Array;
    const memo = this.memo;
    const { bytes, rowFields, fieldStarts, fieldEnds, fieldFlags } = scan;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const r = rows[i];
      const k = rowFields[r] + column;
      let code = TEXT_MISSING;
      const start = fieldStarts[k];
      const end = fieldEnds[k];
      if (k < rowFields[r + 1] && start < end) {
        if ((fieldFlags[k] & FIELD_ESCAPED) !== 0) code = this.textCode(scan.text(k));
        else {
          // The code is kept as the entry's integer tag (read as one, where a value was a double to convert).
          const entry = memo.find(bytes, start, end);
          if (entry >= 0) code = memo.tags[entry];
          else {
            code = this.textCode(scan.text(k));
            memo.add(bytes, start, end, 0, code);
          }
        }
      }
      out[n++] = code;
    }
    this.length = n;
    return to;
  }

  private appendBlanks(rows: Row[], column: number, from: number, to: number): number {
    let i = from;
    while (i < to && isMissingCell(rows[i][column])) i++;
    this.length += i - from;
    return i;
  }

  private scannedBlanks(scan: ScannedRows, column: number, rows: Int32Array, from: number, to: number): number {
    let i = from;
    while (i < to && isMissingCell(scannedCell(scan, rows[i], column))) i++;
    this.length += i - from;
    return i;
  }

  /** A value that does not read as the chosen type: stored as missing, counted for the warning. */
  private skipUnreadable(cell: Cell, row: number): void {
    const unreadable = this.unreadable as NonNullable<ColumnBuilder["unreadable"]>;
    if (unreadable.count++ === 0) {
      unreadable.row = row;
      unreadable.value = cellText(cell).slice(0, 60);
    }
    if (this.numbers) this.numbers[this.length] = NaN;
    else if (this.flags) this.flags[this.length] = BOOLEAN_MISSING;
    else if (this.codes) this.codes[this.length] = TEXT_MISSING;
    this.length++;
  }

  /** Chooses an encoding that reads `cell` and re-encodes the current batch's values under it. */
  private revise(cell: Cell, row: number): void {
    const from = this.encoding;
    let to: ColumnEncoding;
    if (from.type === "empty") to = inferColumn([cell], this.context);
    else if (from.type === "date" && from.dateOrderAssumed && typeof cell === "string") {
      const other = from.dateOrder === "dmy" ? "mdy" : "dmy";
      to = Number.isNaN(parseDate(cell, other)) ? { type: "text" } : { ...from, dateOrder: other, dateOrderAssumed: false };
    } else to = { type: "text" };
    if (to.type === "empty") to = { type: "text" }; // a placeholder-only value still needs a home
    const data = from.type === "empty" ? undefined : this.current();
    const converted = convertColumn(data, this.length, from, to);
    const length = this.length;
    this.numbers = null;
    this.flags = null;
    this.codes = null;
    this.dictionary = [];
    this.index = new Map();
    this.memo.clear();
    this.encoding = to;
    const size = Math.max(length, Math.min(this.capacity, Math.max(length * 2, INITIAL_CAPACITY)));
    if (converted.type === "text") {
      const codes = new Int32Array(size);
      codes.set(converted.codes);
      this.codes = codes;
      this.dictionary = converted.dictionary.slice();
      this.dictionary.forEach((text, code) => this.index.set(text, code));
    } else if (converted.type === "boolean") {
      const flags = new Uint8Array(size);
      flags.set(converted.values);
      this.flags = flags;
    } else {
      const numbers = new Float64Array(size);
      numbers.set(converted.values);
      this.numbers = numbers;
    }
    this.length = length;
    if (from.type !== "empty") this.revisions.push({ row, value: cellText(cell).slice(0, 60), from, to });
  }
}
