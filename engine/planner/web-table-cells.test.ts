// Cells as Wikipedia-style tables write them (issue #27), read end to end: the file through the ingest, the question
// through the built-in planner, the plan executed. A standings table with tied ranks ("=3"), goal differences
// signed with a minus sign or an en dash ("−6", "–2"), footnoted points ("41[a]"); a race with times "1:47.32".
// Each question either answers right or is refused; none answers from a misread figure. Tables are our own.
import { describe, expect, it } from "vitest";
import { answerPlanned } from "../answer/answer-readings";
import { ingestFile } from "../ingest/ingest";
import { openStoredDataset } from "../store/read";
import { planWithBuiltIn } from "./builtin";
import { collectPlannerFacts } from "./facts";

const STANDINGS = [
  "Pos,Team,Pld,W,D,L,Pts,GD",
  "1,Avalon Rovers,30,20,4,6,64,+31",
  "2,Brightwater,30,18,4,8,58,+18",
  "=3,Castle Vale,30,15,6,9,51,+7",
  "=3,Dunmore Athletic,30,16,3,11,51,+4",
  "5,Eastfield,30,13,6,11,45[a],0",
  "6,Fenwick Town,30,11,8,11,41,–2",
  "7,Glenrock,30,9,6,15,33*,−6",
  "8,Harbour City,30,5,5,20,20,−23",
].join("\n");

const RACE = [
  "Rank,Athlete,Nation,Time",
  "1,Ana Ruiz,Spain,1:47.32",
  "2,Ben Holt,Canada,1:47.90",
  "3,Chen Wei,China,1:48.05",
  "4,Dara Okafor,Nigeria,1:49.10",
  "5,Emil Berg,Sweden,2:01.00",
].join("\n");

async function asker(csv: string, fileName: string) {
  const ingested = await ingestFile({ bytes: new TextEncoder().encode(csv), fileName });
  const dataset = await openStoredDataset(ingested.stored!);
  const facts = await collectPlannerFacts(dataset, ingested.profile);
  return {
    schema: ingested.schema,
    async ask(question: string) {
      const planned = planWithBuiltIn({ question, schema: ingested.schema, profile: facts, datasetName: fileName });
      return answerPlanned(dataset, planned, { profile: ingested.profile });
    },
  };
}

async function answerOf(file: Awaited<ReturnType<typeof asker>>, question: string): Promise<string> {
  const answered = await file.ask(question);
  if (answered.kind !== "answer") throw new Error(`"${question}" was not answered: ${answered.kind === "tie" ? answered.message : answered.clarification.message}`);
  return answered.answer;
}

async function refusalOf(file: Awaited<ReturnType<typeof asker>>, question: string): Promise<string> {
  const answered = await file.ask(question);
  if (answered.kind !== "clarification") throw new Error(`"${question}" was answered: ${answered.kind === "answer" ? answered.answer : answered.message}`);
  return answered.clarification.message;
}

describe("a standings table's cells as Wikipedia writes them", () => {
  it("reads tied places, dashes used as minus signs and footnoted points as numbers", async () => {
    const { schema } = await asker(STANDINGS, "standings.csv");
    expect(schema.columns.map((c) => c.type)).toEqual(["number", "text", "number", "number", "number", "number", "number", "number"]);
  });

  it("answers over the signed goal differences and the footnoted points", async () => {
    const file = await asker(STANDINGS, "standings.csv");
    expect(await answerOf(file, "Which team had the lowest GD?")).toContain("Harbour City");
    expect(await answerOf(file, "What is the total GD?")).toMatch(/\b29\b/);
    expect(await answerOf(file, "What is the lowest GD?")).toMatch(/-23\b/);
    expect(await answerOf(file, "What were Glenrock's points?")).toMatch(/\b33\b/);
    expect(await answerOf(file, "How many teams had more than 50 points?")).toMatch(/\b4\b/);
  });
});

describe("a standings table's short headers", () => {
  it("read W, D and L as wins, draws and losses beside each other", async () => {
    const file = await asker(STANDINGS, "standings.csv");
    expect(await answerOf(file, "Which team had the most wins?")).toContain("Avalon Rovers");
    expect(await answerOf(file, "Which team had the most losses?")).toContain("Harbour City");
    expect(await answerOf(file, "How many draws did Fenwick Town have?")).toMatch(/\b8\b/);
  });

  it("leave a lone letter alone: W beside H is no count of wins", async () => {
    const file = await asker(["Item,W,H", "Desk,120,75", "Shelf,80,180", "Stool,35,45"].join("\n"), "furniture.csv");
    const answered = await file.ask("Which item had the most wins?");
    expect(answered.kind).not.toBe("answer");
  });
});

describe("a race's times", () => {
  it("are a duration column, shown as the file writes them", async () => {
    const file = await asker(RACE, "race.csv");
    expect(file.schema.columns[3]).toMatchObject({ type: "number", unit: { kind: "duration" } });
    expect(await answerOf(file, "What was Ben Holt's time?")).toContain("1:47.90");
    expect(await answerOf(file, "What is the longest time?")).toContain("2:01.00");
    // An average is a duration in the same form, not seconds or minutes.
    expect(await answerOf(file, "What is the average time?")).toContain("1:50.67");
  });

  it("rank the fastest as the shortest time, and the best too", async () => {
    const file = await asker(RACE, "race.csv");
    for (const question of ["Which athlete had the fastest time?", "Which athlete had the best time?", "Which athlete had the shortest time?"]) {
      const answer = await answerOf(file, question);
      expect(answer).toContain("Ana Ruiz");
      expect(answer).toContain("1:47.32");
    }
    expect(await answerOf(file, "Which athlete had the slowest time?")).toContain("Emil Berg");
  });

  it("compare with a time written as the column writes it, or with its unit", async () => {
    const file = await asker(RACE, "race.csv");
    expect(await answerOf(file, "How many athletes had a time under 1:48?")).toMatch(/\b2\b/);
    expect(await answerOf(file, "How many athletes had a time under 2 minutes?")).toMatch(/\b4\b/);
  });

  it("refuse a figure whose unit is open instead of comparing seconds with it", async () => {
    const file = await asker(RACE, "race.csv");
    expect(await refusalOf(file, "How many athletes had a time under 110?")).toContain("which unit");
    // Three fields beside a column of minutes and seconds: hours, or minutes and hundredths?
    expect(await refusalOf(file, "How many athletes had a time under 1:48:00?")).toContain("which unit");
  });
});
