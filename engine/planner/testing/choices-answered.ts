// Test helper: a question back's choices, each asked again and checked to be answered the way its label says.
import { expect } from "vitest";
import type { AnalysisPlan } from "../../plan/schema";
import type { DatasetSchema } from "../../types";
import { planWithBuiltIn } from "../builtin";
import { SURE_CONFIDENCE } from "../certainty";
import type { PlannerFacts } from "../types";

export type Table = { schema: DatasetSchema; profile: PlannerFacts; datasetName: string };

/**
 * The question back's choices as [label, question]; each question asked again must be planned for sure, with a
 * plan that passes the test given for it (what its label says).
 */
export function choicesAnswered(table: Table, question: string, tests: ((plan: AnalysisPlan) => boolean)[]): [string, string][] {
  const back = planWithBuiltIn({ ...table, question });
  expect(back.plan, question).toBeNull();
  const choices = back.clarification?.choices ?? [];
  expect(choices, question).toHaveLength(tests.length);
  for (const [k, choice] of choices.entries()) {
    const again = planWithBuiltIn({ ...table, question: choice.question });
    expect(again.plan, choice.question).not.toBeNull();
    expect(again.confidence, choice.question).toBeGreaterThanOrEqual(SURE_CONFIDENCE);
    expect(tests[k](again.plan!), `${choice.question} → ${JSON.stringify(again.plan)}`).toBe(true);
  }
  return choices.map((c) => [c.label, c.question]);
}
