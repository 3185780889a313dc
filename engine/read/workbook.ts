// Excel workbooks (.xlsx, legacy .xls, and the HTML/XML tables Excel saves as .xls) through SheetJS.
// SheetJS parses a whole workbook in memory, so workbooks are size-limited on the server (see
// MAX_SERVER_WORKBOOK_BYTES) and ZIP containers are checked for bombs before SheetJS sees them.
import * as XLSX from "xlsx";
import { IngestError, LimitError, ParseError } from "../errors";
import { formatFileSize } from "../format-file-size";
import { excelSerialToMs } from "../infer/date";
import { currencyCodeFor } from "../infer/number";
import { type ByteInput, readAll } from "./bytes";
import type { Cell, CellFormatHint, Row, SourceInfo, TableSource } from "./cell";
import { checkZip } from "./zip";

/**
 * Largest .xlsx file the server ingests, in bytes. SheetJS holds the whole workbook, so memory grows with the sheet,
 * and the workbook is read in one request beside the rest of the Worker, whose isolate should stay under 64 MB (of
 * production's 128 MB). Measured by bench/workbook-memory.bench.ts (8-column sales sheets; the smallest heap each
 * reading completes in): 20,000 rows (2.2 MB file, 5.8 MB of XML) need ≈ 30 MB above the idle process, 40,000 rows
 * (4.5 MB, 11.8 MB of XML) ≈ 53 MB. The ceilings keep a reading near 40 MB (decision 0053). Larger workbooks are
 * converted to CSV in the browser (with JavaScript) or refused with a message.
 */
export const MAX_SERVER_WORKBOOK_BYTES = 3_000_000;
/**
 * Uncompressed size of an .xlsx (the XML SheetJS parses) the server accepts: what memory really
 * follows, since Excel's own files compress better than SheetJS's and a small file can expand a lot.
 */
export const MAX_SERVER_WORKBOOK_XML_BYTES = 8_000_000;
/** Legacy .xls (BIFF, uncompressed) costs far more per byte: 5,000 rows (0.9 MB) need ≈ 35 MB, 10,000 (1.8 MB) ≈ 64 MB. */
export const MAX_SERVER_XLS_BYTES = 1_000_000;

export type WorkbookFormat = "xlsx" | "xls";

/**
 * The largest workbook file of each format the server opens: one table for the server's refusal before a reading,
 * the reader, and the upload page, which converts a larger one to CSV in the browser.
 */
export const SERVER_WORKBOOK_CEILINGS: Readonly<Record<WorkbookFormat, number>> = { xlsx: MAX_SERVER_WORKBOOK_BYTES, xls: MAX_SERVER_XLS_BYTES };

/** Rows handed to the table builder at a time. */
const CHUNK_ROWS = 5000;
/** Rows searched for the header and format hints. */
const HEADER_ROWS = 30;

export interface SheetInfo {
  name: string;
  /** Rows and columns of the sheet's used range (0 × 0 when empty). */
  rows: number;
  columns: number;
  /** Rows under the header: the used range less its first row ("Employees (120 rows)" for 121 used rows). */
  dataRows: number;
  hidden: boolean;
}

export interface WorkbookOptions {
  fileName: string;
  format: WorkbookFormat;
  /** Sheet to read; default the first visible sheet with data. */
  sheet?: string;
  /**
   * Largest accepted .xlsx (bytes): MAX_SERVER_WORKBOOK_BYTES on the server, Infinity in a browser.
   * The .xls and uncompressed-XML ceilings scale with it.
   */
  maxBytes: number;
}

/** The ceilings that apply for a given .xlsx ceiling (all Infinity when it is). */
function ceilings(maxBytes: number): Record<WorkbookFormat | "xml", number> {
  const scale = maxBytes / MAX_SERVER_WORKBOOK_BYTES;
  return { xlsx: maxBytes, xls: MAX_SERVER_XLS_BYTES * scale, xml: MAX_SERVER_WORKBOOK_XML_BYTES * scale };
}

interface SheetCell {
  t: string;
  v?: unknown;
  z?: string;
}

type DenseSheet = { "!data"?: (SheetCell[] | undefined)[]; "!fullref"?: string; "!ref"?: string; "!merges"?: XLSX.Range[] };

const CSV_ADVICE = "Save the sheet as CSV in Excel (File › Save As › CSV) and upload that instead.";

/**
 * The refusal of a workbook of `size` bytes over its format's ceiling `limit`: said by the reader, and by the server
 * before it reads or queues one.
 */
export function workbookTooLargeMessage(fileName: string, size: number, format: WorkbookFormat, limit = SERVER_WORKBOOK_CEILINGS[format]): string {
  const which = format === "xls" ? "Excel 97–2003 workbooks (.xls)" : "workbooks";
  return `“${fileName}” is ${formatFileSize(size)}; ${which} over ${formatFileSize(limit)} are too large to open on the server. ${CSV_ADVICE}`;
}

/** Reads the bytes and checks the container; throws specific errors for protected, damaged or oversized workbooks. */
async function workbookBytes(input: ByteInput, fileName: string, format: WorkbookFormat, maxBytes: number): Promise<Uint8Array> {
  const limit = ceilings(maxBytes);
  const bytes = await readAll(input, limit[format], (size) => workbookTooLargeMessage(fileName, size, format, limit[format]));
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    if (bytes.length > limit.xlsx) {
      throw new LimitError(workbookTooLargeMessage(fileName, bytes.length, "xlsx", limit.xlsx), limit.xlsx, bytes.length);
    }
    const entries = await checkZip(bytes);
    const expanded = entries.reduce((n, e) => n + e.uncompressedSize, 0);
    if (expanded > limit.xml) {
      throw new LimitError(
        `“${fileName}” holds ${formatFileSize(expanded)} of spreadsheet data once unpacked; the server opens workbooks up to ${formatFileSize(limit.xml)} (about 27,000 rows of 8 columns). ${CSV_ADVICE}`,
        limit.xml,
        expanded,
      );
    }
    const names = new Set(entries.map((e) => e.name));
    if (!names.has("xl/workbook.xml") && !names.has("xl/workbook.bin") && !names.has("content.xml")) {
      throw new IngestError("unsupported_format", `“${fileName}” is a ZIP archive, not an Excel workbook. Upload a CSV, Excel (.xlsx, .xls) or JSON file.`);
    }
    return bytes;
  }
  if (bytes.length > limit.xls) {
    throw new LimitError(workbookTooLargeMessage(fileName, bytes.length, "xls", limit.xls), limit.xls, bytes.length);
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) {
    let paths: string[] = [];
    try {
      paths = (XLSX.CFB.read(bytes, { type: "array" }) as { FullPaths: string[] }).FullPaths;
    } catch (cause) {
      throw new ParseError("The workbook is damaged or incomplete (it may have been cut off during upload). Open it in Excel, save it again and re-upload.", { cause });
    }
    if (paths.some((p) => /EncryptedPackage|EncryptionInfo/i.test(p))) throw passwordError(fileName);
  }
  return bytes;
}

function passwordError(fileName: string, cause?: unknown): IngestError {
  return new IngestError("password_protected", `“${fileName}” is protected with a password. Remove the password in Excel (File › Info › Protect Workbook), save, and upload it again.`, { cause });
}

/** SheetJS throws Errors and bare strings; turn them into messages for the user. */
function readError(fileName: string, cause: unknown): IngestError {
  const text = cause instanceof Error ? cause.message : String(cause);
  if (/password|encrypt/i.test(text)) return passwordError(fileName, cause);
  return new ParseError(`“${fileName}” could not be read as an Excel workbook: it is damaged or in a format InsightLab does not read.`, { cause });
}

function parse(bytes: Uint8Array, fileName: string, options: XLSX.ParsingOptions): XLSX.WorkBook {
  try {
    return XLSX.read(bytes, { type: "array", dense: true, cellNF: true, cellText: false, cellHTML: false, cellDates: false, ...options } as XLSX.ParsingOptions);
  } catch (cause) {
    throw readError(fileName, cause);
  }
}

function sheetInfos(workbook: XLSX.WorkBook): SheetInfo[] {
  return workbook.SheetNames.map((name, i) => {
    const sheet = workbook.Sheets[name] as unknown as DenseSheet | undefined;
    const ref = sheet?.["!fullref"] ?? sheet?.["!ref"];
    const range = ref ? XLSX.utils.decode_range(ref) : undefined;
    const hidden = Boolean(workbook.Workbook?.Sheets?.[i]?.Hidden);
    const rows = range ? range.e.r - range.s.r + 1 : 0;
    return { name, rows, columns: range ? range.e.c - range.s.c + 1 : 0, dataRows: Math.max(0, rows - 1), hidden };
  });
}

/** The sheets of a workbook with their sizes (cells are not loaded beyond the first row). */
export async function listSheets(input: ByteInput, fileName: string, format: WorkbookFormat, maxBytes = MAX_SERVER_WORKBOOK_BYTES): Promise<SheetInfo[]> {
  const bytes = await workbookBytes(input, fileName, format, maxBytes);
  return sheetInfos(parse(bytes, fileName, { sheetRows: 1 }));
}

/** Currency code or percent from an Excel number format such as "$#,##0.00", "[$€-407]#,##0" or "0.0%". */
export function formatHint(format: string | undefined): CellFormatHint | undefined {
  if (!format || format === "General") return undefined;
  const unquoted = format.replace(/"[^"]*"/g, (q) => q.slice(1, -1));
  if (/%/.test(format.replace(/"[^"]*"/g, ""))) return { percent: true };
  const bracket = /\[\$([^\]-]*)/.exec(unquoted);
  const symbol = bracket ? bracket[1] : /[$€£¥₹₩₽₺₪]/.exec(unquoted)?.[0];
  const code = symbol ? currencyCodeFor(symbol) : undefined;
  return code ? { currency: code } : undefined;
}

function toCell(cell: SheetCell | undefined, date1904: boolean): Cell {
  if (!cell) return undefined;
  switch (cell.t) {
    case "n": {
      const v = cell.v as number;
      if (cell.z && cell.z !== "General" && XLSX.SSF.is_date(cell.z)) return new Date(excelSerialToMs(v, date1904));
      return v;
    }
    case "s":
    case "str":
      return cell.v as string;
    case "b":
      return cell.v as boolean;
    case "d":
      return cell.v instanceof Date ? cell.v : new Date(String(cell.v));
    default:
      return null; // "e" (#DIV/0!…) and "z" (blank)
  }
}

/** Fills merged ranges with their top-left value, except titles spanning the whole table width. */
function fillMerges(rows: (SheetCell[] | undefined)[], merges: XLSX.Range[], width: number): void {
  for (const merge of merges) {
    const spansAll = merge.e.c - merge.s.c + 1 >= width && merge.s.r === merge.e.r;
    if (spansAll) continue;
    const source = rows[merge.s.r]?.[merge.s.c];
    if (!source) continue;
    for (let r = merge.s.r; r <= merge.e.r; r++) {
      const row = (rows[r] ??= []);
      for (let c = merge.s.c; c <= merge.e.c; c++) if (r !== merge.s.r || c !== merge.s.c) row[c] ??= { ...source };
    }
  }
}

/** Per column, the unit most of its first cells' number formats show. */
function formatHints(rows: (SheetCell[] | undefined)[], firstColumn: number, width: number): (CellFormatHint | undefined)[] {
  const hints: (CellFormatHint | undefined)[] = [];
  for (let c = 0; c < width; c++) {
    const seen = new Map<string, { hint: CellFormatHint; n: number }>();
    let numbers = 0;
    for (let r = 0; r < Math.min(rows.length, HEADER_ROWS + 200); r++) {
      const cell = rows[r]?.[firstColumn + c];
      if (cell?.t !== "n") continue;
      numbers++;
      const hint = formatHint(cell.z);
      if (!hint) continue;
      const key = JSON.stringify(hint);
      const entry = seen.get(key) ?? { hint, n: 0 };
      entry.n++;
      seen.set(key, entry);
    }
    const best = [...seen.values()].sort((a, b) => b.n - a.n)[0];
    hints.push(best && best.n * 2 > numbers ? best.hint : undefined);
  }
  return hints;
}

/**
 * Opens a workbook and returns its chosen sheet as rows. Without `sheet`, the first visible sheet
 * holding data is read; an unknown `sheet` name fails with the list of available ones.
 */
export async function readWorkbook(input: ByteInput, options: WorkbookOptions): Promise<TableSource> {
  const { fileName } = options;
  const bytes = await workbookBytes(input, fileName, options.format, options.maxBytes);
  const names = parse(bytes, fileName, { bookSheets: true }).SheetNames ?? [];
  if (names.length === 0) throw new IngestError("sheet_not_found", `“${fileName}” has no sheets.`);
  if (options.sheet !== undefined && !names.includes(options.sheet)) {
    throw new IngestError("sheet_not_found", `“${fileName}” has no sheet named “${options.sheet}”. Its sheets are: ${names.map((n) => `“${n}”`).join(", ")}.`);
  }
  let workbook: XLSX.WorkBook | undefined;
  let sheetName: string | undefined;
  for (const name of options.sheet !== undefined ? [options.sheet] : names) {
    const candidate = parse(bytes, fileName, { sheets: [name] });
    const index = names.indexOf(name);
    const hidden = Boolean(candidate.Workbook?.Sheets?.[index]?.Hidden);
    const sheet = candidate.Sheets[name] as unknown as DenseSheet | undefined;
    if (sheet?.["!ref"] && (options.sheet !== undefined || !hidden)) {
      workbook = candidate;
      sheetName = name;
      break;
    }
    if (options.sheet !== undefined) throw new IngestError("no_rows", `The sheet “${name}” is empty.`);
  }
  if (!workbook || sheetName === undefined) throw new IngestError("empty_file", `“${fileName}” has no sheet with data in it.`);
  const sheet = workbook.Sheets[sheetName] as unknown as DenseSheet;
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const range = XLSX.utils.decode_range(sheet["!ref"] as string);
  const data = sheet["!data"] ?? [];
  const width = range.e.c - range.s.c + 1;
  fillMerges(data, sheet["!merges"] ?? [], width);
  const info: SourceInfo = { format: options.format, sheet: sheetName, warnings: [] };
  const formats = formatHints(data.slice(range.s.r), range.s.c, width);
  workbook = undefined; // only the chosen sheet's rows stay referenced

  async function* chunks(): AsyncGenerator<{ rows: Row[] }> {
    for (let start = range.s.r; start <= range.e.r; start += CHUNK_ROWS) {
      const end = Math.min(range.e.r + 1, start + CHUNK_ROWS);
      const rows: Row[] = [];
      for (let r = start; r < end; r++) {
        const source = data[r];
        const row: Row = new Array(width);
        if (source) for (let c = 0; c < width; c++) row[c] = toCell(source[range.s.c + c], date1904);
        rows.push(row);
        data[r] = undefined; // let SheetJS's cell objects go as rows are converted
      }
      yield { rows };
    }
  }

  return { header: "rows", chunks: chunks(), formats, info };
}
