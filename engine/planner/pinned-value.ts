// The one value a row filter narrows its column to ("is X", or "is one of [X]"), for the checks that ask whether a
// plan's answer is settled by its own filter rather than by the data.
import type { Filter, Scalar } from "../plan/schema";

/** The single value the filter keeps its column to; undefined for any other filter. */
export function pinnedValue(filter: Filter): Scalar | undefined {
  if (filter.op === "eq") return filter.value;
  if (filter.op === "in" && filter.values.length === 1) return filter.values[0];
  return undefined;
}
