// What cleaning offers for outliers (see outliers.ts for how they are found). The first offer marks them: the
// value stays, and a yes/no column "<column> suspect" in the cleaned copy says which rows to doubt, so an answer
// can leave them out ("total revenue excluding revenue suspect"). Capping changes values, so it is offered unticked, and
// never on a column a relation ties to others: changing one of revenue, units and unit_price alone would make
// the row contradict itself.
import { isLabelNumber } from "../semantic/label-number";
import type { ColumnSchema } from "../types";
import { findOutliers, type FlaggedValue, type OutlierFinding } from "./outliers";
import { relationsOf, relationsWith } from "./relations";
import { columnRule, countWord, EXAMPLE_ROWS, namesOf, numberRange, plainNumber, quote, rowLabel, type Rule, type RuleContext, setCell } from "./rule-parts";
import type { CleanTable } from "./table";

function outliersOf(table: CleanTable, column: ColumnSchema, context: RuleContext): OutlierFinding | null {
  if (isLabelNumber(column, numberRange(table.values[column.id]))) return null;
  return findOutliers(table, column, context.identifiers, relationsOf(table, context.identifiers), namesOf(table));
}

/** "Row 812: $999,999.00 — units × unit_price gives $540.00; product “Gadget” rows are between $12.00 and $3,599.64." */
function flaggedLine(table: CleanTable, finding: OutlierFinding, flagged: FlaggedValue): string {
  const { column, groupedBy } = finding;
  const amount = (v: number) => plainNumber(v, column);
  const relation = flagged.relation ? ` — ${flagged.relation.formula} gives ${amount(flagged.relation.expected)}` : "";
  const among = groupedBy && flagged.group !== null ? `${groupedBy.name} ${quote(flagged.group)} rows` : "the other rows";
  const range = Number.isFinite(flagged.low) ? `; ${among} are between ${amount(flagged.low)} and ${amount(flagged.high)}` : "";
  return `${rowLabel(table, flagged.row)}: ${amount(flagged.value)}${relation}${range}.`;
}

/** How the values were judged: "the other rows of their product, on a log scale (money grows by multiples)". */
function judgedAgainst(finding: OutlierFinding, n: number): string {
  const rows = finding.groupedBy ? `the other rows of ${n === 1 ? "its" : "their"} ${finding.groupedBy.name}` : "the rest of the column";
  return `${rows}${finding.logScale ? ", compared on a log scale as amounts of money grow by multiples" : ""}`;
}

/** A column id not yet taken: "revenue_suspect", else "revenue_suspect_2"… */
function freeId(table: CleanTable, base: string): string {
  let id = base;
  for (let n = 2; table.columns.some((c) => c.id === id); n++) id = `${base}_${n}`;
  return id;
}

export const markSuspectRule: Rule = columnRule("mark-suspect", "moderate", "Mark outliers as suspect", ["number"], (table, column, context) => {
  const finding = outliersOf(table, column, context);
  if (!finding) return null;
  const n = finding.flagged.length;
  const suspectName = `${column.name} suspect`;
  return {
    count: n,
    reason: `${column.name}: ${countWord(n, "value")} ${n === 1 ? "lies" : "lie"} far outside ${judgedAgainst(finding, n)}. ${n === 1 ? "It stays" : "They stay"} as ${n === 1 ? "it is" : "they are"}; a yes/no column ${quote(suspectName)} marks ${n === 1 ? "its row" : "their rows"} so answers can leave ${n === 1 ? "it" : "them"} out (ask “… excluding ${suspectName}”).`,
    examples: finding.flagged.slice(0, EXAMPLE_ROWS).map((f) => flaggedLine(table, finding, f)),
    apply(current, log) {
      const now = outliersOf(current, column, context);
      if (!now) return 0;
      const id = freeId(current, `${column.id}_suspect`);
      const marks = current.values[column.id].map(() => false as boolean);
      current.columns.push({ id, name: suspectName, type: "boolean" });
      current.values[id] = marks;
      for (const f of now.flagged) setCell(current, id, f.row, true, log);
      return now.flagged.length;
    },
  };
});

export const capOutliersRule: Rule = columnRule("cap-outliers", "aggressive", "Cap outliers", ["number"], (table, column, context) => {
  // A value tied to others by a relation is never changed alone.
  if (relationsWith(relationsOf(table, context.identifiers), column.id).length > 0) return null;
  const finding = outliersOf(table, column, context);
  if (!finding) return null;
  const n = finding.flagged.length;
  return {
    count: n,
    reason: `${column.name}: ${countWord(n, "value")} ${n === 1 ? "lies" : "lie"} far outside ${judgedAgainst(finding, n)}. Capping sets ${n === 1 ? "it" : "each"} to the nearest ordinary value of ${n === 1 ? "its" : "their"} rows; not ticked, as it changes what was recorded (marking ${n === 1 ? "it" : "them"} as suspect keeps the value).`,
    examples: finding.flagged.slice(0, EXAMPLE_ROWS).map((f) => flaggedLine(table, finding, f)),
    unticked: true,
    apply(current, log) {
      const now = outliersOf(current, column, context);
      if (!now) return 0;
      let changed = 0;
      for (const f of now.flagged) {
        if (!Number.isFinite(f.low)) continue;
        setCell(current, column.id, f.row, f.value > f.high ? f.high : f.low, log);
        changed++;
      }
      return changed;
    },
  };
});
