// Cells that hold lists, written "[a, b]" or "['a', 'b']" (exports of tags, categories, countries, multi-choice
// answers): a plan with eachItemOf counts a row once per item, so "the most common label" ranks labels, not
// whole combinations of them. Batches are rewritten as they stream; other columns' values repeat per item.
import type { Batch, ColumnData, Dataset } from "../types";

/** The items of one list cell: "[Spain, France]" → Spain, France; "['Computer Science']" → Computer Science; "[]" → none. */
export function listItems(cell: string): string[] {
  const text = cell.trim();
  const inner = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  return inner
    .split(",")
    .map((item) => item.trim().replace(/^(['"])(.*)\1$/, "$2").trim())
    .filter((item) => item.length > 0);
}

function repeatColumn(data: ColumnData, source: Int32Array): ColumnData {
  switch (data.type) {
    case "number":
    case "date":
      return { type: data.type, values: Float64Array.from(source, (i) => data.values[i]) };
    case "boolean":
      return { type: "boolean", values: Uint8Array.from(source, (i) => data.values[i]) };
    case "text":
      return { type: "text", codes: Int32Array.from(source, (i) => data.codes[i]), dictionary: data.dictionary };
  }
}

/** The dataset with one row per item of `columnId`'s list cells (a row with an empty list stays once, with no item). */
export function eachItemOf(dataset: Dataset, columnId: string): Dataset {
  return {
    schema: dataset.schema,
    async *batches(columns?: readonly string[]) {
      for await (const batch of dataset.batches(columns && [...columns, columnId])) {
        const listed = batch.columns[columnId];
        if (listed?.type !== "text") {
          yield batch;
          continue;
        }
        // Items of each dictionary entry, coded in one item dictionary for the batch.
        const itemDictionary: string[] = [];
        const itemCodes = new Map<string, number>();
        const itemsOfEntry = listed.dictionary.map((entry) =>
          listItems(entry).map((item) => {
            let code = itemCodes.get(item);
            if (code === undefined) {
              code = itemDictionary.length;
              itemCodes.set(item, code);
              itemDictionary.push(item);
            }
            return code;
          }),
        );
        const source: number[] = [];
        const codes: number[] = [];
        for (let i = 0; i < batch.length; i++) {
          const entry = listed.codes[i];
          const items = entry < 0 ? [] : itemsOfEntry[entry];
          if (items.length === 0) {
            source.push(i);
            codes.push(-1);
          } else
            for (const code of items) {
              source.push(i);
              codes.push(code);
            }
        }
        const rows = Int32Array.from(source);
        const columns: Record<string, ColumnData> = {};
        for (const [id, data] of Object.entries(batch.columns)) columns[id] = id === columnId ? { type: "text", codes: Int32Array.from(codes), dictionary: itemDictionary } : repeatColumn(data, rows);
        const out: Batch = { length: rows.length, columns };
        yield out;
      }
    },
  };
}
