// People are not measured by a file's money column (issue #27): "how many patients are over 80?" in a vet's visits
// with a Fee and no column named for the patients' age is asked back, while "visits over 80" are visits costing
// over 80. Our own fixture.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { namesPeople } from "./people-nouns";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "visit_id", name: "Visit ID", type: "text" },
    { id: "owner", name: "Owner", type: "text" },
    { id: "species", name: "Species", type: "text" },
    { id: "fee", name: "Fee", type: "number" },
    { id: "pet_age", name: "Pet Age", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 6,
  columns: [
    { id: "visit_id", distinct: 6, values: ["V1", "V2", "V3", "V4", "V5", "V6"] },
    { id: "owner", distinct: 5, values: ["Ines Faro", "Tom Beck", "Lea Koch", "Raj Nair", "Ada Wolf"] },
    { id: "species", distinct: 3, values: ["Dog", "Cat", "Rabbit"] },
    { id: "fee", distinct: 6, min: 40, max: 210 },
    { id: "pet_age", distinct: 5, min: 1, max: 14 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "vet_visits.csv" });

describe("people and the money column", () => {
  it("knows people from WordNet's broader nouns", () => {
    expect(["patient", "member", "athlete", "customer"].every(namesPeople)).toBe(true);
    expect(["visit", "order", "item", "club"].some(namesPeople)).toBe(false);
  });

  it("does not compare people's number with the money column", () => {
    expect(ask("how many patients are over 80?").plan).toBeNull();
  });

  it("still reads rows that are not people as worth the figure", () => {
    expect(ask("how many visits are over 80?").plan).toMatchObject({ filters: [{ column: "fee", op: "gt", value: 80 }] });
  });
});
