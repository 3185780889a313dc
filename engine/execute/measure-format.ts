// How a measure's values read: counts as integers, shares and changes as percentages, everything else
// in the unit of the column it summarises (a sum of a currency column is money; a mean of yes/no a rate).
import type { Measure } from "../plan/schema";
import type { ColumnSchema } from "../types";
import type { ValueFormat } from "./result";

export function measureFormat(measure: Measure, column: ColumnSchema | undefined): ValueFormat {
  const transform = measure.transform?.kind;
  if (transform === "share_of_total" || transform === "percent_change" || transform === "period_change") return { kind: "percent" };
  if (measure.op === "count" || measure.op === "count_distinct") return { kind: "integer" };
  if (!column) return { kind: "number" };
  if (column.type === "date") return { kind: "date", ...(column.hasTime ? { hasTime: true } : {}) };
  if (column.type === "boolean") return measure.op === "mean" ? { kind: "percent" } : measure.op === "sum" ? { kind: "integer" } : { kind: "number" };
  if (column.unit?.kind === "currency") return { kind: "currency", code: column.unit.code };
  if (column.unit?.kind === "percent") return { kind: "percent" };
  return { kind: "number" };
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
      if (column.unit?.kind === "currency") return { kind: "currency", code: column.unit.code };
      if (column.unit?.kind === "percent") return { kind: "percent" };
      return { kind: "number" };
  }
}
