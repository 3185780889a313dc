// "List the cities of the top 3 clubs by titles", "the product of the order with the highest quantity": one
// attribute (R) of the rows ranked by a figure (S). Grouped by R and ranked by R's total, or ranked by R itself,
// the answer names other rows or another figure (issue #27). When a row is one club / one order, the answer is
// R in the N rows with the highest S; when the ranked word repeats across rows ("the region of the customer with
// the most orders"), R may differ between that customer's rows, so the planner asks.
import { rankedAfterOf } from "../match/ranked-after-of";
import type { ColumnEntry } from "../schema-index";
import type { ColumnMention, Draft } from "./draft";

/** Words that join the ranked rows to their figure: "by titles", "with the most titles", "that has the highest …". */
const FIGURE_LINKS: ReadonlySet<string> = new Set(["by", "with", "that", "who", "which", "whose", "having", "in", "for", "on"]);

/** A column with one value per row: an id, or a name whose values are (nearly) all different. */
export function oneValuePerRow(column: ColumnEntry, rowCount: number): boolean {
  if (column.isId) return true;
  const distinct = column.facts?.distinct;
  return column.type === "text" && distinct !== undefined && rowCount > 0 && distinct >= 0.95 * rowCount;
}

interface RankedAttribute {
  asked: ColumnEntry;
  entity?: ColumnEntry;
  by: ColumnEntry;
  direction: "top" | "bottom";
  n: number;
}

/** Reads "<R> of the [top N] <rows> by|with the most <S>"; `entityRepeats` when the rows' word is a repeating column. */
function readRankedAttribute(d: Draft): { found: RankedAttribute; entityRepeats: boolean } | undefined {
  const { tokens, mentions } = d;
  const rowCount = d.index.schema.rowCount;
  const at = (k: number) => mentions.find((m) => m.start === k);
  for (const asked of mentions) {
    const ranked = asked.kind === "column" ? rankedAfterOf(tokens, mentions, asked.end) : undefined;
    if (asked.kind !== "column" || !ranked) continue;
    const { n } = ranked;
    let { direction } = ranked;
    let k = ranked.rows;
    // The rows: their noun ("orders", "rows"), the file's word for them, or a column naming them.
    const entity = at(k);
    let entityColumn: ColumnEntry | undefined;
    if (entity?.kind === "column") entityColumn = entity.column;
    else if (!(entity?.kind === "row" || (entity?.kind === "word" && (d.fileWords.has(entity.norm) || d.datasetWords.has(entity.norm))))) continue;
    k = entity.end;
    if (!FIGURE_LINKS.has(tokens[k]?.norm ?? "")) continue;
    const figure = mentions.find((m): m is ColumnMention => m.kind === "column" && m.start > k && m.start <= k + 5 && m.column.type === "number");
    if (!figure || figure.column === asked.column || figure.column === entityColumn) continue;
    // Without a top N the direction is the superlative's between the rows and the figure ("with the most titles").
    if (!direction) direction = d.superlatives.find((s) => s.at >= k && s.at < figure.start)?.direction;
    if (!direction || (ranked.direction === undefined && tokens[k].norm === "by")) continue;
    const found = { asked: asked.column, entity: entityColumn, by: figure.column, direction, n };
    return { found, entityRepeats: entityColumn !== undefined && !oneValuePerRow(entityColumn, rowCount) };
  }
  return undefined;
}

/**
 * Settles "<R> of the top N <rows> by <S>" as a listing: R (then the rows' own column, then S) of the N rows
 * with the highest (lowest) S. Returns true when it settled the frame (or refused it).
 */
export function placeRankedRowsAttribute(d: Draft): boolean {
  const read = readRankedAttribute(d);
  if (!read) return false;
  const { frame } = d;
  const { asked, entity, by, direction, n } = read.found;
  if (read.entityRepeats) {
    frame.refusal = `'${asked.name}' may differ between the rows of one ${entity?.name ?? "group"}, so I can't give one ${asked.name} for the ${entity?.name ?? "group"} ranked by ${by.name}. Ask for the ${entity?.name ?? "group"} first, then for its rows.`;
    return true;
  }
  const shown = [asked, ...(entity && entity !== asked && !entity.isId ? [entity] : []), by];
  frame.kind = "rows";
  frame.columns = shown;
  frame.sort = { direction: direction === "bottom" ? "asc" : "desc", byColumn: by };
  frame.limit = n;
  frame.top = undefined;
  frame.measures = [];
  frame.groups = [];
  // Groups keep their blanks out; a listing shows the ranked rows as they are.
  frame.filters = frame.filters.filter((f) => f.filter.op !== "is_not_empty" || !shown.some((c) => c.id === f.filter.column));
  return true;
}
