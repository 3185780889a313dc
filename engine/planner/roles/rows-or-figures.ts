// Whether the question asks for figures or for the matching rows themselves: nothing to measure or group,
// "list …", or "top 5 campaigns by revenue" where a campaign is a row (the rows, sorted and limited).
import type { ColumnMention, Draft } from "./draft";
import { listInFileOrder } from "./places";
import { placeRankedRowsAttribute } from "./ranked-rows-attribute";

export function settleRowsOrFigures(d: Draft): void {
  const { frame, mentions, tokens, countRows } = d;
  // "the first 3 different regions", "the unique categories in the first 5 rows": values in file order (places.ts).
  if (listInFileOrder(d)) return;
  // "the 4 first tier values in the first 4 rows": the named columns of the leading rows, in file order.
  if (d.positionLimit !== undefined) {
    // A "which"/"what" question alone sets no ranking here ("what is the station of the first row").
    const ranked = frame.top !== undefined && mentions.some((x) => x.kind === "top");
    if (frame.groups.some((g) => g.bucket) || ranked || frame.check || frame.sort || d.superlatives.length > 0 || countRows || frame.measures.some((m) => m.explicitOp)) {
      frame.refusal = "I can't yet combine a position in the file (the first rows) with a calculation. Ask for the first rows themselves, or for the calculation over all rows.";
      return;
    }
    // Columns fixed to a value are not shown; one kept only where it has a value ("the non-null Tier 3") is.
    const filtered = new Set(frame.filters.filter((f) => f.filter.op !== "is_not_empty").map((f) => f.filter.column));
    const named = mentions.flatMap((x) => (x.kind === "column" && !filtered.has(x.column.id) ? [x.column] : []));
    frame.kind = "rows";
    frame.columns = named.length > 0 ? [...new Set(named)] : undefined;
    frame.limit = d.positionLimit;
    frame.top = undefined;
    frame.measures = [];
    frame.groups = [];
    return;
  }
  // "the cities of the top 3 clubs by titles": one attribute of the rows ranked by a figure.
  if (!countRows && !frame.check && placeRankedRowsAttribute(d)) return;
  // "the age of the patient with the lowest BMI": a column's value in the row where another is extreme.
  const extreme = frame.measures.find((m) => m.explicitOp && (m.op === "min" || m.op === "max") && m.column);
  const asked = frame.measures.find((m) => m !== extreme && m.column && !m.explicitOp);
  if (extreme && asked && d.superlatives.length > 0 && frame.measures.length === 2 && frame.groups.length === 0 && !countRows && !frame.check && !frame.top) {
    frame.kind = "rows";
    frame.columns = [asked.column!, extreme.column!];
    frame.sort = { direction: extreme.op === "min" ? "asc" : "desc", byColumn: extreme.column };
    frame.limit = 1;
    frame.measures = [];
    return;
  }
  // "the 5 smallest values of Temperature", "the top 4 maximum salaries": the values themselves, ranked.
  const ranked = frame.measures.length === 1 ? frame.measures[0] : undefined;
  if (frame.top && !d.rowSubject && frame.groups.length === 0 && !countRows && !frame.check && ranked?.column && ranked.column.type === "number" && !ranked.transform && (!ranked.explicitOp || ranked.op === "min" || ranked.op === "max")) {
    frame.kind = "rows";
    frame.columns = [ranked.column];
    frame.sort = { direction: frame.top.direction === "bottom" ? "asc" : "desc", byColumn: ranked.column };
    frame.limit = frame.top.n;
    frame.top = undefined;
    frame.measures = [];
    return;
  }
  if (frame.kind === "aggregate" && !frame.check) {
    const noFigures = frame.measures.length === 0 && frame.groups.length === 0 && !countRows;
    if (noFigures) frame.kind = "rows";
    // "top 5 campaigns by revenue" where a campaign is a row: the rows, sorted.
    if (d.rowSubject && frame.groups.length === 0 && frame.measures.length === 1 && frame.measures[0].column && !frame.measures[0].explicitOp) {
      frame.kind = "rows";
      frame.sort = { direction: frame.top?.direction === "bottom" ? "asc" : "desc", byColumn: frame.measures[0].column };
      frame.limit = frame.top?.n;
      frame.top = undefined;
      frame.measures = [];
    }
  }
  if (d.flags.list && frame.groups.length === 0 && !countRows && !frame.measures.some((x) => x.explicitOp) && frame.kind === "aggregate" && !frame.check) {
    frame.kind = "rows";
  }
  if (frame.kind === "rows") {
    frame.followUp.listRows = tokens.some((t) => ["them", "those", "these", "rows", "records", "list"].includes(t.norm));
  }
  if (frame.sort && !frame.sort.byColumn && frame.kind === "rows") {
    const numeric = mentions.find((x): x is ColumnMention => x.kind === "column" && x.column.type === "number");
    if (numeric) frame.sort.byColumn = numeric.column;
  }
}
