import { describe, expect, it } from "vitest";
import { describeColumnMeaning } from "./column-meaning";
import type { ColumnLike, ValueFacts } from "./types";

const ROWS = 100;
const meaning = (column: Partial<ColumnLike> & { name: string }, facts?: ValueFacts) =>
  describeColumnMeaning({ id: column.name.toLowerCase().replace(/\W+/g, "_"), type: "number", ...column }, facts, ROWS);

describe("describeColumnMeaning: header words", () => {
  it("splits brackets and units off the words and reads the unit", () => {
    expect(meaning({ name: "Weight (kg)" }, { distinct: 80 })).toMatchObject({ words: ["weight", "kg"], unit: "kg", role: "measure", additive: true });
    expect(meaning({ name: "Price ($)" }, { distinct: 50 })).toMatchObject({ words: ["price"], unit: "usd", additive: false });
    expect(meaning({ name: "Total_Sales_USD" }, { distinct: 300 })).toMatchObject({ words: ["total", "sales", "usd"], unit: "usd", additive: true });
    expect(meaning({ name: "First Response (min)" }, { distinct: 70 })).toMatchObject({ unit: "minutes", additive: false });
    expect(meaning({ name: "Margin %" }, { distinct: 70 })).toMatchObject({ words: ["margin", "percent"], unit: "percent", additive: false });
  });

  it("expands abbreviations: qty_sold is the quantity sold, yr a year (a calendar label when whole and few)", () => {
    expect(meaning({ name: "qty_sold" }, { distinct: 30 })).toMatchObject({ words: ["qty", "sold"], expanded: [["quantity", "sold"]], role: "measure" });
    expect(meaning({ name: "yr" }, { distinct: 5, top: [{ value: 2019, count: 30 }, { value: 2020, count: 20 }] })).toMatchObject({ expanded: [["year"]], role: "time", categorical: true });
    expect(meaning({ name: "avg_temp" }, { distinct: 90 })).toMatchObject({ expanded: [["average", "temp"], ["avg", "temperature"]], additive: false });
  });

  it("splits camelCase and drops a language suffix", () => {
    expect(meaning({ name: "unitPrice" }, { distinct: 50 })).toMatchObject({ words: ["unit", "price"], additive: false });
    expect(meaning({ name: "OpportunityName", type: "text" }, { distinct: 40 })).toMatchObject({ words: ["opportunity", "name"], role: "dimension" });
    expect(meaning({ name: "labels_en", type: "text" }, { distinct: 4 }).words).toEqual(["labels"]);
  });

  it("reads a whole question with an emoji as a header, marked as a question", () => {
    expect(meaning({ name: "🍕 What is your favourite pizza topping?", type: "text" }, { distinct: 6, values: ["Ham", "Olives"] })).toMatchObject({
      words: ["what", "is", "your", "favourite", "pizza", "topping"],
      question: true,
      role: "dimension",
    });
  });

  it("reads a class glued to its letter (Pclass) as a class code", () => {
    expect(meaning({ name: "Pclass" }, { distinct: 3, top: [{ value: 3, count: 50 }, { value: 1, count: 30 }] })).toMatchObject({ expanded: [["class"]], role: "code", categorical: true });
    expect(meaning({ name: "Tier 3", type: "text" }, { distinct: 4 }).expanded).toEqual([["third", "tier"]]);
  });
});

describe("describeColumnMeaning: roles and value kinds", () => {
  it("tells identifiers, free text, codes, dates and dimensions apart", () => {
    expect(meaning({ name: "Order ID", type: "text" }, { distinct: 100 }).role).toBe("identifier");
    expect(meaning({ name: "Invoice No" }, { distinct: 100, missing: 0 }).role).toBe("identifier");
    expect(meaning({ name: "Invoice No" }, { distinct: 60 }).role).toBe("measure");
    expect(meaning({ name: "Comment", type: "text" }, { distinct: 98 }).role).toBe("text");
    expect(meaning({ name: "Zip Code", type: "text" }, { distinct: 30 }).role).toBe("code");
    expect(meaning({ name: "Order Date", type: "date" }, { distinct: 90 }).role).toBe("time");
    expect(meaning({ name: "Region", type: "text" }, { distinct: 4 }).role).toBe("dimension");
  });

  it("reads yes/no flags from booleans, 0/1 and Y/N", () => {
    expect(meaning({ name: "Returned", type: "boolean" }, { distinct: 2 })).toMatchObject({ role: "flag", valueKind: "flag" });
    expect(meaning({ name: "Survived" }, { distinct: 2, min: 0, max: 1, top: [{ value: 0, count: 60 }, { value: 1, count: 40 }] })).toMatchObject({ role: "flag", valueKind: "flag" });
    expect(meaning({ name: "Member", type: "text" }, { distinct: 2, values: ["Y", "N"] })).toMatchObject({ role: "flag", valueKind: "flag" });
    expect(meaning({ name: "Rating" }, { distinct: 2, min: 4, max: 5 }).valueKind).toBeUndefined();
  });

  it("reads weekday and month names (full or short) whatever the header, and names the column after them", () => {
    const weekdays = meaning({ name: "col_7", type: "text" }, { distinct: 7, values: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] });
    expect(weekdays).toMatchObject({ role: "time", valueKind: "weekday" });
    expect(weekdays.valueNames).toContainEqual(["day", "of", "the", "week"]);
    const months = meaning({ name: "label_b", type: "text" }, { top: ["March", "April", "May", "June"].map((value) => ({ value, count: 3 })) });
    expect(months).toMatchObject({ role: "time", valueKind: "month", valueNames: [["month"], ["month", "name"]] });
    // A few names among other values are not a calendar: "May" is also a person.
    expect(meaning({ name: "First Name", type: "text" }, { values: ["May", "June", "Ada", "Lena", "Jon"] }).valueKind).toBeUndefined();
  });

  it("reads cells written as lists", () => {
    expect(meaning({ name: "symptoms_en", type: "text" }, { values: ["[cough, fever]", "[fever]", "[]"] })).toMatchObject({ words: ["symptoms"], role: "dimension", valueKind: "list" });
  });
});

describe("describeColumnMeaning: numbers that label rather than measure (issue #25)", () => {
  it("never adds up a year, an id, a zip code or a phone number", () => {
    expect(meaning({ name: "hire_year" }, { distinct: 10, min: 2015, max: 2024 })).toMatchObject({ additive: false });
    expect(meaning({ name: "Year" }, { distinct: 12, min: 2013, max: 2024 })).toMatchObject({ additive: false });
    expect(meaning({ name: "zip_code" }, { distinct: 90, min: 10001, max: 99950 })).toMatchObject({ additive: false });
    expect(meaning({ name: "Phone" }, { distinct: 100, min: 2025550100, max: 2025559999 })).toMatchObject({ additive: false });
    expect(meaning({ name: "Customer ID" }, { distinct: 100, min: 1, max: 100 })).toMatchObject({ additive: false });
  });

  it("keeps amounts additive, even beside a year-like word, and years of experience (a duration) are not years", () => {
    expect(meaning({ name: "Units" }, { distinct: 40, min: 1, max: 40 })).toMatchObject({ additive: true });
    // Values outside 1900–2100 under a year word are not calendar years.
    expect(meaning({ name: "year_total" }, { distinct: 90, min: 120_000, max: 9_400_000 })).toMatchObject({ additive: true });
    expect(meaning({ name: "revenue_per_year" }, { distinct: 90, min: 1950, max: 2050 })).toMatchObject({ additive: false });
    expect(meaning({ name: "years_of_service" }, { distinct: 30, min: 0, max: 30 })).toMatchObject({ additive: true });
  });
});
