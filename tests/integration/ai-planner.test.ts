// The AI planner path inside workerd: the engine's model planner with the AI SDK's mock model (a valid plan
// is used; an invalid plan or a time-out is refused with the reason), and the binding glue with the
// real, offline AI binding (never offered locally, so no unhandled rejections).
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { resetWorkersAiProbe } from "../../app/server/ai-planner.server";
import { askModelForPlan } from "../../engine/planner/ai/model-planner";
import { salesFacts, salesSchema } from "../../engine/planner/testing/sales-fixture";
import { createTestContext } from "./helpers";

const input = { question: "total revenue by region", schema: salesSchema, profile: salesFacts };
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const answering = (text: string) =>
  new MockLanguageModelV4({ doGenerate: async () => ({ content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] }) });

describe("AI planner in workerd", () => {
  it("uses a valid plan from the model", async () => {
    const plan = { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }], groupBy: [{ column: "region" }] };
    const asked = await askModelForPlan(input, { model: answering(JSON.stringify({ plan })) });
    expect(asked).toMatchObject({ ok: true, result: { planner: "workers-ai", plan } });
  });

  it("refuses an invalid plan", async () => {
    const plan = { kind: "aggregate", measures: [{ op: "sum", column: "profit" }] };
    const asked = await askModelForPlan(input, { model: answering(JSON.stringify({ plan })) });
    expect(asked).toEqual({ ok: false, reason: expect.stringMatching(/no column 'profit'/) });
  });

  it("gives up on a time-out", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: (options) => new Promise((_, reject) => options.abortSignal?.addEventListener("abort", () => reject(new Error("aborted")))),
    });
    const asked = await askModelForPlan(input, { model, timeoutMs: 50 });
    expect(asked).toEqual({ ok: false, reason: expect.stringMatching(/did not answer in time/) });
  });

  it("does not offer Workers AI locally, so the offline AI binding is never called", async () => {
    resetWorkersAiProbe();
    const { planner } = createTestContext().services;
    expect(planner.mode).toBe("auto");
    expect(await planner.workersAi()).toEqual({ unavailable: "Workers AI is not available in local development." });
  });
});
