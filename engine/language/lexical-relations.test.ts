import { describe, expect, it } from "vitest";
import { broaderTerms, lexicalBaseForms, lexicalRelation, measuredBy } from "./lexical-relations";

describe("WordNet relations (compiled table)", () => {
  it("finds base forms by detaching inflections, as WordNet's lemmatiser does", () => {
    expect(lexicalBaseForms("died")).toContain("die");
    expect(lexicalBaseForms("tallest")).toContain("tall");
    expect(lexicalBaseForms("hottest")).toContain("hot");
    expect(lexicalBaseForms("wages")).toContain("wage");
    expect(lexicalBaseForms("older")).toContain("old");
  });
  it("keeps the reading of a word it knows as written: no detaching that lands on another word", () => {
    expect(lexicalBaseForms("rider")).toEqual(["rider"]);
    expect(lexicalBaseForms("news")).toEqual(["news"]);
    expect(lexicalBaseForms("seed")).toEqual(["seed"]);
    expect(lexicalBaseForms("used")).not.toContain("us");
  });
  it("relates synonyms, derivations and attributes", () => {
    expect(lexicalRelation("wage", "salary")).toBe("synonym");
    expect(lexicalRelation("died", "death")).toBe("derivation");
    expect(lexicalRelation("cancellation", "cancel")).toBe("derivation");
    expect(lexicalRelation("taller", "height")).toBe("attribute");
    expect(lexicalRelation("oldest", "age")).toBe("attribute");
  });
  it("keeps rare senses out: a word is related through its most frequent senses only", () => {
    expect(lexicalRelation("height", "pinnacle")).toBeUndefined();
    expect(lexicalRelation("death", "exit")).toBeUndefined();
    expect(lexicalRelation("revenue", "region")).toBeUndefined();
  });
  it("names what an adjective measures", () => {
    expect(measuredBy("tallest")).toEqual(expect.arrayContaining(["height"]));
    expect(measuredBy("heaviest")).toContain("weight");
    expect(measuredBy("fastest")).toContain("speed");
    expect(measuredBy("windiest")).toContain("wind");
  });
  it("gives broader terms separately (hypernyms), not as relations", () => {
    expect(broaderTerms("customer")).toContain("consumer");
    expect(lexicalRelation("customer", "consumer")).toBeUndefined();
  });
});
