// The hybrid planner's decisions (AI_PLANNER=auto, issue #27) on a table of our own: the built-in planner answers
// when it is sure and Workers AI (the AI SDK's mock model) is asked only otherwise; plans that agree answer once,
// plans that disagree come back as both readings with a question; a failing, slow or invalid model is a refusal.
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it, vi } from "vitest";
import { datasetFromColumns } from "../../../engine/dataset/from-columns";
import { collectPlannerFacts } from "../../../engine/planner/facts";
import { catalogDataset, catalogSchema } from "../../../engine/planner/testing/catalog-fixture";
import type { DatasetSchema } from "../../../engine/types";
import type { QuestionPlanner } from "~/server/ai-planner.server";
import { answerWithPlanners } from "./hybrid-answer.server";

// Every team plays every other once at home: Feyenoord scored most at home (6), Ajax most away (7).
const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "home_team", name: "Home Team", type: "text" },
    { id: "away_team", name: "Away Team", type: "text" },
    { id: "goals", name: "Goals", type: "number" },
    { id: "attendance", name: "Attendance", type: "number" },
  ],
};
const dataset = datasetFromColumns(schema, {
  home_team: ["Ajax", "Ajax", "PSV", "PSV", "Feyenoord", "Feyenoord"],
  away_team: ["PSV", "Feyenoord", "Ajax", "Feyenoord", "Ajax", "PSV"],
  goals: [3, 1, 2, 0, 5, 1],
  attendance: [50000, 48000, 35000, 34000, 45000, 44000],
});

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** A model answering with this plan (as Workers AI's JSON). */
function modelPlanning(plan: unknown): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async () => ({ content: [{ type: "text", text: JSON.stringify({ plan }) }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] }),
  });
}

function auto(model: MockLanguageModelV4, timeoutMs?: number): QuestionPlanner & { workersAi: ReturnType<typeof vi.fn> } {
  return { mode: "auto", workersAi: vi.fn(async () => ({ model })), ...(timeoutMs ? { timeoutMs } : {}) };
}

async function ask(question: string, planner: QuestionPlanner) {
  const profile = await collectPlannerFacts(dataset);
  return answerWithPlanners(dataset, { question, schema, profile, datasetName: "matches.csv" }, planner);
}

const mostGoalsBy = (column: string) => ({ kind: "aggregate", measures: [{ op: "sum", column: "goals" }], groupBy: [{ column }], top: { n: 1 } });
const busiestHome = { kind: "aggregate", measures: [{ op: "mean", column: "attendance" }], groupBy: [{ column: "home_team" }], top: { n: 1 } };
// "Which team scored the most goals?": 'team' fits Home Team and Away Team equally, and the two give different teams.
const TIED = "Which team scored the most goals?";
const GUESSED = "total attendance for team Ajax";
const attendanceFor = (column: string) => ({ kind: "aggregate", measures: [{ op: "sum", column: "attendance" }], filters: [{ column, op: "eq", value: "Ajax" }] });

describe("the hybrid planner", () => {
  it("answers with the built-in planner when it is sure, without asking Workers AI", async () => {
    const model = modelPlanning(busiestHome);
    const planner = auto(model);
    const { planned, answered } = await ask("total goals by home team", planner);
    expect(planned.planner).toBe("built-in");
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.result.table.rows).toEqual([["Feyenoord", 6], ["Ajax", 4], ["PSV", 2]]);
    expect(answered.receipt[0]).toBe("Planned by the built-in planner (sure of this reading; Workers AI is asked only when it is not).");
    expect(planner.workersAi).not.toHaveBeenCalled();
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("asks Workers AI when the built-in planner is not sure, and says why in the receipt", async () => {
    const model = modelPlanning(busiestHome);
    const { planned, answered } = await ask("Which home side draws the biggest crowds?", auto(model));
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(planned.planner).toBe("workers-ai");
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.result.table.rows).toEqual([["Ajax", 49000]]);
    expect(answered.receipt[0]).toMatch(/^Planned by Workers AI \(the built-in planner was not sure: .+\); the plan was checked against your columns before it ran\.$/);
  });

  it("answers once when Workers AI picks one of the built-in planner's tied readings", async () => {
    const { planned, answered } = await ask(TIED, auto(modelPlanning(mostGoalsBy("away_team"))));
    expect(planned.planner).toBe("workers-ai");
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.result.table.rows).toEqual([["Ajax", 7]]);
    expect(answered.receipt[0]).toMatch(/your words fit more than one column equally well; its reading gives the same answer, so both planners agree\)/);
  });

  it("shows both readings and asks when the planners' answers differ, instead of picking one", async () => {
    const { planned, answered, readings } = await ask(TIED, auto(modelPlanning(busiestHome)));
    expect(answered.kind).toBe("clarification");
    expect(planned.plan).toBeNull();
    expect(readings?.map((r) => r.planner)).toEqual(["built-in", "built-in", "workers-ai"]);
    expect(readings?.map((r) => r.answer)).toEqual([expect.stringMatching(/Feyenoord/), expect.stringMatching(/Ajax/), expect.stringMatching(/Ajax/)]);
    if (answered.kind !== "clarification") throw new Error("expected a clarification");
    expect(answered.clarification.message).toMatch(/^I can read this question several ways, and they give different answers\. Read as ".*Home Team.*" \(the built-in planner\): .*Feyenoord.*\(Workers AI\): .*Which one did you mean\?/);
    // Each reading is a choice: a question the built-in planner is sure of, which gives that reading's answer again.
    expect(answered.clarification.choices).toEqual([
      { label: readings![0].understood, question: "Which Home Team scored the most goals?" },
      { label: readings![1].understood, question: "Which Away Team scored the most goals?" },
      { label: readings![2].understood, question: readings![2].understood },
    ]);
    const expected = [[["Feyenoord", 6]], [["Ajax", 7]], [["Ajax", 49000]]];
    for (const [k, choice] of answered.clarification.choices!.entries()) {
      const chosen = await ask(choice.question, auto(modelPlanning(busiestHome)));
      expect(chosen.planned.planner, choice.question).toBe("built-in");
      if (chosen.answered.kind !== "answer") throw new Error(`'${choice.question}' was not answered: ${chosen.answered.kind}`);
      expect(chosen.answered.result.table.rows).toEqual(expected[k]);
    }
  });

  it("refuses with the built-in planner's question and its suggestions when Workers AI fails", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("upstream 500");
      },
    });
    const { answered } = await ask(TIED, auto(model));
    if (answered.kind !== "clarification") throw new Error(`expected a refusal, got ${answered.kind}`);
    expect(answered.clarification.message).toMatch(/^Which column do you mean: 'Home Team' or 'Away Team'\?/);
    expect(answered.clarification.message).toMatch(/Workers AI, asked because I was not sure, could not help \(the model call failed: upstream 500\)/);
    expect(answered.clarification.suggestions).toEqual(["Home Team", "Away Team"]);
  });

  it("refuses when Workers AI does not answer in time", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: (options) => new Promise((_, reject) => options.abortSignal?.addEventListener("abort", () => reject(new Error("aborted")))),
    });
    const { answered } = await ask(TIED, auto(model, 50));
    if (answered.kind !== "clarification") throw new Error(`expected a refusal, got ${answered.kind}`);
    expect(answered.clarification.message).toMatch(/could not help \(the model did not answer in time/);
  });

  it("refuses an invalid plan from Workers AI — an unknown column, a sum of names — without running it", async () => {
    for (const [plan, why] of [
      [{ kind: "aggregate", measures: [{ op: "sum", column: "points" }] }, /could not help \(the model's plan was invalid: There is no column 'points'/],
      [{ kind: "aggregate", measures: [{ op: "sum", column: "home_team" }] }, /could not help \(the model's plan was invalid: .*Home Team/],
    ] as const) {
      const { planned, answered } = await ask(TIED, auto(modelPlanning(plan)));
      expect(planned.plan).toBeNull();
      if (answered.kind !== "clarification") throw new Error(`expected a refusal, got ${answered.kind}`);
      expect(answered.clarification.message).toMatch(why);
    }
  });

  it("offline, refuses what the built-in planner is not sure of with its suggestions", async () => {
    const planner: QuestionPlanner = { mode: "auto", workersAi: async () => ({ unavailable: "Workers AI is not reachable: offline" }) };
    const { planned, answered } = await ask(TIED, planner);
    expect(planned.planner).toBe("built-in");
    expect(answered).toEqual({
      kind: "clarification",
      clarification: {
        message: "Which column do you mean: 'Home Team' or 'Away Team'? Name it in the question.",
        suggestions: ["Home Team", "Away Team"],
        unknownWords: [],
        // Its own question back's choices: the question with each column named, to ask again with one click.
        choices: [
          { label: "Home Team", question: "Which Home Team scored the most goals?" },
          { label: "Away Team", question: "Which Away Team scored the most goals?" },
        ],
      },
    });
    // Asked again, each choice is answered with its column: Feyenoord scored most at home, Ajax most away.
    for (const [question, team] of [["Which Home Team scored the most goals?", "Feyenoord"], ["Which Away Team scored the most goals?", "Ajax"]]) {
      const chosen = await ask(question, planner);
      if (chosen.answered.kind !== "answer") throw new Error(`'${question}' was not answered: ${chosen.answered.kind}`);
      expect(chosen.answered.value).toBe(team);
    }
  });

  it("offline, refuses a reading the built-in planner fell back to, naming it so it can be asked again", async () => {
    const planner: QuestionPlanner = { mode: "auto", workersAi: async () => ({ unavailable: "Workers AI is not reachable: offline" }) };
    // 'team Ajax': Ajax is a home and an away team; the built-in planner's reading is one it fell back to.
    const { planned, answered } = await ask(GUESSED, planner);
    expect(planned.planner).toBe("built-in");
    if (answered.kind !== "clarification") throw new Error(`expected a refusal, got ${answered.kind}`);
    expect(answered.clarification.message).toMatch(/^I'm not sure I read this right: it had to pick one reading of your words among several\. Did you mean ".*Home Team is Ajax.*"\? Ask again naming the column you mean/);
  });

  it("offline, asks back a value found in two columns when running both readings leaves two answers, and answers when it leaves one", async () => {
    const planner: QuestionPlanner = { mode: "auto", workersAi: async () => ({ unavailable: "Workers AI is not reachable: offline" }) };
    const profile = await collectPlannerFacts(catalogDataset);
    const askCatalogue = (question: string) => answerWithPlanners(catalogDataset, { question, schema: catalogSchema, profile, datasetName: "catalogue.csv" }, planner);
    // "Oak" is the desk's material (stock 2) and the finish of a chair and a shelf (stock 17): no single answer.
    const tied = await askCatalogue("total stock for Oak");
    if (tied.answered.kind !== "clarification") throw new Error(`expected a refusal, got ${tied.answered.kind}`);
    expect(tied.answered.clarification.message).toMatch(/it had to pick one reading of your words among several\. Did you mean ".*Material is Oak.*"\?/);
    // In the East no Oak material is stocked: that reading matches no rows, so running both settles it (the chair).
    const settled = await askCatalogue("total stock for Oak in the East");
    if (settled.answered.kind !== "answer") throw new Error(`expected an answer, got ${settled.answered.kind}`);
    expect(settled.answered.result.table.rows).toEqual([[10]]);
  });

  it("with Workers AI, a fallen-back reading answers when both agree and is shown beside Workers AI's when they differ", async () => {
    const agreed = await ask(GUESSED, auto(modelPlanning(attendanceFor("home_team"))));
    expect(agreed.planned.planner).toBe("workers-ai");
    if (agreed.answered.kind !== "answer") throw new Error(`expected an answer, got ${agreed.answered.kind}`);
    expect(agreed.answered.result.table.rows).toEqual([[98000]]);
    const differ = await ask(GUESSED, auto(modelPlanning(attendanceFor("away_team"))));
    expect(differ.readings?.map((r) => [r.planner, r.answer])).toEqual([
      ["built-in", expect.stringMatching(/98/)],
      ["workers-ai", expect.stringMatching(/80/)],
    ]);
    if (differ.answered.kind !== "clarification") throw new Error("expected a clarification");
    expect(differ.answered.clarification.message).toMatch(/^I can read this question two ways/);
  });

  it("never asks Workers AI with AI_PLANNER=builtin", async () => {
    const model = modelPlanning(busiestHome);
    const planner = { mode: "builtin" as const, workersAi: vi.fn(async () => ({ model })) };
    const { planned, answered } = await ask(TIED, planner);
    expect(planned.planner).toBe("built-in");
    expect(answered.kind).toBe("clarification");
    expect(planner.workersAi).not.toHaveBeenCalled();
  });
});
