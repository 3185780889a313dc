// Yes/no questions answered from the grouped result: thresholds, trends and comparisons of two groups.
import { DAY_MS } from "../plan/calendar";
import type { Check } from "../plan/schema";
import type { ValidAggregatePlan } from "../plan/validate";
import { normalizeText } from "../plan/values";
import type { GroupRow } from "./group-row";
import type { CheckOutcome, LabelledValue } from "./result";
import { trendOf } from "./trend";

export interface CheckContext {
  plan: ValidAggregatePlan;
  measureIndex: Map<string, number>;
  /** Groups after having, before top and limit. */
  rows: GroupRow[];
  /** The groups the ranking keeps (top), in order, without "Others". */
  ranked: GroupRow[];
  /** Index of the date bucket key, or -1. */
  dateKey: number;
  partitionOf: (row: GroupRow) => string;
  label: (row: GroupRow) => string;
  byKeys: (a: GroupRow, b: GroupRow) => number;
}

function passes(v: number, op: "eq" | "neq" | "lt" | "lte" | "gt" | "gte", target: number): boolean {
  switch (op) {
    case "eq":
      return v === target;
    case "neq":
      return v !== target;
    case "lt":
      return v < target;
    case "lte":
      return v <= target;
    case "gt":
      return v > target;
    case "gte":
      return v >= target;
  }
}

/** A group's first key is the value a check names: text without case or surrounding spaces, numbers as written. */
function sameValue(cell: GroupRow["cells"][number], value: string | number | boolean): boolean {
  return cell !== null && (typeof cell === "string" ? normalizeText(cell) === normalizeText(value) : cell === value || String(cell) === String(value));
}

export function evaluateCheck(check: Check, context: CheckContext): CheckOutcome {
  // "Are there more than 3 regions with …?": the number of groups having kept, whatever their figures.
  if (check.kind === "group_count") return { kind: "group_count", result: passes(context.rows.length, check.op, check.value), op: check.op, value: check.value, count: context.rows.length };
  // "Is the most common X Y?" is about the ranked measure.
  const measureId = (check.kind === "is_top" ? context.plan.top?.by : check.measure) ?? context.plan.measures[0].id;
  const m = context.measureIndex.get(measureId)!;
  const valued = context.rows.filter((r) => r.values[m] !== null);
  const labelled = (row: GroupRow): LabelledValue => ({ label: context.label(row), value: row.values[m]! });

  switch (check.kind) {
    case "threshold": {
      const quantifier = check.quantifier ?? "all";
      const passing = valued.filter((r) => passes(r.values[m]!, check.op, check.value)).length;
      const result = valued.length > 0 && (quantifier === "all" ? passing === valued.length : passing > 0);
      return { kind: "threshold", result, measure: measureId, op: check.op, value: check.value, quantifier, passing, of: valued.length };
    }
    case "trend": {
      const partitions = new Map<string, GroupRow[]>();
      for (const row of valued) {
        const key = context.partitionOf(row);
        if (!partitions.has(key)) partitions.set(key, []);
        partitions.get(key)!.push(row);
      }
      const trends = [...partitions.values()].map((rows) => trendOf(rows.map((r) => ({ x: (r.order[context.dateKey] as number) / DAY_MS, y: r.values[m]! }))));
      // Rising (falling) only where the fitted line clearly climbs (drops): engine/execute/trend.ts.
      const result = trends.length > 0 && trends.every((t) => t.direction === check.direction);
      const found = trends.length > 0 && trends.every((t) => t.direction === trends[0].direction) ? trends[0].direction : "mixed";
      const outcome: CheckOutcome = { kind: "trend", result, measure: measureId, direction: check.direction, slope: trends.length === 1 ? trends[0].slope : null, found };
      if (partitions.size === 1) {
        const rows = [...partitions.values()][0].slice().sort(context.byKeys);
        outcome.first = labelled(rows[0]);
        outcome.last = labelled(rows[rows.length - 1]);
        const byValue = rows.slice().sort((a, b) => a.values[m]! - b.values[m]!);
        outcome.low = labelled(byValue[0]);
        outcome.high = labelled(byValue[byValue.length - 1]);
      }
      return outcome;
    }
    case "is_top": {
      const top = context.ranked[0];
      const asked = valued.find((r) => sameValue(r.cells[0], check.value));
      const ranking = context.plan.top;
      return {
        kind: "is_top",
        result: top !== undefined && sameValue(top.cells[0], check.value),
        measure: measureId,
        value: check.value,
        place: ranking?.place ?? 1,
        direction: ranking?.direction ?? "top",
        ...(top && top.values[m] !== null ? { top: labelled(top) } : {}),
        ...(asked ? { asked: labelled(asked) } : {}),
      };
    }
    case "compare": {
      const find = (value: string | number | boolean) => valued.find((r) => sameValue(r.cells[0], value));
      const a = find(check.a);
      const b = find(check.b);
      const missing = [!a ? String(check.a) : undefined, !b ? String(check.b) : undefined].filter((x): x is string => x !== undefined);
      const result = a && b ? (check.op === "gt" ? a.values[m]! > b.values[m]! : a.values[m]! < b.values[m]!) : null;
      return { kind: "compare", result, measure: measureId, op: check.op, ...(a ? { a: labelled(a) } : {}), ...(b ? { b: labelled(b) } : {}), ...(missing.length ? { missing } : {}) };
    }
  }
}
