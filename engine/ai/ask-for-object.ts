// One structured-output model call for every feature that asks a model (the question planner, the cleaning
// suggestions): the answer is validated by a zod schema, the call has a deadline and no retries, and it never
// throws — a failure comes back as a sentence the caller can show or log.
import { generateText, type LanguageModel, Output } from "ai";
import type { z } from "zod";
import { TimeoutError, withTimeout } from "./with-timeout";

export interface ModelPrompt {
  system: string;
  prompt: string;
}

export type ModelObjectAnswer<T> = { ok: true; output: T } | { ok: false; failure: string };

/** Asks `model` for an object matching `schema`; gives up after `timeoutMs`. */
export async function askModelForObject<S extends z.ZodType>(
  model: LanguageModel,
  prompt: ModelPrompt,
  schema: S,
  timeoutMs: number,
): Promise<ModelObjectAnswer<z.infer<S>>> {
  try {
    const result = await withTimeout(
      (abortSignal) => generateText({ model, system: prompt.system, prompt: prompt.prompt, output: Output.object({ schema }), abortSignal, maxRetries: 0 }),
      timeoutMs,
    );
    return { ok: true, output: result.output as z.infer<S> };
  } catch (error) {
    const failure = error instanceof TimeoutError ? `the model did not answer in time (${error.message})` : `the model call failed: ${(error as Error).message}`;
    return { ok: false, failure };
  }
}
