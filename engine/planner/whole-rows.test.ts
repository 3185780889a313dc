// A which/who question answered by whole rows (issue #27): every column listed says nothing of which one answers,
// so the planner asks for the column; questions that name it, listings asked as such and follow-ups keep theirs.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" });

describe("whole rows for a which/who question", () => {
  it("asks for the column that answers it", () => {
    for (const question of ["which has a stadium capacity under 10000?", "who was founded before 1890?", "tell me the one from Perth"]) {
      const result = ask(question);
      expect(result.plan, question).toBeNull();
      expect(result.clarification?.message, question).toMatch(/I could only list whole rows here, not the column that answers your question/);
    }
  });

  it("keeps questions that name the column, listings asked as such, and 'what about …'", () => {
    expect(ask("which club has a stadium capacity under 10000?").plan).toMatchObject({ groupBy: [{ column: "club" }] });
    expect(ask("show the rows with a stadium capacity under 10000").plan).toMatchObject({ kind: "rows" });
    expect(ask("what rows have titles above 3?").plan).toMatchObject({ kind: "rows" });
    expect(ask("what about Perth?").plan).toMatchObject({ filters: [{ column: "city", value: "Perth" }] });
  });
});
