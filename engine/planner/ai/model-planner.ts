// The model planner's core, independent of Workers: ask a language model for a plan as structured output
// (validated by the plan's zod schema) and check it with validatePlan against the dataset's columns. Any failure —
// time-out, error, no plan, invalid plan — comes back as a reason; which planner answers is the hybrid planner's
// choice (app/server/conversations/hybrid-answer.server.ts).
import type { LanguageModel } from "ai";
import { z } from "zod";
import { askModelForObject } from "../../ai/ask-for-object";
import { analysisPlan } from "../../plan/schema";
import { validatePlan } from "../../plan/validate";
import type { BuiltInPlannerInput } from "../builtin";
import type { PlannerResult } from "../types";
import { describeUnderstanding } from "../understood";
import { buildPlannerPrompt } from "./prompt";

/** The structured output asked of the model. */
export const modelAnswer = z.object({
  plan: analysisPlan.nullable(),
  understood: z.string().optional(),
  clarification: z.string().optional(),
});

export const DEFAULT_MODEL_TIMEOUT_MS = 8000;

export interface ModelPlannerOptions {
  model: LanguageModel;
  /** Give up on the model after this long. Default 8 s. */
  timeoutMs?: number;
}

/** What the model planned: a plan checked against the dataset's columns, or why there is none. */
export type ModelPlan = { ok: true; result: PlannerResult } | { ok: false; reason: string };

/**
 * Asks a language model for a plan and validates it against the schema (every column exists, every operation
 * is allowed); never throws and never falls back. `reason` says why there is no plan ("the model did not answer
 * in time", "the model's plan was invalid: …").
 */
export async function askModelForPlan(input: BuiltInPlannerInput, options: ModelPlannerOptions): Promise<ModelPlan> {
  const prompt = buildPlannerPrompt(input);
  const asked = await askModelForObject(options.model, prompt, modelAnswer, options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS);
  if (!asked.ok) return { ok: false, reason: asked.failure };
  const answer = asked.output;
  if (!answer.plan) return { ok: false, reason: `the model gave no plan${answer.clarification ? ` (${answer.clarification})` : ""}` };
  const validation = validatePlan(answer.plan, input.schema);
  if (!validation.ok) return { ok: false, reason: `the model's plan was invalid: ${validation.errors[0].message}` };
  return {
    ok: true,
    result: {
      plan: answer.plan,
      // Our own words for the plan, not the model's: the explanation must match what runs.
      understood: describeUnderstanding(answer.plan, input.schema),
      confidence: 0.8,
      planner: "workers-ai",
    },
  };
}
