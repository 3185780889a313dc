// Which aggregate a measure got when the question did not name one, said in the receipt: amounts, counts and
// units add up across rows (a ranking or "by X" means their total); prices, rates, ratings, ages and scores do not
// (they are averaged); "per order" asks for the average over the rows.
import type { Frame } from "./frame";

/** One receipt note per number column whose aggregate the planner chose itself. */
export function aggregateChoiceNotes(frame: Frame, perRow: boolean): string[] {
  const notes: string[] = [];
  for (const m of frame.measures) {
    const column = m.column;
    if (!column || column.type !== "number" || m.explicitOp || m.transform) continue;
    if (m.op === "sum") notes.push(`${column.name} is added up (an amount: its rows add to a total); ask for the average to see it per row`);
    else if (m.op === "mean" && perRow) notes.push(`${column.name} is averaged over the rows, as "per" asked`);
    else if (m.op === "mean" && column.intensive) notes.push(`${column.name} is averaged, not added up (a price, rate, score or age does not add across rows)`);
  }
  return notes;
}
