import { beforeEach, describe, expect, it, vi } from "vitest";
import { askModelForPlan } from "../../engine/planner/ai/model-planner";
import { salesFacts, salesSchema } from "../../engine/planner/testing/sales-fixture";
import { type AiPlannerSetup, createQuestionPlanner, resetWorkersAiProbe, workersAiModel } from "./ai-planner.server";

const input = { question: "total revenue by region", schema: salesSchema, profile: salesFacts };

function env(run: (model: string, inputs: unknown) => Promise<unknown>, planner: "auto" | "builtin" = "auto"): AiPlannerSetup & { ai: Ai } {
  return { ai: { run: vi.fn(run) } as unknown as Ai, config: { AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", AI_PLANNER: planner, isLocal: false } };
}

beforeEach(() => resetWorkersAiProbe());

describe("workersAiModel", () => {
  it("is switched off with AI_PLANNER=builtin, without touching the binding", async () => {
    const e = env(async () => ({ response: "" }), "builtin");
    expect(await workersAiModel(e)).toEqual({ unavailable: "Workers AI is switched off (AI_PLANNER=builtin)." });
    expect(createQuestionPlanner(e).mode).toBe("builtin");
    expect(e.ai.run).not.toHaveBeenCalled();
  });

  it("is unavailable without an AI binding", async () => {
    expect(await workersAiModel({ config: { AI_MODEL: "m", AI_PLANNER: "auto", isLocal: false } })).toEqual({ unavailable: "Workers AI is not configured (no AI binding)." });
  });

  it("is not called in local development or tests", async () => {
    const base = env(async () => ({ response: "" }));
    const e = { ...base, config: { ...base.config, isLocal: true } };
    expect(await workersAiModel(e)).toEqual({ unavailable: "Workers AI is not available in local development." });
    expect(e.ai.run).not.toHaveBeenCalled();
  });

  it("is unreachable offline after one probe, and remembers the verdict", async () => {
    const e = env(async () => {
      throw new Error("Binding AI needs to be run remotely");
    });
    const planner = createQuestionPlanner(e);
    expect(await planner.workersAi()).toEqual({ unavailable: "Workers AI is not reachable: Binding AI needs to be run remotely" });
    expect(await planner.workersAi()).toEqual({ unavailable: "Workers AI is not reachable: Binding AI needs to be run remotely" });
    expect(e.ai.run).toHaveBeenCalledTimes(1);
  });

  it("hands out a model that plans through the binding when it answers", async () => {
    const plan = { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }], groupBy: [{ column: "region" }] };
    const e = env(async (_model, inputs) => ((inputs as { prompt?: string }).prompt === "ping" ? { response: "pong" } : { response: JSON.stringify({ plan }) }));
    const access = await createQuestionPlanner(e).workersAi();
    if (!("model" in access)) throw new Error(access.unavailable);
    const asked = await askModelForPlan(input, { model: access.model });
    expect(asked).toMatchObject({ ok: true, result: { planner: "workers-ai", plan } });
    expect(e.ai.run).toHaveBeenCalledTimes(2);
  });
});
