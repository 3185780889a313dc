// Questions about one row in relation to another row — where it sits in the file ("the race after the one in
// Pocono", "listed above or below Kyle Anderson") or how it compares with another row's figure ("cities with
// more people than Arquata Scrivia", "the same date of creation as the Duke of Coimbra"). The planner's plans
// filter, group and rank rows; they cannot refer to a neighbouring row or to another row's value, so a plan
// made from such a question answers something else (usually the named row itself). The planner asks instead.
import type { Mention, ReadQuestion } from "./match/mentions";

/** Words placing a row relative to another row of the file. */
const ORDER_WORDS: ReadonlySet<string> = new Set(["before", "after", "above", "below", "next", "previous", "preceding", "following", "prior", "behind", "ahead"]);
/** Verbs placing a row in the file: "listed first, A or B?" asks which of two rows comes first. */
const LISTING_VERBS: ReadonlySet<string> = new Set(["listed", "appears", "appear", "placed", "shown", "comes", "come", "written", "mentioned"]);
/** Verbs that place a row in the file's order ("comes after", "listed before"): never a comparison of figures. */
const PLACING_VERBS: ReadonlySet<string> = new Set(["listed", "comes", "come", "came", "appears", "appear", "appeared", "follows", "followed", "precedes", "preceded", "placed", "written"]);
/** Comparatives that ask about another row when what follows "than"/"as" is one of its values. */
const COMPARE_LINKS: ReadonlySet<string> = new Set(["than", "as"]);
/** Words that may sit between an order word or a comparison and the other row it names. */
const LINK_WORDS: ReadonlySet<string> = new Set(["the", "a", "an", "to", "of", "that", "one", "team", "player", "race", "row", "entry", "in", "at", "for", "by"]);

/** The value mention that `k`'s words point at: the first mention starting after token `at`, past link words only. */
function pointsAtValue(read: ReadQuestion, at: number): boolean {
  const after = read.mentions.filter((m) => m.start > at).sort((a, b) => a.start - b.start);
  for (const m of after.slice(0, 4)) {
    if (m.kind === "value") return true;
    if (m.kind === "number" || m.kind === "time" || m.kind === "top") return false;
    if (m.kind === "column" && m.end - m.start > 1) return false;
    if (m.kind === "word" && !LINK_WORDS.has(m.norm) && !m.filler) return false;
  }
  return false;
}

/** The first mention after token `at`, past grammar words, is a column: the comparison names what it compares. */
function namesColumnNext(read: ReadQuestion, at: number): boolean {
  const next = read.mentions.filter((m) => m.start > at && !(m.kind === "word" && (m.filler || LINK_WORDS.has(m.norm)))).sort((a, b) => a.start - b.start)[0];
  return next?.kind === "column";
}

/** A value mention before token `at` of the same column as the first value after it: two groups compared. */
function valueBefore(read: ReadQuestion, at: number): boolean {
  const after = read.mentions.find((m) => m.kind === "value" && m.start > at);
  return read.mentions.some((m) => m.kind === "value" && m.end <= at && after?.kind === "value" && m.column === after.column);
}

const norms = (read: ReadQuestion) => read.tokens.map((t) => t.norm);

/**
 * The words of a question that refer to another row by its position or its value, or undefined. Positions in the
 * whole file ("the first 5 rows", "listed first") are left to the planner, which reads them as row positions.
 */
export function otherRowReference(read: ReadQuestion): string | undefined {
  const words = norms(read);
  for (let k = 0; k < words.length; k++) {
    const word = words[k];
    // "above or below", "before or after": the question asks where one row sits relative to another.
    if (ORDER_WORDS.has(word) && words[k + 1] === "or" && ORDER_WORDS.has(words[k + 2] ?? "")) return `${word} or ${words[k + 2]}`;
    if (ORDER_WORDS.has(word) && pointsAtValue(read, k)) return word;
    // "which order comes after 1003": a verb of place in the file before a bare number or value; "came after round
    // 6" names the column it compares.
    if (ORDER_WORDS.has(word) && PLACING_VERBS.has(words[k - 1] ?? "") && !namesColumnNext(read, k)) return `${words[k - 1]} ${word}`;
    if (LISTING_VERBS.has(word) && ["first", "last", "top", "bottom"].includes(words[k + 1] ?? "") && hasChoice(read)) return `${word} ${words[k + 1]}`;
    // "more … than Arquata Scrivia" names another row; "more for men than for women" compares two groups (supported).
    if (COMPARE_LINKS.has(word) && (word === "than" || words.slice(Math.max(0, k - 6), k).includes("same")) && pointsAtValue(read, k) && !valueBefore(read, k)) return `${words[k - 1] ?? ""} ${word}`.trim();
  }
  return undefined;
}

/** Two values of one column joined by "or": "Atlantic Coast Conference or Independent", "CA or CE". */
export function hasChoice(read: ReadQuestion): boolean {
  const values = read.mentions.filter((m): m is Extract<Mention, { kind: "value" }> => m.kind === "value");
  const words = norms(read);
  return values.some((a, i) => values.slice(i + 1).some((b) => b.column === a.column && words.slice(a.end, b.start).includes("or")));
}
