// A whole dataset (e.g. a cleaned copy) as a file to download: CSV streamed batch by batch, or an Excel
// workbook of one sheet. Values are written as they are stored (1240000.5, 0.125, "2024-03-01"), with the
// same formula-injection escaping and typed cells as the report exports.
import * as XLSX from "xlsx";
import { cellAt } from "../execute/rows";
import { columnFormat } from "../execute/measure-format";
import type { Cell, ResultColumn, ResultTable } from "../execute/result";
import type { Dataset } from "../types";
import { BOM, csvHeaderLine, csvRowLines } from "./csv";
import { sheetNames } from "./sheet-names";
import { tableSheet } from "./workbook";

/**
 * An .xlsx sheet holds every cell as an object while it is written: datasets with more values than this are
 * offered as CSV only, which streams.
 */
export const MAX_WORKBOOK_VALUES = 500_000;

/** Excel's own row limit (1,048,576 rows less the header). */
const MAX_WORKBOOK_ROWS = 1_048_575;

function resultColumns(dataset: Dataset): ResultColumn[] {
  return dataset.schema.columns.map((c) => ({ id: c.id, name: c.name, role: "column", type: c.type, format: columnFormat(c), sourceColumn: c.id, ...(c.unit ? { unit: c.unit } : {}) }));
}

async function* batchRows(dataset: Dataset): AsyncGenerator<Cell[][]> {
  const columns = dataset.schema.columns;
  for await (const batch of dataset.batches()) {
    const rows: Cell[][] = new Array(batch.length);
    for (let i = 0; i < batch.length; i++) rows[i] = columns.map((c) => cellAt(batch, c, i));
    yield rows;
  }
}

/**
 * The dataset as CSV text in pieces (a byte order mark and the header, then one piece per batch of about 64k
 * rows), so a large file is never held whole. Text that a spreadsheet would run as a formula is defused.
 */
export async function* datasetCsvChunks(dataset: Dataset): AsyncGenerator<string> {
  const columns = resultColumns(dataset);
  yield `${BOM}${csvHeaderLine(columns)}\r\n`;
  for await (const rows of batchRows(dataset)) {
    if (rows.length > 0) yield `${csvRowLines(columns, rows, "raw").join("\r\n")}\r\n`;
  }
}

/** Why a dataset cannot be written as a workbook, or null when it can. */
export function workbookRefusal(rowCount: number, columnCount: number): string | null {
  if (rowCount > MAX_WORKBOOK_ROWS) return `This file has ${rowCount.toLocaleString("en-US")} rows, more than an Excel sheet holds (${MAX_WORKBOOK_ROWS.toLocaleString("en-US")}). Download it as CSV instead.`;
  if (rowCount * columnCount > MAX_WORKBOOK_VALUES) {
    return `This file has ${(rowCount * columnCount).toLocaleString("en-US")} values; Excel downloads hold up to ${MAX_WORKBOOK_VALUES.toLocaleString("en-US")}. Download it as CSV instead.`;
  }
  return null;
}

/** The dataset as .xlsx bytes: one sheet named after `title` with typed cells (numbers, dates, yes/no, text). */
export async function datasetToWorkbook(dataset: Dataset, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const rows: Cell[][] = [];
  for await (const batch of batchRows(dataset)) for (const row of batch) rows.push(row);
  const table: ResultTable = { columns: resultColumns(dataset), rows, rowCount: rows.length, truncated: false };
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, tableSheet(table), sheetNames([title])[0]);
  return new Uint8Array(XLSX.write(workbook, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer);
}
