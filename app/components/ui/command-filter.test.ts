import { describe, expect, it } from "vitest";
import { substringFilter } from "./command-filter";

describe("substringFilter", () => {
  it("matches a case-insensitive substring anywhere in the value", () => {
    expect(substringFilter("Holy See", "see")).toBe(1);
    expect(substringFilter("Palestine State", "ESTINE st")).toBe(1);
    expect(substringFilter("Germany", "many")).toBe(1);
    expect(substringFilter("Germany", "gmy")).toBe(0); // no fuzzy matching
  });

  it("shows everything for an empty or blank search", () => {
    expect(substringFilter("France", "")).toBe(1);
    expect(substringFilter("France", "   ")).toBe(1);
  });

  it("also matches keywords", () => {
    expect(substringFilter("United Kingdom", "britain", ["Great Britain", "UK"])).toBe(1);
    expect(substringFilter("United Kingdom", "spain", ["UK"])).toBe(0);
  });
});
