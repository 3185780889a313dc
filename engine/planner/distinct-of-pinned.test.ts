// A count of different values of a column the plan's own filter pins to one value (issue #27): 1 by construction,
// so it is asked back; different values of another column under that filter keep their answer.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { orderLinesFacts, orderLinesSchema } from "./testing/order-lines-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: orderLinesSchema, profile: orderLinesFacts, datasetName: "order_lines.csv" });

describe("a count of different values pinned by its own filter", () => {
  it("asks back instead of answering 1", () => {
    const result = ask("how many times was the customer Acme?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/different Customer values where Customer is 'Acme' gives 1/);
  });

  it("keeps different values of another column and plain counts", () => {
    expect(ask("how many different customers are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "customer" }] });
    expect(ask("how many rows where customer is Acme?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "customer", value: "Acme" }] });
  });
});
