// How a plan's literal values are read for each column type. Shared by validation (can this value be
// compared with this column?) and execution (the value to compare with), so both agree.
import { parsePeriod } from "./calendar";
import type { Scalar } from "./schema";

/** A number from a plan literal: numbers, or text that is plainly a number ("500", "-1.5"). */
export function literalNumber(value: Scalar): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** `[start, end)` of a date literal: a period string, or a bare year given as a number (2024). */
export function literalPeriod(value: Scalar): { start: number; end: number } | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1000 && value <= 9999 ? parsePeriod(String(value)) : undefined;
  if (typeof value === "string") return parsePeriod(value);
  return undefined;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0"]);

/** A boolean from a plan literal: true/false, yes/no, y/n, 1/0. */
export function literalBoolean(value: Scalar): boolean | undefined {
  if (typeof value === "boolean") return value;
  const word = String(value).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** Text as matched by filters: case and surrounding spaces ignored. */
export function normalizeText(value: Scalar | string): string {
  return String(value).trim().toLowerCase();
}
