// Every kind of question back offers what there is to choose (issue #27): rows or different values, a total or
// rows, a column or the count, which money column, which column names the answer, which of two columns a word
// means, the value of one row. Each choice, asked again, is answered the way its label says. Tables are our own.
import { describe, expect, it } from "vitest";
import type { AnalysisPlan } from "../plan/schema";
import { planWithBuiltIn } from "./builtin";
import { countsDifferent, countsRows, readsColumn, sums } from "./choices";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";
import { entryListFacts, entryListSchema } from "./testing/entry-list-fixture";
import { orderLinesFacts, orderLinesSchema } from "./testing/order-lines-fixture";
import { raceFacts, raceSchema } from "./testing/race-fixture";
import { regattaFacts, regattaSchema } from "./testing/regatta-fixture";
import { shopFacts, shopSchema } from "./testing/shop-fixture";
import { staffFacts, staffSchema } from "./testing/staff-fixture";
import { choicesAnswered, type Table } from "./testing/choices-answered";

const lines: Table = { schema: orderLinesSchema, profile: orderLinesFacts, datasetName: "order_lines.csv" };
const shop: Table = { schema: shopSchema, profile: shopFacts, datasetName: "shop_orders.csv" };
const clubs: Table = { schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" };
const staff: Table = { schema: staffSchema, profile: staffFacts, datasetName: "staff.csv" };
const entries: Table = { schema: entryListSchema, profile: entryListFacts, datasetName: "entries_2031.csv" };
const race: Table = { schema: raceSchema, profile: raceFacts, datasetName: "slalom_results.csv" };
const regatta: Table = { schema: regattaSchema, profile: regattaFacts, datasetName: "regatta_results.csv" };

describe("rows or different values", () => {
  it("offers both for an id that repeats across rows", () => {
    expect(choicesAnswered(lines, "how many orders are there?", [countsRows, countsDifferent("order_id")])).toEqual([
      ["How many rows", "how many rows are there?"],
      ["How many different Order ID values", "how many different Order ID are there?"],
    ]);
  });

  it("offers both for a column of names that nearly all differ, and for one that numbers the rows", () => {
    expect(choicesAnswered(entries, "how many riders are listed?", [countsRows, countsDifferent("rider")]).map(([label]) => label)).toEqual(["How many rows", "How many different Rider values"]);
    const numbered = planWithBuiltIn({ ...race, question: "how many places are there?" });
    expect(numbered.clarification?.suggestions).toEqual(["Place"]);
    expect(choicesAnswered(race, "how many places are there?", [countsRows, countsDifferent("place")]).map(([, question]) => question)).toEqual(["how many rows are there?", "how many different Place are there?"]);
  });
});

describe("a total or rows", () => {
  it("offers the rows, and not a total that cannot be worked out, for a text column of figures", () => {
    // Wins holds figures written as text: "total Wins" is planned as no total, so only the rows are offered.
    expect(choicesAnswered(regatta, "what was the number of wins for Norway?", [countsRows])).toEqual([["How many rows", "what was the number of rows for Norway?"]]);
  });

  it("offers the rows in a range, or the total over them, for a counted column compared with a number", () => {
    const rowsOverStyle = (plan: AnalysisPlan) => countsRows(plan) && (plan.filters ?? []).some((f) => f.column === "style" && f.op === "gt");
    const styleTotal = (plan: AnalysisPlan) => sums("style")(plan) && (plan.filters ?? []).some((f) => f.column === "style" && f.op === "gt");
    expect(choicesAnswered(race, "how many style scores above 18 were given?", [rowsOverStyle, styleTotal]).map(([label]) => label)).toEqual(["How many rows have Style in that range", "Total Style over those rows"]);
  });

  it("offers the rows with any of a figure, or its total", () => {
    const anyTitles = (plan: AnalysisPlan) => countsRows(plan) && (plan.filters ?? []).some((f) => f.column === "titles" && f.op === "gt");
    expect(choicesAnswered(clubs, "how many clubs have titles?", [anyTitles, sums("titles")])).toEqual([
      ["How many rows have any Titles", "how many clubs have more than 0 Titles?"],
      ["Total Titles", "total Titles?"],
    ]);
  });
});

describe("the column or the count", () => {
  const withNumber: Table = {
    schema: { ...clubsSchema, columns: [...clubsSchema.columns, { id: "shirt_number", name: "Shirt Number", type: "number" }] },
    profile: { ...clubsFacts, columns: [...clubsFacts.columns, { id: "shirt_number", distinct: 8, min: 1, max: 30 }] },
    datasetName: "clubs.csv",
  };

  it("offers the number of rows when 'number' may be the count, and names only the column as a suggestion", () => {
    const countsByCountry = (plan: AnalysisPlan) => plan.kind === "aggregate" && plan.measures.some((m) => m.op === "count" && !m.column) && readsColumn("country")(plan);
    expect(choicesAnswered(withNumber, "which country has the highest number?", [countsByCountry])).toEqual([["The number of rows", "which country has the highest number of rows?"]]);
    expect(planWithBuiltIn({ ...withNumber, question: "which country has the highest number?" }).clarification?.suggestions).toEqual(["Shirt Number"]);
  });
});

describe("which money column", () => {
  it("offers the money column a money word may mean, replacing the words of its name", () => {
    expect(choicesAnswered(shop, "what is the unit cost of a lamp?", [readsColumn("unit_price")])).toEqual([["Unit Price", "what is the Unit Price of a lamp?"]]);
  });
});

describe("which column names the answer", () => {
  it("offers 'which <column>' for each column that names things, when a 'who' question could only be read as a figure", () => {
    const namedBy = (column: string) => (plan: AnalysisPlan) => plan.kind === "aggregate" && plan.groupBy?.[0]?.column === column;
    expect(choicesAnswered(shop, "who has the highest quantity?", [namedBy("customer"), namedBy("product"), namedBy("region")]).map(([, question]) => question)).toEqual([
      "which Customer has the highest quantity?",
      "which Product has the highest quantity?",
      "which Region has the highest quantity?",
    ]);
  });
});

describe("which of two columns a word means", () => {
  const matches: Table = {
    schema: { rowCount: 10, columns: [{ id: "home_team", name: "Home Team", type: "text" }, { id: "away_team", name: "Away Team", type: "text" }, { id: "goals", name: "Goals", type: "number" }] },
    profile: { rowCount: 10, columns: [{ id: "home_team", values: ["Ajax", "PSV"] }, { id: "away_team", values: ["Ajax", "PSV"] }, { id: "goals", min: 0, max: 9 }] },
    datasetName: "matches.csv",
  };

  it("offers the question with each column named", () => {
    expect(choicesAnswered(matches, "Which team scored the most goals?", [readsColumn("home_team"), readsColumn("away_team")]).map(([, question]) => question)).toEqual([
      "Which Home Team scored the most goals?",
      "Which Away Team scored the most goals?",
    ]);
  });
});

describe("the value of one row", () => {
  it("offers the value a count of one row's numbered category stands for", () => {
    expect(choicesAnswered(staff, "how many grades does Ben Cho have?", [readsColumn("grade")])).toEqual([["Grade of Ben Cho", "what is the Grade of Ben Cho?"]]);
  });
});

describe("which way is better", () => {
  it("offers the highest and the lowest when nothing says whether a higher figure is better", () => {
    const direction = (dir: "top" | "bottom") => (plan: AnalysisPlan) => plan.kind === "aggregate" && plan.groupBy?.[0]?.column === "region" && (plan.top?.direction ?? "top") === dir;
    const back = planWithBuiltIn({ ...shop, question: "which region has the best unit price?" });
    expect(back.clarification?.message).toMatch(/^I can't tell whether a higher or a lower Unit Price is better here/);
    expect(choicesAnswered(shop, "which region has the best unit price?", [direction("top"), direction("bottom")])).toEqual([
      ["The highest", "which region has the highest unit price?"],
      ["The lowest", "which region has the lowest unit price?"],
    ]);
  });
});

describe("suggestions", () => {
  it("name only columns of the data, never phrases ('how many rows', 'total Titles')", () => {
    const withNumber: Table = { ...clubs, schema: { ...clubsSchema, columns: [...clubsSchema.columns, { id: "shirt_number", name: "Shirt Number", type: "number" }] } };
    const asked: [Table, string][] = [
      [lines, "how many orders are there?"],
      [clubs, "how many clubs have titles?"],
      [withNumber, "which country has the highest number?"],
      [regatta, "what was the number of wins for Norway?"],
      [race, "how many places are there?"],
      [entries, "how many riders are listed?"],
      [shop, "what is the unit cost of a lamp?"],
    ];
    for (const [table, question] of asked) {
      const columns = new Set(table.schema.columns.map((c) => c.name));
      const suggestions = planWithBuiltIn({ ...table, question }).clarification?.suggestions ?? [];
      expect(suggestions.length, question).toBeGreaterThan(0);
      for (const s of suggestions) expect(columns.has(s), `${question}: ${s}`).toBe(true);
    }
  });

  it("rank the columns for several unplaced words by their evidence, not by the order of the words", () => {
    // 'weight' is a related term of Quantity; 'consumer' only a broader word for Customer.
    expect(planWithBuiltIn({ ...shop, question: "average consumer by weight" }).clarification?.suggestions).toEqual(["Quantity", "Customer"]);
  });
});
