// A value asked for that some cells list among other marks ("Q, NR" in Notes): those rows hold it too, so the
// filter takes them; cells that are names or words with commas are not marks (issue #27).
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { cellsListingValues } from "./marked-cells";
import type { ColumnEntry } from "./schema-index";
import { heatsFacts, heatsSchema } from "./testing/heats-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: heatsSchema, profile: heatsFacts, datasetName: "swim_final.csv" });
const textColumn = (values: string[]) => ({ type: "text", facts: { id: "c", values } }) as unknown as ColumnEntry;

describe("cells listing a value among other marks", () => {
  it("counts the rows whose Notes list the mark asked for", () => {
    const result = ask("how many swimmers have NR?");
    expect(result.plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "notes", op: "in", values: ["NR", "Q, NR"] }] });
    expect(result.notes?.join(" ")).toMatch(/Notes cells listing NR among other marks \('Q, NR'\) count too/);
    expect(ask("how many swimmers have Q?").plan).toMatchObject({ filters: [{ column: "notes", op: "in", values: ["Q", "Q, NR"] }] });
  });

  it("leaves a mark no other cell lists alone", () => {
    expect(ask("how many swimmers have WR?").plan).toMatchObject({ filters: [{ column: "notes", op: "eq", value: "WR" }] });
  });

  it("reads only short marks: names and words with commas are values of their own", () => {
    expect(cellsListingValues(textColumn(["Smith", "Smith, Johnson", "Q", "Q; CR", "Qualified, fast"]), ["Smith"])).toEqual([]);
    expect(cellsListingValues(textColumn(["Smith", "Q", "Q; CR", "Qualified, fast"]), ["Q"])).toEqual(["Q; CR"]);
  });
});
