// How a measure's values read: counts as integers, shares and changes as percentages, everything else
// in the unit of the column it summarises (a sum of a currency column is money; a mean of yes/no a rate).
import { currencyCodeFor } from "../infer/number";
import type { Measure } from "../plan/schema";
import type { ColumnSchema } from "../types";
import type { ValueFormat } from "./result";
import { namesIdentifier, namesYear } from "../semantic/label-number";

/** Header words of amounts of money: a column so named is money even when its cells carry no symbol. */
const MONEY_HEADER = /\b(revenue|revenues|sales|spend|spent|spending|costs?|price|prices|salary|salaries|wages?|amount|budget|income|profit|fees?|fare|payments?|expenses?|mrr|arr|cogs|turnover|earnings)\b/i;
/** Headers of ratios and rates of money ("Cost per click" stays money; "Margin %", "Price index" do not). */
const NOT_MONEY_HEADER = /%|\b(pct|percent|percentage|rate|ratio|share|index|score|count|qty|quantity|hours?|days?|id)\b/i;
/** A currency written in a header: "Spend ($)", "Price (EUR)", "Salary €". */
const HEADER_CURRENCY = /[$€£¥₹]|\b(USD|EUR|GBP|JPY|CHF|CAD|AUD|INR|CNY|SEK|NOK|DKK)\b/;

/**
 * The currency of a number column: from its values (the ingest's unit), else from its header — a symbol or
 * code there ("Spend ($)"), or a money word ("Revenue", "Unit Price") with no currency named (code "").
 */
export function moneyFormat(column: ColumnSchema): Extract<ValueFormat, { kind: "currency" }> | undefined {
  if (column.type !== "number" || (column.unit && column.unit.kind !== "currency")) return undefined;
  if (column.unit?.kind === "currency") return { kind: "currency", code: column.unit.code };
  const mark = HEADER_CURRENCY.exec(column.name)?.[0];
  const code = mark ? currencyCodeFor(mark) : undefined;
  if (code) return { kind: "currency", code };
  const words = column.name.replace(/[_-]+/g, " ");
  return MONEY_HEADER.test(words) && !NOT_MONEY_HEADER.test(words) ? { kind: "currency", code: "" } : undefined;
}

export function measureFormat(measure: Measure, column: ColumnSchema | undefined, perColumn?: ColumnSchema): ValueFormat {
  if (measure.per) {
    // A rate or margin as a percentage; money per something (cost per click) as money; money per money (ROAS) and
    // other ratios (units per order) as plain numbers.
    if (measure.percent) return { kind: "percent" };
    const money = column && measure.op === "sum" ? moneyFormat(column) : undefined;
    return money && !(perColumn && measure.per.op === "sum" && moneyFormat(perColumn)) ? money : { kind: "number" };
  }
  const transform = measure.transform?.kind;
  if (transform === "share_of_total" || transform === "percent_change" || transform === "period_change") return { kind: "percent" };
  if (measure.op === "count" || measure.op === "count_distinct") return { kind: "integer" };
  if (!column) return { kind: "number" };
  if (column.type === "date") return { kind: "date", ...(column.hasTime ? { hasTime: true } : {}) };
  if (column.type === "boolean") return measure.op === "mean" ? { kind: "percent" } : measure.op === "sum" ? { kind: "integer" } : { kind: "number" };
  // A total or an average of durations is a duration, in the column's form ("75:30" of m:ss values).
  if (column.unit?.kind === "duration") return { kind: "number", duration: column.unit.shape };
  const money = moneyFormat(column);
  if (money) return money;
  if (column.unit?.kind === "percent") return { kind: "percent" };
  // The earliest hire_year reads "2015"; a sum of years (out of range) still reads as a number.
  return namesYear(column) ? { kind: "number", year: true } : { kind: "number" };
}

/** How a dataset column's own values read (group keys and listed rows). */
export function columnFormat(column: ColumnSchema): ValueFormat {
  switch (column.type) {
    case "text":
      return { kind: "text" };
    case "boolean":
      return { kind: "boolean" };
    case "date":
      return { kind: "date", ...(column.hasTime ? { hasTime: true } : {}) };
    case "number":
      if (column.unit?.kind === "percent") return { kind: "percent" };
      if (column.unit?.kind === "duration") return { kind: "number", duration: column.unit.shape };
      // Order numbers, ZIP codes and years read as written: "Order 10245", "2015", not "10,245", "2,015".
      return moneyFormat(column) ?? (namesIdentifier(column) ? { kind: "number", identifier: true } : namesYear(column) ? { kind: "number", year: true } : { kind: "number" });
  }
}
