// A header's content words (issue #27): a header of only generic words and a unit is about the generic word.
import { describe, expect, it } from "vitest";
import { contentPositions } from "./header-words";

describe("contentPositions", () => {
  it("keeps the words that say something and drops generic words and units after the first", () => {
    expect(contentPositions(["wind", "kmh"], false)).toEqual([0]);
    expect(contentPositions(["unit", "price", "usd"], false)).toEqual([0, 1]);
  });

  it("reads a header of generic words and a unit as its generic words, not its unit", () => {
    expect(contentPositions(["score", "percent"], false)).toEqual([0]);
    expect(contentPositions(["rate", "usd"], false)).toEqual([0]);
  });

  it("keeps every word when nothing else is left", () => {
    expect(contentPositions(["percent"], false)).toEqual([0]);
  });
});
