// The records of a file as written: each dataset row's cells as the reader gave them, before any type was read —
// a CSV field's text after unquoting (spaces kept, "03/01/2024" as typed), a workbook cell's stored value (a
// number, text, yes/no, or the date its serial stands for). The rows are chosen exactly as the import chose them
// (title rows above the header, blank rows, fields spanning lines, CRLF), by running the same reader and table
// builder, so row i here is row i of the dataset. Cleaning compares them to say which repeats are identical in
// the file and which only match once read.
import type { Cell } from "../read/cell";
import { type IngestInput, type IngestOptions, openSource } from "./ingest";
import { TableBuilder } from "./table-builder";

/** Dataset row (0-based) → its cells as written. */
export type FileRecords = ReadonlyMap<number, readonly Cell[]>;

/**
 * The records of `rows` (0-based dataset rows) in the file `input`, read with the import's `choices`, and how many
 * rows the file holds read this way (a caller checks it against its dataset's). Only the rows asked are kept
 * (cleaning asks for the rows that repeat another once read), so memory stays that of those rows.
 */
export async function readFileRecords(
  input: IngestInput,
  rows: ReadonlySet<number>,
  options: Pick<IngestOptions, "choices" | "maxWorkbookBytes"> = {},
): Promise<{ records: FileRecords; rowCount: number }> {
  const records = new Map<number, Cell[]>();
  const { source } = await openSource(input, options);
  let rowCount = 0;
  const builder = new TableBuilder({
    header: source.header,
    info: source.info,
    formats: source.formats,
    choices: options.choices,
    onBatch() {},
    onDataRows(count, rowAt) {
      for (let i = 0; i < count; i++, rowCount++) if (rows.has(rowCount)) records.set(rowCount, rowAt(i).slice());
    },
  });
  for await (const chunk of source.chunks) await builder.add(chunk.scanned ?? chunk.rows, chunk.names);
  await builder.finish();
  return { records, rowCount };
}
