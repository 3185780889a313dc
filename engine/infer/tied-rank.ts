// Tied places in a ranking as tables write them: "=9", "9=", "T-3", "T3" (two or more entrants share 9th place).
// Read only in a column whose header names a ranking: elsewhere "T3" is as likely a code (a terminal, a tumour
// stage) as a tie, and a code read as a number would answer questions with a wrong figure.

/** Headers of a ranking or finishing place: "Rank", "Pos.", "Position", "Place", "Finish", "#". */
const RANK_HEADER = /^#$|\b(?:rank|ranking|rk|pos|position|place|placing|finish|finished)\b/i;

const TIED = /^(?:=\s?([1-9]\d{0,4})|([1-9]\d{0,4})\s?=|[Tt]-?([1-9]\d{0,4}))$/;

/** Whether a column's header names a ranking, whose values may be written as ties. */
export function namesRanking(header: string): boolean {
  return RANK_HEADER.test(header.trim());
}

/** The place a tied rank stands for ("=9" → 9, "T-3" → 3), or NaN when the text is not one. */
export function parseTiedRank(text: string): number {
  const m = TIED.exec(text.trim());
  return m ? Number(m[1] ?? m[2] ?? m[3]) : NaN;
}
