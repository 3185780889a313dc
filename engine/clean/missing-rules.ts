// Blanks. Cleaning never invents a figure: a missing amount, count or quantity (an additive measure) is filled
// only from its own row, through a relation the table carries (revenue = units × unit_price), and otherwise left
// blank with the number of rows that lack it said out loud. A statistic (median, most common value, the row
// before) is offered for attributes that do not add up (age, rating, region), unticked, its value in the words.
import { addsUp } from "../semantic/additive";
import type { ColumnSchema } from "../types";
import { equationOf, formulaFor, holdsOn, type Relation, relationsOf, relationsWith, solveFor } from "./relations";
import {
  ALMOST_EMPTY_SHARE,
  columnRule,
  countWord,
  EXAMPLE_ROWS,
  type Fix,
  frequencies,
  isCategory,
  namesOf,
  numberRange,
  plainNumber,
  quantile,
  quote,
  rowLabel,
  type Rule,
  setCell,
  sortedNumbers,
} from "./rule-parts";
import type { Cell, CleanTable } from "./table";

/** A date column is a regular time series when its dates rise by one step (a day, a week or about a month). */
function regularSeries(table: CleanTable): boolean {
  const date = table.columns.find((c) => c.type === "date");
  if (!date) return false;
  const values = table.values[date.id];
  if (values.length < 4 || values.some((v) => typeof v !== "number")) return false;
  const steps = new Set<number>();
  for (let i = 1; i < values.length; i++) {
    const days = ((values[i] as number) - (values[i - 1] as number)) / 86_400_000;
    if (days <= 0) return false;
    steps.add(days >= 28 && days <= 31 ? 30 : days >= 89 && days <= 92 ? 91 : days);
  }
  return steps.size === 1;
}

/**
 * Text that stands for "no value" in a text column where it cannot be an answer: spreadsheet errors and null
 * markers ("#N/A", "#DIV/0!", "null", "NaN", "?", "-"). Words such as "N/A", "none" or "unknown" stay values:
 * in a category they can mean "not applicable" or a real "Unknown".
 */
const MISSING_MARKER = /^(#(n\/a|value!|div\/0!|ref!|name\?|num!|null!)|null|nan|\?|-{1,2}|—|–)$/i;

const isMissingMarker = (value: Cell) => typeof value === "string" && MISSING_MARKER.test(value.trim());

/** A number column whose values add up (money, counts, quantities): never filled with a statistic. */
export function isAdditiveMeasure(table: CleanTable, column: ColumnSchema): boolean {
  return column.type === "number" && addsUp(column, numberRange(table.values[column.id]));
}

/** Decimals a column's values are written with (at most 6): a filled value is rounded the same way. */
function decimalsOf(values: readonly Cell[]): number {
  let most = 0;
  for (const v of values) {
    if (typeof v !== "number" || Number.isInteger(v)) continue;
    const text = String(v);
    const digits = text.includes("e") ? 6 : (text.split(".")[1]?.length ?? 0);
    if (digits > most) most = Math.min(6, digits);
  }
  return most;
}

/** "23 × $45.00 = $1,035.00": how a filled value follows from its row. */
function workedOut(relation: Relation, column: ColumnSchema, table: CleanTable, i: number, value: number): string {
  const shown = (id: string) => {
    const c = table.columns.find((x) => x.id === id)!;
    const v = table.values[id][i];
    return typeof v === "number" ? plainNumber(v, c) : "";
  };
  const operation = relation.kind === "product" ? "×" : "+";
  const inverse = relation.kind === "product" ? "÷" : "−";
  const other = column.id === relation.left ? relation.right : relation.left;
  const expression =
    column.id === relation.target ? `${shown(relation.left)} ${operation} ${shown(relation.right)}` : `${shown(relation.target)} ${inverse} ${shown(other)}`;
  return `${rowLabel(table, i)}: ${expression} = ${plainNumber(value, column)}`;
}

/** The value each blank of `column` takes from its own row, through the first relation that gives one that keeps it. */
function valuesFromRows(table: CleanTable, column: ColumnSchema, relations: readonly Relation[]): Map<number, { value: number; relation: Relation }> {
  const cells = table.values[column.id];
  const decimals = decimalsOf(cells);
  const found = new Map<number, { value: number; relation: Relation }>();
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== null) continue;
    for (const relation of relations) {
      const solved = solveFor(relation, column.id, table, i);
      if (solved === null) continue;
      const value = Number(solved.toFixed(decimals));
      // Rounded to the column's decimals, the row must still keep the relation (22.5 units is not a count).
      cells[i] = value;
      const keeps = holdsOn(relation, table, i) === true;
      cells[i] = null;
      if (keeps) {
        found.set(i, { value, relation });
        break;
      }
    }
  }
  return found;
}

const percent = (part: number, whole: number) => `${(Math.floor((part / whole) * 1000) / 10).toLocaleString("en-US")} %`;

/** Says which relations the table carries (on the column they give), so the person sees why cleaning keeps them. */
export const relationNoteRule: Rule = columnRule("note-relation", "conservative", "Columns that follow from others", ["number"], (table, column, context) => {
  const relations = relationsOf(table, context.identifiers).filter((r) => r.target === column.id);
  if (relations.length === 0) return null;
  const names = namesOf(table);
  const said = relations.map((r) => `${equationOf(r, names)} on ${r.holding.toLocaleString("en-US")} of ${countWord(r.complete, "complete row")} (${percent(r.holding, r.complete)})`);
  return {
    count: relations[0].complete,
    reason: `${said.join("; ")}. Cleaning fills a blank of these columns from the other two of its row, and never changes one of them alone.`,
    informational: true,
    apply: () => 0,
  };
});

export const fillFromRelationRule: Rule = columnRule("fill-from-relation", "moderate", "Fill blanks from the row itself", ["number"], (table, column, context) => {
  const relations = relationsWith(relationsOf(table, context.identifiers), column.id);
  if (relations.length === 0) return null;
  const found = valuesFromRows(table, column, relations);
  if (found.size === 0) return null;
  const names = namesOf(table);
  const formulas = [...new Set([...found.values()].map((f) => formulaFor(f.relation, column.id, names)))];
  const examples = [...found].slice(0, EXAMPLE_ROWS).map(([i, f]) => workedOut(f.relation, column, table, i, f.value));
  const blank = table.values[column.id].filter((v) => v === null).length;
  const rest = blank - found.size;
  return {
    count: found.size,
    reason: `${column.name}: fill ${countWord(found.size, `blank ${column.name}`, `blank ${column.name} values`)} from ${formulas.join(" or ")} of the same row${
      rest > 0 ? `; ${countWord(rest, "other row")} ${rest === 1 ? "lacks" : "lack"} what it takes and ${rest === 1 ? "stays" : "stay"} blank` : ""
    }.`,
    examples,
    apply(current, log) {
      const now = valuesFromRows(current, column, relationsWith(relationsOf(current, context.identifiers), column.id));
      for (const [i, { value }] of now) setCell(current, column.id, i, value, log);
      return now.size;
    },
  };
});

/** Blank amounts nothing in the row gives: said, and left blank (a statistic would add figures that never happened). */
export const keepBlankRule: Rule = columnRule("keep-blank", "moderate", "Blanks left as they are", ["number"], (table, column) => {
  if (!isAdditiveMeasure(table, column)) return null;
  const values = table.values[column.id];
  const missing = values.filter((v) => v === null).length;
  if (missing === 0 || missing >= ALMOST_EMPTY_SHARE * values.length) return null;
  return {
    count: missing,
    reason: `${column.name}: ${countWord(missing, "row")} ${missing === 1 ? "has" : "have"} no value and nothing in ${missing === 1 ? "its row" : "their rows"} gives it. ${missing === 1 ? "It stays" : "They stay"} blank: a total leaves ${missing === 1 ? "it" : "them"} out rather than count an amount that was never recorded.`,
    informational: true,
    apply: () => 0,
  };
});

function fillMissing(table: CleanTable, column: ColumnSchema): Fix | null {
  if (isAdditiveMeasure(table, column)) return null;
  const values = table.values[column.id];
  const isMissing = (v: Cell) => v === null || (column.type === "text" && isMissingMarker(v));
  const missing = values.filter(isMissing).length;
  // An almost empty column is not filled: invented values would outnumber real ones (Aggressive drops it).
  if (missing === 0 || missing >= ALMOST_EMPTY_SHARE * values.length) return null;
  let fill: ((i: number, cells: Cell[]) => Cell) | null = null;
  let how = "";
  if (column.type === "number") {
    if (regularSeries(table)) {
      how = "with the value of the row before (the rows form a regular time series)";
      fill = (i, cells) => (i > 0 ? cells[i - 1] : null);
    } else {
      const median = quantile(sortedNumbers(values), 0.5);
      how = `with the column's median, ${plainNumber(median, column)},`;
      fill = () => median;
    }
  } else if (column.type === "text") {
    const present = values.filter((v) => !isMissing(v));
    if (present.length > 0 && isCategory(present)) {
      const [mode] = [...frequencies(present)].sort((a, b) => b[1] - a[1])[0];
      how = `with the most common value, ${quote(mode)},`;
      fill = () => mode;
    }
  }
  if (!fill) return null;
  const share = Math.round((missing / values.length) * 100);
  // Why they are missing, when the file says: a marker written in place of a value.
  const markers = frequencies(values.filter(isMissingMarker));
  const written = [...markers].sort((a, b) => b[1] - a[1]);
  const why = written.length > 0 ? `; ${written.reduce((n, [, c]) => n + c, 0).toLocaleString("en-US")} written as ${written.slice(0, 3).map(([m]) => quote(m)).join(", ")}` : "";
  const filler = fill;
  return {
    count: missing,
    reason: `${column.name}: ${countWord(missing, "missing value")} (${share} % of rows${why}), filled ${how} if you tick it. Not ticked: it is a typical value, not the row's own.`,
    unticked: true,
    apply(current, log) {
      const cells = current.values[column.id];
      let changed = 0;
      for (let i = 0; i < cells.length; i++) {
        if (!isMissing(cells[i])) continue;
        const value = filler(i, cells);
        if (value === null) continue;
        setCell(current, column.id, i, value, log);
        changed++;
      }
      return changed;
    },
  };
}

export const fillMissingRule: Rule = columnRule("fill-missing", "moderate", "Fill missing values with a typical value", ["number", "text"], fillMissing);

