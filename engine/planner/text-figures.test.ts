// Figures kept as text (issue #27): a column of counts copied with subtotals per line reads as text, and "the number
// of wins" must not be answered with how many different cells it holds; a word every noted value shares still
// tells rows with a value from blank ones, so it is not dropped as grammar.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { schemaIndexFor } from "./schema-index";
import { regattaFacts, regattaSchema } from "./testing/regatta-fixture";
import { textHoldsFigures } from "./text-figures";

const ask = (question: string) => planWithBuiltIn({ question, schema: regattaSchema, profile: regattaFacts, datasetName: "regatta_results.csv" });
const column = (id: string) => schemaIndexFor(regattaSchema, regattaFacts).byId.get(id)!;

describe("a text column of figures", () => {
  it("is told apart from a text column of names or labels", () => {
    expect(textHoldsFigures(column("wins"))).toBe(true);
    expect(textHoldsFigures(column("nation"))).toBe(false);
    expect(textHoldsFigures(column("boat"))).toBe(false);
  });

  it("asks back instead of counting its different cells", () => {
    const planned = ask("what was the number of wins for Norway?");
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toContain("'Wins' holds figures");
  });

  it("still counts different values when they are asked for", () => {
    expect(ask("how many different wins are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "wins" }] });
  });
});

describe("a word every noted value shares, in a column with blanks", () => {
  it("is not dropped as grammar, so 'how many seats' is not the row count", () => {
    const planned = ask("how many seats did the crews from Norway have?");
    expect(planned.plan).toBeNull();
  });
});
