// The semantic layer stored at ingest (DatasetProfile.semantic, carried by the planner's facts) and the one the
// planner works out itself for profiles stored before it must plan alike: every question of our own sets, on
// each of their datasets read through the real ingest, gets the same plan (or the same clarification) either way.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "../../engine/planner/builtin";
import { load } from "./own-sets";
import { ALL_DATASET_QUESTIONS } from "./questions/index";

describe("planner: a profile with its stored semantic layer and one without it plan the same", () => {
  it.each(ALL_DATASET_QUESTIONS.map((set) => [set.dataset, set] as const))("%s", async (name, set) => {
    const { schema, facts } = await load(name);
    expect(facts.semantic).toBeDefined();
    const { semantic: _stored, ...older } = facts;
    const questions = [...set.questions, ...set.chains.flatMap((c) => c.turns), ...set.refusals].map((q) => q.question);
    const plan = (profile: typeof facts, question: string) => {
      const planned = planWithBuiltIn({ question, schema, profile, datasetName: `${name}.csv` });
      return { question, plan: planned.plan, clarification: planned.clarification?.message };
    };
    expect(questions.map((q) => plan(facts, q))).toEqual(questions.map((q) => plan(older, q)));
  });
});
