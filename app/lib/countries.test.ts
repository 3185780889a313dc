import { describe, expect, it } from "vitest";
import { COUNTRIES, isCountry, searchCountries } from "./countries";

describe("the country list", () => {
  it("has 195 unique names including Holy See and Palestine State", () => {
    expect(COUNTRIES).toHaveLength(195);
    expect(new Set(COUNTRIES).size).toBe(195);
    expect(COUNTRIES).toContain("Holy See");
    expect(COUNTRIES).toContain("Palestine State");
  });

  it("recognises only listed names, exactly", () => {
    expect(isCountry("France")).toBe(true);
    expect(isCountry("france")).toBe(false);
    expect(isCountry("Atlantis")).toBe(false);
    expect(isCountry(42)).toBe(false);
  });
});

describe("country search", () => {
  it("is a case-insensitive substring filter", () => {
    expect(searchCountries("LAND")).toEqual(expect.arrayContaining(["Finland", "Iceland", "Ireland", "Netherlands", "Switzerland", "Poland"]));
    expect(searchCountries("holy")).toEqual(["Holy See"]);
    expect(searchCountries("ALEST")).toEqual(["Palestine State"]);
    expect(searchCountries("stan").every((c) => c.toLowerCase().includes("stan"))).toBe(true);
  });

  it("lists everything for a blank query and nothing for a miss", () => {
    expect(searchCountries("")).toHaveLength(195);
    expect(searchCountries("   ")).toHaveLength(195);
    expect(searchCountries("zzz")).toEqual([]);
  });
});
