// A superlative that names an attribute (issue #27): "the oldest", "the longest" rank by an age or a length; with
// no column of it, a ranking by the number of rows answers another question. Our own clubs table.
import { describe, expect, it } from "vitest";
import { planWithBuiltIn } from "./builtin";
import { clubsFacts, clubsSchema } from "./testing/clubs-fixture";

const ask = (question: string) => planWithBuiltIn({ question, schema: clubsSchema, profile: clubsFacts, datasetName: "clubs.csv" });

describe("a superlative of an attribute with no column of it", () => {
  it("is asked back instead of ranked by the number of rows", () => {
    const planned = ask("which country has the oldest clubs?");
    expect(planned.plan).toBeNull();
    expect(planned.clarification?.message).toContain("'oldest' ranks by age");
  });

  it("leaves plain ranking words to the count they ask for", () => {
    expect(ask("which country has the most clubs?").plan).toMatchObject({ measures: [{ op: "count" }], top: { n: 1 } });
  });
});
