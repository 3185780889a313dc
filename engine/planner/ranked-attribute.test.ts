// Issue #27: "the R of the N rows with the highest S" where R finds no column must not list S ranked by itself. Planned over a small fixture of our own: a podcast export whose episode names sit in "episode_title".
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "episode_title", name: "episode_title", type: "text" },
    { id: "host", name: "host", type: "text" },
    { id: "rating", name: "rating", type: "number" },
    { id: "minutes", name: "minutes", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 6,
  columns: [
    { id: "episode_title", distinct: 6, values: ["Low Tide", "Cold Open", "Night Shift", "Paper Trail", "Dead Air", "Long Haul"] },
    { id: "host", distinct: 3, values: ["Ana", "Bo", "Cy"] },
    { id: "rating", distinct: 6, min: 2.1, max: 4.9 },
    { id: "minutes", distinct: 6, min: 21, max: 74 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "podcast_episodes.csv" });

describe("an attribute of ranked rows where one side finds no column", () => {
  it.each([
    "List the names of the 2 worst rated episodes.",
    "List the minutes of the 3 episodes with the most podcasts.",
    "List the ratings of the 2 episodes with the most episodes downloads.",
  ])("asks back rather than list the one column found ranked by itself: %s", (question) => {
    const result = ask(question);
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toBeDefined();
  });

  it("keeps an attribute ranked by itself when the attribute is named: 'the ratings of the 2 best rated'", () => {
    expect(ask("List the ratings of the 2 highest rated episodes.").plan).toMatchObject({ kind: "rows", columns: ["rating"], sort: [{ by: "rating", direction: "desc" }], limit: 2 });
  });

  it("keeps an attribute of rows ranked by a named figure", () => {
    expect(ask("List the hosts of the 3 episodes with the highest rating.").plan).toMatchObject({ kind: "rows", sort: [{ by: "rating", direction: "desc" }], limit: 3 });
  });
});
