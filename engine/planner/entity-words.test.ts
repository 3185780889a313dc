// The rows' kind read inside values after a ranking word (issue #27): "the largest building" filtered to names
// containing 'Building' answers about the buildings called so, not the largest one, so the planner asks; a value
// named whole keeps its filter.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { towersFacts, towersSchema } from "./testing/towers-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: towersSchema, profile: towersFacts, datasetName: "towers.csv" });

describe("a noun right after a ranking word, read inside values", () => {
  it("asks back instead of filtering the names that contain it", () => {
    for (const question of ["what is the largest building?", "give me the highest building"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/building' as Name containing 'Building', but it may say what the rows are or how they rank/);
    }
  });

  it("keeps a whole value and a containment asked for", () => {
    expect(ask("how tall is Union Building?").plan).toMatchObject({ filters: [{ column: "name", op: "eq", value: "Union Building" }] });
    expect(ask("which rows have a name containing building?").plan).toMatchObject({ filters: [{ column: "name", op: "contains" }] });
  });
});

describe("a noun after 'this' or 'these', read inside values", () => {
  it("asks back: 'this building' points at what the table is about", () => {
    const result = ask("how many floors does this building have in total?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/I read 'this building' as Name containing 'Building'/);
  });
});
