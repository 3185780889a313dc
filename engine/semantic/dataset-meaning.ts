// The semantic layer of a whole dataset: worked out at ingest and stored with the profile; read back by the
// planners, which work it out again only when nothing fitting was stored (older profiles, older rules).
import { describeColumnMeaning } from "./column-meaning";
import { headerWords } from "./header-words";
import { describeTableMeaning } from "./table-meaning";
import type { ColumnLike, ColumnMeaning, DatasetMeaning, ValueFacts } from "./types";
import { sampleValues } from "./value-kind";

/** Raise when the rules change what they find: meanings stored under an older version are worked out again. */
export const SEMANTIC_VERSION = 3;

/** What the layer reads about the values: a profile (at ingest) or the planner's facts. */
export interface MeaningFacts {
  rowCount?: number;
  columns: readonly (ValueFacts & { id: string })[];
}

export function describeDatasetMeaning(
  columns: readonly ColumnLike[],
  facts: MeaningFacts | undefined,
  rowCount: number,
  source: { fileName?: string; sheet?: string } = {},
): DatasetMeaning {
  const byId = new Map((facts?.columns ?? []).map((c) => [c.id, c]));
  const rows = facts?.rowCount ?? rowCount;
  const tableHeaders = new Set(columns.map((c) => headerWords(c).words).filter((words) => words.length === 1).map((words) => words[0]));
  const meanings = keepValueNamesDistinct(
    columns.map((c) => describeColumnMeaning(c, byId.get(c.id), rows, tableHeaders)),
    byId,
  );
  return { version: SEMANTIC_VERSION, table: describeTableMeaning(meanings, byId, rows, source), columns: meanings };
}

/**
 * "The day" names the weekday-name column only when it says which one: with two such columns it goes to the first
 * when both hold the same values (a copy answers alike), and to neither when they differ ("Mon" beside "Monday").
 */
function keepValueNamesDistinct(meanings: ColumnMeaning[], facts: ReadonlyMap<string, ValueFacts>): ColumnMeaning[] {
  const byKind = new Map<string, ColumnMeaning[]>();
  for (const m of meanings) if (m.valueNames && m.valueKind) byKind.set(m.valueKind, [...(byKind.get(m.valueKind) ?? []), m]);
  const keep = new Set<ColumnMeaning>();
  for (const sameKind of byKind.values()) {
    const valueSets = new Set(sameKind.map((m) => [...new Set(sampleValues(facts.get(m.id)))].sort().join("\u0000")));
    if (valueSets.size === 1) keep.add(sameKind[0]);
  }
  return meanings.map((meaning) => {
    if (!meaning.valueNames || keep.has(meaning)) return meaning;
    const { valueNames: _dropped, ...rest } = meaning;
    return rest;
  });
}

/** The stored meaning when it was made by these rules for these very columns (same ids and headers, same order). */
function storedMeaningFits(stored: DatasetMeaning | undefined, columns: readonly ColumnLike[]): stored is DatasetMeaning {
  return (
    stored !== undefined &&
    stored.version === SEMANTIC_VERSION &&
    stored.columns.length === columns.length &&
    stored.columns.every((m, i) => m.id === columns[i].id && m.name === columns[i].name)
  );
}

/** The stored meaning when it fits, otherwise the meaning worked out now from what is known. */
export function datasetMeaningFor(columns: readonly ColumnLike[], facts: (MeaningFacts & { semantic?: DatasetMeaning }) | undefined, rowCount: number): DatasetMeaning {
  return storedMeaningFits(facts?.semantic, columns) ? facts.semantic : describeDatasetMeaning(columns, facts, rowCount);
}
