// Turns a stream of rows into typed columnar batches. The first rows are held as a sample to find
// the header and infer each column's type; after that rows flow straight into per-column typed
// arrays (never row objects), and every full batch (~64k rows) is handed on and forgotten.
import { IngestError, LimitError, ParseError } from "../errors";
import type { ColumnEncoding } from "../infer/encoding";
import { type ColumnName, type HeaderLayout, MAX_COLUMNS, combinedHeaderText, detectHeader, isEmptyCell, makeColumnNames } from "../infer/header";
import type { DateOrder } from "../infer/date";
import { type DecimalMark, FileNumberEvidence } from "../infer/number-format";
import { type ChosenColumnType, type InferContext, chosenEncoding, inferColumn, mixedType } from "../infer/rules";
import type { CellFormatHint, Row, SourceInfo } from "../read/cell";
import { ScannedRows } from "../read/scanned-rows";
import { isBlank } from "../infer/missing";
import type { Batch, ColumnData } from "../types";
import { ColumnBuilder, type RowNumberOf } from "./column-builder";
import { describeRevision } from "./messages";

/** Rows per batch: ~64k, fewer for wide tables so a batch stays near a million cells. */
export const BATCH_ROWS = 65_536;
const BATCH_CELLS = 1 << 20;
const MIN_BATCH_ROWS = 256;
/** The sample used to find the header and infer types. */
const SAMPLE_ROWS = 1000;
const SAMPLE_CELLS = 250_000;

export interface BuiltBatch {
  batch: Batch;
  /** Encoding of each column in this batch, in column order (columns may be added later, never removed). */
  encodings: ColumnEncoding[];
  columns: ColumnName[];
}

export interface TableBuilderOptions {
  /** "rows": detect the header among the rows; "names": the reader passes names (JSON). */
  header: "rows" | "names";
  /**
   * How the reader found the file (its delimiter and decimal convention), read when the sample ends: the reader
   * fills it in as it reads, after this builder is made.
   */
  info?: Pick<SourceInfo, "decimalComma" | "delimiter" | "format">;
  /** Number formats from a workbook, by column position. */
  formats?: (CellFormatHint | undefined)[];
  /** What to call a source row in messages: "row" (default) or "record". */
  rowWord?: string;
  /** How the person said the file is laid out, overriding detection (the import wizard). */
  choices?: ImportChoices;
  /**
   * Receives each finished batch; awaited, so a slow consumer slows the reader (back-pressure). The batch's arrays
   * are reused for the next one once this settles: a consumer that keeps a batch keeps a copy.
   */
  onBatch(built: BuiltBatch): void | Promise<void>;
  /**
   * Sees the rows that become the dataset's rows, in order, as the reader gave them (before any type is read):
   * `rowAt(i)` makes row i's cells only when asked. For comparing records as written (cleaning's duplicates).
   */
  onDataRows?(count: number, rowAt: (i: number) => Row): void;
}

/** Corrections to how a file is read: the import wizard's answers. Absent fields are detected as usual. */
export interface ImportChoices {
  /** 1-based row (as read, blank rows counted) holding the column names; the rows above are skipped. */
  headerRow?: number;
  /** How numeric dates are written: month first ("03/04/2024" is 4 March) or day first (3 April). */
  dateOrder?: DateOrder;
  /** The numbers use a decimal comma ("1.234,5") rather than a point. */
  decimalComma?: boolean;
  /** The decimal mark of single columns, by column name as detected; wins over `decimalComma`. */
  columnDecimals?: Record<string, DecimalMark>;
  /** Types the person chose, by column name as detected; values that do not read as that type become missing. */
  columnTypes?: Record<string, ChosenColumnType>;
}

/** What reading the table had to decide without being told, for the dataset page to state and correct. */
export interface TableLayout {
  /** 1-based row holding the column names, or null when the table has none (JSON records: null too). */
  headerRow: number | null;
  /** Non-blank rows above the header that were skipped. */
  skippedRows: number;
  /** Date columns whose day/month order no value settled (every day and month 12 or under). */
  dateOrderAssumed: { column: string; order: DateOrder }[];
  /** Some number column was read with decimal commas. */
  decimalComma: boolean;
  /**
   * Number columns whose values carry a separator: the decimal and thousands marks they were read with, whether
   * the evidence settled it, and a value the choice changes. Absent in layouts stored before it existed.
   */
  numberFormats?: { column: string; decimal: DecimalMark; thousands: string | null; ambiguous: boolean; why: string; example?: string }[];
  /** Every date column written with numbers only and the order it was read in (assumed: no value settled it). */
  dateOrders?: { column: string; order: DateOrder; assumed: boolean }[];
  /**
   * Columns read as text because their values mix types (numbers with words, dates with other text): the first
   * value that did not fit and its row. Absent in layouts stored before it existed.
   */
  mixedColumns?: { column: string; row: number; value: string }[];
}

/** The layout when the person named the header row: one header row there, the data right below. */
function chosenHeader(sample: Row[], headerRow: number): HeaderLayout {
  if (headerRow > sample.length) throw new ParseError(`Row ${headerRow} is beyond the rows read to find the header (${sample.length.toLocaleString("en-US")}). Choose a row nearer the top.`);
  const skipped = sample.slice(0, headerRow - 1).filter((row) => !row.every(isEmptyCell)).length;
  return { headerRow: headerRow - 1, headerRows: 1, dataStart: headerRow, skipped };
}

export interface BuiltTable {
  columns: ColumnName[];
  encodings: ColumnEncoding[];
  rowCount: number;
  warnings: string[];
  layout: TableLayout;
}

interface RowIssue {
  count: number;
  first: number;
}

export class TableBuilder {
  private sample: Row[] = [];
  private sampleCells = 0;
  private sampleNames: string[] | undefined;
  private sampling = true;
  private columns: ColumnName[] = [];
  private builders: ColumnBuilder[] = [];
  private batchRows = BATCH_ROWS;
  private rowsSeen = 0;
  private rowCount = 0;
  /** Values the header announces (the row width most rows have when there is no header). */
  private expectedWidth = 0;
  private readonly short: RowIssue = { count: 0, first: 0 };
  /** Rows longer than the header whose extra values went into extra columns (seen in the sample). */
  private readonly extended: RowIssue = { count: 0, first: 0 };
  /** Rows longer than every column, after the sample: the extra values are not imported. */
  private readonly long: RowIssue = { count: 0, first: 0 };
  private blankRows = 0;
  private readonly warnings: string[] = [];
  private headerLayout: Pick<TableLayout, "headerRow" | "skippedRows"> = { headerRow: null, skippedRows: 0 };
  /** Columns whose sample mixed numbers or dates with other text (by position). */
  private readonly sampleMixed = new Map<number, { column: string; row: number; value: string }>();
  /** What the sample's number columns say about the decimal mark, for columns whose own values do not. */
  private fileNumbers: FileNumberEvidence | undefined;

  constructor(private options: TableBuilderOptions) {}

  /**
   * Adds rows in source order: cells, or scanned delimited text (read until the next call). With header "names",
   * `names` lists every column so far.
   */
  async add(input: Row[] | ScannedRows, names?: string[]): Promise<void> {
    const scanned = input instanceof ScannedRows ? input : undefined;
    const rows = scanned ? undefined : (input as Row[]);
    const count = scanned ? scanned.rowCount : (rows as Row[]).length;
    const firstRow = this.rowsSeen + 1;
    this.rowsSeen += count;
    let from = 0;
    if (this.sampling) {
      if (names) this.sampleNames = names;
      // Delimited text ends the sample at the same row however its bytes arrive in chunks (the byte scanner and
      // the text parser cut them differently); workbooks and JSON sample their first chunks whole, as they always did.
      const exact = this.options.info?.format === "csv";
      while (from < count && (!exact || (this.sample.length < SAMPLE_ROWS && this.sampleCells < SAMPLE_CELLS))) {
        const row = scanned ? scanned.row(from) : (rows as Row[])[from];
        this.sample.push(row);
        this.sampleCells += row.length;
        from++;
      }
      if (this.sample.length >= SAMPLE_ROWS || this.sampleCells >= SAMPLE_CELLS) await this.endSample();
      if (this.sampling || from === count) return;
    }
    if (names && names.length > this.columns.length) this.addNamedColumns(names);
    if (scanned) await this.appendScanned(scanned, from, firstRow);
    else await this.appendRows(from === 0 ? (rows as Row[]) : (rows as Row[]).slice(from), (i) => firstRow + from + i);
  }

  /**
   * A builder decoded from a checkpoint (checkpoint.ts), given again what a checkpoint does not hold: the options with
   * their callbacks, and each column's reading context (which calls back into this builder).
   */
  static resumed(saved: TableBuilder, options: TableBuilderOptions): TableBuilder {
    saved.options = options;
    saved.builders.forEach((builder, j) => builder.resumeWith(saved.inferContext(saved.columns[j], j)));
    return saved;
  }

  /** Rows built into the dataset so far. */
  get rowsBuilt(): number {
    return this.rowCount;
  }

  async finish(): Promise<BuiltTable> {
    if (this.sampling) await this.endSample();
    if (this.builders.length > 0 && this.builders[0].length > 0) await this.flush();
    if (this.rowCount === 0) {
      if (this.rowsSeen === 0 || this.columns.length === 0) throw new IngestError("empty_file", "The file has no data in it.");
      throw new IngestError("no_rows", "The file has column headers but no rows of data under them.");
    }
    this.reportRowIssues();
    for (const [j, builder] of this.builders.entries()) {
      for (const revision of builder.revisions) this.warnings.push(describeRevision(this.columns[j].name, revision, this.options.rowWord ?? "row"));
    }
    const encodings = this.builders.map((b) => (b.encoding.type === "empty" ? { type: "text" as const } : b.encoding));
    const dateOrderAssumed = this.columns.flatMap((column, j) => {
      const e = encodings[j];
      return e.type === "date" && e.dateOrderAssumed && e.dateOrder ? [{ column: column.name, order: e.dateOrder }] : [];
    });
    for (const { column, order } of dateOrderAssumed) {
      this.warnings.push(
        `Column “${column}”: every date fits either order (day and month both 12 or under), so ${order === "dmy" ? "day/month/year" : "month/day/year"} was assumed.`,
      );
    }
    // Mixed: read as text from the start (the sample mixed types) or revised to text by a later value.
    const mixedColumns = this.columns.flatMap((column, j) => {
      if (this.sampleMixed.has(j)) return [this.sampleMixed.get(j)!];
      const revision = this.builders[j].revisions.find((r) => r.to.type === "text" && r.from.type !== "empty");
      return revision ? [{ column: column.name, row: revision.row, value: revision.value }] : [];
    });
    for (const [j, builder] of this.builders.entries()) {
      const unreadable = builder.unreadable;
      if (!unreadable || unreadable.count === 0) continue;
      const type = this.options.choices?.columnTypes?.[this.columns[j].name] === "date" ? "dates" : "numbers";
      this.warnings.push(
        `Column “${this.columns[j].name}”: ${unreadable.count === 1 ? "1 value" : `${unreadable.count.toLocaleString("en-US")} values`} could not be read as ${type} and ${unreadable.count === 1 ? "was" : "were"} left blank (the first in ${this.options.rowWord ?? "row"} ${unreadable.row}: “${unreadable.value}”).`,
      );
    }
    const numberFormats = this.columns.flatMap((column, j) => {
      const e = encodings[j];
      if (e.type !== "number" || !e.numberFormat) return [];
      return [{ column: column.name, decimal: e.decimalComma ? ("comma" as const) : ("point" as const), ...e.numberFormat }];
    });
    const dateOrders = this.columns.flatMap((column, j) => {
      const e = encodings[j];
      return e.type === "date" && e.dateOrder ? [{ column: column.name, order: e.dateOrder, assumed: e.dateOrderAssumed === true }] : [];
    });
    const layout: TableLayout = {
      ...this.headerLayout,
      dateOrderAssumed,
      decimalComma: encodings.some((e) => e.type === "number" && e.decimalComma === true),
      mixedColumns,
      numberFormats,
      dateOrders,
    };
    return { columns: this.columns, encodings, rowCount: this.rowCount, warnings: this.warnings, layout };
  }

  /** Header, names and types from the sample, then the sample's data rows go through like any others. */
  private async endSample(): Promise<void> {
    this.sampling = false;
    const sample = this.sample;
    this.sample = [];
    let data: Row[];
    let firstDataRow: number;
    if (this.options.header === "names") {
      this.columns = makeColumnNames((this.sampleNames ?? []).map((n) => n.trim()));
      data = sample;
      firstDataRow = 1;
    } else {
      const layout = this.options.choices?.headerRow ? chosenHeader(sample, this.options.choices.headerRow) : detectHeader(sample);
      this.headerLayout = { headerRow: layout.headerRow < 0 ? null : layout.headerRow + 1, skippedRows: layout.skipped };
      const headerRows = layout.headerRow < 0 ? [] : sample.slice(layout.headerRow, layout.headerRow + layout.headerRows);
      data = sample.slice(layout.dataStart);
      firstDataRow = layout.dataStart + 1;
      let width = 0;
      for (const row of headerRows) width = Math.max(width, row.length);
      for (const row of data) width = Math.max(width, row.length);
      // Trailing columns without a title or any value (a trailing delimiter) are not columns.
      while (width > 0 && headerRows.every((r) => isEmptyCell(r[width - 1])) && data.every((r) => isEmptyCell(r[width - 1]))) width--;
      if (width > MAX_COLUMNS) throw new LimitError(`The table has ${width.toLocaleString("en-US")} columns; InsightLab reads at most ${MAX_COLUMNS.toLocaleString("en-US")}.`, MAX_COLUMNS, width);
      this.columns = makeColumnNames(Array.from({ length: width }, (_, j) => combinedHeaderText(headerRows, j)));
      let titled = 0;
      for (let j = 0; j < width; j++) if (headerRows.some((r) => !isEmptyCell(r[j]))) titled = j + 1;
      this.expectedWidth = headerRows.length > 0 ? titled : modeLength(data);
      if (layout.skipped > 0) {
        this.warnings.push(
          `${layout.skipped === 1 ? "1 row" : `${layout.skipped} rows`} above the table (titles or notes) ${layout.skipped === 1 ? "was" : "were"} skipped; the header is row ${layout.headerRow + 1}.`,
        );
      }
      if (layout.headerRow < 0) this.warnings.push("The first row holds data, not column names, so columns are named Column 1, Column 2…");
    }
    if (this.columns.length > MAX_COLUMNS) throw new LimitError(`The data has ${this.columns.length.toLocaleString("en-US")} columns; InsightLab reads at most ${MAX_COLUMNS.toLocaleString("en-US")}.`, MAX_COLUMNS, this.columns.length);
    if (this.columns.length === 0) {
      if (sample.every((row) => row.every(isEmptyCell))) throw new IngestError("empty_file", "The file has no data in it.");
      throw new ParseError("No columns were found in the file.");
    }
    this.batchRows = Math.max(MIN_BATCH_ROWS, Math.min(BATCH_ROWS, Math.floor(BATCH_CELLS / this.columns.length)));
    this.fileNumbers = new FileNumberEvidence(data, this.columns.length);
    this.builders = this.columns.map((column, j) => this.newBuilder(column, j, data, firstDataRow));
    await this.appendRows(data, (i) => firstDataRow + i);
  }

  /** How column `position` reads its values: the file's conventions and the person's choices. */
  private inferContext(column: ColumnName, position: number): InferContext {
    const { choices, info } = this.options;
    const columnDecimal = choices?.columnDecimals?.[column.name];
    const decimalCommaChosen = columnDecimal ? columnDecimal === "comma" : choices?.decimalComma;
    const fileNumbers = this.fileNumbers;
    return {
      name: column.name,
      decimalComma: decimalCommaChosen ?? info?.decimalComma,
      delimiter: info?.delimiter,
      format: this.options.formats?.[position],
      dateOrder: choices?.dateOrder,
      decimalCommaChosen,
      siblings: fileNumbers && (() => fileNumbers.others(position)),
    };
  }

  private newBuilder(column: ColumnName, position: number, sample: Row[], firstRow = 1): ColumnBuilder {
    const { choices } = this.options;
    const context = this.inferContext(column, position);
    const chosen = choices?.columnTypes?.[column.name];
    const values = sample.map((row) => row[position]);
    const encoding = chosen ? chosenEncoding(chosen, values, context) : inferColumn(values, context);
    const mixed = encoding.type === "text" && !chosen ? mixedType(values, context) : null;
    if (mixed) this.sampleMixed.set(position, { column: column.name, row: firstRow + mixed.index, value: String(values[mixed.index]).slice(0, 60) });
    return new ColumnBuilder(encoding, this.batchRows, context, chosen !== undefined);
  }

  private addNamedColumns(names: string[]): void {
    const all = makeColumnNames(names.map((n) => n.trim()));
    if (all.length > MAX_COLUMNS) throw new LimitError(`The data has ${all.length.toLocaleString("en-US")} columns; InsightLab reads at most ${MAX_COLUMNS.toLocaleString("en-US")}.`, MAX_COLUMNS, all.length);
    const length = this.builders[0]?.length ?? 0;
    for (let j = this.columns.length; j < all.length; j++) {
      const builder = this.newBuilder(all[j], j, []);
      builder.appendMissing(length);
      this.builders.push(builder);
    }
    this.columns = all;
  }

  private async appendRows(input: Row[], rowNumberOf: RowNumberOf): Promise<void> {
    let rows = input;
    let rowNumber = rowNumberOf;
    // Drop blank rows; note short and long ones (with their row numbers) instead of hiding them.
    let kept: number[] | undefined;
    for (let i = 0; i < input.length; i++) {
      const row = input[i];
      if (!this.keepRow(row, row.length, rowHasValueFrom, rowNumberOf(i))) {
        kept ??= Array.from({ length: i }, (_, k) => k);
        continue;
      }
      kept?.push(i);
    }
    if (kept) {
      const indexes = kept;
      rows = indexes.map((i) => input[i]);
      rowNumber = (i) => rowNumberOf(indexes[i]);
    }
    const dataRows = rows;
    this.options.onDataRows?.(dataRows.length, (i) => dataRows[i]);
    await this.inBatches(rows.length, (builder, j, from, to) => builder.append(rows, j, from, to, rowNumber));
  }

  /** Scanned rows from row `from` on, the first being row `firstRow` of the file. */
  private async appendScanned(scan: ScannedRows, from: number, firstRow: number): Promise<void> {
    if (this.keptRows.length < scan.rowCount) this.keptRows = new Int32Array(Math.max(scan.rowCount, 2 * this.keptRows.length));
    const kept = this.keptRows;
    const hasValueFrom = (r: number, j: number) => scannedHasValueFrom(scan, r, j);
    let n = 0;
    for (let r = from; r < scan.rowCount; r++) if (this.keepRow(r, scan.width(r), hasValueFrom, firstRow + r)) kept[n++] = r;
    const rowNumber = (i: number) => firstRow + kept[i];
    this.options.onDataRows?.(n, (i) => scan.row(kept[i]));
    await this.inBatches(n, (builder, j, a, b) => builder.appendScanned(scan, j, kept, a, b, rowNumber));
  }

  /** Row indexes of a scanned piece that are kept (not blank); reused. */
  private keptRows = new Int32Array(1024);

  /**
   * False for a blank row (dropped); notes a short or long one. `hasValueFrom(row, j)`: some value at position j
   * or later is not blank.
   */
  private keepRow<R>(row: R, length: number, hasValueFrom: (row: R, from: number) => boolean, rowNumber: number): boolean {
    if (length === 0 || !hasValueFrom(row, 0)) {
      this.blankRows++;
      return false;
    }
    if (this.options.header !== "names" && length !== this.expectedWidth) {
      if (length < this.expectedWidth) this.note(this.short, rowNumber);
      else if (length > this.columns.length && hasValueFrom(row, this.columns.length)) this.note(this.long, rowNumber);
      else if (hasValueFrom(row, this.expectedWidth)) this.note(this.extended, rowNumber);
    }
    return true;
  }

  /** Hands `count` kept rows to every column builder, flushing each full batch. */
  private async inBatches(count: number, append: (builder: ColumnBuilder, column: number, from: number, to: number) => void): Promise<void> {
    const width = this.columns.length;
    let from = 0;
    while (from < count) {
      const room = this.batchRows - this.builders[0].length;
      const to = Math.min(count, from + room);
      for (let j = 0; j < width; j++) append(this.builders[j], j, from, to);
      this.rowCount += to - from;
      from = to;
      if (this.builders[0].length >= this.batchRows) await this.flush();
    }
  }

  private note(issue: RowIssue, row: number): void {
    if (issue.count++ === 0) issue.first = row;
  }

  private async flush(): Promise<void> {
    const columns: Record<string, ColumnData> = {};
    const encodings: ColumnEncoding[] = [];
    let length = 0;
    this.builders.forEach((builder, j) => {
      const { data, encoding } = builder.take();
      columns[this.columns[j].id] = data;
      encodings.push(encoding);
      length = data.type === "text" ? data.codes.length : data.values.length;
    });
    await this.options.onBatch({ batch: { length, columns }, encodings, columns: this.columns });
  }

  private reportRowIssues(): void {
    const word = this.options.rowWord ?? "row";
    const expected = this.expectedWidth;
    const width = this.columns.length;
    const rows = (issue: RowIssue) => `${count(issue.count, word)} ${issue.count === 1 ? "has" : "have"}`;
    if (this.short.count > 0) {
      this.warnings.push(`${rows(this.short)} fewer than ${expected} values (first: ${word} ${this.short.first.toLocaleString("en-US")}); the missing cells are left empty.`);
    }
    if (this.extended.count > 0) {
      const extra = this.columns.slice(expected).map((c) => `“${c.name}”`);
      this.warnings.push(
        `${rows(this.extended)} more values than the header names (first: ${word} ${this.extended.first.toLocaleString("en-US")}); the extra values are kept in ${extra.length === 1 ? "column" : "columns"} ${extra.join(", ")}.`,
      );
    }
    if (this.long.count > 0) {
      this.warnings.push(`${rows(this.long)} more than ${width} values (first: ${word} ${this.long.first.toLocaleString("en-US")}); the values beyond column ${width} were not imported.`);
    }
  }
}

function rowHasValueFrom(row: Row, from: number): boolean {
  for (let j = from; j < row.length; j++) if (!isEmptyCell(row[j])) return true;
  return false;
}

function scannedHasValueFrom(scan: ScannedRows, r: number, from: number): boolean {
  for (let k = scan.rowFields[r] + from, end = scan.rowFields[r + 1]; k < end; k++) if (!(scan.isAsciiBlank(k) ?? isBlank(scan.text(k)))) return true;
  return false;
}

/** The most common row length (ties: the longer one). */
function modeLength(rows: Row[]): number {
  const counts = new Map<number, number>();
  for (const row of rows) if (!row.every(isEmptyCell)) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [length, n] of counts) if (n > bestCount || (n === bestCount && length > best)) [best, bestCount] = [length, n];
  return best;
}

function count(n: number, word: string): string {
  return `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
}
