// How one column's values are read and stored: the outcome of type inference for a column.
import type { ColumnType, ColumnUnit } from "../types";
import type { DateOrder } from "./date";
import type { NumberFormat } from "./number-format";

export interface ColumnEncoding {
  /** "empty": no value seen yet (a column of blanks so far). */
  type: ColumnType | "empty";
  unit?: ColumnUnit;
  /** Dates: some value carries a time of day. */
  hasTime?: boolean;
  /** Dates written with numbers only: month first or day first. */
  dateOrder?: DateOrder;
  /** The order was only assumed (every value so far had day and month ≤ 12): a later value may settle it. */
  dateOrderAssumed?: boolean;
  /** Dates given as Excel serial day numbers. */
  excelSerial?: boolean;
  /** Numbers written with a decimal comma ("1.234,5"). */
  decimalComma?: boolean;
  /** Numbers whose values carry separators: the thousands mark and how sure the decimal mark is (see number-format). */
  numberFormat?: NumberFormat;
  /** A ranking whose ties are written "=9", "9=" or "T-3": such a value is read as its place (tied-rank.ts). */
  tiedRanks?: boolean;
  /** Yes/no columns: how the file spelled true and false, so a revision to text keeps the words. */
  trueText?: string;
  falseText?: string;
}

