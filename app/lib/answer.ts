// An answer as stored with its conversation (messages.answer_json) and returned by POST /api/datasets/:id/ask.
// Plain JSON: the engine's result table and chart choice, the plan, and how the question was understood.
import type { AnalysisPlan } from "../../engine/plan/schema";
import type { ResultTable } from "../../engine/execute/result";
import type { ChartSpec } from "../../engine/chart";

export interface StoredAnswer {
  /** "answer": a result; "clarification": the question could not be mapped (no quota used). */
  kind: "answer" | "clarification";
  /** The one-sentence answer, or the clarification question. */
  answer: string;
  /** A single value or a short list, when the answer is one. */
  value?: string | number | boolean | null | (string | number | boolean | null)[];
  table?: ResultTable;
  /** The engine's renderer-agnostic chart choice (type, reason, categories, series, formats). */
  chart?: ChartSpec;
  plan?: AnalysisPlan | null;
  /** How the question was understood, in words. */
  understood?: string;
  /** "How this was answered": the measure, grouping, filters with real dates, rows used and excluded, the chart choice; for a clarification, who asked back and why. */
  receipt?: string[];
  /** Another reading of the question that gives a different answer, in words (candidate readings, issue #14). */
  didYouMean?: string;
  planner: "built-in" | "workers-ai";
  /** Clarifications: the closest columns. */
  suggestions?: string[];
  /** Clarifications: ways to ask again with the doubt settled, each the question reworded (asked by a button on the page). */
  choices?: { label: string; question: string; pinned?: number }[];
  /** Clarifications: the plans of readings no question gives again, kept so that choosing one (`choices[].pinned`) answers with it. */
  pinnedPlans?: PinnedPlan[];
  /** Clarifications where the built-in planner and Workers AI read the question differently: each reading and its answer. */
  readings?: { planner: "built-in" | "workers-ai"; understood: string; answer: string }[];
  /** The dataset actually used (a cleaned copy when one exists). */
  dataset: { id: string; name: string; cleanedCopy: boolean };
}

/** A reading's plan kept with a question back: who planned it, how it was understood, the plan itself. */
export interface PinnedPlan {
  planner: "built-in" | "workers-ai";
  understood: string;
  plan: AnalysisPlan;
}

export function parseStoredAnswer(json: string | null): StoredAnswer | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as StoredAnswer;
  } catch {
    return null;
  }
}
