// A count of the rows one row label picks out (issue #27): in a table with one row per golfer, "how many times did
// Cy Moss win?" counted as Cy Moss's rows is 1 by construction and is asked back; counts of an attribute's rows,
// of a label that repeats, and "how many rows …" keep their answers.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { golfersFacts, golfersSchema } from "./testing/golfers-fixture";
import { orderLinesFacts, orderLinesSchema } from "./testing/order-lines-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: golfersSchema, profile: golfersFacts, datasetName: "champions.csv" });

describe("a count of the rows of one row label", () => {
  it("asks back: the count is 1 whatever was asked", () => {
    const result = ask("how many times did Cy Moss win?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/Each Golfer has one row here, so counting the rows of 'Cy Moss' gives 1/);
  });

  it("keeps counts of an attribute's rows, rows asked as such, and yes/no checks", () => {
    expect(ask("how many golfers are from Sweden?").plan).toMatchObject({ filters: [{ column: "country", value: "Sweden" }] });
    expect(ask("how many rows have Golfer Cy Moss?").plan).toMatchObject({ measures: [{ op: "count" }] });
    expect(ask("is Cy Moss in the list?").plan).toMatchObject({ check: { kind: "exists" } });
  });

  it("keeps counts where the label repeats across rows", () => {
    const result = planWithBuiltIn({ question: "how many lines did Acme order?", schema: orderLinesSchema, profile: orderLinesFacts, datasetName: "order_lines.csv" });
    expect(result.plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "customer", value: "Acme" }] });
  });
});
