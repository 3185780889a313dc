// The report as an Excel workbook (SheetJS): a "Report" sheet with the title, date, datasets and each
// analysis's answer and receipt, then one sheet per analysis holding its table from A1 — typed cells with
// number formats, a filter on the header row — so the figures can be worked with straight away.
import * as XLSX from "xlsx";
import type { ResultTable } from "../execute/result";
import { numberFormat, sheetCell, excelDateSerial, type SheetCell } from "./excel-format";
import type { ReportDocument, SectionChanges } from "./report-document";
import { formatCell } from "../format/cell";
import { sheetNames } from "./sheet-names";

const REPORT_SHEET = "Report";
const MAX_COLUMN_WIDTH = 60;

type Worksheet = XLSX.WorkSheet & { [address: string]: unknown };

function textCell(v: string): SheetCell {
  return { t: "s", v };
}

/** A sheet from rows of cells (null: empty), with column widths fitted to the longest text. */
function sheetFromCells(rows: (SheetCell | null)[][], widths: number[]): Worksheet {
  const sheet: Worksheet = {};
  let lastColumn = 0;
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      sheet[XLSX.utils.encode_cell({ r, c })] = cell;
      lastColumn = Math.max(lastColumn, c);
    }),
  );
  sheet["!ref"] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(0, rows.length - 1), c: lastColumn } });
  sheet["!cols"] = widths.map((w) => ({ wch: Math.min(MAX_COLUMN_WIDTH, Math.max(8, w + 2)) }));
  return sheet;
}

/**
 * A sheet holding `table` from A1: typed cells with number formats and a filter on the header row. A table run on a
 * newer file carries a comment on each changed figure with the previous file's value (`changes`, `comparedWith`).
 */
export function tableSheet(table: ResultTable, changes?: SectionChanges, comparedWith?: string): Worksheet {
  const formats = table.columns.map((column, i) => (column.type === "number" ? numberFormat(column, table.rows.map((r) => r[i])) : undefined));
  const header = table.columns.map((c) => textCell(c.name));
  const body = table.rows.map((row) => table.columns.map((column, i) => sheetCell(row[i] ?? null, column, formats[i])));
  // Widths from the header and a sample of rows: what is on screen when the sheet opens.
  const widths = table.columns.map((c, i) => Math.max(c.name.length, ...table.rows.slice(0, 200).map((r) => displayLength(r[i]))));
  const sheet = sheetFromCells([header, ...body], widths);
  if (changes && comparedWith) {
    for (const { row, column, previous } of changes.changed) {
      const cell = sheet[XLSX.utils.encode_cell({ r: row + 1, c: column })] as XLSX.CellObject | undefined;
      if (cell) cell.c = Object.assign([{ a: "InsightLab", t: `Was ${formatCell(previous, table.columns[column], { compact: false })} in ${comparedWith}` }], { hidden: true });
    }
    for (const row of changes.addedRows) {
      const cell = sheet[XLSX.utils.encode_cell({ r: row + 1, c: 0 })] as XLSX.CellObject | undefined;
      if (cell) cell.c = Object.assign([{ a: "InsightLab", t: `New: not in ${comparedWith}` }], { hidden: true });
    }
  }
  if (table.columns.length > 0) sheet["!autofilter"] = { ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.rows.length, c: table.columns.length - 1 } }) };
  return sheet;
}

function displayLength(cell: unknown): number {
  if (typeof cell === "number") return Math.min(18, String(Math.round(cell)).length * 1.4 + 3);
  return cell === null || cell === undefined ? 0 : String(cell).length;
}

function reportSheet(report: ReportDocument, names: string[]): Worksheet {
  const created = excelDateSerial(report.createdAt);
  const rows: (SheetCell | null)[][] = [
    [textCell(report.title)],
    report.subtitle ? [textCell(report.subtitle)] : [],
    [textCell("Generated"), created === null ? textCell(report.createdAt) : { t: "n", v: created, z: "mmm d, yyyy hh:mm" }],
    ...(report.author ? [[textCell("By"), textCell(report.author)]] : []),
    [textCell("Datasets"), textCell(report.datasets.map((d) => d.name).join(", "))],
    ...(report.rerun
      ? [
          [textCell("Previous file"), textCell(`${report.rerun.previous.name} (changed figures carry a comment with its value)`)],
          ...(report.rerun.renamed.length > 0 ? [[textCell("Renamed"), textCell(report.rerun.renamed.map((r) => `“${r.from}” is now “${r.to}”`).join(", "))]] : []),
        ]
      : []),
    [],
    ["Sheet", "Analysis", "Answer", "Rows", "Note", "How this was answered", ...(report.rerun ? ["Changes"] : [])].map(textCell),
    ...report.sections.map((section, i) => [
      textCell(names[i]),
      textCell(section.title),
      textCell(section.answer),
      textCell(
        section.table.truncated
          ? `First ${section.table.rows.length.toLocaleString("en-US")} of ${section.table.rowCount.toLocaleString("en-US")}`
          : section.table.rowCount.toLocaleString("en-US"),
      ),
      section.note ? textCell(section.note) : null,
      textCell(section.receipt.join(" ")),
      ...(section.changes ? [textCell(section.changes.lines.join("\n"))] : []),
    ]),
  ];
  return sheetFromCells(rows, [12, 32, 60, 10, 30, 60, 60]);
}

/** The report as .xlsx bytes. */
export function renderWorkbook(report: ReportDocument): Uint8Array {
  const names = sheetNames(
    report.sections.map((s) => s.title),
    [REPORT_SHEET],
  );
  const workbook = XLSX.utils.book_new();
  workbook.Props = { Title: report.title, Subject: report.subtitle, Author: report.author, CreatedDate: new Date(report.createdAt) };
  XLSX.utils.book_append_sheet(workbook, reportSheet(report, names), REPORT_SHEET);
  report.sections.forEach((section, i) => XLSX.utils.book_append_sheet(workbook, tableSheet(section.table, section.changes, report.rerun?.previous.name), names[i]));
  const bytes = XLSX.write(workbook, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer;
  return new Uint8Array(bytes);
}
