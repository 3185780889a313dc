// A year bound ("built before 1950", "since 2000") and a number column of years the question names (issue #27):
// the named column's evidence wins over the table's date column; a bound that names neither, in a table with a
// date column beside a year-of-something column, is asked back with both as choices. Our own cottages table.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { cottagesFacts, cottagesSchema } from "./testing/cottages-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: cottagesSchema, profile: cottagesFacts, datasetName: "cottages.csv" });

describe("a year bound beside a named column of years", () => {
  it.each([
    ["was any cottage in Devon built before 1950?", { op: "lt", value: 1950 }],
    ["how many cottages were built since 2000?", { op: "gte", value: 2000 }],
    ["how many cottages with year built after 1990", { op: "gt", value: 1990 }],
    ["how many cottages were built in 1890?", { op: "eq", value: 1890 }],
  ])("filters that column, not the date column: %s", (question, bound) => {
    const planned = ask(question);
    expect(planned.plan?.filters).toContainEqual({ column: "year_built", ...bound });
    expect(planned.plan?.filters?.some((f) => f.column === "date_added")).toBe(false);
    expect(JSON.stringify(planned.plan?.kind === "aggregate" ? planned.plan.measures : [])).not.toContain("year_built");
  });

  it("keeps a bound the question places by the date column's own word", () => {
    expect(ask("how many cottages were added in 2024?").plan?.filters).toContainEqual(expect.objectContaining({ column: "date_added" }));
  });

  it("places each bound by the column named nearest to it", () => {
    const filters = ask("how many cottages added in 2024 were built before 1950?").plan?.filters ?? [];
    expect(filters).toContainEqual({ column: "year_built", op: "lt", value: 1950 });
    expect(filters).toContainEqual(expect.objectContaining({ column: "date_added" }));
  });

  it("keeps the column of years as the measure an aggregation names", () => {
    const planned = ask("what is the average year built of cottages added in 2024?");
    expect(planned.plan).toMatchObject({ measures: [{ op: "mean", column: "year_built" }] });
    expect(planned.plan?.filters).toContainEqual(expect.objectContaining({ column: "date_added" }));
  });
});

describe("a year bound that names neither column", () => {
  it("is asked back with the column of years and the date column as choices", () => {
    const planned = ask("how many cottages are from before 1950?");
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toContain("'Year Built'");
    expect(planned.clarification?.message).toContain("'Date Added'");
    expect(planned.clarification?.choices?.map((c) => c.label)).toEqual(["Year Built", "Date Added"]);
  });
});

describe("a column that counts per year is not a column of years", () => {
  // The cottages again, with the guests each has a year (1,050 to 2,100) instead of the year it was built.
  const guests = { id: "guests_per_year", name: "Guests per Year", type: "number" as const };
  const schema = { ...cottagesSchema, columns: cottagesSchema.columns.map((c) => (c.id === "year_built" ? guests : c)) };
  const profile = { ...cottagesFacts, columns: cottagesFacts.columns.map((c) => (c.id === "year_built" ? { id: guests.id, distinct: 9, min: 1050, max: 2100 } : c)) };

  it("is never offered as the column a year bound is about", () => {
    const planned = planWithBuiltIn({ question: "how many cottages are from before 1950?", schema, profile, datasetName: "cottages.csv" });
    expect(planned.clarification?.choices?.map((c) => c.label) ?? []).not.toContain("Guests per Year");
    expect(JSON.stringify(planned.plan?.filters ?? [])).not.toContain("guests_per_year");
  });
});
