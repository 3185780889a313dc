// Candidate readings with execution feedback (issue #14): a value spelled in two columns is planned both ways,
// each reading is executed, readings whose filters match no rows are dropped, and the runner-up is offered as
// "Did you mean …". Tables and questions are our own.
import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { planWithBuiltIn } from "../planner/builtin";
import { collectPlannerFacts } from "../planner/facts";
import type { DatasetSchema } from "../types";
import { answerPlanned } from "./answer-readings";

// "Premium" is both a plan and a support level; "Lisbon" both an origin and a destination.
const schema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "customer", name: "Customer", type: "text" },
    { id: "country", name: "Country", type: "text" },
    { id: "plan", name: "Plan", type: "text" },
    { id: "support_level", name: "Support Level", type: "text" },
    { id: "origin", name: "Origin", type: "text" },
    { id: "destination", name: "Destination", type: "text" },
    { id: "revenue", name: "Revenue", type: "number" },
  ],
};
const dataset = datasetFromColumns(schema, {
  customer: ["Avila", "Braga", "Cadiz", "Dax", "Evora", "Faro", "Gijon", "Huelva"],
  country: ["Germany", "Germany", "Germany", "Spain", "Spain", "Spain", "Portugal", "Portugal"],
  plan: ["Basic", "Basic", "Standard", "Premium", "Premium", "Basic", "Standard", "Premium"],
  support_level: ["Premium", "Standard", "Premium", "Standard", "Standard", "Premium", "Premium", "Standard"],
  origin: ["Lisbon", "Porto", "Lisbon", "Madrid", "Porto", "Lisbon", "Madrid", "Porto"],
  destination: ["Madrid", "Lisbon", "Porto", "Lisbon", "Lisbon", "Porto", "Lisbon", "Madrid"],
  revenue: [100, 200, 300, 400, 500, 600, 700, 800],
});

async function ask(question: string) {
  const facts = await collectPlannerFacts(dataset);
  const planned = planWithBuiltIn({ question, schema, profile: facts, datasetName: "accounts.csv" });
  return { planned, answered: await answerPlanned(dataset, planned) };
}

describe("candidate readings with execution feedback", () => {
  it("asks back naming both readings, each with its answer, when a value tied between two columns gives two answers", async () => {
    const { planned, answered } = await ask("How many customers are Premium?");
    expect(planned.readings?.map((r) => r.choice)).toEqual(["'Premium' in 'Plan'", "'Premium' in 'Support Level'"]);
    // 3 customers are on the Premium plan, 4 have Premium support: nothing in the words chooses, so neither is picked.
    if (answered.kind !== "clarification") throw new Error(`expected a clarification, got ${answered.kind}`);
    expect(answered.clarification.message).toBe(
      'Your words fit two readings that give different answers. Read as "Distinct Customer — where Plan is Premium": Distinct Customer (Plan is Premium) is 3. Read as "Distinct Customer — where Support Level is Premium": Distinct Customer (Support Level is Premium) is 4. Which one did you mean?',
    );
  });

  it("answers a value tied between two columns when both readings give the same answer", async () => {
    // Two customers ship from Madrid and two ship to it: the count does not depend on the reading.
    const { planned, answered } = await ask("How many customers for Madrid?");
    expect(planned.readings?.map((r) => r.choice)).toEqual(["'Madrid' in 'Origin'", "'Madrid' in 'Destination'"]);
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.value).toBe(2);
  });

  it("drops a reading whose filters match no rows and answers the one that does, saying why", async () => {
    // No German customer is on the Premium plan; two have Premium support.
    const { answered } = await ask("How many Premium customers in Germany?");
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.value).toBe(2);
    expect(answered.result.plan.filters).toEqual(expect.arrayContaining([{ column: "support_level", op: "eq", value: "Premium" }]));
    expect(answered.receipt).toContain("No rows matched when reading 'Premium' in 'Plan', so I read 'Premium' in 'Support Level'.");
    expect(answered.understood).toMatch(/Support Level is Premium/);
    expect(answered.didYouMean).toBeUndefined();
  });

  it("prefers the reading that explains more of the question's words", async () => {
    // "level" names the Support Level column: that reading explains a word the other leaves over.
    const { planned, answered } = await ask("How many customers have a Premium level?");
    expect(planned.readings?.[0].choice).toBe("'Premium' in 'Support Level'");
    expect(planned.readings?.[0].score).toBeGreaterThan(planned.readings?.[1].score ?? 0);
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.value).toBe(4);
    expect(answered.didYouMean?.understood).toMatch(/Plan is Premium/);
  });

  it("answers with the best reading's figures when every reading matches no rows (an honest zero)", async () => {
    const { answered } = await ask("How many Premium customers in Germany from Madrid?");
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.value).toBe(0);
  });

  it("keeps a question with one reading as it was: no readings, no 'Did you mean'", async () => {
    const { planned, answered } = await ask("Total revenue by country");
    expect(planned.readings).toBeUndefined();
    if (answered.kind !== "answer") throw new Error("expected an answer");
    expect(answered.receipt.some((line) => line.startsWith("Did you mean"))).toBe(false);
  });

  it("passes a clarification through", async () => {
    const { answered } = await ask("What is the average snowfall?");
    expect(answered).toMatchObject({ kind: "clarification", clarification: { unknownWords: ["snowfall"] } });
  });
});

describe("a value's column named by the word that joins it to the question", () => {
  // Each row is a match seen from one side: goals scored for a club against another.
  const matches: DatasetSchema = {
    rowCount: 4,
    columns: [
      { id: "scorer", name: "Scorer", type: "text" },
      { id: "for", name: "For", type: "text" },
      { id: "against", name: "Against", type: "text" },
      { id: "goals", name: "Goals", type: "number" },
    ],
  };
  const data = datasetFromColumns(matches, {
    scorer: ["Ada", "Bo", "Cy", "Di"],
    for: ["Ajax", "PSV", "Ajax", "Twente"],
    against: ["PSV", "Ajax", "Twente", "Ajax"],
    goals: [3, 1, 2, 6],
  });

  it("reads 'goals for Ajax' in the For column: 'for' is no content word, yet it is the column's whole name", async () => {
    const planned = planWithBuiltIn({ question: "Total goals for Ajax", schema: matches, profile: await collectPlannerFacts(data), datasetName: "scorers.csv" });
    expect(planned.readings?.map((r) => r.choice)).toEqual(["'Ajax' in 'For'", "'Ajax' in 'Against'"]);
    expect(planned.readings?.[0].score).toBeGreaterThan(planned.readings?.[1].score ?? 0);
    const answered = await answerPlanned(data, planned);
    if (answered.kind !== "answer") throw new Error(`expected an answer, got ${answered.kind}`);
    expect(answered.plan.filters).toEqual([{ column: "for", op: "eq", value: "Ajax" }]);
    expect(answered.value).toBe(5);
  });

  it("still asks back when the word before the value names neither column", async () => {
    const planned = planWithBuiltIn({ question: "Total goals with Ajax", schema: matches, profile: await collectPlannerFacts(data), datasetName: "scorers.csv" });
    expect(planned.readings?.[0].score).toBe(planned.readings?.[1].score);
    expect((await answerPlanned(data, planned)).kind).toBe("clarification");
  });
});
