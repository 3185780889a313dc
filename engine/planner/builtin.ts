// The built-in planner: deterministic, offline, fast. Reads the question against the dataset's own
// columns and values, merges follow-ups into the previous plan, validates the result and explains
// how it understood the question — or asks for clarification instead of guessing.
import { validatePlan } from "../plan/validate";
import { buildPlan } from "./build-plan";
import { findBusinessTerm, planBusinessTerm, shareOfSlice, yearOverYear } from "./business-terms";
import { clarify, suggestColumns } from "./clarify";
import { refusalRewordings } from "./refusal-choices";
import { checkedChoices, reword, type Rewording, unknownWordRewordings } from "./choices";
import { anyOrTotalRewordings, directionRewordings, namingColumnRewordings, numberOrColumnRewordings, rowsOrDifferentRewordings, sameWordColumnsRewordings, totalOrRowsRewordings, valueOfOneRowRewordings } from "./back-choices";
import { SURE_CONFIDENCE } from "./certainty";
import { ambiguousColumn, unusedMentions } from "./coverage";
import { readListItems } from "./list-columns";
import { spanText } from "./roles/draft";
import { yearColumnIds } from "./roles/year-bounds";
import { MAJORITY_NOTE, majorityShare } from "./roles/majority";
import { mergeFollowUp } from "./follow-up";
import { interpret } from "./interpret";
import { groupedByNames } from "./labelled-codes";
import { valueAskedOfOne } from "./one-entity-value";
import { otherRowReference } from "./other-rows";
import { planMismatch } from "./precision-checks";
import { summaryRowSum, summaryRows, withoutSummaryRows } from "./total-rows";
import { statedShare } from "./stated-share";
import { collectiveMentions } from "./collective-all";
import { perRowLabelMentions } from "./rows-label";
import { aggregationWithoutFigure } from "./aggregation-object";
import { countBesideTotal, countOfRepeatedIds, figureOfOneRow, numberWordOrColumn, showAskedColumns, unsureDistinctCount } from "./weak-evidence";
import { type ReadQuestion, readQuestion } from "./match/mentions";
import { alignListedValues } from "./match/listed-values";
import { askedShape, type ChoicePoint, contradictsShape, explainedWords, filtersOnChoice, findChoicePoint } from "./readings";
import { type Reading } from "./types";
import { type SchemaIndex, schemaIndexFor } from "./schema-index";
import type { ClarificationChoice, PlannerInput, PlannerResult } from "./types";
import { describeUnderstanding } from "./understood";
import { groupsOfStem } from "./words";
import { splitWords } from "../language/split-words";
import { SYNONYM_GROUPS } from "./lexicon";
import { withoutAnswerNotes } from "./text/instructions";
import { stem } from "../language/lemmatize";

export interface BuiltInPlannerInput extends PlannerInput {
  /** The dataset's name (file name): its words are context, not unknown words ("sales" in sales.csv). */
  datasetName?: string;
}

/** Words of the file's name (and their stems); with synonyms, the words that are context in its questions. */
function datasetWords(name: string | undefined, withSynonyms = true): Set<string> {
  const words = new Set<string>();
  if (!name) return words;
  for (const word of splitWords(name.replace(/\.[a-z0-9]+$/i, ""))) {
    words.add(word);
    words.add(stem(word));
    // "deaths" in mortality.csv: synonyms of the file's words are context too.
    if (withSynonyms) for (const group of groupsOfStem(stem(word))) for (const synonym of SYNONYM_GROUPS[group]) if (!synonym.includes(" ")) {
      words.add(synonym);
      words.add(stem(synonym));
    }
  }
  return words;
}

/** Turns rewordings of the question into the choices a question back offers (choices.ts). */
type OfferChoices = (read: ReadQuestion, rewordings: readonly Rewording[]) => ClarificationChoice[];

/**
 * Plans a question with the built-in planner. Pure and synchronous; a few milliseconds at most. A question back
 * offers choices (each planned once more to check it reads as offered) unless `choices` is false.
 */
export function planWithBuiltIn(input: BuiltInPlannerInput, { choices = true }: { choices?: boolean } = {}): PlannerResult {
  const question = withoutAnswerNotes(input.question);
  const offer: OfferChoices = (read, rewordings) =>
    !choices || rewordings.length === 0
      ? []
      : checkedChoices(question.slice(0, 1000), read, rewordings, (asked, accepts) => {
          const again = planWithBuiltIn({ ...input, question: asked }, { choices: false });
          return again.plan !== null && again.confidence >= SURE_CONFIDENCE && accepts(again.plan);
        });
  if (question.length === 0) {
    return askBack("Please type a question about your data.");
  }
  const index = schemaIndexFor(input.schema, input.profile);
  // "cost per click by channel": planned as "Spend by channel", then the ratio (business-terms.ts).
  const term = findBusinessTerm(question.slice(0, 1000), index);
  if (term) {
    const planned = planBusinessTerm(term, (rewritten) => planWithBuiltIn({ ...input, question: rewritten }, { choices }));
    return planned.plan ? { ...planned, understood: describeUnderstanding(planned.plan, input.schema) } : planned;
  }
  // Values listed together follow one column (match/listed-values.ts) before any tie between columns is looked for.
  const read = alignListedValues(readQuestion(question.slice(0, 1000), index));
  const choice = findChoicePoint(read, index);
  const planned = planRead(input, question, read, index, offer);
  // A plan made despite a column tie does not depend on it (the tied word was read another way), nor one that
  // filters on none of the columns a tied value was found in ("pay" in Payroll and PayPal, read as a money verb).
  if (!choice || planned.followUp || (planned.plan && (choice.kind === "column" || !filtersOnChoice(planned.plan, choice)))) return planned;
  // A value's first reading is the matcher's own pick: the read just planned, less the rivals no role reads.
  const first = choice.kind === "value" ? planned : undefined;
  const readings = withReadings(planned, choice, (option, k) => (k === 0 && first ? first : planRead(input, question, option, index, offer)), read);
  return { ...readings, readings: readings.readings?.map((r, k) => ({ ...r, question: choiceQuestion(question, read, choice, r, k) })) };
}

/**
 * The readings of a question whose words fit several columns equally well, each planned and scored. The best
 * (the matcher's own pick on a tie) is the plan; a tie between columns stays a question back unless executing
 * the readings settles it (engine/answer/answer-readings.ts).
 */
function withReadings(planned: PlannerResult, choice: ChoicePoint, plan: (read: ReadQuestion, k: number) => PlannerResult, read: ReadQuestion): PlannerResult {
  const readings: Reading[] = [];
  const shape = askedShape(read);
  for (const [k, option] of choice.options.entries()) {
    const result = plan(option.read, k);
    // A reading whose answer cannot be what was asked ("which …" answered by one number) is not a candidate.
    if (!result.plan || contradictsShape(shape, result.plan)) continue;
    readings.push({ plan: result.plan, understood: result.understood, score: explainedWords(read, option.column), choice: option.label, ...(result.notes ? { notes: result.notes } : {}) });
  }
  if (readings.length === 0) return planned;
  if (readings.length === 1) return { ...planned, ...resultOf(readings[0], planned) };
  // Stable: on equal scores the matcher's order stands.
  const ranked = [...readings].sort((a, b) => b.score - a.score);
  if (ranked[0].score > ranked[1].score) return { ...planned, ...resultOf(ranked[0], planned), readings: ranked };
  if (choice.kind === "column") return { ...planned, readings: ranked };
  // A value found in two columns with nothing to tell them apart ("Oak" as a Material and as a Finish): the
  // matcher's pick, but not sure of it (certainty.ts: tied). The hybrid planner runs the readings and answers when
  // that settles it; otherwise Workers AI is asked, and offline the user ("Did you mean …?").
  return { ...planned, ...resultOf(ranked[0], planned), confidence: Math.min(planned.confidence, GUESSED_CONFIDENCE), readings: ranked };
}

/**
 * The question reworded to read only as `reading`: the tied word replaced by its column's name, or the column's
 * name put before the value ("total revenue for Origin Lisbon").
 */
function choiceQuestion(question: string, read: ReadQuestion, choice: ChoicePoint, reading: Reading, k: number): string | undefined {
  const option = choice.options.find((o) => o.label === reading.choice) ?? choice.options[k];
  if (!option) return undefined;
  const written = question.slice(read.tokens[choice.start]?.start ?? 0, read.tokens[choice.end - 1]?.end ?? 0);
  return reword(question, read.tokens, choice.start, choice.end, choice.kind === "value" ? `${option.column.name} ${written}` : option.column.name);
}

/** The confidence of a reading the planner picked among others as good (below SURE_CONFIDENCE). */
const GUESSED_CONFIDENCE = 0.6;

function resultOf(reading: Reading, planned: PlannerResult): Pick<PlannerResult, "plan" | "understood" | "confidence" | "clarification" | "notes" | "valueOfOne"> {
  return { plan: reading.plan, understood: reading.understood, confidence: planned.plan ? planned.confidence : GUESSED_CONFIDENCE, clarification: undefined, ...(reading.notes ? { notes: [...reading.notes] } : { notes: undefined }), valueOfOne: reading.plan === planned.plan ? planned.valueOfOne : undefined };
}

/** The sentences that end a question back by telling how to ask it again ("Ask "how many rows …" or …"). */
const HOW_TO_ASK = /\s(?:Ask |Name the figure )[^]*$/;

/**
 * A question back with the choices that answer it, when there are any. Its closing "Ask …" sentence goes then:
 * the choices say it (the page's buttons, the API's `choices`, the CLI's "Ask instead:"), so the card does not say
 * it twice; with no choice the sentence stays, and the message alone tells how to ask (decision 0041).
 */
function withChoices(result: PlannerResult, choices: ClarificationChoice[]): PlannerResult {
  if (!result.clarification || choices.length === 0) return result;
  const { message } = result.clarification;
  const asked = message.replace(HOW_TO_ASK, "");
  return { ...result, clarification: { ...result.clarification, message: /[?.]$/.test(asked) ? asked : message, choices } };
}

/** A question back instead of an answer: no plan, the reason for the user, the columns worth naming. */
function askBack(message: string, suggestions: string[] = [], unknownWords: string[] = [], followUp?: boolean): PlannerResult {
  return { plan: null, understood: "", confidence: 0, planner: "built-in", clarification: { message, suggestions, unknownWords }, ...(followUp !== undefined ? { followUp } : {}) };
}

/** Plans one read of the question (see planWithBuiltIn). */
function planRead(input: BuiltInPlannerInput, question: string, read: ReadQuestion, index: SchemaIndex, offer: OfferChoices): PlannerResult {
  const fileWords = datasetWords(input.datasetName, false);
  const fresh = interpret(read, index, datasetWords(input.datasetName), fileWords);
  const previous = [...(input.conversation ?? [])].reverse().find((turn) => turn.plan !== null)?.plan ?? null;
  const merged = previous ? mergeFollowUp(fresh, previous, index, read) : { frame: fresh, followUp: false };
  const frame = merged.frame;

  if (frame.refusal) {
    const named = frame.refusalOptions?.refusal === frame.refusal ? refusalRewordings(read.tokens, frame.refusalOptions.options) : [];
    return withChoices(askBack(frame.refusal), offer(read, [...named, ...directionRewordings(read)]));
  }
  const clarification = clarify(frame, index, read, merged.plan !== undefined);
  if (clarification) {
    const asked: PlannerResult = { plan: null, understood: "", confidence: 0, planner: "built-in", clarification, followUp: merged.followUp };
    return clarification.suggestions.length > 0 ? withChoices(asked, offer(read, unknownWordRewordings(read, clarification.unknownWords, (word) => suggestColumns(word, index)))) : asked;
  }

  const built = merged.plan ?? buildPlan(frame);
  const figureless = merged.followUp ? undefined : aggregationWithoutFigure(frame, built);
  if (figureless) {
    const example = index.columns.find((c) => c.type === "number" && !c.isId && !c.categorical)?.name ?? "Amount";
    return askBack(`I couldn't tell which figure the ${figureless} is of. Name its column, for example "${figureless} ${example}".`, [example]);
  }
  if (!merged.followUp) {
    const unused = unusedMentions(read.mentions, built, (m) => spanText(read.tokens, m.start, m.end), fileWords, new Set([...collectiveMentions(read), ...perRowLabelMentions(read, index.rowCount)]), yearColumnIds(index));
    if (unused.length > 0) {
      const words = unused.map((w) => `'${w}'`).join(", ");
      return askBack(`I found ${words} in your data but couldn't work out how ${unused.length === 1 ? "it fits" : "they fit"} into this question. Try rephrasing it, for example "average Price by Region".`, [], unused);
    }
  }
  const ambiguous = !merged.followUp ? ambiguousColumn(read.mentions, built) : undefined;
  if (ambiguous) {
    const names = ambiguous.columns.map((c) => `'${c.name}'`);
    const asked = askBack(`Which column do you mean: ${names.slice(0, -1).join(", ")} or ${names.at(-1)}? Name it in the question.`, ambiguous.columns.map((c) => c.name));
    return withChoices(asked, offer(read, sameWordColumnsRewordings(ambiguous, ambiguous.columns)));
  }
  const listed = readListItems(built, index);
  if (listed.refuse) {
    return askBack(`'${listed.refuse}' holds lists of values in each cell (like "[a, b]"). I can count or rank its items one list column at a time, as figures (for example "the 5 most common ${listed.refuse}"), not list rows filtered on them.`);
  }
  // "what percentage of revenue came from North": one slice's share, not every group's (business-terms.ts).
  const share = merged.followUp ? { plan: listed.plan } : frame.notes.includes(MAJORITY_NOTE) ? { plan: majorityShare(listed.plan, input.schema) } : shareOfSlice(yearOverYear(listed.plan, question), read, index);
  // One row's share that the table states in its own percent column is read from there (stated-share.ts).
  const stated = merged.followUp ? undefined : statedShare(share.plan, index, input.schema.rowCount);
  const slice = stated ? { plan: stated.plan, formula: stated.note } : share;
  const oneRow = merged.followUp ? undefined : figureOfOneRow(read, slice.plan, index.columns, input.schema.rowCount);
  if (oneRow && "ask" in oneRow) {
    const asked = askBack(`One row holds one '${oneRow.ask.name}'. Do you mean its value? Ask "what is the ${oneRow.ask.name} of …".`, [oneRow.ask.name]);
    return withChoices(asked, offer(read, valueOfOneRowRewordings(read, oneRow.ask, slice.plan)));
  }
  const ids = merged.followUp || oneRow ? undefined : countOfRepeatedIds(read, slice.plan, index.columns, input.schema.rowCount);
  if (ids && "ask" in ids) {
    const { name } = ids.ask;
    const asked = askBack(`'${name}' repeats across rows: do you mean how many rows, or how many different ${name} values? Ask "how many rows …" or "how many different ${name} …".`, [name]);
    return withChoices(asked, offer(read, rowsOrDifferentRewordings(read, ids.ask)));
  }
  const asked = oneRow?.plan ?? ids?.plan ?? slice.plan;
  const summary = merged.followUp ? { plan: asked } : withoutSummaryRows(showAskedColumns(read, groupedByNames(asked, read, index)), summaryRows(index.columns, input.profile), read);
  const plan = summary.plan;
  const validation = validatePlan(plan, input.schema);
  if (!validation.ok) {
    return askBack(`I couldn't turn that into a valid analysis: ${validation.errors[0].message}`);
  }
  // A row placed or measured against another row ("the race after Pocono", "more people than Arquata"): no plan reads that.
  const otherRow = merged.followUp ? undefined : otherRowReference(read);
  if (otherRow) {
    return askBack(`'${otherRow}' compares one row with another row of the table, which I can't do yet. Ask about the rows themselves, for example by naming a value to filter on or a column to rank by.`);
  }
  const mismatch = merged.followUp ? undefined : planMismatch(read, plan, index, input.schema.rowCount, datasetWords(input.datasetName));
  if (mismatch) return withChoices(askBack(mismatch.message, mismatch.suggestions), offer(read, mismatch.rewordings ?? []));
  const numbered = merged.followUp ? undefined : numberWordOrColumn(read, plan, index.columns);
  if (numbered) {
    const asked = askBack(`Do you mean the number of rows, or the column '${numbered.name}'? Ask "how many rows …" or name '${numbered.name}'.`, [numbered.name]);
    return withChoices(asked, offer(read, numberOrColumnRewordings(read, numbered)));
  }
  const besideTotal = merged.followUp ? undefined : countBesideTotal(read, plan, index.columns);
  if (besideTotal) {
    const { name } = besideTotal;
    const asked = askBack(`Do you mean how many rows have any ${name} (above 0), or the total ${name}? Ask "how many … have more than 0 ${name}" or "total ${name}".`, [name]);
    return withChoices(asked, offer(read, anyOrTotalRewordings(read, besideTotal)));
  }
  const counted = merged.followUp ? undefined : unsureDistinctCount(read, plan, index.columns);
  if (counted) {
    const asked = askBack(`'${counted.name}' holds figures: do you mean their total, or the number of rows? Ask "total ${counted.name} …" or "how many rows …".`, [counted.name]);
    return withChoices(asked, offer(read, totalOrRowsRewordings(read, counted)));
  }
  // "Which passenger paid the highest fare?" answered by the fare alone answers another question: ask instead.
  const shape = askedShape(read);
  if (!merged.followUp && (shape === "entity" || shape === "choice") && contradictsShape(shape, plan)) {
    if (shape === "choice") return askBack("You asked which of two values comes out ahead; I could only read it as a yes/no check or a single figure. Try \"which … has the highest …\" naming the column.");
    const asked = askBack(`I could only work out a figure here, not which one it belongs to. Name the column that says which, for example "which ${index.columns.find((c) => c.type === "text" && !c.isId)?.name ?? "category"} has the highest …".`);
    return withChoices(asked, offer(read, namingColumnRewordings(read, index.columns)));
  }
  const notes = frame.notes.filter((n) => !n.startsWith("grouping:") && n !== "share-of-flag" && n !== "no-date-column" && n !== MAJORITY_NOTE && !(stated && n.startsWith(`${stated.base} is added up`)));
  if (slice.formula) notes.push(slice.formula);
  if (summary.note) notes.push(summary.note);
  if (listed.itemsOf) notes.push(`Each item of '${listed.itemsOf}' is counted on its own (its cells are lists like "[a, b]").`);
  const valueOfOne = merged.followUp ? undefined : valueAskedOfOne(frame, plan);
  const understood = describeUnderstanding(plan, input.schema, frame);
  // A sum with the table's totals row left out: that row's own figure is a second reading, tied, so the answer
  // stands only when the two agree (engine/answer/answer-readings.ts).
  const ownTotal = summary.note ? summaryRowSum(plan, summaryRows(index.columns, input.profile)) : undefined;
  const readings: Reading[] | undefined = ownTotal && [
    { plan, understood, score: 1, choice: "the rows added up", ...(notes.length ? { notes } : {}) },
    { plan: ownTotal, understood: describeUnderstanding(ownTotal, input.schema), score: 1, choice: "the table's own totals row" },
  ];
  return {
    plan,
    understood,
    confidence: frame.confidence,
    planner: "built-in",
    followUp: merged.followUp,
    ...(notes.length ? { notes } : {}),
    ...(valueOfOne ? { valueOfOne } : {}),
    ...(readings ? { readings } : {}),
  };
}
