// executePlan: validate, find the latest dates relative ranges need, run the plan's kind.
import { eachItemOf } from "./list-items";
import { ExecuteError } from "../plan/errors";
import type { DateRange } from "../plan/schema";
import { type ProfileFacts, type ValidPlan, assertValidPlan } from "../plan/validate";
import type { ColumnSchema, Dataset } from "../types";
import { MAX_GROUPS } from "./accumulate";
import { executeAggregate } from "./aggregate";
import { describeDateRange } from "../plan/describe";
import { isRelative } from "./date-ranges";
import type { QueryResult } from "./result";
import { executeRows } from "./rows";
import { describeScope } from "./scope";
import { latestDates } from "./scan";

export interface ExecuteOptions {
  /**
   * The largest date (epoch ms) of date columns, when already known (e.g. from the profile); columns
   * missing here are found with a quick pass over that column when a relative date range needs them.
   */
  latestDates?: Record<string, number>;
  /** Lets validation errors cite evidence ("12 of its values are not numbers"). */
  profile?: ProfileFacts;
  /** The most groups an aggregate may make before it is refused (default MAX_GROUPS). */
  maxGroups?: number;
}

function relativeRanges(plan: ValidPlan): { column: string; range: DateRange }[] {
  const found: { column: string; range: DateRange }[] = [];
  for (const f of plan.filters ?? []) if (f.op === "date_range" && isRelative(f.range)) found.push({ column: f.column, range: f.range });
  if (plan.kind === "aggregate")
    for (const m of plan.measures) {
      for (const f of m.where ?? []) if (f.op === "date_range" && isRelative(f.range)) found.push({ column: f.column, range: f.range });
      const t = m.transform;
      if (t?.kind === "period_change") for (const range of [t.from, t.to]) if (isRelative(range)) found.push({ column: t.column, range });
    }
  return found;
}

/**
 * Runs an analysis plan over a dataset, batch by batch. The plan is validated first (PlanError with
 * user-readable issues); relative date ranges are resolved against each column's latest date.
 * Memory grows with the number of groups (plus every value of a group for median, every distinct value
 * for count_distinct), not with rows; past `maxGroups` groups the query stops with ExecuteError
 * "too_many_groups" (a Worker has 128 MB); a rows plan holds at most its limit (≤ 5,000 rows).
 */
export async function executePlan(dataset: Dataset, plan: unknown, options: ExecuteOptions = {}): Promise<QueryResult> {
  const valid = assertValidPlan(plan, dataset.schema, options.profile);
  const columns = new Map<string, ColumnSchema>(dataset.schema.columns.map((c) => [c.id, c]));

  const relative = relativeRanges(valid);
  const known = options.latestDates ?? {};
  const unknown = [...new Set(relative.map((r) => r.column))].filter((id) => known[id] === undefined).map((id) => columns.get(id)!);
  const scanned = await latestDates(dataset, unknown);
  const latest = new Map<string, number | undefined>([...Object.entries(known), ...scanned]);
  for (const { column, range } of relative) {
    if (latest.get(column) === undefined)
      throw new ExecuteError("no_dates", `'${columns.get(column)!.name}' has no dates, so "${describeDateRange(range)}" cannot be worked out.`);
  }

  const context = { columns, latest, maxGroups: options.maxGroups ?? MAX_GROUPS };
  const result = valid.kind === "rows" ? await executeRows(dataset, valid, context) : await executeAggregate(valid.eachItemOf ? eachItemOf(dataset, valid.eachItemOf) : dataset, valid, context);
  return { ...result, scope: describeScope(valid, columns, result.dateRanges) };
}
