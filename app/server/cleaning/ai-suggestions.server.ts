// The AI part of cleaning: when Workers AI answers, it may suggest merging values that name the same thing
// ("NY" → "New York"); the engine validates each against the data and they are shown, unticked, beside the
// detectors' recommendations. Offline (local development, tests, no binding, a failed probe) the SDK is never
// entered and there are no AI suggestions: the deterministic detectors are the whole review.
import type { LanguageModel } from "ai";
import { suggestMergesWithModel, type MergeSuggestions } from "../../../engine/clean/ai/suggest-merges";
import type { CleaningLevel, CleanTable } from "../../../engine/clean";
import { type AiPlannerSetup, workersAiModel } from "~/server/ai-planner.server";

/** Suggests extra recommendations for a table; never throws (no suggestions and `failure` on any problem). */
export interface CleaningAdvisor {
  suggest(table: CleanTable, level: CleaningLevel, now: Date): Promise<MergeSuggestions>;
}

/** An advisor over a given model (the Workers AI model in production; a mock model in tests). */
export function modelCleaningAdvisor(model: LanguageModel, timeoutMs?: number): CleaningAdvisor {
  return { suggest: (table, level, now) => suggestMergesWithModel(table, level, now.getTime(), { model, timeoutMs }) };
}

/** The advisor a request uses: Workers AI when configured and reachable, else none (with the reason). */
export function createCleaningAdvisor(setup: AiPlannerSetup): CleaningAdvisor {
  return {
    async suggest(table, level, now) {
      const ai = await workersAiModel(setup);
      if ("unavailable" in ai) return { recommendations: [], dropped: [], failure: ai.unavailable };
      return modelCleaningAdvisor(ai.model).suggest(table, level, now);
    },
  };
}
