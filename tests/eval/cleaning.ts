// The cleaning set of `npm run eval`: generated files with planted problems (blanks a relation fills and blanks
// nothing fills, outliers, exact and near duplicates, a year and a zip code) and, for each level, the exact table
// the default choices (every ticked recommendation) must give. The expected tables are built from the planted
// truth, never from the engine's output; a case is right only when every cell and column matches.
import { applyRecipe, recipeFrom, recommend, tickedByDefault } from "../../engine/clean/clean";
import type { CleaningLevel } from "../../engine/clean/rule-parts";
import { type Cell, type CleanTable, tableFromRows } from "../../engine/clean/table";
import type { ColumnSchema } from "../../engine/types";
import { EMPLOYEE_COLUMNS, plantedEmployees } from "../fixtures/planted-employees";
import { PLANTED_COLUMNS, plantedSales } from "../fixtures/planted-sales";

const NOW = Date.UTC(2025, 5, 1);
const LEVELS: CleaningLevel[] = ["conservative", "moderate", "aggressive"];

export interface CleaningOutcome {
  file: string;
  level: CleaningLevel;
  ok: boolean;
  /** The first difference found, when not ok. */
  reason: string;
}

/** The expected table: source rows kept (in order) and each column's values on them. */
interface Expected {
  sourceRows: number[];
  columns: Record<string, Cell[]>;
}

interface PlantedFile {
  name: string;
  columns: ColumnSchema[];
  rows: Cell[][];
  expected(level: CleaningLevel): Expected;
}

/** Builds an expected table from the file's rows: which rows stay, and per-row corrections. */
function expectedFrom(columns: ColumnSchema[], rows: Cell[][], drop: ReadonlySet<number>, fix: (row: number, values: Record<string, Cell>) => void, added: string[] = []): Expected {
  const sourceRows = rows.map((_, i) => i).filter((i) => !drop.has(i));
  const out: Record<string, Cell[]> = {};
  for (const c of columns) out[c.id] = [];
  for (const id of added) out[id] = [];
  for (const i of sourceRows) {
    const values: Record<string, Cell> = {};
    columns.forEach((c, j) => (values[c.id] = rows[i][j]));
    for (const id of added) values[id] = false;
    fix(i, values);
    for (const id of Object.keys(out)) out[id].push(values[id]);
  }
  return { sourceRows, columns: out };
}

function salesFile(): PlantedFile {
  const { rows, truth } = plantedSales();
  const exact = new Set(truth.exactCopies.map(([copy]) => copy));
  const near = new Set(truth.nearCopies.map(([copy]) => copy));
  const sourceOf = new Map(truth.nearCopies);
  const region = PLANTED_COLUMNS.findIndex((c) => c.id === "region");
  return {
    name: "planted-sales (1,217 rows)",
    columns: PLANTED_COLUMNS,
    rows,
    expected(level) {
      const moderate = level !== "conservative";
      return expectedFrom(
        PLANTED_COLUMNS,
        rows,
        level === "aggressive" ? new Set([...exact, ...near]) : exact,
        (i, v) => {
          // Spaces and capitals are tidied at every level: a near copy's region reads as its source's.
          if (near.has(i)) v.region = rows[sourceOf.get(i)!][region];
          if (!moderate) return;
          if (truth.blankRevenue.has(i)) v.revenue = truth.blankRevenue.get(i)!;
          if (truth.blankUnits.has(i)) v.units = truth.blankUnits.get(i)!;
          // Marked, never changed: the values stay and the yes/no columns name the two real outliers.
          v.units_suspect = i === truth.unitsOutlier;
          v.revenue_suspect = i === truth.revenueOutlier;
        },
        moderate ? ["units_suspect", "revenue_suspect"] : [],
      );
    },
  };
}

function employeesFile(): PlantedFile {
  const { rows, truth } = plantedEmployees();
  const exact = new Set(truth.exactCopies.map(([copy]) => copy));
  return {
    name: "planted-employees (162 rows)",
    columns: EMPLOYEE_COLUMNS,
    rows,
    expected(level) {
      return expectedFrom(EMPLOYEE_COLUMNS, rows, exact, (i, v) => {
        if (level === "conservative") return;
        // total_pay = salary + bonus fills both ways; the blank ages stay (a median is only offered, unticked).
        if (truth.blankTotal.has(i)) v.total_pay = truth.blankTotal.get(i)!;
        if (truth.blankSalary.has(i)) v.salary = truth.blankSalary.get(i)!;
      });
    },
  };
}

function compare(actual: CleanTable, expected: Expected): string | null {
  if (JSON.stringify(actual.sourceRows) !== JSON.stringify(expected.sourceRows)) {
    return `rows kept: ${actual.sourceRows.length}, expected ${expected.sourceRows.length}`;
  }
  const actualIds = actual.columns.map((c) => c.id).sort();
  const expectedIds = Object.keys(expected.columns).sort();
  if (JSON.stringify(actualIds) !== JSON.stringify(expectedIds)) return `columns ${actualIds.join(", ")}; expected ${expectedIds.join(", ")}`;
  for (const id of expectedIds) {
    const differs = expected.columns[id].findIndex((v, k) => actual.values[id][k] !== v);
    if (differs >= 0) return `${id} on row ${expected.sourceRows[differs] + 1}: ${String(actual.values[id][differs])}, expected ${String(expected.columns[id][differs])}`;
  }
  return null;
}

/** Cleans every planted file at every level with the default choices and compares with the expected table. */
export function evaluateCleaningSet(): CleaningOutcome[] {
  const outcomes: CleaningOutcome[] = [];
  for (const file of [salesFile(), employeesFile()]) {
    for (const level of LEVELS) {
      const table = tableFromRows(structuredClone(file.columns), file.rows.map((r) => [...r]));
      const recommendations = recommend(table, level, NOW);
      const recipe = recipeFrom(level, recommendations, recommendations.filter((r) => !tickedByDefault(r)).map((r) => r.id));
      const difference = compare(applyRecipe(table, recipe, NOW).table, file.expected(level));
      outcomes.push({ file: file.name, level, ok: difference === null, reason: difference ?? "" });
    }
  }
  return outcomes;
}

/** The set's lines for the eval's output: one per file and level, then the score. */
export function cleaningLines(outcomes: CleaningOutcome[]): string[] {
  const right = outcomes.filter((o) => o.ok).length;
  return [
    ...outcomes.map((o) => `${o.file.padEnd(30)} ${o.level.padEnd(13)} ${o.ok ? "exact" : `wrong: ${o.reason}`}`),
    `${`all (${outcomes.length})`.padEnd(44)} ${((100 * right) / outcomes.length).toFixed(1)}% exact`,
  ];
}
