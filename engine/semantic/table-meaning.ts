// What one row of a table is: the noun of its id column ("Order ID" → order), of a name column whose values
// are all different ("Passenger Name" → passenger), of the sheet and of the file ("titanic_passengers.csv" → passenger).
import { FUNCTION_WORDS } from "../language/vocabulary";
import { lemma } from "../language/lemmatize";
import { splitWords } from "../language/split-words";
import { ID_WORDS } from "./column-role";
import { contentPositions } from "./header-words";
import type { ColumnMeaning, EntitySource, TableMeaning, ValueFacts } from "./types";

/** Words of file and sheet names that say how the file was made, not what its rows are. */
const FILE_NOISE: ReadonlySet<string> = new Set([
  "data", "dataset", "datasets", "table", "tables", "list", "export", "exports", "exported", "final", "copy", "sheet", "file",
  "raw", "clean", "cleaned", "sample", "new", "old", "all", "full", "db", "database", "info", "details", "csv", "xlsx", "json",
  "report", "extract", "dump", "backup", "latest", "updated", "version", "draft", "test", "book", "workbook",
]);
/** Words before "Name" that qualify the name, not the row: "First Name", "File Name". */
const NAME_QUALIFIERS: ReadonlySet<string> = new Set(["first", "last", "full", "middle", "given", "family", "display", "file", "sheet", "user", "nick", "short", "long", "official", "common", "scientific"]);

/** The last word of a file or sheet name that can be a noun, singular: "titanic_passengers.csv" → passenger. */
function nounOfName(name: string): string | undefined {
  const words = splitWords(name.replace(/\.[a-z0-9]{1,5}$/i, "")).filter((w) => /^[a-z]{3,}$/.test(w) && !FILE_NOISE.has(w) && !FUNCTION_WORDS.has(w) && !/^v\d/.test(w));
  const last = words.at(-1);
  return last ? lemma(last) : undefined;
}

export function describeTableMeaning(
  columns: readonly ColumnMeaning[],
  facts: ReadonlyMap<string, ValueFacts>,
  rowCount: number,
  source: { fileName?: string; sheet?: string } = {},
): TableMeaning {
  const entities: TableMeaning["entities"] = [];
  const add = (noun: string | undefined, from: EntitySource) => {
    if (noun && !entities.some((e) => e.noun === noun)) entities.push({ noun, from });
  };
  // An id column names its rows: "Order ID" → order (the planner reads these words as the rows, never as a filter).
  for (const column of columns) {
    if (column.role !== "identifier") continue;
    for (const position of contentPositions(column.words, column.question === true)) {
      const word = column.words[position];
      if (!ID_WORDS.has(word) || word === "sku") add(word, "id column");
    }
  }
  for (const column of columns) {
    const [qualifier, last] = column.words.length === 2 ? column.words : [];
    const distinct = facts.get(column.id)?.distinct;
    const oneARow = distinct !== undefined && rowCount > 0 && distinct >= 0.9 * rowCount;
    if ((last === "name" || last === "title") && qualifier && !NAME_QUALIFIERS.has(qualifier) && /^[a-z]{3,}$/.test(qualifier) && oneARow) add(lemma(qualifier), "name column");
  }
  if (source.sheet && !/^(sheet|table|tab|page)\s*\d*$/i.test(source.sheet.trim())) add(nounOfName(source.sheet), "sheet name");
  if (source.fileName) add(nounOfName(source.fileName), "file name");
  return { entities };
}
