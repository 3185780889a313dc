// Re-encoding a column when inference changes its mind: numbers, dates or yes/no values that turn
// out to be text, dates whose day/month order is settled late, columns that were blank so far.
// The ingest uses it on the batch being built; the reader applies it to batches stored before the
// change, so both give the same values.
import { formatDateText, swapDayMonth } from "../infer/date";
import type { ColumnEncoding } from "../infer/encoding";
import { formatDuration } from "../infer/duration";
import { formatNumberText } from "../infer/number";
import { StorageFormatError } from "../errors";
import { BOOLEAN_MISSING, type ColumnData, type ColumnType, TEXT_MISSING } from "../types";

/** A column of `length` missing values of a type. */
export function missingColumn(type: ColumnType, length: number): ColumnData {
  switch (type) {
    case "number":
    case "date":
      return { type, values: new Float64Array(length).fill(NaN) };
    case "boolean":
      return { type, values: new Uint8Array(length).fill(BOOLEAN_MISSING) };
    case "text":
      return { type, codes: new Int32Array(length).fill(TEXT_MISSING), dictionary: [] };
  }
}

/** Text of each stored value under its old encoding, dictionary-encoded. */
function toText(data: ColumnData, from: ColumnEncoding): ColumnData {
  if (data.type === "text") return data;
  const length = data.values.length;
  const codes = new Int32Array(length);
  const dictionary: string[] = [];
  const index = new Map<string, number>();
  const percent = from.unit?.kind === "percent";
  const duration = from.unit?.kind === "duration" ? from.unit.shape : undefined;
  for (let i = 0; i < length; i++) {
    const v = data.values[i];
    let text: string | undefined;
    if (data.type === "boolean") text = v === 1 ? (from.trueText ?? "true") : v === 0 ? (from.falseText ?? "false") : undefined;
    else if (v === v) text = data.type === "date" ? formatDateText(v, from.hasTime === true) : duration ? formatDuration(v, duration) : formatNumberText(v, percent);
    if (text === undefined) {
      codes[i] = TEXT_MISSING;
      continue;
    }
    let code = index.get(text);
    if (code === undefined) {
      code = dictionary.length;
      dictionary.push(text);
      index.set(text, code);
    }
    codes[i] = code;
  }
  return { type: "text", codes, dictionary };
}

/**
 * Converts `data` (stored under `from`) to `to`. Supported: anything to text, blank to any type,
 * dates between day/month orders. `length` is used when `data` is absent (a column a batch lacks).
 */
export function convertColumn(data: ColumnData | undefined, length: number, from: ColumnEncoding, to: ColumnEncoding): ColumnData {
  const target = to.type === "empty" ? "text" : to.type;
  if (!data || from.type === "empty") return missingColumn(target, length);
  if (target === "text") return toText(data, from);
  if (data.type === "date" && target === "date") {
    if (from.dateOrder && to.dateOrder && from.dateOrder !== to.dateOrder) {
      const values = new Float64Array(data.values.length);
      for (let i = 0; i < values.length; i++) values[i] = swapDayMonth(data.values[i]);
      return { type: "date", values };
    }
    return data;
  }
  if (data.type === target) return data;
  throw new StorageFormatError(`A stored ${data.type} column cannot be read as ${target}.`);
}
