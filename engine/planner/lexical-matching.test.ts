// WordNet's relations as evidence of a column (issue #27): derivations and synonyms name a column; an adjective
// names the attribute it measures only in a number column; broader terms never name one.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { suggestColumns } from "./clarify";
import { readQuestion } from "./match/mentions";
import { buildSchemaIndex } from "./schema-index";
import type { PlannerFacts } from "./types";

const schema = (columns: [string, "text" | "number"][]): DatasetSchema => ({
  rowCount: 40,
  columns: columns.map(([name, type]) => ({ id: name.toLowerCase().replace(/\W+/g, "_"), name, type })),
});

const columnsRead = (question: string, columns: [string, "text" | "number"][]): string[] =>
  readQuestion(question, buildSchemaIndex(schema(columns))).mentions.flatMap((m) => (m.kind === "column" ? [m.column.name] : []));

describe("column mentions through WordNet", () => {
  it("reads a verb as the noun derived from it", () => {
    expect(columnsRead("how many died in the outbreak", [["Region", "text"], ["Deaths", "number"]])).toEqual(["Deaths"]);
  });

  it("reads a synonym of a header word", () => {
    expect(columnsRead("average wages by region", [["Region", "text"], ["Salary", "number"]])).toEqual(["Salary", "Region"]);
  });

  it("reads a comparative adjective as the number it measures", () => {
    expect(columnsRead("sort players by how tall they are", [["Player", "text"], ["Height", "number"]])).toContain("Height");
  });

  it("does not read an adjective as a text column it would describe", () => {
    expect(columnsRead("sort players by how tall they are", [["Player", "text"], ["Height", "text"]])).not.toContain("Height");
  });

  it("does not read a broader term as the column", () => {
    expect(columnsRead("how many consumers", [["Customer", "text"], ["Orders", "number"]])).not.toContain("Customer");
  });
});

describe("what a superlative ranks by, from WordNet", () => {
  const products: DatasetSchema = schema([["Product", "text"], ["Category", "text"], ["Weight", "number"], ["Price", "number"], ["Age", "number"]]);
  const facts: PlannerFacts = {
    rowCount: 40,
    columns: [
      { id: "product", distinct: 40, missing: 0, values: Array.from({ length: 40 }, (_, i) => `Item ${i + 1}`) },
      { id: "category", distinct: 3, missing: 0, values: ["Tools", "Toys", "Books"] },
      { id: "weight", distinct: 30, min: 0.2, max: 12 },
      { id: "price", distinct: 35, min: 3, max: 240 },
      { id: "age", distinct: 10, min: 1, max: 12 },
    ],
  };
  const measured = (question: string) => {
    const plan = planWithBuiltIn({ question, schema: products, profile: facts }).plan;
    return plan?.kind === "aggregate" ? plan.measures.map((m) => m.column) : [];
  };

  it("reads the attribute an adjective measures (heaviest → weight, oldest → age)", () => {
    expect(measured("which category is the heaviest?")).toEqual(["weight"]);
    expect(measured("which category is the oldest?")).toEqual(["age"]);
  });

  it("reads the kind of a quality (most expensive → price)", () => {
    expect(measured("which category is the most expensive?")).toEqual(["price"]);
  });
});

describe("broader terms as suggestions", () => {
  it("offers the column whose noun is narrower or broader than the unknown word", () => {
    const columns: [string, "text" | "number"][] = [["Customer", "text"], ["Region", "text"], ["Orders", "number"]];
    expect(suggestColumns("consumers", buildSchemaIndex(schema(columns))).map((c) => c.name)).toEqual(["Customer"]);
  });
});
