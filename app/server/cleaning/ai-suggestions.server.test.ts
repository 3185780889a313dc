import { beforeEach, describe, expect, it, vi } from "vitest";
import { tableFromRows } from "../../../engine/clean/table";
import { type AiPlannerSetup, resetWorkersAiProbe } from "../ai-planner.server";
import { createCleaningAdvisor } from "./ai-suggestions.server";

const table = tableFromRows(
  [{ id: "state", name: "State", type: "text" }],
  ["New York", "New York", "New York", "NY", "California", "California"].map((v) => [v]),
);

function setup(run: (model: string, inputs: unknown) => Promise<unknown>, overrides: Partial<AiPlannerSetup["config"]> = {}): AiPlannerSetup & { ai: Ai } {
  return { ai: { run: vi.fn(run) } as unknown as Ai, config: { AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", AI_PLANNER: "auto", isLocal: false, ...overrides } };
}

beforeEach(() => resetWorkersAiProbe());

describe("createCleaningAdvisor", () => {
  it("never touches the binding when AI is switched off or in local development", async () => {
    for (const overrides of [{ AI_PLANNER: "builtin" as const }, { isLocal: true }]) {
      const s = setup(async () => ({ response: "" }), overrides);
      const result = await createCleaningAdvisor(s).suggest(table, "moderate", new Date());
      expect(result.recommendations).toEqual([]);
      expect(result.failure).toMatch(/switched off|local development/);
      expect(s.ai.run).not.toHaveBeenCalled();
    }
  });

  it("gives no suggestions after a failed probe, without entering the SDK", async () => {
    const s = setup(async () => {
      throw new Error("Binding AI needs to be run remotely");
    });
    const result = await createCleaningAdvisor(s).suggest(table, "moderate", new Date());
    expect(result).toMatchObject({ recommendations: [], failure: "Workers AI is not reachable: Binding AI needs to be run remotely" });
    expect(s.ai.run).toHaveBeenCalledTimes(1);
  });

  it("suggests the merges Workers AI answers with, validated against the table", async () => {
    const merges = [
      { column: "state", from: ["NY"], to: "New York" },
      { column: "state", from: ["Texas"], to: "New York" },
    ];
    const s = setup(async (_model, inputs) => ((inputs as { prompt?: string }).prompt === "ping" ? { response: "pong" } : { response: JSON.stringify({ merges }) }));
    const result = await createCleaningAdvisor(s).suggest(table, "moderate", new Date());
    expect(result.failure).toBeUndefined();
    expect(result.recommendations.map((r) => [r.id, r.count])).toEqual([["merge-values:state:New York", 1]]);
    expect(result.dropped.map((d) => d.reason)).toEqual(["“Texas” is not a value of “State”"]);
  });
});
