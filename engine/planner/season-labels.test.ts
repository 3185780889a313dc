// Seasons as Wikipedia tables write them (issue #27): "2004–05" with an en dash is a season, not May 2004, and a
// label with a footnote mark ("2004–05[a]") is found by its season as the cell spells it. Our own fixture: a club's
// season-by-season record with the opening game's date beside the season.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const SEASONS = ["2001–02", "2002–03", "2003–04", "2004–05[a]", "2005–06", "2006–07"];
const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "season", name: "Season", type: "text" },
    { id: "coach", name: "Coach", type: "text" },
    { id: "attendance", name: "Attendance", type: "number" },
    { id: "opened", name: "Opening game", type: "date", hasTime: false },
  ],
};
const facts: PlannerFacts = {
  rowCount: 6,
  columns: [
    { id: "season", distinct: 6, values: SEASONS },
    { id: "coach", distinct: 2, values: ["Ana Ruiz", "Ben Holt"] },
    { id: "attendance", distinct: 6, min: 5200, max: 7900 },
    { id: "opened", distinct: 6, min: Date.UTC(2001, 9, 4), max: Date.UTC(2006, 9, 7) },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "club_seasons.csv" });

describe("a season written with a dash", () => {
  it("filters the season, not the dates of its month", () => {
    expect(ask("who was the coach in 2002–03?").plan?.filters).toContainEqual({ column: "season", op: "eq", value: "2002–03" });
  });

  it("finds a footnoted season by the cell's own spelling, also when the question writes a hyphen", () => {
    for (const question of ["what was the attendance in 2004–05?", "what was the attendance in 2004-05?"]) {
      expect(ask(question).plan?.filters, question).toContainEqual({ column: "season", op: "contains", value: "2004–05" });
    }
  });
});
