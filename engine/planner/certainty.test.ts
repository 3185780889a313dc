// The built-in planner's "sure" signal (issue #27), read by the hybrid planner to decide whether Workers AI is asked.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { builtInCertainty } from "./certainty";
import { collectPlannerFacts } from "./facts";
import { catalogDataset, catalogSchema } from "./testing/catalog-fixture";
import { salesFacts, salesSchema } from "./testing/sales-fixture";
import type { PlannerResult } from "./types";

const plan = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts });
const total = { kind: "aggregate" as const, measures: [{ op: "sum" as const, column: "revenue" }] };
const byRegion = { ...total, groupBy: [{ column: "region" }] };

describe("builtInCertainty", () => {
  it("is sure of a plan made at full confidence", () => {
    expect(builtInCertainty(plan("total revenue by region"))).toEqual({ sure: true });
  });

  it("is not sure when the planner asked back, and gives its question as the reason, with no candidates", () => {
    const asked = plan("What is the average snowfall?");
    expect(asked.plan).toBeNull();
    expect(builtInCertainty(asked)).toEqual({ sure: false, reason: asked.clarification?.message, candidates: [], tied: false });
  });

  it("is not sure of a reading it fell back to, and keeps its guess and the other readings as candidates", () => {
    const guessed: PlannerResult = {
      plan: total,
      understood: "Total Revenue",
      confidence: 0.6,
      planner: "built-in",
      readings: [
        { plan: total, understood: "Total Revenue", score: 1, choice: "a" },
        { plan: byRegion, understood: "Total Revenue by Region", score: 0, choice: "b" },
      ],
    };
    expect(builtInCertainty(guessed)).toEqual({
      sure: false,
      reason: "it had to pick one reading of your words among several",
      candidates: [
        { plan: total, understood: "Total Revenue" },
        { plan: byRegion, understood: "Total Revenue by Region" },
      ],
      tied: false,
    });
  });

  it("counts a reading once when its plan has the same fields written in another order", () => {
    const reordered = { measures: [{ column: "revenue", op: "sum" as const }], kind: "aggregate" as const };
    const guessed: PlannerResult = { plan: total, understood: "Total Revenue", confidence: 0.6, planner: "built-in", readings: [{ plan: reordered, understood: "Total Revenue", score: 1, choice: "a" }] };
    const certainty = builtInCertainty(guessed);
    expect(certainty.sure === false && certainty.candidates).toEqual([{ plan: total, understood: "Total Revenue" }]);
  });

  it("is not sure of readings tied with no plan chosen, which running them may still settle", () => {
    const tied: PlannerResult = {
      plan: null,
      understood: "",
      confidence: 0,
      planner: "built-in",
      clarification: { message: "Which column do you mean?", suggestions: [], unknownWords: [] },
      readings: [
        { plan: total, understood: "Total Revenue", score: 0, choice: "a" },
        { plan: byRegion, understood: "Total Revenue by Region", score: 0, choice: "b" },
      ],
    };
    expect(builtInCertainty(tied)).toMatchObject({ sure: false, reason: "your words fit more than one column equally well", tied: true });
  });

  it("is not sure of a value read in one of two columns that fit it equally well, and may settle it by running them", async () => {
    // "Oak" is a Material and a Finish in our catalogue; nothing in the question says which.
    const profile = await collectPlannerFacts(catalogDataset);
    const picked = planWithBuiltIn({ question: "total stock for Oak", schema: catalogSchema, profile, datasetName: "catalogue.csv" });
    expect(picked.plan).toMatchObject({ filters: [{ column: "material", value: "Oak" }] });
    expect(picked.readings?.map((r) => r.choice)).toEqual(["'Oak' in 'Material'", "'Oak' in 'Finish'"]);
    expect(builtInCertainty(picked)).toMatchObject({ sure: false, tied: true });
    // Named beside the value, the column is no longer a tie.
    const named = planWithBuiltIn({ question: "total stock for the Oak finish", schema: catalogSchema, profile, datasetName: "catalogue.csv" });
    expect(named.plan).toMatchObject({ filters: [{ column: "finish", value: "Oak" }] });
    expect(builtInCertainty(named)).toEqual({ sure: true });
  });
});
