// "How many X <verb> <a word naming another column>": "how many" counts X. Neither the number of different values
// of the column named later (a swimmer's Nationality for "national record"), nor the count of X beside a total of
// that column ("how many parties lost seats" → parties and total Seats) answers it: the planner asks (issue #27).
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { heatsFacts, heatsSchema } from "./testing/heats-fixture";
import { seatsFacts, seatsSchema } from "./testing/seats-fixture";

const heats = (question: string) => planWithBuiltIn({ question, schema: heatsSchema, profile: heatsFacts, datasetName: "swim_final.csv" });
const seats = (question: string) => planWithBuiltIn({ question, schema: seatsSchema, profile: seatsFacts, datasetName: "election.csv" });

describe("a count of different values of a column named after what is counted", () => {
  it("asks instead of counting different nationalities for 'how many swimmers set a national record'", () => {
    const result = heats("How many swimmers set a national record?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/counts swimmers.*different 'Nationality' values/);
    expect(result.clarification?.suggestions).toEqual(["Nationality"]);
  });

  it("keeps counts whose counted words name the column, and conditions read as values", () => {
    for (const q of ["How many nationalities are there?", "how many different nationalities do the swimmers have?"]) {
      expect(heats(q).plan, q).toMatchObject({ measures: [{ op: "count_distinct", column: "nationality" }] });
    }
    expect(heats("how many swimmers are from Sweden?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "nationality", op: "eq", value: "Sweden" }] });
  });
});

describe("a count of the counted column's values beside a total of another column", () => {
  it("asks for 'how many parties lost seats' and 'have seats' instead of the parties and the total Seats", () => {
    for (const q of ["How many parties lost seats?", "How many parties have seats?", "how many parties lost votes?"]) {
      const result = seats(q);
      expect(result.plan, q).toBeNull();
      expect(result.clarification?.message, q).toMatch(/how many rows have any (Seats|Votes) \(above 0\), or the total/);
    }
  });

  it("keeps a plain count of parties and a total asked as such", () => {
    expect(seats("How many parties are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "party" }] });
    expect(seats("total seats").plan).toMatchObject({ measures: [{ op: "sum", column: "seats" }] });
  });
});
