// "What percentage of the vote did National Union get?" in a table that states each party's share in its own
// percent column ("%": 24.0 %): the answer is that row's stated figure, not Votes ÷ total Votes worked out again
// (23.96 %, which differs by the table's rounding and by whatever the table's share was taken of) — issue #27.
import { holdsPercents } from "./percent-columns";
import { stem } from "../language/lemmatize";
import type { AnalysisPlan, Filter } from "../plan/schema";
import { oneValuePerRow } from "./roles/ranked-rows-attribute";
import type { SchemaIndex } from "./schema-index";

/** Header words that only say the column holds a share. */
const SHARE_WORDS = /^(%|percent|percentage|pct|share|per|cent|of|the)$/;

/**
 * The plan reading the table's own percentage for one row, when `plan` is the share of a slice that is one row (a
 * value of a column with one value per row) and the table has one percent column, named by nothing but a share word
 * right after the shared figure's column ("Votes | %") or named by its words ("Vote %" for Votes); undefined otherwise.
 */
export function statedShare(plan: AnalysisPlan, index: SchemaIndex, rowCount: number): { plan: AnalysisPlan; note: string; base: string } | undefined {
  if (plan.kind !== "aggregate" || plan.groupBy?.length || plan.measures.length !== 1) return undefined;
  const share = plan.measures[0];
  if (!share.percent || !share.per || share.where?.length !== 1) return undefined;
  const where: Filter = share.where[0];
  if (where.op !== "eq") return undefined;
  const label = index.byId.get(where.column);
  if (!label || !oneValuePerRow(label, rowCount)) return undefined;
  const percents = index.columns.filter(holdsPercents);
  if (percents.length !== 1 || percents[0].id === share.column) return undefined;
  const stated = percents[0];
  const base = index.byId.get(share.column ?? "");
  if (!base) return undefined;
  // A bare "%" is the share of the column right before it ("Votes | %"); a named one names that column ("Vote %").
  const named = stated.words.filter((w) => !SHARE_WORDS.test(w.norm)).map((w) => w.stem);
  if (named.length === 0 ? stated.index !== base.index + 1 : !named.every((s) => base.words.some((w) => w.stem === s || stem(w.norm) === s))) return undefined;
  return {
    plan: { kind: "aggregate", measures: [{ id: "stated_share", op: "mean", column: stated.id, label: stated.name }], filters: [...(plan.filters ?? []), where] },
    note: `The table's own '${stated.name}' for that row, as stated (not worked out again from ${base.name})`,
    base: base.name,
  };
}
