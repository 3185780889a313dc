import { describe, expect, it } from "vitest";
import { editDistance, isAbbreviation, typoBudget } from "./edit-distance";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions", () => {
    expect(editDistance("revenue", "revnue")).toBe(1);
    expect(editDistance("salary", "salray")).toBe(1);
    expect(editDistance("category", "catgory")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
  it("stops early once over the budget", () => {
    expect(editDistance("revenue", "quantity", 2)).toBe(3);
  });
});

describe("typoBudget", () => {
  it("allows no typos in short words, one in medium and two in long words", () => {
    expect([typoBudget(3), typoBudget(4), typoBudget(6), typoBudget(9)]).toEqual([0, 0, 1, 2]);
  });
});

describe("isAbbreviation", () => {
  it("accepts prefixes and consonant skeletons", () => {
    expect(isAbbreviation("dept", "department")).toBe(true);
    expect(isAbbreviation("cntry", "country")).toBe(true);
    expect(isAbbreviation("hnd", "hand")).toBe(true);
  });
  it("rejects unrelated or vowel-heavy short forms", () => {
    expect(isAbbreviation("are", "approved")).toBe(false);
    expect(isAbbreviation("x", "xylophone")).toBe(false);
    expect(isAbbreviation("cat", "dog")).toBe(false);
  });
});
