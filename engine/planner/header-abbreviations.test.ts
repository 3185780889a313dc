// Issue #27: a question's full word names a header's abbreviation ("destination" → Dest, "weight" → Wt (kg)) as
// named evidence, over a table we generate here; the expansion's synonyms are not evidence.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { buildSchemaIndex } from "./schema-index";
import { findColumnCandidates } from "./match/columns";
import { prepareWord } from "./words";
import type { DatasetSchema } from "../types";
import type { PlannerFacts } from "./types";

const schema: DatasetSchema = {
  rowCount: 40,
  columns: [
    { id: "flt_no", name: "Flt No.", type: "text" },
    { id: "dest", name: "Dest", type: "text" },
    { id: "dest_city", name: "Dest City", type: "text" },
    { id: "wt_kg", name: "Wt (kg)", type: "number" },
    { id: "pax", name: "Pax", type: "number" },
    { id: "shp_no", name: "Shp No.", type: "text" },
    { id: "freight", name: "Freight", type: "number" },
  ],
};
const facts: PlannerFacts = {
  rowCount: 40,
  columns: [
    { id: "flt_no", distinct: 9, values: ["ZX100", "ZX102", "ZX104", "ZX106", "ZX108", "ZX110", "ZX112", "ZX114", "ZX116"] },
    { id: "dest", distinct: 3, values: ["LIS", "OSL", "VIE"] },
    { id: "dest_city", distinct: 3, values: ["Lisbon", "Oslo", "Vienna"] },
    { id: "wt_kg", distinct: 40, min: 900, max: 1173 },
    { id: "pax", distinct: 30, min: 90, max: 149 },
    { id: "shp_no", distinct: 40, values: Array.from({ length: 40 }, (_, k) => `S${k}`) },
    { id: "freight", distinct: 40, min: 100, max: 139 },
  ],
};
const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "flights.csv" });

describe("a question's full word names an abbreviated header", () => {
  it("matches as an abbreviation, complete", () => {
    const index = buildSchemaIndex(schema, facts);
    const named = (word: string) => findColumnCandidates(index, [prepareWord(word)]).filter((c) => c.complete).map((c) => [c.column.name, c.via]);
    expect(named("weight")).toContainEqual(["Wt (kg)", "abbreviation"]);
    expect(named("passengers")).toContainEqual(["Pax", "abbreviation"]);
    expect(named("destination")).toContainEqual(["Dest", "abbreviation"]);
    // WordNet relates cargo to shipment; that is not the abbreviation "Shp".
    expect(named("cargo").map(([name]) => name)).not.toContain("Shp No.");
  });

  it("plans with it", () => {
    expect(ask("What is the average weight?").plan).toMatchObject({ measures: [{ op: "mean", column: "wt_kg" }] });
    expect(ask("How many passengers in total?").plan).toMatchObject({ measures: [{ op: "sum", column: "pax" }] });
  });
});
