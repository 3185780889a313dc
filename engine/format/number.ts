// Number formatting shared by charts and answer sentences, so both say a value the same way.
import type { ValueFormat } from "../execute/result";
import { formatDuration } from "../infer/duration";
import { isCalendarYear } from "../semantic/label-number";
import { wordTable } from "../word-table";

const CURRENCY_SYMBOLS: Record<string, string> = wordTable({ USD: "$", EUR: "€", GBP: "£", JPY: "¥", CNY: "¥", INR: "₹", KRW: "₩" });

export interface NumberStyle {
  /** Shorten large values to 3 significant digits: 12.3K, 480K, 1.24M, 3.1B. Default true. */
  compact?: boolean;
  /** Show a + on positive values (changes). Default false. */
  signed?: boolean;
}

const SUFFIXES: [number, string][] = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/** Values at or above this size are shortened in compact style ($9,999 stays, $12.3K does not). */
const COMPACT_FROM = 10_000;

/**
 * One formatter per number of decimals, made once: `toLocaleString` with options builds a new formatter on
 * every call, which was most of the server time of a page with a table of a few thousand numbers.
 */
const groupedFormats = new Map<number, Intl.NumberFormat>();

function grouped(value: number, decimals: number): string {
  let format = groupedFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    groupedFormats.set(decimals, format);
  }
  return format.format(value);
}

/** 3 significant digits with a K/M/B/T suffix, e.g. 1_240_000 → "1.24M", 480_000 → "480K". */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  for (const [size, suffix] of SUFFIXES) {
    if (abs >= size * 0.9995) {
      const scaled = abs / size;
      const decimals = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2;
      const text = Number(scaled.toFixed(decimals)).toString();
      // 999.96K rounds to "1000K": move up a suffix instead.
      if (text === "1000" && size < 1e12) return compactNumber(Math.sign(value) * 1000 * size);
      return `${value < 0 ? "-" : ""}${text}${suffix}`;
    }
  }
  return grouped(value, Number.isInteger(value) ? 0 : 2);
}

function plain(value: number, decimals: number, compact: boolean): string {
  if (compact && Math.abs(value) >= COMPACT_FROM) return compactNumber(value);
  return grouped(value, decimals);
}

function decimalsFor(value: number): number {
  if (Number.isInteger(value)) return 0;
  const abs = Math.abs(value);
  return abs >= 100 ? 1 : abs >= 1 ? 2 : 3;
}

/** The symbol placed before an amount in this currency: "$", "€", the code and a space ("CHF "), or nothing for money whose currency is unknown (code ""). */
export function currencyPrefix(code: string): string {
  if (code === "") return "";
  return CURRENCY_SYMBOLS[code.toUpperCase()] ?? `${code.toUpperCase()} `;
}

/**
 * Formats a number for people: currency with its symbol ($1.24M, €52.10), fractions as percentages
 * (0.387 → 38.7%), counts with thousands separators, large values shortened when `compact`.
 */
export function formatNumber(value: number | null, format: ValueFormat, style: NumberStyle = {}): string {
  if (value === null || Number.isNaN(value)) return "—";
  if (!Number.isFinite(value)) return value > 0 ? "∞" : "-∞";
  // Floating-point noise around zero (a chart axis's tick at -2.9e-11) reads as zero, never "-$0.00".
  if (Math.abs(value) < 1e-9) value = 0;
  if (format.kind === "number" && (format.identifier || (format.year && isCalendarYear(value)))) return String(value);
  if (format.kind === "number" && format.duration) return `${style.signed && value > 0 ? "+" : ""}${formatDuration(value, format.duration)}`;
  const compact = style.compact ?? true;
  const sign = style.signed && value > 0 ? "+" : "";
  switch (format.kind) {
    case "currency": {
      const prefix = currencyPrefix(format.code);
      // Tables and files give every amount its cents, so a column reads alike ($8,393.00 above $21,478.92); the
      // compact style of sentences and charts drops them from whole amounts ($0 and $2,000 axis ticks, $12.3K).
      const digits = plain(Math.abs(value), compact && Number.isInteger(value) ? 0 : 2, compact);
      return `${value < 0 ? "-" : sign}${prefix}${digits}`;
    }
    case "percent": {
      const percent = value * 100;
      const decimals = Math.abs(percent) >= 100 ? 0 : 1;
      return `${sign}${plain(percent, decimals, compact)}%`;
    }
    case "integer":
      // Counts stay exact below a million: "15,165 orders" reads better than "15.2K orders".
      return `${sign}${Math.abs(value) >= 1e6 ? plain(Math.round(value), 0, compact) : grouped(Math.round(value), 0)}`;
    default:
      return `${sign}${plain(value, decimalsFor(value), compact)}`;
  }
}

/**
 * One number style for a whole chart axis: every tick in the same unit, picked from the axis's largest value
 * (`30K` beside `8K`, never beside `8,000`; `$9.5K` beside `$10K`). Below 10,000 every tick is written in full.
 */
export function axisNumberFormat(largest: number, format: ValueFormat): (value: number) => string {
  if (format.kind === "number" && format.duration) return (value) => formatNumber(value, format);
  const abs = Math.abs(largest);
  const step = format.kind === "percent" || !Number.isFinite(abs) || abs < COMPACT_FROM ? undefined : SUFFIXES.find(([size]) => abs >= size);
  if (!step || (format.kind === "number" && format.identifier)) {
    // In full: the same decimals on every tick of the axis, as few as its largest needs.
    return (value) => formatNumber(value, format, { compact: false }).replace(/\.0+(?=\D*$)/, "");
  }
  const [size, suffix] = step;
  const prefix = format.kind === "currency" ? currencyPrefix(format.code) : "";
  return (value) => {
    if (value === null || Number.isNaN(value)) return "—";
    const scaled = Math.abs(value) < 1e-9 ? 0 : value / size;
    // At most two decimals (2.25M), none when whole (8K): enough to tell ticks apart.
    const digits = Number(Math.abs(scaled).toFixed(2)).toString();
    if (digits === "0") return `${prefix}0`;
    return `${scaled < 0 ? "-" : ""}${prefix}${digits}${suffix}`;
  };
}
