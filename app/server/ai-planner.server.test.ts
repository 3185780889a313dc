import { beforeEach, describe, expect, it, vi } from "vitest";
import { salesFacts, salesSchema } from "../../engine/planner/testing/sales-fixture";
import { type AiPlannerSetup, planQuestionWithAi, resetWorkersAiProbe } from "./ai-planner.server";

const input = { question: "total revenue by region", schema: salesSchema, profile: salesFacts };

function env(run: (model: string, inputs: unknown) => Promise<unknown>, planner: "auto" | "builtin" = "auto"): AiPlannerSetup & { ai: Ai } {
  return { ai: { run: vi.fn(run) } as unknown as Ai, config: { AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", AI_PLANNER: planner, isLocal: false } };
}

beforeEach(() => resetWorkersAiProbe());

describe("planQuestionWithAi", () => {
  it("uses only the built-in planner when configured so, without touching the binding", async () => {
    const e = env(async () => ({ response: "" }), "builtin");
    const result = await planQuestionWithAi(e, input);
    expect(result.planner).toBe("built-in");
    expect(result.fallbackReason).toBeUndefined();
    expect(e.ai.run).not.toHaveBeenCalled();
  });

  it("falls back when there is no AI binding", async () => {
    const result = await planQuestionWithAi({ config: { AI_MODEL: "m", AI_PLANNER: "auto", isLocal: false } }, input);
    expect(result.planner).toBe("built-in");
    expect(result.fallbackReason).toMatch(/not configured/);
  });

  it("does not call Workers AI in local development or tests", async () => {
    const base = env(async () => ({ response: "" }));
    const e = { ...base, config: { ...base.config, isLocal: true } };
    const result = await planQuestionWithAi(e, input);
    expect(result.planner).toBe("built-in");
    expect(result.fallbackReason).toBe("Workers AI is not available in local development.");
    expect(e.ai.run).not.toHaveBeenCalled();
  });

  it("falls back offline after one probe, and remembers the verdict", async () => {
    const e = env(async () => {
      throw new Error("Binding AI needs to be run remotely");
    });
    const first = await planQuestionWithAi(e, input);
    const second = await planQuestionWithAi(e, { ...input, question: "revenue by channel" });
    expect(first.planner).toBe("built-in");
    expect(first.fallbackReason).toBe("Workers AI is not reachable: Binding AI needs to be run remotely");
    expect(second.plan).toMatchObject({ groupBy: [{ column: "channel" }] });
    expect(e.ai.run).toHaveBeenCalledTimes(1);
  });

  it("answers with Workers AI when the binding responds with a valid plan", async () => {
    const plan = { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }], groupBy: [{ column: "region" }] };
    const e = env(async (_model, inputs) => ((inputs as { prompt?: string }).prompt === "ping" ? { response: "pong" } : { response: JSON.stringify({ plan }) }));
    const result = await planQuestionWithAi(e, input);
    expect(result.fallbackReason).toBeUndefined();
    expect(result.planner).toBe("workers-ai");
    expect(result.plan).toEqual(plan);
  });
});
