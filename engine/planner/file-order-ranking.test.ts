// Issue #27: "the first / last N <rows>" is a place in the file, not a ranking; "the R of the N <rows> with the
// highest S" lists R of the N rows ranked by S. Planned over our own clubs fixture.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" });

describe("places in the file's order are not rankings", () => {
  it("asks back when 'last N clubs' would be read as the N smallest groups", () => {
    const result = ask("List the cities of the last 3 clubs.");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toContain("order in the file");
  });

  it("keeps a ranking that names what it ranks by", () => {
    expect(ask("List the last 3 cities by titles.").plan).toMatchObject({ top: { n: 3, direction: "bottom" } });
  });
});

describe("an attribute of the N rows with the highest figure", () => {
  it("lists the attribute of the ranked rows, not groups of it", () => {
    expect(ask("List the cities of the 2 clubs with the most titles.").plan).toMatchObject({ kind: "rows", columns: ["city", "club", "titles"], sort: [{ by: "titles", direction: "desc" }], limit: 2 });
  });
});
