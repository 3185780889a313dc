// Builds one column of the current batch from cells, parsing them under the column's encoding into
// typed arrays. When a value does not fit (text in a number column, "13/05/2024" in a column read
// month-first), the column is revised: the values built so far are re-encoded and reading goes on.
import { type DateMarks, parseDate } from "../infer/date";
import type { ColumnEncoding } from "../infer/encoding";
import { isPlaceholder } from "../infer/missing";
import { parseNumber, parsePlainNumber } from "../infer/number";
import { type InferContext, inferColumn, isMissingCell, parseBooleanCell, parseDateCell } from "../infer/rules";
import type { Cell, Row } from "../read/cell";
import { convertColumn } from "../store/convert";
import { BOOLEAN_MISSING, type ColumnData, TEXT_MISSING } from "../types";

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

/** Maps a row index of the current chunk to its row number in the file (for messages). */
export type RowNumberOf = (index: number) => number;

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
    private readonly context: InferContext,
    chosen = false,
  ) {
    this.encoding = encoding;
    this.unreadable = chosen ? { count: 0, row: 0, value: "" } : null;
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

  /** The finished column of the current batch, with the encoding it was built under; starts a new batch. */
  take(): { data: ColumnData; encoding: ColumnEncoding } {
    const data = this.current();
    this.batchesTaken++;
    this.numbers = null;
    this.flags = null;
    this.codes = null;
    this.dictionary = [];
    this.index = new Map();
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
    let n = this.length;
    for (let i = from; i < to; i++) {
      const cell = rows[i][column];
      let value: number;
      if (typeof cell === "string") {
        value = decimalComma ? NaN : parsePlainNumber(cell);
        if (value !== value) {
          value = parseNumber(cell, decimalComma);
          if (value !== value && !isPlaceholder(cell)) {
            this.length = n;
            return i;
          }
        }
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

  private appendDates(rows: Row[], column: number, from: number, to: number): number {
    const out = this.numbers as Float64Array;
    const marks = this.marks;
    let encoding = this.encoding;
    const order = encoding.dateOrder ?? "mdy";
    const plain = !encoding.excelSerial;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const cell = rows[i][column];
      let value: number;
      if (cell === null || cell === undefined) value = NaN;
      else {
        value = plain && typeof cell === "string" ? parseDate(cell, order, marks) : parseDateCell(cell, encoding, marks);
        if (value !== value) {
          if (isMissingCell(cell)) {
            out[n++] = NaN;
            continue;
          }
          this.length = n;
          return i;
        }
        if (marks.hasTime && !encoding.hasTime) encoding = this.encoding = { ...encoding, hasTime: true };
        if (encoding.dateOrderAssumed && marks.order === order) encoding = this.encoding = { ...encoding, dateOrderAssumed: false };
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
      const cell = rows[i][column];
      const value = parseBooleanCell(cell);
      if (value === -1) {
        if (!isMissingCell(cell)) {
          this.length = n;
          return i;
        }
        out[n++] = BOOLEAN_MISSING;
      } else out[n++] = value;
    }
    this.length = n;
    return to;
  }

  private appendTexts(rows: Row[], column: number, from: number, to: number): number {
    const out = this.codes as Int32Array;
    const index = this.index;
    const dictionary = this.dictionary;
    let n = this.length;
    for (let i = from; i < to; i++) {
      const cell = rows[i][column];
      let text: string;
      if (typeof cell === "string") {
        if (cell.length === 0) {
          out[n++] = TEXT_MISSING;
          continue;
        }
        text = needsTrim(cell) ? cell.trim() : cell;
        if (text.length === 0) {
          out[n++] = TEXT_MISSING;
          continue;
        }
      } else if (cell === null || cell === undefined || (typeof cell === "number" && cell !== cell)) {
        out[n++] = TEXT_MISSING;
        continue;
      } else text = cellText(cell);
      let code = index.get(text);
      if (code === undefined) {
        code = dictionary.length;
        dictionary.push(text);
        index.set(text, code);
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
