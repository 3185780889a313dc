// "Which party had the highest %?", "what is the % of the Liberal Centre?" in a table with a column headed "%": the
// share word names that column, not a share of the rows worked out (8.3 % of the rows for one party whose "%" cell
// says 5.6 %) — issue #27. Only a column whose header is nothing but a share word, the table's only one; a share
// word followed by "of" and a column's word ("percentage of the vote", "% of parties", "% of total") still asks for a share;
// followed by "of" and a value ("the % of the Liberal Centre") it is the column's figure for those rows.
import { holdsPercents } from "../percent-columns";
import { stem } from "../../language/lemmatize";
import type { Token } from "../text/tokenize";
import type { ColumnEntry, SchemaIndex } from "../schema-index";

const SHARE_WORDS: ReadonlySet<string> = new Set(["%", "percent", "percentage", "pct", "share"]);
/** Words after a share word that make it a share or a change asked for, not the column. */
const ASKS_A_SHARE: ReadonlySet<string> = new Set(["change", "changes", "growth", "increase", "decrease", "difference", "point", "points"]);
const ARTICLES: ReadonlySet<string> = new Set(["the", "a", "an", "all"]);

/** "% of total", "percentage of the vote", "% of parties": "of" then the whole or a column's word — a share asked for. */
function ofAFigure(tokens: readonly Token[], at: number, index: SchemaIndex): boolean {
  if (tokens[at]?.norm !== "of") return false;
  let k = at + 1;
  while (ARTICLES.has(tokens[k]?.norm ?? "")) k++;
  const word = tokens[k]?.norm;
  if (word === undefined) return false;
  if (word === "total" || word === "rows" || word === "all") return true;
  const s = stem(word);
  return index.columns.some((c) => c.words.some((w) => w.stem === s));
}


/** The table's one column of percentages headed by a share word alone ("%", "Percentage", "Share"). */
function bareShareColumn(index: SchemaIndex): ColumnEntry | undefined {
  const bare = index.columns.filter((c) => holdsPercents(c) && c.words.every((w) => SHARE_WORDS.has(w.norm)));
  return bare.length === 1 ? bare[0] : undefined;
}

/** Share words of the question that name the table's bare percent column, with that column. */
export function shareWordColumns(tokens: readonly Token[], index: SchemaIndex): { start: number; column: ColumnEntry }[] {
  const column = bareShareColumn(index);
  if (!column) return [];
  const out: { start: number; column: ColumnEntry }[] = [];
  tokens.forEach((token, i) => {
    if (!SHARE_WORDS.has(token.norm) || ASKS_A_SHARE.has(tokens[i + 1]?.norm ?? "") || ofAFigure(tokens, i + 1, index) || tokens[i - 1]?.kind === "number") return;
    out.push({ start: i, column });
  });
  return out;
}
