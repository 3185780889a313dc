// Coded categories (issue #27): a category carried as codes beside its names ("Region ID" R1/R2/R3 beside Region,
// "Dept Code" 1/2/3 beside Department) is grouped and answered by its names unless the question asks for the codes.
// Our own catalogue.
import { describe, expect, it } from "vitest";
import { profileDataset } from "../profile/profile";
import { planWithBuiltIn } from "./builtin";
import { collectPlannerFacts } from "./facts";
import { schemaIndexFor } from "./schema-index";
import { catalogDataset, catalogSchema } from "./testing/catalog-fixture";

// With the ingest profile, as in the app: it says Dept Code's numbers label a category.
const facts = await collectPlannerFacts(catalogDataset, await profileDataset(catalogDataset));
const ask = (question: string) => planWithBuiltIn({ question, schema: catalogSchema, profile: facts, datasetName: "catalogue.csv" });
const groupedBy = (question: string) => {
  const plan = ask(question).plan;
  return plan?.kind === "aggregate" ? plan.groupBy?.map((g) => g.column) : undefined;
};

describe("coded categories", () => {
  it("pairs a column of codes with the column of names its values map to one to one", () => {
    expect(facts.labels).toEqual({ dept_code: "department", region_id: "region" });
  });

  it("never takes a measure for codes, even when its figures follow the names", () => {
    const index = schemaIndexFor(catalogSchema, { ...facts, labels: { ...facts.labels, price: "item" } });
    expect(index.byId.get("price")?.label).toBeUndefined();
    expect(index.byId.get("region_id")?.label?.id).toBe("region");
  });

  it("reads the category by its names where the codes fit the words as well", () => {
    expect(groupedBy("which region has the highest total stock?")).toEqual(["region"]);
    expect(groupedBy("total stock by region")).toEqual(["region"]);
  });

  it("answers with the names where the question's word named the codes' column", () => {
    expect(groupedBy("total stock by dept")).toEqual(["department"]);
    expect(groupedBy("which dept has the most stock?")).toEqual(["department"]);
  });

  it("keeps the codes when the question asks for them", () => {
    expect(groupedBy("total stock by dept code")).toEqual(["dept_code"]);
  });
});
