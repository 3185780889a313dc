// Tables copied from reports often end with a summary row ("Total", "Team Totals") beside the rows it sums. Adding
// it up again doubles a total; ranking lets it win "the most points". Such a row is left out of every plan, with a
// note, unless the question names it. The label may sit among figures, when years or ranks label the rows
// ("2009" … "Totals"). Only where the label column has no blanks (a filter drops blank cells too) or
// the plan already leaves its blanks out.
import type { AnalysisPlan } from "../plan/schema";
import type { ReadQuestion } from "./match/mentions";
import type { ColumnEntry } from "./schema-index";
import type { PlannerFacts } from "./types";

/** A label cell that says its row sums the others; it may say how many it sums ("Total (75 NPCs)"). */
const SUMMARY_LABEL = /^\s*(grand |team |overall )?totals?\s*:?\s*(\([^()]*\)|\[[^[\]]*\])?\s*$/i;

export interface TotalRows {
  column: ColumnEntry;
  labels: string[];
  /** The column has blank cells: a filter on it would drop them too, so only a plan that drops them already is changed. */
  blanks: boolean;
}

const isNumeric = (v: string) => /^[-+$€£]?[\d.,/%\s]+$/.test(v);

/** The column of row labels holding summary-row labels, when exactly one does: its values are mostly words, not figures. */
export function summaryRows(columns: readonly ColumnEntry[], facts: PlannerFacts | undefined): TotalRows | undefined {
  if (!facts) return undefined;
  // Read once per dataset's facts: every question would otherwise test every value again.
  if (!summaryByFacts.has(facts)) summaryByFacts.set(facts, findSummaryRows(columns, facts));
  return summaryByFacts.get(facts);
}

const summaryByFacts = new WeakMap<PlannerFacts, TotalRows | undefined>();

function findSummaryRows(columns: readonly ColumnEntry[], facts: PlannerFacts): TotalRows | undefined {
  const found: TotalRows[] = [];
  const amongFigures: TotalRows[] = [];
  for (const fact of facts.columns) {
    const values = fact.values ?? [];
    const labels = values.filter((v) => SUMMARY_LABEL.test(v));
    const column = columns.find((c) => c.id === fact.id);
    if (!labels.length || column?.type !== "text") continue;
    // Complete values only: a cut-off list cannot say the label is the one word among figures.
    const wholeList = fact.distinct === undefined || values.length >= fact.distinct;
    if (values.filter(isNumeric).length * 2 < values.length) found.push({ column, labels, blanks: (fact.missing ?? 0) > 0 });
    // Years or ranks as row labels ("2009" … "Totals"): every other value a figure, the label its only word.
    else if (wholeList && values.length - labels.length === values.filter(isNumeric).length) amongFigures.push({ column, labels, blanks: (fact.missing ?? 0) > 0 });
  }
  if (found.length > 0) return found.length === 1 ? found[0] : undefined;
  return amongFigures.length === 1 ? amongFigures[0] : undefined;
}

/** The plan with the summary rows left out, or the plan unchanged when the question names them or filters on their column. */
export function withoutSummaryRows(plan: AnalysisPlan, total: TotalRows | undefined, read: ReadQuestion): { plan: AnalysisPlan; note?: string } {
  if (!total) return { plan };
  // Named: the question's value is a summary label itself. Another value of the label column ("the share of votes
  // National Union got") keeps the summary row out: a share's whole would otherwise count it twice.
  const named = read.mentions.some((m) => m.kind === "value" && m.column === total.column.id && m.values.some((v) => total.labels.includes(v.value)));
  const onColumn = (plan.filters ?? []).filter((f) => f.column === total.column.id);
  if (named || onColumn.some((f) => f.op !== "is_not_empty") || (total.blanks && onColumn.length === 0)) return { plan };
  const filters = [...(plan.filters ?? []), { column: total.column.id, op: "not_in" as const, values: total.labels }];
  return { plan: { ...plan, filters }, note: `Left out the summary row${total.labels.length > 1 ? "s" : ""} ${total.labels.map((l) => `'${l}'`).join(", ")} of '${total.column.name}', which add${total.labels.length > 1 ? "" : "s"} up the other rows` };
}

/**
 * "The total of Seats Before" with a totals row left out: the same sum over the summary row alone, a second reading
 * the answer compares with the first (engine/answer/answer-readings.ts). A table's own total may differ from its
 * rows added up (a row missing, a correction noted beside it); then no single figure is the answer.
 */
export function summaryRowSum(plan: AnalysisPlan, total: TotalRows | undefined): AnalysisPlan | undefined {
  if (!total || plan.kind !== "aggregate" || plan.groupBy?.length || plan.top || plan.check || plan.having?.length || plan.measures.length !== 1) return undefined;
  const [measure] = plan.measures;
  if (measure.op !== "sum" || !measure.column || measure.transform || measure.per || measure.minus || measure.where) return undefined;
  const left = (plan.filters ?? []).filter((f) => !(f.column === total.column.id && f.op === "not_in"));
  if (left.length !== (plan.filters ?? []).length - 1) return undefined;
  return { ...plan, filters: [...left, { column: total.column.id, op: "in", values: total.labels }] };
}
