// The hybrid planner (AI_PLANNER=auto) through the real ask route inside workerd, with the AI binding mocked (no
// network): Workers AI is asked only for what the built-in planner is not sure of; plans that disagree come back
// as both readings and a question, stored in the thread and not counted; a model that fails, hangs or plans
// something invalid is a refusal with the built-in planner's suggestions, never an error.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { action } from "~/routes/api.datasets.$id.ask";
import { createQuestionPlanner, resetWorkersAiProbe } from "~/server/ai-planner.server";
import { appFetch, form, routeArgs } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

// Feyenoord scored most at home (6 goals), Ajax most away (7); Ajax drew the biggest home crowds.
const CSV = [
  "Home Team,Away Team,Goals,Attendance",
  "Ajax,PSV,3,50000",
  "Ajax,Feyenoord,1,48000",
  "PSV,Ajax,2,35000",
  "PSV,Feyenoord,0,34000",
  "Feyenoord,Ajax,5,45000",
  "Feyenoord,PSV,1,44000",
].join("\n");
const TIED = "Which team scored the most goals?";
const mostAwayGoals = { kind: "aggregate", measures: [{ op: "sum", column: "goals" }], groupBy: [{ column: "away_team" }], top: { n: 1 } };
const busiestHome = { kind: "aggregate", measures: [{ op: "mean", column: "attendance" }], groupBy: [{ column: "home_team" }], top: { n: 1 } };

interface AnswerJson {
  kind: string;
  answer: string;
  planner: string;
  receipt?: string[];
  suggestions?: string[];
  readings?: { planner: string; understood: string; answer: string }[];
  choices?: { label: string; question: string; pinned?: number }[];
  table?: { rows: unknown[][] };
  conversationId: string;
  messageId: string;
}

/**
 * An AI binding as workers-ai-provider calls it: the probe ("ping") answers, every plan request gets `answer`.
 * A plain function, not a spy: a spy's own bookkeeping of a rejected call surfaces as an unhandled rejection.
 */
function workersAi(answer: (inputs: unknown) => Promise<unknown>) {
  const calls = { probes: 0, plans: 0 };
  const run = async (_model: string, inputs: unknown) => {
    if ((inputs as { prompt?: string }).prompt === "ping") {
      calls.probes++;
      return { response: "pong" };
    }
    calls.plans++;
    return answer(inputs);
  };
  return { binding: { run } as unknown as Ai, calls };
}

const planning = (plan: unknown) => workersAi(async () => ({ response: JSON.stringify({ plan }) }));

async function ask(user: TestUser, datasetId: string, question: string, ai: { binding: Ai }, timeoutMs?: number): Promise<{ status: number; json: AnswerJson }> {
  return askWith(user, datasetId, { question }, ai, timeoutMs);
}

/** POST /api/datasets/:id/ask with this body, Workers AI answering through `ai`. */
async function askWith(user: TestUser, datasetId: string, body: Record<string, unknown>, ai: { binding: Ai }, timeoutMs?: number): Promise<{ status: number; json: AnswerJson }> {
  const args = routeArgs(`/api/datasets/${datasetId}/ask`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
    params: { id: datasetId },
    jar: user.jar,
  });
  const { services } = args.context;
  // Production's configuration (not local), with the mocked binding in place of the remote one.
  const planner = createQuestionPlanner({ ai: ai.binding, config: { ...services.config, AI_PLANNER: "auto", isLocal: false } });
  args.context.services = { ...services, planner: timeoutMs ? { ...planner, timeoutMs } : planner };
  const response = (await action(args)) as Response;
  return { status: response.status, json: (await response.json()) as AnswerJson };
}

async function matches(user: TestUser): Promise<string> {
  const res = await upload(user, "matches.csv", CSV);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

beforeEach(() => resetWorkersAiProbe());

describe("the hybrid planner through POST /api/datasets/:id/ask", () => {
  it("answers what the built-in planner is sure of without asking Workers AI", async () => {
    const user = await signedInUser("pro");
    const id = await matches(user);
    const ai = planning(busiestHome);
    const { status, json } = await ask(user, id, "total goals by home team", ai);
    expect(status).toBe(200);
    expect(json).toMatchObject({ kind: "answer", planner: "built-in" });
    expect(json.receipt?.[0]).toBe("Planned by the built-in planner (sure of this reading; Workers AI is asked only when it is not).");
    expect(ai.calls).toEqual({ probes: 0, plans: 0 });
  });

  it("answers with Workers AI when it settles what the built-in planner could not, and the receipt says so", async () => {
    const user = await signedInUser("pro");
    const id = await matches(user);
    const ai = planning(mostAwayGoals);
    const { json } = await ask(user, id, TIED, ai);
    expect(ai.calls.plans).toBe(1);
    expect(json).toMatchObject({ kind: "answer", planner: "workers-ai", table: { rows: [["Ajax", 7]] } });
    expect(json.receipt?.[0]).toMatch(/^Planned by Workers AI \(the built-in planner was not sure: .*its reading gives the same answer, so both planners agree\); the plan was checked/);
  });

  it("shows both readings and asks when the planners disagree; the question back is stored and not counted", async () => {
    const user = await signedInUser("free");
    const id = await matches(user);
    const { status, json } = await ask(user, id, TIED, planning(busiestHome));
    expect(status).toBe(200);
    expect(json.kind).toBe("clarification");
    expect(json.readings?.map((r) => r.planner)).toEqual(["built-in", "built-in", "workers-ai"]);
    expect(json.answer).toMatch(/^I can read this question several ways, and they give different answers\..*\(Workers AI\): .*Ajax.*Which one did you mean\?/);
    // The receipt says that both planners planned it and nothing was picked.
    expect(json.receipt).toEqual([expect.stringMatching(/^Asked back: the built-in planner and Workers AI both planned it and their answers differ, so neither was picked \(the built-in planner was not sure: /)]);
    // Each reading is a choice; Workers AI's, asked again, is answered by the built-in planner with its answer.
    expect(json.choices?.map((c) => c.question)).toEqual(["Which Home Team scored the most goals?", "Which Away Team scored the most goals?", json.readings![2].understood]);
    const ai = planning(busiestHome);
    const chosen = await ask(user, id, json.choices![2].question, ai);
    expect(chosen.json).toMatchObject({ kind: "answer", planner: "built-in", table: { rows: [["Ajax", 49000]] } });
    expect(chosen.json.receipt?.[0]).toMatch(/^Planned by the built-in planner \(sure of this reading/);
    expect(ai.calls.plans).toBe(0);
    // The Free plan's 5 questions a month are all still there (the chosen reading above took one).
    for (let i = 0; i < 4; i++) expect((await ask(user, id, "total goals by home team", planning(busiestHome))).status).toBe(200);
  });

  it("refuses with suggestions, never an error, when Workers AI answers no plan, hangs or plans something invalid", async () => {
    const user = await signedInUser("pro");
    const id = await matches(user);
    // A binding call that throws is left to the unit tests: inside workerd the AI SDK's tracing span lets the
    // rejection escape as unhandled even though the call is caught (the same SDK behaviour STACK.md notes offline).
    const rambling = workersAi(async () => ({ response: "Sure! Ajax is clearly the best team this season." }));
    const hanging = workersAi(() => new Promise(() => undefined));
    const cases = [
      { ai: rambling, why: /could not help \(the model call failed: No object generated/ },
      { ai: hanging, why: /could not help \(the model did not answer in time/, timeoutMs: 100 },
      { ai: planning({ kind: "aggregate", measures: [{ op: "mean", column: "points" }] }), why: /could not help \(the model's plan was invalid: There is no column 'points'/ },
    ];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const { ai, why, timeoutMs } of cases) {
      const { status, json } = await ask(user, id, TIED, ai, timeoutMs);
      expect(status).toBe(200);
      expect(json).toMatchObject({ kind: "clarification", planner: "built-in", suggestions: ["Home Team", "Away Team"] });
      expect(json.answer).toMatch(/^Which column do you mean: 'Home Team' or 'Away Team'\?/);
      expect(json.answer).toMatch(why);
      expect(json.receipt?.[0]).toMatch(/^Asked back by the built-in planner \(not sure: .*\)\. Workers AI was asked and could not help: /);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it("offline (the probe fails), refuses what the built-in planner is not sure of, with its suggestions", async () => {
    const user = await signedInUser("pro");
    const id = await matches(user);
    const offline = {
      binding: {
        run: async () => {
          throw new Error("Binding AI needs to be run remotely");
        },
      } as unknown as Ai,
    };
    const { status, json } = await ask(user, id, TIED, offline);
    expect(status).toBe(200);
    expect(json).toMatchObject({ kind: "clarification", planner: "built-in", answer: "Which column do you mean: 'Home Team' or 'Away Team'? Name it in the question.", suggestions: ["Home Team", "Away Team"] });
    // Each column as a choice, and the receipt says who asked back and that Workers AI could not be reached.
    expect(json.choices).toEqual([
      { label: "Home Team", question: "Which Home Team scored the most goals?" },
      { label: "Away Team", question: "Which Away Team scored the most goals?" },
    ]);
    expect(json.receipt).toEqual([expect.stringMatching(/^Asked back by the built-in planner \(not sure: your words fit more than one column equally well\)\. .*Workers AI.*\.$/)]);
  });

  it("pins a Workers AI reading no question gives again to its choice, which answers with that plan without asking again", async () => {
    // Home teams whose goals add up to more than 3 over at least 2 home matches: Feyenoord 6 in 2, Ajax 4 in 2. Asked in
    // its own reading's words, the built-in planner today cannot read two conditions on the groups together and asks
    // back, so no question gives it again. (The readings used before are now read back right: a top 1 after an
    // attendance bound since 4922566, one condition on each home team's total goals since it is read as one.)
    const homeGoalsInBigCrowds = { kind: "aggregate", measures: [{ op: "sum", column: "goals" }, { op: "count" }], groupBy: [{ column: "home_team" }], having: [{ measure: "sum_goals", op: "gt", value: 3 }, { measure: "count", op: "gte", value: 2 }] };
    const user = await signedInUser("pro");
    const id = await matches(user);
    const back = await ask(user, id, TIED, planning(homeGoalsInBigCrowds));
    expect(back.json.kind).toBe("clarification");
    const aiReading = back.json.readings![2];
    expect(aiReading.planner).toBe("workers-ai");
    // The two built-in readings are asked again in words; Workers AI's is pinned to its kept plan.
    expect(back.json.choices).toEqual([
      { label: back.json.readings![0].understood, question: "Which Home Team scored the most goals?" },
      { label: back.json.readings![1].understood, question: "Which Away Team scored the most goals?" },
      { label: aiReading.understood, question: aiReading.understood, pinned: 0 },
    ]);

    // Chosen through the API: that plan answers, Workers AI is not called, the receipt says whose plan it was.
    const ai = planning(busiestHome);
    const chosen = await askWith(user, id, { question: aiReading.understood, conversationId: back.json.conversationId, pinned: { messageId: back.json.messageId, reading: 0 } }, ai);
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({ kind: "answer", planner: "workers-ai", table: { rows: [["Feyenoord", 6, 2], ["Ajax", 4, 2]] } });
    expect(chosen.json.receipt?.[0]).toMatch(/^Planned by Workers AI \(you chose this reading of your earlier question; its plan was kept from then, so it was not planned again\)/);
    expect(ai.calls.plans).toBe(0);

    // The page's button, without JavaScript: a plain form post naming the kept plan, answered in the same conversation.
    const pinnedValue = `${back.json.messageId}:0`;
    const html = await (await appFetch(`/dashboard/ai-analysis?dataset=${id}&conversation=${back.json.conversationId}`, { jar: user.jar })).text();
    expect(html).toContain(`name="pinned" value="${pinnedValue}"`);
    const posted = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", datasetId: id, conversationId: back.json.conversationId, question: aiReading.understood, pinned: pinnedValue }), jar: user.jar });
    expect(posted.status).toBe(303);
    const page = await (await appFetch(posted.headers.get("Location")!.replace(/#.*$/, ""), { jar: user.jar })).text();
    expect(page).toContain("Planned by Workers AI (you chose this reading of your earlier question");

    // A plan is only ever named, never sent: another user, another conversation, or a place with no plan is 404.
    const other = await signedInUser("pro");
    const theirs = await matches(other);
    const theirBack = await ask(other, theirs, "total goals by home team", planning(busiestHome));
    const refused = [
      await askWith(other, id, { question: "x", conversationId: back.json.conversationId, pinned: { messageId: back.json.messageId, reading: 0 } }, ai),
      await askWith(other, theirs, { question: "x", conversationId: theirBack.json.conversationId, pinned: { messageId: back.json.messageId, reading: 0 } }, ai),
      await askWith(user, id, { question: "x", conversationId: back.json.conversationId, pinned: { messageId: back.json.messageId, reading: 1 } }, ai),
      await askWith(user, id, { question: "x", pinned: { messageId: back.json.messageId, reading: 0 } }, ai),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    // A plan written into the request is not read: the kept one answers.
    const forged = await askWith(user, id, { question: aiReading.understood, conversationId: back.json.conversationId, pinned: { messageId: back.json.messageId, reading: 0 }, plan: busiestHome }, ai);
    expect(forged.json.table?.rows).toEqual([["Feyenoord", 6, 2], ["Ajax", 4, 2]]);
    expect(ai.calls.plans).toBe(0);
  });
});
