// Type inference as an ordered list of rules. Each rule settles its column-level choices from a
// sample (decimal style, day/month order, unit), then `test`s and `parse`s single values. A column
// takes the first rule that reads every non-missing value of its sample; text is the fallback.
import type { Cell, CellFormatHint } from "../read/cell";
import type { ColumnUnit } from "../types";
import { parseBoolean } from "./boolean";
import { type DateMarks, type DateOrder, excelSerialToMs, isPlausibleExcelSerial, parseDate } from "./date";
import type { ColumnEncoding } from "./encoding";
import { isPlaceholder } from "./missing";
import { type NumberMarks, parseNumber, parsePlainNumber } from "./number";
import { type SiblingEvidence, decideNumberFormat } from "./number-format";
import { namesRanking, parseTiedRank } from "./tied-rank";
import { durationShapeOf, parseDuration } from "./duration";

/** What the whole file tells about a column, beyond its values. */
export interface InferContext {
  /** Column display name: a name like "Order date" lets whole numbers be Excel serial dates. */
  name: string;
  /** The file's convention: ";"-separated text usually writes 1.234,5 — used when values are ambiguous. */
  decimalComma?: boolean;
  /** Number format the workbook attached to the column's cells. */
  format?: CellFormatHint;
  /** The person said how numeric dates are written (import choices): no guessing. */
  dateOrder?: DateOrder;
  /** The person said which decimal separator the numbers use (import choices): no guessing. */
  decimalCommaChosen?: boolean;
  /** Delimited text: its delimiter (a "," file writes decimal points). */
  delimiter?: string;
  /** What the file's other number columns say about the decimal mark (asked only when the values do not). */
  siblings?: () => SiblingEvidence;
}

export interface TypeRule {
  type: "boolean" | "number" | "date";
  /** Column settings from the sample, or null when the rule clearly does not fit. */
  settle(values: Cell[], context: InferContext): ColumnEncoding | null;
  /** Can this value be read under these settings? (Missing values are filtered out before.) */
  test(value: Cell, encoding: ColumnEncoding): boolean;
  /** The stored value: the number, epoch ms, or 1/0; NaN when unreadable. */
  parse(value: Cell, encoding: ColumnEncoding): number;
}

/** Missing in a typed column: null, NaN, blank, or a placeholder such as "N/A". */
export function isMissingCell(cell: Cell): boolean {
  if (cell === null || cell === undefined) return true;
  if (typeof cell === "string") return isPlaceholder(cell);
  if (typeof cell === "number") return cell !== cell;
  return false;
}

const numberMarks: NumberMarks = { currency: undefined, percent: false };
const dateMarks: DateMarks = { hasTime: false, order: undefined };

/** Reads a number cell under a column's settings; NaN when it is not a number. */
export function parseNumberCell(cell: Cell, encoding: ColumnEncoding, marks?: NumberMarks): number {
  if (typeof cell === "number") return cell;
  if (typeof cell !== "string") return NaN;
  if (encoding.unit?.kind === "duration") return parseDuration(cell);
  const value = parseNumber(cell, encoding.decimalComma, marks);
  return value === value || !encoding.tiedRanks ? value : parseTiedRank(cell);
}

/** Reads a date cell under a column's settings; NaN when it is not a date. */
export function parseDateCell(cell: Cell, encoding: ColumnEncoding, marks?: DateMarks): number {
  if (cell instanceof Date) {
    const ms = cell.getTime();
    if (marks) {
      marks.hasTime = ms % 86_400_000 !== 0;
      marks.order = undefined;
    }
    return ms;
  }
  if (encoding.excelSerial) {
    const serial = typeof cell === "number" ? cell : typeof cell === "string" ? parsePlainNumber(cell.trim()) : NaN;
    if (serial === serial && isPlausibleExcelSerial(serial)) {
      if (marks) {
        marks.hasTime = serial % 1 !== 0;
        marks.order = undefined;
      }
      return excelSerialToMs(serial, false);
    }
    return NaN;
  }
  if (typeof cell === "string") return parseDate(cell, encoding.dateOrder ?? "mdy", marks);
  return NaN;
}

/** Reads a yes/no cell: 1, 0, or -1 when it is not one. */
export function parseBooleanCell(cell: Cell): 1 | 0 | -1 {
  if (typeof cell === "boolean") return cell ? 1 : 0;
  if (typeof cell === "string") return parseBoolean(cell);
  return -1;
}

const booleanRule: TypeRule = {
  type: "boolean",
  settle(values) {
    let trueText: string | undefined;
    let falseText: string | undefined;
    for (const value of values) {
      const b = parseBooleanCell(value);
      if (b === -1) return null;
      if (typeof value === "string") {
        if (b === 1) trueText ??= value.trim();
        else falseText ??= value.trim();
      }
    }
    return { type: "boolean", trueText, falseText };
  },
  test: (value) => parseBooleanCell(value) !== -1,
  parse: (value) => parseBooleanCell(value),
};

function unitFrom(values: Cell[], encoding: ColumnEncoding, hint: CellFormatHint | undefined): ColumnUnit | undefined {
  if (hint?.percent) return { kind: "percent" };
  let currency: string | undefined;
  let currencyCount = 0;
  let percentCount = 0;
  let texts = 0;
  for (const value of values) {
    if (typeof value !== "string") continue;
    texts++;
    parseNumber(value, encoding.decimalComma, numberMarks);
    if (numberMarks.percent) percentCount++;
    if (numberMarks.currency) {
      if (currency !== undefined && currency !== numberMarks.currency) return undefined; // mixed currencies: no single unit
      currency = numberMarks.currency;
      currencyCount++;
    }
  }
  if (texts > 0 && percentCount === texts) return { kind: "percent" };
  if (currency && currencyCount * 2 >= texts) return { kind: "currency", code: currency };
  if (hint?.currency) return { kind: "currency", code: hint.currency };
  return undefined;
}

const numberRule: TypeRule = {
  type: "number",
  settle(values, context) {
    if (!values.every((v) => typeof v === "number" || typeof v === "string")) return null;
    const { decimalComma, format } = decideNumberFormat(values, context);
    const encoding: ColumnEncoding = { type: "number" };
    if (decimalComma) encoding.decimalComma = true;
    if (namesRanking(context.name) && values.some((v) => typeof v === "string" && parseTiedRank(v) === parseTiedRank(v))) encoding.tiedRanks = true;
    if (format.example !== undefined || format.thousands !== null) encoding.numberFormat = format;
    const unit = unitFrom(values, encoding, context.format);
    if (unit) encoding.unit = unit;
    return encoding;
  },
  test: (value, encoding) => !Number.isNaN(parseNumberCell(value, encoding)),
  parse: (value, encoding) => parseNumberCell(value, encoding),
};

/** Durations ("1:47.32", "2:03:15", "47.3s"): stored as seconds, shown in the column's own form (duration.ts). */
const durationRule: TypeRule = {
  type: "number",
  settle(values, context) {
    if (!values.every((v): v is string => typeof v === "string")) return null;
    const shape = durationShapeOf(values, context.name);
    return shape ? { type: "number", unit: { kind: "duration", shape } } : null;
  },
  test: (value, encoding) => !Number.isNaN(parseNumberCell(value, encoding)),
  parse: (value, encoding) => parseNumberCell(value, encoding),
};

const DATE_NAME = /date|day|time|when|period|month|created|updated|modified|birth|\bdob\b|_at$|_on$|\bat$|\bon$/i;

/** Whole numbers in a column named like a date, all within Excel's plausible serial range. */
const excelSerialRule: TypeRule = {
  type: "date",
  settle(values, context) {
    if (!DATE_NAME.test(context.name) || values.length === 0) return null;
    let hasTime = false;
    for (const value of values) {
      const n = typeof value === "number" ? value : typeof value === "string" ? parsePlainNumber(value.trim()) : NaN;
      if (!isPlausibleExcelSerial(n)) return null;
      if (n % 1 !== 0) hasTime = true;
    }
    return { type: "date", excelSerial: true, hasTime };
  },
  test: (value, encoding) => !Number.isNaN(parseDateCell(value, encoding)),
  parse: (value, encoding) => parseDateCell(value, encoding),
};

const dateRule: TypeRule = {
  type: "date",
  settle(values, context) {
    let monthFirst = 0;
    let dayFirst = 0;
    let numeric = 0;
    let dotted = 0;
    let hasTime = false;
    for (const value of values) {
      if (!(typeof value === "string" || value instanceof Date)) return null;
      if (Number.isNaN(parseDateCell(value, { type: "date", dateOrder: "mdy" }, dateMarks)) && Number.isNaN(parseDateCell(value, { type: "date", dateOrder: "dmy" }, dateMarks)))
        return null;
      if (dateMarks.hasTime) hasTime = true;
      if (dateMarks.order !== undefined) {
        numeric++;
        if (typeof value === "string" && value.includes(".")) dotted++;
      }
      if (dateMarks.order === "mdy") monthFirst++;
      else if (dateMarks.order === "dmy") dayFirst++;
    }
    if (monthFirst > 0 && dayFirst > 0) return null; // both orders needed: not one date column
    const encoding: ColumnEncoding = { type: "date", hasTime };
    if (numeric > 0 && context.dateOrder) encoding.dateOrder = context.dateOrder;
    else if (numeric > 0) {
      const settled: DateOrder | undefined = dayFirst > 0 ? "dmy" : monthFirst > 0 ? "mdy" : undefined;
      // Unsettled: European conventions (decimal comma, "05.03.2024") suggest day first.
      encoding.dateOrder = settled ?? (context.decimalComma || dotted * 2 > numeric ? "dmy" : "mdy");
      if (!settled) encoding.dateOrderAssumed = true;
    }
    return encoding;
  },
  test: (value, encoding) => !Number.isNaN(parseDateCell(value, encoding)),
  parse: (value, encoding) => parseDateCell(value, encoding),
};

/**
 * The rules in the order they are tried, most specific first: yes/no words; whole numbers that are
 * Excel serial dates (only under a date-like name); numbers; durations; dates ("2024" alone is a number).
 */
export const TYPE_RULES: readonly TypeRule[] = [booleanRule, excelSerialRule, numberRule, durationRule, dateRule];

/** Infers a column's encoding from sample cells (missing ones included; they are skipped). */
export function inferColumn(sample: Cell[], context: InferContext): ColumnEncoding {
  const values = sample.filter((cell) => !isMissingCell(cell));
  if (values.length === 0) return { type: "empty" };
  for (const rule of TYPE_RULES) {
    const encoding = rule.settle(values, context);
    if (encoding && values.every((value) => rule.test(value, encoding))) return encoding;
  }
  return { type: "text" };
}


/** A column type the person chose for a column (the import wizard); a category is read as text labels. */
export type ChosenColumnType = "text" | "number" | "date" | "category";

/**
 * The encoding for a column the person said holds `type`: settled from the sample's values that read as that
 * type (all of them may not: those are stored as missing), so units, decimal style and date order still come
 * from the file.
 */
export function chosenEncoding(type: ChosenColumnType, sample: Cell[], context: InferContext): ColumnEncoding {
  if (type === "text" || type === "category") return { type: "text" };
  const values = sample.filter((cell) => !isMissingCell(cell));
  const rules = type === "number" ? [numberRule] : [excelSerialRule, dateRule];
  for (const rule of rules) {
    const probe = rule.settle(values.filter((v) => rule.test(v, rule.settle([v], context) ?? { type: rule.type })), context);
    if (probe) return probe;
  }
  return type === "number" ? { type: "number", ...(context.decimalCommaChosen ? { decimalComma: true } : {}) } : { type: "date", dateOrder: context.dateOrder ?? "mdy" };
}

/**
 * A text column whose values mostly read as numbers or dates (at least half, not all): its type is mixed. Returns
 * the type most values have and the index in `sample` of the first value that does not read as it, else null.
 */
export function mixedType(sample: Cell[], context: InferContext): { type: "number" | "date"; index: number } | null {
  let present = 0;
  for (const cell of sample) if (!isMissingCell(cell)) present++;
  if (present < 2) return null;
  for (const rule of [numberRule, dateRule]) {
    let fits = 0;
    let first = -1;
    sample.forEach((cell, i) => {
      if (isMissingCell(cell)) return;
      const encoding = rule.settle([cell], context);
      if (encoding && rule.test(cell, encoding)) fits++;
      else if (first < 0) first = i;
    });
    if (fits * 2 >= present && first >= 0) return { type: rule.type === "number" ? "number" : "date", index: first };
  }
  return null;
}
