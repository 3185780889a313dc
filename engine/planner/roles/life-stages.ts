// Words for a stage of life ("teenagers", "teen mothers", "seniors") name an age range: a filter on the
// Age column when the data has one, stated in a note so the reader sees the range that was used.
import type { Draft } from "./draft";
import { wordTable } from "../../word-table";

/** Inclusive age ranges of general English life-stage words. */
const LIFE_STAGES: Readonly<Record<string, { from: number; to: number }>> = wordTable({
  teen: { from: 13, to: 19 }, teens: { from: 13, to: 19 }, teenager: { from: 13, to: 19 }, teenagers: { from: 13, to: 19 },
  teenage: { from: 13, to: 19 }, adolescent: { from: 13, to: 19 }, adolescents: { from: 13, to: 19 },
});

export function readLifeStages(d: Draft): void {
  const age = d.index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === "age"));
  if (!age) return;
  d.mentions.forEach((m, k) => {
    const stage = m.kind === "word" && !m.filler ? LIFE_STAGES[m.norm] : undefined;
    if (!stage || m.kind !== "word") return;
    d.frame.filters.push({ filter: { column: age.id, op: "between", from: stage.from, to: stage.to }, columnName: age.name, phrase: m.raw });
    d.frame.notes.push(`'${m.raw}' is read as ${age.name} from ${stage.from} to ${stage.to}`);
    d.mentions[k] = { ...m, filler: true };
  });
}
