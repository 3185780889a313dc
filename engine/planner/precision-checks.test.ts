// Precision before coverage (issue #27): plans that would answer another question than the one asked are asked
// back — rows counted from the end of the file, a negation about whole groups, a money word no column of the
// plan explains, one attribute of ranked rows read as a ranking of its groups — while the questions they resemble
// keep their answers.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { planWithBuiltIn } from "./builtin";
import { readQuestion } from "./match/mentions";
import { schemaIndexFor } from "./schema-index";
import { figureOfOneRow } from "./weak-evidence";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";
import { orderLinesFacts, orderLinesSchema } from "./testing/order-lines-fixture";
import { ridesFacts, ridesSchema } from "./testing/rides-fixture";
import { shopFacts, shopSchema } from "./testing/shop-fixture";
import { staffFacts, staffSchema } from "./testing/staff-fixture";
import { towersFacts, towersSchema } from "./testing/towers-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: shopSchema, profile: shopFacts, datasetName: "shop_orders.csv" });
const asksBack = (question: string, reason: RegExp) => {
  const result = ask(question);
  expect(result.plan, question).toBeNull();
  expect(result.clarification?.message, question).toMatch(reason);
};

describe("rows counted from the end of the file", () => {
  it("asks back instead of listing the first rows", () => {
    asksBack("what were the last 2 orders?", /'last' counts rows from the end/);
    asksBack("show the bottom 3 rows of the table", /'bottom' counts rows from the end/);
  });

  it("keeps the first rows and rankings from the bottom", () => {
    expect(ask("show the first 3 orders").plan).toMatchObject({ kind: "rows", limit: 3 });
    expect(ask("the bottom 2 products by quantity").plan).toMatchObject({ kind: "aggregate", top: { n: 2 } });
  });
});

describe("a negation about whole groups", () => {
  it("asks back when groups that lack something are asked for", () => {
    asksBack("which regions don't have returned orders?", /each Region none of whose rows match/);
    asksBack("which regions have no returned orders?", /each Region/);
    asksBack("which customers have never returned an order?", /each Customer/);
  });

  it("keeps row conditions and negated values", () => {
    expect(ask("how many orders are not returned?").plan).toMatchObject({ kind: "aggregate", filters: [{ column: "status", op: "neq", value: "Returned" }] });
    expect(ask("orders by region excluding returned").plan).toMatchObject({ groupBy: [{ column: "region" }] });
  });
});

describe("money words a price does not explain", () => {
  it("asks back when the plan would answer with another figure or add up prices", () => {
    asksBack("what is the unit cost of a lamp?", /'cost'/);
    expect(ask("total revenue").plan).toBeNull();
    expect(ask("how much did Acme spend?").plan).toBeNull();
  });

  it("reads what one item costs from the price", () => {
    expect(ask("what does a desk cost?").plan).toMatchObject({ measures: [{ op: "mean", column: "unit_price" }], filters: [{ column: "product", value: "Desk" }] });
    expect(ask("average price by region").plan).toMatchObject({ measures: [{ op: "mean", column: "unit_price" }] });
  });
});

describe("one attribute of the rows ranked by a figure", () => {
  const clubs = (question: string) => planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" });

  it("lists the attribute of the top rows, not the attribute's groups ranked by their total", () => {
    expect(clubs("list the cities of the top 3 clubs by titles").plan).toEqual({ kind: "rows", columns: ["city", "club", "titles"], sort: [{ by: "titles", direction: "desc" }], limit: 3 });
    expect(clubs("what are the stadium capacities of the top 2 clubs by titles?").plan).toMatchObject({ kind: "rows", columns: ["stadium_capacity", "club", "titles"], sort: [{ by: "titles", direction: "desc" }], limit: 2 });
  });

  it("reads the row with the highest or lowest figure", () => {
    expect(clubs("what is the city of the club with the most titles?").plan).toMatchObject({ kind: "rows", columns: ["city", "club", "titles"], limit: 1 });
    expect(clubs("the country of the club with the smallest stadium capacity").plan).toMatchObject({ kind: "rows", sort: [{ by: "stadium_capacity", direction: "asc" }], limit: 1 });
    expect(ask("what is the product of the order with the highest quantity?").plan).toMatchObject({ kind: "rows", columns: ["product", "quantity"], sort: [{ by: "quantity", direction: "desc" }], limit: 1 });
    expect(ask("list the customers of the top 2 orders by quantity").plan).toMatchObject({ kind: "rows", columns: ["customer", "quantity"], limit: 2 });
  });

  it("asks back when the ranked word repeats across rows, and leaves rankings of groups alone", () => {
    asksBack("what is the region of the customer with the highest quantity?", /'Region' may differ between the rows of one Customer/);
    expect(clubs("which club has the most titles?").plan).toMatchObject({ kind: "aggregate", top: { n: 1 } });
    expect(clubs("top 3 clubs by titles").plan).toMatchObject({ kind: "aggregate", top: { n: 3 } });
  });
});

describe("counts that would answer with another figure", () => {
  const clubs = (question: string) => planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" });
  const staff = (question: string) => planWithBuiltIn({ question, schema: staffSchema, profile: staffFacts, datasetName: "staff.csv" });

  it("never compares a number followed by its own noun with the money column", () => {
    expect(ask("how many orders have 2 items?").plan).toBeNull();
    expect(ask("how many orders over 200?").plan).toMatchObject({ filters: [{ column: "unit_price", op: "gt", value: 200 }] });
    expect(ask("how many orders have more than 3 units?").plan).toMatchObject({ filters: [{ column: "quantity", op: "gt", value: 3 }] });
  });

  it("asks back rather than answer 'how many X have Y' with the row count beside Y's total", () => {
    const result = clubs("how many clubs have titles?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/how many rows have any Titles \(above 0\), or the total Titles/);
    expect(clubs("how many titles has Thistle won?").plan).toMatchObject({ measures: [{ op: "sum", column: "titles" }], filters: [{ column: "club", value: "Thistle" }] });
  });

  it("reads a count of one row's figure as that figure, and asks for a numbered category", () => {
    const index = schemaIndexFor(staffSchema, staffFacts);
    const pinned: AnalysisPlan = { kind: "aggregate", measures: [{ id: "n", op: "count_distinct", column: "salary" }], filters: [{ column: "employee", op: "eq", value: "Eli Moss" }] };
    expect(figureOfOneRow(readQuestion("what is the number of salary for Eli Moss?", index), pinned, index.columns, 7)).toEqual({ plan: { kind: "rows", columns: ["salary"], filters: [{ column: "employee", op: "eq", value: "Eli Moss" }] } });
    // Not pinned to one row (a department repeats): left to the other checks.
    expect(figureOfOneRow(readQuestion("what is the number of salary in Sales?", index), { ...pinned, filters: [{ column: "department", op: "eq", value: "Sales" }] }, index.columns, 7)).toBeUndefined();
    expect(staff("how many years has Eli Moss worked?").clarification?.message).toMatch(/One row holds one 'Years of Service'/);
    expect(staff("how many grades does Ben Cho have?").clarification?.message).toMatch(/One row holds one 'Grade'/);
    expect(staff("how many different grades are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "grade" }] });
  });
});

describe("a column read on weak evidence", () => {
  const rides = (question: string) => planWithBuiltIn({ question, schema: ridesSchema, profile: ridesFacts, datasetName: "fairground_models.csv" });

  it("asks 'Did you mean …?' for an English word read through another word's letters or an unexpanded acronym", () => {
    const result = rides("how many rides are portable?");
    expect(result.plan).toBeNull();
    expect(result.clarification).toMatchObject({ message: expect.stringMatching(/^Did you mean 'Riders'\? I took 'rides'/), suggestions: ["Riders"] });
    expect(rides("what is the average RTG?").clarification?.message).toMatch(/^Did you mean 'Rating'\? I took 'RTG'/);
  });

  it("keeps inflections and misspellings that are no word", () => {
    expect(rides("average riders of portable models").plan).toMatchObject({ measures: [{ op: "mean", column: "riders" }] });
    expect(rides("how many models are rated above 4?").plan).toMatchObject({ filters: [{ column: "rating", op: "gt", value: 4 }] });
    expect(rides("average ratng").plan).toMatchObject({ measures: [{ column: "rating" }] });
  });
});

describe("the rows' own words read as part of a value", () => {
  const towers = (question: string) => planWithBuiltIn({ question, schema: towersSchema, profile: towersFacts, datasetName: "towers.csv" });

  it("asks back when a ranking or the rows' kind was read as text inside values", () => {
    expect(towers("which is the tallest building?").clarification?.message).toMatch(/^I read 'tallest building' as Notes containing 'Tallest building'/);
    expect(towers("how many buildings have more than 40 floors?").clarification?.message).toMatch(/^I read 'buildings' as Name containing 'Building'/);
  });

  it("keeps containment that was asked for, and whole values", () => {
    expect(towers("which rows have notes containing tallest building?").plan).toMatchObject({ filters: [{ column: "notes", op: "contains" }] });
    expect(towers("what is the height of the Globe Building?").plan).toMatchObject({ filters: [{ column: "name", op: "eq", value: "Globe Building" }] });
  });
});

describe("counts of ids that repeat across rows", () => {
  const lines = (question: string) => planWithBuiltIn({ question, schema: orderLinesSchema, profile: orderLinesFacts, datasetName: "order_lines.csv" });

  it("counts the different ids when asked for different ones, and asks when rows or orders may be meant", () => {
    expect(lines("how many different orders are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "order_id" }] });
    expect(lines("how many unique order ids?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "order_id" }] });
    expect(lines("how many orders are there?").clarification?.message).toMatch(/'Order ID' repeats across rows/);
  });

  it("counts rows where each id is one row, or when rows are asked for", () => {
    expect(lines("how many rows are there?").plan).toMatchObject({ measures: [{ op: "count" }] });
    expect(ask("how many different orders?").plan).toMatchObject({ measures: [{ op: "count" }] });
  });
});

describe("a row placed after another by a number", () => {
  it("asks back for 'comes after 1003' rather than compare 1003 with a figure", () => {
    expect(ask("which order comes after 1003?").clarification?.message).toMatch(/^'comes after' compares one row with another row/);
    expect(ask("which order is listed before 1005?").plan).toBeNull();
  });
});

describe("'number' without 'of' beside a Number column", () => {
  const withNumber = { ...clubsSchema, columns: [...clubsSchema.columns, { id: "shirt_number", name: "Shirt Number", type: "number" as const }] };
  const facts = { ...clubsFacts, columns: [...clubsFacts.columns, { id: "shirt_number", distinct: 8, min: 1, max: 30 }] };
  const clubs = (question: string) => planWithBuiltIn({ question, schema: withNumber, profile: facts, datasetName: "clubs.csv" });

  it("asks whether the count or the column is meant, and counts 'the number of'", () => {
    expect(clubs("which country has the highest number?").clarification).toMatchObject({ message: expect.stringMatching(/number of rows, or the column 'Shirt Number'/), suggestions: ["Shirt Number"] });
    expect(clubs("what is the number of clubs in Wales?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "country", value: "Wales" }] });
  });
});
