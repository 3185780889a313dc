// A newer file seen through the previous file's column ids, so a report's saved plans run on it unchanged
// (their measure and group ids, sorts and tops derive from those ids). Display names stay the new file's.
import type { ColumnFacts } from "../plan/validate";
import type { Batch, ColumnSchema, Dataset } from "../types";

/** `mapping[previous id] = new id`; the new file's other columns keep their ids, moved aside when one is taken. */
function idsFor(columns: readonly ColumnSchema[], mapping: Readonly<Record<string, string>>): Map<string, string> {
  const renamed = new Map(Object.entries(mapping).map(([previous, next]) => [next, previous]));
  const taken = new Set(renamed.values());
  const ids = new Map<string, string>();
  for (const c of columns) {
    let id = renamed.get(c.id) ?? c.id;
    if (!renamed.has(c.id)) for (let n = 2; taken.has(id); n++) id = `${c.id}_${n}`;
    taken.add(id);
    ids.set(c.id, id);
  }
  return ids;
}

/** `dataset` with its columns renamed to the previous file's ids per `mapping` (the data is not copied). */
export function aliasColumns(dataset: Dataset, mapping: Readonly<Record<string, string>>): Dataset {
  const ids = idsFor(dataset.schema.columns, mapping);
  return {
    schema: { ...dataset.schema, columns: dataset.schema.columns.map((c) => ({ ...c, id: ids.get(c.id)! })) },
    async *batches(): AsyncIterable<Batch> {
      for await (const batch of dataset.batches()) {
        const columns: Batch["columns"] = {};
        for (const [id, data] of Object.entries(batch.columns)) columns[ids.get(id) ?? id] = data;
        yield { length: batch.length, columns };
      }
    },
  };
}

/** The new file's profile facts under the same ids as aliasColumns gives its columns. */
export function aliasFacts<T extends ColumnFacts>(schema: readonly ColumnSchema[], facts: readonly T[], mapping: Readonly<Record<string, string>>): T[] {
  const ids = idsFor(schema, mapping);
  return facts.map((f) => ({ ...f, id: ids.get(f.id) ?? f.id }));
}
