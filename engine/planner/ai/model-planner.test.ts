import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { describeDatasetMeaning } from "../../semantic/dataset-meaning";
import { hireFacts, hireSchema } from "../testing/real-file-fixtures";
import { salesFacts, salesSchema } from "../testing/sales-fixture";
import { askModelForPlan } from "./model-planner";
import { buildPlannerPrompt } from "./prompt";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** A mock model that answers with this text (JSON expected). */
function modelAnswering(text: string): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async () => ({ content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] }),
  });
}

const input = { question: "total revenue by region", schema: salesSchema, profile: salesFacts };

describe("askModelForPlan", () => {
  it("uses a valid plan from the model, described in our own words, and says the model planned it", async () => {
    const plan = { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }], groupBy: [{ column: "region" }] };
    const model = modelAnswering(JSON.stringify({ plan, understood: "Revenue per region" }));
    const asked = await askModelForPlan(input, { model });
    if (!asked.ok) throw new Error(asked.reason);
    expect(asked.result.planner).toBe("workers-ai");
    expect(asked.result.plan).toEqual(plan);
    expect(asked.result.understood).toBe("Total Revenue by Region");
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("refuses a plan that names a column the data does not have", async () => {
    const plan = { kind: "aggregate", measures: [{ op: "sum", column: "profit" }], groupBy: [{ column: "region" }] };
    const asked = await askModelForPlan(input, { model: modelAnswering(JSON.stringify({ plan })) });
    expect(asked).toEqual({ ok: false, reason: expect.stringMatching(/invalid: There is no column 'profit'/) });
  });

  it("refuses output that does not match the plan schema", async () => {
    const asked = await askModelForPlan(input, { model: modelAnswering(JSON.stringify({ plan: { kind: "pivot", rows: ["region"] } })) });
    expect(asked).toEqual({ ok: false, reason: expect.stringMatching(/the model call failed/) });
  });

  it("refuses output that is not JSON at all", async () => {
    const asked = await askModelForPlan(input, { model: modelAnswering("Sure! Revenue by region is a great question.") });
    expect(asked).toEqual({ ok: false, reason: expect.stringMatching(/the model call failed/) });
  });

  it("says so when the model gives no plan", async () => {
    const asked = await askModelForPlan(input, { model: modelAnswering(JSON.stringify({ plan: null, clarification: "Which revenue?" })) });
    expect(asked).toEqual({ ok: false, reason: "the model gave no plan (Which revenue?)" });
  });

  it("gives up when the model does not answer in time", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: (options) =>
        new Promise((_, reject) => {
          options.abortSignal?.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    });
    const started = Date.now();
    const asked = await askModelForPlan(input, { model, timeoutMs: 50 });
    expect(asked).toEqual({ ok: false, reason: expect.stringMatching(/did not answer in time/) });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("says why when the model call fails", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("Binding AI needs to be run remotely");
      },
    });
    const asked = await askModelForPlan(input, { model });
    expect(asked).toEqual({ ok: false, reason: expect.stringMatching(/Binding AI needs to be run remotely/) });
  });
});

describe("buildPlannerPrompt", () => {
  it("carries the schema, profiles, a few sample values and the conversation — not rows", () => {
    const { system, prompt } = buildPlannerPrompt({
      ...input,
      conversation: [{ question: "revenue in 2024", plan: { kind: "aggregate", measures: [{ op: "sum", column: "revenue" }] } }],
    });
    expect(system).toMatch(/Never invent a column/);
    expect(prompt).toContain('- region ("Region"): text; role dimension; 4 distinct; values e.g. "North", "South", "West", "East"');
    expect(prompt).toContain("from 2023-01-01 to 2024-12-31 (latest date)");
    expect(prompt).toContain('Q: revenue in 2024\nPlan: {"kind":"aggregate"');
    expect(prompt.endsWith("Question: total revenue by region")).toBe(true);
    // At most 8 sample values per column, even for a column with 50 known values.
    const orderLine = prompt.split("\n").find((l) => l.startsWith("- order_id"))!;
    expect(orderLine.match(/SO-/g)).toHaveLength(8);
  });

  it("gives each number column its role: money, and additive (summed) or not (averaged)", () => {
    const { system, prompt } = buildPlannerPrompt(input);
    const line = (id: string) => prompt.split("\n").find((l) => l.startsWith(`- ${id} `))!;
    expect(line("revenue")).toMatch(/; money; additive \(sum by default\)/);
    expect(line("quantity")).toMatch(/; additive \(sum by default\)/);
    expect(line("unit_price")).toMatch(/; money; not additive \(mean by default\)/);
    expect(line("discount")).toMatch(/; not additive \(mean by default\)/);
    expect(line("region")).not.toMatch(/additive/);
    // The plan language the rules document: derived measures, roles, range and list columns.
    for (const term of ['"per"', '"minus"', '"where"', '"percent"', "share_of_total", "period_change", "previous_year", "range", "eachItemOf", '"additive"'])
      expect(system).toContain(term);
  });
});

describe("buildPlannerPrompt: the semantic layer", () => {
  it("gives each column its role and what its values are, and says what a row is", () => {
    const profile = { ...hireFacts, semantic: describeDatasetMeaning(hireSchema.columns, hireFacts, hireSchema.rowCount, { fileName: "bike_hires.csv" }) };
    const { system, prompt } = buildPlannerPrompt({ question: "windiest weekday", schema: hireSchema, profile });
    const line = (id: string) => prompt.split("\n").find((l) => l.startsWith(`- ${id} `))!;
    expect(prompt).toContain("Table with 900 rows. Each row is one hire (from the file name).");
    expect(line("calendar_names_2")).toMatch(/: text; role time \(weekday names\);/);
    expect(line("calendar_names_1")).toMatch(/: text; role time \(month names\);/);
    expect(line("month")).toMatch(/: number; role time;/);
    expect(line("wind")).toMatch(/: number; role measure;/);
    expect(line("dock")).toMatch(/: text; role dimension;/);
    expect(system).toMatch(/Each column has a role: identifier/);
  });

  it("reads the stored layer when the facts carry it", () => {
    const semantic = describeDatasetMeaning(hireSchema.columns, hireFacts, hireSchema.rowCount);
    const stored = { ...semantic, table: { entities: [{ noun: "rental", from: "sheet name" as const }] } };
    const { prompt } = buildPlannerPrompt({ question: "x", schema: hireSchema, profile: { ...hireFacts, semantic: stored } });
    expect(prompt).toContain("Each row is one rental (from the sheet name).");
  });
});
