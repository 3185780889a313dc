// A question back offers choices (issue #27): each is the question reworded with the exact column or value, and
// asking it again answers with that choice made. Tables and questions are our own.
import { describe, expect, it } from "vitest";
import { answerPlanned } from "../answer/answer-readings";
import { datasetFromColumns } from "../dataset/from-columns";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { reword } from "./choices";
import { planColumns } from "./coverage";
import { collectPlannerFacts } from "./facts";
import { tokenize } from "./text/tokenize";

// "Lisbon" is an origin and a destination; "Premium" a plan and a support level; Riders counts people, not rides.
const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "customer", name: "Customer", type: "text" },
    { id: "plan", name: "Plan", type: "text" },
    { id: "support_level", name: "Support Level", type: "text" },
    { id: "origin", name: "Origin", type: "text" },
    { id: "destination", name: "Destination", type: "text" },
    { id: "gross_margin", name: "Gross Margin", type: "number" },
    { id: "riders", name: "Riders", type: "number" },
  ],
};
const dataset = datasetFromColumns(schema, {
  customer: ["Avila", "Braga", "Cadiz", "Dax", "Evora", "Faro"],
  plan: ["Basic", "Basic", "Standard", "Premium", "Premium", "Basic"],
  support_level: ["Premium", "Standard", "Premium", "Standard", "Standard", "Premium"],
  origin: ["Lisbon", "Porto", "Lisbon", "Madrid", "Porto", "Lisbon"],
  destination: ["Madrid", "Lisbon", "Porto", "Lisbon", "Lisbon", "Porto"],
  gross_margin: [10, 20, 30, 40, 50, 60],
  riders: [3, 4, 5, 6, 7, 8],
});

async function answer(question: string) {
  const planned = planWithBuiltIn({ question, schema, profile: await collectPlannerFacts(dataset), datasetName: "trips.csv" });
  return { planned, answered: await answerPlanned(dataset, planned) };
}

/** The question back's choices; each asked again must be answered reading `columns[k]`. */
async function expectChoicesAnswered(question: string, columns: string[]): Promise<string[]> {
  const { answered } = await answer(question);
  if (answered.kind !== "clarification") throw new Error(`expected a question back, got ${answered.kind}`);
  const choices = answered.clarification.choices ?? [];
  expect(choices.map((c) => c.question)).toHaveLength(columns.length);
  for (const [k, choice] of choices.entries()) {
    const again = await answer(choice.question);
    if (again.answered.kind !== "answer") throw new Error(`'${choice.question}' was not answered: ${again.answered.kind}`);
    expect(planColumns(again.answered.plan).ids.has(columns[k])).toBe(true);
  }
  return choices.map((c) => c.question);
}

describe("choices offered by a question back", () => {
  it("rewords only the doubtful words, keeping the rest as written", () => {
    const question = "total revenue for Lisbon?";
    expect(reword(question, tokenize(question), 3, 4, "Origin Lisbon")).toBe("total revenue for Origin Lisbon?");
  });

  it("offers each of two readings with different answers as the question with the value's column named", async () => {
    const asked = await expectChoicesAnswered("Total gross margin for Lisbon", ["origin", "destination"]);
    expect(asked).toEqual(["Total gross margin for Origin Lisbon", "Total gross margin for Destination Lisbon"]);
    const { answered } = await answer("How many customers are Premium?");
    if (answered.kind !== "clarification") throw new Error("expected a question back");
    expect(answered.clarification.choices?.map((c) => c.label)).toEqual(["Distinct Customer — where Plan is Premium", "Distinct Customer — where Support Level is Premium"]);
  });

  it("offers the column a word could not be placed in, as the question naming it", async () => {
    expect(await expectChoicesAnswered("average profit by plan", ["gross_margin"])).toEqual(["average Gross Margin by plan"]);
  });

  it("offers the column read on a guess ('Did you mean Riders?') as the question naming it", async () => {
    const { answered } = await answer("how many rides did Dax take");
    if (answered.kind !== "clarification") throw new Error("expected a question back");
    expect(answered.clarification.message).toMatch(/^Did you mean 'Riders'\?/);
    expect(await expectChoicesAnswered("how many rides did Dax take", ["riders"])).toEqual(["how many Riders did Dax take"]);
  });

  it("offers nothing it could not check: a question back with no column to name has no choices", async () => {
    const { answered } = await answer("What is the average snowfall?");
    if (answered.kind !== "clarification") throw new Error("expected a question back");
    expect(answered.clarification.choices).toBeUndefined();
  });
});
