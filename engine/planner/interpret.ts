// Turns the mentions of one question into a Frame: which columns are measured, grouped and
// filtered, with comparisons attached to the right columns and time expressions resolved against
// the chosen date column's own range. Never invents a column: words it cannot place are reported.
// The steps live in roles/; their order matters, as each reads what the earlier ones settled.
import { aggregateChoiceNotes } from "./aggregate-choice";
import type { Frame } from "./frame";
import type { ReadQuestion } from "./match/mentions";
import { placeTimeFiltersAndBuckets } from "./roles/dates";
import { type Draft, startDraft } from "./roles/draft";
import { placeGroupCount, takeGroupCount } from "./roles/group-counts";
import { placeGroups } from "./roles/groups";
import { placeMajority, readMajority } from "./roles/majority";
import { placeRangeGroup, readRanges } from "./roles/ranges";
import { placeMeasures, reportUnfitMoneyWords } from "./roles/measures";
import { placeNumbers } from "./roles/number-filters";
import { placeRankingPlace, readPlaces } from "./roles/places";
import { placePeriodGrowth } from "./roles/period-growth";
import { settleRowsOrFigures } from "./roles/rows-or-figures";
import { answerRankedFigures, orientBestWorst, rankBySuperlatives } from "./roles/superlatives";
import { answerNamedRankedFigure } from "./roles/ranked-figures";
import { addTransforms } from "./roles/transforms";
import { placeValueFilters } from "./roles/value-filters";
import { walkMentions } from "./roles/walk-mentions";
import { placeCheck } from "./roles/yes-no-checks";
import type { SchemaIndex } from "./schema-index";

const AGGREGATE_WORDS: ReadonlySet<string> = new Set(["average", "mean", "median", "avg"]);
const COMPARING_WORDS: ReadonlySet<string> = new Set(["than", "above", "below", "over", "under", "exceeds", "exceed", "exceeding", "beats", "beat"]);

/**
 * "How many passengers paid more than the average fare?", "regions with revenue above average": each row (or group)
 * compared with a figure of the whole data. Plans cannot hold that comparison yet; answering without it would
 * answer another question. Returns the figure in words ("the average"), or undefined.
 */
function comparedWithFigure(tokens: readonly { norm: string }[]): string | undefined {
  for (let i = 1; i < tokens.length; i++) {
    if (!AGGREGATE_WORDS.has(tokens[i].norm)) continue;
    const before = tokens.slice(Math.max(0, i - 3), i).map((t) => t.norm);
    const k = before.findIndex((w) => COMPARING_WORDS.has(w));
    if (k >= 0 && before.slice(k + 1).every((w) => w === "the" || w === "an" || w === "its" || w === "their")) return `the ${tokens[i].norm === "avg" ? "average" : tokens[i].norm}`;
  }
  return undefined;
}

/**
 * "… where region is not", "… and returned is no": a negation that ends the question, so nothing took it. Answering
 * without it would answer for the opposite rows. "Yes or no", "or not" only ask for a yes/no answer. Returns the
 * negation's words, or undefined.
 */
function danglingNegation(d: Draft): string | undefined {
  const at = d.pending.exclude;
  if (at === undefined || d.tokens[at - 1]?.norm === "or") return undefined;
  const after = d.mentions.filter((m) => m.start > at && !(m.kind === "word" && m.filler));
  return after.length === 0 ? d.tokens[at]?.raw : undefined;
}

/**
 * Interprets a read question against the dataset. `datasetWords` are words of the dataset's name, which
 * are context ("marketing" in a marketing file), not unknown words.
 */
export function interpret(read: ReadQuestion, index: SchemaIndex, datasetWords: ReadonlySet<string> = new Set(), fileWords: ReadonlySet<string> = datasetWords): Frame {
  const d = startDraft(read, index, datasetWords, fileWords);
  const { frame } = d;
  readRanges(d);
  readPlaces(d);
  walkMentions(d);
  readMajority(d);
  const negation = danglingNegation(d);
  if (negation) {
    frame.refusal = `I couldn't tell what '${negation}' applies to in this question, so I won't guess which rows it leaves out. Name the column and the value, e.g. "where Status is not Closed".`;
    return frame;
  }

  const opener = d.first?.norm;
  if (opener && (opener === "and" || opener === "what" || opener === "how") && frame.followUp.opener === undefined) {
    if (opener === "and") frame.followUp.opener = "and";
  }
  if (d.flags.future) {
    frame.refusal = "I can only describe the data you have; I can't forecast or predict future values.";
    return frame;
  }
  const versusFigure = comparedWithFigure(d.tokens);
  if (versusFigure) {
    frame.refusal = `I can't yet compare each row with ${versusFigure} of the data. Ask for ${versusFigure} first, then for the rows above or below that number.`;
    return frame;
  }

  takeGroupCount(d);
  if (frame.refusal) return frame;
  placeNumbers(d);
  placeValueFilters(d);
  placeTimeFiltersAndBuckets(d);
  placeGroups(d);
  placeRangeGroup(d);
  placeMeasures(d);
  rankBySuperlatives(d);
  reportUnfitMoneyWords(d);
  placePeriodGrowth(d);
  placeCheck(d);
  addTransforms(d);
  orientBestWorst(d);
  settleRowsOrFigures(d);
  answerRankedFigures(d);
  answerNamedRankedFigure(d);
  placeRankingPlace(d);
  placeMajority(d);
  placeGroupCount(d);
  if (frame.kind === "aggregate") frame.notes.push(...aggregateChoiceNotes(frame, d.flags.perRow));

  // Signals for merging into the previous question's plan (follow-up.ts).
  frame.followUp.namedMeasure = d.measureColumns.length > 0 || (d.countRows !== undefined && d.countCue) || frame.measures.some((x) => x.column !== undefined && x.explicitOp);
  frame.followUp.groupOnly = frame.groups.length > 0 && frame.measures.every((x) => !x.explicitOp) && frame.filters.length === 0 && !d.countRows;
  return frame;
}
