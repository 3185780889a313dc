// What the model sees: the dataset's schema, column profiles, a few sample values per text column and
// the conversation so far — never whole rows. Plain strings, built without any model or network code.
import { moneyFormat } from "../../execute/measure-format";
import { datasetMeaningFor } from "../../semantic/dataset-meaning";
import type { ColumnMeaning, TableMeaning, ValueKind } from "../../semantic/types";
import type { DatasetSchema } from "../../types";
import type { ConversationTurn, PlannerFacts } from "../types";

/** Sample values shown per text column. */
export const SAMPLE_VALUES = 8;
/** Earlier turns included, newest last. */
export const CONVERSATION_TURNS = 3;

const PLAN_RULES = `You translate a business user's question about ONE table into an analysis plan (JSON) for a query engine.
Rules:
- Use only column ids listed under "Columns". Never invent a column, a value or a number. If the question needs data the table does not have, return {"plan": null, "clarification": "<what is missing>"}.
- kind "aggregate": measures [{op, column?}] with op one of count, count_distinct, sum, mean, median, min, max, std_dev, range (range = max minus min; count without column counts rows); optional groupBy [{column, bucket?}] (bucket only for date columns: day, week, month, quarter, year, weekday); filters; top {n, by?, direction?: "top"|"bottom", place?} (place: the ranking place the kept groups start at, {n: 1, place: 2} = only the second highest); sort [{by, direction}]; having; chart {type: "bar"|"line"|"pie"|"none"}; check for yes/no questions; eachItemOf: a text column whose cells are lists written "[a, b]", so its filters, groups and counts see one item at a time.
- kind "rows": lists matching rows; optional columns, filters, sort, limit, check {"kind":"exists"}; distinct: true lists each different value of the shown columns once, in the order it first appears (limit counts different values: "the first 3 different regions"); firstRows: n reads only the file's first n rows ("in the first 5 rows").
- Filters: {column, op, value} with op eq, neq, lt, lte, gt, gte, contains, starts_with; {column, op: "in"|"not_in", values}; {column, op: "between", from, to}; {column, op: "is_empty"|"is_not_empty"}.
- Text values must be written exactly as one of the column's values. Dates are period strings: "2024", "2024-Q3", "2024-03", "2024-03-05".
- Resolve relative time against the column's latest date shown below ("last quarter" = the latest complete quarter).
- Measure transforms: {"kind":"share_of_total"} (each group's share of the total: "what share of revenue came from each region"), {"kind":"percent_change"} (needs a date bucket; month over month, or compareTo "previous_year" for year over year), {"kind":"running_total"}, {"kind":"period_change","column":<date column>,"from":<range>,"to":<range>} (growth from one period to another, e.g. from {"kind":"between","from":"2023","to":"2023"} to {"kind":"between","from":"2024","to":"2024"}).
- Ratios of two aggregates: a measure with op count, count_distinct or sum and "per": {op, column?} divides it by another aggregate per group, never an average of row ratios; "minus": {op, column?} subtracts first; "where": [filters] keeps only matching rows for the numerator (the share of one slice: "what percentage of revenue came from North" = sum revenue where region is North per sum revenue, percent); "percent": true shows it as a percentage; give it a "label". Cost per click = {"op":"sum","column":<spend>,"per":{"op":"sum","column":<clicks>},"label":"Cost per click"}; conversion rate = sum conversions per sum clicks, percent; click-through rate = sum clicks per sum impressions, percent; return on ad spend = sum revenue per sum spend; margin = sum revenue minus sum cost per sum revenue, percent; revenue per customer = sum revenue per count_distinct customer.
- Each column has a role: identifier (one value per row: count rows or distinct values, never add it up), measure (a number to add up or average), dimension (repeating text to group or filter by), time (dates and calendar labels such as a month number or weekday names), flag (yes/no), code (a number that names a category: group or filter by it, never add it up) or text (free text). "Each row is one …" names what a row is: "how many <that noun>" counts rows.
- Each number column is marked "additive" (amounts, counts, units, revenue, spend, hours, cost: summed when the question ranks or groups them, "top 3 products by units" = sum) or "not additive" (prices, rates, ratings, ages, percentages, scores: averaged); "per order" or "average" asks for the mean. A column marked "money" is an amount of money.
- Yes/no questions: check {"kind":"trend","direction":"up"|"down"} with a date bucket (rising only when the fitted slope is at least twice its standard error; for two named periods use a period_change measure with check {"kind":"threshold","op":"gt","value":0}), {"kind":"compare","a":…,"b":…,"op":"gt"|"lt"} on the first group key, {"kind":"threshold","op":…,"value":…}, or {"kind":"is_top","value":…} with one group key and top n 1 ("is the most common payment method card?"), or {"kind":"group_count","op":…,"value":…} with having ("are there more than 3 regions with total revenue over 1000?").
- "How many <groups> have/appear …" ("how many regions have total revenue over 1000?", "how many customers appear more than once?"): groupBy that column, the figure as the measure, the condition as having, and "countGroups": true (the answer is the number of groups left).
- A follow-up question changes the previous plan (replace or add a filter, change grouping, measure, N or chart); a new complete question starts fresh.
Answer with JSON only: {"plan": <plan or null>, "understood": "<one sentence>", "clarification": "<only when plan is null>"}.`;

const VALUE_KINDS: Readonly<Record<ValueKind, string>> = { weekday: "weekday names", month: "month names", flag: "yes/no", list: 'lists written "[a, b]"' };

function describeColumn(column: DatasetSchema["columns"][number], meaning: ColumnMeaning, facts: PlannerFacts["columns"][number] | undefined): string {
  const parts = [`- ${column.id} ("${column.name}"): ${column.type}`, `role ${meaning.role}${meaning.valueKind ? ` (${VALUE_KINDS[meaning.valueKind]})` : ""}`];
  if (column.unit) parts.push(column.unit.kind === "currency" ? `currency ${column.unit.code}` : column.unit.kind === "duration" ? "duration in seconds" : "percent");
  else if (moneyFormat(column)) parts.push("money");
  else if (meaning.unit) parts.push(`unit ${meaning.unit}`);
  // The column's role decides the default aggregate (see the rules): the same rule the built-in planner follows.
  if (column.type === "number") parts.push(meaning.additive ? "additive (sum by default)" : "not additive (mean by default)");
  if (facts?.distinct !== undefined) parts.push(`${facts.distinct} distinct`);
  if (facts?.missing) parts.push(`${facts.missing} missing`);
  if (column.type === "date" && facts?.min !== undefined && facts.max !== undefined) {
    parts.push(`from ${new Date(facts.min).toISOString().slice(0, 10)} to ${new Date(facts.max).toISOString().slice(0, 10)} (latest date)`);
  } else if (column.type === "number" && facts?.min !== undefined && facts.max !== undefined) {
    parts.push(`range ${facts.min} to ${facts.max}`);
  }
  const samples = column.type === "text" ? (facts?.values ?? facts?.top?.map((t) => String(t.value)) ?? []).slice(0, SAMPLE_VALUES) : [];
  if (samples.length > 0) parts.push(`values e.g. ${samples.map((v) => JSON.stringify(v.slice(0, 60))).join(", ")}`);
  return parts.join("; ");
}

/** " Each row is one order (from the id column; the file name says shipment)." when the table says what its rows are. */
function describeRows(table: TableMeaning): string {
  const [first, ...others] = table.entities;
  if (!first) return "";
  const also = others.map((e) => `; the ${e.from} says ${e.noun}`).join("");
  return ` Each row is one ${first.noun} (from the ${first.from}${also}).`;
}

export interface PlannerPrompt {
  system: string;
  prompt: string;
}

/** The system and user prompt for one question. Contains no data rows. */
export function buildPlannerPrompt(input: { question: string; schema: DatasetSchema; profile?: PlannerFacts; conversation?: readonly ConversationTurn[] }): PlannerPrompt {
  const facts = new Map((input.profile?.columns ?? []).map((c) => [c.id, c]));
  // The semantic layer stored at ingest (worked out now for older profiles): the built-in planner reads the same.
  const meaning = datasetMeaningFor(input.schema.columns, input.profile, input.schema.rowCount);
  const columns = input.schema.columns.map((c, i) => describeColumn(c, meaning.columns[i], facts.get(c.id))).join("\n");
  const turns = (input.conversation ?? []).slice(-CONVERSATION_TURNS);
  const history = turns.length
    ? `\n\nConversation so far (oldest first):\n${turns.map((t) => `Q: ${t.question}\nPlan: ${t.plan ? JSON.stringify(t.plan) : "(not answered)"}`).join("\n")}`
    : "";
  return {
    system: PLAN_RULES,
    prompt: `Table with ${input.schema.rowCount} rows.${describeRows(meaning.table)}\nColumns:\n${columns}${history}\n\nQuestion: ${input.question}`,
  };
}
