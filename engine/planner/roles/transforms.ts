// Transforms of the first measure: a share of the total ("percentage of sales by region", or the share of
// rows with a flag per group), a percent change over time ("growth"), a running total.
import type { Draft } from "./draft";
import { autoBucket, dateColumnNear } from "./dates";

export function addTransforms(d: Draft): void {
  const { frame, flags, boolFilters } = d;
  if (frame.measures.length === 0 && (frame.groups.length > 0 || flags.share)) frame.measures.push({ op: "count", explicitOp: false });
  // "percentage of promoters by department": the share of rows with the flag, per group.
  if (flags.share && boolFilters.length === 1 && frame.groups.length > 0 && !frame.groups.some((g) => g.column === boolFilters[0].column) && frame.measures.every((x) => !x.column)) {
    const flag = boolFilters[0];
    frame.filters = frame.filters.filter((f) => f.filter.column !== flag.column.id);
    frame.measures = [{ op: "mean", column: flag.column, explicitOp: true }];
    flags.share = false;
  }
  if (flags.share && frame.measures.length > 0 && frame.kind === "aggregate") {
    const base = frame.measures[0];
    // "share of payroll by department": a share is of a total, so a figure averaged by default is added up here.
    if (base.op === "mean" && !base.explicitOp && base.column?.type === "number") base.op = "sum";
    const shareable = base.op === "count" || base.op === "sum";
    if (shareable) frame.measures.push({ op: base.op, column: base.column, transform: { kind: "share_of_total" }, explicitOp: true });
    else if (base.column?.type === "boolean") frame.notes.push("share-of-flag");
  }
  if (flags.growth && frame.measures.length > 0 && frame.kind === "aggregate") {
    if (!frame.groups.some((g) => g.bucket)) {
      const column = dateColumnNear(d, 0);
      if (column) frame.groups.push({ column, bucket: autoBucket(column) === "day" ? "month" : autoBucket(column) });
    }
    const base = frame.measures[0];
    if (frame.groups.some((g) => g.bucket)) frame.measures.push({ op: base.op, column: base.column, transform: { kind: "percent_change" }, explicitOp: true });
  }
  if (flags.running && frame.measures.length > 0) {
    const base = frame.measures[0];
    if (base.op === "sum" || base.op === "count") frame.measures.push({ op: base.op, column: base.column, transform: { kind: "running_total" }, explicitOp: true });
  }
}
