// Finding the header row and turning header cells into column names (for display) and ids (for plans).
import type { Cell, Row } from "../read/cell";
import { parseBoolean } from "./boolean";
import { parseDate } from "./date";
import { isBlank } from "./missing";
import { parseNumber } from "./number";

/** Columns beyond this are refused: wider tables are not data an analysis can use, and memory grows per column. */
export const MAX_COLUMNS = 10_000;

/** How many leading rows are searched for the header. */
const HEADER_SCAN_ROWS = 30;

export interface ColumnName {
  /** Display name: the header as written (whitespace collapsed), made non-blank and unique. */
  name: string;
  /** Plan id: lowercase snake_case, unique, never a name Object.prototype already has. */
  id: string;
}

export interface HeaderLayout {
  /** Index of the (first) header row, or -1 when the table has no header. */
  headerRow: number;
  /** How many header rows (2 when a row of group titles sits above the names). */
  headerRows: number;
  /** Index of the first data row. */
  dataStart: number;
  /** Non-blank rows above the header that were skipped (titles, notes). */
  skipped: number;
}

export function isEmptyCell(cell: Cell): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && isBlank(cell)) || (typeof cell === "number" && cell !== cell);
}

function nonEmptyCount(row: Row | undefined): number {
  if (!row) return 0;
  let n = 0;
  for (const cell of row) if (!isEmptyCell(cell)) n++;
  return n;
}

/** A value a data row would hold (number, date, yes/no) rather than a column title. */
function isDataLike(cell: Cell): boolean {
  if (typeof cell === "number" || typeof cell === "boolean" || cell instanceof Date) return true;
  if (typeof cell !== "string") return false;
  return !Number.isNaN(parseNumber(cell)) || !Number.isNaN(parseDate(cell)) || parseBoolean(cell) !== -1;
}

function isYearLike(cell: Cell): boolean {
  const n = typeof cell === "number" ? cell : typeof cell === "string" ? Number(cell.trim()) : NaN;
  return Number.isInteger(n) && n >= 1900 && n <= 2100;
}

/** Per column: do most non-empty cells of these rows look like data values? And are they all years? */
function columnKinds(rows: Row[], width: number): { dataLike: boolean[]; years: boolean[] } {
  const dataLike: boolean[] = [];
  const years: boolean[] = [];
  for (let j = 0; j < width; j++) {
    let filled = 0;
    let data = 0;
    let year = 0;
    for (const row of rows) {
      const cell = row[j];
      if (isEmptyCell(cell)) continue;
      filled++;
      if (isDataLike(cell)) data++;
      if (isYearLike(cell)) year++;
    }
    dataLike.push(filled > 0 && data * 2 > filled);
    years.push(filled > 0 && year === filled);
  }
  return { dataLike, years };
}

/** Does `row` read as titles over `below` (true), or as one more data row (false)? */
function looksLikeHeader(row: Row, below: Row[], width: number): boolean {
  const { dataLike, years } = columnKinds(below, width);
  let titles = 0;
  let data = 0;
  for (let j = 0; j < width; j++) {
    const cell = row[j];
    if (isEmptyCell(cell)) continue;
    // "2023" above revenue figures is a title; above other years it is data.
    const cellIsData = isDataLike(cell) && !(isYearLike(cell) && !years[j]);
    if (cellIsData && dataLike[j]) data++;
    else if (!cellIsData) titles++;
  }
  return titles > 0 && titles >= data;
}

/**
 * Column names under a row of group titles ("Q1" under "Sales"): the row is wide, holds no data
 * values, and titles at least half of the columns whose values below are numbers or dates.
 */
function isSecondHeaderRow(row: Row | undefined, following: Row[], width: number, threshold: number): boolean {
  const rest = following.filter((r) => nonEmptyCount(r) > 0);
  if (!row || rest.length === 0 || nonEmptyCount(row) < threshold) return false;
  const { dataLike, years } = columnKinds(rest, width);
  // A year can title figures ("2023" over Q1, Q2); over a column of years it is the table's first data row.
  if (!row.every((cell, j) => isEmptyCell(cell) || !isDataLike(cell) || (isYearLike(cell) && !years[j]))) return false;
  let dataColumns = 0;
  let titled = 0;
  for (let j = 0; j < width; j++) {
    if (!dataLike[j]) continue;
    dataColumns++;
    if (!isEmptyCell(row[j])) titled++;
  }
  return dataColumns > 0 && titled * 2 >= dataColumns;
}

/**
 * Finds where the table starts in its first rows: skips titles and notes above it (rows much
 * narrower than the table), decides whether the first full row is a header (titles over data
 * values) or already data, and notices a second header row (group titles over column names).
 */
export function detectHeader(rows: Row[]): HeaderLayout {
  const scan = rows.slice(0, HEADER_SCAN_ROWS);
  let widest = 0;
  let width = 0;
  for (const row of scan) {
    widest = Math.max(widest, nonEmptyCount(row));
    width = Math.max(width, row.length);
  }
  const threshold = Math.max(1, Math.ceil(widest / 2));
  let first = scan.findIndex((row) => nonEmptyCount(row) >= threshold);
  if (first < 0) first = 0;
  const skipped = scan.slice(0, first).filter((row) => nonEmptyCount(row) > 0).length;
  const below = rows.slice(first + 1, first + 41).filter((row) => nonEmptyCount(row) > 0);
  if (below.length > 0 && !looksLikeHeader(rows[first], below, width)) {
    return { headerRow: -1, headerRows: 0, dataStart: first, skipped };
  }
  if (isSecondHeaderRow(rows[first + 1], rows.slice(first + 2, first + 42), width, threshold)) {
    return { headerRow: first, headerRows: 2, dataStart: first + 2, skipped };
  }
  return { headerRow: first, headerRows: 1, dataStart: first + 1, skipped };
}

/** A header cell as display text: trimmed, inner whitespace (line breaks too) collapsed to one space. */
export function headerText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).replace(/\s+/g, " ").trim();
}

/** Header text of one column from its header rows: "Sales" over "Q1" gives "Sales Q1". */
export function combinedHeaderText(rows: Row[], column: number): string {
  const parts: string[] = [];
  for (const row of rows) {
    const text = headerText(row[column]);
    if (text && parts[parts.length - 1] !== text) parts.push(text);
  }
  return parts.join(" ");
}

function baseId(name: string, position: number): string {
  const id = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 64);
  if (!id) return `column_${position}`;
  return /^\p{N}/u.test(id) ? `col_${id}` : id;
}

/**
 * Display names and ids for a header: blanks become "Column N" (N = position from 1), duplicates
 * get " (2)", " (3)"; ids are snake_case versions, unique in the same way ("_2").
 */
export function makeColumnNames(headers: string[]): ColumnName[] {
  const names = new Set<string>();
  const ids = new Set<string>();
  return headers.map((header, i) => {
    const base = header || `Column ${i + 1}`;
    let name = base;
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    names.add(name.toLowerCase());
    const idBase = baseId(base, i + 1);
    let id = idBase;
    for (let n = 2; ids.has(id) || id in Object.prototype; n++) id = `${idBase}_${n}`;
    ids.add(id);
    return { name, id };
  });
}
