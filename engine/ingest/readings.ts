// Every reading the engine chose for a file — its header row, each number column's decimal and thousands marks,
// each date column's day/month order, each column's type and unit — in words, with the one correction that
// undoes it as import choices. The file's page, the dataset API and `npm run profile` show this one list;
// the readings that were guesses (ambiguous) come first.
import type { DateOrder } from "../infer/date";
import { parseNumber } from "../infer/number";
import type { ColumnSchema } from "../types";
import type { ImportChoices, TableLayout } from "./table-builder";
import { durationPattern } from "../infer/duration";

export interface Reading {
  /** What was read: the header row, a column's numbers, its dates, its type. */
  subject: "header" | "numbers" | "dates" | "type";
  /** The column, for column readings. */
  column?: string;
  /** The reading in words. */
  text: string;
  /** The file did not settle it: the engine guessed. */
  ambiguous: boolean;
  /** The correction beside it: what it does, and the import choices (all of them, the current ones kept) that make it. */
  correction?: { label: string; choices: ImportChoices };
}

const ORDER_WORDS: Record<DateOrder, string> = { mdy: "month/day/year", dmy: "day/month/year" };
const MARK_WORDS: Record<string, string> = {
  ".": "a dot",
  ",": "a comma",
  " ": "a space",
  "\u00a0": "a no-break space",
  "\u202f": "a narrow no-break space",
  "'": "an apostrophe",
  "\u2019": "an apostrophe",
};
/** Type readings listed one by one; a wider file's other columns are summed up in one line. */
const MAX_TYPE_READINGS = 60;

const amount = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 10 });

function withColumnChoice<K extends "columnTypes" | "columnDecimals">(choices: ImportChoices, key: K, column: string, value: NonNullable<ImportChoices[K]>[string] | undefined): ImportChoices {
  const map: Record<string, unknown> = { ...(choices[key] ?? {}) };
  if (value === undefined) delete map[column];
  else map[column] = value;
  const next: ImportChoices = { ...choices };
  if (Object.keys(map).length > 0) (next as Record<string, unknown>)[key] = map;
  else delete next[key];
  return next;
}

function headerReading(layout: TableLayout): Reading {
  if (layout.headerRow === null) return { subject: "header", text: "No row of column names was found, so the columns are named Column 1, Column 2…", ambiguous: true };
  const skipped = layout.skippedRows;
  const above = skipped > 0 ? `; ${skipped === 1 ? "1 row" : `${skipped} rows`} above it (titles or notes) ${skipped === 1 ? "was" : "were"} skipped` : "";
  return { subject: "header", text: `The column names are in row ${layout.headerRow}${above}.`, ambiguous: false };
}

function numberReadings(layout: TableLayout, choices: ImportChoices): Reading[] {
  if (!layout.numberFormats) {
    // Layouts stored before each column's format was kept: the file-wide decimal comma only.
    if (!layout.decimalComma) return [];
    return [
      {
        subject: "numbers",
        text: "Numbers were read with a decimal comma (1.234,5 is one thousand two hundred thirty-four and a half).",
        ambiguous: false,
        correction: { label: "Read with a decimal point", choices: { ...choices, decimalComma: false } },
      },
    ];
  }
  return layout.numberFormats.map(({ column, decimal, thousands, ambiguous, why, example }) => {
    const comma = decimal === "comma";
    const marks = `“${comma ? "," : "."}” is the decimal mark${thousands ? `, ${MARK_WORDS[thousands] ?? `“${thousands}”`} groups thousands` : ""}`;
    const meaning = example ? ` — ${example} is ${amount(parseNumber(example, comma))}` : "";
    const other = example ? `Read ${example} as ${amount(parseNumber(example, !comma))}` : `Read with a decimal ${comma ? "point" : "comma"}`;
    return {
      subject: "numbers" as const,
      column,
      text: `“${column}”: ${marks}${meaning} (${why}).`,
      ambiguous,
      correction: { label: other, choices: withColumnChoice(choices, "columnDecimals", column, comma ? "point" : "comma") },
    };
  });
}

function dateReadings(layout: TableLayout, choices: ImportChoices): Reading[] {
  const orders = layout.dateOrders ?? layout.dateOrderAssumed.map((d) => ({ ...d, assumed: true }));
  return orders.map(({ column, order, assumed }) => {
    const other: DateOrder = order === "dmy" ? "mdy" : "dmy";
    return {
      subject: "dates" as const,
      column,
      text: assumed
        ? `Dates in “${column}” were read as ${ORDER_WORDS[order]}: every day and month is 12 or under, so the file does not say which comes first.`
        : choices.dateOrder
          ? `Dates in “${column}” are read as ${ORDER_WORDS[order]}, as you chose.`
          : `Dates in “${column}” are read as ${ORDER_WORDS[order]}: some value settles it.`,
      ambiguous: assumed,
      correction: { label: `Read as ${ORDER_WORDS[other]}`, choices: { ...choices, dateOrder: other } },
    };
  });
}

function typeWords(column: ColumnSchema): string {
  if (column.type !== "number" || !column.unit) return column.type === "boolean" ? "yes/no" : column.type;
  if (column.unit.kind === "duration") return `duration (${durationPattern(column.unit.shape)})`;
  return column.unit.kind === "percent" ? "number (percent)" : `number (${column.unit.code})`;
}

function typeReadings(layout: TableLayout, columns: readonly ColumnSchema[], choices: ImportChoices): Reading[] {
  const mixed = new Map((layout.mixedColumns ?? []).map((m) => [m.column, m]));
  const readings = columns.slice(0, MAX_TYPE_READINGS).map((column): Reading => {
    const chosen = choices.columnTypes?.[column.name];
    const note = mixed.get(column.name);
    const base = { subject: "type" as const, column: column.name };
    if (chosen) {
      return { ...base, text: `“${column.name}”: ${chosen === "category" ? "category (text labels)" : typeWords(column)}, as you chose.`, ambiguous: false, correction: { label: "Read as detected", choices: withColumnChoice(choices, "columnTypes", column.name, undefined) } };
    }
    if (note) {
      return {
        ...base,
        text: `“${column.name}” mixes types, so it was read as text (row ${note.row} has “${note.value}”). If it holds numbers or dates, set its type.`,
        ambiguous: true,
        correction: { label: "Read as numbers", choices: withColumnChoice(choices, "columnTypes", column.name, "number") },
      };
    }
    const correction = column.type === "text" ? undefined : { label: "Read as text", choices: withColumnChoice(choices, "columnTypes", column.name, "text") };
    return { ...base, text: `“${column.name}”: ${typeWords(column)}.`, ambiguous: false, correction };
  });
  // Mixed columns past the listed ones are guesses too: never summed up out of sight.
  for (const column of columns.slice(MAX_TYPE_READINGS)) {
    const note = mixed.get(column.name);
    if (note) readings.push({ subject: "type", column: column.name, text: `“${column.name}” mixes types, so it was read as text (row ${note.row} has “${note.value}”).`, ambiguous: true, correction: { label: "Read as numbers", choices: withColumnChoice(choices, "columnTypes", column.name, "number") } });
  }
  const rest = columns.length - MAX_TYPE_READINGS;
  if (rest > 0) readings.push({ subject: "type", text: `${rest.toLocaleString("en-US")} more columns were read as their values suggest; set any column's type in the form.`, ambiguous: false });
  return readings;
}

/**
 * The readings of a file from its layout, its columns (schema) and the corrections in force; ambiguous ones first.
 * `records`: the file gives names with its values (JSON records), so there is no header row to state.
 */
export function readingsOf(layout: TableLayout, columns: readonly ColumnSchema[], choices: ImportChoices | null, options: { records?: boolean } = {}): Reading[] {
  const current = choices ?? {};
  const all = [
    ...(options.records ? [] : [headerReading(layout)]),
    ...numberReadings(layout, current),
    ...dateReadings(layout, current),
    ...typeReadings(layout, columns, current),
  ];
  return [...all.filter((r) => r.ambiguous), ...all.filter((r) => !r.ambiguous)];
}
