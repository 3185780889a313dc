import { describe, expect, it } from "vitest";
import { matchWord, prepareNameWord, prepareWord } from "./words";
import { splitWords } from "../language/split-words";

describe("splitWords", () => {
  it("splits snake_case, camelCase, spaces and punctuation, keeping acronyms", () => {
    expect(splitWords("OpportunityName")).toEqual(["opportunity", "name"]);
    expect(splitWords("avg_session_duration_sec")).toEqual(["avg", "session", "duration", "sec"]);
    expect(splitWords("eNPS Score")).toEqual(["enps", "score"]);
    expect(splitWords("First Response (min)")).toEqual(["first", "response", "min"]);
    expect(splitWords("Bonus %")).toEqual(["bonus", "percent"]);
    expect(splitWords("IsWon")).toEqual(["is", "won"]);
  });
});

describe("matchWord", () => {
  const match = (q: string, n: string) => matchWord(prepareWord(q), prepareNameWord(n));
  it("matches plurals and inflections exactly", () => {
    expect(match("regions", "region")).toBe("exact");
    expect(match("hired", "hire")).toBe("exact");
  });
  it("matches business synonyms", () => {
    expect(match("sales", "revenue")).toBe("synonym");
    expect(match("turnover", "revenue")).toBe("synonym");
    expect(match("clients", "customer")).toBe("synonym");
    expect(match("spend", "expense")).toBe("synonym");
  });
  it("matches abbreviations both ways", () => {
    expect(match("amt", "amount")).toBe("abbreviation");
    expect(match("amount", "amt")).toBe("abbreviation");
    expect(match("qty", "quantity")).toBeDefined();
    expect(match("dept", "department")).toBe("abbreviation");
    expect(match("cntry", "country")).toBe("abbreviation");
  });
  it("matches typos within a small edit distance", () => {
    expect(match("revnue", "revenue")).toBe("typo");
    expect(match("salray", "salary")).toBe("typo");
  });
  it("never fuzzes short or ordinary question words", () => {
    expect(match("more", "mode")).toBeUndefined();
    expect(match("are", "approved")).toBeUndefined();
    expect(match("2023", "2024")).toBeUndefined();
  });
});

describe("matchWord with WordNet relations", () => {
  const match = (q: string, n: string) => matchWord(prepareWord(q), prepareNameWord(n));
  it("reads derivations and synonyms as synonyms", () => {
    expect(match("died", "death")).toBe("synonym");
    expect(match("wages", "salary")).toBe("synonym");
  });
  it("reads an adjective as the attribute it measures, marked apart", () => {
    expect(match("taller", "height")).toBe("attribute");
    expect(match("heavier", "weight")).toBe("attribute");
  });
  it("gives no relation to words that say nothing about a column", () => {
    expect(match("total", "number")).toBeUndefined();
    expect(match("name", "call")).toBeUndefined();
  });
  it("never matches through a broader term", () => {
    expect(match("customer", "consumer")).toBeUndefined();
  });
});
