// Numbers in the question become filters on the column they are about ("discount of at least 15%",
// "500 conversions", "over $20,000"), conditions on each group's count ("customers with more than 5 orders"),
// or the threshold of a yes/no check ("did revenue exceed $1M?"). Percentages and time units are converted
// to the column's own scale.
import type { AggregateOp, Filter } from "../../plan/schema";
import { aggregateCompared } from "./aggregate-condition";
import { ROW_POSITION_NOUNS } from "../match/mentions";
import type { ColumnEntry } from "../schema-index";
import { stem } from "../../language/lemmatize";
import { type Draft, type Numeric, type NumberUse, echoesColumn, removeMeasureMention, spanText } from "./draft";
import { fittingMoneyColumn, isMoneyWord } from "./money";
import { namesPeople } from "../people-nouns";
import { topValueNumber } from "./places";
import { percentTarget } from "./percent-target";

/** A number as the column stores it: 15% → 0.15 for fraction columns, "4 hours" → 240 for a minutes column. */
export function scaled(number: Numeric, column: ColumnEntry): number {
  let value = number.value;
  if (number.percent && column.fraction) value = value / 100;
  if (number.unitSeconds && column.secondsPerUnit) value = (value * number.unitSeconds) / column.secondsPerUnit;
  return Math.round(value * 1e9) / 1e9;
}

function comparisonFilter(column: ColumnEntry, use: NumberUse): Filter {
  const value = scaled(use.mention, column);
  switch (use.op) {
    case "between":
      return { column: column.id, op: "between", from: value, to: use.to ? scaled(use.to, column) : value };
    case "eq":
    case "neq":
      return { column: column.id, op: use.op, value };
    default:
      return { column: column.id, op: use.op, value };
  }
}

/**
 * The figure of a comparison with durations whose unit the question leaves open, else undefined: "times under 7"
 * (minutes or seconds?), "under 8:21:00" beside a column of "8:17.73" (hours, or minutes and hundredths?). A
 * duration written as the column writes its values ("under 8:21"), or with a unit ("2 minutes"), is clear. A
 * figure written as a duration is only ever compared with a duration column.
 */
function unclearDuration(target: ColumnEntry, use: NumberUse): Numeric | undefined {
  const unit = target.unit?.kind === "duration" ? target.unit : undefined;
  return (use.to ? [use.mention, use.to] : [use.mention]).find((n) => (n.durationFields ? unit?.shape.fields !== n.durationFields : unit !== undefined && n.unitSeconds === undefined));
}

function havingCount(d: Draft, use: NumberUse): void {
  d.frame.having.push(use.op === "between" ? { measure: "count", op: "between", from: use.mention.value, to: use.to?.value ?? use.mention.value } : { measure: "count", op: use.op === "neq" ? "neq" : use.op, value: use.mention.value });
  d.countRows ??= { at: use.at };
}

/** The groups' figure (`op` of `column`) compared with the number: measured, and the condition a having on it. */
function havingOnFigure(d: Draft, use: NumberUse, column: ColumnEntry, figure: { op: AggregateOp; at: number }): void {
  const { op } = figure;
  if (!d.measureColumns.some((m) => m.column === column && m.op === op)) d.measureColumns.push({ column, at: figure.at, op, explicit: true });
  const value = (n: Numeric) => scaled(n, column);
  const condition = use.op === "between" ? { op: "between" as const, from: value(use.mention), to: value(use.to ?? use.mention) } : { op: use.op, value: value(use.mention) };
  d.frame.having.push({ measure: `${op}_${column.id}`, ...condition });
}

/** The column a compared number is about, "rows" for a count of rows, or undefined. */
function numberTarget(d: Draft, use: NumberUse): ColumnEntry | "rows" | undefined {
  const { mentions, tokens, index, valueRuns } = d;
  const at = mentions.findIndex((x) => x === use.mention);
  const last = use.to ? mentions.findIndex((x) => x === use.to) : at;
  const unitSeconds = use.mention.unitSeconds ?? use.to?.unitSeconds;
  // "older than 55" → Age.
  const compareSubject = d.compareSubject;
  if (compareSubject) {
    const subject = index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === compareSubject || w.stem === stem(compareSubject)));
    if (subject) {
      removeMeasureMention(d, subject);
      return subject;
    }
  }
  // The number names its own unit: "500 conversions", "100 seats", "10 units on hand".
  const after = mentions[last + 1];
  if (after?.kind === "column" && after.column.type === "number" && !unitSeconds) {
    removeMeasureMention(d, after.column, after.start);
    return after.column;
  }
  if ((after?.kind === "row" || (after?.kind === "column" && after.column.isId)) && (d.groupColumns.length > 0 || d.flags.which || d.frame.groups.length > 0)) return "rows";
  // A numeric column shortly before ("discount of at least 15%", "acct 6300").
  let rowsBefore = false;
  // Grammar words do not count towards the distance ("ratio values that are still greater than 100").
  for (let k = at - 1, seen = 0; k >= 0 && seen < 5; k--) {
    const x = mentions[k];
    if (x.kind === "word" && x.filler) continue;
    seen++;
    if (x.kind === "column" && !x.column.isId) {
      const options = [x.column, ...x.alternatives].filter((c) => c.type === "number");
      if (options.length > 0) {
        // "the 5 smallest ratio values greater than 100": the ranked column is also the one compared.
        if (!d.frame.top || d.frame.groups.length > 0 || d.groupColumns.length > 0) removeMeasureMention(d, options[0], x.start);
        return options[0];
      }
      break;
    }
    if ((x.kind === "column" && x.column.isId) || x.kind === "row") {
      // "orders over 500" are orders worth over 500; "patients over 80" are not patients paying over 80.
      rowsBefore = x.kind !== "row" || !namesPeople(x.noun);
      break;
    }
    if (x.kind === "value" || x.kind === "time" || x.kind === "number") break;
    if (x.kind === "cue" && x.cue.kind === "aggregate") break;
  }
  // A numeric column a little after ("more than 100 active seats").
  for (let k = last + 1; k < Math.min(mentions.length, last + 4); k++) {
    const x = mentions[k];
    if (x.kind === "column" && x.column.type === "number" && !unitSeconds) {
      removeMeasureMention(d, x.column, x.start);
      return x.column;
    }
    if (x.kind === "column" || x.kind === "value" || x.kind === "number" || x.kind === "time") break;
  }
  if (unitSeconds) {
    const timed = index.columns.filter((c) => c.secondsPerUnit !== undefined);
    if (timed.length > 0) {
      // The one whose name the question echoes: "to resolve" → Resolution Time, "first response" → First Response.
      const echoes = (c: ColumnEntry) => tokens.filter((t) => c.words.some((w) => stem(t.norm) === w.stem || (stem(t.norm).length >= 5 && w.stem.startsWith(stem(t.norm).slice(0, 5))))).length;
      const chosen = [...timed].sort((a, b) => echoes(b) - echoes(a))[0];
      // The echoing words were about this column, not values ("to resolve" is not Status = Resolved).
      for (let r = valueRuns.length - 1; r >= 0; r--) {
        if (valueRuns[r].mentions.every((v) => tokens.slice(v.start, v.end).some((t) => echoesColumn(t.norm, chosen)))) valueRuns.splice(r, 1);
      }
      removeMeasureMention(d, chosen);
      return chosen;
    }
  }
  const n = use.mention;
  // "2 items", "3 books": a noun after the number says what was counted, and no money column is it (issue #27).
  const countedNoun = !n.currency && (after?.kind === "row" || (after?.kind === "word" && !after.filler && !isMoneyWord(after.norm)));
  if (!countedNoun && (n.currency || rowsBefore || tokens.some((t) => isMoneyWord(t.norm)))) {
    const money = fittingMoneyColumn(index, d.moneyWords, n.currencyCode);
    if (money && !n.percent) {
      removeMeasureMention(d, money);
      return money;
    }
  }
  if (n.percent) {
    const pct = index.columns.filter((c) => c.type === "number" && (c.fraction || c.unit?.kind === "percent"));
    if (pct.length === 1) return pct[0];
  }
  return undefined;
}

/** Places every compared number of the question. */
export function placeNumbers(d: Draft): void {
  const { mentions, tokens, frame, flags } = d;
  const rowsNamed = mentions.some((x) => x.kind === "row" || (x.kind === "column" && x.column.isId));
  const ranking = d.superlatives.length > 0 || frame.top !== undefined || flags.frequency;
  for (const use of d.numbers) {
    // "the 3 regions with the worst rate", "list the 2 names of the most common days": how many answers, not a filter.
    const n = use.mention;
    // An ordinal places.ts did not read as a place ("the 2nd and 4th most common"): never the top N.
    if (n.ordinal && ranking) {
      frame.refusal = `I can't yet read "${tokens[n.start].raw}" in this ranking. Ask for one place ("the ${tokens[n.start].raw} highest …"), a run of places ("the 2nd and 3rd …"), or the top ${n.value}.`;
      return;
    }
    // "Is the most common class 3?": the number right after the ranked column is the value asked about (places.ts).
    if (topValueNumber(d, use)) continue;
    if (use.op === "eq" && ranking && Number.isInteger(n.value) && n.value >= 1 && n.value <= 100 && !n.percent && !n.currency && !n.unitSeconds) {
      const direction = frame.top?.direction ?? d.superlatives[0]?.direction ?? "top";
      frame.top ??= { n: n.value, direction };
      continue;
    }
    // "did revenue in 2024 exceed $1M?": a check on the total, not a filter on rows.
    // "is the average age of the respondents above 30?": an aggregated figure is compared even when the rows are named.
    const aggregated = d.measureColumns.some((x) => x.op !== undefined && x.op !== "count" && x.op !== "count_distinct");
    if (d.yesNo && !flags.any && (!rowsNamed || aggregated) && use.op !== "eq" && use.op !== "between" && (d.measureColumns.length > 0 || d.moneyWords.length > 0 || d.pending.agg)) {
      d.thresholdForCheck = use;
      continue;
    }
    // "Are there more than 500 patients older than 40?": a number of rows, checked against their count.
    const counted = mentions.find((x) => x.start >= n.end && !(x.kind === "word" && x.filler));
    // "Does the file contain exactly 703 entries?": the number of rows, checked for equality.
    const exactly = use.op === "eq" && tokens[n.start - 1]?.norm === "exactly";
    // The rows' noun, or the id column that names them ("500 orders" where Order ID identifies each row).
    const rowNoun = counted?.kind === "row" || (counted?.kind === "column" && counted.column.isId);
    const rowsWord = rowNoun || (counted?.kind === "word" && ROW_POSITION_NOUNS.has(counted.norm));
    if (d.yesNo && exactly && rowsWord && counted!.start === n.end && !d.thresholdForCheck) {
      d.countRows ??= { at: counted!.start };
      d.thresholdForCheck = use;
      continue;
    }
    if (d.yesNo && use.op !== "eq" && use.op !== "between" && rowNoun && counted!.start === n.end && !d.thresholdForCheck) {
      d.countRows ??= { at: counted!.start };
      d.thresholdForCheck = use;
      continue;
    }
    const found = numberTarget(d, use);
    const target = found && found !== "rows" ? percentTarget(d, use, found) : found;
    if (found && !target) return;
    if (target === "rows") {
      // "customers who placed more than 125 orders": a condition on each group's count.
      if (use.op !== "eq" || use.at !== undefined) havingCount(d, use);
      continue;
    }
    const unclear = typeof target === "object" ? unclearDuration(target, use) : undefined;
    if (unclear && typeof target === "object") {
      frame.refusal = `I can't tell which unit ${spanText(tokens, unclear.start, unclear.end)} is in for ${target.name}. Say it with its unit, for example "under 2 minutes", or as the column writes its values.`;
      return;
    }
    // "total goals by home team where the total goals is over 3": a condition on each group's total (a having).
    const figure = target ? aggregateCompared(d, use, target) : undefined;
    if (target && figure) {
      havingOnFigure(d, use, target, figure);
      continue;
    }
    if (target) {
      frame.filters.push({ filter: comparisonFilter(target, use), columnName: target.name });
      // A ranking of the values themselves ("the 5 smallest rates above 100") still ranks the compared column.
      if (!frame.top || frame.groups.length > 0 || d.groupColumns.length > 0) d.consumedMeasureColumns.add(target);
      continue;
    }
    if (use.op !== "eq") {
      if (d.yesNo) d.thresholdForCheck = use;
      else frame.followUp.bareComparisons.push({ op: use.op === "between" ? "between" : use.op, value: use.mention.value, currency: use.mention.currency, percent: use.mention.percent });
    } else {
      frame.unknown.push(spanText(tokens, use.mention.start, use.mention.end));
    }
  }
}
