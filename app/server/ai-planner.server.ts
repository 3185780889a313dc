// The Workers AI planner's binding glue: decide whether Workers AI can be asked (configuration, binding,
// a cached probe), then hand out a workers-ai-provider model for the engine's model planner, which validates
// its plan against the dataset's columns. Locally (ENVIRONMENT development/test)
// workerd has no remote AI and even a direct failed call leaves an uncaught rejection inside miniflare's
// proxy, so the binding is not called at all; in production a failed probe keeps the SDK out of the way.
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AppConfig } from "./env.server";

/** What the AI planner needs: the optional binding and the parsed settings (never the raw environment). */
export interface AiPlannerSetup {
  ai?: Ai;
  config: Pick<AppConfig, "AI_MODEL" | "AI_PLANNER" | "isLocal">;
}

/** How long a probe's verdict holds before Workers AI is tried again. */
const PROBE_TTL_MS = 5 * 60_000;
const PROBE_TIMEOUT_MS = 3_000;

let probe: { ok: boolean; reason?: string; at: number } | undefined;

async function probeWorkersAi(ai: Ai, model: string): Promise<{ ok: boolean; reason?: string }> {
  if (probe && Date.now() - probe.at < PROBE_TTL_MS) return probe;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const call = (ai.run as (model: string, inputs: unknown) => Promise<unknown>)(model, { prompt: "ping", max_tokens: 1 });
    call.catch(() => undefined);
    await Promise.race([call, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)))]);
    probe = { ok: true, at: Date.now() };
  } catch (error) {
    probe = { ok: false, reason: (error as Error).message, at: Date.now() };
  } finally {
    clearTimeout(timer);
  }
  return probe;
}

/** Forget the cached probe (tests, or after a configuration change). */
export function resetWorkersAiProbe(): void {
  probe = undefined;
}

/**
 * The Workers AI model when configured and reachable, else why not. Shared by the question planner and the
 * cleaning suggestions: nothing enters the AI SDK unless the binding answered the probe.
 */
export async function workersAiModel({ ai, config }: AiPlannerSetup): Promise<{ model: LanguageModel } | { unavailable: string }> {
  if (config.AI_PLANNER === "builtin") return { unavailable: "Workers AI is switched off (AI_PLANNER=builtin)." };
  if (!ai) return { unavailable: "Workers AI is not configured (no AI binding)." };
  if (config.isLocal) return { unavailable: "Workers AI is not available in local development." };
  const reachable = await probeWorkersAi(ai, config.AI_MODEL);
  if (!reachable.ok) return { unavailable: `Workers AI is not reachable: ${reachable.reason}` };
  const workersai = createWorkersAI({ binding: ai });
  return { model: workersai(config.AI_MODEL as Parameters<typeof workersai>[0]) };
}

/**
 * The question planners as a service: which mode is configured, and Workers AI when it can be asked. The hybrid
 * planner (conversations/hybrid-answer.server.ts) decides which one answers a question.
 */
export interface QuestionPlanner {
  /** "auto": the built-in planner answers when it is sure and Workers AI is asked otherwise; "builtin": never ask it. */
  mode: AppConfig["AI_PLANNER"];
  /** The Workers AI model, or why it cannot be asked (switched off, no binding, local development, unreachable). */
  workersAi(): Promise<{ model: LanguageModel } | { unavailable: string }>;
  /** How long Workers AI may take to plan a question (default: the model planner's 8 s). */
  timeoutMs?: number;
}

export function createQuestionPlanner(setup: AiPlannerSetup): QuestionPlanner {
  return { mode: setup.config.AI_PLANNER, workersAi: () => workersAiModel(setup) };
}
