// The row shape shared by the aggregate's parts and the yes/no checks: kept in its own module so that
// neither imports the other.
import type { OrderValue } from "./order";
import type { Cell } from "./result";

/** One result group on its way to becoming a table row. */
export interface GroupRow {
  /** Group id in the accumulators. */
  group: number;
  cells: Cell[];
  order: OrderValue[];
  /** Per measure (plan order): the value after its transform. */
  values: (number | null)[];
  /** Per measure: the base value before any transform. */
  base: (number | null)[];
  /** Per period_change measure: the values over its two periods. */
  from: (number | null)[];
  to: (number | null)[];
  others?: boolean;
}
