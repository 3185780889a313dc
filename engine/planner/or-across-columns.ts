// "Home team was not Ashby or away team Brent": "or" between values of two different columns asks for the rows
// meeting either condition, and a plan's filters keep only the rows meeting every one — answered, it would be the
// rows meeting both (issue #27). Values of one column joined by "or" are one filter (`in`, `not_in`) and are fine.
import type { AnalysisPlan } from "../plan/schema";
import type { Mention, ReadQuestion } from "./match/mentions";

type ValueMention = Extract<Mention, { kind: "value" }>;

/** The words "A or B" when the plan filters A's column and B's column apart; undefined otherwise. */
export function orAcrossColumns(read: ReadQuestion, plan: AnalysisPlan): string | undefined {
  const filtered = new Set((plan.filters ?? []).map((f) => f.column));
  const values = read.mentions.filter((m): m is ValueMention => m.kind === "value");
  for (const [i, token] of read.tokens.entries()) {
    if (token.norm !== "or") continue;
    const before = values.filter((m) => m.end <= i).at(-1);
    const after = values.find((m) => m.start > i);
    if (!before || !after || before.column === after.column) continue;
    if (!filtered.has(before.column) || !filtered.has(after.column)) continue;
    return read.tokens.slice(before.start, after.end).map((t) => t.raw).join(" ");
  }
  return undefined;
}

export function orAcrossColumnsMessage(words: string): string {
  return `'${words}' joins conditions on two different columns with "or", and I can only keep the rows that meet every condition. Ask about each condition on its own.`;
}
