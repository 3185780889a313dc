// The asked shape of a statement whose question is a "which" after a preposition (issue #27): "Rovers have a
// larger capacity than which clubs?" asks for names, so one figure does not answer it; after an opening question
// word the same "in which" is a relative clause and asks nothing.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { readQuestion } from "./match/mentions";
import { askedShape } from "./readings";
import { schemaIndexFor } from "./schema-index";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" });
const shape = (question: string) => askedShape(readQuestion(question, schemaIndexFor(clubsSchema, clubsFacts)));

describe("a 'which' after a preposition", () => {
  it("asks for a name in a statement, so a single figure is asked back", () => {
    expect(shape("Rovers have a larger stadium capacity than which clubs?")).toBe("entity");
    expect(shape("the club with the most titles is in which country?")).toBe("entity");
    const result = ask("Rovers have a larger stadium capacity than which clubs?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/I could only work out a figure here, not which one it belongs to/);
  });

  it("is a relative clause after an opening question word", () => {
    expect(shape("what is the stadium capacity of the club in which Rovers play?")).toBe("any");
    expect(shape("is there a country in which every club has titles?")).toBe("yes-no");
    expect(ask("what is the stadium capacity of Rovers?").plan).toMatchObject({ filters: [{ column: "club", value: "Rovers" }] });
  });
});
