// One text per plan, whatever order its fields were written in: two plans are the same plan when their keys are
// equal. Plans come from the built-in planner, from Workers AI's JSON and from stored answers, each writing its
// fields in its own order, so JSON.stringify alone would tell equal plans apart.
import type { AnalysisPlan } from "./schema";

/** The value as JSON with every object's keys sorted; undefined fields left out, arrays kept in order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonical(v))).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The plan's identity: equal for plans that ask the same thing field for field. */
export function planKey(plan: AnalysisPlan): string {
  return canonical(plan);
}

/** The two plans are the same plan (their fields may be written in any order). */
export function samePlan(a: AnalysisPlan, b: AnalysisPlan): boolean {
  return planKey(a) === planKey(b);
}
